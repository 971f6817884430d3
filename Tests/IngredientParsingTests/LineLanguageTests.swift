import FoodLexicon
import Testing
@testable import IngredientParsing

/// Lines in languages Kaimono does not read get their language; Japanese and English lines never do.
@Suite struct LineLanguageTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    static let foreign: [(line: String, language: String)] = [
        ("2 EL Olivenöl", "de"), ("1 Prise Salz", "de"), ("500 g Kartoffeln", "de"), ("200 ml Sahne", "de"),
        ("2 gousses d'ail, hachées", "fr"), ("sel et poivre", "fr"), ("2 cucharadas de aceite de oliva", "es"),
        ("sal al gusto", "es"), ("sale q.b.", "it"), ("2 colheres de sopa de azeite", "pt"), ("鸡蛋 3个", "zh"),
        ("猪肉 200克", "zh"), ("양파 1개", "ko"), ("نمک حسب ذائقہ", "ur"), ("ملح حسب الرغبة", "ar"), ("соль по вкусу", "ru"),
        ("หอมใหญ่ 1 หัว", "th"), ("1 quả trứng gà", "vi"), ("garam secukupnya", "id"), ("2 branches de thym", "fr"),
        ("2 szál petrezselyem", "hu"), ("3 ek liszt", "hu"), ("2 łyżki mąki pszennej", "pl"), ("2 dl vispgrädde", "sv"),
        ("250 g hakket oksekød", "da"), ("2 ss smør", "no"), ("15cl de lait", "fr"), ("1 TL Ingwerpulver", "de"),
        ("2 el citroensap", "nl"),
    ]

    @Test(arguments: foreign)
    func tellsLanguagesWeDoNotRead(line: String, language: String) {
        #expect(parser.parse(line).language == language)
    }

    static let ours: [(line: String, language: String)] = [
        ("鶏もも肉 300g", "ja"), ("牛肉 300g", "ja"), ("生姜 2片", "ja"), ("食パン 1斤", "ja"), ("2 cups flour", "en"),
        ("1 tsp herbes de Provence", "en"), ("pico de gallo, for serving", "en"), ("200 g Butter", "en"),
        ("1 cup dulce de leche", "en"), ("1 jalapeño, seeded", "en"), ("4 parsley branches", "en"),
        ("12 clams, scrubbed (discard any that do not close)", "en"), ("3 KRAFT singles", "en"), ("2 tsp caramel", "en"),
        ("1 crème brûlée", "en"), ("Gruyère, grated", "en"),
    ]

    @Test(arguments: ours)
    func keepsJapaneseAndEnglish(line: String, language: String) {
        #expect(parser.parse(line).language == language)
    }

    /// Fractions, dashes, `×` and curly quotes are no letters: the English word beside them still decides.
    static let punctuated: [(line: String, language: String)] = [
        ("½ cup sugar", "en"), ("1½ tbsp olive oil", "en"), ("2 × 400g cans tomatoes", "en"), ("2–3 cups stock", "en"),
        ("⅓ cup “heavy” cream", "en"), ("½ Tasse Zucker", "de"), ("½ TL Salz", "de"), ("2 × 400 g Tomaten aus der Dose", "de"),
        ("1½ cucharadas de azúcar", "es"),
        // A word that goes on past ASCII is not the English word it starts with (`or` of `orégano`).
        ("1 cucharadita de orégano", "es"), ("2 cucharadas de orégano seco", "es"), ("1 tsp dried orégano", "en"),
    ]

    @Test(arguments: punctuated)
    func punctuationBesideWordsIsNoLetter(line: String, language: String) {
        #expect(parser.parse(line).language == language)
    }

    @Test func withoutWordsOnlyScriptsAreTold() {
        let guesser = LineLanguage()
        #expect(guesser.unsupported("양파 1개", food: nil) == "ko")
        #expect(guesser.unsupported("1 Zwiebel", food: nil) == nil)
    }

    /// A compound ending counts as a word of its language, but not as a word of its own (`pulver`).
    @Test func compoundEndingsAreWordsOfTheirLanguage() throws {
        let guesser = try LineLanguage(tsv: "language\tkind\twords\nde\tending\tpulver\n")
        #expect(guesser.unsupported("1 Ingwerpulver", food: nil) == "de")
        #expect(guesser.unsupported("1 Pulver", food: nil) == nil)
        #expect(guesser.unsupported("1 tsp Ingwerpulver", food: nil) == nil)
    }

    /// A letter only some languages write adds their evidence; alone it decides nothing.
    @Test func lettersAddEvidence() throws {
        let words = "language\tkind\twords\npl\tword\tmaki\n"
        let withoutLetters = try LineLanguage(tsv: words)
        let withLetters = try LineLanguage(tsv: words + "pl\tletter\tł\n")
        #expect(withoutLetters.unsupported("2 łyżki mąki", food: nil) == nil)
        #expect(withLetters.unsupported("2 łyżki mąki", food: nil) == "pl")
        #expect(withLetters.unsupported("2 łyżki", food: nil) == nil)
        #expect(withLetters.unsupported("ł", food: nil) == nil)
    }

    /// A line made only of words of languages Kaimono does not read is foreign, whichever language wins.
    @Test func wordsOfSeveralForeignLanguagesMakeAForeignLine() throws {
        let guesser = try LineLanguage(tsv: "language\tkind\twords\nde\tword\tzwiebel\nsv\tword\tmsk\n")
        #expect(guesser.unsupported("1 msk Zwiebel", food: nil) == "de")
        #expect(guesser.unsupported("1 msk onion", food: nil) == nil)
    }

    @Test func aBadTableSaysWhatIsWrong() {
        #expect {
            _ = try LineLanguage(tsv: "language\tkind\twords\nde\tmaybe\tja\n", source: "l.tsv")
        } throws: { error in
            (error as? LexiconError)?.message == "unknown kind \"maybe\"; write word, function, ending, letter, char or en"
                && (error as? LexiconError)?.line == 2
        }
    }
}

/// A recipe's lines are read together (session 35): a line naming only a food and an amount (`4 Rumpsteaks`, `2 cl
/// Limejuice`) says nothing of its language alone, and takes the language of the recipe when that is one Kaimono does
/// not read; a food's whole name (`1 Avocado`) is read in any recipe. Over the extraction pages in languages it does
/// not read, 0.826 of the lines were told alone, 0.956 with their recipe (`scripts/eval-languages.py --recipes`).
@Suite struct RecipeLanguageTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    func languages(_ lines: [String], declared: String? = nil) -> [String] {
        parser.parse(recipeLines: lines.map { ($0, nil) }, declaredLanguage: declared).map(\.language)
    }

    @Test func aFoodAmongGermanLinesIsGerman() {
        // A food's whole name (`Avocado`) is read in any recipe; a compound around a food word is the recipe's.
        let lines = ["4 Rumpsteaks (à 200–250 g)", "2 EL Olivenöl", "1 Prise Salz", "1 Avocado", "500 g Kartoffeln"]
        #expect(parser.parse(lines[0]).language == "en")
        #expect(languages(lines) == ["de", "de", "de", "en", "de"])
    }

    @Test func thePageSaysTheLanguageOfLinesNoneOfWhichIsTold() {
        let lines = ["2 cl Limejuice", "6 cl Ananasjuice", "0,5 cl Sockerlag", "4 cl Tequila"]
        #expect(languages(lines) == ["en", "en", "en", "en"])
        #expect(languages(lines, declared: "sv-SE") == ["sv", "sv", "sv", "en"])
        #expect(languages(lines, declared: "en-US") == ["en", "en", "en", "en"])
    }

    @Test func englishRecipesStayEnglish() {
        // A page declaring another language whose lines say English words is English; a line told foreign alone
        // (`Arroz Rojo`) does not make its recipe foreign.
        let lines = ["2 cups flour", "1 tsp salt", "3 eggs", "200 g butter, softened", "Arroz Rojo"]
        #expect(languages(lines, declared: "de") == ["en", "en", "en", "en", "es"])
        #expect(languages(lines) == ["en", "en", "en", "en", "es"])
    }

    @Test func japaneseLinesKeepTheirLanguage() {
        let lines = ["鶏もも肉 300g", "塩 少々", "Salt", "2 EL Olivenöl", "1 Prise Salz"]
        #expect(languages(lines, declared: "ja").prefix(2) == ["ja", "ja"])
    }

    /// `of` and `room` are English words, and Dutch ones (or, cream): a line naming no food whose only English words
    /// are words of its recipe's language too, with a content word of that language, is in that language (session 40:
    /// it had been an unmatched English line); a line saying an English word the language does not write stays
    /// English, and so does any line of an English recipe.
    @Test func aLineSayingAnEnglishWordKeepsIt() {
        let lines = ["2 el citroensap", "1 ui, fijngesnipperd", "250 gr biefstuk of entrecote", "2 paprika’s",
                     "150 gr zure room", "400 gr pompoenblokjes", "1 teentje knoflook", "2 cups of zure room"]
        #expect(parser.parse(lines[4]).language == "en")
        // (`2 paprika’s` names a food whole: read as it is in any recipe.)
        #expect(languages(lines, declared: "nl") == ["nl", "nl", "nl", "en", "nl", "nl", "nl", "en"])
        #expect(languages(["2 cups flour", "1 cup sugar", "150 gr zure room"]) == ["en", "en", "en"])
    }
}
