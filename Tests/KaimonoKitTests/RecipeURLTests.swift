import Foundation
import KaimonoKit
import PageServerSupport
import Testing

/// Recipes by URL through the facade, from a loopback server of the test's own: the charset the response
/// declares reaches the extractor, and a fetched page gives the same recipe as the file.
@Suite struct RecipeURLTests {
    static func html(_ bytes: [UInt8], meta: String? = nil) -> [UInt8] {
        let charset: String = meta.map { "<meta charset=\"\($0)\">" } ?? ""
        let title: [UInt8] = Array(bytes[0..<8])
        let line: [UInt8] = Array(bytes[8...])
        var page: [UInt8] = Array("<html><head>\(charset)<title>".utf8)
        page += title
        page += Array("</title></head><body><h1>".utf8)
        page += title
        page += Array("</h1><h2>材料</h2><ul class=\"ingredients\"><li>".utf8)
        page += line
        page += Array("</li></ul></body></html>".utf8)
        return page
    }

    // 肉じゃが, then じゃがいも 3個, in each encoding.
    static let shiftJIS: [UInt8] = [0x93, 0xF7, 0x82, 0xB6, 0x82, 0xE1, 0x82, 0xAA] + [0x82, 0xB6, 0x82, 0xE1, 0x82, 0xAA, 0x82, 0xA2, 0x82, 0xE0, 0x20, 0x33, 0x8C, 0xC2]
    static let eucJP: [UInt8] = [0xC6, 0xF9, 0xA4, 0xB8, 0xA4, 0xE3, 0xA4, 0xAC] + [0xA4, 0xB8, 0xA4, 0xE3, 0xA4, 0xAC, 0xA4, 0xA4, 0xA4, 0xE2, 0x20, 0x33, 0xB8, 0xC4]

    static func server() throws -> LocalPageServer {
        try LocalPageServer { path, _ in
            switch path {
            case "/sjis.html":
                // No meta: only the HTTP charset says Shift_JIS.
                return .bytes(status: 200, headers: [("Content-Type", "text/html; charset=Shift_JIS")], body: html(shiftJIS))
            case "/euc.html":
                // The page claims Shift_JIS; the server knows it is EUC-JP, and the server wins.
                return .bytes(status: 200, headers: [("Content-Type", "text/html; charset=EUC-JP")], body: html(eucJP, meta: "Shift_JIS"))
            case "/gzip.html":
                return .bytes(
                    status: 200, headers: [("Content-Type", "text/html; charset=Shift_JIS"), ("Content-Encoding", "gzip")],
                    body: gzipStored(html(shiftJIS)))
            case "/recipe.json":
                return .bytes(
                    status: 200, headers: [("Content-Type", "application/ld+json")],
                    body: Array(#"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["1 slice bread"]}"#.utf8))
            default:
                return .bytes(status: 404, headers: [], body: [])
            }
        }
    }

    @Test(arguments: ["/sjis.html", "/euc.html", "/gzip.html"])
    func decodesWithTheCharsetOfTheResponse(path: String) async throws {
        let server = try Self.server()
        defer { server.stop() }
        let parsing = try KaimonoParsing.bundled()
        let recipes = try await parsing.parse(url: server.base + path, allowPrivateURLs: true)
        #expect(recipes.first?.title == "肉じゃが")
        #expect(recipes.first?.ingredients.map(\.text) == ["じゃがいも 3個"])
        #expect(recipes.first?.source == server.base + path)
    }

    @Test func readsJSONByItsMediaType() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let recipes = try await KaimonoParsing.bundled().parse(url: server.base + "/recipe.json", allowPrivateURLs: true)
        #expect(recipes.first?.title == "Toast")
    }

    @Test func errorsCarryTheirKind() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let parsing = try KaimonoParsing.bundled()
        await #expect(throws: KaimonoError(.upstream, code: "http_404", message: "\(server.base)/none: the server answered HTTP 404")) {
            _ = try await parsing.parse(url: server.base + "/none", allowPrivateURLs: true)
        }
        do {
            _ = try await parsing.parse(url: server.base + "/sjis.html")
            Issue.record("loopback fetched without allowPrivateURLs")
        } catch {
            #expect(error.code == "blocked_address")
            #expect(error.kind == .unprocessable)
        }
    }

    @Test func fetchesDocumentsForABatchInOrderWithFailuresInPlace() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let urls = [server.base + "/sjis.html", "ftp://example.com/x", server.base + "/none", server.base + "/recipe.json"]
        let documents = try await KaimonoParsing.bundled().fetchDocuments(urls: urls, allowPrivateURLs: true)
        #expect(documents.map(\.source) == urls)
        #expect(documents.map { $0.failure?.code } == [nil, "invalid_url", "http_404", nil])
        #expect(documents[0].charset == "Shift_JIS")
    }
}

@Suite struct NextCompleteDateTests {
    static let now = Date(timeIntervalSince1970: 1_795_395_600)  // 2026-11-23T10:00:00+09:00

    @Test func isTheNearestDateEverythingCanCome() async throws {
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { Self.now })
        let recipes = [try #require(Kaimono.bundledRecipe(id: "carbonara"))]
        let cart = try kaimono.cart(recipes: recipes, pickupDate: "2026-11-24", stationId: "st-shibuya")
        // Pecorino is not delivered on the 24th; its next date is the 26th, when the rest comes too.
        let missing = try #require(cart.unavailable.first { $0.reason == .notDeliveredOnDate })
        #expect(missing.nextDeliverableDate?.description == "2026-11-26")
        #expect(cart.nextCompleteDate?.description == "2026-11-26")
        let complete = try kaimono.cart(recipes: recipes, pickupDate: "2026-11-26", stationId: "st-shibuya")
        #expect(complete.unavailable.allSatisfy { $0.productId == nil })
        #expect(complete.nextCompleteDate?.description == "2026-11-26")
    }
}

@Suite struct CartSwapTests {
    @Test func aSwapIsPricedAndPackedFromTheCatalog() async throws {
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { NextCompleteDateTests.now })
        let cart = try kaimono.cart(lines: ["玉ねぎ 1個"], pickupDate: "2026-11-24", stationId: "st-shibuya")
        let item = try #require(cart.orders.first?.items.first)
        let option = try #require(kaimono.swapOptions(for: item, in: cart).first)
        let product = try #require(kaimono.catalog.product(id: option.productId))
        // When the item is swapped for its first option
        let swapped = kaimono.applying(swaps: [item.productId: option.productId], to: cart)
        // Then the cart holds that product at its catalog price, and the total follows
        let new = try #require(swapped.orders.flatMap(\.items).first)
        #expect(new.productId == product.id)
        #expect(new.unitPrice == product.price)
        #expect(new.forLines == item.forLines)
        #expect(swapped.total == new.subtotal)
        // A swap to a product that cannot be offered changes nothing
        #expect(kaimono.applying(swaps: [item.productId: "p-nope"], to: cart) == cart)
    }

    /// A substitute the cart offers is bought when the shopper takes it (the page's "Use it", session 39), priced
    /// from the catalog; a product the cart does not offer cannot be taken; a swap keeps the lines not bought.
    @Test func aTakenSubstituteIsBoughtAndNothingElseCanBe() async throws {
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { NextCompleteDateTests.now })
        // Given ground nutmeg on a Thursday (delivered Fridays and Saturdays): whole nutmeg is offered, not bought
        let lines = ["1/8 teaspoon ground nutmeg", "玉ねぎ 1個", "1 cup pecans (optional)"]
        let cart = try kaimono.cart(lines: lines, pickupDate: "2026-11-26", stationId: "st-shibuya")
        let offered = try #require(cart.unavailable.first?.alternative)
        #expect(offered.substitute && offered.productId == "p-01465")
        #expect(!cart.orders.flatMap(\.items).contains { $0.productId == "p-01465" })
        // When the shopper takes it
        let taken = kaimono.applying(takes: [offered.productId], to: cart)
        // Then it is bought for the line at the catalog's price, and nothing is left unable to come
        let item = try #require(taken.orders.flatMap(\.items).first { $0.productId == "p-01465" })
        #expect(item.forLines == ["1/8 teaspoon ground nutmeg"])
        #expect(item.unitPrice == kaimono.catalog.product(id: "p-01465")?.price)
        #expect(taken.unavailable.isEmpty)
        #expect(taken.total == cart.total + item.subtotal)
        #expect(taken.nextCompleteDate?.description == "2026-11-26")
        #expect(taken.skipped == cart.skipped)
        // And a product the cart does not offer is never bought
        #expect(kaimono.applying(takes: ["p-00001", "p-nope"], to: cart) == cart)
        // And a swap keeps the optional line listed apart (it had been dropped)
        let onion = try #require(cart.orders.flatMap(\.items).first { $0.forLines == ["玉ねぎ 1個"] })
        let option = try #require(kaimono.swapOptions(for: onion, in: cart).first)
        let swapped = kaimono.applying(swaps: [onion.productId: option.productId], to: cart)
        #expect(swapped.skipped.map(\.reason) == [.optional])
    }

    /// A need bought as two sizes of one product line (session 38) is swapped whole: the other size goes too.
    @Test func aSwapOfOneSizeOfAMixReplacesBoth() async throws {
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { NextCompleteDateTests.now })
        let line = "1 1/2 lb ground beef"
        let cart = try kaimono.cart(lines: [line], pickupDate: "2026-11-24", stationId: "st-shibuya")
        let items = cart.orders.flatMap(\.items)
        // 680 g of mince: a 500 g and a 200 g pack of one product line, both for the line.
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.forLines == [line] && $0.packs == 1 })
        let first = try #require(items.first)
        let option = try #require(kaimono.swapOptions(for: first, in: cart, limit: 8).first {
            !items.map(\.productId).contains($0.productId)
        })
        let swapped = kaimono.applying(swaps: [first.productId: option.productId], to: cart)
        // Then the swapped product alone covers the line
        #expect(swapped.orders.flatMap(\.items).map(\.productId) == [option.productId])
        // … and a swap that cannot be made keeps both sizes.
        #expect(kaimono.applying(swaps: [first.productId: "p-nope"], to: cart) == cart)
    }
}
