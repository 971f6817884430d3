import Foundation
import FoodLexicon
import Testing
@testable import Matching
@testable import IngredientParsing

/// The matcher's byte-level readers give what the slower readers they replace give (Foundation's search and
/// trimming, strings per word, hashed sets), on made-up texts and on generated ones.
@Suite struct ByteReadingTests {
    /// Texts with the cases the readers care about: case, plurals, stopwords, non-ASCII letters, full-width
    /// and ideographic spaces, brackets, markers of choices and examples.
    static let texts = [
        "", " ", "  \t ", "Tomatoes", "2 large Tomatoes, or 3 small berries", "peaches, dishes and glasses",
        "boxes of leaves", "eves", "hummus or grass", "GAS", "jalapeños (seeded)", "1½ cups cherry-tomatoes",
        "a pinch of salt", "fish such as cod, e.g. hake; for example sole", "ＯＲ　全角", "\u{3000}みりん\u{3000}",
        "\u{A0}milk\u{A0}", "醤油または ポン酢", "chicken, beef, Or vegetable stock", "1 cup thick-cut oats",
        "x", "of", "Large", "potatoes (about 1 lb)", "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ]

    /// Deterministic texts of letters, spaces and a few other characters.
    static func generated(_ count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pieces = ["a", "b", "e", "s", "i", "o", "r", "u", "v", "x", "c", "h", "S", "E", "O", "R", " ", " ", ",",
                      "(", ")", "/", "ñ", "葉", "\u{3000}", "\t", "or ", " OR ", "ies", "ves", "ches", "sses", "thic"]
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return text
        }
    }

    @Test func tokenHashesAreTheWordsHashed() {
        for text in Self.texts + Self.generated(3000) {
            #expect(NameFeatures.tokenHashes(text) == NameFeatures.words(text).map(NameFeatures.hash), "\(text)")
        }
        // (Singular as `singular` makes it: berries → berry, leaves → leaf, glasses → glass, hummus stays.)
        #expect(NameFeatures.tokenHashes("berries leaves glasses hummus")
            == ["berry", "leaf", "glass", "hummus"].map(NameFeatures.hash))
    }

    @Test func foldedSearchIsTheLowercasedSearch() {
        for text in Self.texts + Self.generated(3000) {
            for needle in ["thic", " or ", "/or ", "ies"] {
                #expect(ByteSearch.containsFolded(text, needle) == ByteSearch.contains(text.lowercased(), needle),
                        "\(text) / \(needle)")
            }
        }
    }

    @Test func firstOfSeveralNeedlesIsTheLeastStart() {
        let needles = [" or ", " Or ", " OR ", "または", "又は", "uch as ", "ike ", ".g."]
        let search = ByteSearch.Needles(needles)
        for text in Self.texts + Self.generated(3000) {
            let least = needles.compactMap { ByteSearch.start(of: $0, in: text) }.min()
            #expect(ByteSearch.firstStart(ofAny: search, in: text) == least, "\(text)")
        }
        #expect(ByteSearch.firstStart(ofAny: ByteSearch.Needles([]), in: "anything") == nil)
    }

    @Test func spacesAreTrimmedAsFoundationTrimsThem() {
        for text in Self.texts + Self.generated(3000) + ["\u{2003}a\u{2003}", "\u{200B}b", " \u{0301}", "c \u{0301}"] {
            #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(text[...].trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func fewStringsHoldWhatASetHolds() {
        let words = ["meat", "poultry", "seafood", "corned-beef"]
        let few = FewStrings(words)
        for word in words + ["", "Meat", "meats", "sea", "roast-beef", "ｍｅａｔ"] {
            #expect(few.contains(word) == Set(words).contains(word), "\(word)")
        }
        #expect(few.union(["meat", "sausage"]).contains("sausage"))
        #expect(Array(few.union(["meat", "sausage"])) == words + ["sausage"])
    }

    @Test func onlyVulgarFractionsAreFractions() {
        #expect(LineNeed.vulgarFraction("½") == 0.5)
        #expect(LineNeed.vulgarFraction("⅛") == 0.125)
        for character: Character in ["1", "/", "a", " ", "é", "葉", "\r\n"] {
            #expect(LineNeed.vulgarFraction(character) == nil, "\(character)")
        }
    }
}

/// The parser's byte-level readers give what the character-level ones they replace give.
@Suite struct ParserByteReadingTests {
    @Test func firstRangeByBytesIsTheStringSearch() {
        let needles = [" or ", "red pepper", "e", "é", "\r\n", "jalapeño", "r"]
        for text in ByteReadingTests.texts + ByteReadingTests.generated(2000)
            + ["red or green pepper\r\n", "e\u{301} or é", "jalapen\u{303}o or jalapeño", "caf\u{E9} or cafe"]
        {
            for needle in needles {
                #expect(IngredientParser.firstRange(of: needle, in: text) == text.firstRange(of: needle), "\(text) / \(needle)")
            }
        }
    }

    @Test func apostrophesAreFoundByBytes() {
        for text in ByteReadingTests.texts + ["d'ail", "dell’olio", "l‘x", "’", "'"] {
            #expect(LineLanguage.hasApostrophe(text) == text.unicodeScalars.contains(where: { $0 == "'" || $0 == "’" }), "\(text)")
        }
    }
}
