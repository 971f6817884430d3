import Foundation
import KaimonoKit
import Testing

/// The facade over a fresh in-memory database seeded with the bundled catalog, at a fixed time.
@Suite struct KaimonoTests {
    /// Monday 2026-11-23 10:00 in Tokyo: Tuesday pickups are still open (shops close the evening before).
    static let now = Date(timeIntervalSince1970: 1_795_395_600)

    static func make() async throws -> Kaimono {
        try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { KaimonoTests.now })
    }

    @Test func opensAndSeedsTheBundledCatalog() async throws {
        let kaimono = try await Self.make()
        #expect(kaimono.catalog.products.count > 100)
        #expect(kaimono.catalog.station(id: "st-shibuya") != nil)
    }

    @Test func parsesAPage() async throws {
        let kaimono = try await Self.make()
        let page = """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Omelette", "recipeYield": "2 servings",
             "recipeIngredient": ["3 eggs", "1 tbsp butter"]}
            </script></head><body></body></html>
            """
        let recipes = try kaimono.parse(Array(page.utf8), source: "omelette.html")
        #expect(recipes.map(\.title) == ["Omelette"])
        #expect(recipes.first?.ingredients.map(\.text) == ["3 eggs", "1 tbsp butter"])
        #expect(recipes.first?.servings == 2)
    }

    @Test func parseErrorsCarryCodeAndKind() async throws {
        let kaimono = try await Self.make()
        let error = try #require(throws: KaimonoError.self) {
            try kaimono.parse(Array("<html><body>nothing</body></html>".utf8), source: "empty.html")
        }
        #expect(error.code == "no_recipe")
        #expect(error.kind == .unprocessable)
        #expect(error.message.contains("empty.html"))
    }

    @Test func parsesAndMatchesLines() async throws {
        let kaimono = try await Self.make()
        let parsed = kaimono.parseLine("鶏もも肉 300g", group: "A")
        #expect(parsed.quantity == 300)
        #expect(parsed.unit == "g")
        #expect(parsed.group == "A")
        let results = kaimono.match(["豚バラ薄切り 200g", "塩 少々"], top: 2)
        #expect(results.map(\.status) == [.matched, .pantry])
        #expect(results[0].candidates.count <= 2)
        #expect(results[0].best?.productId.hasPrefix("p-") == true)
    }

    @Test func aCallMayBringItsOwnPantry() async throws {
        // Given the bundled pantry (soy sauce is a staple, fish sauce is bought)
        let kaimono = try await Self.make()
        #expect(kaimono.match("醤油 大さじ1").status == .pantry)
        #expect(kaimono.match("ナンプラー 大さじ1").status == .matched)
        // When a cook says they keep fish sauce and not soy sauce
        let mine = try kaimono.pantry(entries: ["fish-sauce", "塩"])
        // Then fish sauce is assumed and soy sauce bought, in matches and carts alike
        #expect(kaimono.match("ナンプラー 大さじ1", pantry: mine).status == .pantry)
        #expect(kaimono.match("醤油 大さじ1", pantry: mine).status == .matched)
        let cart = try kaimono.cart(
            lines: ["ナンプラー 大さじ1", "醤油 大さじ1"], pickupDate: "tomorrow", stationId: "st-shibuya", pantry: mine)
        #expect(cart.pantry == ["ナンプラー 大さじ1"])
        // And an unknown entry is refused, naming it
        let error = try #require(throws: KaimonoError.self) { try kaimono.pantry(entries: ["salt", "moon dust"]) }
        #expect(error.code == "bad_pantry")
        #expect(error.kind == .unprocessable)
        #expect(error.message.hasPrefix("pantry[1]: \"moon dust\" is neither a food id nor a food name"))
    }

    @Test func newStatusesReachTheFacade() async throws {
        let kaimono = try await Self.make()
        let results = kaimono.match(["ソース（下記参照） 適量", "2 EL Olivenöl", "2 tbsp fresh oregano leaves"])
        #expect(results.map(\.status) == [.madeInRecipe, .unsupportedLanguage, .unmatched])
        #expect(results[1].parsed.language == "de")
        #expect(results[2].alternative?.verdict == .substitute)
    }

    @Test func buildsACartAndRefusesPastDates() async throws {
        let kaimono = try await Self.make()
        let cart = try kaimono.cart(lines: ["豚バラ薄切り 200g", "塩 少々"], pickupDate: "tomorrow", stationId: "st-shibuya")
        #expect(cart.pickupDate.description == "2026-11-24")
        #expect(!cart.orders.isEmpty)
        #expect(cart.pantry == ["塩 少々"])
        let error = try #require(throws: KaimonoError.self) {
            try kaimono.cart(lines: ["塩"], pickupDate: "2026-11-01")
        }
        #expect(error.code == "past_date")
        #expect(error.kind == .unprocessable)
        let empty = try #require(throws: KaimonoError.self) { try kaimono.cart(pickupDate: "tomorrow") }
        #expect(empty.code == "empty_request")
    }

    @Test func submitsOrdersIdempotently() async throws {
        let kaimono = try await Self.make()
        let cart = try kaimono.cart(lines: ["豚バラ薄切り 200g"], pickupDate: "2026-11-24", stationId: "st-shibuya")
        let first = try await kaimono.submitOrder(cart, idempotencyKey: "kit-1", customerId: "c-kit")
        #expect(!first.replayed)
        let again = try await kaimono.submitOrder(cart, idempotencyKey: "kit-1", customerId: "c-kit")
        #expect(again.replayed)
        #expect(again.id == first.id)
        #expect(try await kaimono.order(id: first.id).total == first.total)

        let other = try kaimono.cart(lines: ["玉ねぎ 2個"], pickupDate: "2026-11-24", stationId: "st-shibuya")
        let conflict = try await #require(throws: KaimonoError.self) {
            try await kaimono.submitOrder(other, idempotencyKey: "kit-1", customerId: "c-kit")
        }
        #expect(conflict.code == "idempotency_key_conflict")
        #expect(conflict.kind == .unprocessable)
    }

    @Test func unknownOrderIsNotFound() async throws {
        let kaimono = try await Self.make()
        let error = try await #require(throws: KaimonoError.self) { try await kaimono.order(id: "o-0000000000000000") }
        #expect(error.kind == .notFound)
    }

    @Test func searchesProducts() async throws {
        let kaimono = try await Self.make()
        let products = try await kaimono.searchProducts("豚バラ", limit: 3)
        #expect((1...3).contains(products.count))
        #expect(products.allSatisfy { $0.name.contains("豚バラ") })
        let error = try await #require(throws: KaimonoError.self) { try await kaimono.searchProducts("  ") }
        #expect(error.code == "missing_query")
    }

    @Test func runsABatch() async throws {
        let kaimono = try await Self.make()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.jsonl")
        let line = #"{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["玉ねぎ 1個", "塩 少々"]}"#
        try Data((line + "\n").utf8).write(to: input)
        let output = folder.appendingPathComponent("out.jsonl").path
        let report = try await kaimono.batch(BatchOptions(inputs: [input.path], output: output, jobs: 1))
        #expect(report.recipes == 1)
        #expect(report.lines == 2)
        #expect(report.errors == 0)
        #expect(FileManager.default.fileExists(atPath: output))
    }
}

/// What `kaimono suggest`, `kaimono index` and `kaimono buy --line` ask of the facade.
@Suite struct KaimonoCommandTests {
    @Test func suggestsByFoodNameAndRefusesAmbiguousNames() async throws {
        let kaimono = try await KaimonoTests.make()
        let result = try await kaimono.suggest(query: "鶏もも肉", pickupDate: "2026-11-24", limit: 3)
        #expect(result.target.foods.first == "chicken-thigh")
        #expect(result.pickupDate.description == "2026-11-24")
        #expect((1...3).contains(result.suggestions.count))
        let ambiguous = try await #require(throws: KaimonoError.self) {
            try await kaimono.suggest(query: "国産", pickupDate: "2026-11-24")
        }
        #expect(ambiguous.code == "ambiguous_target")
        let station = try await #require(throws: KaimonoError.self) {
            try await kaimono.suggest(query: "鶏もも肉", stationId: "st-nowhere")
        }
        #expect(station.code == "unknown_station")
    }

    @Test func withoutAStationAHolidayOfEveryStationIsRefusedByCartsAndSuggestions() async throws {
        // Given the bundled calendar closes everything on 2026-12-31
        let kaimono = try await KaimonoTests.make()
        let message = "no pickup station is open on 2026-12-31 (thu); the first to open again is st-ikebukuro "
            + "on 2027-01-04: pick that date"
        // Then neither a cart nor suggestions pick a closed station for it
        let cart = try #require(throws: KaimonoError.self) {
            try kaimono.cart(lines: ["玉ねぎ 1個"], pickupDate: "2026-12-31")
        }
        #expect(cart.code == "station_closed")
        #expect(cart.kind == .unprocessable)
        #expect(cart.message == message)
        let suggestions = try await #require(throws: KaimonoError.self) {
            try await kaimono.suggest(productId: "p-00001", pickupDate: "2026-12-31")
        }
        #expect(suggestions.code == "station_closed")
        #expect(suggestions.message == message)
    }

    @Test(arguments: [
        ("9999-12-31", nil, "beyond_horizon"), ("2020-01-01", nil, "past_date"),
        ("2026-12-31", "st-shibuya", "station_closed"),
    ] as [(String, String?, String)])
    func suggestionsRefuseThePickupsCartsRefuse(date: String, station: String?, code: String) async throws {
        let kaimono = try await KaimonoTests.make()
        let byProduct = try await #require(throws: KaimonoError.self) {
            try await kaimono.suggest(productId: "p-00001", pickupDate: date, stationId: station)
        }
        #expect(byProduct.code == code)
        let byQuery = try await #require(throws: KaimonoError.self) {
            try await kaimono.suggest(query: "鶏もも肉", pickupDate: date, stationId: station)
        }
        #expect(byQuery.code == code)
        let cart = try #require(throws: KaimonoError.self) {
            try kaimono.cart(lines: ["玉ねぎ 1個"], pickupDate: date, stationId: station)
        }
        #expect(cart.message == byProduct.message)
    }

    @Test func addsBatchOutputToTheRecipeIndex() async throws {
        let kaimono = try await KaimonoTests.make()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let line = #"{"id": "kit-soup", "title": "Soup", "ingredients": [{"text": "玉ねぎ 1個", "food": "onion"}]}"#
        try Data((line + "\n" + #"{"error": {"code": "no_recipe"}}"# + "\n").utf8).write(to: file)

        let result = try await kaimono.addToRecipeIndex(batchOutput: file.path)

        #expect(result.recipes.map(\.id) == ["kit-soup"])
        #expect(result.errorRecords == 1)
        let origins = try await kaimono.recipeIndexOrigins()
        #expect(origins.map(\.origin) == ["bundled", file.path])
        #expect(try await kaimono.indexedRecipes().contains { $0.id == "kit-soup" })
    }

    @Test func namesTheSourceOfExtraLines() async throws {
        let kaimono = try await KaimonoTests.make()
        let cart = try kaimono.cart(lines: ["玉ねぎ 1個"], linesSource: "--line", pickupDate: "2026-11-24")
        #expect(cart.recipes.map(\.source) == ["--line"])
    }
}
