import Foundation
import KaimonoKit
import Testing

/// Response bodies, byte for byte, against bodies recorded in `Golden/responses.txt`.
///
/// The requests run in order on one fresh server (an order submitted early is read back later) at the
/// fixed test clock (the version in `/healthz` reads `$VERSION`). `KAIMONO_RECORD_GOLDEN=1 swift test --filter ResponseBytesTests` rewrites the
/// recording: do it only for a deliberate change of a body, and review the diff.
@Suite struct ResponseBytesTests {
    struct Exchange: Sendable {
        var method: String
        var path: String
        var body: String?
        var headers: [(String, String)] = []
        var contentType = "application/json"
    }

    static let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "親子丼", "recipeYield": "2人分",
        "recipeIngredient": ["鶏もも肉 200g", "卵 3個", "玉ねぎ 1/2個", "★醤油 大さじ2"]}</script></head></html>
        """

    static let exchanges: [Exchange] = [
        Exchange(method: "GET", path: "/healthz"),
        Exchange(method: "POST", path: "/v1/recipes/parse?source=oyakodon.html", body: page, contentType: "text/html"),
        Exchange(
            method: "POST", path: "/v1/recipes/parse",
            body: #"{"@type": "Recipe", "name": "Pancakes \"fluffy\"", "recipeYield": "4", "recipeIngredient": ["2 cups flour", "2 eggs", "1/2 tsp salt"]}"#),
        Exchange(method: "POST", path: "/v1/recipes/parse", body: "<html><body>no recipe</body></html>", contentType: "text/html"),
        Exchange(
            method: "POST", path: "/v1/ingredients/parse",
            body: #"{"lines": ["♥鶏モモ肉 500g前後", {"text": "醤油 大さじ2", "group": "A"}, "2 1/2 cups flour, sifted"], "group": "たれ"}"#),
        Exchange(method: "POST", path: "/v1/ingredients/parse", body: #"{"text": "塩 少々"}"#),
        Exchange(method: "POST", path: "/v1/ingredients/parse", body: #"{"lines": "not an array"}"#),
        Exchange(method: "POST", path: "/v1/match", body: #"{"lines": ["豚バラ薄切り 200g", "玉ねぎ 1個", "塩 少々", "unknownium 3 g"], "top": 2}"#),
        Exchange(
            method: "POST", path: "/v1/match",
            body: #"{"recipe": {"title": "味噌汁", "ingredients": ["豆腐 1丁", {"text": "わかめ 適量", "group": "具"}, "味噌 大さじ2"]}}"#),
        Exchange(
            method: "POST", path: "/v1/carts",
            body: #"{"lines": ["豚バラ薄切り 200g", "玉ねぎ 1個", "塩 少々"], "recipes": [{"title": "親子丼", "servings": 2, "ingredients": ["鶏もも肉 200g", "卵 3個"]}], "pickupDate": "2026-11-24", "station": "st-shibuya", "servings": 4}"#),
        Exchange(
            method: "POST", path: "/v1/carts",
            body: #"{"lines": ["鶏もも肉 300g", "牛乳 1本", "醤油 大さじ1"], "pickupDate": "tomorrow", "includePantry": true, "substitute": true, "preferShops": ["s-grocery"]}"#),
        Exchange(method: "POST", path: "/v1/carts", body: #"{"lines": ["塩"], "pickupDate": "2026-11-01"}"#),
        Exchange(method: "POST", path: "/v1/orders", body: "$order", headers: [("Idempotency-Key", "golden-1")]),
        Exchange(method: "POST", path: "/v1/orders", body: "$order", headers: [("Idempotency-Key", "golden-1")]),
        Exchange(method: "POST", path: "/v1/orders", body: "$cheap-order", headers: [("Idempotency-Key", "golden-2")]),
        Exchange(method: "POST", path: "/v1/orders", body: "$cart", headers: [("Idempotency-Key", "golden-3")]),
        Exchange(method: "GET", path: "/v1/orders/$id"),
        Exchange(method: "GET", path: "/v1/orders/o-0000000000000000"),
        Exchange(method: "DELETE", path: "/v1/orders/$id"),
        Exchange(method: "GET", path: "/v1/orders?customer=c-golden&limit=1"),
        Exchange(method: "GET", path: "/v1/orders?customer=bad%20id"),
        Exchange(method: "POST", path: "/v1/orders/$id/status", body: #"{"status": "ready_for_pickup"}"#),
        Exchange(method: "POST", path: "/v1/orders/$id/status", body: #"{"status": "shipped"}"#),
        Exchange(method: "POST", path: "/v1/orders/$id/cancel"),
        Exchange(method: "GET", path: "/v1/stations/st-shibuya/orders?date=2026-11-24"),
        Exchange(method: "GET", path: "/v1/stations/st-nowhere/orders?date=2026-11-24"),
        Exchange(method: "GET", path: "/v1/products?query=%E8%B1%9A%E3%83%90%E3%83%A9&limit=3"),
        Exchange(method: "GET", path: "/v1/products/p-00001/recipes?pickupDate=2026-11-24&limit=3"),
        Exchange(method: "GET", path: "/v1/products/p-nope/recipes"),
    ]

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/responses.txt")

    @Test func everyBodyMatchesItsRecording() async throws {
        let server = try await TestServer.start()
        let recorded: String
        do {
            recorded = try await Self.exchangeAll(with: server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        if ProcessInfo.processInfo.environment["KAIMONO_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(recorded.utf8).write(to: Self.file)
            return
        }
        let expected = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(recorded == expected)
        if recorded != expected {
            // Name the first exchange that differs, so the failure says where to look.
            let got = recorded.components(separatedBy: "\n\n")
            let want = expected.components(separatedBy: "\n\n")
            if let index = got.indices.first(where: { $0 >= want.count || got[$0] != want[$0] }) {
                Issue.record("first difference:\n--- recorded\n\(index < want.count ? want[index] : "")\n--- now\n\(got[index])")
            }
        }
    }

    /// Every exchange in order: method and path, status and content type, body.
    static func exchangeAll(with server: TestServer) async throws -> String {
        var recorded = ""
        var cart = ""
        var order = ""
        for exchange in Self.exchanges {
            let path = exchange.path.replacingOccurrences(of: "$id", with: order)
            let body = try exchange.body.map { body in
                switch body {
                case "$cart": cart
                case "$order": try Self.order(cart, cheaper: false)
                case "$cheap-order": try Self.order(cart, cheaper: true)
                default: body
                }
            }
            let reply = try await HTTPClient.send(
                port: server.port, exchange.method, path, body: body.map { Array($0.utf8) },
                headers: (body == nil ? [] : [("Content-Type", exchange.contentType)]) + exchange.headers)
            if path.hasPrefix("/v1/carts"), reply.status == 200, cart.isEmpty { cart = reply.text }
            if path == "/v1/orders", reply.status == 201, order.isEmpty {
                order = try #require(try reply.object()["id"] as? String)
            }
            // The version changes with each release, not with the code under test.
            let shown = reply.text.replacingOccurrences(of: #""version":"\#(Kaimono.version)""#, with: #""version":"$VERSION""#)
            let allow = reply.headers["allow"].map { " allow: \($0)" } ?? ""
            recorded += "\(exchange.method) \(path)\n\(reply.status) \(reply.headers["content-type"] ?? "-")\(allow)\n\(shown)\n\n"
        }
        return recorded
    }

    /// The cart as an order request for customer `c-golden`; `cheaper` quotes its first item 1 yen below
    /// the catalog (a `price_changed`).
    static func order(_ cart: String, cheaper: Bool) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(cart.utf8)) as? [String: Any])
        object["customerId"] = "c-golden"
        if cheaper, var orders = object["orders"] as? [[String: Any]], var items = orders.first?["items"] as? [[String: Any]],
            let price = items.first?["unitPrice"] as? Int
        {
            items[0]["unitPrice"] = price - 1
            orders[0]["items"] = items
            object["orders"] = orders
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
