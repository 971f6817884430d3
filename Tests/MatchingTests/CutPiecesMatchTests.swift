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
        ("6 (1/2-inch thick) sliced day-old country bread", 1, "6 slice ≈ 72 g at 12 g each"),
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
