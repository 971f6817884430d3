import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 22, issue 11: what a `…用` says the food is for names neither the food nor a kind of it; a gravy named
/// after its meat is a gravy; a jam named after its fruit is that fruit's jam. Lines written for this test (none is
/// an evaluation line).
@Suite struct PurposeAndSpreadTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("天ぷら用えび 8尾", "shrimp", "えび"), ("生姜焼き用豚肉 200g", "pork", "豚"),
        ("パン用強力粉 300g", "bread-flour", "強力粉"), ("カレー用じゃがいも 3個", "potato", "じゃがいも"),
    ])
    func aPurposeNamesNeitherTheFoodNorAKind(line: String, food: String, name: String) throws {
        // `天ぷら用えび` was read as tempura and `生姜焼き用豚肉` as ginger: the longer or earlier name won. Bread for
        // `パン用強力粉` asked a kind of flour named パン, and the flour was only the alternative.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == food)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(name))
    }

    @Test(arguments: ["1 cup chicken gravy", "2 cups prepared turkey gravy", "1 cup mushroom gravy, warmed"])
    func aGravyIsNoMeat(line: String) {
        // `750 ml readymade chicken gravy` bought 500 g of raw chicken breast.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "demi-glace")
        #expect(product.map { $0.foods.contains { $0.hasPrefix("chicken") || $0.hasPrefix("turkey") } } != true)
    }

    @Test(arguments: [("1 cup ginger preserves", "ginger"), ("1/2 cup peach jam", "peach"), ("4 tbsp fig jam", "fig")])
    func aJamOfAnotherFruitIsOfferedNotBought(line: String, fruit: String) throws {
        // `ginger preserves` bought strawberry jam; `fig jam` was read as figs and offered fresh ones.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "jam")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let alternative = try #require(result.alternative)
        #expect(alternative.name.contains("ジャム"))
        #expect(alternative.note?.contains("the line asks for \(fruit)") == true, "\(alternative.note ?? "")")
    }

    @Test(arguments: ["1 cup strawberry preserves", "1/2 cup strawberry jam"])
    func theJamOfTheFruitSoldIsBought(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("いちごジャム"))
    }

    @Test func aFreshTomatoSalsaIsASalsa() throws {
        // It bought three tomatoes; then the jar of cooked salsa, which session 44's judges took for no fresh salsa:
        // a fresh salsa is its own kind, the jar offered.
        let (result, product) = Self.match("2 cups fresh tomato salsa")
        #expect(result.parsed.food == "fresh-salsa")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("サルサ"))
    }
}

/// Session 22, issue 12: a thin slice of pork or beef counted by 枚 weighs a thin slice, not a cutlet.
@Suite struct ThinSliceWeightTests {
    @Test(arguments: [
        ("豚ロース薄切り 4枚", "薄切り 200g"), ("豚ロース（生姜焼き用） 6枚", "薄切り 200g"),
        ("豚バラ薄切り肉 6枚", "豚バラ薄切り 200g"), ("豚ロース肉（しゃぶしゃぶ用） 8枚", "しゃぶしゃぶ用 200g"),
        ("4 thin slices pork loin", "薄切り 200g"),
    ])
    func thinSlicesBuyOnePack(line: String, name: String) throws {
        // `豚ロース薄切り 4枚` weighed four slices as four 100 g cutlets and bought two packs.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(name))
        let bought = try #require(result.candidates.first)
        #expect(bought.packs == 1)
        #expect(bought.reasons.contains { $0.contains("g each") })
    }

    @Test func aSliceNotSaidThinKeepsTheCutletWeight() throws {
        // Without 薄切り a slice of loin is the food's piece (a とんかつ slice, 100 g).
        let (result, _) = BundledIdentityTests.match("豚ロース 4枚")
        #expect(result.status == .matched)
        #expect(try #require(result.candidates.first).packs == 2)
    }
}

/// Session 22, issue 11: peppers counted are bell peppers; a côte de boeuf is a bone-in rib of beef.
@Suite struct CountedPeppersAndRibTests {
    @Test(arguments: ["3 mixed peppers", "2 peppers, deseeded and sliced", "1 large pepper, chopped"])
    func countedPeppersAreBellPeppers(line: String) throws {
        // `3 mixed peppers` was read as the spice and assumed in the pantry (a jar of ground black pepper).
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains { $0.hasSuffix("bell-pepper") })
    }

    @Test(arguments: ["1 tsp pepper", "pepper to taste", "2 pinches black pepper"])
    func measuredPepperIsTheSpice(line: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .pantry)
        #expect(result.parsed.food == "pepper")
    }

    @Test(arguments: ["1 côte de boeuf", "2 côte de boeuf or big cowboy steaks, about 1½ lb each"])
    func aCoteDeBoeufIsNoThinSteak(line: String) {
        // It was read as French and left, or bought thin sirloin steaks (no rib of beef is sold).
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.parsed.language == "en")
        #expect(result.parsed.food == "beef-ribeye")
        #expect(product == nil)
    }
}

/// Session 22, issue 11: a cut named in words of its own after another animal is that animal's cut.
@Suite struct AnotherAnimalsCutTests {
    @Test(arguments: ["1 lb lamb stew meat", "2 lb pork stew meat"])
    func stewMeatOfAnotherAnimalBuysNoBeef(line: String) {
        // `lamb stew meat` bought beef shank for stew: `stew meat` is a name of beef for stew.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(result.alternative.map { $0.name.contains("牛") } != true)
    }

    @Test func stewMeatAloneIsBeef() throws {
        let (result, product) = BundledIdentityTests.match("1 lb beef stew meat")
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("シチュー用"))
    }
}

/// Session 22, pools P86–P91: Japanese sesame paste is no tahini, coconut yogurt no coconut, a slice of cooked chicken
/// no whole breast.
@Suite struct PoolN22Tests {
    @Test(arguments: [("3 tablespoons tahini", "タヒニ"), ("練りごま 大さじ2", "練りごま"), ("芝麻醤 大さじ1", "練りごま")])
    func tahiniAndNerigomaAreTwoProducts(line: String, name: String) throws {
        // Tahini bought 練りごま, a deeper-roasted Japanese paste, while tahini was sold.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(name))
    }

    @Test(arguments: ["½ c plain coconut yogurt", "1 cup mango yogurt"])
    func aYogurtNamedAfterAFruitIsNoFruit(line: String) throws {
        // `plain coconut yogurt` bought desiccated coconut.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("ヨーグルト"))
    }

    @Test(arguments: ["1 cup plain yogurt", "2 c whole-milk yogurt"])
    func plainYogurtIsBought(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("ヨーグルト"))
    }

    @Test func slicesOfCookedChickenAreNoWholeBreasts() throws {
        // Eight slices bought 2 kg of raw breast.
        let (result, _) = BundledIdentityTests.match("8 slices cooked chicken breast")
        let bought = try #require(result.candidates.first)
        #expect(result.status == .matched)
        #expect(bought.packs == 1)
        #expect(bought.reasons.contains { $0.contains("35 g each") })
        // A Japanese むね肉 1枚 is still a whole breast.
        let (japanese, _) = BundledIdentityTests.match("鶏むね肉 2枚")
        #expect(try #require(japanese.candidates.first).reasons.contains { $0.contains("500 g") })
    }

    @Test(arguments: [
        ("1 x 6-bone rack of lamb", "ラムチョップ"), ("Skin from a quarter of a Preserved Meyer Lemon", "レモン"),
        ("¼ c arrowroot starch", nil),
    ] as [(String, String?)])
    func aFormTheShopDoesNotSellIsOfferedNotBought(line: String, alternative: String?) {
        // A rack of lamb bought chops, a preserved lemon a fresh lemon, arrowroot the pantry's cornstarch.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        if let alternative { #expect(result.alternative?.name.contains(alternative) == true) }
    }

    @Test(arguments: [
        ("50g/2oz smoked bacon lardons", "ベーコン"), ("4 slices bacon, fried until crisp", "ベーコン"),
        ("3/4 pound tiny thin-skinned potatoes", "新じゃが"), ("1 tsp dried Italian herbs", "イタリアン"),
        ("1 cup KRAFT 100% Parmesan Grated Cheese", "パルメザン"), ("2 heads bok choi, sliced in quarters", "チンゲン菜"),
    ])
    func whatTheShopSellsAsAskedIsBought(line: String, name: String) throws {
        // Japanese bacon is smoked (the block was refused for smoked lardons); tiny potatoes are new potatoes.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(name))
    }
}
