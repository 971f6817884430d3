import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pool M11 of issue 11 (session 13): kinds of error it showed, each fixed as a lexicon fact or a general
/// rule. Lines written for this test.
@Suite struct HeldPoolM11Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: ["1 cup pink beans", "2 cups cooked pink beans, drained", "1 cup pinto beans"])
    func pinkBeansAreAKidneyTypeBean(line: String) throws {
        // Pink beans, like pinto and cranberry beans, are read as kidney-type beans: never the mung or adzuki
        // beans sold as other kinds of beans.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("kidney-bean"))
    }

    @Test(arguments: ["2 English cucumbers, sliced", "1 hothouse cucumber", "1 large seedless cucumber, diced"])
    func anEnglishCucumberIsTheCucumberSold(line: String) throws {
        // The long, thin-skinned English (hothouse, seedless) cucumber is the cucumber sold as きゅうり, not
        // the mini cucumbers (もろきゅう) that Persian cucumbers stay with.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("cucumber"))
    }
}
