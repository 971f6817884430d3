import Foundation
import RecipeExtraction
import Testing

@Suite struct RecipeTests {
    @Test func encodesEveryKeyWithNullForUnknown() throws {
        // Given a recipe with no title, yield or group
        let recipe = Recipe(source: "a.html", method: .html, ingredients: [IngredientEntry(text: "塩 少々")])
        // When it is encoded
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(recipe), as: UTF8.self)
        // Then the unknown keys are present as null
        #expect(json == #"{"ingredients":[{"group":null,"text":"塩 少々"}],"language":null,"method":"html","servings":null,"source":"a.html","title":null,"yield":null}"#)
    }
}
