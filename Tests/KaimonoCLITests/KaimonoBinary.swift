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
        let reader = Task.detached { stdout.fileHandleForReading.readDataToEndOfFile() }
        let errorReader = Task.detached { stderr.fileHandleForReading.readDataToEndOfFile() }
        if let input, !input.isEmpty { stdin.fileHandleForWriting.write(Data(input)) }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        let output = await reader.value
        let error = await errorReader.value
        return Result(status: process.terminationStatus, output: Array(output), error: Array(error))
    }
}

