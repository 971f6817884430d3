import Testing
@testable import FoodLexicon

/// A one-letter slip after a food's name (`olive oli`) names the longer name's food; an ending, a changed letter or a
/// word some name has does not.
@Suite struct SlipTests {
    static let lexicon: Lexicon = {
        let tsv = """
            \(LexiconTests.header)
            olive\tfruit\t\t0\t\t\tolives|olive\tオリーブ\ttest
            olive-oil\toil\t\t1\t\t\tolive oil\tオリーブオイル\ttest
            beef\tmeat\t\t0\t\t\tbeef\t牛肉\ttest
            beef-ribs\tmeat\tbeef\t0\t\t\tbeef ribs|beef rib\t牛リブ\ttest
            lemon\tfruit\t\t0\t\t\tlemon\tレモン\ttest
            lemon-juice\tfruit\tlemon\t0\t\t\tlemon juice\tレモン汁\ttest
            """
        return try! Lexicon(tsv: tsv, source: "slips.tsv")
    }()

    static func meant(_ text: String) -> String? {
        guard let found = lexicon.longestMatch(in: text) else { return nil }
        return lexicon.slipCorrected(found, in: text)?.food.id
    }

    @Test(arguments: [("olive oli", "olive oli"), ("olive oill", "olive oill"), ("Olive Oill, for frying", "Olive Oill")])
    func aSlipAfterAFoodNamesTheLongerName(text: String, matched: String) throws {
        let found = try #require(Self.lexicon.longestMatch(in: text))
        let meant = try #require(Self.lexicon.slipCorrected(found, in: text))
        #expect(meant.food.id == "olive-oil")
        // The match runs over the slip.
        #expect(meant.matchedText == matched)
    }

    @Test(arguments: [
        "olives", "olive tapenade", "beef rub", "lemon juiced", "lemon, juce", "lemon juices", "olive-oli", "olive oil",
        "olive ol2", "olive oi",
    ])
    func noSlip(text: String) {
        #expect(Self.meant(text) == nil, "\(text)")
    }

    @Test func slipsAreOneLetterAddedDroppedOrSwapped() {
        #expect(Lexicon.isSlip("oill", of: "oil"))
        #expect(Lexicon.isSlip("oli", of: "oil"))
        #expect(Lexicon.isSlip("juce", of: "juice"))
        #expect(!Lexicon.isSlip("rub", of: "rib"))
        #expect(!Lexicon.isSlip("juiced", of: "juice"))
        #expect(!Lexicon.isSlip("ribs", of: "rib"))
        #expect(!Lexicon.isSlip("oil", of: "oil"))
        #expect(!Lexicon.isSlip("io", of: "oil"))
    }
}
