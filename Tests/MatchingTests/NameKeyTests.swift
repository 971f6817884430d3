import Catalog
import FoodLexicon
import Testing
@testable import Matching

/// The judge reads a product's name for a food's distinguishing words (`皮なし`, `red`) only when the name's
/// features hold the word's keys. The keys must be necessary: a name that holds the word always holds its keys.
@Suite struct NameKeyTests {
    /// Whether the keys let the judge read `name` for `word`, as `CandidateJudge.shows` asks it.
    static func passes(_ word: String, _ name: String, japanese: Bool) -> Bool {
        let features = japanese ? NameFeatures(name).withUnigrams() : NameFeatures(name)
        let word = TextNormalizer.normalize(word)
        return japanese
            ? NameFeatures.holds(features.grams, all: NameFeatures.requiredGrams(word))
            : NameFeatures.holds(features.tokens, all: NameFeatures.sortedUnique(NameFeatures.words(word).map(NameFeatures.hash)))
    }

    @Test(arguments: [
        ("皮なし", "国産 鶏もも肉 皮なし 300g"),
        ("ブロック", "豚バラ ブロック"),
        ("赤", "赤パプリカ 1個"),
        // One character beside a digit: the key is the character's unigram, never the digit's.
        ("2倍", "濃縮2倍 めんつゆ"),
        ("白", "白ごま 50g"),
    ])
    func japaneseWordsInNamesPass(word: String, name: String) {
        #expect(ByteSearch.contains(TextNormalizer.normalize(name), TextNormalizer.normalize(word)))
        #expect(Self.passes(word, name, japanese: true))
    }

    @Test(arguments: [
        ("red", "Red Bell Peppers"),
        ("sun-dried", "Sun-Dried Tomatoes in Oil"),
        ("cherries", "Frozen Cherries"),
        ("boneless", "Boneless Skinless Chicken Thighs 500 g"),
    ])
    func englishWordsInNamesPass(word: String, name: String) {
        #expect(ByteSearch.contains(TextNormalizer.normalize(name), TextNormalizer.normalize(word), wholeWord: true))
        #expect(Self.passes(word, name, japanese: false))
    }

    @Test func namesWithoutTheWordAreMostlyPassedOver() {
        #expect(!Self.passes("皮なし", "国産 鶏もも肉 300g", japanese: true))
        #expect(!Self.passes("ブロック", "豚バラ 薄切り", japanese: true))
        #expect(!Self.passes("red", "Green Bell Peppers", japanese: false))
        #expect(!Self.passes("boneless", "Chicken Thighs", japanese: false))
    }

    /// Every distinguishing word of the bundled lexicon against every bundled product name: wherever the
    /// name holds the word, the keys pass.
    @Test func keysAreNecessaryOnTheBundledData() throws {
        let index = CatalogIndex(catalog: try BundledCatalog.load(), lexicon: try Lexicon.bundled())
        var japanese = Set<String>(), english = Set<String>()
        for byAncestor in index.distinctions.values {
            for distinction in byAncestor.values {
                japanese.formUnion(distinction.japaneseWords)
                english.formUnion(distinction.englishWords)
            }
        }
        #expect(japanese.count > 50 && english.count > 50)
        var held = 0
        for entry in index.entries {
            for word in japanese where ByteSearch.contains(entry.ja.normalized, word) {
                held += 1
                #expect(NameFeatures.holds(entry.ja.grams, all: NameFeatures.requiredGrams(word)), "\(word) in \(entry.ja.normalized)")
            }
            for word in english where ByteSearch.contains(entry.en.normalized, word, wholeWord: true) {
                held += 1
                let keys = NameFeatures.sortedUnique(NameFeatures.words(word).map(NameFeatures.hash))
                #expect(NameFeatures.holds(entry.en.tokens, all: keys), "\(word) in \(entry.en.normalized)")
            }
        }
        #expect(held > 100)
    }

    @Test func theEndOfAWrittenUnitIsFoundByBytes() {
        let text = "1 cup (120 g) flour"
        let end = ByteSearch.end(of: "cup", in: text)
        #expect(end.map { String(text[$0...]) } == " (120 g) flour")
        let japanese = "豚肉 2切れ（1切れ60g）"
        #expect(ByteSearch.end(of: "切れ", in: japanese).map { String(japanese[$0...]) } == "（1切れ60g）")
        #expect(ByteSearch.end(of: "tbsp", in: text) == nil)
        #expect(ByteSearch.end(of: "", in: text) == nil)
    }
}
