import Foundation
import KaimonoKit
import KaimonoServer
import Logging
import Testing

/// Every route on a real server on 127.0.0.1 (port 0), called over a socket.
@Suite struct APIServerTests {
    static let page = """
        <!doctype html><html lang="ja"><head><meta charset="utf-8"><title>肉じゃが</title>
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "肉じゃが", "recipeYield": "4人分",
         "recipeIngredient": ["じゃがいも 3個", "牛こま切れ肉 200g", "玉ねぎ 1個", "醤油 大さじ2"]}
        </script></head><body><h1>肉じゃが</h1></body></html>
        """

    @Test func aBusyPortIsSaidInWords() async throws {
        // Given a server listening, a second one asked for its port (had said "bind(descriptor:ptr:bytes:): Address
        // already in use) (errno: 98)")
        let server = try await TestServer.shared.value
        var configuration = ServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = server.port
        let kaimono = try await Kaimono(
            database: try KaimonoDatabase.inMemory(), now: { TestServer.now }, logger: Logger(label: "test"))
        let second = APIServer(kaimono: kaimono, configuration: configuration, logger: Logger(label: "test-busy"))
        let error = try await #require(throws: ServerSetupError.self) { try await second.run(handlingSignals: false) }
        #expect(error.description == "cannot listen on 127.0.0.1:\(server.port): the address and port are in use (another "
            + "kaimono serve, or another program); stop it, or choose another port with --port (0 picks a free one)")
    }

    @Test func healthz() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/healthz")
        #expect(reply.status == 200)
        let body = try reply.object()
        #expect(body["status"] as? String == "ok")
        #expect(body["version"] as? String == Kaimono.version)
        #expect((body["products"] as? Int ?? 0) > 100)
    }

    @Test func metricsCountRequests() async throws {
        let server = try await TestServer.shared.value
        _ = try await server.get("/healthz")
        let reply = try await server.get("/metrics")
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"]?.hasPrefix("text/plain") == true)
        #expect(reply.text.contains(#"kaimono_http_requests_total{method="GET",route="/healthz",status="200"}"#))
        #expect(reply.text.contains(#"kaimono_http_request_duration_seconds_bucket{route="/healthz",le="+Inf"}"#))
        #expect(reply.text.contains("# TYPE kaimono_http_request_duration_seconds histogram"))
    }

    @Test func parseRecipeFromHTML() async throws {
        let server = try await TestServer.shared.value
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/v1/recipes/parse?source=nikujaga.html", body: Array(Self.page.utf8),
            headers: [("Content-Type", "text/html; charset=utf-8")])
        #expect(reply.status == 200)
        let recipes = try #require(try reply.object()["recipes"] as? [[String: any Sendable]])
        #expect(recipes.count == 1)
        #expect(recipes.first?["title"] as? String == "肉じゃが")
        #expect(recipes.first?["source"] as? String == "nikujaga.html")
        #expect(recipes.first?["method"] as? String == "json-ld")
        let lines = (recipes.first?["ingredients"] as? [[String: any Sendable]])?.compactMap { $0["text"] as? String }
        #expect(lines == ["じゃがいも 3個", "牛こま切れ肉 200g", "玉ねぎ 1個", "醤油 大さじ2"])
    }

    @Test func parseRecipeFromJSON() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/recipes/parse",
            json: #"{"@type": "Recipe", "name": "Pancakes", "recipeIngredient": ["2 cups flour", "2 eggs"]}"#)
        #expect(reply.status == 200)
        let recipes = try #require(try reply.object()["recipes"] as? [[String: any Sendable]])
        #expect(recipes.first?["title"] as? String == "Pancakes")
    }

    @Test func parseRecipeWithoutOne() async throws {
        let server = try await TestServer.shared.value
        let reply = try await HTTPClient.send(
            port: server.port, "POST", "/v1/recipes/parse", body: Array("<html><body><p>hello</p></body></html>".utf8),
            headers: [("Content-Type", "text/html")])
        #expect(reply.status == 422)
        #expect(try reply.errorCode() == "no_recipe")
    }

    @Test func parseIngredientLines() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/ingredients/parse", json: #"{"lines": ["鶏もも肉 300g", {"text": "醤油 大さじ2", "group": "A"}]}"#)
        #expect(reply.status == 200)
        let items = try #require(try reply.object()["ingredients"] as? [[String: any Sendable]])
        #expect(items.count == 2)
        #expect(items[0]["quantity"] as? Double == 300)
        #expect(items[0]["unit"] as? String == "g")
        #expect(items[1]["unit"] as? String == "tbsp")
        #expect(items[1]["group"] as? String == "A")
        // Every key of the contract is present, null when unknown.
        for key in ["text", "name", "quantity", "quantityMax", "unit", "unitText", "size", "preparation", "comment",
                    "group", "optional", "toTaste", "food", "amount", "language"] {
            #expect(items[0].keys.contains(key), "missing \(key)")
        }
    }

    @Test func matchLines() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/match", json: #"{"lines": ["豚バラ薄切り 200g", "塩 少々"], "top": 2}"#)
        #expect(reply.status == 200)
        let lines = try #require(try reply.object()["lines"] as? [[String: any Sendable]])
        #expect(lines.count == 2)
        #expect(lines[0]["status"] as? String == "matched")
        let candidates = try #require(lines[0]["candidates"] as? [[String: any Sendable]])
        #expect((1...2).contains(candidates.count))
        #expect((candidates.first?["productId"] as? String)?.hasPrefix("p-") == true)
        #expect(lines[1]["status"] as? String == "pantry")
    }

    @Test func matchWithAPantryAndTheNewStatuses() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/match",
            json: #"{"lines": ["醤油 大さじ1", "たれ（作り方は下記） 全量", "盐 适量", "2 tbsp fresh oregano leaves"], "pantry": ["fish-sauce"]}"#)
        #expect(reply.status == 200)
        let lines = try #require(try reply.object()["lines"] as? [[String: any Sendable]])
        #expect(lines.map { $0["status"] as? String } == ["matched", "made_in_recipe", "unsupported_language", "unmatched"])
        let alternative = try #require(lines[3]["alternative"] as? [String: any Sendable])
        #expect(alternative["verdict"] as? String == "substitute")
        #expect(alternative["note"] as? String == "dried; the line asks for fresh")
    }

    /// The body is well formed; the lexicon does not know the food (as an unknown station: 422).
    @Test func anUnknownPantryEntryIsUnprocessable() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/match", json: #"{"lines": ["塩"], "pantry": ["salt", "moon dust"]}"#)
        #expect(reply.status == 422)
        #expect(try reply.errorCode() == "bad_pantry")
        let message = (try reply.object()["error"] as? [String: any Sendable])?["message"] as? String ?? ""
        #expect(message.hasPrefix("pantry[1]:"), "message: \(message)")
    }

    @Test func matchRejectsTopOutOfRange() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/match", json: #"{"lines": ["塩"], "top": 500}"#)
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "bad_json")
    }

    @Test func cartForPickupDate() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/carts",
            json: #"{"lines": ["豚バラ薄切り 200g", "塩 少々"], "pickupDate": "\#(TestServer.pickupDate)", "station": "st-shibuya"}"#)
        #expect(reply.status == 200)
        let cart = try reply.object()
        #expect(cart["pickupDate"] as? String == TestServer.pickupDate)
        #expect((cart["orders"] as? [Any])?.isEmpty == false)
        #expect(cart["pantry"] as? [String] == ["塩 少々"])
        #expect(cart["currency"] as? String == "JPY")
    }

    @Test func optionalLinesAreSkippedUnlessIncluded() async throws {
        let server = try await TestServer.shared.value
        func cart(_ include: String) async throws -> [String: Any] {
            let reply = try await server.send(
                "POST", "/v1/carts",
                json: #"{"lines": ["豚バラ薄切り 200g", "くるみ 30g（お好みで）"], "pickupDate": "\#(TestServer.pickupDate)", "station": "st-shibuya"\#(include)}"#)
            #expect(reply.status == 200)
            return try reply.object()
        }
        let skipped = try await cart("")["skipped"] as? [[String: Any]]
        #expect(skipped?.map { $0["reason"] as? String } == ["optional"])
        #expect(skipped?.map { $0["ingredient"] as? String } == ["くるみ 30g（お好みで）"])
        let included = try await cart(#", "includeOptional": true"#)
        #expect((included["skipped"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [
        (#"{"lines": ["塩"], "pickupDate": "2026-11-01"}"#, 422, "past_date"),
        (#"{"lines": ["塩"], "pickupDate": "next week"}"#, 400, "bad_date"),
        (#"{"lines": ["豚バラ 200g"], "pickupDate": "2026-11-24", "station": "st-nowhere"}"#, 422, "unknown_station"),
        (#"{"lines": ["塩"], "pickupDate": "2026-12-31"}"#, 422, "station_closed"),
        (#"{"pickupDate": "2026-11-24"}"#, 400, "empty_request"),
        (#"{"lines": ["塩"]}"#, 400, "bad_json"),
    ])
    func cartErrors(body: String, status: Int, code: String) async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/carts", json: body)
        #expect(reply.status == status)
        #expect(try reply.errorCode() == code)
    }

    @Test func searchProducts() async throws {
        let server = try await TestServer.shared.value
        let query = "豚バラ".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let reply = try await server.get("/v1/products?query=\(query)&limit=5")
        #expect(reply.status == 200)
        let products = try #require(try reply.object()["products"] as? [[String: any Sendable]])
        #expect((1...5).contains(products.count))
        #expect((products.first?["name"] as? String)?.contains("豚バラ") == true)
    }

    @Test func searchProductsNeedsQuery() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/products")
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "missing_parameter")
    }

    @Test func unknownProductRecipes() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/products/p-nope/recipes?pickupDate=\(TestServer.pickupDate)")
        #expect(reply.status == 404)
        #expect(try reply.errorCode() == "not_found")
    }

    @Test func unknownRoute() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/nothing-here")
        #expect(reply.status == 404)
        #expect(try reply.errorCode() == "no_route")
    }

    @Test(arguments: [
        ("/v1/match", "{\"lines\": [", "the body is not valid JSON"),
        ("/v1/match", #"{"lines": [1, 2]}"#, "lines[0]"),
        ("/v1/ingredients/parse", #"{"lines": "鶏肉"}"#, "'lines' must be an array"),
        ("/v1/carts", #"{"lines": ["塩"], "pickupDate": 20261124}"#, "'pickupDate' must be a string"),
        ("/v1/orders", "", "empty"),
    ])
    func badJSON(path: String, body: String, says: String) async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", path, json: body, headers: [("Idempotency-Key", "bad-json-\(path)")])
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "bad_json")
        let message = (try reply.object()["error"] as? [String: any Sendable])?["message"] as? String ?? ""
        #expect(message.contains(says), "message: \(message)")
    }
}

/// `GET /v1/products/{id}/recipes`.
@Suite struct ProductRecipesRouteTests {
    @Test func suggestsRecipesForAProduct() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/products/p-00001/recipes?pickupDate=\(TestServer.pickupDate)&limit=3")
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        let body = try reply.object()
        #expect(body["productId"] as? String == "p-00001")
        #expect(body["pickupDate"] as? String == TestServer.pickupDate)
        let suggestions = try #require(body["suggestions"] as? [[String: any Sendable]])
        #expect((1...3).contains(suggestions.count))
        #expect(suggestions.allSatisfy { $0["recipeId"] is String && $0["score"] is Double })
    }

    @Test(arguments: [
        ("9999-12-31", 422, "beyond_horizon"), ("2020-01-01", 422, "past_date"), ("2026-12-31", 422, "station_closed"),
        ("yesterday", 400, "bad_date"),
    ])
    func pickupDatesCartsRefuseAreRefused(date: String, status: Int, code: String) async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/products/p-00001/recipes?pickupDate=\(date)")
        #expect(reply.status == status, "\(reply.text.prefix(300))")
        #expect(try reply.errorCode() == code)
    }

    @Test func badLimitIs400() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/products/p-00001/recipes?limit=0")
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "bad_parameter")
    }
}
