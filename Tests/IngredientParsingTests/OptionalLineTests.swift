import Testing
@testable import IngredientParsing

/// Lines a recipe leaves to the cook (session 38): carts list them apart unless asked to buy them.
@Suite struct OptionalLineTests {
    @Test(arguments: [
        "1 cup chopped pecans (optional)",
        "1 cup chopped pecans ((or walnuts) optional)",
        "1/2 cup diced bacon or pancetta, optional",
        "a pinch of cayenne, if you like",
        "Corn chips, black olives and diced onions, if desired",
        "Optional toppings: sour cream",
        "2 Tablespoons oil (optional if searing)",
        "2 tablespoons capers, if using",
        "1 cup golden raisins (if using)",
        "1 teaspoon sprinkles, or to taste (optional)",
        "¼ teaspoon xantham gum- optional, but gives good texture",
        "Optional Glaze: ½ cup powdered sugar",
        "くるみ (お好みで)",
        "山椒の葉 少々（お好みで）",
        "三つ葉（あれば）",
        "あればパセリ 少々",
        "青じそ 5枚（好みで入れる場合）",
        "青じそ 5枚（なくても可）",
        "ごま 大さじ1 ※省略可",
    ])
    func leftToTheCook(line: String) {
        #expect(OptionalLine.isMarked(line))
    }

    @Test(arguments: [
        // A purpose, not an option: the cook still needs it.
        "fresh mint, to garnish",
        "grated Parmesan, to serve",
        "1 large white onion, Vidalia if available",
        // An extra or a preparation is what is optional, not the line.
        "1/3 cup Honey (plus more for drizzling, if desired)",
        "1 heaped cup confectioners’ sugar, sifted, plus extra for dusting (optional)",
        "1 to 2 serrano chiles, stemmed, seeded if desired, and sliced",
        "1 tsp salt, or more if you like",
        "14 oz can sweetened condensed milk (Note: Reserve 1 tablespoons for optional shredded coconut rim.)",
        // An instruction for a case, not a choice to leave the line out.
        "25 ounces ravioli (divided, any variety (if using frozen ravioli, make sure it's thawed))",
        "1 cup unsweetened apple sauce (stir in after cooking if using Instant Pot)",
        "1 cup boiling-hot water if using dried mushrooms",
        // Words holding the phrase's letters.
        "2 cups optionality beans",
        // An amount left to taste, or a food named so.
        "鮎 お好みで",
        "粗びき黒胡椒 好みで少々",
        "お好みソース 大さじ2",
        "奈良漬(好みで加減する) 40g",
        "砂糖 大さじ2（お好みで調整）",
        "お好み焼き粉 100g",
        "豚バラ薄切り 200g",
    ])
    func neededAll(line: String) {
        #expect(!OptionalLine.isMarked(line))
    }

    /// A line of thousands of the phrases (bad input) is read in a few places, not each with its clause: 20,000
    /// of them after a `plus` had taken minutes.
    @Test func aLineOfThousandsOfPhrasesIsReadInAFewPlaces() {
        #expect(!OptionalLine.isMarked("1 cup walnuts (plus " + String(repeating: "x optional ", count: 20_000) + ")"))
        #expect(!OptionalLine.isMarked("1 cup walnuts, " + String(repeating: "more optional ", count: 20_000)))
        #expect(OptionalLine.isMarked(String(repeating: "x ", count: 20_000) + "(optional)"))
    }
}
