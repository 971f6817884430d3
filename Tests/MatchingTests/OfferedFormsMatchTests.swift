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

/// An English cup of sugar is granulated sugar (200 g) and one of brown sugar is packed (220 g), where the foods'
/// densities are of the Japanese kitchen's 上白糖 and きび砂糖 (session 36: `2 cups sugar` weighed 288 g, and the
/// README's `4 cups sugar`, a staple bought in a large amount, had been short of the pack's half).
@Suite struct EnglishCupTests {
    @Test(arguments: [
        ("2 cups sugar", "2 cups ≈ 400 g at 200 g a cup"),
        ("¾ cup dark brown sugar, firmly packed", "0.8 cup ≈ 165 g at 220 g a cup"),
        ("1 cup powdered sugar", "1 × 200 g covers 120 g"),  // (its own density: no granulated cup)
    ])
    func anEnglishCupWeighsItsOwnRow(line: String, reason: String) throws {
        let (match, _) = BundledIdentityTests.match(line)
        let best = try #require(match.candidates.first)
        #expect(best.reasons.contains { $0.hasPrefix(reason) }, "\(line): \(best.reasons)")
    }

    @Test func aJapaneseSpoonKeepsTheDensity() throws {
        // (砂糖 is 上白糖: 大さじ2 ≈ 18 g at 0.6 g a millilitre.)
        let best = try #require(BundledIdentityTests.match("砂糖 大さじ2").0.candidates.first)
        #expect(best.reasons.contains("1 × 1 kg covers 18 g"), "\(best.reasons)")
    }

    @Test func fourCupsOfSugarAreBought() {
        #expect(BundledIdentityTests.match("4 cups sugar").0.status == .matched)
        #expect(BundledIdentityTests.match("1/2 cup sugar").0.status == .pantry)
    }
}
