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

    @Test(arguments: ["1 cup pink beans", "2 cups cooked pink beans, drained"])
    func pinkBeansAreAKidneyTypeBean(line: String) throws {
        // Pink beans are read as kidney-type beans: never the mung or adzuki beans sold as other kinds of beans.
        // (Pinto and cranberry beans are a kind of their own since session 47, offered red kidney beans: PoolS47Tests.)
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

    @Test(arguments: ["2 tbsp chopped fresh oregano (or 2 tsp dried oregano)", "3 tbsp fresh sage, or 1 tsp dried sage"])
    func anAsideOfferingTheDriedHerbBuysIt(line: String) throws {
        // The line itself allows the dried herb sold: the fresh it asks first is no condition.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("オレガノ") || product?.name.contains("セージ") == true)
    }

    @Test func anAsideOfAnotherFoodDriedIsThatChoice() throws {
        // Dried thyme offered does not make the fresh sage dried: the line's other choice, the thyme, is bought,
        // not the dried sage.
        let (result, product) = Self.match("3 tbsp chopped fresh sage (or 1 tsp dried thyme)")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("thyme"))
    }
}
