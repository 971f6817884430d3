import Foundation
import Testing

@testable import RecipeExtraction

/// Pages without schema.org data, read from their markup as a reader sees them.
@Suite struct TreeRecipeReaderTests {
    let extractor = RecipeExtractor()

    private func lines(_ fixture: String) throws -> [String] {
        try extractor.extract(html: try Fixture.bytes(fixture), source: fixture).ingredients.map(\.text)
    }

    @Test func pluginSpansOfOneItemStayOneLine() throws {
        // Given a recipe card whose items hold amount, unit, name (with a shop link) and note spans, each with
        // an ingredient class
        // Then each item is one line, as shown
        #expect(
            try lines("plugin-spans.html") == [
                "1⁄4 cup oyster sauce", "2 tablespoons butter divided", "3 large eggs lightly beaten",
                "2 1/2 cups cold cooked rice", "Salt and pepper, to taste",
            ])
    }

    @Test func amountCellsJoinTheNamesAfterThem() throws {
        // Given a grid of amount elements, each followed by its unit and name, under a servings line
        // Then each amount joins the line after it; the empty amount leaves the name alone
        #expect(
            try lines("amount-grid.html") == [
                "250 g Kritharaki-Nudeln", "2 Paprikaschoten (rot oder gelb)",
                "0,5 Bund glatte Petersilie", "6 EL Olivenöl", "Salz",
            ])
    }

    @Test func nameAndAmountCellsOfOneRow() throws {
        #expect(try lines("name-amount-cells.html") == ["surdegsbröd 8 skivor", "smör, smält 50 g", "riven ost 1 dl", "salt"])
    }

    @Test(arguments: [
        (["250", "g Mehl", "2", "Eier"], ["250 g Mehl", "2 Eier"]),
        (["Mehl", "250 g", "Eier", "2"], ["Mehl 250 g", "Eier 2"]),
        (["Für 4 Portionen", "250", "g Mehl", "2", "Eier", "Salz"], ["Für 4 Portionen", "250 g Mehl", "2 Eier", "Salz"]),
        (["1 cup flour", "2 eggs"], ["1 cup flour", "2 eggs"]),
        (["200", "g"], ["200 g"]),
    ])
    func fragmentsJoinTheirNames(_ texts: [String], _ joined: [String]) {
        let reader = TreeRecipeReader(tree: HTMLTree())
        let reading = reader.joinFragments(ListReading(items: Array(texts.indices), texts: texts))
        #expect(reading.texts == joined)
    }
}

extension TreeRecipeReaderTests {
    @Test func headingRegionEndsAtEquipmentAndSkipsDialogs() throws {
        // Given a bold "Ingrédients" title in an <h2>, group rows classed as titles, elided articles in their
        // own spans, a nutrition dialog, an equipment list and comments after the method
        let recipe = try extractor.extract(html: try Fixture.bytes("heading-region.html"), source: "r.html")
        // Then only the ingredients are read, grouped, with `d'ail` written as one word
        #expect(
            recipe.ingredients == [
                IngredientEntry(text: "350 g d'aubergine", group: "Pour les légumes"),
                IngredientEntry(text: "3 gousses d'ail", group: "Pour les légumes"),
                IngredientEntry(text: "6 c. à s. d'huile d'olive", group: "Pour la sauce"),
            ])
    }

    @Test func commentsNestedInAnIngredientBlockAreNotRows() throws {
        // Given comments that broken markup left inside a "post-ingredients" block
        // Then the recipe's list wins over the comment headers repeated there
        #expect(try lines("comments-in-region.html") == ["300g pecan halves", "115g butter", "3 large eggs"])
    }
}

extension TreeRecipeReaderTests {
    @Test func unitAndScaleSwitchersAreNotIngredients() throws {
        #expect(try lines("switcher.html") == ["3 ripe bananas", "1/3 cup melted butter", "1 tsp baking soda"])
    }

    @Test(arguments: ["US Customary - Metric", "metric", "1x 2x 3x", "US | Metric"])
    func switcherLabels(_ text: String) {
        #expect(EntryCollector.isSwitcher(text))
    }

    @Test(arguments: ["1 cup US-style flour", "metric tons of cheese", "Original Bisquick mix"])
    func linesThatAreNotSwitchers(_ text: String) {
        #expect(!EntryCollector.isSwitcher(text))
    }

    @Test func pageTitleChoosesAmongSeveralJSONLDRecipes() throws {
        // Given JSON-LD with a sauce recipe first and the page's own recipe second
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-two-recipes.html"), source: "b.html")
        // Then the recipe the page title names is read
        #expect(recipe.title == "Smoky Pinto Beans")
        #expect(recipe.ingredients.map(\.text) == ["2 cups pinto beans", "1 tsp smoked paprika", "1 bay leaf"])
    }
}

extension TreeRecipeReaderTests {
    @Test func boldTitleHeadsTheLinesOfItsParagraph() throws {
        // Given no list markup: a paragraph that starts with a bold "Ingredients:" and breaks lines with <br>
        let recipe = try extractor.extract(html: try Fixture.bytes("inline-title.html"), source: "s.html")
        // Then its lines are the ingredients, without a group taken from the page's <h1>
        #expect(
            recipe.ingredients == ["2 cups self-raising flour", "1/4 cup sugar", "60 g cold butter", "3/4 cup milk"].map {
                IngredientEntry(text: $0, group: nil)
            })
    }

    @Test func wikiSectionAfterAHeadingWithAnEditLink() throws {
        // Given a wiki page: the heading's id names ingredients, an [edit] link beside it, lines in a paragraph
        #expect(try lines("wiki.html") == ["250 g flour", "2 eggs", "500 ml milk", "1 pinch salt"])
    }
}
