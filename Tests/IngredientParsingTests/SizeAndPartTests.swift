import FoodLexicon
import IngredientParsing
import Testing

/// Size words are no name; part words after a name are parts kept in it (leaves, wedges, florets) or units
/// (slices, stalks, ribs), as a reader labels them (issues 12 and 15), with the bundled lexicon.
@Suite struct SizeAndPartTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    struct Expected: Sendable, CustomTestStringConvertible {
        var text: String
        var name: String
        var quantity: Double
        var unit: String?
        var part: String? = nil
        var size: String?
        var comment: String?
        var food: String?
        var testDescription: String { text }
    }

    @Test(arguments: [
        // A second count in another size is an aside: celery, 6 stalks, never `large`.
        Expected(text: "6 large or 8 medium celery stalks", name: "celery", quantity: 6, unit: "stalk", size: "large",
                 comment: "or 8 medium", food: "celery"),
        Expected(text: "2 large or 3 small potatoes", name: "potatoes", quantity: 2, unit: nil, size: "large",
                 comment: "or 3 small", food: "potato"),
        // Japanese size words stand apart from the name already.
        Expected(text: "玉ねぎ 大1個", name: "玉ねぎ", quantity: 1, unit: "piece", size: "大", comment: nil, food: "onion"),
        Expected(text: "にんじん 小さめ1本", name: "にんじん", quantity: 1, unit: "piece", size: "小さめ", comment: nil,
                 food: "carrot"),
    ])
    func sizeWordsAreNoName(_ expected: Expected) {
        check(parser.parse(expected.text), expected)
    }

    @Test(arguments: [
        // Leaves, wedges and florets stay in the name; the part they count goes to `part`, the food is the one named.
        Expected(text: "6 large lettuce leaves", name: "lettuce leaves", quantity: 6, unit: nil, part: "leaf",
                 size: "large", food: "lettuce"),
        Expected(text: "1 lemon wedge", name: "lemon wedge", quantity: 1, unit: nil, part: "wedge", food: "lemon"),
        Expected(text: "8 broccoli florets", name: "broccoli florets", quantity: 8, unit: nil, part: "floret",
                 food: "broccoli"),
        // Slices, stalks and sprigs counted after the name are its unit.
        Expected(text: "2 lemon slices", name: "lemon", quantity: 2, unit: "slice", food: "lemon"),
        Expected(text: "2 celery stalks", name: "celery", quantity: 2, unit: "stalk", food: "celery"),
        Expected(text: "4 parsley sprigs", name: "parsley", quantity: 4, unit: "sprig", food: "parsley"),
        // Foods of their own keep their part word, and count no part.
        Expected(text: "4 bay leaves", name: "bay leaves", quantity: 4, unit: nil, food: "bay-leaf"),
        Expected(text: "2 pork ribs", name: "pork ribs", quantity: 2, unit: nil, food: "pork-spare-ribs"),
        Expected(text: "10 curry leaves", name: "curry leaves", quantity: 10, unit: nil, food: "curry-leaves"),
    ])
    func partWordsAfterAName(_ expected: Expected) {
        check(parser.parse(expected.text), expected)
    }

    @Test(arguments: [
        ("1 orange slice 1 1/4-inch thick, cut in half", "orange", "slice", "1 1/4-inch thick"),
        ("4 pork chops 1 inch thick", "pork chops", nil, "1 inch thick"),
        ("2 carrot sticks 3 inches long", "carrot", "stick", "3 inches long"),
    ] as [(String, String, String?, String)])
    func lengthAfterTheNameIsANote(_ text: String, _ name: String, _ unit: String?, _ comment: String) {
        // A length and the way it runs (thick, long) after the name is a note, so a piece word before it counts.
        let parsed = parser.parse(text)
        #expect(parsed.name == name)
        #expect(parsed.unit == unit)
        #expect(parsed.comment == comment)
    }

    @Test func aPartKeptInTheNameMeasuresTheAmount() {
        let parsed = parser.parse("6 basil leaves")
        #expect(parsed.name == "basil leaves")
        #expect(parsed.unit == nil)
        #expect(parsed.unitText == nil)
        #expect(parsed.part == "leaf")
        #expect(parsed.partText == "leaves")
        #expect(parsed.measure == "leaf")
        #expect(parsed.measureText == "leaves")
        // The amount counts leaves, as `6 leaves basil` does.
        #expect(parsed.amount == parser.parse("6 leaves basil").amount)
        let plain = parser.parse("6 leaves basil")
        #expect(plain.unit == "leaf")
        #expect(plain.part == nil)
        #expect(plain.measureText == "leaves")
    }

    @Test(arguments: [
        // A part word after `with` or `and` names something else the food comes with: no unit.
        Expected(text: "16 large fresh strawberries with leaves", name: "fresh strawberries with leaves", quantity: 16,
                 unit: nil, size: "large", food: "strawberry"),
        Expected(text: "4 tall pears with stalks", name: "tall pears with stalks", quantity: 4, unit: nil, food: "pear"),
    ])
    func partWordsAfterWithAreNoUnits(_ expected: Expected) {
        check(parser.parse(expected.text), expected)
    }

    @Test func aWordFollowedOnlyByANoteIsTheName() {
        let parsed = parser.parse("12 whole cloves (optional)")
        // `whole` names the spice, as readers label it.
        #expect(parsed.name == "whole cloves")
        #expect(parsed.unit == nil)
        #expect(parsed.quantity == 12)
        #expect(parsed.optional)
        // With a name after the note, the word is still the unit.
        let garlic = parser.parse("2 cloves (about 10 g) garlic")
        #expect(garlic.unit == "clove")
        #expect(garlic.name == "garlic")
    }

    @Test func moreOfAFoodBeforeItsAmount() {
        let parsed = parser.parse("Additional 1 tablespoon granulated sugar, for sprinkling")
        #expect(parsed.name == "granulated sugar")
        #expect(parsed.quantity == 1)
        #expect(parsed.unit == "tbsp")
        #expect(parsed.comment?.contains("additional") == true)
    }

    func check(_ parsed: ParsedIngredient, _ expected: Expected) {
        #expect(parsed.name == expected.name)
        #expect(parsed.quantity == expected.quantity)
        #expect(parsed.unit == expected.unit)
        #expect(parsed.part == expected.part)
        #expect(parsed.size == expected.size)
        #expect(parsed.comment == expected.comment)
        #expect(parsed.food == expected.food)
    }
}
