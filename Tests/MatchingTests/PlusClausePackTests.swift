import Catalog
import Testing
@testable import Matching

/// Whole eggs plus yolks or whites buy eggs for all of them (issue 12, session 8): a 6-egg pack covers
/// `1 egg plus 3 yolks`, two cover `4 eggs plus 4 yolks`.
@Suite struct PlusClausePackTests: PlansBundledLines {
    @Test(arguments: [
        ("1 egg plus 3 egg yolks", 1),
        ("4 large eggs, plus 4 egg yolks", 2),
        ("卵 2個＋卵黄1個", 1),
        ("卵 4個+卵黄 4個", 2),
        ("3 eggs, plus 3 egg whites", 1),
        ("卵 5個＋卵白 2個", 2),
    ])
    func eggsPlusTheirPartsBuyEggsForAll(line: String, packs: Int) throws {
        let plan = try plan(line, PackSize(value: 6, unit: .piece), food: "egg")
        #expect(plan.packs == packs, "\(plan.reason)")
    }
}

/// A `plus` clause in a unit of another kind adds through the food's weights (issue 12, session 10): the stick's
/// 113 g and two spoons of butter.
@Suite struct PlusMeasurePackTests: PlansBundledLines {
    @Test func aStickPlusSpoonsOfButterAddsTheSpoons() throws {
        let plan = try plan("1 stick plus 2 tablespoons butter", PackSize(value: 200, unit: .g), food: "butter")
        let needed = try #require(plan.needed)
        // 113 g and 2 tbsp (about 28 g): more than the stick alone.
        #expect(needed > 130 && needed < 150, "\(plan.reason)")
        #expect(plan.reason.contains("plus 2 tbsp"), "\(plan.reason)")
        // Two sticks and spoons pass one 200 g pack.
        let more = try self.plan("2 sticks plus 4 tablespoons butter", PackSize(value: 200, unit: .g), food: "butter")
        #expect(more.packs == 2, "\(more.reason)")
    }

    @Test func garlicClovesPlusSpoonsAddTheSpoons() throws {
        let plan = try plan("にんにく 2片＋小さじ1", PackSize(value: 50, unit: .g), food: "garlic")
        let cloves = try self.plan("にんにく 2片", PackSize(value: 50, unit: .g), food: "garlic")
        #expect((plan.needed ?? 0) > (cloves.needed ?? 0), "\(plan.reason)")
    }
}
