import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Parts of a product and volumes of solids, through the bundled parser, lexicon and portion tables.
@Suite struct PackAmountTests {
    static let lexicon = try! Lexicon.bundled()
    static let parser = IngredientParser(lexicon: lexicon)

    func plan(_ line: String, _ pack: PackSize, food id: String? = nil) throws -> PackPlan {
        let parsed = Self.parser.parse(line)
        let food = try #require(Self.lexicon.food(id: id ?? parsed.food ?? "?"))
        return PackPlan.plan(parsed, pack: pack, food: food)
    }

    // MARK: Parts

    @Test(arguments: [
        ("4 leaves iceberg lettuce", "lettuce"),
        ("レタス 3枚", "lettuce"),
        ("2 large cabbage leaves", "cabbage"),
        ("キャベツ 2枚", "cabbage"),
    ])
    func aFewLeavesBuyOneHead(line: String, food: String) throws {
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: food)
        #expect(plan.packs == 1)
        #expect(plan.reason.contains("g each"), "\(plan.reason)")
    }

    @Test func plantsOfALeafyVegetableBuyOneBag() throws {
        // 小松菜 2株 ≈ 80 g: one 250 g bag, not two.
        let plan = try plan("小松菜 2株", PackSize(value: 250, unit: .g))
        #expect(plan.packs == 1)
        #expect(plan.reason == "2 株 ≈ 80 g at 40 g each; 1 × 250 g covers 80 g")
    }

    @Test func celeryStalksBuyByWeight() throws {
        // 6 stalks ≈ 300 g; a セロリ sold by the piece is 100 g.
        let plan = try plan("6 stalks celery", PackSize(value: 1, unit: .piece))
        #expect(plan.packs == 3)
        #expect(plan.reason == "6 stalks ≈ 300 g at 50 g each; 3 × 1 pc covers 3 pcs")
    }

    @Test(arguments: [("1 head garlic", 50.0), ("にんにく 1個", 50.0), ("にんにく 2片", 10.0), ("3 cloves garlic", 15.0)])
    func garlicBulbsAreTenCloves(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 150, unit: .g), food: "garlic")
        #expect(plan.packs == 1)
        #expect(plan.needed == grams)
    }

    @Test func sprigsOfAHerbAreGrams() throws {
        let plan = try plan("4 sprigs thyme", PackSize(value: 10, unit: .g))
        #expect(plan.packs == 1)
        #expect(plan.needed == 2)
    }

    @Test func aPartOfUnknownWeightBuysOneSmallestPack() throws {
        // Collard greens have no leaf weight in the table: never 4 pieces, one pack, and the reason says why.
        let plan = try plan("4 collard greens leaves", PackSize(value: 100, unit: .g), food: "collard-greens")
        #expect(plan.packs == 1)
        #expect(plan.unknownAmount == "no weight known for a leaf of collard greens")
        #expect(plan.reason == "no weight known for a leaf of collard greens: 1 pack of the smallest size")
    }

    // MARK: Volumes of solids

    @Test func halfACupOfParsleyLeavesIsOnePack() throws {
        // ½ cup of leaves ≈ 15 g, not 120 g of water.
        let plan = try plan("1/2 cup parsley leaves", PackSize(value: 20, unit: .g), food: "parsley")
        #expect(plan.packs == 1)
        #expect(abs((plan.needed ?? 0) - 15) < 0.001)
    }

    @Test(arguments: [
        ("1/4 cup chopped fresh basil", 10.5),
        ("1 cup packed basil leaves", 40.0),
        ("バジル（みじん切り） 大さじ2", 5.3),
    ])
    func basilByVolumeFollowsItsForm(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 15, unit: .g), food: "basil")
        #expect(abs((plan.needed ?? 0) - grams) < 0.1, "\(plan.reason)")
    }

    @Test(arguments: ["1 cup baby spinach", "ほうれん草 2カップ"])
    func cupsOfSpinachAreOneBag(line: String) throws {
        let plan = try plan(line, PackSize(value: 200, unit: .g), food: "spinach")
        #expect(plan.packs == 1)
    }

    @Test func aCupOfASolidWithoutWeightIsNeverWater() throws {
        // Buckwheat groats have no cup row and no density: one pack of the smallest size, said in the reason.
        let plan = try plan("1 cup buckwheat groats", PackSize(value: 20, unit: .g), food: "buckwheat")
        #expect(plan.packs == 1)
        #expect(plan.unknownAmount == "no weight known for a cup of buckwheat")
    }

    @Test func liquidsStillReadAsWater() throws {
        // A seasoning without density is a liquid: 15 ml of mentsuyu covers a 500 ml bottle.
        let plan = try plan("めんつゆ 大さじ1", PackSize(value: 500, unit: .ml), food: "mentsuyu")
        #expect(plan.packs == 1)
        #expect(abs((plan.needed ?? 0) - 15) < 0.001)
    }

    @Test func shreddedCheeseByTheCup() throws {
        let plan = try plan("2 cups shredded mozzarella", PackSize(value: 100, unit: .g), food: "mozzarella")
        #expect(plan.packs == 3)
        #expect(plan.needed == 224)
    }
}

/// Suites that plan a line against one pack of a bundled food share the bundled lexicon, parser and helper.
protocol PlansBundledLines {}

extension PlansBundledLines {
    static var lexicon: Lexicon { PackAmountTests.lexicon }
    static var parser: IngredientParser { PackAmountTests.parser }

    func plan(_ line: String, _ pack: PackSize, food id: String) throws -> PackPlan {
        let parsed = Self.parser.parse(line)
        let food = try #require(Self.lexicon.food(id: id))
        return PackPlan.plan(parsed, pack: pack, food: food)
    }
}

/// Session-4 rules of issue 12: a weight written beside a volume or part, slices of a loaf sold in slices, bunches
/// and handfuls, in English and Japanese.
@Suite struct WrittenWeightAndBunchTests: PlansBundledLines {
    @Test(arguments: [
        ("1 cup (90 g) shredded mozzarella cheese", "mozzarella", 90.0),
        ("2 slices orange (about 90g/3¼oz)", "orange", 90.0),
        ("生しいたけ 8枚（120g）", "shiitake", 120.0),
        ("1/2 cup (2 oz) grated parmesan", "parmesan", 56.7),
        ("1 cup (about 1/2 lb) diced potatoes", "potato", 226.8),
        // After a count: the whole amount's weight, or each piece's (`each`, `1切れ60g`, `各250g`).
        ("1 free-range chicken (about 1.25kg/2lb 12oz)", "chicken", 1250.0),
        ("2 onions (about 400g), sliced", "onion", 400.0),
        ("2 rib-eye steaks (about 225g/8oz each)", "beef-rib", 450.0),
        ("2 slices bacon (about 30g each)", "bacon", 60.0),
        ("生鮭 4切れ（1切れ60g）", "salmon", 240.0),
        ("鶏もも肉 2枚（各250g）", "chicken-thigh", 500.0),
        ("1 chicken (about 3 1/2 pounds)", "chicken", 1587.6),
        ("1 large red snapper (about 1½ pounds)", "sea-bream", 680.4),
        ("2 cans (12 ounces each) whole-kernel corn", "corn", 680.4),
        ("1 cup (4 ½ ounces/128 grams) all-purpose flour", "flour", 127.6),
    ])
    func aWeightWrittenAfterTheAmountWins(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(abs((plan.needed ?? 0) - grams) < 0.1, "\(plan.reason)")
        #expect(plan.reason.contains("as written"), "\(plan.reason)")
    }

    @Test(arguments: ["2 (6 oz) cans tomato paste", "1 cup (240 ml) milk"])
    func bracketsBeforeTheUnitOrWithoutAWeightAreNotTheAmount(line: String) {
        let parsed = Self.parser.parse(line)
        #expect(LineNeed.UnitKind(parsed, portions: .bundled).writtenGrams == nil, "\(parsed.unit ?? "-") \(parsed.text)")
    }

    @Test(arguments: [("32 slices white bread", 4), ("食パン 4枚", 1)])
    func slicesOfALoafSoldInSlicesAreCounted(line: String, packs: Int) throws {
        // A loaf of 8 slices is one piece holding 8: 32 slices are 4 loaves, not 32.
        let plan = try plan(line, PackSize(value: 1, unit: .piece, pieces: 8), food: "bread")
        #expect(plan.packs == packs, "\(plan.reason)")
    }

    @Test(arguments: ["4 slices French baguette, toasted", "バゲット 4切れ"])
    func slicesOfABaguetteAreAPartOfIt(line: String) throws {
        // 4 slices ≈ 48 g of a 250 g baguette: one baguette, not four.
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: "baguette")
        #expect(plan.packs == 1, "\(plan.reason)")
        #expect(plan.reason.contains("g each"), "\(plan.reason)")
    }

    @Test(arguments: [
        ("ほうれん草 1束", "spinach", 200.0),
        ("小松菜 1/2束", "komatsuna", 125.0),
        ("1 bunch cilantro", "cilantro", 50.0),
        ("1 bunch green onions", "green-onion", 100.0),
    ])
    func aBunchIsItsTypicalWeight(line: String, food: String, grams: Double) throws {
        // (A 1 kg bag is no bunch: a pack of about a bunch's weight is counted as one, see `ShopperAmountTests`.)
        let plan = try plan(line, PackSize(value: 1000, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
    }

    @Test(arguments: [
        ("a handful of baby spinach", "spinach", 30.0),
        ("1 handful fresh basil leaves", "basil", 10.0),
        ("もやし 1つかみ", "bean-sprouts", 50.0),
        ("2 sprigs fresh sage", "sage", 2.0),
    ])
    func handfulsAndSprigsWithoutARowOfTheirOwnTakeTheCategorys(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
    }

    @Test func aHandfulOfAFoodWithNoWeightBuysOneSmallestPack() throws {
        // No handful weight for prawns (seafood has no category row): one pack, said in the reason.
        let plan = try plan("a handful of prawns", PackSize(value: 200, unit: .g), food: "shrimp")
        #expect(plan.packs == 1)
        #expect(plan.unknownAmount?.hasPrefix("no weight known for a handful") == true, "\(plan.reason)")
    }
}

/// A piece an English recipe counts weighs its `piece-en` row where it has one (issue 12, session 10): a US or UK
/// chicken thigh is about half a Japanese もも肉 1枚, so `4 chicken thighs` is one 500 g pack, not 1 kg.
@Suite struct EnglishPieceTests: PlansBundledLines {
    @Test(arguments: [("4 chicken thighs", 1), ("6 boneless skinless chicken thighs", 2), ("8 chicken thighs", 2)])
    func englishThighsWeighAUSThigh(line: String, packs: Int) throws {
        let plan = try plan(line, PackSize(value: 500, unit: .g), food: "chicken-thigh")
        #expect(plan.packs == packs, "\(plan.reason)")
        #expect(plan.reason.contains("110 g each"), "\(plan.reason)")
    }

    @Test(arguments: [("鶏もも肉 2枚", 500.0), ("鶏もも肉 4枚", 1000)])
    func japaneseThighsKeepTheJapanesePiece(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 500, unit: .g), food: "chicken-thigh")
        #expect(plan.needed == grams, "\(plan.reason)")
    }

    @Test func aWrittenWeightStillWins() throws {
        // The writer's own weight is what the cook measured, over any typical piece.
        let plan = try plan("4 chicken thighs (about 1 kg)", PackSize(value: 500, unit: .g), food: "chicken-thigh")
        #expect(plan.needed == 1000, "\(plan.reason)")
    }

    /// A US or UK cucumber, eggplant or green bell pepper is several of a Japanese shop's pieces (session 27): an
    /// English count is weighed as such and bought as the shop's pieces that make it; a small kind the line names
    /// (`Persian`, `Japanese`) weighs as its own row, and a Japanese count stays the shop's pieces.
    @Test(arguments: [
        ("3 large green bell peppers", "green-pepper", 3 * 120 * 1.4), ("1 aubergine, cubed", "eggplant", 300),
        ("2 cucumbers, sliced", "cucumber", 500), ("3 Persian cucumbers, diced", "cucumber", 330),
        ("4 Japanese eggplants", "eggplant", 480),
    ])
    func englishVegetablesWeighAnEnglishPiece(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(abs((plan.needed ?? 0) - grams) < 0.5, "\(plan.reason)")
    }

    @Test(arguments: [("ピーマン 4個", "green-pepper", 140.0), ("なす 2本", "eggplant", 160), ("きゅうり 3本", "cucumber", 300)])
    func japaneseVegetablesKeepTheShopsPiece(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(abs((plan.needed ?? 0) - grams) < 0.5, "\(plan.reason)")
    }

    @Test func anEnglishCountOfAFoodWithoutTheRowKeepsItsPiece() throws {
        // Onions have no `piece-en` row: an English onion weighs the lexicon's.
        let english = try plan("2 onions", PackSize(value: 1000, unit: .g), food: "onion")
        let japanese = try plan("玉ねぎ 2個", PackSize(value: 1000, unit: .g), food: "onion")
        #expect(english.needed == japanese.needed)
    }
}
