import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 54: every bundled product's own Japanese name, read as an ingredient line, should buy that product or
/// another of its food. Read so, 119 of the 1,509 names were not matched and 49 bought another food: the sample
/// recipe for sukiyaki could not buy its beef (`牛肩ロース薄切り肉（すき焼き用）`), three recipes their
/// `豚ロースしゃぶしゃぶ用肉`, three their `生たら（切り身）`, and `国産牛` bought American beef. The rules fixed are
/// general ones (a name before `…用` names what the meat is for; meat sliced thin is sliced thin whatever dish it is
/// named for; a word inside `米国産` is no `国産`; the words a name adds are looked for one by one); the names
/// below are the kinds the check found.
@Suite struct OwnNameTests {
    static let catalog = BundledIdentityTests.catalog

    /// Names still not matched, each for a reason written beside it (the check fails when one more is, or one of
    /// these is fixed: then take it out).
    static let notMatched: Set<String> = [
        // Salted sockeye: the line reads sockeye (紅鮭), the product is tagged salted salmon.
        "p-00473", "p-00474",
        // Bluefin fatty tuna: the line reads bluefin (本まぐろ), the product is tagged the fatty cut (中トロ).
        "p-00509", "p-00510", "p-00511", "p-00512",
        // `1/4カット` after a word naming no food: the parser takes the first word for the name.
        "p-00604", "p-00690", "p-00904",
        // A farm's name before the food (`里山ファームの`) is a kind asked, and the product's own name shows it
        // only split by the food's name.
        "p-00826", "p-00827",
        // `ハヤシライス ルウ` written with a space: the dish, not its roux.
        "p-01101",
        // Water is a staple.
        "p-01133",
        // `ラム` is lamb before rum.
        "p-01145",
        // A rice variety tagged plain rice in the catalog: the kind's name is not one the variety's food shows.
        "p-01154", "p-01155", "p-01156",
        // `(液体)` is a kind of bouillon the product names.
        "p-01335", "p-01336",
        // `米麹 甘酒`: the koji before the amazake.
        "p-01402",
    ]

    /// Names that buy a product of another food, each fair: another loaf, the raw root a tube is grated from, tinned
    /// chickpeas for boiled ones.
    static let boughtAnotherFood: Set<String> = ["p-00903", "p-00905", "p-00906", "p-01076", "p-01077", "p-01114"]

    @Test func everyProductsOwnNameBuysItsFood() {
        var notMatched: Set<String> = []
        var another: Set<String> = []
        for product in Self.catalog.products {
            let (result, bought) = BundledIdentityTests.match(product.name)
            guard result.status == .matched, let bought else {
                notMatched.insert(product.id)
                continue
            }
            if bought.id != product.id, bought.foods.first != product.foods.first { another.insert(product.id) }
        }
        #expect(notMatched == Self.notMatched, "now not matched: \(notMatched.subtracting(Self.notMatched).sorted()); matched again: \(Self.notMatched.subtracting(notMatched).sorted())")
        #expect(another == Self.boughtAnotherFood, "now another food: \(another.subtracting(Self.boughtAnotherFood).sorted()); fixed: \(Self.boughtAnotherFood.subtracting(another).sorted())")
    }

    /// A name right before `…用` says what the meat is for: the meat is the food, bought sliced for that dish.
    @Test(arguments: [
        ("牛ももすき焼き用 300g", "beef-round", "すき焼き用"),
        ("すき焼き用牛肉 300g", "beef", "すき焼き用"),
        ("豚ロースしゃぶしゃぶ用 200g", "pork-loin", "しゃぶしゃぶ用"),
        ("しゃぶしゃぶ用豚肉 300g", "pork", "しゃぶしゃぶ用"),
        ("豚ロースしゃぶしゃぶ用肉 400g", "pork-loin", "しゃぶしゃぶ用"),
        ("牛肩ロース薄切り肉（すき焼き用） 500g", "beef-chuck", "牛肩ロース薄切り"),
        ("生姜焼き用豚肉 300g", "pork", "生姜焼き用"),
    ])
    func aDishBeforeItsUseNamesNoFood(line: String, food: String, product: String) {
        let result = expectBought(line, product: product)
        #expect(result.parsed.food == food)
    }

    /// `肉` after a cut names only the cut's category: the cut is the food (`牛ロース`, not any meat).
    @Test func meatAfterAUseRepeatsTheCategory() {
        expectOffered("牛ロースしゃぶしゃぶ用肉 400g", food: "beef-loin", offered: "牛肩ロース")
    }

    /// Slices for shabu-shabu or sukiyaki and plain thin slices stand for one another, a little below the ones named
    /// for the dish; slices for the grill (焼肉用) do not.
    @Test func meatSlicedThinIsSlicedThin() {
        expectBought("豚バラしゃぶしゃぶ用 200g", product: "豚バラ薄切り")
        expectBought("牛肩ロースしゃぶしゃぶ用 200g", product: "牛肩ロース")
        // (Beyond the margin a cheaper pack wins by: the slices named for the dish, when sold.)
        expectBought("豚ロースしゃぶしゃぶ用肉 200g", product: "しゃぶしゃぶ用")
    }

    /// `切り落とし` (offcuts) after a fish names the fish's offcuts, not a meat: the word alone is no meat's name.
    @Test func offcutsOfAFishAreTheFish() {
        expectBought("まぐろの切り落とし 200g", product: "まぐろ")
        expectBought("ぶり切り落とし 150g", product: "ぶり切り落とし")
        let meat = BundledIdentityTests.match("切り落とし肉 200g").0
        #expect(meat.parsed.food == "thin-sliced-meat")
    }

    /// `国産` (domestic) inside `米国産` (made in the USA) says nothing: domestic beef is not bought American.
    @Test func madeInTheUSAIsNotDomestic() {
        let (result, bought) = BundledIdentityTests.match("国産牛 200g")
        #expect(result.parsed.food == "wagyu")
        #expect(bought.map { !$0.name.contains("米国産") && !$0.name.contains("オーストラリア産") } == true, "\(bought?.name ?? "")")
        #expect(BundledIdentityTests.match("米国産 牛もも薄切り 200g").0.parsed.food == "beef-round")
        #expect(!CandidateJudge.showsOutsideEverydayWords("国産", in: "米国産 牛こま切れ", words: ["米国産"]))
        #expect(CandidateJudge.showsOutsideEverydayWords("国産", in: "米国産 国産 牛", words: ["米国産"]))
        #expect(CandidateJudge.showsOutsideEverydayWords("国産", in: "国産 牛こま切れ", words: ["米国産"]))
    }

    /// Lines of the sample recipes that had bought nothing, or the wrong thing.
    @Test(arguments: [
        ("生たら(切り身) 2切れ", "生たら 切り身"),
        ("塩鮭(甘口) 1切れ", "甘塩 紅鮭"),
        ("いくら醤油漬け 80g", "いくら醤油漬け"),
        ("いくら 50g", "いくら醤油漬け"),
        ("クリームシチューのルウ 1/2箱", "クリームシチュー ルウ"),
        ("レッドキドニー（水煮） 1缶", "レッドキドニー"),
        ("バターロール 4個", "バターロール"),
        ("全粒粉食パン 2枚", "全粒粉ブレッド"),
        ("黒こしょう（ホール） 小さじ1", "ブラックペッパー ホール"),
        ("のむヨーグルト 200ml", "のむヨーグルト"),
        ("1 cup drinkable yogurt", "のむヨーグルト"),
        ("2 cod loins", "生たら 切り身"),
        ("2 umeboshi (pickled plums)", "梅干し"),
        ("2 pickled plums", "梅干し"),
    ])
    func everydayNamesBuyWhatTheShopSells(line: String, product: String) {
        expectBought(line, product: product)
    }

    /// A word glued to a size word (`手羽中`: mid-wings, not `手羽`, medium) stays in the name after another word.
    @Test(arguments: [("国産 鶏手羽中 250g", "chicken-mid-wing"), ("大山どり 手羽中 8本", "chicken-mid-wing")])
    func aNameEndingInASizeWordAfterAnotherWord(line: String, food: String) {
        let parsed = BundledIdentityTests.parser.parse(line)
        #expect(parsed.food == food)
        #expect(parsed.size == nil)
        #expect(parsed.name.hasSuffix("手羽中"))
    }

    /// A food glued to its size after a word naming none (`国産 ごぼう中 1本`): the food is the name, medium.
    @Test func aFoodGluedToItsSizeAfterAnOrigin() {
        let parsed = BundledIdentityTests.parser.parse("国産 ごぼう中 1本")
        #expect(parsed.food == "burdock")
        #expect(parsed.size == "中")
        #expect(parsed.name == "国産 ごぼう")
    }

    /// A grade glued to a Latin letter (`A4`) is no amount; egg sizes (`L2個`) still lead one.
    @Test func aGradeIsNoAmount() {
        let graded = BundledIdentityTests.parser.parse("黒毛和牛 A4 サーロインステーキ用 200g")
        #expect(graded.quantity == 200)
        #expect(graded.food == "beef-sirloin")
        let eggs = BundledIdentityTests.parser.parse("卵 L2個")
        #expect(eggs.quantity == 2)
        #expect(eggs.food == "egg")
    }

    /// The words a name adds to its food are looked for one by one in a product's name: a breed or farm before the
    /// food and a word after it (`大山どり … カット`).
    @Test func wordsAddedAreLookedForOneByOne() {
        expectBought("大山どり 鶏もも肉唐揚げ用 カット 250g", product: "大山どり 鶏もも肉唐揚げ用")
        #expect(LineRequest.showsJapaneseQualifier("山どり かっ", in: "大山どり 鶏もも肉唐揚げ用 かっと"))
        #expect(!LineRequest.showsJapaneseQualifier("山どり かっ", in: "鶏もも肉唐揚げ用 かっと"))
        #expect(LineRequest.showsJapaneseQualifier("金山寺", in: "金山寺味噌"))
    }
}

/// Session 54's beef cuts and their offers.
@Suite struct BeefCutsS54Tests {
    /// Roast beef is cooked (`prepared`): no nearest for a raw roast (judged poor twice in two).
    @Test(arguments: ["1 (4 pound) boneless prime rib roast", "1 (7 pound) standing rib roast"])
    func aRawRoastIsNotOfferedRoastBeef(line: String) {
        let result = BundledIdentityTests.match(line).0
        #expect(result.status == .unmatched)
        #expect(result.alternative.map { !$0.name.contains("ローストビーフ") } ?? true, "\(result.alternative?.name ?? "")")
    }

    /// Skirt and flank steak are offered a sirloin steak, not a tenderloin steak (judged good three times, poor twice).
    @Test(arguments: ["1 pound beef flank steak, grilled, sliced", "1 pound skirt steak, sliced into strips"])
    func skirtIsOfferedSirloin(line: String) {
        expectOffered(line, food: "beef-skirt", offered: "サーロイン")
    }

    /// Ham hocks stand alone: neither sliced ham nor a belly block (each judged poor).
    @Test(arguments: ["4 smoked ham hocks", "180g/6oz pack pulled ham hock"])
    func hamHocksAreOfferedNothing(line: String) {
        expectNothingOffered(line)
    }

    /// Oxtail braises for hours: a braising block, not thin-cut scraps.
    @Test func oxtailIsOfferedABraisingBlock() {
        expectOffered("1 lb oxtail", food: "beef-oxtail", offered: "ブロック")
    }

    /// Names of the round and the chuck a British or American butcher uses.
    @Test(arguments: [
        ("3 lb beef top round roast", "beef-round"), ("1 kg topside of beef", "beef-round"),
        ("2 lb eye of round", "beef-round"), ("牛内もも 300g", "beef-round"), ("2 lb chuck eye roast", "beef-chuck"),
        ("3 lb chuck pot roast", "beef-chuck"), ("1 lb pork collar", "pork-shoulder"), ("1 beef pot roast (3 lb)", "beef"),
    ])
    func cutNames(line: String, food: String) {
        #expect(BundledIdentityTests.parser.parse(line).food == food)
    }

    /// A roast of a cut sold only sliced is not bought as slices, and slices are no nearest for it.
    @Test func aRoastOfACutSoldSlicedIsNotBought() {
        expectNotSold("3 lb beef top round roast", food: "beef-round", offered: false)
        expectNothingOffered("3 lb beef top round roast")
    }
}

/// Session 54's speed changes, which must not change what is found.
@Suite struct LookupShortcutS54Tests {
    /// Sorted, duplicate-free values shared, by halving a long list for a short query, or by walking both: the same
    /// count either way.
    @Test func commonCountAgreesWithAWalk() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<500 {
            let query = NameFeatures.sortedUnique((0..<Int(next() % 6)).map { _ in next() % 64 })
            let target = NameFeatures.sortedUnique((0..<Int(next() % 60)).map { _ in next() % 64 })
            var i = 0, j = 0, walked = 0
            while i < query.count && j < target.count {
                if query[i] == target[j] { walked += 1; i += 1; j += 1 } else if query[i] < target[j] { i += 1 } else { j += 1 }
            }
            #expect(NameFeatures.commonCount(query, target) == walked, "\(query) \(target)")
        }
    }

    /// Plural names are still found through their singulars, and a name no food's begins with is none.
    @Test func pluralsAreStillFound() throws {
        let lexicon = BundledIdentityTests.lexicon
        #expect(lexicon.lookup("cherry tomatoes")?.id == "cherry-tomato")
        #expect(lexicon.lookup("black peppercorns")?.id == "peppercorns")
        #expect(lexicon.lookup("strawberries")?.id == "strawberry")
        #expect(lexicon.lookup("bay leaves")?.id == lexicon.lookup("bay leaf")?.id)
        #expect(lexicon.lookup("chopped chives") == nil)
        #expect(lexicon.lookup("お米")?.id == "rice")
    }
}

/// Session 54: fruit in syrup is tinned fruit, and a colour a kind's name states is no form of its own.
@Suite struct CannedFruitS54Tests {
    /// `in syrup` after a fruit says the can (or jar): the tinned fruit is bought, no longer offered for candied fruit.
    @Test(arguments: [("1 can peaches in syrup", "黄桃缶"), ("1 (11 oz) can mandarin oranges in light syrup", "みかん缶")])
    func fruitInSyrupIsTinned(line: String, product: String) {
        expectBought(line, product: product)
    }

    /// A kind named by its colour (yellow peaches) asked canned is its parent's canned kind when the kind is sold only
    /// fresh, as a kind without a colour is (`canned plum tomatoes`).
    @Test func aColouredKindAskedCannedIsTheCan() {
        expectBought("1 can yellow peaches", product: "黄桃缶")
        expectBought("1 can cherry tomatoes", product: "トマト缶")
    }

    /// Ginger in syrup stays preserved ginger.
    @Test func gingerInSyrupIsNoTin() {
        let result = BundledIdentityTests.match("2 pieces stem ginger in syrup").0
        #expect(result.parsed.food == "stem-ginger")
        #expect(result.status == .unmatched)
    }
}
