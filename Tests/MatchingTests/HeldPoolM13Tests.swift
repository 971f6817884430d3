import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pool M13 of issue 11 (session 13, lead): kinds of error it showed, each fixed as a lexicon fact or a
/// general rule. Lines written for this test.
@Suite struct HeldPoolM13Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: ["Giblets from turkey or chicken", "1 cup giblets of a chicken or turkey, chopped"])
    func aChoiceOfWhereTheFoodComesFromBuysNoOtherFood(line: String) {
        // Chicken breasts are no giblets: the choice says whose giblets, and the line is not matched on it.
        let (_, product) = Self.match(line)
        #expect(product?.foods.contains("chicken-breast") != true)
    }

    @Test(arguments: ["5 cups pumpkin or winter squash, cubed", "1 pound pumpkin or butternut squash", "1 zucchini or yellow squash"])
    func aGeneralFoodOfferedBesideItsKindIsBought(line: String) {
        // One word before `or` that names the food the second choice is a kind of is a choice of its own.
        let (result, _) = Self.match(line)
        #expect(result.status == .matched)
    }

    @Test(arguments: ["2 tablespoons walnut or olive oil"])
    func oneWordSharingAHeadStaysUnread(line: String) throws {
        // Walnuts are no kind of oil's parent: the first word stays part of a name we cannot read.
        let (_, product) = Self.match(line)
        #expect(product?.foods.contains("walnut") != true)
    }

    @Test(arguments: ["焼き海苔（全型） 3枚", "焼きのり 全形 2枚"])
    func wholeSheetsOfNoriInEitherSpelling(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("全形"))
    }
}
