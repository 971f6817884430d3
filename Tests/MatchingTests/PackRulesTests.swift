import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Amounts read from what the line means (issue 12, session 5): stock made from a concentrate, a cup measured
/// before the comma, the weight of small and large pieces, a head of garlic, a measure with no number.
@Suite struct PackRulesTests: PlansBundledLines {
    // MARK: Stock made from a concentrate

    @Test(arguments: [("だし汁 150ml", 1.5), ("3 cups dashi", 7.2)])
    func aVolumeOfStockBuysTheGranulesThatMakeIt(line: String, grams: Double) throws {
        // Granules at 10 g a litre: never 150 g of granules for 150 ml of dashi.
        let plan = try plan(line, PackSize(value: 40, unit: .g), food: "hondashi")
        #expect(plan.packs == 1)
        #expect(plan.needed == grams)
        #expect(plan.reason.contains("made from ≈"), "\(plan.reason)")
    }

    @Test(arguments: ["コンソメスープ 300ml", "2 cups consomme"])
    func aVolumeOfConsommeIsACubeOrTwo(line: String) throws {
        let plan = try plan(line, PackSize(value: 7, unit: .piece), food: "consomme")
        #expect(plan.packs == 1)
        #expect((plan.needed ?? 99) <= 2, "\(plan.reason)")
    }

    @Test(arguments: [("顆粒だし 小さじ1", "hondashi"), ("1 tsp instant dashi", "hondashi")])
    func spoonsOfTheConcentrateItselfAreMeasuredAsThey(line: String, food: String) throws {
        // 5 ml of granules at 0.6 g/ml: 3 g, not the 0.05 g that would make 5 ml of dashi.
        let plan = try plan(line, PackSize(value: 40, unit: .g), food: food)
        #expect(plan.needed == 3)
    }

    // MARK: Cups measured before the comma

    @Test func leavesMeasuredThenChoppedAreMeasuredAsLeaves() throws {
        // ½ cup of whole mint (26 g a cup) is 13 g; chopped first it would be 25 g (two 15 g packs).
        let after = try plan("1/2 cup fresh mint leaves, finely chopped", PackSize(value: 15, unit: .g), food: "mint")
        #expect(after.needed == 13)
        #expect(after.packs == 1)
        let before = try plan("1/2 cup finely chopped fresh mint", PackSize(value: 15, unit: .g), food: "mint")
        #expect(before.needed == 25)
    }

    @Test func packedAfterTheCommaStillSaysHowTheCupIsFilled() throws {
        let plan = try plan("1 cup basil leaves, packed", PackSize(value: 15, unit: .g), food: "basil")
        #expect(plan.needed == 40)
    }

    // MARK: Sizes of pieces

    @Test(arguments: [("【具材】たけのこ 小1本", 140.0), ("1 small bamboo shoot", 140.0), ("たけのこ 大1本", 280.0)])
    func smallAndLargePiecesWeighByTheirSize(line: String, grams: Double) throws {
        // A bamboo shoot weighs 200 g (piece_g); 小 0.7 of it, 大 1.4.
        let plan = try plan(line, PackSize(value: 150, unit: .g), food: "bamboo-shoot")
        #expect(plan.needed == grams)
        #expect(plan.reason.contains("≈ \(Int(grams)) g at \(Int(grams)) g each"), "\(plan.reason)")
    }

    @Test(arguments: ["2 large eggs", "卵 大2個"])
    func aCountOfProductsSoldByThePieceStaysAsWritten(line: String) throws {
        let plan = try plan(line, PackSize(value: 6, unit: .piece), food: "egg")
        #expect(plan.needed == 2)
    }

    // MARK: Weights written in brackets: of the whole amount, or of each piece

    // (A weight in brackets after a count is the whole amount or each piece's: see
    // `WrittenWeightAndBunchTests.aWeightWrittenAfterTheAmountWins`.)

    @Test(arguments: ["2 onions (about 400g)", "玉ねぎ 2個（400g）"])
    func aCountWithAWrittenWeightStillCountsProductsSoldByThePiece(line: String) throws {
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: "onion")
        #expect(plan.needed == 2)
        #expect(plan.packs == 2)
    }

    @Test func aBracketBeforeTheNameOfACountIsNotTheAmount() throws {
        // `1 (3 pound) chicken` weighs one piece before the name; only brackets after the name are read.
        let parsed = Self.parser.parse("1 (3 pound) whole chicken")
        #expect(LineNeed.bracketedGrams(parsed.text, after: parsed.name, count: 1) == nil)
    }

    // MARK: Cups of cooked meat are bought raw

    @Test(arguments: [
        ("3 cups cooked, diced chicken meat", "chicken-breast", 555.0),
        ("1 cup diced chicken breast", "chicken-breast", 140.0),
        // A Japanese cup is 200 ml: 185 × 200 / 240.
        ("ゆでた鶏もも肉 1カップ", "chicken-thigh", 154.2),
    ])
    func cupsOfChickenWeighAsRawMeat(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 300, unit: .g), food: food)
        #expect(abs((plan.needed ?? 0) - grams) < 1, "\(plan.reason)")
        #expect(plan.unknownAmount == nil)
    }

    @Test(arguments: [("1 cup peas (thawed if frozen)", 145.0), ("グリンピース 1カップ", 120.8)])
    func aCupOfPeasIsOneBag(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 200, unit: .g), food: "peas")
        #expect(abs((plan.needed ?? 0) - grams) < 0.1, "\(plan.reason)")
        #expect(plan.packs == 1)
    }

    // MARK: A written amount with `or to taste`

    @Test func aWrittenAmountOrMoreToTasteIsTheAmount() throws {
        let parsed = Self.parser.parse("3 tbsp grated parmesan, or more to taste")
        #expect(parsed.toTaste)
        let plan = try plan("3 tbsp grated parmesan, or more to taste", PackSize(value: 80, unit: .g), food: "parmesan")
        #expect(plan.needed != nil, "\(plan.reason)")
        #expect(!plan.reason.contains("no amount given"), "\(plan.reason)")
    }

    @Test func aJapaneseAmountWithToTasteIsTheAmountAndNoneIsNone() throws {
        let food = try #require(Self.lexicon.food(id: "soy-sauce"))
        let written = ParsedIngredient(
            text: "しょうゆ 大さじ2 好みで増やす", name: "しょうゆ", quantity: 2, unit: "tbsp", toTaste: true,
            amount: Amount(value: 30, dimension: .volume), language: "ja")
        #expect(PackPlan.plan(written, pack: PackSize(value: 500, unit: .ml), food: food).needed == 30)
        let vague = Self.parser.parse("しょうゆ 少々")
        #expect(vague.quantity == nil)
        #expect(PackPlan.plan(vague, pack: PackSize(value: 500, unit: .ml), food: food).reason == "no amount given: 1 pack")
    }

    // MARK: A head of garlic; a measure with no number

    @Test(arguments: ["1 head of garlic, unpeeled", "1 whole garlic bulb", "にんにく1玉", "にんにく 1玉"])
    func aHeadOfGarlicIsGarlicInHeads(line: String) throws {
        let parsed = Self.parser.parse(line)
        #expect(parsed.food == "garlic")
        let plan = try plan(line, PackSize(value: 150, unit: .g), food: "garlic")
        #expect(plan.needed == 50)
    }

    @Test(arguments: [("パセリ ひとつかみ", "parsley"), ("handful basil leaves", "basil")])
    func aMeasureWithoutANumberIsOneOfIt(line: String, food: String) throws {
        let parsed = Self.parser.parse(line)
        // No number is written: the quantity stays empty, the amount is one handful.
        #expect(parsed.quantity == nil)
        #expect(parsed.amount != nil)
        #expect(parsed.unit == "handful")
        #expect(!parsed.toTaste)
        let plan = try plan(line, PackSize(value: 50, unit: .g), food: food)
        #expect(plan.needed == 10)
        #expect(plan.packs == 1)
    }
}
