import Foundation
import RecipeExtraction
import Testing

@Suite struct RecipeExtractorTests {
    let extractor = RecipeExtractor()

    private func entries(_ lines: [(String, String?)]) -> [IngredientEntry] {
        lines.map { IngredientEntry(text: $0.0, group: $0.1) }
    }

    @Test func jsonLDGraphFindsTheRecipeAmongOtherNodes() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-graph.html"), source: "graph.html")
        #expect(
            recipe
                == Recipe(
                    source: "graph.html", title: "Weeknight Lentil Soup", yield: "Serves 4-6", servings: 4,
                    language: "en-US", method: .jsonLD,
                    ingredients: entries([
                        ("1 cup red lentils", nil), ("2 carrots, diced", nil), ("1 onion, chopped", nil),
                        ("4 cups vegetable stock", nil), ("Salt, to taste", nil),
                    ])))
    }

    @Test func jsonLDArrayWithTypeListAndLegacyIngredients() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-array.html"), source: "array.html")
        #expect(
            recipe
                == Recipe(
                    source: "array.html", title: "Brown Butter Cookies", yield: "12 cookies", servings: 12,
                    language: "en", method: .jsonLD,
                    ingredients: entries([
                        ("1 cup butter", nil), ("2 cups flour", nil), ("1 tsp baking soda", nil), ("3/4 cup brown sugar", nil),
                    ])))
    }

    @Test func howToSectionsBecomeGroups() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-sections.html"), source: "s.html")
        #expect(recipe.title == "Dumplings with Dipping Sauce")
        #expect(recipe.servings == 24)
        #expect(
            recipe.ingredients
                == entries([
                    ("300 g ground pork", "Filling"), ("2 cups napa cabbage, minced", "Filling"),
                    ("3 tbsp soy sauce", "Dipping sauce"), ("1 tbsp rice vinegar", "Dipping sauce"),
                ]))
    }

    @Test func jsonLDQuirksAreRepaired() throws {
        // Given a first Recipe without ingredients, then one wrapped in a comment, with a trailing comma, an
        // invalid escape, markup and double-encoded entities in strings, and all lines in one string
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-quirks.html"), source: "q.html")
        // Then the second recipe is read line by line, cleaned
        #expect(recipe.method == .jsonLD)
        #expect(recipe.title == "Mom's Pancakes")
        #expect(recipe.yield == "8")
        #expect(recipe.servings == 8)
        #expect(
            recipe.ingredients.map(\.text) == [
                "1 ½ cups flour", "2 eggs", "1 cup milk (warm)", "2 tbsp butter, melted", "1 pinch salt 'optional'",
            ])
    }

    @Test func jsonLDLinesSplitAtTheirCommasAreJoinedBack() throws {
        // Given an exporter that split every line at its commas (a decimal comma and a bracket too)
        let split = [
            "300 g Rindergulasch", " in Würfeln", " 1", "5 EL Tomatenmark", " Salz", " frisch gemahlener Pfeffer",
            " 2 TL Gewürze (Kümmel", " Majoran)", " 30 g Butter", " weich", " zzgl. etwas für die Form",
        ]
        let json = "[" + split.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let page = "<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"Gulasch\", "
            + "\"recipeIngredient\": \(json)}</script>"
        let recipe = try extractor.extract(html: Array(page.utf8), source: "g.html")
        // Then the lines are whole again; a name after a line without amount stays a line of its own
        #expect(
            recipe.ingredients.map(\.text) == [
                "300 g Rindergulasch, in Würfeln", "1,5 EL Tomatenmark", "Salz", "frisch gemahlener Pfeffer",
                "2 TL Gewürze (Kümmel, Majoran)", "30 g Butter, weich, zzgl. etwas für die Form",
            ])
        // And a list without those signs keeps its items, lower case and leading spaces or not
        let plain = "<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"Bread\", "
            + "\"recipeIngredient\": [\"2 cups flour\", \" salt\", \" 1 egg\"]}</script>"
        let bread = try extractor.extract(html: Array(plain.utf8), source: "b.html")
        #expect(bread.ingredients.map(\.text) == ["2 cups flour", "salt", "1 egg"])
    }

    @Test func jsonLDInAMetaContentAttribute() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("meta-jsonld.html"), source: "m.html")
        #expect(recipe.method == .jsonLD)
        #expect(recipe.title == "Quick Salsa")
        #expect(recipe.ingredients.map(\.text) == ["4 tomatoes", "1 lime"])
    }

    @Test func microdataWithHeadingGroupsAndNamesInsideListItems() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("microdata.html"), source: "md.html")
        #expect(
            recipe
                == Recipe(
                    source: "md.html", title: "Chicken Tacos", yield: "8 tacos", servings: 8, language: "en",
                    method: .microdata,
                    ingredients: entries([
                        ("1 lb chicken thighs", "Chicken"), ("1 tbsp chili powder", "Chicken"),
                        ("8 corn tortillas", "To serve"), ("1 avocado, sliced", "To serve"),
                    ])))
    }

    @Test func rdfaProperties() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("rdfa.html"), source: "r.html")
        #expect(
            recipe
                == Recipe(
                    source: "r.html", title: "Kartoffelsalat", yield: "4 Personen", servings: 4, language: "de",
                    method: .rdfa,
                    ingredients: entries([("1 kg Kartoffeln", nil), ("1 Zwiebel", nil), ("3 EL Essig", nil)])))
    }

    @Test func plainHTMLListByClassWithHeaderGroupsSkipsMenusAndHiddenItems() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("plain-en.html"), source: "p.html")
        #expect(
            recipe
                == Recipe(
                    source: "p.html", title: "Lemon Bars", yield: "Serves 16", servings: 16, language: "en",
                    method: .html,
                    ingredients: entries([
                        ("1 cup flour", "For the crust"), ("½ cup butter, softened", "For the crust"),
                        ("1/4 cup sugar", "For the crust"), ("2 eggs", "For the filling"), ("1 cup sugar", "For the filling"),
                        ("3 tbsp lemon juice", "For the filling"),
                    ])))
    }

    @Test func plainHTMLListAfterAnIngredientsHeading() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("plain-heading.html"), source: "h.html")
        #expect(recipe.method == .html)
        #expect(recipe.ingredients.map(\.text) == ["1 banana", "1 cup spinach", "1 cup almond milk"])
    }

    @Test func japaneseNameAndAmountColumnsWithGroupHeader() throws {
        // Given a page with no schema.org data, name and amount in separate spans, full-width digits
        let recipe = try extractor.extract(html: try Fixture.bytes("plain-ja.html"), source: "ja.html")
        // Then each line is `name amount`, full-width ASCII folded, kana kept, たれ a group
        #expect(
            recipe
                == Recipe(
                    source: "ja.html", title: "豚の生姜焼き", yield: "2人分", servings: 2, language: "ja", method: .html,
                    ingredients: entries([
                        ("豚ロース薄切り肉 250g", nil), ("玉ねぎ 1/2個", nil), ("サラダ油 大さじ1", nil),
                        ("しょうゆ 大さじ2", "たれ"), ("みりん 大さじ2", "たれ"), ("おろし生姜 1かけ分", "たれ"),
                    ])))
    }

    @Test func jsonLDWithoutAmountsGivesWayToThePageList() throws {
        // Given JSON-LD that names the ingredients but no amounts, and a page list that has them
        let recipe = try extractor.extract(html: try Fixture.bytes("jsonld-names-only.html"), source: "pl.html")
        // Then the page's lines are used, with the JSON-LD title and yield
        #expect(recipe.method == .html)
        #expect(recipe.title == "Placki ziemniaczane")
        #expect(recipe.yield == "4 porcje")
        #expect(recipe.ingredients.map(\.text) == ["ziemniaki 1 kilogram", "cebula 1 sztuka", "jajka 2 sztuki"])
    }

    /// A page whose JSON-LD gives `jsonLD` and whose own list shows `shown` (the second group under a heading).
    private func page(jsonLD: [String], shown: [String], sauce: [String]) -> [UInt8] {
        let ld = jsonLD.map { "\"\($0)\"" }.joined(separator: ",")
        let items = { (lines: [String]) in lines.map { "<li>\($0)</li>" }.joined() }
        return Array("""
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Pepper Chicken",
            "recipeIngredient":[\(ld)]}</script></head><body><h2>Ingredients</h2><ul>\(items(shown))</ul>
            <h3>For the sauce:</h3><ul>\(items(sauce))</ul><h2>Directions</h2><ol><li>Fry.</li></ol></body></html>
            """.utf8)
    }

    @Test func partialJSONLDGivesWayToThePageListHoldingItAll() throws {
        // Given JSON-LD with only the sauce lines, and a page that shows the chicken lines and the sauce
        let sauce = ["3 tablespoons soy sauce", "2 tablespoons water", "1 teaspoon toasted sesame oil"]
        let bytes = page(jsonLD: sauce, shown: ["1 pound chicken thighs", "½ teaspoon kosher salt"], sauce: sauce)
        let recipe = try extractor.extract(html: bytes, source: "partial.html")
        // Then the page's whole list is read, in its order, the sauce lines under their heading
        #expect(recipe.method == .html)
        #expect(recipe.title == "Pepper Chicken")
        #expect(
            recipe.ingredients
                == entries([
                    ("1 pound chicken thighs", nil), ("½ teaspoon kosher salt", nil),
                    ("3 tablespoons soy sauce", "For the sauce"), ("2 tablespoons water", "For the sauce"),
                    ("1 teaspoon toasted sesame oil", "For the sauce"),
                ]))
    }

    @Test func jsonLDStaysWhenThePageListDiffersOrAddsNothing() throws {
        // Given a page whose longer list words a JSON-LD line differently, and one that shows just the JSON-LD lines
        let sauce = ["3 tablespoons soy sauce", "2 tablespoons water"]
        let reworded = page(
            jsonLD: ["3 Tbsp soy sauce", "2 tablespoons water"], shown: ["1 pound chicken thighs"], sauce: sauce)
        let same = page(jsonLD: sauce, shown: [], sauce: sauce)
        // Then the JSON-LD lines are kept
        for bytes in [reworded, same] {
            let recipe = try extractor.extract(html: bytes, source: "p.html")
            #expect(recipe.method == .jsonLD)
            #expect(recipe.ingredients.count == 2)
        }
    }

    @Test func nameFirstJSONLDGivesWayToAPageListThatStopsBeforeTheEquipment() throws {
        // Given JSON-LD written name first, its last line (of eight) a baking tin, and a page that shows the foods
        // amount first and the tin apart, under an equipment heading
        let ld = [
            "rye flour 300gr", "butter 120gr", "eggs 3", "honey 2tbsp", "milk 100ml", "raisins 50gr", "salt pinch",
            "cake tin 24cm",
        ]
            .map { "\"\($0)\"" }.joined(separator: ",")
        let bytes = Array("""
            <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Rye cake",
            "recipeIngredient":[\(ld)]}</script></head><body><section class="recipe-ingredients">
            <h2>Ingredients for 1 cake</h2><ul><li>300 gr rye flour</li><li>120 gr butter</li><li>3 eggs</li>
            <li>2 tbsp honey</li><li>100 ml milk</li><li>50 gr raisins</li><li>pinch salt</li></ul><h2>Equipment</h2><ul><li>Cake tin 24cm</li></ul></section>
            <h2>Method</h2><ol><li>Mix and bake.</li></ol></body></html>
            """.utf8)
        let recipe = try extractor.extract(html: bytes, source: "rye.html")
        // Then the foods are read as the page shows them, and the tin as the JSON-LD writes it
        #expect(recipe.method == .html)
        #expect(
            recipe.ingredients.map(\.text) == [
                "300 gr rye flour", "120 gr butter", "3 eggs", "2 tbsp honey", "100 ml milk", "50 gr raisins",
                "pinch salt", "cake tin 24cm",
            ])
    }

    @Test func paragraphListWithBoldAndForTheHeaders() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("paragraphs.html"), source: "p.html")
        #expect(
            recipe.ingredients
                == entries([
                    ("400g chicken thighs", nil), ("280g jasmine rice", nil), ("2 tsp sesame oil", "The Marinade"),
                    ("2 tbsp soy sauce", "The Marinade"), ("2 spring onions", "For the garnish"),
                ]))
    }

    @Test func unmarkedPageFallsBackToListsWithAmounts() throws {
        // Given a page whose lists carry no class, id or "Ingredients" heading
        let recipe = try extractor.extract(html: try Fixture.bytes("unmarked.html"), source: "u.html")
        // Then the lists of amounts in one block are taken, grouped by their headings; the menu is not
        #expect(recipe.method == .html)
        #expect(recipe.title == "Tuna Melt")
        #expect(
            recipe.ingredients
                == entries([
                    ("1 small red onion", "Produce"), ("2 celery stalks", "Produce"), ("1 lemon", "Produce"),
                    ("2 cans tuna", "Pantry"), ("1/3 cup mayonnaise", "Pantry"), ("kosher salt", "Pantry"),
                ]))
    }

    @Test func brokenHTMLStillGivesTheList() throws {
        let recipe = try extractor.extract(html: try Fixture.bytes("broken.html"), source: "b.html")
        #expect(recipe.title == "Broken & Co")
        #expect(
            recipe.ingredients.map(\.text) == ["2 cups rice", "1 onion, diced", "3 cloves garlic", "1 tbsp oil & salt to taste"])
    }

    @Test func emptyInputIsAnError() throws {
        let error = #expect(throws: ExtractionError.self) {
            try extractor.extract(html: try Fixture.bytes("empty.html"), source: "empty.html")
        }
        #expect(error?.code == .emptyInput)
        #expect(error?.message == "empty.html: input is empty; pass a saved recipe page (HTML) or recipe JSON")
    }

    @Test func pageWithoutRecipeIsAnError() throws {
        let error = #expect(throws: ExtractionError.self) {
            try extractor.extract(html: try Fixture.bytes("no-recipe.html"), source: "about.html")
        }
        #expect(error?.code == .noRecipe)
        #expect(
            error?.message
                == "about.html: no recipe found (no schema.org Recipe in JSON-LD, microdata or RDFa, and no ingredient list); check that this is a recipe page, saved as the browser shows it"
        )
    }

    @Test func autoDetectsJSONAndHTML() throws {
        let fromJSON = try extractor.extract(bytes: try Fixture.bytes("recipe.json"), source: "r.json")
        #expect(
            fromJSON == [
                Recipe(
                    source: "r.json", title: "Miso Soup", yield: "2人分", servings: 2, language: "ja", method: .json,
                    ingredients: entries([("だし 400ml", nil), ("味噌 大さじ2", nil), ("豆腐 1/2丁", nil)]))
            ])
        let fromHTML = try extractor.extract(data: Data(try Fixture.bytes("rdfa.html")), source: "r.html")
        #expect(fromHTML.map(\.method) == [.rdfa])
    }

    @Test func ownRecipeJSONAndIngredientGroups() throws {
        let recipes = try extractor.extract(json: try Fixture.bytes("recipes-own.json"), source: "own.json")
        #expect(recipes.count == 2)
        #expect(recipes.first?.title == "親子丼")
        #expect(recipes.first?.ingredients == entries([("鶏もも肉 100g", nil), ("醤油 大さじ1", "A"), ("みりん 大さじ1", "A")]))
        #expect(recipes.last?.yield == "1 serving")
        #expect(recipes.last?.ingredients == entries([("1 slice bread", "Bread"), ("1 tsp butter", nil)]))
    }

    @Test func encodedRecipeRoundTripsThroughJSONInput() throws {
        // Given a recipe as `kaimono parse` prints it
        let original = Recipe(
            source: "x.html", title: "Soup", yield: "2 bowls", servings: 2, language: "en", method: .html,
            ingredients: entries([("1 leek", nil), ("1 l stock", "Base")]))
        let json = try JSONEncoder().encode(original)
        // When it is read back
        let read = try extractor.extract(json: [UInt8](json), source: "x.json")
        // Then every field but source and method survives
        #expect(read.first?.title == "Soup")
        #expect(read.first?.ingredients == original.ingredients)
        #expect(read.first?.servings == 2)
    }

    @Test func invalidJSONIsAnError() {
        let error = #expect(throws: ExtractionError.self) {
            try extractor.extract(json: Array(#"{"name": "#.utf8), source: "bad.json")
        }
        #expect(error?.code == .invalidJSON)
        #expect(error?.message == "bad.json: input is not valid JSON; pass a schema.org Recipe object, an array of them, or kaimono's recipe JSON")
    }
}
