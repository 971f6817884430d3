import Catalog
import Testing
@testable import Matching

/// Two over-buys of a count (issue 12, session 8): a fish found inside a phrase of a bracketed note is no roe source
/// (`卵（軽くほぐすように溶く）` holds うに in ように: three packs of sea urchin for two eggs), and 木の芽 counted by
/// the leaf (枚) is a share of one garnish pack, not a pack a leaf.
@Suite struct NoteAndLeafCountTests {
    @Test(arguments: ["卵（軽くほぐすように溶く） 2個", "2 eggs (beaten, for the clams)"])
    func aFishInsideANoteMakesNoRoe(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.best != nil, "\(line): \(result.status)")
        #expect(product?.foods.first == "egg", "\(line): \(product?.name ?? "none")")
    }

    @Test func aFishNamedOutsideTheNoteStillHasRoe() throws {
        // `子持ちかれい（卵入り）`: the flounder is named, the egg is its roe.
        let (_, product) = BundledIdentityTests.match("子持ちかれい（卵入り） 2切れ")
        #expect(product?.foods.first != "egg", "\(product?.name ?? "none")")
    }

    @Test(arguments: [("木の芽 10枚", 1), ("山椒の葉 90～100枚", 1)])
    func leavesOfKinomeAreAShareOfAPack(line: String, packs: Int) throws {
        let (result, product) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(product?.foods.first == "kinome")
        #expect(best.packs == packs, "\(best.reasons)")
    }
}
