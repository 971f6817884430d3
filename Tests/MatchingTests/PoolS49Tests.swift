import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 49's first pool (bucket 16, drawn on session 48's final code) and the low-fat dairy lines of sessions 47-48:
/// what blind judges called wrong, on lines written for this test.
@Suite struct PoolS49Tests {
    /// Low-fat is a preference in dairy (`diet.tsv`'s `preferred`): the regular yogurt, cream cheese or mozzarella is
    /// bought for a nonfat or part-skim one, and `reasons` says so.
    @Test(arguments: [
        // (Nonfat is fat-free, a claim since session 50: PoolS50fTests.)
        ("1 cup reduced-fat Greek yogurt", "ギリシャヨーグルト"), ("4 ounces reduced-fat cream cheese", "クリームチーズ"),
        ("2 cups shredded part-skim mozzarella", "モッツァレラ"), ("1/2 cup low-fat cottage cheese", "カッテージ"),
        ("低脂肪ヨーグルト 200g", "ヨーグルト"),
    ])
    func lowFatDairyBuysTheRegularOne(line: String, product: String) throws {
        let result = expectBought(line, product: product)
        let reasons = try #require(result.candidates.first).reasons
        #expect(reasons.contains("not low-fat; the line prefers low-fat"), "\(line): \(reasons)")
    }

    /// What says low-fat still ranks first, a label against it still only offers, and foods outside dairy must still
    /// say it.
    @Test func lowFatOutsideDairyOrContradictedStaysAClaim() throws {
        _ = expectBought("1 cup low-fat milk", product: "低脂肪乳")
        _ = expectNotSold("1/2 cup light mayonnaise", food: "mayonnaise-light", offered: true)
        _ = expectNotSold("8 nonfat flour tortillas", food: "tortilla", offered: true)
        let extractor = AttributeExtractor.bundled
        let lexicon = BundledIdentityTests.lexicon
        let yogurt = try #require(lexicon.food(id: "yogurt"))
        let mayonnaise = try #require(lexicon.food(id: "mayonnaise"))
        #expect(extractor.prefersClaim(.lowFat, food: yogurt))
        #expect(!extractor.prefersClaim(.lowFat, food: mayonnaise))
        #expect(!extractor.prefersClaim(.vegan, food: yogurt))
        #expect(!extractor.needsClaim(.lowFat, food: yogurt, lineage: []))
    }

    /// A Hellmann's `mayonnaise-type dressing` is the light mayonnaise, not the olive oil its name also holds.
    @Test func mayonnaiseTypeDressingIsLightMayonnaise() {
        expectOffered(
            "1/2 cup Hellmann’s® Half the Fat Olive Oil mayonnaise-type dressing", food: "mayonnaise-light",
            offered: "マヨネーズ")
    }

    /// All-purpose flour from 150 g (1¼ cups) is bought; a cup stays the kitchen's.
    @Test func aCupAndAQuarterOfFlourIsBought() {
        _ = expectBought("1 1/4 cups all-purpose flour", product: "中力粉")
        let (cup, _) = BundledIdentityTests.match("1 cup all-purpose flour")
        #expect(cup.status == .pantry)
    }

    /// Rainbow carrots differ from orange ones only in colour: carrots are bought. Kintoki carrots stay a kind.
    @Test func rainbowCarrotsAreCarrots() {
        _ = expectBought("6 small rainbow carrots, peeled", product: "にんじん")
        let (kintoki, _) = BundledIdentityTests.match("金時人参 1本")
        #expect(kintoki.parsed.food == "carrot-baby")
    }

    /// 番茶 (bancha) is everyday green tea: sencha is bought. Kyoto's roasted 京番茶 stays hojicha.
    @Test func banchaIsGreenTea() {
        _ = expectBought("番茶 15g", product: "煎茶")
        let (kyoto, _) = BundledIdentityTests.match("京番茶 10g")
        #expect(kyoto.parsed.food == "hojicha")
    }
}

/// Session 49's second pool (bucket 17): simmered conger bought for a weight of the raw fish, tomatoes offered for
/// tomatillos, and espresso told no coffee was sold. Lines written for this test.
@Suite struct PoolS49bTests {
    /// Fish or shellfish measured with nothing said cooked is asked raw: a fish sold cooked (煮あなご) is offered, not
    /// bought. A little to garnish, with no number, may still be the cooked one; a line asking it cooked buys it.
    @Test func aMeasuredFishIsAskedRaw() throws {
        expectOffered("黒アナゴ 600g", food: "conger-eel", offered: "煮あなご", because: "simmered ≠ it raw: offered as alternative")
        _ = expectBought("アナゴ 少々", product: "煮あなご")
        _ = expectBought("煮あなご 100g", product: "煮あなご")
    }

    /// Tomatillos are no kind of tomato: nothing is offered for them, and green tomatoes stay tomatoes' kind.
    @Test func tomatillosAreNoTomatoes() throws {
        expectNothingOffered("1 lb tomatillos, husked")
        let lexicon = BundledIdentityTests.lexicon
        #expect(try #require(lexicon.food(id: "tomatillo")).parent == nil)
        #expect(try #require(lexicon.food(id: "green-tomato")).parent == "tomato")
    }

    /// A product of the line's food scoring under the bar is offered as the nearest, marked a substitute; a food named
    /// by its category's word (`mixed nuts`) is offered no kind of it.
    @Test func aFitUnderTheBarIsOffered() throws {
        let result = expectOffered("2 shots espresso", food: "coffee", offered: "コーヒー")
        let offered = try #require(result.alternative)
        #expect(offered.verdict == .substitute)
        #expect(offered.note == "ground coffee; it scores under the bar to buy it unasked")
        #expect(offered.reasons.last == "score under the bar: offered as alternative")
        let (nuts, _) = BundledIdentityTests.match("1 can salted mixed nuts")
        #expect(nuts.status == .unmatched)
        #expect(nuts.alternative == nil)
        #expect(nuts.parsed.food == "mixed-nuts")
        #expect(CandidateJudge.namedByItsCategory(try #require(BundledIdentityTests.lexicon.food(id: "nuts"))))
        #expect(!CandidateJudge.namedByItsCategory(try #require(BundledIdentityTests.lexicon.food(id: "coffee"))))
    }
}

/// Session 49's third pool (bucket 18): 180 ml of mirin and ¾ cup of vinegar taken from the kitchen's bottle, a
/// recipe's note read as a recipe, yose tofu bought for soft tofu to cube. Lines written for this test.
@Suite struct PoolS49cTests {
    /// Soy sauce, mirin and vinegar are bought from 150 ml; half a cup stays the kitchen's.
    @Test(arguments: ["みりん 1合", "酢 180ml", "しょうゆ 160cc", "3/4 cup rice vinegar"])
    func aBottlesWorthOfLiquidSeasoningIsBought(line: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(result.candidates.first).reasons.first == "a staple, but more than a kitchen keeps at hand: bought")
    }

    @Test(arguments: ["酢 100ml", "1/2 cup rice vinegar", "みりん 大さじ3", "醤油 120ml"])
    func halfACupStaysInThePantry(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .pantry, "\(line)")
    }

    /// A note of the recipe is no recipe to make: the salt is the kitchen's. A sauce from the recipe still is made.
    @Test func aRecipeNoteIsNoRecipe() {
        #expect(BundledIdentityTests.match("1 teaspoon salt, plus more to taste (see Recipe Note)").0.status == .pantry)
        #expect(BundledIdentityTests.match("1 cup sauce (see recipe)").0.status == .madeInRecipe)
    }

    /// Yose tofu (寄せ豆腐) is the loose curd, a kind of its own: soft tofu to cube buys the silken block, and 寄せ豆腐
    /// named buys it.
    @Test func yoseTofuIsNoSilkenBlock() throws {
        let (soft, product) = BundledIdentityTests.match("450g fresh soft bean curd (tofu), cut into 3.5cm cubes")
        #expect(soft.status == .matched)
        #expect(try #require(product).name.contains("寄せ") == false)
        _ = expectBought("寄せ豆腐 1パック", product: "寄せ豆腐")
    }
}

/// Session 49's fourth pool (bucket 19): a soy-based Japanese dressing offered for vinaigrettes, buttercup squash and
/// field greens left unbought. Lines written for this test.
@Suite struct PoolS49dTests {
    /// The catalog's 和風ドレッシング is a Japanese dressing of its own: a vinaigrette or an Italian dressing is offered
    /// nothing (their group holds no Japanese dressing), while a dressing named no further still buys it.
    @Test func aJapaneseDressingIsNoVinaigrette() {
        expectNothingOffered("2 tbsp balsamic vinaigrette")
        expectNothingOffered("1/4 cup Italian dressing")
        _ = expectBought("1/4 cup salad dressing", product: "和風ドレッシング")
        _ = expectBought("和風ドレッシング 大さじ2", product: "和風ドレッシング")
        _ = expectBought("青じそドレッシング 大さじ2", product: "和風ドレッシング")
    }

    /// Buttercup squash is a kabocha; field greens are the mixed salad leaves.
    @Test func buttercupSquashAndFieldGreens() {
        _ = expectBought("1 buttercup squash, peeled and cubed", product: "かぼちゃ")
        let (greens, _) = BundledIdentityTests.match("12 cups field greens, mixed")
        #expect(greens.parsed.food == "leaf-lettuce")
        #expect(greens.status == .matched)
    }
}

/// Session 49's sixth pool (bucket 21): beef cut into strips ¾ inch thick bought as thin yakiniku slices. Lines written
/// for this test.
@Suite struct PoolS49fTests {
    /// Sides written one by another give the thinnest side; a centimetre or more is cut from a piece.
    @Test func theThinnestSideOfASizeIsRead() {
        #expect(LineRequest.smallestSide("cut into ¾ × ¾ × 1½-inch strips") == 0.75 * 25.4)
        #expect(LineRequest.smallestSide("cut into 2 x 5 cm pieces") == 20)
        #expect(LineRequest.smallestSide("cut into 1/4 x 2-inch strips") == 0.25 * 25.4)
        #expect(LineRequest.smallestSide("cut into thin strips") == nil)
        #expect(LineRequest.smallestSide("2 x 400 g packs") == nil)
        #expect(LineRequest.cutsIntoLargePieces("cut into ¾ × ¾ × 1½-inch strips"))
        #expect(!LineRequest.cutsIntoLargePieces("cut into 1/4 x 2-inch strips"))
    }

    @Test func thickStripsAreCutFromAPiece() throws {
        let (result, product) = BundledIdentityTests.match("3/4 pound beef tenderloin, cut into 3/4 x 3/4 x 1 1/2-inch strips")
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("焼肉") == false)
        let (thin, thinProduct) = BundledIdentityTests.match("1 lb beef sirloin, cut into 1/4 x 2-inch strips")
        #expect(thin.status == .matched)
        #expect(try #require(thinProduct).name.contains("焼肉"))
    }
}

/// Session 49's seventh pool (bucket 22): fresh usui peas bought as frozen green peas, golden caster sugar taken from
/// the kitchen's white sugar. Lines written for this test.
@Suite struct PoolS49gTests {
    /// うすいえんどう is a fresh pea of its own: the frozen green peas are offered, not bought; グリンピース still buys them.
    @Test func usuiPeasAreTheirOwnPea() {
        expectOffered("うすいえんどう 300g（さやつき）", food: "usui-endo", offered: "グリンピース")
        _ = expectBought("グリンピース 100g", product: "グリンピース")
    }

    /// Golden caster sugar is unrefined cane sugar, bought (きび砂糖); caster sugar is the kitchen's white sugar.
    @Test func goldenCasterSugarIsCaneSugar() {
        _ = expectBought("50g golden caster sugar", product: "きび砂糖")
        #expect(BundledIdentityTests.match("50g caster sugar").0.status == .pantry)
    }
}

/// Session 49's eighth pool (bucket 23): the pork of `1 pound each beef, veal and pork, ground together` bought as
/// scraps, chili paste with soybeans offered dried chilies. Lines written for this test.
@Suite struct PoolS49hTests {
    /// What a line giving each food one amount says after its list is said of each: every meat is ground.
    @Test func aCommentAfterAnEachListIsEachFoods() throws {
        let (result, product) = BundledIdentityTests.match("1 lb each beef and pork, ground together")
        #expect(try #require(product).name.contains("ひき肉"))
        let pork = try #require(result.also.first)
        #expect(pork.parsed.food == "pork")
        #expect(pork.status == .matched)
        #expect(try #require(pork.candidates.first).name.contains("ひき肉"))
    }

    /// Chili paste with soybeans is doubanjiang.
    @Test func chiliPasteWithSoybeansIsDoubanjiang() {
        _ = expectBought("1 1/2 tablespoons chili paste with soybeans", product: "豆板醤")
    }
}

/// Session 49's ninth pool (bucket 24): a list of toppings ending in `tortilla strips` bought only its cheese, and two
/// spoons of safflower oil were unmatched. Lines written for this test.
@Suite struct PoolS49iTests {
    /// A shape said after a list item's food (`strips`, `sticks`) closes the item: the list is read, each food bought.
    @Test func aShapeAfterAnItemsFoodKeepsTheList() throws {
        let (result, _) = BundledIdentityTests.match("Sour cream, shredded cheese, lime wedges, tortilla strips")
        #expect(result.status == .matched)
        let foods = Set(result.also.compactMap(\.parsed.food))
        #expect(foods.isSuperset(of: ["lime", "tortilla"]), "\(foods)")
        #expect(result.also.allSatisfy { $0.status == .matched })
    }

    /// Safflower oil is a neutral oil a kitchen keeps, as sunflower oil is; a cup of it is to buy, the salad oil offered.
    @Test func safflowerOilIsTheKitchensNeutralOil() {
        #expect(BundledIdentityTests.match("2 tablespoons safflower oil").0.status == .pantry)
        expectOffered("1 cup safflower oil", food: "safflower-oil", offered: "サラダ油")
    }
}

/// Session 49's last pool (bucket 25): a package of steamed white rice bought as 2 kg of raw rice. Lines written for
/// this test.
@Suite struct PoolS49jTests {
    /// A food cooked by nature (cooked rice) is sold cooked whatever its product's name says: a package of it buys the
    /// microwave pack, and the raw rice is no source for it; a cup of it is still cooked at home from raw rice.
    @Test func aPackageOfSteamedRiceIsTheReadyPack() throws {
        let result = expectBought("1 (16 ounce) package steamed white rice", product: "パックごはん")
        #expect(result.candidates.allSatisfy { !$0.name.contains("精白米") || $0.verdict == .substitute })
        _ = expectBought("2 cups steamed rice", product: "精白米")
        expectOffered("1 pack of steamed brown rice", food: "brown-rice", offered: "玄米")
        _ = expectBought("12 slices fully cooked ham", product: "ハム")
    }
}

/// Session 49's eleventh pool (bucket 26): `1 pound beef sirloin` and `900g fillet of beef` bought as thin yakiniku
/// slices. Lines written for this test.
@Suite struct PoolS49kTests {
    /// Fresh meat an English line weighs, saying nothing of slicing it, ranks thin slices below a steak or a block;
    /// a line cutting it thin, a Japanese line, and ham keep the slices.
    @Test func anUncutWeightOfMeatIsNoThinSlices() throws {
        for line in ["1 pound beef sirloin", "900g/2lb fillet of beef"] {
            let (result, product) = BundledIdentityTests.match(line)
            #expect(result.status == .matched)
            let name = try #require(product).name
            #expect(!name.contains("焼肉") && !name.contains("薄切り") && !name.contains("しゃぶしゃぶ"), "\(line): \(name)")
        }
        let (strips, stripsProduct) = BundledIdentityTests.match("1 pound beef sirloin, cut into thin strips")
        #expect(strips.status == .matched)
        #expect(try #require(stripsProduct).name.contains("ステーキ") == false)
        let (japanese, japaneseProduct) = BundledIdentityTests.match("牛サーロイン 300g")
        #expect(japanese.status == .matched)
        #expect(try #require(japaneseProduct).name.contains("ステーキ") == false)
        _ = expectBought("200 g ham", product: "ハム")
    }
}
