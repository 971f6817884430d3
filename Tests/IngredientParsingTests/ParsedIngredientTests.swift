import Foundation
import IngredientParsing
import JSONWriting
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

/// The sorted outputs get the fields in key order (`writeSortedFields`), the batch output in the declared
/// order: both must give the object JSONEncoder gives, byte for byte.
@Suite struct ParsedIngredientJSONTests {
    static let lines: [ParsedIngredient] = [
        ParsedIngredient(text: "", name: "", language: "en"),
        ParsedIngredient(
            text: #"2 "heaped" cups flour\ (sifted)/"#, name: "flour", quantity: 2, quantityMax: 2.5, unit: "cup",
            unitText: "cups", part: "leaf", size: "heaped", preparation: "sifted", comment: "(sifted)/", group: "A",
            optional: true, toTaste: true, food: "flour", amount: Amount(value: 250.125, dimension: .mass), language: "en"),
        ParsedIngredient(
            text: "醤油\t大さじ1〜2", name: "醤油", quantity: 1, quantityMax: 2, unit: "tbsp", unitText: "大さじ", group: "★",
            food: "soy-sauce", amount: Amount(value: 1e-7, dimension: .volume), language: "ja"),
    ]

    @Test(arguments: [false, true])
    func sortedOutputsGiveJSONEncodersBytes(pretty: Bool) throws {
        let reference = JSONEncoder()
        reference.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let encoder = JSONStreamEncoder(pretty: pretty)
        // Twice over: the second round takes the paths learnt in the first.
        for _ in 0..<2 {
            for line in Self.lines {
                #expect(try encoder.encode(line) == Array(try reference.encode(line)))
            }
            #expect(try encoder.encode(Self.lines) == Array(try reference.encode(Self.lines)))
        }
    }

    @Test func unsortedOutputKeepsTheDeclaredOrder() throws {
        let json = String(decoding: try JSONStreamEncoder(sortedKeys: false).encode(Self.lines[2]), as: UTF8.self)
        #expect(json == #"{"text":"醤油\t大さじ1〜2","name":"醤油","quantity":1,"quantityMax":2,"unit":"tbsp","unitText":"大さじ","#
            + #""part":null,"size":null,"preparation":null,"comment":null,"group":"★","optional":false,"toTaste":false,"#
            + #""food":"soy-sauce","amount":{"value":1e-07,"dimension":"volume"},"language":"ja"}"#)
    }
}
