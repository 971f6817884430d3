import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// A line offering two forms of its food (`fresh or canned`, session 36, from lines judged by hand): a kind sold in
/// either form is what the line asks, so the cheaper covering purchase is bought (a whole pineapple had been bought
/// for a quarter cup where a can does).
@Suite struct OfferedFormsMatchTests {
    @Test(arguments: [
        ("1 cup corn (fresh or canned)", "ホールコーン缶 190g"),
        ("¼ cup applesauce or canned or fresh chopped pineapple", "パイナップル缶 スライス"),
    ])
    func eitherFormOfferedCompetesOnCost(line: String, name: String) throws {
        let best = try #require(BundledIdentityTests.match(line).0.best)
        #expect(best.name == name, "\(line): \(best.name) \(best.reasons)")
    }

    @Test(arguments: [
        ("1 cup corn", "とうもろこし"),
        ("1 cup fresh corn", "とうもろこし"),
        ("¼ cup fresh chopped pineapple", "パイナップル"),
    ])
    func oneFormAskedStaysThatForm(line: String, name: String) throws {
        // (No choice of forms: the canned kind is another food, not a cheaper one.)
        let best = try #require(BundledIdentityTests.match(line).0.best)
        #expect(best.name == name, "\(line): \(best.name) \(best.reasons)")
    }

    @Test func formsJoinedByOrAreOffered() {
        #expect(ProductMatcher.formsOffered(in: "1 cup corn (fresh or canned)") == TraitSet([.fresh, .canned]))
        #expect(ProductMatcher.formsOffered(in: "1 1/2 cups corn (canned, or fresh)") == TraitSet([.fresh, .canned]))
        #expect(ProductMatcher.formsOffered(in: "2 cups peas, fresh or frozen") == TraitSet([.fresh, .frozen]))
        #expect(ProductMatcher.formsOffered(in: "1 cup fresh corn or rice").isEmpty)
        #expect(ProductMatcher.formsOffered(in: "1 cup canned corn").isEmpty)
    }
}
