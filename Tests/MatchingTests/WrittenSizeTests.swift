import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// A weight the line writes for each container or piece before it (`2 (15 ounce) cans`, `1 (3 pound) beef
/// tenderloin`) is the amount, count times it (issue 12, session 9): before, the bracket was left alone and one pack
/// of any size was bought (`cannot compare 1 can with 230 g packs`), short of the recipe. The Japanese way writes
/// it after the unit (`2缶（1缶400g）`), read before.
@Suite struct UnitBracketTests: PlansBundledLines {
    @Test(arguments: [
        ("2 (15 ounce) cans garbanzo beans, rinsed and drained", "canned-chickpeas", 400.0, 850.5, 2),
        ("1 (15 ounce) can garbanzo beans", "canned-chickpeas", 400.0, 425.2, 1),
        ("1 (16 ounce) can dark red kidney beans, rinsed", "kidney-bean", 230.0, 453.6, 2),
        ("1 (.25 ounce) package active dry yeast", "yeast", 50.0, 7.1, 1),
        ("1 (3 pound) beef tenderloin, trimmed of fat", "beef-tenderloin", 300.0, 1360.8, 5),
        ("6 (1 ounce) squares semi-sweet chocolate, chopped", "chocolate", 200.0, 170.1, 1),
        ("ひよこ豆（水煮） 2缶（1缶400g）", "canned-chickpeas", 400.0, 800.0, 2),
    ])
    func eachWrittenSizeTimesTheCount(line: String, food: String, pack: Double, grams: Double, packs: Int) throws {
        let plan = try plan(line, PackSize(value: pack, unit: .g), food: food)
        let needed = try #require(plan.needed, "\(plan.reason)")
        #expect(abs(needed - grams) < 0.1, "\(plan.reason)")
        #expect(plan.packs == packs, "\(plan.reason)")
        #expect(!plan.reason.contains("cannot compare"), "\(plan.reason)")
    }

    @Test(arguments: [
        "1 (99999999999999999999 pound) beef tenderloin", "3 beef tenderloins, about 99999999999999999999 pounds",
    ])
    func aWrittenSizeNoIntHoldsPlansTheMostPacks(line: String) throws {
        // A size past any stock is planned as more packs than any shop holds, not a crash converting it
        let plan = try plan(line, PackSize(value: 300, unit: .g), food: "beef-tenderloin")
        #expect(plan.packs == PackPlan.maxPacks, "\(plan.reason)")
        #expect(PackPlan.packs(covering: .infinity, perPack: 300, estimated: false) == PackPlan.maxPacks)
        #expect(PackPlan.packs(covering: .nan, perPack: 300, estimated: false) == 1)
    }

    @Test(arguments: [
        ("1 (4 ounce) can diced green chilies", "chili-pepper"),
        ("1 (16 ounce) jar creamy dill dip", "dill"),
        ("1 (15 ounce) package dinner yeast rolls", "yeast"),
    ])
    func aBigContainerOfASpoonFoodIsAnotherProduct(line: String, food: String) throws {
        // A can or jar of 100 g or more named after a spice, herb or baking good is a product made with it: its
        // size says nothing of the food (one pack, as before, not eleven packs of dried chilies).
        let plan = try plan(line, PackSize(value: 10, unit: .g), food: food)
        #expect(plan.packs == 1, "\(plan.reason)")
    }

    @Test func aSmallPackageOfASpoonFoodIsItsWeight() throws {
        let plan = try plan("2 (.25 ounce) packages active dry yeast", PackSize(value: 10, unit: .g), food: "yeast")
        #expect(abs((plan.needed ?? 0) - 14.2) < 0.1, "\(plan.reason)")
        #expect(plan.packs == 2, "\(plan.reason)")
    }

    @Test(arguments: ["2 (15 ounce) cans tomato sauce", "トマトソース 2缶（1缶425g）"])
    func cansSoldByThePieceAreCounted(line: String) throws {
        // A shop selling the can as a piece: two cans, whatever each weighs.
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: "tomato-sauce")
        #expect(plan.packs == 2, "\(plan.reason)")
    }

    @Test func aBracketNamingNoWeightIsNoSize() throws {
        // `(12 fluid ounce)` is a volume and `(1 inch)` a length: neither weighs the unit.
        #expect(LineNeed.unitBracketGrams("1 (12 fluid ounce) can evaporated milk", before: "can") == nil)
        #expect(LineNeed.unitBracketGrams("1 (1 inch) piece fresh ginger", before: "piece") == nil)
        #expect(LineNeed.unitBracketGrams("1 can (15 ounce) beans", before: "can") == nil)
        #expect(LineNeed.unitBracketGrams("2 (6 oz) cans tomato paste", before: "cans") == 6 * 28.3495)
        #expect(LineNeed.unitBracketGrams("1 (6-ounce [260 g]) can tomato puree", before: "can") == 260)
    }
}

/// A count whose comment opens with its weight (`3 medium yams, about 1 pound`) is bought by that weight, as a
/// bracket would say it (issue 12, session 9): before, the typical piece weight (3 × 250 g) bought 750 g.
@Suite struct CommentWeightTests: PlansBundledLines {
    @Test(arguments: [
        ("3 medium yams, about 1 pound, cut into thin round slices", "sweet-potato", 500.0, 453.6, 1),
        ("2 eggplants, about 1 pound each, trimmed", "eggplant", 500.0, 907.2, 2),
        ("1 red cabbage, about 2½ pounds", "red-cabbage", 1000.0, 1134.0, 2),
        ("かぼちゃ 1/4個、約300g", "pumpkin", 300.0, 300.0, 1),
        // `N x weight` weighs each one (`½ x 400g` is half a can).
        ("4 x 200g/7oz rib-eye steaks", "beef-ribeye", 300.0, 800.0, 3),
        ("½ x 400g/14oz can kidney beans, drained", "kidney-bean", 230.0, 200.0, 1),
        ("鮭 2 x 100g", "salmon", 100.0, 200.0, 2),
    ])
    func theCommentsWeightIsTheAmount(line: String, food: String, pack: Double, grams: Double, packs: Int) throws {
        let plan = try plan(line, PackSize(value: pack, unit: .g), food: food)
        let needed = try #require(plan.needed, "\(plan.reason)")
        #expect(abs(needed - grams) < 0.1, "\(plan.reason)")
        #expect(plan.packs == packs, "\(plan.reason)")
    }

    @Test func piecesSoldByThePieceStayCounted() throws {
        // 3 yams sold one by one are still 3 whatever they weigh together.
        let plan = try plan("3 medium yams, about 1 pound", PackSize(value: 1, unit: .piece), food: "sweet-potato")
        #expect(plan.packs == 3, "\(plan.reason)")
    }

    @Test func aCommentSayingMoreIsNoWeight() {
        #expect(LineNeed.commentGrams("about 16 slices total", count: 1) == nil)
        #expect(LineNeed.commentGrams("cut into 1 inch pieces", count: 1) == nil)
        #expect(LineNeed.commentGrams("1 pound peeled and chopped", count: 1) == nil)
        #expect(LineNeed.commentGrams("about 1 pound each", count: 2) == 2 * 453.592)
        #expect(LineNeed.commentGrams("1 1/2 pounds total", count: 3) == 1.5 * 453.592)
        #expect(LineNeed.commentGrams("約300g", count: 1) == 300)
        #expect(LineNeed.commentGrams("200g; 7oz", count: 4, times: true) == 800)
        #expect(LineNeed.saysTimes("4 x 200g/7oz rib-eye steaks"))
        #expect(LineNeed.saysTimes("½ × 400g can"))
        #expect(!LineNeed.saysTimes("4 xl eggs"))
        #expect(!LineNeed.saysTimes("2 onions (about 400g)"))
    }
}
