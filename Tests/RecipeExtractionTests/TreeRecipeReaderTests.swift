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

    @Test(arguments: ["Recipe Cards: 4\" x 6\" (344 KB) 8.5\" x 11\" (389 KB)", "Printable card (1.2 MB)", "PDF (88kB)"])
    func downloadLinksAreNotIngredients(_ text: String) {
        #expect(EntryCollector.namesFileSize(text))
    }

    @Test(arguments: ["1 cup (250 mL) milk", "2 tbsp BBQ sauce (KC style)", "1 (8 oz) bag", "Vitamin B) tablets"])
    func linesThatNameNoFileSize(_ text: String) {
        #expect(!EntryCollector.namesFileSize(text))
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

extension TreeRecipeReaderTests {
    @Test func separatorsGroupTheListAndServingsAreNotIngredients() throws {
        // Given a list whose items include a servings line and separators (one wrapping a heading, one classed)
        let recipe = try extractor.extract(html: try Fixture.bytes("separator-groups.html"), source: "d.html")
        // Then the separators name groups, and the servings line is not an ingredient
        #expect(
            recipe.ingredients == [
                IngredientEntry(text: "3 Tomaten", group: "Salsa"), IngredientEntry(text: "1 rote Zwiebel", group: "Salsa"),
                IngredientEntry(text: "2 Rumpsteaks (à 250 g)", group: "Steak und Paprika"),
                IngredientEntry(text: "4 Pimientos", group: "Steak und Paprika"),
            ])
    }

    @Test(arguments: ["Für 4 Portionen", "Serves 4", "Makes 12", "4 servings", "Yield: 6", "pour 6 personnes", "2人分", "4人前"])
    func servingsLines(_ text: String) {
        #expect(EntryCollector.isServings(text))
    }

    @Test(arguments: ["4 servings cooked rice", "for 2 minutes", "4 persimmons", "Servings of fruit", "卵 2個", "2人分のご飯 300g"])
    func linesThatAreNotServings(_ text: String) {
        #expect(!EntryCollector.isServings(text))
    }

    @Test func namesOnlyJSONLDIsKeptWhenThePageListHasMoreLines() throws {
        // Given JSON-LD naming three foods without amounts, and a page that shows them with amounts in separate
        // cells plus a fourth row with no name
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-names-extra-row.html"), source: "c.html")
        // Then the page's list is a different count of lines, and the site's own list is kept
        #expect(recipe.method == .jsonLD)
        #expect(recipe.ingredients.map(\.text) == ["Courgettes", "Mint", "Lemon"])
    }

    @Test func pageListStandsForNamesOnlyJSONLD() {
        func entries(_ texts: [String]) -> [IngredientEntry] { texts.map { IngredientEntry(text: $0, group: nil) } }
        // The same foods with amounts, in English and in Japanese: the page's lines stand for them
        #expect(RecipeExtractor.canStand(entries(["Flour 200 g", "eggs 2"]), for: entries(["flour", "Eggs"])))
        #expect(RecipeExtractor.canStand(entries(["じゃがいも 2個", "玉ねぎ 1個"]), for: entries(["じゃがいも", "玉ねぎ"])))
        // The same foods and a line more: not the same list
        #expect(!RecipeExtractor.canStand(entries(["じゃがいも 2個", "玉ねぎ 1個", "水 200ml"]), for: entries(["じゃがいも", "玉ねぎ"])))
        // Section names in the JSON-LD: a longer page list stands for them
        #expect(RecipeExtractor.canStand(entries(["醤油 大さじ2", "みりん 大さじ2", "砂糖 小さじ1"]), for: entries(["たれ", "仕上げ"])))
        // Fewer lines than the JSON-LD: never
        #expect(!RecipeExtractor.canStand(entries(["Flour 200 g"]), for: entries(["flour", "Eggs"])))
    }
}

extension TreeRecipeReaderTests {
    @Test func listItemsBrokenIntoLinesAreOneIngredientALine() throws {
        // Given a page without schema.org data whose list items each hold a bold group title and
        // ingredients separated by <br>
        let page = """
            <html><body><h1>Beet pasta</h1><section><h3>Ingredients</h3>
            <ol><li><b>For the tuile</b>:<br> 4 tablespoons grated parmesan<br> Cooking spray </li></ol>
            <ol><li><b>For the pasta</b>:<br> 4 baby beets, quartered<br> 1 red cabbage<br> Water </li></ol>
            <h3>Directions</h3><p>Boil the beets.</p></section></body></html>
            """
        let recipe = try extractor.extract(html: Array(page.utf8), source: "br.html")
        // Then each line is an ingredient under its group, the group title is no ingredient
        #expect(
            recipe.ingredients == [
                IngredientEntry(text: "4 tablespoons grated parmesan", group: "For the tuile"),
                IngredientEntry(text: "Cooking spray", group: "For the tuile"),
                IngredientEntry(text: "4 baby beets, quartered", group: "For the pasta"),
                IngredientEntry(text: "1 red cabbage", group: "For the pasta"),
                IngredientEntry(text: "Water", group: "For the pasta"),
            ])
    }
}
