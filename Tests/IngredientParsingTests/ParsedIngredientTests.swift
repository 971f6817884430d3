import Foundation
import IngredientParsing
import Testing

@Suite struct ParsedIngredientTests {
    @Test func encodesEveryKeyWithNullForUnknown() throws {
        let line = ParsedIngredient(text: "塩 少々", name: "塩", toTaste: true, food: "salt", language: "ja")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try #require(JSONSerialization.jsonObject(with: try encoder.encode(line)) as? [String: Any])
        #expect(object.keys.sorted() == [
            "amount", "comment", "food", "group", "language", "name", "optional", "part", "preparation",
            "quantity", "quantityMax", "size", "text", "toTaste", "unit", "unitText",
        ])
        #expect(object["quantity"] is NSNull)
        #expect(object["part"] is NSNull)
        #expect(object["toTaste"] as? Bool == true)
    }
}

@Suite struct ParsedIngredientCodingTests {
    @Test func decodesWhatItEncodes() throws {
        // Decoding reads CodingKeys, encoding writes writeFields: the names must stay the same.
        let parsed = ParsedIngredient(
            text: "醤油 大さじ2", name: "醤油", quantity: 2, unit: "tbsp", unitText: "大さじ", group: "A", food: "soy-sauce",
            amount: Amount(value: 36, dimension: .mass), language: "ja")
        let decoded = try JSONDecoder().decode(ParsedIngredient.self, from: JSONEncoder().encode(parsed))
        #expect(decoded == parsed)
    }
}
