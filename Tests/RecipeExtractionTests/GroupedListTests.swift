import Foundation
import Testing

@testable import RecipeExtraction

/// Lists split into groups on the page (one block or one titled section per group), JSON-LD that lost the
/// amounts or the group names the page shows, and amounts broken off their lines inside JSON-LD strings.
@Suite struct GroupedListTests {
    let extractor = RecipeExtractor()

    private func lines(_ html: String) throws -> [IngredientEntry] {
        try extractor.extract(html: Array(html.utf8), source: "t.html").ingredients
    }

    @Test func titledSectionsOneAfterAnotherAreGroupsOfOneList() throws {
        // Given three "Ingredients for …" sections in a row inside a block whose class says instructions, then
        // the method's sections
        let html = """
            <html><body><div class="intro instructions"><p>A dumpling supper.</p>
            <h3>Ingredients for the Dough</h3><ul><li class="ingredient">3 cups flour</li>
            <li class="ingredient">1 cup warm water</li></ul>
            <h3>Ingredients for the Filling</h3><ul><li class="ingredient">1 pound minced pork</li>
            <li class="ingredient">2 spring onions</li><li class="ingredient">1 tsp. salt</li></ul>
            <h3>Ingredients for Dipping</h3><ul><li class="ingredient">3 tbsp. soy sauce</li></ul>
            <h3>Method for the Dough</h3><p>Knead for 10 minutes.</p>
            <h3>Method for the Filling</h3><p>Mix 2 minutes.</p></div></body></html>
            """
        // Then every section is read, each under the group its title names
        #expect(
            try lines(html) == [
                IngredientEntry(text: "3 cups flour", group: "the Dough"),
                IngredientEntry(text: "1 cup warm water", group: "the Dough"),
                IngredientEntry(text: "1 pound minced pork", group: "the Filling"),
                IngredientEntry(text: "2 spring onions", group: "the Filling"),
                IngredientEntry(text: "1 tsp. salt", group: "the Filling"),
                IngredientEntry(text: "3 tbsp. soy sauce", group: "Dipping"),
            ])
    }

    @Test func sectionsApartAreNotJoined() throws {
        // Given two recipes on one page, each with an "Ingredients" section and its method between them
        let html = """
            <html><body><h2>Pancakes</h2><h3>Ingredients</h3><ul><li>2 eggs</li><li>1 cup milk</li>
            <li>1 cup flour</li></ul><h3>Method</h3><p>Whisk.</p>
            <h2>Syrup</h2><h3>Ingredients</h3><ul><li>1 cup sugar</li><li>1/2 cup water</li></ul>
            <h3>Method</h3><p>Boil.</p></body></html>
            """
        // Then only the longer list is read
        #expect(try lines(html).map(\.text) == ["2 eggs", "1 cup milk", "1 cup flour"])
    }

    @Test func blocksAlikeSideBySideAreGroupsOfOneList() throws {
        // Given one block per group, each with its title and paragraphs, then an equipment block
        let html = """
            <html><body><div class="col"><div class="Ingredients"><h2 class="Titles">Sponge</h2><div class="Contents">
            <p>3 eggs</p><p>90g de sucre</p><p>90g de farine</p></div></div>
            <div class="Ingredients"><h2 class="Titles">Glaze</h2><div class="Contents"><p>100g de chocolat noir</p>
            <p>10cl de crème</p></div></div>
            <div class="Equipment"><div class="Contents"><p>1 moule</p></div></div></div></body></html>
            """
        // Then both groups are read, each under its title, and the equipment is not
        #expect(
            try lines(html) == [
                IngredientEntry(text: "3 eggs", group: "Sponge"),
                IngredientEntry(text: "90g de sucre", group: "Sponge"),
                IngredientEntry(text: "90g de farine", group: "Sponge"),
                IngredientEntry(text: "100g de chocolat noir", group: "Glaze"),
                IngredientEntry(text: "10cl de crème", group: "Glaze"),
            ])
    }

    @Test(arguments: [
        ("Ingredients for the filling", "the filling"), ("Zutaten für den Teig", "den Teig"),
        ("Ingredients", nil), ("Ingredients for 4 people", nil), ("材料（2人分）", nil),
    ] as [(String, String?)])
    func ingredientsTitleNamesItsGroup(_ title: String, _ group: String?) {
        #expect(TreeRecipeReader.groupOfTitle(title) == group)
    }

    @Test func jsonLDWithAFewAmountsAmongBareNamesGivesWayToTheSameListShown() throws {
        // Given JSON-LD naming the foods, one of six with an amount, and the page's list of the same foods with
        // amounts in their own lines of each item
        let html = """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Bean Salad",
            "recipeIngredient":["Eggs","Lettuce","green beans","½ cucumber","Tomatoes","dill"]}</script></head>
            <body><p><b>Ingredients for 4 servings</b></p><ul><li>
            4
            Eggs</li><li>1
            Lettuce</li><li>200
            g
            green beans</li><li>½ cucumber</li><li>3
            Tomatoes</li><li>½ bunch dill</li></ul></body></html>
            """
        let recipe = try extractor.extract(html: Array(html.utf8), source: "s.html")
        // Then the page's lines are read, with their amounts
        #expect(recipe.method == .html)
        #expect(
            recipe.ingredients.map(\.text) == [
                "4 Eggs", "1 Lettuce", "200 g green beans", "½ cucumber", "3 Tomatoes", "½ bunch dill",
            ])
        // And a JSON-LD list of other foods than the page's keeps its own lines
        let other = html.replacingOccurrences(of: "\"Tomatoes\"", with: "\"Radishes\"")
        #expect(try extractor.extract(html: Array(other.utf8), source: "o.html").method == .jsonLD)
    }

    @Test func aPartialJSONLDIsSeenWhenThePageWrapsItsAmountsInSpans() throws {
        // Given JSON-LD with the first group only, and a page whose items open with amount and unit spans
        let html = """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Cocoa Cake",
            "recipeIngredient":["200 g flour","150 g sugar"]}</script></head><body><h2>Ingredients</h2>
            <ul><li><span class="t"><span class="q">200</span><span class="q">g</span> flour</span></li>
            <li><span class="t"><span class="q">150</span><span class="q">g</span> sugar</span></li></ul>
            <h3>For the icing</h3><ul><li><span class="t"><span class="q">100</span><span class="q">g</span> butter</span></li>
            <li><span class="t"><span class="q">2</span><span class="q"> tbsp</span> cocoa</span></li></ul></body></html>
            """
        let recipe = try extractor.extract(html: Array(html.utf8), source: "c.html")
        // Then the page's whole list is read, as shown
        #expect(recipe.method == .html)
        #expect(
            recipe.ingredients == [
                IngredientEntry(text: "200g flour"), IngredientEntry(text: "150g sugar"),
                IngredientEntry(text: "100g butter", group: "For the icing"),
                IngredientEntry(text: "2 tbsp cocoa", group: "For the icing"),
            ])
    }

    @Test func jsonLDLinesThePageShowsAsHeadingsNameGroups() throws {
        // Given JSON-LD lines naming two parts of the dish without amounts, which the page shows as titles
        let html = """
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Fish Tacos",
            "recipeIngredient":["500 g white fish","8 tortillas","Lime crema","1 lime","150 g sour cream",
            "Pickled onion","1 red onion","Salt","1/2 cup vinegar"]}</script></head><body>
            <div class="recipe-ingredients"><div class="recipe-ingredients__item">500 g white fish</div>
            <div class="recipe-ingredients__item">8 tortillas</div>
            <div class="recipe-ingredients__title">Lime crema</div>
            <div class="recipe-ingredients__item">1 lime</div><div class="recipe-ingredients__item">150 g sour cream</div>
            <h4>Pickled onion:</h4><div class="recipe-ingredients__item">1 red onion</div>
            <div class="recipe-ingredients__item">Salt</div><div class="recipe-ingredients__item">1/2 cup vinegar</div>
            </div><p><strong>Salt</strong> brings it together.</p></body></html>
            """
        let recipe = try extractor.extract(html: Array(html.utf8), source: "f.html")
        // Then they become the groups of the lines after them; `Salt`, not shown as a title, stays a line
        #expect(recipe.method == .jsonLD)
        #expect(
            recipe.ingredients == [
                IngredientEntry(text: "500 g white fish"), IngredientEntry(text: "8 tortillas"),
                IngredientEntry(text: "1 lime", group: "Lime crema"),
                IngredientEntry(text: "150 g sour cream", group: "Lime crema"),
                IngredientEntry(text: "1 red onion", group: "Pickled onion"),
                IngredientEntry(text: "Salt", group: "Pickled onion"),
                IngredientEntry(text: "1/2 cup vinegar", group: "Pickled onion"),
            ])
    }

    @Test func anAmountBrokenOffItsLineInsideAJSONLDStringJoinsIt() {
        // Given JSON-LD strings whose amount and unit end a line of their own
        #expect(SchemaRecipeReader.splitLines("1/2 teaspoon \r\nground nutmeg") == ["1/2 teaspoon ground nutmeg"])
        #expect(SchemaRecipeReader.splitLines("3\nbay leaves") == ["3 bay leaves"])
        // Then it joins the name after it; whole lines stay apart
        #expect(SchemaRecipeReader.splitLines("1 cup rice\n2 cups water") == ["1 cup rice", "2 cups water"])
    }
}

extension GroupedListTests {
    @Test func aHeadingThatEndsTheIngredientsInsideTheirBlockEndsThem() throws {
        // Given an ingredient block whose last heading names the equipment, with its own list
        let html = """
            <html><body><section class="ingredients-box"><h2>Ingredients</h2><ul><li>200 g rice</li>
            <li>400 ml water</li></ul><h3>Sauce</h3><ul><li>2 tbsp soy sauce</li></ul>
            <h3>Equipment</h3><ul><li>1 rice cooker</li></ul></section></body></html>
            """
        // Then the equipment is no ingredient; the group before it stays
        #expect(
            try lines(html) == [
                IngredientEntry(text: "200 g rice"), IngredientEntry(text: "400 ml water"),
                IngredientEntry(text: "2 tbsp soy sauce", group: "Sauce"),
            ])
    }
}

extension GroupedListTests {
    @Test func aNumberAndAUnitSymbolInAdjacentSpansReadAsOneWord() throws {
        // Given rows of quantity, unit and name spans with nothing between them
        let html = """
            <html><body><div class="ingredients"><div class="ingredient"><span class="q">200</span><span class="u">g</span>
            <span class="n">spaghetti</span></div><div class="ingredient"><span class="q">2</span><span class="u">tbsp</span>
            <span class="n">olive oil</span></div></div></body></html>
            """
        // Then a symbol joins its number as a reader sees it (`200g`); a unit word stays apart (`2 tbsp`)
        #expect(try lines(html).map(\.text) == ["200g spaghetti", "2 tbsp olive oil"])
    }
}

extension GroupedListTests {
    @Test func twoIngredientsBrokenByOneBreakInAnItemAreTwoLines() throws {
        // Given list items holding two lines each, one with two amounts, one with an amount and a note
        let html = """
            <html><body><h2>Ingredients</h2><ul><li>2 eggs<br>1 cup milk</li><li>1 tsp salt</li>
            <li>1 cup flour<br>sifted twice</li></ul><h2>Method</h2><p>Whisk.</p></body></html>
            """
        // Then the first is two ingredients; the note stays on its line
        #expect(try lines(html).map(\.text) == ["2 eggs", "1 cup milk", "1 tsp salt", "1 cup flour sifted twice"])
    }
}
