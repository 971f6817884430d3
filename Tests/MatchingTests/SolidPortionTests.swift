import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// A dried food counted by the piece weighs what a dried piece weighs, not its fresh parent's (issue 12, session 8):
/// 干ししいたけ 4枚 is about 12 g, the small 50 g bag, not 60 g of fresh caps and the 100 g bag.
@Suite struct DriedPortionTests: PlansBundledLines {
    @Test(arguments: ["干ししいたけ 4枚", "4 dried shiitake mushrooms"])
    func fourDriedCapsAreAFewGrams(line: String) throws {
        let plan = try plan(line, PackSize(value: 50, unit: .g), food: "dried-shiitake")
        let needed = try #require(plan.needed)
        #expect((8...20).contains(needed), "\(plan.reason)")
        #expect(plan.packs == 1)
    }

    @Test func aFreshCapStillWeighsAFreshCap() throws {
        // The dried row is the dried food's own: fresh caps keep theirs (4 枚 ≈ 60 g).
        let plan = try plan("生しいたけ 4枚", PackSize(value: 100, unit: .g), food: "shiitake")
        #expect(plan.needed == 60, "\(plan.reason)")
    }

    @Test func theDriedRowWeighsAFifthOfTheFreshOne() throws {
        let portions = try Portions.loadBundled()
        let dried = try #require(portions.partGrams(food: "dried-shiitake", unit: "sheet", written: "枚")?.grams)
        let fresh = try #require(portions.partGrams(food: "shiitake", unit: "sheet", written: "枚")?.grams)
        #expect(dried >= 2 && dried <= 5)
        #expect(dried < fresh / 3)
    }
}

/// Cups of asparagus pieces and of dry short pasta weigh what the portions table says (issue 12, session 8), so a
/// cup is bought by weight, not as one pack of the smallest size.
@Suite struct CupsOfSolidsTests: PlansBundledLines {
    @Test(arguments: [
        ("1 cup chopped asparagus", 134.0, 2),
        ("アスパラガス 1カップ", 111.7, 2),
    ])
    func aCupOfAsparagusIsOverAHundredGrams(line: String, grams: Double, packs: Int) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: "asparagus")
        let needed = try #require(plan.needed)
        #expect(abs(needed - grams) < 0.1, "\(plan.reason)")
        #expect(plan.packs == packs, "\(plan.reason)")
        #expect(plan.estimated)
    }

    @Test(arguments: [
        ("1 cup elbow macaroni", "macaroni", 105.0),
        ("マカロニ 1カップ", "macaroni", 87.5),
        ("2 cups penne", "penne", 210.0),
    ])
    func aCupOfDryShortPastaWeighsAboutAHundredGrams(line: String, food: String, grams: Double) throws {
        // Every short shape without a row of its own measures as short pasta.
        let plan = try plan(line, PackSize(value: 500, unit: .g), food: food)
        let needed = try #require(plan.needed)
        #expect(abs(needed - grams) < 0.1, "\(plan.reason)")
        #expect(plan.packs == 1)
        #expect(!plan.reason.contains("no weight known"), "\(plan.reason)")
    }
}

/// A slice of a vegetable is a slice, not a whole vegetable (issue 12, session 8): `れんこん 4枚` is about 40 g of
/// lotus root, not four roots (600 g, three 200 g packs); a vegetable with leaf rows keeps them (白菜 2枚 = 200 g).
@Suite struct VegetableSliceTests: PlansBundledLines {
    @Test(arguments: [
        ("れんこん 4枚", "lotus-root", 40.0),
        ("大根 4枚", "daikon", 40.0),
        ("3 slices ginger", "ginger", 9.0),
        ("しょうが 3枚", "ginger", 9.0),
        ("4 slices lotus root", "lotus-root", 40.0),
        ("人参 2枚", "carrot", 16.0),
    ])
    func aSliceWeighsASlice(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 200, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
        #expect(plan.packs == 1)
    }

    @Test func a枚ThatCountsWholeThingsStaysACount() throws {
        // 枚 has no vegetable category row: a 枚 of こんにゃく is a whole block, of さやえんどう a pod (3 g).
        let konjac = try plan("こんにゃく 2枚", PackSize(value: 1, unit: .piece), food: "konjac")
        #expect(konjac.packs == 2, "\(konjac.reason)")
        let pods = try plan("さやえんどう 4枚", PackSize(value: 50, unit: .g), food: "snow-peas")
        #expect(pods.needed == 12, "\(pods.reason)")
    }

    @Test(arguments: [("白菜 2枚", "chinese-cabbage", 200.0), ("キャベツ 2枚", "cabbage", 100.0)])
    func aLeafyVegetableKeepsItsLeafRows(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 1000, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
    }
}

/// A weight in brackets said to be after soaking or boiling is not what is bought (issue 12, session 8): dried
/// shiitake swells four- to fivefold, so `干し椎茸 中12個（もどして250g）` buys twelve dried caps (about 36 g), not
/// 250 g of dried mushrooms (five 50 g bags).
@Suite struct SoakedWeightTests: PlansBundledLines {
    @Test(arguments: [
        ("干し椎茸 中12個（もどして250g）", 36.0),
        ("干ししいたけ 6枚（水で戻して100g）", 18.0),
        ("6 dried shiitake mushrooms (soaked, about 120 g)", 18.0),
    ])
    func aSoakedWeightIsLeftForTheCount(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 50, unit: .g), food: "dried-shiitake")
        #expect(plan.needed == grams, "\(plan.reason)")
        #expect(plan.packs == 1)
    }

    @Test(arguments: [("6 dried shiitake (about 30 g)", 30.0), ("干ししいたけ 6枚（30g）", 30.0)])
    func aDryWeightInBracketsStillCounts(line: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 50, unit: .g), food: "dried-shiitake")
        #expect(plan.needed == grams, "\(plan.reason)")
    }

    @Test func theBracketWordsAreRead() {
        #expect(LineNeed.saysPrepared("もどして250g"))
        #expect(LineNeed.saysPrepared("soaked, about 120 g"))
        #expect(!LineNeed.saysPrepared("about 30 g"))
        #expect(!LineNeed.saysPrepared("1切れ60g"))
    }
}

/// Slices of cured fish and meat weigh as slices (issue 12, session 8): `8 slices smoked salmon` is about 80 g, no
/// longer one pack whatever the count.
@Suite struct CuredSliceTests: PlansBundledLines {
    @Test(arguments: [
        ("8 slices smoked salmon", "smoked-salmon", 80.0),
        ("スモークサーモン 4枚", "smoked-salmon", 40.0),
        ("10 slices salami", "salami", 50.0),
        ("サラミ 10枚", "salami", 50.0),
    ])
    func slicesOfCuredFoodsHaveWeights(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
        #expect(plan.packs == 1)
        #expect(!plan.reason.contains("cannot compare"), "\(plan.reason)")
    }

    @Test func manySlicesBuyMorePacks() throws {
        // Twenty slices of smoked salmon are 200 g: two 150 g packs, not one.
        let plan = try plan("20 slices smoked salmon", PackSize(value: 150, unit: .g), food: "smoked-salmon")
        #expect(plan.packs == 2, "\(plan.reason)")
    }
}

/// Cups of fruits, grains, beans and ham, sticks of butter and stalks of lemongrass weigh what the portions table
/// says (issue 12, session 9): before, each bought one pack of the smallest size for want of a weight, short of a
/// large amount (3 cups of mashed figs bought one pack of 4 figs; 2 sticks of butter one 100 g pack).
@Suite struct CupsOfFruitGrainAndMeatTests: PlansBundledLines {
    @Test(arguments: [
        ("3 cups mashed fresh ripe figs", "fig", 720.0),
        ("いちじく（つぶしたもの） 1カップ", "fig", 200.0),
        ("1 cup chopped figs", "fig", 150.0),
        ("2 cups fully cooked ham, cut into bite-size pieces", "ham", 280.0),
        ("ハム（角切り） 1カップ", "ham", 116.7),
        ("2½ cups quinoa, rinsed and drained well", "quinoa", 425.0),
        ("キヌア 1カップ", "quinoa", 141.7),
        ("3 cups cooked chickpeas, drained", "chickpea", 492.0),
        ("ひよこ豆（水煮） 1カップ", "chickpea", 136.7),
        ("1 1/2 cups mashed avocado", "avocado", 345.0),
        ("5 cups peeled, cored, and sliced tart apples", "apple", 625.0),
        ("2 cups sliced apples", "apple", 218.0),
    ])
    func aCupHasAWeight(line: String, food: String, grams: Double) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        let needed = try #require(plan.needed, "\(plan.reason)")
        #expect(abs(needed - grams) < 0.1, "\(plan.reason)")
        #expect(!plan.reason.contains("no weight known"), "\(plan.reason)")
        #expect(plan.packs >= Int((grams / 100 / 1.1).rounded(.up)), "\(plan.reason)")
    }

    @Test func aMashedCupIsHeavierThanAChoppedOne() throws {
        let portions = try Portions.loadBundled()
        for food in ["fig", "avocado", "banana"] {
            let mashed = try #require(portions.cupGrams(food: food, said: ["mashed"]), "\(food)")
            let any = try #require(portions.cupGrams(food: food, said: []), "\(food)")
            #expect(mashed.said)
            #expect(mashed.row.grams > any.row.grams * 1.3, "\(food)")
        }
    }

    @Test(arguments: [
        ("2 sticks soft, unsalted butter", "butter-unsalted", 226.0, 3),
        ("1 stick butter, melted", "butter", 113.0, 2),
        ("2 stalks lemongrass, finely chopped", "lemongrass", 40.0, 1),
        ("4 leaves kale, stems removed", "kale", 80.0, 1),
    ])
    func aStickOrAStalkHasAWeight(line: String, food: String, grams: Double, packs: Int) throws {
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: food)
        #expect(plan.needed == grams, "\(plan.reason)")
        #expect(plan.packs == packs, "\(plan.reason)")
    }
}
