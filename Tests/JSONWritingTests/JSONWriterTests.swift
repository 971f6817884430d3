import Foundation
import JSONWriting
import Testing

@Suite struct JSONWriterTests {
    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(capacity: 1)
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("醤油 大さじ2", #""醤油 大さじ2""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("a/b", #""a/b""#),
        ("tab\tnew\nline\r", #""tab\tnew\nline\r""#),
        ("\u{01}\u{1F}\u{08}\u{0C}\u{7F}", #""\u0001\u001f\b\f\#u{7F}""#),
        ("a long line of ascii text with a \"quote\" at byte 33", #""a long line of ascii text with a \"quote\" at byte 33""#),
    ])
    func stringsAreEscapedAsJSONEncoderEscapesThem(text: String, expected: String) throws {
        let json = Self.written { $0.string(text) }
        #expect(json == expected)
        // The same bytes as JSONEncoder, and a JSON parser reads the original text back.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        #expect(json == String(decoding: try encoder.encode(text), as: UTF8.self))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? String
        #expect(decoded == text)
    }

    @Test func everyEscapeAtEveryPositionMatchesJSONEncoder() throws {
        // Given a special character at each position of strings up to 24 bytes (the 8-byte scan's edges)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let specials: [Character] = ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "鶏", "😀", "/"]
        for length in 1...24 {
            for position in 0..<length {
                for special in specials {
                    var characters = Array(repeating: Character("a"), count: length)
                    characters[position] = special
                    let text = String(characters)
                    // Then the writer's bytes are JSONEncoder's
                    #expect(Self.written { $0.string(text) } == String(decoding: try encoder.encode(text), as: UTF8.self))
                }
            }
        }
    }

    @Test(arguments: [
        (500.0, "500"), (1.5, "1.5"), (0.1, "0.1"), (-2.0, "-2"), (1e20, "1e+20"), (1e-5, "1e-05"),
        (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"), (-0.0, "-0"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func numbersAreWrittenAsJSONEncoderWritesThem(value: Double, expected: String) throws {
        #expect(Self.written { $0.number(value) } == expected)
        if value.isFinite {
            #expect(expected == String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        }
    }

    @Test func anyNumberIsWrittenAsJSONEncoderWritesIt() throws {
        // Given decimals of one to six places, both signs, small and large, and arbitrary bit patterns
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var values: [Double] = [0.001, -0.001, 0.0005, 999_999_999_999.999, 1e12 + 0.5, -0.5, 0.1 + 0.2, 2.675, 1.0005]
        for _ in 0..<20_000 {
            let places = Double([1, 10, 100, 1_000, 10_000, 1_000_000][Int(next() % 6)])
            let sign: Double = next() % 2 == 0 ? 1 : -1
            values.append(sign * Double(next() % 100_000_000) / places)
            values.append(Double(bitPattern: next() << 11 | next() % 2048))
        }
        let encoder = JSONEncoder()
        for value in values where value.isFinite {
            // Then the writer's digits are JSONEncoder's
            let expected = String(decoding: try encoder.encode(value), as: UTF8.self)
            let written = Self.written { $0.number(value) }
            if written != expected { Issue.record("\(value): wrote \(written), JSONEncoder \(expected)") }
        }
    }

    @Test(arguments: [0, 7, -7, 10, 1_234_567_890, Int.max, Int.min])
    func integers(value: Int) {
        #expect(Self.written { $0.integer(value) } == String(value))
    }

    @Test func nilsBecomeNull() {
        let json = Self.written { writer in
            writer.raw("[")
            writer.string(nil)
            writer.raw(",")
            writer.number(nil)
            writer.raw(",")
            writer.integer(nil)
            writer.raw(",")
            writer.bool(true)
            writer.raw(",{")
            writer.key("k")
            writer.integer(UInt8(255))
            writer.raw("}]")
        }
        #expect(json == #"[null,null,null,true,{"k":255}]"#)
    }

    @Test func growsAndForgets() {
        var writer = JSONWriter(capacity: 1)
        for _ in 0..<1_000 { writer.string("鶏もも肉") }
        #expect(writer.count == 1_000 * 14)
        writer.removeAll()
        writer.append(Array("[]".utf8))
        #expect(writer.bytes == Array("[]".utf8))
    }
}
