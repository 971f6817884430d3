import Foundation
import JSONWriting
import Testing

/// A `JSONObject`'s one description of its fields gives the same JSON through `JSONStreamEncoder`'s
/// direct path and through any `Encoder` (`encodeFields(to:)`), in every layout.
@Suite struct JSONObjectTests {
    struct Tag: JSONObject {
        var label: String
        var weight: Double?

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.field("label", label)
            try fields.field("weight", weight)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    /// Every kind of field, declared out of key order.
    struct Item: JSONObject {
        var text: String
        var note: String?
        var count: Int
        var limit: Int?
        var ratio: Double
        var flag: Bool
        var words: [String]
        var tag: Tag?
        var tags: [Tag]
        var when: [String: Int]

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.field("text", text)
            try fields.field("note", note)
            try fields.field("count", count)
            try fields.field("limit", limit)
            try fields.field("ratio", ratio)
            try fields.field("flag", flag)
            try fields.field("words", words)
            try fields.field("tag", tag)
            try fields.field("tags", tags)
            try fields.field("when", encoding: when)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    /// An object extending another's fields, as `IngredientMatch` extends `ParsedIngredient`.
    struct Extended: JSONObject {
        var item: Item
        var status: String

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.fields(of: item)
            try fields.field("status", status)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    /// A plain `Encodable` holding objects (as the HTTP replies hold matches).
    struct Reply: Encodable {
        var lines: [Extended]
        var first: Item?
    }

    static let items: [Item] = [
        Item(
            text: #"鶏もも肉 "300g""#, note: nil, count: 3, limit: nil, ratio: 0.25, flag: true, words: ["a/b", "tab\t"],
            tag: Tag(label: "x", weight: 1e-5), tags: [Tag(label: "y", weight: nil), Tag(label: "z", weight: 2)],
            when: ["b": 2, "a": 1]),
        Item(text: "", note: "n", count: -1, limit: 7, ratio: 1e21, flag: false, words: [], tag: nil, tags: [], when: [:]),
    ]

    static func reference(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    @Test(arguments: [false, true])
    func directPathGivesJSONEncodersBytes(pretty: Bool) throws {
        let encoder = JSONStreamEncoder(pretty: pretty)
        let values: [any Encodable] = [
            Self.items[0], Self.items[1], Extended(item: Self.items[0], status: "matched"), Self.items,
            Reply(lines: Self.items.map { Extended(item: $0, status: "pantry") }, first: Self.items[1]),
            Reply(lines: [], first: nil),
        ]
        // Twice over, so the second round uses the key orders learnt in the first
        for _ in 0..<2 {
            for value in values {
                let expected = String(decoding: try Self.reference(pretty: pretty).encode(value), as: UTF8.self)
                #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == expected)
            }
        }
    }

    /// Fields written in key order (compact sorted output takes them as they come), holding objects
    /// in key order (`Tag`) and out of it (`Item`: the whole value is written again the general way).
    struct Ordered: JSONObject {
        var items: [Item]
        var label: String
        var tag: Tag?
        var words: [String]

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.field("items", items)
            try fields.field("label", label)
            try fields.field("tag", tag)
            try fields.field("words", words)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    @Test(arguments: [false, true])
    func fieldsInKeyOrderGiveJSONEncodersBytes(pretty: Bool) throws {
        let values = [
            Ordered(items: [], label: "a\"b", tag: Tag(label: "t", weight: 0.5), words: ["x", ""]),
            Ordered(items: Self.items, label: "", tag: nil, words: []),
            Ordered(items: [], label: "again", tag: nil, words: ["y"]),
        ]
        let encoder = JSONStreamEncoder(pretty: pretty)
        for _ in 0..<2 {
            for value in values {
                let expected = String(decoding: try Self.reference(pretty: pretty).encode(value), as: UTF8.self)
                #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == expected)
                var writer = JSONWriter()
                writer.raw("[")
                try encoder.encode(value, into: &writer)
                #expect(String(decoding: writer.bytes, as: UTF8.self) == "[" + expected)
            }
        }
    }

    @Test func unsortedKeepsTheDeclaredOrder() throws {
        let json = String(decoding: try JSONStreamEncoder(sortedKeys: false).encode(Extended(item: Self.items[1], status: "s")), as: UTF8.self)
        #expect(json == #"{"text":"","note":"n","count":-1,"limit":7,"ratio":1e+21,"flag":false,"words":[],"tag":null,"tags":[],"when":{},"status":"s"}"#)
    }

    @Test func nonFiniteNumbersThrow() {
        #expect(throws: EncodingError.self) { try JSONStreamEncoder().encode(Tag(label: "x", weight: .infinity)) }
    }
}
