import Testing

@testable import FoodLexicon

@Suite struct LoanwordKeyTests {
    @Test(arguments: [
        ("マスカルポーネ", "mascarpone"), ("カンタロープ", "cantaloupe"), ("ガランガル", "galangal"), ("ブルグル", "bulgur"),
        ("グリーンピース", "green peas"), ("パルメザンチーズ", "Parmesan cheese"), ("ブロッコリー", "broccoli"),
        ("カリフラワー", "cauliflower"), ("シナモン", "cinnamon"), ("ブルーベリー", "blueberries"),
        ("グリュイエールチーズ", "Gruyère cheese"),
    ])
    func katakanaSoundsLikeItsSource(_ katakana: String, _ latin: String) throws {
        let key = try #require(LoanwordKey.key(katakana: katakana))
        #expect(LoanwordKey.keys(latin: latin).contains(key))
    }

    @Test(arguments: [("レモン", "ramen"), ("ソース", "sushi"), ("ライム", "rum")])
    func shortOrDifferentWordsDoNotMeet(_ katakana: String, _ latin: String) {
        let key = LoanwordKey.key(katakana: katakana)
        #expect(key == nil || !LoanwordKey.keys(latin: latin).contains(key!))
    }

    @Test(arguments: ["鶏もも肉", "しいたけ", "ハム", "Kiwi!", "ハリッサ", "サーモン"])
    func onlyLongEnoughKatakanaNamesHaveKeys(_ text: String) {
        // Mixed scripts, hiragana, and keys of three consonants in fewer than five kana say too little.
        #expect(LoanwordKey.key(katakana: text) == nil)
    }

    @Test func lexiconFindsAFoodByItsSoundAcrossScripts() throws {
        // Given foods known by one script only
        let tsv = """
            \(LexiconTests.header)
            mascarpone\tdairy\t\t0\t\t\tmascarpone\tマスカルポーネチーズ\ttest
            galangal\tspice\t\t0\t\t\tthai ginger\tガランガル\ttest
            lemon\tfruit\t\t0\t\t\tlemon\tレモン\ttest
            ramen\tnoodle\t\t0\t\t\tramen\tラーメン\ttest
            """
        let lexicon = try Lexicon(tsv: tsv, source: "t.tsv")
        // Then a katakana spelling finds the English name, and the other way round
        #expect(lexicon.soundsLike("マスカルポーネ")?.id == "mascarpone")
        #expect(lexicon.soundsLike("Galangal")?.id == "galangal")
        // And a key two foods share finds neither
        #expect(lexicon.soundsLike("ラーメン") == nil || lexicon.soundsLike("レーメン") == nil)
    }

    @Test func aNameIsNeverComparedBySoundWithNamesOfItsOwnScript() throws {
        // Given a liqueur with an English name that sounds like an English word, and a root whose katakana name
        // has a variant spelling
        let tsv = """
            \(LexiconTests.header)
            absinthe\talcohol\t\t0\t\t\tabsinthe|pernod\tアブサン\ttest
            galangal\tspice\t\t0\t\t\tthai ginger\tガランガル\ttest
            """
        let lexicon = try Lexicon(tsv: tsv, source: "t.tsv")
        // Then an English word that sounds like an English name is not that food (`pound` is no pernod) …
        #expect(lexicon.soundsLike("pound") == nil)
        // … nor a katakana word one that sounds like a katakana name, while across scripts both still meet
        #expect(lexicon.soundsLike("ガランガール") == nil)
        #expect(lexicon.soundsLike("galangal")?.id == "galangal")
    }

    @Test func aLatinNameIsTriedBySoundOnlyWhenItCouldBeALoanword() throws {
        // Given foods whose katakana names are long but hold few consonants, and one whose name is long
        let tsv = """
            \(LexiconTests.header)
            corn-oil\toil\t\t0\t\t\tcorn oil\tコーンオイル\ttest
            ghee\tdairy\t\t0\t\t\tghee\tバターオイル\ttest
            balsamic\tseasoning\t\t0\t\t\tbalsamic vinegar\tバルサミコ\ttest
            mascarpone\tdairy\t\t0\t\t\tmascarpone\tマスカルポーネ\ttest
            celery-seed\tspice\t\t0\t\t\tcelery seed\tセロリシード\ttest
            """
        let lexicon = try Lexicon(tsv: tsv, source: "t.tsv")
        // Then an English participle left alone on a line is no food (`sliced` sounds like セロリシード) …
        #expect(lexicon.soundsLike("sliced") == nil)
        #expect(lexicon.soundsLike("Sliced") == nil)
        // … a Latin word of three consonants is not read as them (`kernels` → knr, `buter` → btr) …
        #expect(lexicon.soundsLike("kernels") == nil)
        #expect(lexicon.soundsLike("buter") == nil)
        // … nor a phrase, though its sounds run on like a loanword's
        #expect(lexicon.soundsLike("bar samico") == nil)
        #expect(lexicon.soundsLike("bar-samico") == nil)
        // … while one longer word still is, and a katakana spelling still finds its food
        #expect(lexicon.soundsLike("barsamico")?.id == "balsamic")
        #expect(lexicon.soundsLike("マスカルポン")?.id == "mascarpone")
    }
}
