import Foundation
import RecipeExtraction
import Testing

@Suite struct PageDecoderTests {
    let extractor = RecipeExtractor()

    static let expected = [
        IngredientEntry(text: "牛こま切れ肉 200g"), IngredientEntry(text: "じゃがいも 3個"),
        IngredientEntry(text: "しらたき 1袋"), IngredientEntry(text: "★醤油 大さじ3"),
    ]

    @Test(arguments: ["ja-table.template.html", "ja-shift_jis.html", "ja-euc-jp.html", "ja-euc-jp-undeclared.html"])
    func japanesePagesDecodeInEveryEncoding(_ name: String) throws {
        let recipe = try extractor.extract(html: try Fixture.bytes(name), source: name)
        #expect(recipe.title == "肉じゃが")
        #expect(recipe.language == "ja")
        #expect(recipe.yield == "4人分")
        #expect(recipe.ingredients == Self.expected)
    }

    @Test func byteOrderMarkIsDropped() throws {
        let page = [0xEF, 0xBB, 0xBF] + Array(#"<html><body><ul class="ingredients"><li>1 egg</li><li>2 cups milk</li></ul></body></html>"#.utf8)
        let recipe = try extractor.extract(bytes: page, source: "bom.html")
        #expect(recipe.first?.ingredients.map(\.text) == ["1 egg", "2 cups milk"])
    }

    @Test func utf16PageWithByteOrderMark() throws {
        let html = #"<html><body><ul class="ingredients"><li>卵 2個</li><li>牛乳 200ml</li></ul></body></html>"#
        let page = [0xFF, 0xFE] + [UInt8](html.data(using: .utf16LittleEndian) ?? Data())
        let recipe = try extractor.extract(html: page, source: "utf16.html")
        #expect(recipe.ingredients.map(\.text) == ["卵 2個", "牛乳 200ml"])
    }

    @Test func latin1PageWithDeclaredCharset() throws {
        // "crème fraîche" in ISO-8859-1 bytes
        var page = Array(#"<html><head><meta charset="iso-8859-1"></head><body><ul class="ingredients"><li>1 cup cr"#.utf8)
        page += [0xE8] + Array("me fra".utf8) + [0xEE] + Array("che</li><li>2 eggs</li></ul></body></html>".utf8)
        let recipe = try extractor.extract(html: page, source: "latin1.html")
        #expect(recipe.ingredients.map(\.text) == ["1 cup crème fraîche", "2 eggs"])
    }
}

/// Ingredient lines typed or piped in are read in any encoding a page may come in (`PlainText`): `kaimono parse-line`
/// and `match` had kept a UTF-8 byte order mark in the first line's name (its amount unread) and read UTF-16 and
/// Shift_JIS input as noise.
@Suite struct PlainTextTests {
    static let lines = ["1 tsp salt", "卵 2個", "牛乳 200ml", "", "crème fraîche"]
    static var text: String { Self.lines.joined(separator: "\r\n") + "\n" }

    @Test func utf8WithAndWithoutItsMark() {
        #expect(PlainText.lines(Array(Self.text.utf8)) == Self.lines)
        #expect(PlainText.lines([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)) == Self.lines)
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func utf16WithAndWithoutItsMark(_ encoding: String.Encoding) throws {
        let bytes = [UInt8](try #require(Self.text.data(using: encoding)))
        let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        #expect(PlainText.lines(mark + bytes) == Self.lines)
        #expect(PlainText.lines(bytes) == Self.lines)
    }

    @Test func japaneseEncodingsAreGuessed() throws {
        let japanese = ["塩 少々", "しょうゆ 大さじ2"]
        let shiftJIS = [UInt8](try #require(japanese.joined(separator: "\n").data(using: .shiftJIS)))
        #expect(PlainText.lines(shiftJIS) == japanese)
        // (Written out: Foundation on Linux writes no EUC-JP.)
        let eucJP: [UInt8] = [
            0xB1, 0xF6, 0x20, 0xBE, 0xAF, 0xA1, 0xB9, 0x0A, 0xA4, 0xB7, 0xA4, 0xE7, 0xA4, 0xA6, 0xA4, 0xE6, 0x20, 0xC2,
            0xE7, 0xA4, 0xB5, 0xA4, 0xB8, 0x32,
        ]
        #expect(PlainText.lines(eucJP) == japanese)
    }

    /// Latin-1 and Windows-1252 texts read as such: their accented letters and curly quotes had been read as EUC-JP
    /// or Shift_JIS (any byte over 0x7F had made a text Japanese).
    @Test func latin1IsReadAsWindows1252() throws {
        let bytes = [UInt8](try #require("2 cups crème fraîche\n1 jalapeño".data(using: .isoLatin1)))
        #expect(PlainText.lines(bytes) == ["2 cups crème fraîche", "1 jalapeño"])
        let quoted = [UInt8](try #require("1 cup “fresh” basil – packed\n½ tsp salt".data(using: .windowsCP1252)))
        #expect(PlainText.lines(quoted) == ["1 cup “fresh” basil – packed", "½ tsp salt"])
    }

    /// A Japanese text with a stray byte still reads as Japanese (one malformed character in twenty at most).
    @Test func strayByteInShiftJIS() throws {
        let lines = (1...30).map { "豚肉 \($0)00g、しょうゆ 大さじ\($0 % 3 + 1)" }
        var bytes = [UInt8](try #require(lines.joined(separator: "\n").data(using: .shiftJIS)))
        bytes.insert(0xFF, at: 40)
        let read = PlainText.lines(bytes)
        #expect(read.count == lines.count)
        #expect(read.last == lines.last)
    }

    /// A final line feed adds no line; empty lines between stay (they are reported as empty lines).
    @Test func lineBreaks() {
        #expect(PlainText.lines(Array("a\n\nb".utf8)) == ["a", "", "b"])
        #expect(PlainText.lines(Array("a\r\n".utf8)) == ["a"])
        #expect(PlainText.lines([]) == [])
    }

    /// A UTF-8 text with one stray zero byte is not taken for UTF-16.
    @Test func strayZeroByteIsNoUTF16() {
        let bytes = Array("1 tsp salt\n2 eggs\n1 cup milk\n".utf8) + [0] + Array("\nbutter".utf8)
        #expect(PlainText.lines(bytes).first == "1 tsp salt")
    }
}

/// Standard input is read as it comes (`PlainTextLines`): in reads of any size, its lines are those of the whole text.
@Suite struct PlainTextLinesTests {
    /// A stream giving `bytes` in reads of the sizes given, in turn.
    static func stream(_ bytes: [UInt8], reads sizes: [Int]) -> PlainTextLines {
        nonisolated(unsafe) var offset = 0
        nonisolated(unsafe) var k = 0
        return PlainTextLines {
            let size = sizes[k % sizes.count]
            k += 1
            let end = min(bytes.count, offset + size)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
    }

    static let text = "1 tsp salt\r\n卵 2個\n\n½ cup crème fraîche\nしょうゆ 大さじ2"

    /// Reads ending inside a character, between a carriage return and its line feed, or one byte at a time.
    @Test(arguments: [[1], [2, 3], [7], [11, 1, 5], [4096], [1 << 16]])
    func readsOfAnySize(_ sizes: [Int]) {
        let bytes = Array(Self.text.utf8)
        #expect(Array(Self.stream(bytes, reads: sizes)) == PlainText.lines(bytes))
        #expect(Array(Self.stream([0xEF, 0xBB, 0xBF] + bytes, reads: sizes)) == PlainText.lines(bytes))
    }

    @Test func otherEncodingsAreReadWhole() throws {
        let utf16 = [UInt8](try #require(Self.text.data(using: .utf16LittleEndian)))
        #expect(Array(Self.stream(utf16, reads: [5])) == PlainText.lines(Array(Self.text.utf8)))
        let japanese = "塩 少々\nしょうゆ 大さじ2\n"
        let shiftJIS = [UInt8](try #require(japanese.data(using: .shiftJIS)))
        #expect(Array(Self.stream(shiftJIS, reads: [3])) == ["塩 少々", "しょうゆ 大さじ2"])
    }

    /// A stream that cannot be read on (standard input a directory) ends there, saying why: the lines read before it
    /// are given, and the command exits 1 with the reason (`Console.checkRead`), where it had crashed.
    @Test func aReadFailureEndsTheLinesAndSaysWhy() {
        nonisolated(unsafe) var reads = 0
        let lines = PlainTextLines {
            reads += 1
            if reads == 1 { return Array("a\nb\nc".utf8) }
            throw PlainTextLines.ReadFailure("Is a directory")
        }
        #expect(Array(lines) == ["a", "b", "c"])
        #expect(lines.failure == "Is a directory")
        #expect(PlainTextLines { [] }.failure == nil)
    }

    /// The next line is ready when its line feed has been read, or the stream has ended: what was written before it
    /// waits no longer than that.
    @Test func lineReadyOnlyWhenRead() {
        let lines = Self.stream(Array("a\nb\nc".utf8), reads: [4, 1])
        #expect(!lines.hasLineReady)
        #expect(lines.next() == "a")
        #expect(lines.hasLineReady)
        #expect(lines.next() == "b")
        #expect(!lines.hasLineReady)
        #expect(lines.next() == "c")
        #expect(lines.hasLineReady)
        #expect(lines.next() == nil)
    }
}
