import Catalog
import Foundation
import Testing
@testable import Suggestions

@Suite struct BatchOutputReaderTests {
    static var fixture: String {
        (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Fixtures/batch-output.jsonl").path
    }

    @Test func readsRecipesAndSkipsErrors() throws {
        let result = try BatchOutputReader().read(path: Self.fixture, origin: "out.jsonl")
        #expect(result.errorRecords == 1)
        #expect(result.emptyRecipes == 1)
        #expect(result.recipes.map(\.id) == ["pages/oyakodon.html", "r-42"])
        let oyakodon = try #require(result.recipes.first)
        #expect(oyakodon == IndexedRecipe(
            id: "pages/oyakodon.html", title: "親子丼", source: "pages/oyakodon.html", servings: 2, language: "ja",
            origin: "out.jsonl", ingredients: [
                IndexedIngredient(
                    text: "鶏もも肉 300g", name: "鶏もも肉", food: "chicken-thigh", productId: "p-thigh",
                    amount: IndexedAmount(value: 300, unit: .g), status: .matched),
                IndexedIngredient(text: "塩 少々", name: "塩", food: "salt", status: .pantry, toTaste: true),
            ]))
        #expect(result.recipes[1].ingredients.first?.amount == IndexedAmount(value: 3, unit: .piece))
    }

    @Test func idFallsBackToSourceAndLine() throws {
        let line = #"{"source":"dump.jsonl","line":12,"index":3,"id":null,"title":null,"servings":null,"language":null,"ingredients":[{"text":"salt"}]}"#
        let result = try BatchOutputReader().read(data: Data(line.utf8), path: "x.jsonl", origin: "x.jsonl")
        #expect(result.recipes.first?.id == "dump.jsonl:12#3")
        #expect(result.recipes.first?.ingredients.first?.name == "salt")
    }

    @Test func badLineNamesFileAndLine() {
        let text = "{\"source\":\"a\",\"ingredients\":[]}\nnot json\n"
        #expect {
            try BatchOutputReader().read(data: Data(text.utf8), path: "bad.jsonl", origin: "bad.jsonl")
        } throws: { error in
            guard let error = error as? SuggestionsError else { return false }
            return error.code == "bad_batch_line" && error.message.hasPrefix("bad.jsonl line 2: not JSON")
        }
    }

    @Test func recordWithoutIngredientsOrErrorIsRejected() {
        let text = "{\"source\":\"a\",\"title\":\"x\"}\n"
        #expect {
            try BatchOutputReader().read(data: Data(text.utf8), path: "odd.jsonl", origin: "odd.jsonl")
        } throws: { error in
            (error as? SuggestionsError)?.message
                == "odd.jsonl line 1: no \"ingredients\" array and no \"error\"; expected the JSONL that `kaimono batch --output` writes"
        }
    }

    @Test func missingFileSaysSo() {
        #expect {
            try BatchOutputReader().read(path: "/nonexistent/out.jsonl")
        } throws: { error in
            (error as? SuggestionsError)?.message == "cannot read /nonexistent/out.jsonl: no such file"
        }
    }
}
