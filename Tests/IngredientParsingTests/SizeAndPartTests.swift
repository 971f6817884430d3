import FoodLexicon
import IngredientParsing
import Testing

/// Size words are no name, and part words after a name are units (issue 12), with the bundled lexicon.
@Suite struct SizeAndPartTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    struct Expected: Sendable, CustomTestStringConvertible {
        var text: String
        var name: String
        var quantity: Double
        var unit: String?
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
        Expected(text: "6 large lettuce leaves", name: "lettuce", quantity: 6, unit: "leaf", size: "large", food: "lettuce"),
        Expected(text: "2 lemon slices", name: "lemon", quantity: 2, unit: "slice", food: "lemon"),
        Expected(text: "8 broccoli florets", name: "broccoli", quantity: 8, unit: "floret", food: "broccoli"),
        // Foods of their own keep their part word.
        Expected(text: "4 bay leaves", name: "bay leaves", quantity: 4, unit: nil, food: "bay-leaf"),
        Expected(text: "2 pork ribs", name: "pork ribs", quantity: 2, unit: nil, food: "pork-spare-ribs"),
        Expected(text: "10 curry leaves", name: "curry leaves", quantity: 10, unit: nil, food: "curry-leaves"),
    ])
    func partWordsAfterANameAreUnits(_ expected: Expected) {
        check(parser.parse(expected.text), expected)
    }

    func check(_ parsed: ParsedIngredient, _ expected: Expected) {
        #expect(parsed.name == expected.name)
        #expect(parsed.quantity == expected.quantity)
        #expect(parsed.unit == expected.unit)
        #expect(parsed.size == expected.size)
        #expect(parsed.comment == expected.comment)
        #expect(parsed.food == expected.food)
    }
}
