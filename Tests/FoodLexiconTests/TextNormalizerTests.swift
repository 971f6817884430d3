import FoodLexicon
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
