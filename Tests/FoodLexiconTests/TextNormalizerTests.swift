@testable import FoodLexicon
import Testing

@Suite struct TextNormalizerTests {
    @Test(arguments: [
        ("ﾀﾏﾈｷﾞ", "たまねぎ"),
        ("ｶﾞﾗﾑﾏｻﾗ", "がらむまさら"),
        ("ﾊﾟﾝ粉", "ぱん粉"),
        ("タマネギ", "たまねぎ"),
        ("玉ねぎ", "玉ねぎ"),
        ("ピーマン", "ぴーまん"),
        ("ﾋﾟｰﾏﾝ", "ぴーまん"),
        ("バタ－", "ばたー"),
        ("ヴィネガー", "ゔぃねがー"),
        ("カ\u{3099}", "が"),
        ("ハ\u{309A}ン", "ぱん"),
        ("鶏・もも肉", "鶏もも肉"),
        ("鶏 もも肉", "鶏もも肉"),
        ("（鶏もも肉）", "鶏もも肉"),
        ("Olive Oil", "olive oil"),
        ("olive-oil", "olive oil"),
        ("  Extra   Virgin  ", "extra virgin"),
        ("ＯＬＩＶＥ　ＯＩＬ", "olive oil"),
        ("Gruyère", "gruyere"),
        ("Crème Fraîche", "creme fraiche"),
        ("confectioners' sugar", "confectioners sugar"),
        ("calf's liver", "calf liver"),
        ("Bird’s-eye Chillies", "bird eye chillies"),
        ("it'sy", "itsy"),
        ("7-Up", "7 up"),
        ("", ""),
    ])
    func normalizes(input: String, expected: String) {
        #expect(TextNormalizer.normalize(input) == expected)
    }

    @Test func isIdempotent() {
        for text in ["ﾀﾏﾈｷﾞ", "Crème Fraîche", "鶏 もも肉", "ＯＬＩＶＥ　ＯＩＬ"] {
            let once = TextNormalizer.normalize(text)
            #expect(TextNormalizer.normalize(once) == once)
        }
    }
}

/// The ASCII fast path gives the same key as the full pipeline.
@Suite struct TextNormalizerASCIITests {
    static let texts = [
        "2 1/2 cups all-purpose flour, sifted", "calf's liver", "confectioners' sugar", "Olive-Oil", "  spaced   out  ",
        "it's", "'s alone", "DON'T", "a's b", "x'S", "(recipe above)", "1 (15 oz) can chickpeas", "salt & pepper",
        "half-and-half", "", "'", "s's", "Quails' Eggs", "100% juice", "tab\there", "end's",
    ]

    @Test(arguments: texts)
    func asciiFastPathMatchesThePipeline(text: String) {
        #expect(TextNormalizer.normalizeASCII(text) == NormalizedText(text).string)
    }

    @Test func nonASCIIFallsBack() {
        #expect(TextNormalizer.normalizeASCII("crème") == nil)
        #expect(TextNormalizer.normalize("crème fraîche") == "creme fraiche")
    }
}

extension TextNormalizerASCIITests {
    @Test func everyEnglishNameOfTheLexiconAgrees() throws {
        for food in try Lexicon.bundled().foods {
            for name in food.english where name.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(TextNormalizer.normalizeASCII(name) == NormalizedText(name).string, "\(name)")
            }
        }
    }
}
