import Foundation
import KaimonoServer
import Testing

/// Body size limits: refused with 413 before or while the body is read.
@Suite struct LimitsTests {
    @Test func announcedOversizeBodyIs413() async throws {
        // A body announced over the default 10 MB limit is refused from the header, before it is sent.
        let server = try await TestServer.shared.value
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/v1/match", body: Array(#"{"lines": []}"#.utf8),
            headers: [("Content-Type", "application/json")], contentLength: 10_000_001)
        #expect(reply.status == 413)
        #expect(try reply.errorCode() == "body_too_large")
    }

    @Test func chunkedOversizeBodyIs413() async throws {
        // Given a server with a 64 KB limit, a chunked body (no length announced) over it is cut off
        let server = try await TestServer.start(configuration: ServerConfiguration(maxBodyBytes: 65_536))
        let line = String(repeating: "a", count: 1000)
        let body = #"{"lines": ["# + Array(repeating: "\"\(line)\"", count: 100).joined(separator: ",") + "]}"
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/v1/match", body: Array(body.utf8),
            headers: [("Content-Type", "application/json")], chunked: true)
        #expect(reply.status == 413)
        #expect(try reply.errorCode() == "body_too_large")

        // and a body under the limit still passes
        let small = try await HTTPClient.send(
            port: server.port, "POST", "/v1/match", body: Array(#"{"lines": ["塩"]}"#.utf8),
            headers: [("Content-Type", "application/json")], chunked: true)
        #expect(small.status == 200)
        await server.stop()
    }

    @Test func oversizeRecipePageIs413() async throws {
        let server = try await TestServer.start(configuration: ServerConfiguration(maxBodyBytes: 4_096))
        let page = "<html><body>" + String(repeating: "<p>text</p>", count: 1_000) + "</body></html>"
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/v1/recipes/parse", body: Array(page.utf8),
            headers: [("Content-Type", "text/html")])
        #expect(reply.status == 413)
        await server.stop()
    }
}
