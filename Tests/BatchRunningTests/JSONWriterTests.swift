import Foundation
import Testing

@testable import BatchRunning

@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("醤油 大さじ2", #""醤油 大さじ2""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("a/b", #""a/b""#),
        ("tab\tnew\nline\r", #""tab\tnew\nline\r""#),
        ("\u{01}\u{1F}", #""\u0001\u001f""#),
    ])
    func stringsAreEscapedAsJSONRequires(text: String, expected: String) throws {
        var writer = JSONWriter()
        writer.string(text)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        // And a JSON parser reads the original text back.
        let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes), options: [.fragmentsAllowed]) as? String
        #expect(decoded == text)
    }

    @Test(arguments: [
        (500.0, "500"), (1.5, "1.5"), (0.1, "0.1"), (-2.0, "-2"), (1e20, "1e+20"), (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func numbersAreShortAndValid(value: Double, expected: String) {
        var writer = JSONWriter()
        writer.number(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    @Test func nilsBecomeNull() {
        var writer = JSONWriter()
        writer.raw("[")
        writer.string(nil)
        writer.raw(",")
        writer.number(nil)
        writer.raw(",")
        writer.integer(nil)
        writer.raw(",")
        writer.bool(true)
        writer.raw("]")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[null,null,null,true]")
    }
}
