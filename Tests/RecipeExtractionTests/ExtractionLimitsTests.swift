import RecipeExtraction
import Testing

@Suite struct ExtractionLimitsTests {
    @Test func inputOverTheConfiguredLimitIsRefused() {
        // Given a limit of 1,000 bytes and a 2,000-byte page
        let extractor = RecipeExtractor(options: ExtractionOptions(maxInputBytes: 1_000))
        let page = [UInt8](repeating: UInt8(ascii: "a"), count: 2_000)
        // When it is extracted, Then the error names the size, the limit and the fix
        let error = #expect(throws: ExtractionError.self) { try extractor.extract(bytes: page, source: "big.html") }
        #expect(error?.code == .inputTooLarge)
        #expect(
            error?.message
                == "big.html: input is 2000 bytes, over the limit of 1000 bytes; pass a single recipe page or raise the limit (ExtractionOptions.maxInputBytes)"
        )
    }

    @Test func defaultLimitIsTenMegabytes() {
        let page = [UInt8](repeating: UInt8(ascii: " "), count: 10_000_001)
        let error = #expect(throws: ExtractionError.self) { try RecipeExtractor().extract(html: page, source: "huge.html") }
        #expect(error?.code == .inputTooLarge)
        #expect(error?.reason == "input is 10000001 bytes, over the limit of 10000000 bytes")
    }

    @Test func hundredThousandNestedDivsDoNotCrash() throws {
        // Given a list at the bottom of 100,000 nested <div>s, half of them never closed
        let depth = 100_000
        var page = Array("<html><body>".utf8)
        page += Array(repeating: Array("<div>".utf8), count: depth).joined()
        page += Array(#"<ul class="ingredients"><li>1 cup flour</li><li>2 eggs</li></ul>"#.utf8)
        page += Array(repeating: Array("</div>".utf8), count: depth / 2).joined()
        // When it is extracted
        let recipe = try RecipeExtractor().extract(html: page, source: "deep.html")
        // Then the list is found
        #expect(recipe.method == .html)
        #expect(recipe.ingredients.map(\.text) == ["1 cup flour", "2 eggs"])
    }

    @Test func manyMicrodataItemsAreAllKept() throws {
        // Given 20,000 marked ingredients in one list (the checks between items must not be quadratic)
        let count = 20_000
        var page = Array("<html><body><ul>".utf8)
        for number in 0..<count { page += Array("<li itemprop=\"recipeIngredient\">\(number) g salt</li>".utf8) }
        page += Array("</ul></body></html>".utf8)
        let recipe = try RecipeExtractor().extract(html: page, source: "many.html")
        #expect(recipe.ingredients.count == count)
        #expect(recipe.ingredients.last?.text == "19999 g salt")
    }

    @Test func deeplyNestedJSONDoesNotCrash() throws {
        // Given JSON-LD nested 50,000 arrays deep around a recipe
        let depth = 50_000
        let json = String(repeating: "[", count: depth) + #"{"@type":"Recipe","name":"Deep","recipeIngredient":["1 egg"]}"#
            + String(repeating: "]", count: depth)
        let page = Array(("<script type=\"application/ld+json\">" + json + "</script>").utf8)
        // Then extraction ends, with the recipe or a clear error, never a crash
        do {
            let recipe = try RecipeExtractor().extract(html: page, source: "deep.json.html")
            #expect(recipe.ingredients.map(\.text) == ["1 egg"])
        } catch {
            #expect(error.code == .noRecipe)
        }
    }
}
