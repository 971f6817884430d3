import Foundation
import KaimonoKit
import Logging
import Testing

/// Orders over HTTP after submission: cancel, status, customer lists, the station view, 405; and the same
/// answers as the facade the CLI calls.
@Suite struct OrderLifecycleRouteTests {
    /// A cart for `lines` on Tuesday at Shibuya, made through the API, with `customerId` added.
    static func order(_ server: TestServer, lines: [String], customer: String) async throws -> String {
        OrdersRouteTests.order(try await OrdersRouteTests.cart(server, lines: lines), customer: customer)
    }

    static func submit(_ server: TestServer, _ body: String, key: String) async throws -> [String: any Sendable] {
        let reply = try await server.send("POST", "/v1/orders", json: body, headers: [("Idempotency-Key", key)])
        try #require(reply.status == 201, "\(reply.text)")
        return try reply.object()
    }

    @Test func cancelMarkListAndStationView() async throws {
        let server = try await TestServer.start()
        let customer = "c-life-\(UUID().uuidString.prefix(8))"
        let first = try await Self.submit(
            server, try await Self.order(server, lines: ["豚バラ薄切り 200g", "玉ねぎ 1個"], customer: customer), key: "life-1")
        let second = try await Self.submit(
            server, try await Self.order(server, lines: ["鶏もも肉 300g"], customer: customer), key: "life-2")
        let firstId = try #require(first["id"] as? String)
        let secondId = try #require(second["id"] as? String)

        // The customer's list, newest first, one per page
        let page = try await server.get("/v1/orders?customer=\(customer)&limit=1")
        #expect(page.status == 200)
        let cursor = try #require(try page.object()["nextCursor"] as? String)
        let next = try await server.get("/v1/orders?customer=\(customer)&limit=1&cursor=\(cursor)")
        #expect((try next.object()["orders"] as? [[String: any Sendable]])?.count == 1)
        #expect(try next.object()["nextCursor"] is NSNull)

        // Cancel the second; mark the first ready, then picked up
        let cancelled = try await server.send("POST", "/v1/orders/\(secondId)/cancel", json: "")
        #expect(cancelled.status == 200)
        #expect(try cancelled.object()["status"] as? String == "cancelled")
        #expect(try cancelled.object()["total"] as? Int == 0)
        let ready = try await server.send("POST", "/v1/orders/\(firstId)/status", json: #"{"status": "ready_for_pickup"}"#)
        #expect(ready.status == 200)
        let orders = try #require(try ready.object()["orders"] as? [[String: any Sendable]])
        #expect(orders.allSatisfy { $0["status"] as? String == "ready_for_pickup" })
        let history = try #require(orders.first?["history"] as? [[String: any Sendable]])
        #expect(history.map { $0["status"] as? String } == ["reserved", "ready_for_pickup"])
        #expect(history.first?["at"] as? String == "2026-11-23T10:00:00+09:00")

        // A change the lifecycle refuses names what is allowed
        let late = try await server.send("POST", "/v1/orders/\(firstId)/cancel", json: "")
        #expect(late.status == 409)
        let error = try #require(try late.object()["error"] as? [String: any Sendable])
        #expect(error["code"] as? String == "invalid_transition")
        #expect(error["allowed"] as? [String] == ["picked_up"])

        // The station sees the first submission's orders, not the cancelled one
        let station = try await server.get("/v1/stations/st-shibuya/orders?date=\(TestServer.pickupDate)")
        #expect(station.status == 200)
        let shops = try #require(try station.object()["shops"] as? [[String: any Sendable]])
        let listed = shops.flatMap { ($0["orders"] as? [[String: any Sendable]] ?? []).compactMap { $0["submissionId"] as? String } }
        #expect(Set(listed) == [firstId])
        await server.stop()
    }

    @Test func wrongMethodsAre405WithAllow() async throws {
        let server = try await TestServer.shared.value
        for (method, path, allow) in [
            ("DELETE", "/v1/orders/o-1", "GET"), ("PUT", "/v1/orders", "POST, GET"), ("GET", "/v1/orders/o-1/cancel", "POST"),
            ("POST", "/healthz", "GET"), ("PATCH", "/v1/stations/st-a/orders", "GET"),
        ] {
            let reply = try await HTTPClient.send(port: server.port, method, path, body: method == "GET" ? nil : [])
            #expect(reply.status == 405, "\(method) \(path)")
            #expect(reply.headers["allow"] == allow, "\(method) \(path)")
            #expect(try reply.errorCode() == "method_not_allowed")
        }
        #expect(try await server.get("/v1/nothing").status == 404)
    }

    /// One call through HTTP and the same through the facade (what the CLI prints): the same JSON.
    @Test func httpAndTheFacadeGiveTheSameAnswers() async throws {
        // Given a server and a facade over two fresh databases, with the same clock
        let server = try await TestServer.start()
        let facade = try await Kaimono(
            database: try KaimonoDatabase.inMemory(), now: { TestServer.now }, logger: Logger(label: "test"))
        let cart = try facade.cart(lines: ["豚バラ薄切り 200g", "玉ねぎ 1個"], pickupDate: TestServer.pickupDate, stationId: "st-shibuya")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> NSDictionary {
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(value))
            guard let dictionary = object as? NSDictionary else { throw HTTPClient.Failure("not a JSON object") }
            return dictionary
        }
        func json(_ reply: HTTPReply) throws -> NSDictionary {
            let object = try JSONSerialization.jsonObject(with: Data(reply.body))
            guard let dictionary = object as? NSDictionary else { throw HTTPClient.Failure("not a JSON object") }
            return dictionary
        }
        struct ErrorBody: Encodable { var error: KaimonoError }
        let body = OrdersRouteTests.order(String(decoding: try encoder.encode(cart), as: UTF8.self), customer: "c-same")

        // Submission
        let http = try await server.send("POST", "/v1/orders", json: body, headers: [("Idempotency-Key", "same-1")])
        let library = try await facade.submitOrder(cart, idempotencyKey: "same-1", customerId: "c-same")
        #expect(try json(http) == json(library))

        // A tampered price
        var cheap = cart
        cheap.orders[0].items[0].unitPrice = 1
        let cheapBody = OrdersRouteTests.order(String(decoding: try encoder.encode(cheap), as: UTF8.self), customer: "c-same")
        let httpError = try await server.send("POST", "/v1/orders", json: cheapBody, headers: [("Idempotency-Key", "same-2")])
        #expect(httpError.status == 409)
        let libraryError = try await #require(throws: KaimonoError.self) {
            try await facade.submitOrder(cheap, idempotencyKey: "same-2", customerId: "c-same")
        }
        #expect(try json(httpError) == json(ErrorBody(error: libraryError)))
        #expect(libraryError.code == "price_changed")

        // Cancellation, the customer's list and the station view
        let id = library.id
        let httpCancel = try await server.send("POST", "/v1/orders/\(id)/cancel", json: "")
        #expect(try json(httpCancel) == json(try await facade.cancelOrder(id: id)))
        let httpList = try await server.get("/v1/orders?customer=c-same")
        #expect(try json(httpList) == json(try await facade.orders(customerId: "c-same")))
        let httpStation = try await server.get("/v1/stations/st-shibuya/orders?date=tomorrow")
        #expect(try json(httpStation) == json(try await facade.stationOrders(stationId: "st-shibuya", pickupDate: "tomorrow")))
        await server.stop()
    }
}
