import Foundation
import Testing
@testable import FoodLexicon

/// Words that hold a food's name but name no food (`data/lexicon/not-food-words.tsv`): the lexicon finds no name
/// that overlaps one of them without holding it all.
@Suite struct NotFoodWordTests {
    static let foods = """
        \(LexiconTests.header)
        chestnut\tnut\t\t0\t\t\tchestnuts\t栗|くり\ttest
        egg\tegg\t\t0\t\t\tegg\t卵|たまご\ttest
        apple\tfruit\t\t0\t\t\tapple\tりんご\ttest
        dumpling\tprepared\t\t0\t\t\tdumpling\tゆっくりだんご\ttest
        tripe\tmeat\t\t0\t\t\ttripe\tミノ\ttest
        water\tdrink\t\t1\t\t1\twater\t水\ttest
        herring\tseafood\t\t0\t\t\therring\tにしん\ttest
        """

    static func lexicon(words: [String] = ["ゆっくり", "好み"]) throws -> Lexicon {
        try Lexicon(tsv: foods, notFoodWords: words, source: "sample.tsv")
    }

    @Test func aNameInsideTheWordIsNoName() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.longestMatch(in: "ゆっくり")?.food.id == nil)
        #expect(lexicon.longestMatch(in: "ゆっくり煮た卵")?.food.id == "egg")
        #expect(lexicon.longestMatch(in: "ゆっくり煮た卵")?.matchedText == "卵")
        // Without the word, the same texts read chestnuts.
        let plain = try Self.lexicon(words: [])
        #expect(plain.longestMatch(in: "ゆっくり")?.food.id == "chestnut")
        #expect(plain.longestMatch(in: "ゆっくり煮た卵")?.food.id == "chestnut")
    }

    @Test func aNameStartingInsideTheWordIsNoName() throws {
        // ミノ starts on the last letter of 好み and runs past it: it cuts the word, so it is not read.
        let lexicon = try Self.lexicon()
        #expect(lexicon.longestMatch(in: "お好みの卵")?.food.id == "egg")
        #expect(lexicon.longestMatch(in: "好みの")?.food.id == nil)
        // りんご starts inside ゆっくり.
        #expect(lexicon.longestMatch(in: "ゆっくりんご")?.food.id == nil)
        let plain = try Self.lexicon(words: [])
        #expect(plain.longestMatch(in: "お好みの卵")?.food.id == "tripe")
        #expect(plain.longestMatch(in: "ゆっくりんご")?.food.id == "apple")
    }

    @Test func aNameHoldingTheWholeWordIsFound() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.longestMatch(in: "ゆっくりだんご 3個")?.food.id == "dumpling")
        #expect(lexicon.longestMatch(in: "ゆっくりだんご 3個")?.matchedText == "ゆっくりだんご")
    }

    @Test func theNameAloneAndElsewhereIsStillFound() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.longestMatch(in: "くり 10個")?.food.id == "chestnut")
        #expect(lexicon.longestMatch(in: "ゆっくり煮たくり")?.food.id == "chestnut")
        #expect(lexicon.longestMatch(in: "ゆっくり煮たくり")?.matchedText == "くり")
        #expect(lexicon.longestMatch(in: "ミノ 200g")?.food.id == "tripe")
        #expect(lexicon.lookup("くり")?.id == "chestnut")
    }

    /// Katakana folds to hiragana for the search, but an everyday word is not read inside a katakana run: a name
    /// written in katakana (`セイヨウニシン`, Atlantic herring) holds no `ように`.
    @Test func katakanaHoldsNoEverydayWord() throws {
        let lexicon = try Self.lexicon(words: ["ように"])
        #expect(lexicon.longestMatch(in: "タイセイヨウニシン")?.food.id == "herring")
        #expect(lexicon.longestMatch(in: "かぶるようにしん")?.food.id == nil)
    }

    @Test func aWordSpelledAsAFoodsNameIsAnError() throws {
        #expect {
            try Self.lexicon(words: ["たまご"])
        } throws: { error in
            let message = (error as? LexiconError)?.message ?? ""
            return message.contains("たまご") && message.contains("\"egg\"")
        }
        #expect(throws: LexiconError.self) { try Self.lexicon(words: [" "]) }
    }

    @Test func readsTheFile() throws {
        let words = try Lexicon.notFoodWords(tsv: "word\texample\tmeans\n# a comment\n\nゆっくり\tゆっくり煮る\tslowly\r\n")
        #expect(words == [NotFoodWord(word: "ゆっくり", example: "ゆっくり煮る", means: "slowly")])
    }

    @Test(arguments: [
        ("word\texample\n", 1, "header"),
        ("word\texample\tmeans\nゆっくり\tゆっくり煮る\n", 2, "3 tab-separated columns"),
        ("word\texample\tmeans\n\tゆっくり煮る\tslowly\n", 2, "empty"),
        ("word\texample\tmeans\nゆっくり\tじっくり煮る\tslowly\n", 2, "does not hold"),
        ("word\texample\tmeans\nゆっくり\tゆっくり\ta\n#\nゆっくり\tゆっくり\tb\n", 4, "listed twice (first on line 2)"),
    ])
    func badFilesNameTheLine(text: String, line: Int, says: String) {
        #expect {
            _ = try Lexicon.notFoodWords(tsv: text, source: "words.tsv")
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.line == line && error.message.contains(says) && error.source == "words.tsv"
        }
        #expect(throws: LexiconError.self) { _ = try Lexicon.notFoodWords(tsv: "") }
    }

    /// Every bundled row: without the word, the lexicon reads a food across or inside it in the example; with it,
    /// no name it finds there cuts the word.
    @Test func everyBundledWordKeepsItsExampleFromAFood() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/lexicon/not-food-words.tsv")
        let words = try Lexicon.notFoodWords(tsv: String(contentsOf: url, encoding: .utf8))
        #expect(words.count >= 20)
        let bundled = try Lexicon.bundled()
        let plain = try Lexicon(foods: bundled.foods)
        for row in words {
            let example = row.example
            let word = try #require(example.range(of: row.word))
            func cuts(_ match: FoodMatch?) -> Bool {
                guard let match else { return false }
                let overlaps = match.range.lowerBound < word.upperBound && word.lowerBound < match.range.upperBound
                let holds = match.range.lowerBound <= word.lowerBound && word.upperBound <= match.range.upperBound
                return overlaps && !holds
            }
            let before = plain.longestMatch(in: example)
            #expect(cuts(before), "\(row.word): without it, \(example) reads \(before?.matchedText ?? "nothing") across it")
            let after = bundled.longestMatch(in: example)
            #expect(!cuts(after), "\(row.word): \(example) still reads \(after?.matchedText ?? "") across it")
        }
    }

    /// A short kana name is found across hiragana and katakana only when the food's name is so written.
    @Test func shortNamesAcrossScripts() throws {
        let lexicon = try Lexicon(tsv: """
            \(LexiconTests.header)
            cod\tseafood\t\t0\t\t\tcod\tたら\ttest
            lamb\tmeat\t\t0\t\t\tlamb\tラム\ttest
            mixed\tother\t\t0\t\t\tmixed\tかマ|かにカマ\ttest
            """)
        #expect(lexicon.longestMatch(in: "たら")?.food.id == "cod")
        #expect(lexicon.longestMatch(in: "タラ")?.food.id == "cod")
        #expect(lexicon.longestMatch(in: "たラ")?.food.id == nil)
        #expect(lexicon.longestMatch(in: "ゆでたラム")?.food.id == "lamb")
        #expect(lexicon.longestMatch(in: "かマ")?.food.id == "mixed")
        #expect(lexicon.longestMatch(in: "かま")?.food.id == "mixed")
        #expect(lexicon.longestMatch(in: "カマ")?.food.id == "mixed")
    }

    /// The search among the words met (only those that can reach the name) agrees with asking every word, on spans
    /// generated in the order a walk meets them.
    @Test func findingTheWordsANameCutsAgreesWithAskingEveryWord() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var words: [(start: Int, end: Int)] = []
            var start = 0
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                start += Int.random(in: 0...3, using: &generator)
                words.append((start, start + Int.random(in: 1...5, using: &generator)))
            }
            let longest = words.map { $0.end - $0.start }.max() ?? 0
            for from in 0..<40 {
                for to in (from + 1)...(from + 6) {
                    let everyWord = words.contains { word in
                        from < word.end && word.start < to && !(from <= word.start && word.end <= to)
                    }
                    #expect(Lexicon.cutsAWord(from: from, to: to, words: words, longest: longest) == everyWord)
                }
            }
        }
    }

    /// A text full of such words reads the food after them, as a text with one does.
    @Test func aTextFullOfWords() throws {
        let lexicon = try Self.lexicon()
        let text = String(repeating: "ゆっくり", count: 2_000) + "卵"
        #expect(lexicon.longestMatch(in: text)?.food.id == "egg")
        #expect(lexicon.longestMatch(in: String(repeating: "お好みの", count: 2_000))?.food.id == nil)
    }
}
