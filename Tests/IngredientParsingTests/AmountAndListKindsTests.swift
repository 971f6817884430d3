import FoodLexicon
import IngredientParsing
import Testing

/// Kinds of English lines seen on recipe sites beyond the development lines: amounts written with `+`, a plural
/// in brackets, a preparation before the unit, notes around the amount, and comma lists of foods.
@Suite struct AmountAndListKindsTests {
    let parser: IngredientParser

    init() throws {
        parser = IngredientParser(lexicon: testLexicon, units: try UnitTable.loadBundled())
    }

    @Test func plusSignAddsASecondMeasure() {
        // Given `+` after the unit, Then the second measure is a note and the name follows it
        let afterUnit = parser.parse("1 cup + 2 tbsp sugar")
        #expect(afterUnit.name == "sugar")
        #expect(afterUnit.quantity == 1)
        #expect(afterUnit.unit == "cup")
        #expect(afterUnit.comment == "+ 2 tbsp")
        // Given `+` between two numbers of one unit, Then they are added
        let beforeUnit = parser.parse("1/4 + 1/8 tsp salt")
        #expect(beforeUnit.name == "salt")
        #expect(beforeUnit.quantity == 0.375)
        #expect(beforeUnit.unit == "tsp")
        // A `+` without an amount after it is left alone
        #expect(parser.parse("1 cup salt + pepper mix").name == "salt + pepper mix")
    }

    @Test func pluralInBracketsBelongsToTheUnit() {
        let slices = parser.parse("2 slice(s) wholemeal bread")
        #expect(slices.name == "wholemeal bread")
        #expect(slices.unit == "slice")
        #expect(slices.comment == nil)
        #expect(parser.parse("1 pinch(es) salt").unit == "pinch")
        // A bracket with more than a plural ending stays a note
        #expect(parser.parse("2 slices (thick) bread").comment == "thick")
    }

    @Test func preparationBetweenNumberAndUnit() {
        let packed = parser.parse("3 loosely packed cups spinach")
        #expect(packed.name == "spinach")
        #expect(packed.unit == "cup")
        #expect(packed.preparation == "loosely packed")
        // Without a unit after it, a preparation still opens the name's run as before
        let chopped = parser.parse("3 chopped onions")
        #expect(chopped.name == "onions")
        #expect(chopped.preparation == "chopped")
    }

    @Test func vagueAlternativeBeforeTheUnit() {
        let more = parser.parse("2 or more tablespoons soy sauce")
        #expect(more.name == "soy sauce")
        #expect(more.quantity == 2)
        #expect(more.unit == "tbsp")
        #expect(more.comment == "or more")
    }

    @Test func commaAfterTheAmountOpensTheName() {
        let butter = parser.parse("1/2 c. (1 stick), unsalted butter, softened")
        #expect(butter.name == "unsalted butter")
        #expect(butter.unit == "cup")
        #expect(butter.comment == "1 stick")
        #expect(butter.preparation == "softened")
        // A comma after a name is still the end of the name
        #expect(parser.parse("2 onions, celery").name == "onions")
    }

    @Test func articleBeforeAHyphenatedMeasureCountsOne() {
        let ginger = parser.parse("a 2-inch piece fresh ginger")
        #expect(ginger.name == "fresh ginger")
        #expect(ginger.quantity == 1)
        #expect(ginger.unit == "piece")
        #expect(ginger.comment == "2-inch")
        // An article before a plain word stays in the name
        #expect(parser.parse("a pinch of salt").name == "salt")
    }

    @Test func bracketedPurposeOrPreparationLeavesTheName() {
        #expect(parser.parse("2 cups blueberries (to top)").name == "blueberries")
        let grated = parser.parse("1 tbsp ginger (or finely grated)")
        #expect(grated.name == "ginger")
        #expect(grated.comment == "or finely grated")
        // A bracket holding another bracket is a note
        #expect(parser.parse("1 cup milk ((not skimmed) cold)").name == "milk")
        // A bracketed second food stays, as readers keep it
        #expect(parser.parse("1 tbsp canola oil (or olive oil)").name == "canola oil (or olive oil)")
    }

    @Test func examplesAfterLikeAreANote() {
        let greens = parser.parse("1 lb leafy greens like kale or chard")
        #expect(greens.name == "leafy greens")
        #expect(greens.comment == "like kale or chard")
    }

    @Test func optionalHeadingAndVagueAmountFirst() {
        let garnish = parser.parse("Optional garnish: chopped parsley")
        #expect(garnish.name == "parsley")
        #expect(garnish.optional)
        #expect(parser.parse("Optional: 2 onions").name == "onions")
        // A colon far from `optional` is no heading
        #expect(parser.parse("optional cheese topping for the top: grated").name != "grated")
        let sesame = parser.parse("as needed sesame seeds")
        #expect(sesame.name == "sesame seeds")
        #expect(sesame.toTaste)
    }

    @Test func commaListOfFoodsWithoutClosingOr() {
        // Given three or more short items that each name a food, Then they are one name
        let list = parser.parse("1 tsp salt, sugar, garlic powder")
        #expect(list.name == "salt, sugar, garlic powder")
        #expect(list.unit == "tsp")
        // A note after the list still ends it
        let noted = parser.parse("butter, milk, celery, for serving")
        #expect(noted.name == "butter, milk, celery")
        #expect(noted.comment == "for serving")
        // Items that describe the food (`skin on`, `bones removed`) or name none are no list
        #expect(parser.parse("2 chicken thighs, skin on, bones removed").name == "chicken thighs")
        #expect(parser.parse("1 onion, celery, chopped").name == "onion")
        #expect(parser.parse("2 tomatoes, ripe, firm").name == "tomatoes")
    }
}

/// A number written with an exponent is no amount a recipe writes (issue 12, session 10): `卵 1e309個` was 309 eggs.
@Suite struct ExponentNumberTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: ["卵 1e309個", "卵 2E3個", "1e309 eggs", "2.5e+3 g butter", "1e-3 cups sugar"])
    func aNumberWithAnExponentIsNoQuantity(line: String) {
        let parsed = parser.parse(line)
        #expect(parsed.quantity == nil, "\(line): \(String(describing: parsed.quantity))")
        #expect(parsed.quantity != 309 && parsed.quantity != 3)
    }

    /// More digits than a Double holds exactly is no amount either (session 37): `99999999999999999999 eggs` had read
    /// its first fifteen digits, 999,999,999,999,999 eggs; fifteen digits still read.
    @Test(arguments: ["99999999999999999999 eggs", "卵 1234567890123456個", "12345678901234567890123 g sugar"])
    func aNumberOfMoreThanFifteenDigitsIsNoQuantity(line: String) {
        let parsed = parser.parse(line)
        #expect(parsed.quantity == nil, "\(line): \(String(describing: parsed.quantity))")
        #expect(parser.parse("999999999999999 eggs").quantity == 999_999_999_999_999)
    }

    @Test(arguments: [("卵 2個", 2.0), ("2 eggs", 2), ("1.5 cups sugar", 1.5), ("3 eggplants", 3)])
    func aNumberFollowedByAWordStaysAQuantity(line: String, quantity: Double) {
        #expect(parser.parse(line).quantity == quantity)
    }
}

/// Issue 15 (session 10): another food after `, or` is an aside, and a count before a sized piece
/// (`8 ½-inch-thick slices`) counts the pieces.
@Suite struct AsideAndPieceCountTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test func anotherFoodAfterACommaAndOrIsAnAside() {
        // Given one food, a comma, then `or` and another food or a vague amount
        let brandy = parser.parse("2 tablespoons brandy, or apple juice")
        // Then the name is the first food and the rest a comment
        #expect(brandy.name == "brandy")
        #expect(brandy.comment == "or apple juice")
        #expect(parser.parse("1 cup stock, or enough to cover").name == "stock")
        // A kind named after it stays in the name; a list closed by `or` is still one name
        #expect(parser.parse("1 tablespoon maple syrup, or other syrup").name == "maple syrup, or other syrup")
        #expect(parser.parse("1 cup pecans, walnuts, or almonds").name == "pecans, walnuts, or almonds")
    }

    @Test func aCountBeforeASizedPieceCountsThePieces() {
        // Given a whole number, then a fraction of an inch joined to its dimension and a plural piece word
        let bread = parser.parse("8 ½-inch-thick slices sourdough bread")
        // Then the whole number is the count, the fraction the size of each slice
        #expect(bread.quantity == 8)
        #expect(bread.unit == "slice")
        #expect(bread.name == "sourdough bread")
        #expect(bread.comment == "½-inch-thick")
        let about = parser.parse("About 6 1/4-inch-thick slices rye bread")
        #expect(about.quantity == 6)
        #expect(about.name == "rye bread")
        // One piece of one and a half inches stays a mixed number; so does a weight
        #expect(parser.parse("1 1/2-inch piece fresh ginger").quantity == 1.5)
        #expect(parser.parse("2 1/2 cups flour").quantity == 2.5)
    }

    @Test func aTubeOrALogIsAPackage() {
        // Given foods sold in a tube or a log
        let paste = parser.parse("1 (4 ounce) tube tomato paste")
        let dough = parser.parse("2 logs sugar cookie dough")
        // Then the word is the unit, not part of the name
        #expect(paste.unit == "package")
        #expect(paste.name == "tomato paste")
        #expect(dough.unit == "package")
        #expect(dough.name == "sugar cookie dough")
    }
}
