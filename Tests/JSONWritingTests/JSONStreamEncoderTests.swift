import Foundation
import JSONWriting
import Testing

/// The stream encoder gives JSONEncoder's bytes (`.sortedKeys`, `.withoutEscapingSlashes`, and
/// `.prettyPrinted` when pretty) for every shape of `Encodable` the contracts use.
@Suite struct JSONStreamEncoderTests {
    // Types shaped like the contract types: explicit nulls, merged containers, nested containers.

    struct Amount: Codable, Equatable {
        enum Dimension: String, Codable { case mass, volume, count }
        var value: Double
        var dimension: Dimension
    }

    /// Every key written, `null` when missing, in declaration (not sorted) order.
    struct Line: Encodable {
        var text: String
        var quantity: Double?
        var unitText: String?
        var units: Int
        var optional: Bool
        var amount: Amount?
        var tags: [String]

        enum CodingKeys: String, CodingKey { case text, quantity, unitText, units, optional, amount, tags }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(quantity, forKey: .quantity)
            try c.encode(unitText, forKey: .unitText)
            try c.encode(units, forKey: .units)
            try c.encode(optional, forKey: .optional)
            try c.encode(amount, forKey: .amount)
            try c.encode(tags, forKey: .tags)
        }
    }

    /// The line's keys and its own in one object, as `IngredientMatch` writes them.
    struct Matched: Encodable {
        var line: Line
        var status: String
        var scores: [Double]

        enum CodingKeys: String, CodingKey { case status, scores }

        func encode(to encoder: any Encoder) throws {
            try line.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(status, forKey: .status)
            try c.encode(scores, forKey: .scores)
        }
    }

    /// Synthesized: optionals left out when nil; dictionaries, nested arrays, enums, integers of all widths.
    struct Synthesized: Codable {
        var name: String
        var note: String?
        var counts: [String: Int]
        var grid: [[Int8]]
        var nested: [String: [Amount]]
        var big: UInt64
        var small: Int16
        var ratio: Float
        var flags: [Bool]
        var when: Date
    }

    /// Nested containers opened by hand, as the index export writes its lines.
    struct HandNested: Encodable {
        var rows: [[String: Double]]

        enum Keys: String, CodingKey { case rows, id, values, value, empty }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            var list = c.nestedUnkeyedContainer(forKey: .rows)
            for (index, row) in rows.enumerated() {
                var item = list.nestedContainer(keyedBy: Keys.self)
                try item.encode(index, forKey: .id)
                var values = item.nestedContainer(keyedBy: Keys.self, forKey: .values)
                try values.encode(row.values.reduce(0, +), forKey: .value)
                try item.encodeNil(forKey: .empty)
            }
            try c.encode("after", forKey: .id)
        }
    }

    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        static let words = [
            "鶏もも肉", "玉ねぎ 1/2個", "2 1/2 cups flour", #"say "hi" \ there"#, "tab\tand\nnewline", "\u{1}\u{8}\u{c}",
            "/slash/", "😀", "", "a", "Ünïcödé", "a key with spaces", "ｆｕｌｌ", "Zebra", "apple", "Apple", "a10", "a9",
        ]

        mutating func word() -> String { Self.words[next(Self.words.count)] }
        mutating func maybeWord() -> String? { next(3) == 0 ? nil : word() }

        mutating func number() -> Double {
            switch next(6) {
            case 0: Double(next(2_000)) - 1_000
            case 1: Double(next(1_000_000)) / 1_000
            case 2: [0.1, 1.0 / 3, 1e-5, 2.5e-7, 1e16, 123_456_789_012_345.6, -0.0, 1e21, 9e15, .leastNonzeroMagnitude][next(10)]
            case 3: Double(next(1 << 30)) * 1_048_576
            default: Double(next(40)) / 4
            }
        }

        mutating func line() -> Line {
            Line(
                text: word(), quantity: next(3) == 0 ? nil : number(), unitText: maybeWord(), units: next(100) - 50,
                optional: next(2) == 0, amount: next(2) == 0 ? nil : Amount(value: number(), dimension: .volume),
                tags: (0..<next(3)).map { _ in word() })
        }

        mutating func synthesized() -> Synthesized {
            var counts: [String: Int] = [:]
            for _ in 0..<next(5) { counts[word()] = next(1_000) }
            var nested: [String: [Amount]] = [:]
            for _ in 0..<next(3) { nested[word()] = (0..<next(3)).map { _ in Amount(value: number(), dimension: .mass) } }
            return Synthesized(
                name: word(), note: maybeWord(), counts: counts, grid: (0..<next(3)).map { _ in (0..<next(3)).map { _ in Int8(next(200) - 100) } },
                nested: nested, big: UInt64.max - UInt64(next(10)), small: Int16(next(60_000) - 30_000),
                ratio: Float(number()), flags: (0..<next(4)).map { _ in next(2) == 0 },
                when: Date(timeIntervalSince1970: Double(next(2_000_000_000))))
        }
    }

    static func jsonEncoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func same<Value: Encodable>(_ value: Value, pretty: Bool, encoder: JSONStreamEncoder) throws -> Bool {
        let expected = [UInt8](try jsonEncoder(pretty: pretty).encode(value))
        let got = try encoder.encode(value)
        if expected != got {
            Issue.record("differs:\n\(String(decoding: expected, as: UTF8.self))\n\(String(decoding: got, as: UTF8.self))")
        }
        return expected == got
    }

    @Test(arguments: [false, true])
    func randomValuesGiveJSONEncodersBytes(pretty: Bool) throws {
        // Given one reused encoder and thousands of values of every shape, alone and in arrays
        let encoder = JSONStreamEncoder(pretty: pretty)
        var generator = Generator(state: pretty ? 7 : 42)
        var failures = 0
        for _ in 0..<2_000 {
            let line = generator.line()
            let matched = Matched(line: generator.line(), status: generator.word(), scores: [generator.number()])
            if !(try Self.same(line, pretty: pretty, encoder: encoder)) { failures += 1 }
            if !(try Self.same(matched, pretty: pretty, encoder: encoder)) { failures += 1 }
            if !(try Self.same(generator.synthesized(), pretty: pretty, encoder: encoder)) { failures += 1 }
            if failures > 3 { break }
        }
        let rows = (0..<5).map { _ in ["a": generator.number(), "b": generator.number()] }
        #expect(try Self.same(HandNested(rows: rows), pretty: pretty, encoder: encoder))
        #expect(try Self.same((0..<20).map { _ in generator.line() }, pretty: pretty, encoder: encoder))
        // Then every one matched
        #expect(failures == 0)
    }

    @Test(arguments: [false, true])
    func emptyAndTopLevelValues(pretty: Bool) throws {
        let encoder = JSONStreamEncoder(pretty: pretty)
        #expect(try Self.same([Int](), pretty: pretty, encoder: encoder))
        #expect(try Self.same([String: Int](), pretty: pretty, encoder: encoder))
        #expect(try Self.same([[String: [Int]]()], pretty: pretty, encoder: encoder))
        #expect(try Self.same([[Int]](repeating: [], count: 2), pretty: pretty, encoder: encoder))
        #expect(try Self.same("top", pretty: pretty, encoder: encoder))
        #expect(try Self.same(2.5, pretty: pretty, encoder: encoder))
        #expect(try Self.same(Optional<Int>.none, pretty: pretty, encoder: encoder))
        #expect(try Self.same(HandNested(rows: []), pretty: pretty, encoder: encoder))
        #expect(try Self.same(Amount.Dimension.count, pretty: pretty, encoder: encoder))
        #expect(try Self.same(URL(string: "https://example.com/a?b=c")!, pretty: pretty, encoder: encoder))
        #expect(try Self.same(Data([1, 2, 250]), pretty: pretty, encoder: encoder))
        #expect(try Self.same(Decimal(string: "12.345")!, pretty: pretty, encoder: encoder))
    }

    @Test func unsortedKeysKeepTheOrderWritten() throws {
        let encoder = JSONStreamEncoder(sortedKeys: false)
        let line = Line(
            text: "卵", quantity: 2, unitText: nil, units: 1, optional: false, amount: Amount(value: 100, dimension: .mass),
            tags: [])
        let json = String(decoding: try encoder.encode(Matched(line: line, status: "matched", scores: [0.5])), as: UTF8.self)
        #expect(json == #"{"text":"卵","quantity":2,"unitText":null,"units":1,"optional":false,"amount":{"value":100,"dimension":"mass"},"tags":[],"status":"matched","scores":[0.5]}"#)
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
        struct Twice: Encodable {
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(1, forKey: .b)
                try c.encode(2, forKey: .a)
                try c.encode(3, forKey: .b)
            }
        }
        #expect(try Self.same(Twice(), pretty: false, encoder: JSONStreamEncoder()))
    }

    @Test func nonFiniteNumbersAndMisusedContainersThrow() throws {
        let encoder = JSONStreamEncoder()
        #expect(throws: EncodingError.self) { try encoder.encode([1.0, .nan]) }
        struct Interleaved: Encodable {
            enum Keys: String, CodingKey { case a, b, c }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: Keys.self)
                var first = c.nestedUnkeyedContainer(forKey: .a)
                var second = c.nestedUnkeyedContainer(forKey: .b)
                try second.encode(1)
                try first.encode(2)  // the first array was closed when the second opened
            }
        }
        #expect(throws: EncodingError.self) { try encoder.encode(Interleaved()) }
        // And the encoder is usable again after a failure
        #expect(try encoder.encode(["x": 1]) == Array(#"{"x":1}"#.utf8))
    }

    @Test func appendsToAWriter() throws {
        var writer = JSONWriter()
        let encoder = JSONStreamEncoder()
        try encoder.encode(["b": 1, "a": 2], into: &writer)
        writer.byte(0x0A)
        try encoder.encode([true], into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{\"a\":2,\"b\":1}\n[true]")
    }
}
