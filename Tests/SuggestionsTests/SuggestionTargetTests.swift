import Catalog
import FoodLexicon
import Testing
@testable import Suggestions

@Suite struct SuggestionTargetTests {
    typealias F = SuggestionFixtures

    @Test func productIdWins() throws {
        let target = try SuggestionTarget.resolve("p-leek", catalog: F.catalog, lexicon: try F.lexicon)
        #expect(target.product?.id == "p-leek")
        #expect(target.foods == ["leek"])
    }

    @Test(arguments: ["鶏もも肉", "chicken thigh", "chicken-thigh"])
    func foodNameGoesThroughTheLexicon(query: String) throws {
        let target = try SuggestionTarget.resolve(query, catalog: F.catalog, lexicon: try F.lexicon)
        guard case .food(let food, let product) = target else {
            Issue.record("expected a food, got \(target)")
            return
        }
        #expect(food.id == "chicken-thigh")
        // The most popular pack of the food stands for it.
        #expect(product?.id == "p-thigh")
    }

    @Test func generalFoodTakesAProductOfAChildFood() throws {
        let target = try SuggestionTarget.resolve("chicken", catalog: F.catalog, lexicon: try F.lexicon)
        #expect(target.foods == ["chicken"])
        #expect(target.product?.foods.first?.hasPrefix("chicken-") == true)
    }

    @Test func uniqueNameWordsPickTheProduct() throws {
        let target = try SuggestionTarget.resolve("pack p-thigh-big", catalog: F.catalog, lexicon: try F.lexicon)
        #expect(target.product?.id == "p-thigh-big")
    }

    @Test func nameOfSeveralProductsListsThem() throws {
        #expect {
            try SuggestionTarget.resolve("chicken-thigh pack", catalog: F.catalog, lexicon: try F.lexicon)
        } throws: { error in
            guard let error = error as? SuggestionsError else { return false }
            return error.code == "ambiguous_target"
                && error.message.contains("p-thigh  chicken-thigh p-thigh (chicken-thigh pack p-thigh)")
                && error.message.contains("p-thigh-big")
        }
    }

    @Test func unknownNameSaysSo() throws {
        #expect {
            try SuggestionTarget.resolve("dragonfruit", catalog: F.catalog, lexicon: try F.lexicon)
        } throws: { error in
            (error as? SuggestionsError)?.code == "unknown_target"
                && (error as? SuggestionsError)?.message.hasPrefix("no product or food matches 'dragonfruit'") == true
        }
    }
}
