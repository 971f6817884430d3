import Catalog
import Foundation
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Scoring rules on a small hand-made lexicon and catalog.
@Suite struct ProductMatcherTests {
    static let lexicon: Lexicon = {
        let foods = [
            Food(id: "pork", english: ["pork"], japanese: ["豚肉"], category: "meat"),
            Food(id: "pork-belly", english: ["pork belly"], japanese: ["豚バラ肉", "豚バラ"], parent: "pork", category: "meat"),
            Food(id: "ground-pork", english: ["ground pork"], japanese: ["豚ひき肉"], parent: "pork", category: "meat"),
            Food(id: "tomato", english: ["tomato"], japanese: ["トマト"], category: "vegetable", pieceGrams: 150),
            Food(id: "cherry-tomato", english: ["cherry tomato"], japanese: ["ミニトマト"], parent: "tomato", category: "vegetable"),
            Food(id: "canned-tomatoes", english: ["canned tomatoes"], japanese: ["トマト缶"], parent: "tomato", category: "canned"),
            Food(id: "egg", english: ["egg"], japanese: ["卵", "たまご"], category: "egg", pieceGrams: 60),
            Food(id: "salt", english: ["salt"], japanese: ["塩"], category: "seasoning", pantry: true),
            Food(id: "water", english: ["water"], japanese: ["水"], category: "beverage", pantry: true),
        ]
        return try! Lexicon(foods: foods)
    }()

    static let catalog = CatalogSnapshot(
        shops: [Shop(id: "s", name: "店", nameEn: "Shop", kind: "grocery",
                     deadline: OrderDeadlineRule(daysBefore: 1, hour: 20, minute: 0)!, deliveryWeekdays: Weekday.allCases)],
        products: [
            Product(id: "p-slice", shopId: "s", name: "豚バラ薄切り 300g", nameEn: "Pork belly, sliced, 300 g",
                    foods: ["pork-belly"], pack: PackSize(value: 300, unit: .g), price: 600, stock: 5, popularity: 50),
            Product(id: "p-block", shopId: "s", name: "豚バラブロック 300g", nameEn: "Pork belly, block, 300 g",
                    foods: ["pork-belly"], pack: PackSize(value: 300, unit: .g), price: 580, stock: 5, popularity: 90),
            Product(id: "p-ground", shopId: "s", name: "豚ひき肉 200g", nameEn: "Ground pork, 200 g",
                    foods: ["ground-pork"], pack: PackSize(value: 200, unit: .g), price: 300, stock: 5, popularity: 95),
            Product(id: "p-tomato", shopId: "s", name: "トマト", nameEn: "Tomato",
                    foods: ["tomato"], pack: PackSize(value: 1, unit: .piece), price: 98, stock: 5, popularity: 60),
            Product(id: "p-can", shopId: "s", name: "カットトマト缶 400g", nameEn: "Diced tomatoes, can",
                    foods: ["canned-tomatoes"], pack: PackSize(value: 1, unit: .piece), price: 148, stock: 5, popularity: 60),
            Product(id: "p-egg", shopId: "s", name: "たまご 10個", nameEn: "Eggs, 10",
                    foods: ["egg"], pack: PackSize(value: 10, unit: .piece), price: 260, stock: 5, popularity: 80),
            Product(id: "p-egg-out", shopId: "s", name: "たまご 6個", nameEn: "Eggs, 6",
                    foods: ["egg"], pack: PackSize(value: 6, unit: .piece), price: 180, stock: 0, soldOut: true,
                    popularity: 99),
            Product(id: "p-salt", shopId: "s", name: "食塩 500g", nameEn: "Salt", foods: ["salt"],
                    pack: PackSize(value: 500, unit: .g), price: 120, stock: 5, popularity: 50),
        ])

    let matcher = ProductMatcher(catalog: ProductMatcherTests.catalog, lexicon: ProductMatcherTests.lexicon)

    func parsed(_ name: String, food: String?, quantity: Double? = nil, unit: String? = nil, amount: Amount? = nil,
                language: String = "ja", toTaste: Bool = false) -> ParsedIngredient {
        ParsedIngredient(text: name, name: name, quantity: quantity, unit: unit, toTaste: toTaste, food: food,
                         amount: amount, language: language)
    }

    @Test func cutModifierBeatsPopularity() throws {
        // The block is more popular, but the line asks for slices.
        let result = matcher.match(parsed("豚バラ薄切り肉", food: "pork-belly", quantity: 200, unit: "g",
                                          amount: Amount(value: 200, dimension: .mass)))
        #expect(result.status == .matched)
        #expect(result.candidates.map(\.productId).prefix(2) == ["p-slice", "p-block"])
        let best = try #require(result.candidates.first)
        #expect(best.reasons == ["food pork-belly", "name overlap 0.83", "sliced as asked", "1 × 300 g covers 200 g"])
        let block = result.candidates[1]
        #expect(block.components.penalty == 0.8)
        #expect(block.reasons.contains("block but sliced asked"))
    }

    @Test func exactFoodOutranksChildFood() {
        // A generic line (pork) prefers a whole cut over ground pork, which was not asked for.
        let result = matcher.match(parsed("豚肉", food: "pork", quantity: 300, unit: "g",
                                          amount: Amount(value: 300, dimension: .mass)))
        #expect(result.candidates.first?.productId != "p-ground")
        #expect(result.candidates.first?.reasons.first == "food pork-belly is a kind of pork")
    }

    @Test func cannedAskedPicksTheCan() {
        let result = matcher.match(parsed("diced tomatoes", food: "tomato", quantity: 2, unit: "can",
                                          amount: Amount(value: 2, dimension: .count), language: "en"))
        #expect(result.candidates.first?.productId == "p-can")
        #expect(result.candidates.first?.packs == 2)
    }

    @Test func freshTomatoesDoNotPickTheCan() {
        let result = matcher.match(parsed("トマト", food: "tomato", quantity: 2, unit: "piece",
                                          amount: Amount(value: 300, dimension: .mass)))
        #expect(result.candidates.first?.productId == "p-tomato")
        #expect(result.candidates.first?.packs == 2)
    }

    @Test func parentFoodIsOnlyAnAlternative() throws {
        // No cherry tomatoes in the catalog: plain tomatoes are not what the line asks for, so the line is
        // unmatched and the tomatoes are offered as its alternative.
        let result = matcher.match(parsed("ミニトマト", food: "cherry-tomato", quantity: 10, unit: "piece",
                                          amount: Amount(value: 10, dimension: .count)))
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(alternative.productId == "p-tomato")
        #expect(alternative.verdict == .substitute)
        #expect(alternative.reasons.first == "food tomato is the general food of cherry-tomato")
        #expect(alternative.note == "tomato; the line asks for cherry tomato")
    }

    @Test func lexiconNamesBridgeSpellings() {
        // The line says 卵, the product たまご: the food's names connect them.
        let result = matcher.match(parsed("卵", food: "egg", quantity: 3, unit: "piece",
                                          amount: Amount(value: 180, dimension: .mass)))
        #expect(result.status == .matched)
        #expect(result.candidates.first?.productId == "p-egg")
        #expect(result.candidates.first?.packs == 1)
    }

    @Test func soldOutRanksBelowAvailable() {
        let result = matcher.match(parsed("たまご", food: "egg", quantity: 3, unit: "piece",
                                          amount: Amount(value: 180, dimension: .mass)), top: 5)
        let ids = result.candidates.map(\.productId)
        #expect(ids.firstIndex(of: "p-egg") ?? 9 < ids.firstIndex(of: "p-egg-out") ?? 0)
        #expect(result.candidates.last?.reasons.last == "sold out")
    }

    @Test func pantryAndWater() {
        let salt = matcher.match(parsed("塩", food: "salt", toTaste: true))
        #expect(salt.status == .pantry)
        #expect(salt.candidates.first?.productId == "p-salt")
        let water = matcher.match(parsed("水", food: "water", quantity: 200, unit: "ml"))
        #expect(water.status == .pantry)
        #expect(water.candidates.isEmpty)
    }

    @Test func unknownFoodWithoutNameOverlapIsUnmatched() {
        let result = matcher.match(parsed("ドラゴンフルーツ", food: nil, quantity: 1))
        #expect(result.status == .unmatched)
    }

    @Test func belowThresholdIsUnmatched() {
        let strict = ProductMatcher(index: matcher.index, threshold: 0.99)
        let result = strict.match(parsed("豚バラ", food: "pork-belly", quantity: 300, unit: "g",
                                         amount: Amount(value: 300, dimension: .mass)))
        #expect(result.status == .unmatched)
        #expect(!result.candidates.isEmpty)
    }

    @Test func encodesTheContractKeys() throws {
        let result = matcher.match(parsed("卵", food: "egg", quantity: 3, unit: "piece",
                                          amount: Amount(value: 180, dimension: .mass)), top: 1)
        let json = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
        for key in ["\"text\"", "\"food\"", "\"status\":\"matched\"", "\"candidates\"", "\"productId\":\"p-egg\"",
                    "\"shopId\"", "\"score\"", "\"reasons\"", "\"packs\":1", "\"price\":260", "\"quantityMax\":null"] {
            #expect(json.contains(key), "missing \(key)")
        }
        #expect(!json.contains("components"))
    }
}
