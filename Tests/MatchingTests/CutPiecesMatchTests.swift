import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Pieces cut from what the shop sells, counted by a line (session 35, found by buying the carts of real pages):
/// a stick of a vegetable is a baton, a ring of canned pineapple or a peach half is a share of a can, and bread
/// counted with `sliced` before its name is slices.
@Suite struct CutPiecesMatchTests {
    @Test(arguments: [
        ("20 carrot sticks", 2, "20 sticks ≈ 200 g at 10 g each"),
        ("8 cucumber sticks", 2, "8 sticks ≈ 160 g at 20 g each"),
        ("12 pineapple rings", 2, "12 pc in an English recipe ≈ 660 g at 55 g each"),
        ("12 slices canned pineapple", 2, "12 slices ≈ 660 g at 55 g each"),
        ("4 canned peach halves", 1, "4 pc in an English recipe ≈ 340 g at 85 g each"),
        // (A country loaf, this line's first bread, is offered since session 47: a baguette's slices are the same share.)
        ("6 (1/2-inch thick) sliced day-old baguette", 1, "6 slice ≈ 72 g at 12 g each"),
    ])
    func aCutPieceIsAShareOfWhatIsSold(line: String, packs: Int, reason: String) throws {
        let best = try #require(BundledIdentityTests.match(line).0.best)
        #expect(best.packs == packs, "\(line): \(best.name) \(best.reasons)")
        #expect(best.reasons.contains { $0.hasPrefix(reason) }, "\(line): \(best.reasons)")
    }

    @Test(arguments: [("2 baguettes, sliced", 2), ("1 can pineapple rings", 1), ("3 celery sticks", 1)])
    func wholeOnesStayWhole(line: String, packs: Int) throws {
        // Sliced after the name slices the loaves bought; a can is a can; a celery stick is a stalk (≈ 50 g).
        let best = try #require(BundledIdentityTests.match(line).0.best)
        #expect(best.packs == packs, "\(line): \(best.name) \(best.reasons)")
    }

    @Test func saysSlicedBeforeTheNameOnly() {
        let parser = BundledIdentityTests.parser
        #expect(LineNeed.saysSlicedBeforeName(parser.parse("6 sliced country bread")))
        #expect(!LineNeed.saysSlicedBeforeName(parser.parse("2 baguettes, sliced")))
        #expect(!LineNeed.saysSlicedBeforeName(parser.parse("6 slices country bread")))
    }

    @Test func veryGradesTheSizeAfterIt() throws {
        let parsed = BundledIdentityTests.parser.parse("2 to 3 dozen of very small Raw Potatoes")
        #expect(parsed.size == "very small")
        #expect(parsed.name == "Raw Potatoes")
        #expect(SizeWords.bundled.pieceFactor(of: "very small") == 0.5)
        let best = try #require(BundledIdentityTests.match("36 very small potatoes").0.best)
        #expect(best.reasons.contains { $0.hasPrefix("36 very small ≈ 18 pcs of a usual size") }, "\(best.reasons)")
    }
}

/// Small whole fish give less than usual ones (session 35, found in the carts of the recipes of `lines-ja`: `小鯛
/// 3～4尾` had bought seven packs of two sea bream portions, a usual fish's fillets for each small one).
@Suite struct SmallFishTests {
    @Test(arguments: ["鯛 小4尾", "小鯛 3～4尾"])
    func smallFishAreFewerPortions(line: String) throws {
        // (The portions are offered since session 52, not bought: the nearest's amount is what is read.)
        let best = try #require(BundledIdentityTests.match(line).0.candidates.first)
        #expect(best.reasons.contains { $0.hasPrefix("4 小 尾 as portions ≈ 980 g at 245 g each") }, "\(line): \(best.reasons)")
        let usual = try #require(BundledIdentityTests.match("真鯛 4尾").0.candidates.first)
        #expect(usual.reasons.contains { $0.hasPrefix("4 尾 as portions ≈ 1.4 kg at 350 g each") }, "\(usual.reasons)")
    }

    @Test func sidesOfSmallFishAreFewerAndOfLargeOnesTwo() throws {
        let small = try #require(BundledIdentityTests.match("塩サバ 小2匹").0.best)
        #expect(small.reasons.contains { $0.hasSuffix("covers 2.8 pcs") }, "\(small.reasons)")
        let large = try #require(BundledIdentityTests.match("塩サバ 大2匹").0.best)
        #expect(large.reasons.contains { $0.hasSuffix("covers 4 pcs") }, "\(large.reasons)")
    }

    @Test func smallBeforeAWholeNameIsASize() {
        let parser = BundledIdentityTests.parser
        #expect(parser.parse("小鯛 3～4尾").size == "小")
        #expect(parser.parse("小鯛 3～4尾").name == "小鯛")
        #expect(parser.parse("小いわし 10尾").size == "小")
        // Foods of their own keep their names, with no size.
        for line in ["小松菜 1束", "小豆 200g", "小ねぎ 3本", "小麦粉 100g"] {
            #expect(parser.parse(line).size == nil, "\(line)")
        }
    }
}
