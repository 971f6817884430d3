import Foundation
import KaimonoKit
import KaimonoServer
import Logging

/// A server on 127.0.0.1 with port 0 over an in-memory database seeded with the bundled catalog.
///
/// The clock is fixed at Monday 2026-11-23 10:00 in Tokyo, so pickups on Tuesday 2026-11-24 are open
/// (the shops' deadlines are the evening before) and dates before the 23rd are in the past.
struct TestServer: Sendable {
    static let now = Date(timeIntervalSince1970: 1_795_395_600)  // 2026-11-23T10:00:00+09:00
    static let pickupDate = "2026-11-24"

    let port: Int
    let task: Task<Void, any Error>

    /// One server shared by the tests that do not need special limits.
    static let shared = Task { try await TestServer.start() }

    static func start(configuration: ServerConfiguration = ServerConfiguration()) async throws -> TestServer {
        let kaimono = try await Kaimono(
            database: try KaimonoDatabase.inMemory(), now: { TestServer.now }, logger: Logger(label: "test"))
        return try await start(kaimono, configuration: configuration)
    }

    /// A server over `kaimono`.
    static func start(_ kaimono: Kaimono, configuration: ServerConfiguration = ServerConfiguration()) async throws
        -> TestServer
    {
        var configuration = configuration
        configuration.host = "127.0.0.1"
        configuration.port = 0
        let server = APIServer(kaimono: kaimono, configuration: configuration, logger: Logger(label: "test-server"))
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            try await server.run(handlingSignals: false) { port in continuation.yield(port) }
        }
        for await port in ports { return TestServer(port: port, task: task) }
        _ = try await task.value
        throw HTTPClient.Failure("the server stopped before it listened")
    }

    func send(_ method: String, _ path: String, json: String, headers: [(String, String)] = []) async throws -> HTTPReply {
        try await HTTPClient.send(port: port, method, path, json: json, headers: headers)
    }

    func get(_ path: String) async throws -> HTTPReply {
        try await HTTPClient.send(port: port, "GET", path)
    }

    /// Posts a form (`application/x-www-form-urlencoded`, already encoded) to `path`.
    func postForm(_ path: String, _ form: String) async throws -> HTTPReply {
        try await HTTPClient.send(
            port: port, "POST", path, body: Array(form.utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
    }

    /// Stops the server (cancelling its task) and waits for it to end.
    func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
