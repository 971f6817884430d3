@testable import RecipeExtraction
import Testing

@Suite struct TextCleanerTests {
    @Test(arguments: [
        ("1 &frac12; cups <b>flour</b>", "1 ½ cups flour"),
        ("Salt &amp;amp; pepper", "Salt & pepper"),
        ("Mom&#39;s &#x2018;best&#x2019; sauce", "Mom's ‘best’ sauce"),
        ("  two\n\tlines&nbsp; here ", "two lines here"),
        ("ＡＢＣ　１２３ｇ（約）", "ABC 123g(約)"),
        ("ｶﾀｶﾅ と カタカナ", "ｶﾀｶﾅ と カタカナ"),
        ("a<br>b<li>c", "a b c"),
        ("< 1 cup & more", "< 1 cup & more"),
        ("&unknown; stays", "&unknown; stays"),
        ("zero\u{200B}width", "zerowidth"),
    ])
    func cleansMarkup(_ input: String, _ expected: String) {
        #expect(TextCleaner.cleanMarkup(input) == expected)
    }

    @Test func guessesJapaneseFromKanaOrKanji() {
        #expect(TextCleaner.guessLanguage(["醤油 大さじ1"]) == "ja")
        #expect(TextCleaner.guessLanguage(["2 eggs", "1 cup milk"]) == nil)
    }
}
