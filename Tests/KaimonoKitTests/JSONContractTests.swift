import Foundation
import KaimonoKit
import Testing

/// Every JSON contract value the CLI and the server print, encoded by `JSONStreamEncoder`, is the bytes
/// `JSONEncoder` gives (sorted keys, `/` unescaped; compact and pretty): the types' `encode(to:)` stay the
/// one description of their JSON, whatever fields they gain.
@Suite struct JSONContractTests {
    static func check<Value: Encodable>(_ value: Value, _ name: String) throws {
        for pretty in [false, true] {
            let reference = JSONEncoder()
            reference.outputFormatting =
                pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
            let expected = String(decoding: try reference.encode(value), as: UTF8.self)
            let got = String(decoding: try JSONStreamEncoder(pretty: pretty).encode(value), as: UTF8.self)
            #expect(got == expected, "\(name) (pretty: \(pretty))")
        }
    }

    @Test func contractValuesEncodeAsJSONEncoderWould() async throws {
        // Given the facade at the test clock and values from each of its calls
        let kaimono = try await KaimonoTests.make()
        let page = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "親子丼 \\"特製\\"",
            "recipeYield": "2人分", "recipeIngredient": ["鶏もも肉 200g", "卵 3個", "★醤油 大さじ2", "塩 少々"]}</script></head></html>
            """
        let recipes = try kaimono.parse(Array(page.utf8), source: "https://example.com/a/b")
        let lines = ["♥鶏モモ肉 500g前後", "2 1/2 cups all-purpose flour, sifted", "塩 少々", "unknownium 3 g", "tab\there"]
        let cart = try kaimono.cart(
            recipes: recipes, lines: ["牛乳 1本", "豚バラ薄切り 200g"], pickupDate: "2026-11-24", stationId: "st-shibuya",
            servings: 3, options: CartOptions(includePantry: false, substituteAlternatives: true))
        let order = try await kaimono.submitOrder(cart, idempotencyKey: "contract-1", customerId: "c-contract")
        let marked = try await kaimono.markOrder(id: order.orders[0].id, status: "ready_for_pickup")
        let cancelled = try await kaimono.cancelOrder(id: order.orders[1].id)
        let orderPage = try await kaimono.orders(customerId: "c-contract", limit: 1)
        let station = try await kaimono.stationOrders(stationId: "st-shibuya", pickupDate: "2026-11-24")
        // A quote below the catalog's price, and a change the lifecycle refuses: errors with extra fields
        var cheap = cart
        cheap.orders[0].items[0].unitPrice -= 1
        let priceChanged = try await #require(throws: KaimonoError.self) {
            try await kaimono.submitOrder(cheap, idempotencyKey: "contract-2", customerId: "c-contract")
        }
        let refused = try await #require(throws: KaimonoError.self) {
            try await kaimono.markOrder(id: order.orders[1].id, status: "picked_up")
        }

        // Then each encodes to JSONEncoder's bytes
        try Self.check(recipes, "recipes")
        try Self.check(lines.map { kaimono.parseLine($0, group: "A") }, "parsed lines")
        try Self.check(kaimono.match(lines, top: 3), "matches")
        try Self.check(cart, "cart")
        try Self.check(order, "order summary")
        try Self.check(marked, "order summary, one order ready")
        try Self.check(cancelled, "order summary, one order cancelled")
        try Self.check(orderPage, "order page")
        try Self.check(try await kaimono.orders(customerId: "c-none"), "empty order page")
        try Self.check(station, "station orders")
        try Self.check(["error": priceChanged], "price_changed error")
        try Self.check(["error": refused], "invalid_transition error")
        #expect(priceChanged.code == "price_changed" && priceChanged.priceChange != nil)
        #expect(refused.code == "invalid_transition" && refused.allowedStatuses == [])
        try Self.check(try await kaimono.searchProducts("豚バラ", limit: 5), "products")
        try Self.check(try await kaimono.store.catalogInfo(), "catalog info")
        try Self.check(try await kaimono.suggest(productId: "p-00001", pickupDate: "2026-11-24", limit: 3), "product suggestions")
        try Self.check(try await kaimono.suggest(query: "鶏もも肉", pickupDate: "2026-11-24", limit: 3), "suggestion result")
        try Self.check(try await kaimono.indexedRecipes().prefix(5).map(ExportedRecipe.init), "exported recipes")
    }
}
