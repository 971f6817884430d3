import FoodLexicon
import Testing

@Suite struct BundledLexiconTests {
    @Test func loadsAndIsConsistent() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.foods.count >= 1_500)
        #expect(Set(lexicon.foods.map(\.id)).count == lexicon.foods.count)
        for food in lexicon.foods {
            #expect(!food.english.isEmpty && !food.japanese.isEmpty, "\(food.id) must be bilingual")
            if let parent = food.parent {
                #expect(lexicon.food(id: parent) != nil, "\(food.id) has unknown parent \(parent)")
            }
        }
    }

    @Test(arguments: [
        ("豚バラ肉", "pork-belly"), ("豚こま切れ肉", "pork-scraps"), ("豚ひき肉", "ground-pork"), ("豚ロース", "pork-loin"),
        ("鶏もも肉", "chicken-thigh"), ("鶏むね肉", "chicken-breast"), ("ささみ", "chicken-tender"),
        ("手羽先", "chicken-wing"), ("手羽元", "chicken-drumette"), ("豚", "pork"), ("豚肉", "pork"),
        ("醤油", "soy-sauce"), ("みりん", "mirin"), ("酒", "sake"), ("味噌", "miso"), ("だし", "dashi"),
        ("酢", "vinegar"), ("ポン酢", "ponzu"), ("めんつゆ", "mentsuyu"),
        ("玉ねぎ", "onion"), ("たまねぎ", "onion"), ("タマネギ", "onion"), ("玉葱", "onion"),
        ("Worcestershire sauce", "worcestershire-sauce"), ("baking powder", "baking-powder"),
        ("vanilla extract", "vanilla-extract"), ("tomatoes", "tomato"),
    ])
    func knowsCommonFoods(name: String, id: String) throws {
        #expect(try Lexicon.bundled().lookup(name)?.id == id)
    }

    @Test(arguments: [
        // MEXT food names, named in romaji where no English name is known
        ("いさき", "isaki"), ("isaki", "isaki"), ("ほんもろこ", "hommoroko"),
        // romaji of hiragana names, as Japanese foods are sold abroad
        ("gobo", "burdock"), ("hakusai", "chinese-cabbage"),
    ])
    func knowsFoodsFromThePublicSources(name: String, id: String) throws {
        #expect(try Lexicon.bundled().lookup(name)?.id == id)
    }

    /// MEXT aliases that name another thing than the food they were filed under: an instant cup noodle named after
    /// its topping (カップうどん was a name of aburaage), an alias MEXT gives two unrelated foods (なんばん: soft
    /// rice in one region, chili peppers in another; it was a name of rice).
    @Test(arguments: [("カップうどん", "aburaage"), ("カップ焼きそば", "yakisoba-noodles"), ("なんばん", "rice"),
                      ("コーヒー用ミルク", "butterfat")])
    func aMisleadingAliasNamesNoFood(name: String, formerFood: String) throws {
        #expect(try Lexicon.bundled().lookup(name)?.id != formerFood)
    }

    @Test(arguments: [
        // okurigana left out and put in (which kana a kanji takes is learned from the lexicon's own names)
        ("揚物用油", "frying-oil"), ("練り乳", "condensed-milk"), ("厚揚豆腐", "atsuage"),
        // a loanword's ヴ as the バ row, ウォ as ウオ
        ("バイスブルスト", "weisswurst"), ("ウオッシュタイプチーズ", "cheese-soft"),
        // 肉 written after an animal
        ("カモ肉", "duck"), ("家鴨肉", "duck"),
        // the spellings of chili, each a whole word (ancho chiles, British chillies; no `chilees`, session 31)
        ("ancho chillies", "chili-ancho"), ("arbol chilli", "chile-de-arbol"), ("green chillies", "green-chili"),
        // spellings SudachiDict groups with a food's (tuned on half A of `scripts/lexicon-coverage.py`): マヨ is
        // mayonnaise, 莢豌豆 the snow peas (it was read as peas, by 豌豆)
        ("マヨ", "mayonnaise"), ("莢豌豆", "snow-peas"),
    ])
    func knowsWrittenVariants(name: String, id: String) throws {
        #expect(try Lexicon.bundled().lookup(name)?.id == id)
    }

    @Test func leavesOutVariantsThatNameNoFood() throws {
        // (No `chilees`, made by spelling `chilli` as `chile` inside `chillies`.)
        #expect(try Lexicon.bundled().food(id: "thai-chili")?.english.contains { $0.contains("chilee") } == false)
        let lexicon = try Lexicon.bundled()
        // A native word's long vowel is not written with ー (it would match inside loanwords: イタリアンコーヒー is
        // no monkfish), nor 肉 after a meat made from an animal (ハム).
        #expect(lexicon.lookup("アンコー") == nil)
        #expect(lexicon.lookup("ハム肉") == nil)
    }

    @Test(arguments: [
        ("chicken-thigh", "chicken"), ("pork-belly", "pork"), ("cherry-tomato", "tomato"),
    ])
    func knowsParents(id: String, parent: String) throws {
        #expect(try Lexicon.bundled().food(id: id)?.parent == parent)
    }

    @Test(arguments: [
        ("salt", true, nil, 1.2), ("water", true, nil, 1.0), ("soy-sauce", true, nil, 1.2),
        ("onion", false, 200, nil), ("egg", false, 60, nil),
    ] as [(String, Bool, Double?, Double?)])
    func knowsPantryPiecesAndDensity(id: String, pantry: Bool, pieceGrams: Double?, density: Double?) throws {
        let food = try #require(try Lexicon.bundled().food(id: id))
        #expect(food.pantry == pantry)
        #expect(food.pieceGrams == pieceGrams)
        #expect(food.density == density)
    }

    @Test(arguments: [
        // What a `…用` says the food is for loses to the food after it, however long.
        ("天ぷら用えび", "shrimp", "えび"),
        ("生姜焼き用豚肉", "pork", "豚肉"),
        ("パン用強力粉", "bread-flour", "強力粉"),
        // A name across the `用` is one name.
        ("ピザ用チーズ", "shredded-cheese", "ピザ用チーズ"),
        // Not a `用` nothing follows, nor the `用` of a word for using (`代用`).
        ("豚肉生姜焼き用", "pork", "豚肉"),
        ("生姜代用豚肉", "ginger", "生姜"),
        ("豚肉（天ぷら用えび）", "pork", "豚肉"),
        // A sauce named last after the meat or mushrooms it is made of is what the line names.
        ("chicken gravy", "demi-glace", "gravy"),
        ("prepared turkey gravy", "demi-glace", "gravy"),
        ("mushroom gravy, warmed", "demi-glace", "gravy"),
        // … not one after a word of the tail or a comma, nor a sauce of vegetables (a tomato sauce of its own).
        ("chicken with gravy", "chicken", "chicken"),
        ("chicken, gravy", "chicken", "chicken"),
        ("tomato and basil sauce", "tomato", "tomato"),
    ])
    func purposesAndSaucesNameTheirHead(text: String, id: String, matched: String) throws {
        let match = try #require(try Lexicon.bundled().longestMatch(in: text))
        #expect(match.food.id == id)
        #expect(match.matchedText == matched)
    }

    /// A drink or bread named after a food is the drink or bread (`cherry cola`, `banana bread`); juice keeps its fruit.
    @Test(arguments: [
        ("cherry cola", "cola"), ("peach schnapps", "liqueur"), ("banana bread", "bread"),
        ("pineapple juice", "pineapple-juice"),
    ])
    func aHeadNamedAfterAFoodWins(text: String, id: String) throws {
        #expect(try Lexicon.bundled().longestMatch(in: text)?.food.id == id, "\(text)")
    }

    /// A Japanese compound ends in its head: a sauce right after what it is made of is the sauce, as in English;
    /// a food that is not such a head leaves the longer or earlier name (`ねぎ塩` is leeks, `塩鮭` salted salmon).
    @Test(arguments: [
        ("きのこソース", "sauce"), ("mushroom sauce", "sauce"), ("ねぎ塩", "leek"), ("塩鮭", "salted-salmon"),
        ("白菜キムチ", "kimchi"), ("いちごジャム", "strawberry-jam"),
    ])
    func japaneseCompoundsEndInTheirHead(text: String, food: String) throws {
        #expect(try Lexicon.bundled().longestMatch(in: text)?.food.id == food)
    }

    /// `…マヨネーズ` is also found as `…マヨ`; `マヨ` alone stays mayonnaise.
    @Test func mayonnaiseShortened() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.longestMatch(in: "からしマヨ 大さじ1")?.food.id == lexicon.lookup("からしマヨネーズ")?.id)
        #expect(lexicon.longestMatch(in: "からしマヨ")?.matchedText == "からしマヨ")
        #expect(lexicon.lookup("ガーリックマヨ")?.id == "aioli")
        #expect(lexicon.lookup("マヨ")?.id == "mayonnaise")
    }

    /// A Japanese name may run into an aside that finishes it (`洋からし（粉）`), not into the first word of a clause
    /// or phrase the aside goes on with in hiragana.
    @Test func japaneseNamesRunIntoAnAsideOnlyToFinishIt() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.longestMatch(in: "レモン（皮をむく）")?.food.id == "lemon")
        #expect(lexicon.longestMatch(in: "レモン（皮ごと）")?.food.id == "lemon")
        #expect(lexicon.longestMatch(in: "鶏（皮なし）")?.food.id == "chicken")
        #expect(lexicon.longestMatch(in: "レモンの皮")?.food.id == "lemon-zest")
        #expect(lexicon.longestMatch(in: "レモン（皮）")?.food.id == "lemon-zest")
        #expect(lexicon.longestMatch(in: "洋からし（粉）")?.matchedText == "洋からし（粉")
    }

    /// A short kana name found across hiragana and katakana is none, unless the food's name is so written; longer
    /// names may be written so (`さつまイモ`).
    @Test(arguments: [
        ("ゆでたラム", "lamb"), ("おいしいラード", "pork-fat"), ("タラ", "cod"), ("たら", "cod"), ("さつまイモ", "sweet-potato"),
    ])
    func shortKanaNamesKeepToOneScript(text: String, food: String) throws {
        #expect(try Lexicon.bundled().longestMatch(in: text)?.food.id == food)
    }
}
