import Foundation
import Testing

/// Request bodies the schema refuses get a 400 naming the field and what it takes, in the API's error JSON.
@Suite struct RequestBodiesTests {
    /// The error's code and message of a POST.
    static func error(_ path: String, _ json: String) async throws -> (status: Int, code: String?, message: String?) {
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", path, json: json)
        let error = try reply.object()["error"] as? [String: any Sendable]
        return (reply.status, error?["code"] as? String, error?["message"] as? String)
    }

    @Test(arguments: [
        // A valid JSON number of the wrong kind had been "the body is not valid JSON".
        (#"{"lines": ["2 eggs"], "top": 2.5}"#, "field 'top': must be a whole number from 0 to 50, got 2.5"),
        (#"{"lines": ["2 eggs"], "top": 100000000000000000000}"#,
         "field 'top': must be a whole number from 0 to 50, got 100000000000000000000"),
        // A line is a string or an object (had said "must be an object").
        (#"{"lines": [1, 2]}"#, #"field 'lines[0]' must be a string or an object {"text", "group"}"#),
        (#"{"lines": ["2 eggs", null]}"#, #"field 'lines[1]' must be a string or an object {"text", "group"}, not null"#),
        (#"{"recipe": {"ingredients": [true]}}"#, #"field 'recipe.ingredients[0]' must be a string or an object {"text", "group"}"#),
    ])
    func matchNamesTheField(body: String, message: String) async throws {
        let error = try await Self.error("/v1/match", body)
        #expect(error.status == 400)
        #expect(error.code == "bad_json")
        #expect(error.message == message)
    }

    @Test func anOrderWithFractionalPacksNamesThem() async throws {
        let body = #"{"customerId": "c-1", "pickupDate": "2026-11-24", "station": {"id": "st-shibuya"}, "orders": "#
            + #"[{"shopId": "s-egg", "items": [{"productId": "p-00001", "name": "卵", "packs": 2.5, "unitPrice": 168}]}]}"#
        let server = try await TestServer.shared.value
        let reply = try await server.send("POST", "/v1/orders", json: body, headers: [("Idempotency-Key", "fraction-1")])
        #expect(reply.status == 400)
        let error = try #require(try reply.object()["error"] as? [String: any Sendable])
        #expect(error["message"] as? String == "field 'orders[0].items[0].packs': must be a whole number from 1 to 99, got 2.5")
    }

    @Test func aURLThatIsNoStringIsRefused() async throws {
        // `{"url": 5}` had been read as a recipe document: 422 no_recipe.
        for body in [#"{"url": 5}"#, #"{"url": null}"#, #"{"url": ["https://example.com"]}"#] {
            let error = try await Self.error("/v1/recipes/parse", body)
            #expect(error.status == 400, "\(body)")
            #expect(error.code == "bad_json")
            #expect(error.message == #"field 'url' must be a string, the address of a recipe page ("https://…")"#)
        }
        // An object with other keys is still a document.
        #expect(try await Self.error("/v1/recipes/parse", #"{"url": 5, "name": "x"}"#).code == "no_recipe")
    }

    @Test func anUnknownShopToPreferIsRefused() async throws {
        let error = try await Self.error(
            "/v1/carts", #"{"lines": ["玉ねぎ 1個"], "pickupDate": "2026-11-24", "station": "st-shibuya", "preferShops": ["s-nope"]}"#)
        #expect(error.status == 422)
        #expect(error.code == "unknown_shop")
        #expect(error.message?.hasPrefix("no shop 's-nope' in the catalog to prefer; give one of its shop ids: ") == true)
        #expect(error.message?.contains("s-greengrocer") == true)
    }
}
