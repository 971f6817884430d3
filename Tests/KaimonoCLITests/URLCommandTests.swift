import Foundation
import PageServerSupport
import Testing

/// `kaimono parse URL`, `buy URL` and `batch --urls FILE` against a loopback server of the test's own.
@Suite struct URLCommandTests {
    static let page = Array("""
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "親子丼", "recipeYield": "2人分",
        "recipeIngredient": ["鶏もも肉 200g", "卵 3個", "玉ねぎ 1/2個"]}</script></head></html>
        """.utf8)

    static func server() throws -> LocalPageServer {
        try LocalPageServer { path, _ in
            path == "/oyakodon.html"
                ? .bytes(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: page)
                : .bytes(status: 404, headers: [], body: [])
        }
    }

    func run(_ arguments: [String]) async throws -> KaimonoBinary.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-url-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await KaimonoBinary.locate().run(
            arguments, input: nil, environment: ["KAIMONO_DATABASE": directory.appendingPathComponent("k.sqlite").path],
            directory: directory)
    }

    @Test func parseFetchesAURLOnlyWhenPrivateURLsAreAllowed() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let url = server.base + "/oyakodon.html"
        let allowed = try await run(["parse", "--allow-private-urls", "--format", "jsonl", url])
        #expect(allowed.status == 0)
        let text = String(decoding: allowed.output, as: UTF8.self)
        #expect(text.contains(#""title":"親子丼""#))
        #expect(text.contains(#""source":"\#(url)""#))
        let refused = try await run(["parse", "--format", "jsonl", url])
        #expect(refused.status == 1)
        #expect(String(decoding: refused.output, as: UTF8.self).contains(#""code":"blocked_address""#))
    }

    @Test func buyTakesAURL() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await run([
            "buy", "--allow-private-urls", server.base + "/oyakodon.html", "--pickup-date", "2026-11-24",
            "--now", "2026-11-23T10:00:00+09:00", "--format", "jsonl",
        ])
        #expect(result.status == 0)
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(text.contains(#""nextCompleteDate":"#))
        #expect(text.contains(#""title":"親子丼""#))
    }

    @Test func batchReportsBadURLsPerRecordAndGoesOn() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("urls-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        try Data("""
            # recipes to read
            \(server.base)/oyakodon.html
            \(server.base)/missing.html
            not a url

            """.utf8).write(to: list)
        let result = try await run(["batch", "--allow-private-urls", "--urls", list.path, "--no-match", "--quiet", "--output", "-"])
        #expect(result.status == 0)
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""source":"\#(server.base)/oyakodon.html""#) && lines[0].contains(#""title":"親子丼""#))
        #expect(lines[1].contains(#""code":"http_404""#))
        #expect(lines[2].contains(#""code":"invalid_url""#))
    }
}
