import Foundation
import KaimonoServer
import PageServerSupport
import Testing

/// `POST /v1/recipes/parse` with `{"url": …}`: fetched from the test's own loopback server, refused by the
/// guard when the server does not allow private URLs.
@Suite struct RecipeURLRouteTests {
    static func pageServer() throws -> LocalPageServer {
        try LocalPageServer { path, _ in
            switch path {
            case "/nikujaga.html":
                return .bytes(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(APIServerTests.page.utf8))
            case "/photo.jpg":
                return .bytes(status: 200, headers: [("Content-Type", "image/jpeg")], body: [0xFF, 0xD8])
            default:
                return .bytes(status: 404, headers: [], body: [])
            }
        }
    }

    @Test func fetchesTheURLWhenPrivateURLsAreAllowed() async throws {
        let pages = try Self.pageServer()
        defer { pages.stop() }
        var configuration = ServerConfiguration()
        configuration.allowPrivateURLs = true
        let server = try await TestServer.start(configuration: configuration)
        defer { Task { await server.stop() } }
        let url = pages.base + "/nikujaga.html"
        let reply = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "\#(url)"}"#)
        #expect(reply.status == 200)
        let recipes = try #require(try reply.object()["recipes"] as? [[String: any Sendable]])
        #expect(recipes.first?["title"] as? String == "肉じゃが")
        #expect(recipes.first?["source"] as? String == url)
        let missing = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "\#(pages.base)/gone"}"#)
        #expect(missing.status == 502)
        #expect(try missing.errorCode() == "http_404")
        let photo = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "\#(pages.base)/photo.jpg"}"#)
        #expect(photo.status == 422)
        #expect(try photo.errorCode() == "not_html")
    }

    @Test func refusesLoopbackAndOtherSchemesByDefault() async throws {
        let pages = try Self.pageServer()
        defer { pages.stop() }
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "\#(pages.base)/nikujaga.html"}"#)
        #expect(reply.status == 422)
        #expect(try reply.errorCode() == "blocked_address")
        let metadata = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "http://169.254.169.254/latest/meta-data/"}"#)
        #expect(try metadata.errorCode() == "blocked_address")
        let file = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "file:///etc/passwd"}"#)
        #expect(file.status == 400)
        #expect(try file.errorCode() == "invalid_url")
    }

    @Test func aRecipeDocumentWithAURLFieldIsNotFetched() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/recipes/parse",
            json: #"{"@type": "Recipe", "name": "Toast", "url": "http://127.0.0.1:9/", "recipeIngredient": ["1 slice bread"]}"#)
        #expect(reply.status == 200)
    }

    @Test func urlFetchingCanBeTurnedOff() async throws {
        var configuration = ServerConfiguration()
        configuration.fetchURLs = false
        let server = try await TestServer.start(configuration: configuration)
        defer { Task { await server.stop() } }
        let reply = try await server.send("POST", "/v1/recipes/parse", json: #"{"url": "https://example.com/recipe"}"#)
        #expect(reply.status == 422)
        #expect(try reply.errorCode() == "url_fetching_disabled")
        let page = try await server.get("/buy?url=https%3A%2F%2Fexample.com%2Frecipe&pickupDate=2026-11-24")
        #expect(page.status == 422)
        #expect(page.text.contains("url_fetching_disabled"))
    }
}
