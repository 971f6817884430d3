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
