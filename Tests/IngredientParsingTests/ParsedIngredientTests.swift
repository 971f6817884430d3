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
            "amount", "comment", "food", "group", "language", "name", "optional", "preparation",
            "quantity", "quantityMax", "size", "text", "toTaste", "unit", "unitText",
        ])
        #expect(object["quantity"] is NSNull)
        #expect(object["toTaste"] as? Bool == true)
    }
}
