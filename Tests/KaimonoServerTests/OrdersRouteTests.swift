import Foundation
import KaimonoKit
import Testing

/// `POST /v1/orders` with idempotency keys and `GET /v1/orders/{id}`.
@Suite struct OrdersRouteTests {
    /// A cart (as `POST /v1/carts` returns it) for `lines`, picked up on Tuesday at Shibuya.
    static func cart(_ server: TestServer, lines: [String]) async throws -> String {
        let list = lines.map { "\"\($0)\"" }.joined(separator: ", ")
        let reply = try await server.send(
            "POST", "/v1/carts",
            json: #"{"lines": [\#(list)], "pickupDate": "\#(TestServer.pickupDate)", "station": "st-shibuya"}"#)
        try #require(reply.status == 200, "cart: \(reply.text)")
        return reply.text
    }

    /// The cart as an order request: the same JSON plus `customerId`.
    static func order(_ cart: String, customer: String = "c-route") -> String {
        "{\"customerId\": \"\(customer)\", " + cart.drop { $0 != "{" }.dropFirst()
    }

    @Test func missingIdempotencyKey() async throws {
        let server = try await TestServer.shared.value
        let cart = try await Self.cart(server, lines: ["豚バラ薄切り 200g"])
        let reply = try await server.send("POST", "/v1/orders", json: Self.order(cart))
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "missing_idempotency_key")
    }

    @Test func replayReturnsTheFirstResponse() async throws {
        let server = try await TestServer.shared.value
        let cart = try await Self.cart(server, lines: ["豚バラ薄切り 200g", "玉ねぎ 1個"])
        let key = [("Idempotency-Key", "replay-\(UUID().uuidString)")]
        let first = try await server.send("POST", "/v1/orders", json: Self.order(cart), headers: key)
        #expect(first.status == 201, "\(first.text)")
        #expect(first.headers["idempotent-replayed"] == nil)
        let id = try #require(try first.object()["id"] as? String)
        #expect(first.headers["location"] == "/v1/orders/\(id)")

        let second = try await server.send("POST", "/v1/orders", json: Self.order(cart), headers: key)
        #expect(second.status == 201)
        #expect(second.body == first.body)
        #expect(second.headers["idempotent-replayed"] == "true")

        let shown = try await server.get("/v1/orders/\(id)")
        #expect(shown.status == 200)
        #expect(try shown.object()["id"] as? String == id)
        #expect(try shown.object()["total"] as? Int == (try first.object()["total"] as? Int))
    }

    @Test func sameKeyWithAnotherCartIs422() async throws {
        let server = try await TestServer.shared.value
        let key = [("Idempotency-Key", "conflict-\(UUID().uuidString)")]
        let first = try await server.send(
            "POST", "/v1/orders", json: Self.order(try await Self.cart(server, lines: ["豚バラ薄切り 200g"])), headers: key)
        #expect(first.status == 201)
        let other = try await server.send(
            "POST", "/v1/orders", json: Self.order(try await Self.cart(server, lines: ["鶏もも肉 300g"])), headers: key)
        #expect(other.status == 422)
        #expect(try other.errorCode() == "idempotency_key_conflict")
    }

    @Test(arguments: [
        ("2027-06-01", "st-shibuya", "beyond_horizon"), ("2026-11-20", "st-shibuya", "past_date"),
        ("2026-12-31", "st-shibuya", "station_closed"),
    ])
    func aCartEditedToADateCartsRefuseIs422(date: String, station: String, code: String) async throws {
        // Given a cart from POST /v1/carts whose pickup date the client then changes
        let server = try await TestServer.shared.value
        let cart = try await Self.cart(server, lines: ["玉ねぎ 1個"])
            .replacingOccurrences(of: #""pickupDate":"\#(TestServer.pickupDate)""#, with: #""pickupDate":"\#(date)""#)
        #expect(cart.contains(#""pickupDate":"\#(date)""#))
        let key = "edited-\(UUID().uuidString)"
        let reply = try await server.send("POST", "/v1/orders", json: Self.order(cart), headers: [("Idempotency-Key", key)])
        // Then it is refused as a cart for that date is, and no order exists under the key
        #expect(reply.status == 422, "\(reply.text.prefix(300))")
        #expect(try reply.errorCode() == code)
        let stored = try await server.get("/v1/orders/\(OrderSubmitter.submissionId(key: key))")
        #expect(stored.status == 404)
    }

    @Test func unknownOrderIs404() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.get("/v1/orders/o-0000000000000000")
        #expect(reply.status == 404)
        #expect(try reply.errorCode() == "not_found")
    }

    @Test func cartThatIsNotACartIs400() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.send(
            "POST", "/v1/orders", json: #"{"pickupDate": "2026-11-24"}"#, headers: [("Idempotency-Key", "not-a-cart")])
        #expect(reply.status == 400)
        #expect(try reply.errorCode() == "bad_json")
    }

    /// Twenty clients send the same cart with the same key at once: one order is made, stock drops once.
    @Test func concurrentSubmissionsWithOneKeyMakeOneOrder() async throws {
        // Given a server of its own, so no other test touches the product's stock
        let server = try await TestServer.start()
        let cart = try await Self.cart(server, lines: ["豚バラ薄切り 200g"])
        let parsed = try JSONSerialization.jsonObject(with: Data(cart.utf8)) as? [String: Any]
        let orders = try #require(parsed?["orders"] as? [[String: Any]])
        let item = try #require((orders.first?["items"] as? [[String: Any]])?.first)
        let productId = try #require(item["productId"] as? String)
        let packs = try #require(item["packs"] as? Int)
        let before = try await Self.stock(server, productId: productId, name: item["name"] as? String ?? "")

        // When twenty submissions race
        let key = [("Idempotency-Key", "race-1")]
        let replies = try await withThrowingTaskGroup(of: HTTPReply.self) { group in
            for _ in 0..<20 { group.addTask { try await server.send("POST", "/v1/orders", json: Self.order(cart), headers: key) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // Then all succeed with the same order, exactly one was not a replay, and stock dropped once
        #expect(replies.map(\.status) == Array(repeating: 201, count: 20))
        let ids = Set(try replies.map { try $0.object()["id"] as? String ?? "" })
        #expect(ids.count == 1)
        #expect(replies.filter { $0.headers["idempotent-replayed"] == nil }.count == 1)
        let after = try await Self.stock(server, productId: productId, name: item["name"] as? String ?? "")
        #expect(after == before - packs)
        let metrics = try await server.get("/metrics").text
        #expect(metrics.contains("kaimono_orders_created_total 1\n"))
        #expect(metrics.contains("kaimono_orders_replayed_total 19\n"))
        await server.stop()
    }

    static func stock(_ server: TestServer, productId: String, name: String) async throws -> Int {
        let query = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let reply = try await server.get("/v1/products?query=\(query)&limit=50")
        let products = try #require(try reply.object()["products"] as? [[String: Any]])
        let product = try #require(products.first { $0["id"] as? String == productId }, "\(productId) not found by name")
        return try #require(product["stock"] as? Int)
    }
}
