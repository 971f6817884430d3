import FoodLexicon
import IngredientParsing
import Testing

/// A clause after `plus` or `+` that measures more of the line's food, or counts yolks or whites taken one from
/// each egg, adds to the line's amount (issue 12, session 8); any other clause stays a note.
@Suite struct PlusClauseTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        // Yolks and whites are eggs: one egg each, more of the whole eggs.
        ("1 egg plus 3 egg yolks", "egg", 1.0, 3.0, nil as String?),
        ("4 large eggs, plus 4 egg yolks", "egg", 4, 4, nil),
        ("3 eggs, plus 1 egg white for brushing", "egg", 3, 1, nil),
        ("卵 2個＋卵黄1個", "egg", 2, 1, "piece"),
        ("卵 2個+卵黄 1個", "egg", 2, 1, "piece"),
        ("たまご 3個＋卵白 2個", "egg", 3, 2, "piece"),
        // More of the same food, in the same unit or one of the same dimension.
        ("1 white onion, minced, plus one white onion cut into squares", "onion", 1, 1, nil),
        ("75g chilled butter, plus 25g melted butter", "butter", 75, 25, "g"),
        ("¼ cup sugar, plus an additional 6 tablespoons sugar for the top", "sugar", 0.25, 0.375, "cup"),
        ("玉ねぎ 1個＋玉ねぎ 1/2個", "onion", 1, 0.5, "piece"),
    ])
    func aPlusClauseOfTheSameFoodAsksForMore(line: String, food: String, written: Double, added: Double, unit: String?) {
        let parsed = parser.parse(line)
        #expect(parsed.food == food)
        // The quantity stays as written (as readers label it); the clause's amount is added beside it.
        #expect(parsed.quantity == written)
        #expect(parsed.addedQuantity == added)
        #expect(parsed.unit == unit)
        #expect(parsed.comment != nil, "the clause stays in the comment")
    }

    @Test(arguments: [
        ("1 egg plus 3 egg yolks", "4 eggs"),
        ("卵 2個＋卵黄1個", "卵 3個"),
        ("75g chilled butter, plus 25g melted butter", "100g butter"),
    ])
    func theAmountCountsTheClauseToo(line: String, same: String) {
        // The amount is what carts buy for: the written quantity and the clause's together.
        let amount = parser.parse(line).amount
        #expect(amount != nil)
        #expect(amount == parser.parse(same).amount)
    }

    @Test(arguments: [
        // Another food with its own amount is a note: the line keeps its own food and amount.
        ("なす 2本+ピーマン 2個", "eggplant", 2.0),
        ("卵 1個+水 大さじ1", "egg", 1),
        ("2 chicken thighs plus 1 chicken breast", "chicken-thigh", 2),
        // A cut of a bird is no part taken one from each bird.
        ("1 whole chicken plus 2 chicken wings", "whole-chicken", 1),
        // A measure of another dimension, or a range, does not add.
        ("2 eggs, plus 1 tablespoon egg yolk", "egg", 2),
        ("3 eggs, plus 1 to 2 egg yolks", "egg", 3),
    ])
    func anotherClauseStaysANote(line: String, food: String, quantity: Double) {
        let parsed = parser.parse(line)
        #expect(parsed.food == food)
        #expect(parsed.quantity == quantity)
        #expect(parsed.addedQuantity == nil)
    }

    @Test(arguments: [
        // A clause that only measures is more of the line's food (session 10; it was a note and dropped).
        ("¾ cup plus 1 tablespoon flour", "flour", 0.75, 0.0625, "cup"),
        ("1 cup flour, plus 2 tablespoons, sifted", "flour", 1, 0.125, "cup"),
    ])
    func aClauseThatOnlyMeasuresAsksForMore(line: String, food: String, written: Double, added: Double, unit: String) {
        let parsed = parser.parse(line)
        #expect(parsed.food == food)
        #expect(parsed.quantity == written)
        #expect(abs((parsed.addedQuantity ?? 0) - added) < 0.001, "\(String(describing: parsed.addedQuantity))")
        #expect(parsed.unit == unit)
        #expect(parsed.addedMeasure == nil)
    }

    @Test(arguments: [
        ("1 stick plus 2 tablespoons butter", "butter", 2.0, "tbsp"),
        ("1/2 pound, plus 2 tablespoons, softened butter", "butter", 2, "tbsp"),
        ("2 cloves plus 1 teaspoon garlic", "garlic", 1, "tsp"),
        ("にんにく 1片＋小さじ1", "garlic", 1, "tsp"),
    ])
    func aMeasureOfAnotherKindIsKeptForTheFoodToWeigh(line: String, food: String, quantity: Double, unit: String) throws {
        // A stick and spoons do not convert without the food: the clause's measure is kept beside the line's.
        let parsed = parser.parse(line)
        #expect(parsed.food == food)
        #expect(parsed.addedQuantity == nil)
        let added = try #require(parsed.addedMeasure)
        #expect(added.quantity == quantity)
        #expect(added.unit == unit)
    }

    @Test func aSumOfAmountsIsStillOneAmount() {
        // `+` between two amounts of the named food was a sum before and stays one.
        let parsed = parser.parse("砂糖 大さじ2+大さじ3")
        #expect(parsed.quantity == 5)
        #expect(parsed.unit == "tbsp")
    }

    @Test func aKanjiNumeralInTheClauseNameIsPartOfTheName() {
        // `七味` holds a numeral but is a name: the clause still reads as a name and its amount.
        let parsed = parser.parse("卵 2個＋七味唐辛子 少々")
        #expect(parsed.food == "egg")
        #expect(parsed.quantity == 2)
    }
}
