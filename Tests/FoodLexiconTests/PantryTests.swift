import Testing
@testable import FoodLexicon

/// The pantry list: the bundled default and a cook's own file.
@Suite struct PantryTests {
    @Test func theBundledPantryHoldsStaplesNotSpecificCondiments() throws {
        let pantry = try Pantry.loadBundled()
        for staple in ["salt", "sugar", "soy-sauce", "mirin", "vinegar", "vegetable-oil", "water", "flour"] {
            #expect(pantry.contains(staple), "\(staple)")
        }
        for bought in ["vinegar-black", "fish-sauce", "gochujang", "oyster-sauce", "light-soy-sauce", "white-miso"] {
            #expect(!pantry.contains(bought), "\(bought)")
        }
    }

    @Test func readsIdsAndNamesWithNotesAndComments() throws {
        // Given a cook's list with a header, a comment, ids, names in both languages and notes
        let text = "food\tnote\n# what I keep\nsalt\n醤油\tkoikuchi\nolive oil\n\nfish-sauce\n"
        // When it is read against the bundled lexicon
        let pantry = try Pantry(text: text, source: "mine.tsv", lexicon: try Lexicon.bundled())
        // Then every entry is a food id
        #expect(pantry.foods == ["salt", "soy-sauce", "olive-oil", "fish-sauce"])
    }

    @Test func anUnknownFoodNamesItsLine() throws {
        let lexicon = try Lexicon.bundled()
        #expect {
            _ = try Pantry(text: "salt\n\nunicorn dust\n", source: "mine.tsv", lexicon: lexicon)
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.source == "mine.tsv" && error.line == 3
                && error.message.hasPrefix("\"unicorn dust\" is neither a food id nor a food name of the lexicon")
        }
        #expect(throws: LexiconError.self) { _ = try Pantry(entries: ["salt", ""], lexicon: lexicon) }
    }

    /// A third column says what a kitchen keeps of a staple (`300 g`, `500 ml`); left empty, nothing. The bundled list
    /// keeps 200 g of all-purpose flour.
    @Test func readsTheAmountAtHand() throws {
        let text = "food\tnote\tat_hand\nflour-all-purpose\tplain flour\t300 g\nsake\t\t500ml\nsalt\t\t\nsugar\n"
        let pantry = try Pantry(text: text, lexicon: try Lexicon.bundled())
        #expect(pantry.atHand == ["flour-all-purpose": 300, "sake": 500])
        #expect(pantry.foods == ["flour-all-purpose", "sake", "salt", "sugar"])
        #expect(try Pantry.loadBundled().atHand["flour-all-purpose"] == 150)
    }

    @Test(arguments: ["a lot", "-3 g", "300 kg", "0 g", "300"])
    func anAmountAtHandItCannotReadNamesItsLine(written: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect {
            _ = try Pantry(text: "salt\nsugar\t\t\(written)\n", source: "mine.tsv", lexicon: lexicon)
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.source == "mine.tsv" && error.line == 2 && error.message.contains("amount at hand")
        }
    }
}
