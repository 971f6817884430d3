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
