import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 22, issue 11: what a `…用` says the food is for names neither the food nor a kind of it; a gravy named
/// after its meat is a gravy; a jam named after its fruit is that fruit's jam. Lines written for this test (none is
/// an evaluation line).
@Suite struct PurposeAndSpreadTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("天ぷら用えび 8尾", "shrimp", "えび"), ("生姜焼き用豚肉 200g", "pork", "豚"),
        ("パン用強力粉 300g", "bread-flour", "強力粉"), ("カレー用じゃがいも 3個", "potato", "じゃがいも"),
    ])
    func aPurposeNamesNeitherTheFoodNorAKind(line: String, food: String, name: String) throws {
        // `天ぷら用えび` was read as tempura and `生姜焼き用豚肉` as ginger: the longer or earlier name won. Bread for
        // `パン用強力粉` asked a kind of flour named パン, and the flour was only the alternative.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == food)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(name))
    }

    @Test(arguments: ["1 cup chicken gravy", "2 cups prepared turkey gravy", "1 cup mushroom gravy, warmed"])
    func aGravyIsNoMeat(line: String) {
        // `750 ml readymade chicken gravy` bought 500 g of raw chicken breast.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "demi-glace")
        #expect(product.map { $0.foods.contains { $0.hasPrefix("chicken") || $0.hasPrefix("turkey") } } != true)
    }

    @Test(arguments: [("1 cup ginger preserves", "ginger"), ("1/2 cup peach jam", "peach"), ("4 tbsp fig jam", "fig")])
    func aJamOfAnotherFruitIsOfferedNotBought(line: String, fruit: String) throws {
        // `ginger preserves` bought strawberry jam; `fig jam` was read as figs and offered fresh ones.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "jam")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let alternative = try #require(result.alternative)
        #expect(alternative.name.contains("ジャム"))
        #expect(alternative.note?.contains("kind named \(fruit)") == true)
    }

    @Test(arguments: ["1 cup strawberry preserves", "1/2 cup strawberry jam"])
    func theJamOfTheFruitSoldIsBought(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("いちごジャム"))
    }

    @Test func aFreshTomatoSalsaIsASalsa() throws {
        // It bought three tomatoes.
        let (result, product) = Self.match("2 cups fresh tomato salsa")
        #expect(result.parsed.food == "salsa")
        #expect(try #require(product).name.contains("サルサ"))
    }
}
