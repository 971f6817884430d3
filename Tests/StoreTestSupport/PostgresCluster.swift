public import Catalog
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server of one test's own (`scripts/pg-cluster`), which the test may stop and start again,
/// as an outage would, without disturbing the shared test server.
public struct PostgresCluster: Sendable {
    /// The cluster's folder (removed by `destroy()`).
    public let folder: String
    /// Its URL.
    public let url: PostgresURL

    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/pg-cluster").path
    }

    /// A new cluster in a temporary folder, not started.
    public static func create() async throws -> PostgresCluster {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-pg-\(UUID().uuidString)").path
        try await run("init", folder, "--fast")
        let text = try await run("url", folder).trimmingCharacters(in: .whitespacesAndNewlines)
        return PostgresCluster(folder: folder, url: try PostgresURL(parsing: text, origin: "pg-cluster url"))
    }

    /// Runs `body` with a new, started cluster, and removes the cluster afterwards whatever happens.
    public static func with<T: Sendable>(_ body: (PostgresCluster) async throws -> T) async throws -> T {
        let cluster = try await create()
        do {
            try await cluster.start()
            let value = try await body(cluster)
            await cluster.destroy()
            return value
        } catch {
            await cluster.destroy()
            throw error
        }
    }

    public func start() async throws { try await Self.run("start", folder) }
    /// Stops the server the way an operator's fast shutdown does: open connections are cut.
    public func stop() async throws { try await Self.run("stop", folder) }
    public func destroy() async { _ = try? await Self.run("destroy", folder) }

    /// Runs the script on a thread of its own: waiting for a process must not hold a thread of the
    /// cooperative pool (two on a two-core machine), which also runs the server under test.
    @discardableResult
    static func run(_ arguments: String...) async throws -> String {
        let arguments = arguments
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try runBlocking(arguments) })
            }
            thread.start()
        }
    }

    private static func runBlocking(_ arguments: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-pg-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("out").path
        let errPath = folder.appendingPathComponent("err").path
        // system(3) waits for (and reaps) the shell itself; output goes to files, so a server the script
        // starts holds no pipe of ours.
        let words = [script] + arguments
        let command = "bash " + words.map(quoted).joined(separator: " ") + " >" + quoted(outPath) + " 2>" + quoted(errPath)
            + " </dev/null"
        let status = system(command)
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw TestBackendError(description: "pg-cluster \(arguments.joined(separator: " ")) failed (\(status)): \(errors)")
        }
        return output
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
