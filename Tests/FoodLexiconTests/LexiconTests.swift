import FoodLexicon
import Testing

@Suite struct LexiconTests {
    static let header = "id\tcategory\tparent\tpantry\tpiece_g\tdensity\ten\tja\tsource"

    static let sample = """
        \(header)
        # a comment line
        pork\tmeat\t\t0\t\t\tpork\t豚肉|豚\ttest
        pork-belly\tmeat\tpork\t0\t\t\tpork belly\t豚バラ肉|豚ばら肉|三枚肉\ttest
        chicken\tpoultry\t\t0\t\t\tchicken\t鶏肉|鶏|チキン\ttest
        chicken-thigh\tpoultry\tchicken\t0\t250\t\tchicken thigh\t鶏もも肉\ttest
        chicken-breast\tpoultry\tchicken\t0\t250\t\tchicken breast|boneless skinless chicken breast\t鶏むね肉\ttest
        onion\tvegetable\t\t0\t200\t\tonion\t玉ねぎ|たまねぎ|玉葱\ttest
        green-onion\tvegetable\tonion\t0\t15\t\tgreen onion|scallion\t青ねぎ|ねぎ\ttest
        garlic\tvegetable\t\t0\t5\t\tgarlic\tにんにく\ttest
        tomato\tvegetable\t\t0\t150\t\ttomato\tトマト\ttest
        cherry-tomato\tvegetable\ttomato\t0\t10\t\tcherry tomato\tミニトマト\ttest
        berry\tfruit\t\t0\t\t\tberry\tベリー\ttest
        bay-leaf\therb\t\t0\t\t\tbay leaf\tローリエ\ttest
        asparagus\tvegetable\t\t0\t20\t\tasparagus\tアスパラガス|アスパラ\ttest
        hummus\tprepared\t\t0\t\t\thummus\tフムス\ttest
        rice\tgrain\t\t0\t\t\trice\t米\ttest
        okara\tsoy\t\t0\t\t\tokara\tおから\ttest
        soy-sauce\tseasoning\t\t1\t\t1.2\tsoy sauce\t醤油|しょうゆ\ttest
        lamb\tmeat\t\t0\t\t\tlamb\tラム|ラム肉\ttest
        chestnut\tnut\t\t0\t\t\tchestnuts\t栗|クリ\ttest
        salt\tseasoning\t\t1\t\t1.2\tsalt\t塩\ttest
        salmon\tseafood\t\t0\t\t\tsalmon\t鮭|サケ\ttest
        sardine\tseafood\t\t0\t\t\tsardines\tいわし\ttest
        """

    static func lexicon() throws -> Lexicon {
        try Lexicon(tsv: sample, source: "sample.tsv")
    }

    @Test func readsAllRows() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.foods.count == 22)
        let soy = try #require(lexicon.food(id: "soy-sauce"))
        #expect(soy == Food(
            id: "soy-sauce", english: ["soy sauce"], japanese: ["醤油", "しょうゆ"], category: "seasoning",
            pantry: true, density: 1.2))
    }

    @Test(arguments: [
        ("玉ねぎ", "onion"), ("タマネギ", "onion"), ("ﾀﾏﾈｷﾞ", "onion"), ("玉葱", "onion"), ("たまねぎ", "onion"),
        ("鶏モモ肉", "chicken-thigh"), ("鶏もも", "chicken-thigh"), ("豚バラ", "pork-belly"), ("豚", "pork"),
        ("お米", "rice"), ("おから", "okara"), ("お醤油", "soy-sauce"), ("ご飯米", nil),
        ("Onions", "onion"), ("TOMATOES", "tomato"), ("tomatos", "tomato"), ("berries", "berry"),
        ("bay leaves", "bay-leaf"), ("asparagus", "asparagus"), ("hummus", "hummus"),
        ("cherry tomatoes", "cherry-tomato"), ("green onions", "green-onion"), ("Scallions", "green-onion"),
        ("chicken breasts", "chicken-breast"), ("soy  sauce", "soy-sauce"), ("unknown thing", nil), ("", nil),
        ("sardine", "sardine"), ("Chestnut", "chestnut"), ("ﾗﾑ", "lamb"),
    ] as [(String, String?)])
    func looksUp(name: String, expected: String?) throws {
        #expect(try Self.lexicon().lookup(name)?.id == expected)
    }

    @Test(arguments: [
        ("にんにくのみじん切り", "garlic", "にんにく"),
        ("鶏モモ肉 500g前後", "chicken-thigh", "鶏モモ肉"),
        ("♥鶏モモ肉", "chicken-thigh", "鶏モモ肉"),
        ("ﾀﾏﾈｷﾞ(中)", "onion", "ﾀﾏﾈｷﾞ"),
        ("豚バラ薄切り肉", "pork-belly", "豚バラ"),
        ("お米 2合", "rice", "米"),
        ("boneless skinless chicken breasts", "chicken-breast", "boneless skinless chicken breasts"),
        ("2 chicken thighs, skin on", "chicken-thigh", "chicken thighs"),
        ("1 large Onion, diced", "onion", "Onion"),
        ("3 cherry tomatoes", "cherry-tomato", "cherry tomatoes"),
        ("a pinch of salt and garlic", "garlic", "garlic"),
        ("salt or lamb", "salt", "salt"),
        ("sardines in soy sauce", "sardine", "sardines"),
        ("chicken breast with garlic", "chicken-breast", "chicken breast"),
        ("onion soy sauce", "soy-sauce", "soy sauce"),
        ("塩鮭", "salmon", "鮭"),
        ("玉ねぎ（にんにく入り）", "onion", "玉ねぎ"),
        ("chicken breast (or pork belly)", "chicken-breast", "chicken breast"),
        ("鮭塩", "salmon", "鮭"),
        ("ラムチョップ", "lamb", "ラム"),
        ("マロン・クリ", "chestnut", "クリ"),
        // A name in a hyphenated word another word follows is a modifier, not what the line names.
        ("1 cup salt-free tomatoes", "tomato", "tomatoes"),
        ("2 garlic-onion chicken thighs", "chicken-thigh", "chicken thighs"),
        ("chicken-tomato sardines", "sardine", "sardines"),
        ("200 g pork-belly", "pork-belly", "pork-belly"),
        ("salt-free", "salt", "salt"),
        ("1 tsp salt-free seasoning", "salt", "salt"),
    ])
    func findsLongestMatch(text: String, expected: String, matched: String) throws {
        let match = try #require(try Self.lexicon().longestMatch(in: text))
        #expect(match.food.id == expected)
        #expect(match.matchedText == matched)
        #expect(String(text[match.range]) == matched)
    }

    @Test(arguments: ["onionskin paper", "porky", "ricer", "tomatoesque", "クラム", "クリーム", "ドラム"])
    func respectsWordBoundaries(text: String) throws {
        #expect(try Self.lexicon().longestMatch(in: text) == nil)
    }

    @Test(arguments: ["゙", "ﾞﾞﾀﾏﾈｷﾞﾞ", "'s", "((((鮭", "🍣寿司🍣鮭🍣", "\u{0301}e onion", "ｰ", "ー鮭ー", "-", "'",
                      "ＡＢＣ（）", "", "salt's", "Onion’s", "（（玉ねぎ）", "))鮭"])
    func handlesOddInputWithValidRanges(text: String) throws {
        let lexicon = try Self.lexicon()
        _ = TextNormalizer.normalize(text)
        _ = lexicon.lookup(text)
        if let match = lexicon.longestMatch(in: text) {
            #expect(String(text[match.range]) == match.matchedText)
            #expect(lexicon.lookup(match.matchedText)?.id == match.food.id)
        }
    }

    @Test func followsParentChains() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.ancestors(of: "pork-belly").map(\.id) == ["pork"])
        #expect(lexicon.ancestors(of: "green-onion").map(\.id) == ["onion"])
        #expect(lexicon.ancestors(of: "pork").isEmpty)
        #expect(lexicon.ancestors(of: "no-such-food").isEmpty)
    }

    @Test func knowsWhichFoodsHaveKinds() throws {
        let lexicon = try Self.lexicon()
        #expect(lexicon.hasKinds("pork"))
        #expect(lexicon.hasKinds("chicken"))
        #expect(!lexicon.hasKinds("pork-belly"))
        #expect(!lexicon.hasKinds("garlic"))
        #expect(!lexicon.hasKinds("no-such-food"))
        // The answer agrees with every parent chain.
        for food in lexicon.foods {
            let kinds = lexicon.foods.filter { lexicon.ancestors(of: $0.id).contains { $0.id == food.id } }
            #expect(lexicon.hasKinds(food.id) == !kinds.isEmpty, "\(food.id)")
        }
    }

    @Test(arguments: [
        ("onion\tvegetable\t\t0\t200\t\tonion\t玉ねぎ", 2, "expected 9 tab-separated columns (id, category, parent, pantry, piece_g, density, en, ja, source), found 8"),
        ("onion\tvegetable\t\tyes\t200\t\tonion\t玉ねぎ\tx", 2, "pantry of \"onion\" must be 0 or 1, not \"yes\""),
        ("onion\tvegetable\t\t0\t-3\t\tonion\t玉ねぎ\tx", 2, "piece_g of \"onion\" must be a positive number, not \"-3\""),
        ("onion\tvegetable\t\t0\t\tthick\tonion\t玉ねぎ\tx", 2, "density of \"onion\" must be a positive number, not \"thick\""),
        ("onion\tvegetable\t\t0\t\t\t\t玉ねぎ\tx", 2, "\"onion\" has no English name (column en)"),
        ("onion\tvegetable\t\t0\t\t\tonion\t\tx", 2, "\"onion\" has no Japanese name (column ja)"),
        ("Onion\tvegetable\t\t0\t\t\tonion\t玉ねぎ\tx", 2, "id \"Onion\" must be a non-empty ASCII slug of a-z, 0-9 and -"),
        ("\nonion\tvegetable\t\t0\t\t\tonion\t玉ねぎ\tx\nonion\tvegetable\t\t0\t\t\tonion\t玉ねぎ\tx", 4, "duplicate id \"onion\" (first on line 3)"),
        ("leek\tvegetable\tallium\t0\t\t\tleek\t長ねぎ\tx", 2, "unknown parent \"allium\" of \"leek\"; add a row with that id or clear the parent"),
    ])
    func reportsErrorsWithLineNumbers(body: String, line: Int, message: String) {
        let tsv = Self.header + "\n" + body + "\n"
        #expect(throws: LexiconError(source: "bad.tsv", line: line, message: message)) {
            try Lexicon(tsv: tsv, source: "bad.tsv")
        }
    }

    @Test func rejectsAMissingHeader() {
        #expect(throws: LexiconError(
            source: "bad.tsv", line: 1,
            message: "the header must be \"id\\tcategory\\tparent\\tpantry\\tpiece_g\\tdensity\\ten\\tja\\tsource\", found \"onion\\tvegetable\"")) {
            try Lexicon(tsv: "onion\tvegetable\n", source: "bad.tsv")
        }
    }

    @Test func readsWindowsLineEndings() throws {
        let tsv = Self.header + "\r\nonion\tvegetable\t\t0\t200\t\tonion\t玉ねぎ|たまねぎ\tx\r\n"
        let lexicon = try Lexicon(tsv: tsv, source: "crlf.tsv")
        #expect(lexicon.foods == [Food(
            id: "onion", english: ["onion"], japanese: ["玉ねぎ", "たまねぎ"], category: "vegetable", pieceGrams: 200)])
    }

    @Test func rejectsParentCycles() {
        let tsv = Self.header + "\na\tother\tb\t0\t\t\ta\tあ\tx\nb\tother\ta\t0\t\t\tb\tい\tx\n"
        #expect(throws: LexiconError(source: "cycle.tsv", message: "parent chain of \"a\" loops back to itself")) {
            try Lexicon(tsv: tsv, source: "cycle.tsv")
        }
    }
}
