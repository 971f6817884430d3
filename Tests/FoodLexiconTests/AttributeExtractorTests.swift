import Testing
@testable import FoodLexicon

/// The bundled attribute words (data/lexicon/attributes.tsv) read from lines and product names alike.
@Suite struct AttributeExtractorTests {
    let extractor = AttributeExtractor.bundled

    static let traitCases: [(text: String, category: String?, traits: [FoodTrait])] = [
        ("乾燥わかめ", "seafood", [.dried]),
        ("塩蔵わかめ 100g", "seafood", [.salted]),
        ("dried thyme, 10 g", "herb", [.dried]),
        ("fresh basil", "herb", [.fresh]),
        ("ひよこ豆 水煮", "soy", [.canned]),
        ("1 can chickpeas", "soy", [.canned]),
        ("クミン シード", "spice", [.seed, .whole]),
        ("ground cumin", "spice", [.powder]),
        ("ground pork", "meat", [.minced]),
        ("豚バラ薄切り", "meat", [.sliced]),
        ("牛肩ロースすき焼き用", "meat", [.sukiyaki]),
        ("boneless skinless chicken thighs", "poultry", [.boneless, .skinless]),
        ("レモンの搾り汁", "fruit", [.fresh, .juice]),
        ("juice of 1 lime", "fruit", [.fresh, .juice]),
        ("zest of an orange", "fruit", [.zest]),
        ("卵黄", "egg", [.yolk]),
        ("しいたけの戻し汁", "mushroom", [.soakingLiquid, .dried]),
        ("cream cheese frosting", "dairy", [.madeFrom]),
        ("たれ（作り方は下記）", nil, [.madeFrom, .recipeReference]),
        ("sauce (recipe follows)", nil, [.madeFrom, .recipeReference]),
        ("pan drippings", nil, [.madeInRecipe]),
        ("煮汁", nil, [.madeInRecipe]),
        ("chicken stock, homemade or store-bought", nil, [.madeFrom, .storeBought]),
        ("市販のたれ", nil, [.madeFrom, .storeBought]),
        ("焼きサバ", "seafood", [.grilled]),
        ("スモークサーモン", "seafood", [.smoked]),
        ("whole wheat bread", "bread", [.wholeGrain]),
        ("溶き卵", "egg", [.prepared]),
        ("finely chopped seeded red chile", "spice", [.fresh, .red]),
        ("2 dried chiles, deseeded", "spice", [.dried, .fresh]),
        ("shrimp paste", "seafood", [.madeFrom]),
        ("レバーペースト", "poultry", [.madeFrom]),
        ("fish paste", "seafood", []),
        ("seeded mango", "fruit", []),
    ]

    @Test(arguments: traitCases)
    func readsTraits(text: String, category: String?, traits: [FoodTrait]) {
        #expect(extractor.attributes(in: text, category: category).traits == TraitSet(traits))
    }

    @Test func theLongestWordHidesShorterOnes() {
        // すき焼き用 is a cut, not a grilled dish; 生姜 is ginger, not "fresh"; 焼きのり is plain nori.
        #expect(extractor.attributes(in: "すき焼き用", category: "meat").traits == [.sukiyaki])
        #expect(extractor.attributes(in: "生姜", category: "vegetable").traits.isEmpty)
        #expect(extractor.attributes(in: "焼きのり 全形10枚", category: "seafood").traits == [.whole])
    }

    @Test func wordsMeanWhatTheirCategorySays() {
        // 粉 is a powder for a spice, grated for cheese; "whole" is a whole fish for seafood.
        #expect(extractor.attributes(in: "粉山椒", category: "spice").traits == [.powder])
        #expect(extractor.attributes(in: "粉チーズ", category: "dairy").traits == [.grated])
        #expect(extractor.attributes(in: "whole mackerel", category: "seafood").traits == [.wholeFish])
        // "dry" says nothing about wine.
        #expect(extractor.attributes(in: "dry white wine", category: "alcohol").traits.isEmpty)
    }

    @Test func englishWordsMatchWholeWords() {
        // "can" is not in "candied" nor "pecans"; "raw" not in "strawberries".
        #expect(!extractor.attributes(in: "pecans", category: "nut").traits.contains(.canned))
        #expect(extractor.attributes(in: "strawberries", category: "fruit").traits.isEmpty)
    }

    @Test func readsDietClaimsAndLabelsAgainstThem() {
        let oats = extractor.attributes(in: "gluten-free rolled oats", category: "grain")
        #expect(oats.diet == DietSet([.glutenFree]))
        let mayo = extractor.attributes(in: "卵不使用マヨネーズ", category: "seasoning")
        #expect(mayo.diet == DietSet([.eggFree]))
        #expect(extractor.attributes(in: "加糖練乳", category: "dairy").contradicted == DietSet([.unsweetened]))
        #expect(extractor.attributes(in: "バター 有塩 100g", category: "dairy").contradicted == DietSet([.unsalted]))
        #expect(extractor.attributes(in: "バター 食塩不使用", category: "dairy").diet == DietSet([.unsalted]))
        #expect(extractor.attributes(in: "減塩しょうゆ", category: "seasoning").diet == DietSet([.lowSodium]))
    }

    @Test func readsSpecs() {
        #expect(extractor.attributes(in: "生クリーム 乳脂肪42% 200ml", category: "dairy").fatPercent == 42)
        #expect(extractor.attributes(in: "1 cup heavy cream", category: "dairy").fatPercent == 40)
        #expect(extractor.attributes(in: "1 cup 2% milk", category: "dairy").fatPercent == 2)
        #expect(extractor.attributes(in: "低脂肪乳 1L", category: "dairy").fatPercent == 1)
        #expect(extractor.attributes(in: "1 lb 85% lean ground beef", category: "meat").leanPercent == 85)
        #expect(extractor.attributes(in: "オレンジジュース 100% 1L", category: "beverage").fatPercent == nil)
        #expect(extractor.attributes(in: "たまご Lサイズ 6個", category: "egg").grade == .l)
        #expect(extractor.attributes(in: "3 large eggs", category: "egg").grade == .l)
        #expect(extractor.attributes(in: "1 large onion", category: "vegetable").grade == nil)
    }

    @Test func aFoodStatesItsOwnAttributes() throws {
        let lexicon = try Lexicon.bundled()
        let juice = try #require(lexicon.food(id: "lemon-juice"))
        #expect(extractor.attributes(of: juice).traits.contains(.juice))
        let shiitake = try #require(lexicon.food(id: "dried-shiitake"))
        #expect(extractor.attributes(of: shiitake).traits.contains(.dried))
    }

    @Test func unknownWordsAreWhatNoTableExplains() {
        #expect(extractor.unknownWords(normalized: TextNormalizer.normalize("金山寺"), category: "seasoning") == "金山寺")
        #expect(extractor.unknownWords(normalized: TextNormalizer.normalize("国産 乾燥"), category: "seafood") == "")
        // (Reduced salt is a diet claim and brine-cured how olives are kept: neither names a kind, session 31.)
        #expect(extractor.unknownWords(normalized: TextNormalizer.normalize("reduced-salt pitted"), category: "fruit") == "")
        #expect(extractor.unknownWords(normalized: TextNormalizer.normalize("brine-cured"), category: "fruit") == "")
        #expect(extractor.attributes(in: "reduced-salt capers", category: "vegetable").diet == DietSet([.lowSodium]))
    }

    @Test func usualStates() throws {
        let lexicon = try Lexicon.bundled()
        let turmeric = try #require(lexicon.food(id: "turmeric"))
        #expect(extractor.usualState(of: turmeric, lineage: []) == .dried)
        let kombu = try #require(lexicon.food(id: "kombu"))
        #expect(extractor.usualState(of: kombu, lineage: []) == .dried)
        let tomato = try #require(lexicon.food(id: "tomato"))
        #expect(extractor.usualState(of: tomato, lineage: []) == .fresh)
        let miso = try #require(lexicon.food(id: "miso"))
        #expect(extractor.usualState(of: miso, lineage: []) == nil)
    }

    @Test func whoMustClaimADietFlag() throws {
        let lexicon = try Lexicon.bundled()
        let oats = try #require(lexicon.food(id: "oats"))
        let rice = try #require(lexicon.food(id: "rice"))
        #expect(extractor.needsClaim(.glutenFree, food: oats, lineage: []))
        #expect(!extractor.needsClaim(.glutenFree, food: rice, lineage: []))
        let butter = try #require(lexicon.food(id: "butter"))
        #expect(extractor.needsClaim(.vegan, food: butter, lineage: []))
    }

    static let badTables: [(attributes: String, message: String)] = [
        ("nope\tscope\ten\tja\n", "the header must be \"attribute\\tscope\\ten\\tja\", found \"nope\\tscope\\ten\\tja\""),
        ("attribute\tscope\ten\tja\ntrait:soggy\t\tsoggy\t\n", "unknown trait \"soggy\"; known: \(FoodTrait.allCases.map(\.rawValue).joined(separator: ", "))"),
        ("attribute\tscope\ten\tja\nspec:fat=abc\t\tx\t\n", "unknown spec \"fat=abc\"; write fat=PERCENT or grade=S|M|L|LL"),
        ("attribute\tscope\ten\tja\nsize:big\t\tbig\t\n", "unknown attribute \"size:big\"; write trait:NAME, diet:FLAG, not:FLAG, spec:NAME=VALUE, kind:KIND or ignore"),
    ]

    @Test(arguments: badTables)
    func badTablesSayWhatAndWhere(attributes: String, message: String) {
        #expect {
            _ = try AttributeExtractor(attributes: attributes)
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.message == message && error.source == "attributes.tsv"
        }
    }

    @Test func theBundledTablesLoad() throws {
        let loaded = try AttributeExtractor.loadBundled()
        #expect(loaded.wordCount > 300)
    }
}

/// The bit layout the masks rely on.
@Suite struct TraitSetTests {
    @Test func ordinalsFollowDeclarationOrder() {
        for (index, trait) in FoodTrait.allCases.enumerated() { #expect(trait.ordinal == index) }
        for (index, flag) in DietFlag.allCases.enumerated() { #expect(flag.ordinal == index) }
        for (index, group) in FoodTrait.Group.allCases.enumerated() { #expect(group.ordinal == index) }
        #expect(FoodTrait.allCases.count <= 64)
    }

    @Test func groupsAndMembers() {
        let set = TraitSet([.dried, .sliced, .juice])
        #expect(set.of(.state) == [.dried])
        #expect(set.members == [.dried, .juice, .sliced])
        #expect(set.description == "dried, juice, sliced")
        #expect(DietSet([.vegan, .glutenFree]).members == [.glutenFree, .vegan])
    }
}

/// `diet.tsv`'s `preferred` column (session 49): read when written, optional in a table written before it, and a row
/// of too many columns says where.
@Suite struct DietPreferredColumnTests {
    static let attributes = "attribute\tscope\ten\tja\n"

    @Test func thePreferredColumnIsRead() throws {
        let extractor = try AttributeExtractor(
            attributes: Self.attributes, diet: "# a comment\nflag\tcategories\tfoods\tpreferred\nlow-fat\t\tham\tdairy\n")
        let lexicon = try Lexicon.bundled()
        let yogurt = try #require(lexicon.food(id: "yogurt"))
        let ham = try #require(lexicon.food(id: "ham"))
        #expect(extractor.prefersClaim(.lowFat, food: yogurt))
        #expect(!extractor.prefersClaim(.lowFat, food: ham))
        #expect(extractor.needsClaim(.lowFat, food: ham, lineage: []))
        #expect(!extractor.needsClaim(.lowFat, food: yogurt, lineage: []))
    }

    @Test func aTableWithoutItStillLoads() throws {
        let extractor = try AttributeExtractor(
            attributes: Self.attributes, diet: "# written before session 49\r\nflag\tcategories\tfoods\r\nlow-fat\tdairy\tham\r\n")
        let yogurt = try #require(try Lexicon.bundled().food(id: "yogurt"))
        #expect(!extractor.prefersClaim(.lowFat, food: yogurt))
        #expect(extractor.needsClaim(.lowFat, food: yogurt, lineage: []))
        // (The default table of the initializer loads too.)
        _ = try AttributeExtractor(attributes: Self.attributes)
    }

    @Test func tooManyColumnsSayWhere() {
        #expect {
            _ = try AttributeExtractor(
                attributes: Self.attributes, diet: "flag\tcategories\tfoods\tpreferred\nlow-fat\t\tham\tdairy\textra\n")
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.source == "diet.tsv" && error.line == 2
                && error.message == "5 columns, expected 4 (flag, categories, foods, preferred)"
        }
    }
}

/// `usual-states.tsv`'s `not_for` column (session 51): states asked that a food's product in its usual state does not
/// stand in for, read for a food and its kinds; a table with the two columns before it still loads.
@Suite struct UsualStateNotForTests {
    static let attributes = "attribute\tscope\ten\tja\n"

    @Test func bundledLeafyGreensAreNoFrozenGreens() throws {
        let lexicon = try Lexicon.bundled()
        let extractor = AttributeExtractor.bundled
        let spinach = try #require(lexicon.food(id: "spinach"))
        #expect(!extractor.usualStateStandsIn(for: .frozen, food: spinach, lineage: []))
        #expect(extractor.usualStateStandsIn(for: .dried, food: spinach, lineage: []))
        #expect(extractor.usualState(of: spinach, lineage: []) == .fresh)
        let peas = try #require(lexicon.food(id: "peas"))
        #expect(extractor.usualStateStandsIn(for: .frozen, food: peas, lineage: lexicon.ancestors(of: "peas")))
    }

    @Test func aKindReadsItsAncestorsRow() throws {
        let extractor = try AttributeExtractor(
            attributes: Self.attributes, usualStates: "scope\tstate\tnot_for\ncategory:vegetable\tfresh\t\nkale\tfresh\tfrozen|dried\n")
        let kale = Food(id: "kale", english: ["kale"], japanese: [], category: "vegetable")
        let lacinato = Food(id: "lacinato", english: ["lacinato kale"], japanese: [], parent: "kale", category: "vegetable")
        #expect(!extractor.usualStateStandsIn(for: .dried, food: lacinato, lineage: [kale]))
        #expect(!extractor.usualStateStandsIn(for: .frozen, food: kale, lineage: []))
        #expect(extractor.usualStateStandsIn(for: .canned, food: kale, lineage: []))
    }

    @Test func aTableWithoutItStillLoads() throws {
        let extractor = try AttributeExtractor(
            attributes: Self.attributes, usualStates: "# before session 51\nscope\tstate\nkale\tfresh\n")
        let kale = Food(id: "kale", english: ["kale"], japanese: [], category: "vegetable")
        #expect(extractor.usualState(of: kale, lineage: []) == .fresh)
        #expect(extractor.usualStateStandsIn(for: .frozen, food: kale, lineage: []))
    }

    static let badRows: [(row: String, message: String)] = [
        ("kale\tfresh\tsoggy", "not_for \"soggy\" is not a state other than fresh; write one of "
            + FoodTrait.allCases.filter { $0.group == .state }.map(\.rawValue).joined(separator: ", ")),
        ("kale\tfresh\tfresh", "not_for \"fresh\" is not a state other than fresh; write one of "
            + FoodTrait.allCases.filter { $0.group == .state }.map(\.rawValue).joined(separator: ", ")),
        ("category:vegetable\tfresh\tfrozen", "not_for is read for a food, not for a category: write the foods' rows (spinach, kale …)"),
    ]

    @Test(arguments: badRows)
    func badRowsSayWhatAndWhere(row: String, message: String) {
        #expect {
            _ = try AttributeExtractor(attributes: Self.attributes, usualStates: "scope\tstate\tnot_for\n" + row + "\n")
        } throws: { error in
            guard let error = error as? LexiconError else { return false }
            return error.message == message && error.source == "usual-states.tsv" && error.line == 2
        }
    }
}
