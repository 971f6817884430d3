import Catalog
import Foundation
import IngredientParsing
import Testing
@testable import Suggestions

@Suite struct RecipeSuggesterTests {
    typealias F = SuggestionFixtures

    @Test func mainIngredientByAmountBeatsGarnish() throws {
        // Given: one recipe built on 300 g of chicken thigh, one that tops a salad with 20 g of it.
        let main = F.recipe("main", [F.line("chicken-thigh", 300), F.line("onion", 1, .piece), F.line("salt", toTaste: true)])
        let garnish = F.recipe("garnish", [
            F.line("onion", 2, .piece), F.line("egg", 2, .piece), F.line("chicken-thigh", 20, group: "トッピング"),
        ])
        // When
        let result = try F.suggester([garnish, main]).suggest(F.request())
        // Then
        #expect(result.map(\.recipeId) == ["main", "garnish"])
        #expect(result[0].reasons.contains("main ingredient: the largest amount (line 1 of 3)"))
        #expect(result[1].reasons.contains("garnish or topping (line 3 of 3)"))
        #expect(result[0].centrality > 2 * result[1].centrality)
    }

    @Test func earlierLineBeatsLaterWhenNoAmounts() throws {
        // Given: no amounts at all; only the order of the lines tells what the dish is built on.
        let first = F.recipe("first", [F.line("chicken-thigh"), F.line("onion"), F.line("egg"), F.line("leek")])
        let last = F.recipe("last", [F.line("onion"), F.line("egg"), F.line("leek"), F.line("chicken-thigh")])
        let result = try F.suggester([last, first]).suggest(F.request())
        #expect(result.map(\.recipeId) == ["first", "last"])
        #expect(result[1].reasons.contains("minor ingredient (line 4 of 4)"))
        #expect(result[0].reasons.contains("amount not stated"))
    }

    @Test func toTasteLineRanksBelowAStatedAmount() throws {
        let stated = F.recipe("stated", [F.line("onion", 1, .piece), F.line("chicken-thigh", 150)])
        let vague = F.recipe("vague", [F.line("chicken-thigh", toTaste: true), F.line("onion", 1, .piece)])
        let result = try F.suggester([vague, stated]).suggest(F.request())
        #expect(result.map(\.recipeId) == ["stated", "vague"])
        #expect(result[1].reasons.contains("used to taste (line 1 of 2)"))
    }

    @Test func usingTheWholePackBeatsATaste() throws {
        // Given: the same shape of recipe, 300 g against 60 g of a 300 g pack.
        let whole = F.recipe("whole", [F.line("chicken-thigh", 300), F.line("onion", 1, .piece)])
        let little = F.recipe("little", [F.line("chicken-thigh", 60), F.line("onion", 1, .piece)])
        let result = try F.suggester([little, whole]).suggest(F.request())
        #expect(result.map(\.recipeId) == ["whole", "little"])
        #expect(result[0].packShare == 1)
        #expect(result[0].reasons.contains("uses 300 g of this 300 g pack"))
        #expect(result[1].reasons.contains("uses 60 g of this 300 g pack"))
        #expect(result[0].usesAmount == Amount(value: 300, dimension: .mass))
    }

    @Test func moreThanOnePackSaysHowMuchIsUsed() throws {
        let big = F.recipe("big", [F.line("chicken-thigh", 500)])
        let result = try F.suggester([big]).suggest(F.request())
        let first = try #require(result.first)
        #expect(first.reasons.contains("uses 500 g: 2 packs of 300 g (83% used)"))
        #expect(abs((first.packShare ?? 0) - 500.0 / 300) < 1e-9)
    }

    @Test func piecesConvertThroughThePieceWeight() throws {
        // Given: eggs sold by 10; a recipe asking for 120 g of egg is two eggs.
        let recipe = F.recipe("omelette", [F.line("egg", 120)])
        let result = try F.suggester([recipe]).suggest(F.request("p-egg"))
        #expect(result.first?.packShare.map { abs($0 - 0.2) < 1e-9 } == true)
        #expect(result.first?.reasons.contains("uses 120 g (≈ 2 pieces) of this 10 pieces pack") == true)
    }

    @Test func deliverableOthersDecideBetweenEqualRecipes() throws {
        // Given: both recipes use 300 g; onion comes on Tuesday, leek (greengrocer) does not.
        let onion = F.recipe("with-onion", [F.line("chicken-thigh", 300), F.line("onion", 1, .piece), F.line("salt", toTaste: true)])
        let leek = F.recipe("with-leek", [F.line("chicken-thigh", 300), F.line("leek", 1, .piece), F.line("salt", toTaste: true)])
        let result = try F.suggester([leek, onion]).suggest(F.request())
        #expect(result.map(\.recipeId) == ["with-onion", "with-leek"])
        let good = result[0]
        let bad = result[1]
        #expect((good.otherIngredients, good.deliverableOthers, good.pantryOthers, good.missing) == (2, 1, 1, []))
        #expect((bad.otherIngredients, bad.deliverableOthers, bad.pantryOthers, bad.missing) == (2, 0, 1, ["leek"]))
        #expect(good.reasons.contains("2 of 2 other ingredients deliverable on 11/24 or in the pantry (1 pantry staple)"))
        #expect(bad.reasons.contains("missing: leek"))
    }

    @Test func soldOutAndUnknownLinesAreMissing() throws {
        // Given: carrots are out of stock; a line with no known food and no product cannot be bought.
        let recipe = F.recipe("stew", [F.line("chicken-thigh", 300), F.line("carrot", 1, .piece), F.line(nil, name: "謎の粉")])
        let result = try F.suggester([recipe]).suggest(F.request())
        #expect(result.first?.missing == ["carrot", "謎の粉"])
        #expect(result.first?.deliverableOthers == 0)
    }

    @Test func passedDeadlineMakesOthersMissing() throws {
        // Given: it is already Tuesday morning, after Monday 20:00, so no shop takes orders for Tuesday.
        let recipe = F.recipe("late", [F.line("chicken-thigh", 300), F.line("onion", 1, .piece)])
        var request = F.request()
        request.now = F.now.addingTimeInterval(2 * 86_400)
        let result = try F.suggester([recipe]).suggest(request)
        #expect(result.first?.missing == ["onion"])
    }

    @Test func generalFoodInRecipeCountsWithLowerWeight() throws {
        // Given: one recipe writes "chicken", the other "chicken thigh"; same amounts otherwise.
        let general = F.recipe("general", [F.line("chicken", 300), F.line("onion", 1, .piece)])
        let exact = F.recipe("exact", [F.line("chicken-thigh", 300), F.line("onion", 1, .piece)])
        let unrelated = F.recipe("eggs", [F.line("egg", 3, .piece)])
        let result = try F.suggester([general, unrelated, exact]).suggest(F.request())
        #expect(result.map(\.recipeId) == ["exact", "general"])
        #expect(result[1].reasons.first == "recipe calls for chicken; this is chicken thigh")
        #expect(result[1].relation == 0.85)
    }

    @Test func limitKeepsTheBestInOrder() throws {
        // Given: 60 recipes whose chicken amount grows with their number.
        let recipes = (1...60).map { k in
            F.recipe(String(format: "r%02d", k), [F.line("onion", 1, .piece), F.line("chicken-thigh", Double(k) * 5)])
        }
        let suggester = try F.suggester(recipes)
        let top = suggester.suggest(F.request(limit: 5))
        let all = suggester.suggest(F.request(limit: 100))
        #expect(top.count == 5)
        #expect(all.count == 60)
        #expect(top.map(\.recipeId) == all.prefix(5).map(\.recipeId))
        #expect(top.first?.recipeId == "r60")
    }

    @Test(arguments: [(50, 3), (200, 10), (1000, 7)])
    func topMatchesAFullSort(count: Int, limit: Int) {
        var seed: UInt64 = 42
        let values = (0..<count).map { _ -> Int in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 40) % 97
        }
        let top = RecipeSuggester.top(values, limit: limit, by: >)
        #expect(top == Array(values.sorted(by: >).prefix(limit)))
    }

    @Test func unknownFoodGivesNothing() throws {
        let recipe = F.recipe("eggs", [F.line("egg", 3, .piece)])
        #expect(try F.suggester([recipe]).suggest(F.request()).isEmpty)
    }

    @Test func jsonHasEveryKeyWithNulls() throws {
        let recipe = F.recipe("plain", [F.line("chicken-thigh")], servings: nil)
        let result = try F.suggester([recipe]).suggest(F.request())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(try #require(result.first)), as: UTF8.self)
        #expect(json.hasPrefix("{\"deliverableOthers\":0,\"missing\":[],\"otherIngredients\":0,\"packShare\":null,"
            + "\"pantryOthers\":0,\"reasons\":["))
        #expect(json.contains("\"servings\":null"))
        #expect(json.contains("\"usesAmount\":null"))
        #expect(json.contains("\"recipeId\":\"plain\""))
    }
}
