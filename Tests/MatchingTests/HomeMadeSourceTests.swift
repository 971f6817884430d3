import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Grated garlic and ginger are made at home from the root in a minute: the root covers the line, and a ready-made
/// tube is only the alternative — bought only when no root is sold (issue 12).
@Suite struct HomeMadeSourceTests {
    static let lexicon = try! Lexicon.bundled()
    static let parser = IngredientParser(lexicon: lexicon)

    static func product(_ id: String, _ name: String, _ en: String, _ food: String, grams: Double, _ price: Int)
        -> Product
    {
        Product(id: id, shopId: "s", name: name, nameEn: en, foods: [food], pack: PackSize(value: grams, unit: .g),
                price: price, stock: 5, popularity: 50)
    }

    /// Garlic root and tube are both sold (the tube is cheaper); ginger only as a tube.
    static let catalog = CatalogSnapshot(
        shops: [Shop(id: "s", name: "店", nameEn: "Shop", kind: "grocery",
                     deadline: OrderDeadlineRule(daysBefore: 1, hour: 20, minute: 0)!, deliveryWeekdays: Weekday.allCases)],
        products: [
            product("p-garlic", "にんにく 150g", "garlic, 150 g", "garlic", grams: 150, 158),
            product("p-garlic-tube", "おろし生にんにく チューブ 40g", "grated garlic, tube, 40 g", "grated-garlic", grams: 40, 138),
            product("p-ginger-tube", "おろし生しょうが チューブ 40g", "grated ginger, tube, 40 g", "grated-ginger", grams: 40, 138),
        ])

    let matcher = ProductMatcher(catalog: HomeMadeSourceTests.catalog, lexicon: HomeMadeSourceTests.lexicon)

    @Test func garlicToGrateBuysTheRoot() {
        // `grated garlic` here is garlic, grated by the cook: the root is the line's own food.
        let result = matcher.match(Self.parser.parse("1 tsp grated garlic"))
        #expect(result.best?.productId == "p-garlic", "\(result.candidates.map(\.name))")
    }

    @Test(arguments: ["すりおろしにんにく 小さじ1", "にんにくチューブ 小さじ1", "2 tsp garlic paste"])
    func gratedGarlicBuysTheRoot(line: String) throws {
        let result = matcher.match(Self.parser.parse(line))
        #expect(result.status == .matched)
        #expect(result.best?.productId == "p-garlic", "\(result.candidates.map(\.name))")
        let tube = try #require(result.candidates.first { $0.productId == "p-garlic-tube" })
        #expect(tube.verdict == .substitute)
        #expect(tube.note == "ready-made; garlic is sold and covers it")
    }

    @Test(arguments: ["おろし生姜（チューブ） 小さじ1", "1 tbsp ginger paste"])
    func aTubeIsBoughtWhenNoRootIsSold(line: String) {
        let result = matcher.match(Self.parser.parse(line))
        #expect(result.status == .matched)
        #expect(result.best?.productId == "p-ginger-tube", "\(result.candidates.map(\.name))")
    }
}
