import Foundation

/// The `kaimono` executable built beside the test bundle, run as a child process.
struct KaimonoBinary {
    /// What a run gave.
    struct Result {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    let url: URL

    /// The binary in the build products folder the tests run from.
    static func locate() throws -> KaimonoBinary {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].compactMap { $0?.appendingPathComponent("kaimono") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(description: "no kaimono binary in \(candidates.map(\.path)); run swift build first")
        }
        return KaimonoBinary(url: found)
    }

    /// Runs `kaimono ARGUMENTS` in `directory` with `input` on standard input (closed when nil).
    ///
    /// Every blocking call (reading the two pipes, writing the input, waiting for the exit) runs on a thread of its
    /// own, never on the concurrency pool: on a machine of two cores two tests waiting for their children held
    /// both of the pool's threads, the readers never ran, a child filled its output pipe and all three waited.
    func run(_ arguments: [String], input: [UInt8]?, environment: [String: String], directory: URL) async throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes while the child runs so neither fills up and blocks it.
        let output = Drain(stdout.fileHandleForReading)
        let error = Drain(stderr.fileHandleForReading)
        let child = Unchecked(value: (process, stdin.fileHandleForWriting))
        let status: Int32 = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let (process, writer) = child.value
                if let input, !input.isEmpty { writer.write(Data(input)) }
                try? writer.close()
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }
        }
        return Result(status: status, output: Array(output.wait()), error: Array(error.wait()))
    }
}

extension KaimonoBinary {
    /// Runs `body` with the environment of a scratch database of its own (`KAIMONO_DATABASE` in a new temporary folder,
    /// `label` naming it) and the package's root to run in; the folder is removed after.
    static func withScratchDatabase<T>(
        _ label: String, _ body: (_ environment: [String: String], _ root: URL) async throws -> T
    ) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try await body(["KAIMONO_DATABASE": folder.appendingPathComponent("\(label).sqlite").path], root)
    }
}

/// A value handed to another thread whose owner no longer touches it (a process and its input pipe).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// Reads a file handle to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let box = Unchecked(value: handle)
        Thread.detachNewThread { [self] in
            data = box.value.readDataToEndOfFile()
            done.signal()
        }
    }

    /// What was read, once the writer closed its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}
