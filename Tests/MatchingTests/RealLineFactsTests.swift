import Catalog
import FoodLexicon
@testable import IngredientParsing
import Testing
@testable import Matching

/// Round 10 of issue 11: single facts real recipe lines showed (a name split by an aside, spellings of a food,
/// a bird's organs, a cook's seasoning in an aside), each true in general. Lines written for this test.
@Suite struct RealLineFactsTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("1 cup fava (broad) beans", "fava-beans"),
        ("2 cups shelled fava (or broad) beans", "fava-beans"),
        ("1 tsp ground garlic", "garlic-powder"),
        ("にんにくパウダー 小さじ1", "garlic-powder"),
        ("cloves garlic, minced", "garlic"),
        ("3 cloves garlic", "garlic"),
        ("にんにく 2片", "garlic"),
        // (Ground cloves read as the spice too, offered the whole ones since session 46: `PoolS46Tests`.)
        ("6 whole cloves", "cloves"),
        ("large pinch saffron, infused in 2 tbsp hot water", "saffron"),
        ("サフラン ひとつまみ", "saffron"),
        ("1 lb chicken thighs, marinated in yogurt overnight", "chicken-thigh"),
        ("砂肝 200g", "chicken-gizzard"),
        ("深谷ネギ 2本", "leek"),
        ("1 Japanese leek (negi)", "leek"),
    ])
    func theLineBuysItsFood(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["1 turkey gizzard plus 1 turkey heart", "2 turkey livers, chopped", "七面鳥の砂肝 100g"])
    func aTurkeysOrgansAreNoChickens(line: String) {
        // The catalog sells chicken organs only: a turkey's are not bought as them.
        let (result, product) = Self.match(line)
        #expect(result.status != .matched)
        #expect(product?.foods.contains("chicken-gizzard") != true)
        #expect(product?.foods.contains("chicken-liver") != true)
    }

    @Test(arguments: ["家庭味噌 大さじ2", "1 tbsp miso", "米味噌 大さじ3", "信州みそ 大さじ1", "2 tbsp shinshu miso"])
    func householdMisoIsThePantrysMiso(line: String) {
        // 家庭味噌 is the miso a kitchen has, and rice (信州) miso the everyday kind: both are the pantry's miso.
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    @Test(arguments: ["減塩 米味噌 大さじ1", "2 tbsp low-sodium rice miso"])
    func aDietRiceMisoIsStillBought(line: String) {
        // Rice miso is a staple; a diet version of it is not (the pantry holds the food, not its diet kinds).
        let (result, _) = Self.match(line)
        #expect(result.status != .pantry)
    }

    @Test func aSeasonedProductNamedSoIsStillAsked() throws {
        // Only the cook's seasoning in an aside is dropped: `seasoned` in the name asks for a seasoned product.
        let (result, product) = Self.match("1/4 cup seasoned rice vinegar")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("vinegar-sushi"))
    }

    @Test(arguments: [
        ("infused in hot water", true), ("marinated overnight", true), ("seasoned with salt", true),
        ("seasoned", false), ("flavored", false), ("in water", false), ("", false), ("infused", false),
    ])
    func anAsideSaysTheCookSeasons(aside: String, cook: Bool) {
        #expect(LineRequest.cookSeasons(aside) == cook)
    }

    @Test(arguments: [
        ("fava (broad) beans", "fava beans"), ("fava(broad)beans", "fava beans"), ("a () b", "a b"),
    ])
    func anInnerAsideIsLeftOut(name: String, expected: String) {
        #expect(IngredientParser.withoutInnerAside(name) == expected)
    }

    @Test(arguments: ["(packed) brown sugar", "beans (dried)", "beans (", "(", ")(", "", "\u{FFFD}(\u{FFFD})\u{FFFD}"])
    func noInnerAsideGivesNil(name: String) {
        #expect(IngredientParser.withoutInnerAside(name) == nil)
    }

    @Test func theParserNamesTheWholeFood() {
        let parser = BundledIdentityTests.parser
        #expect(parser.parse("1 cup fava (broad) beans").food == "fava-beans")
        #expect(parser.parse("2 cups (packed) brown sugar").food == "brown-sugar")
    }
}
