import Catalog
import IngredientParsing
import Testing

@testable import Matching

/// An English line that writes a weight well over its count of the shop's pieces buys them by weight: a US
/// eggplant of 1½ pounds is some eight of a Japanese shop's なす, two salmon fillets of 6 ounces are four 切り身.
/// A count near the shop's pieces, and every Japanese count (a Japanese recipe's pieces are the shop's), stays.
@Suite struct WrittenWeightPiecesTests {
    @Test(arguments: [
        ("1 large eggplant (1½ pounds), peeled and cut into 1-inch cubes", "p-00622", 8),
        ("6 skinless salmon fillets, 6 ounces each", "p-00460", 5),
        // Near the count: 340 g is one large apple, not two of the shop's.
        ("1 Golden Delicious apple, about 3/4 pound", "p-00764", 1),
        ("玉ねぎ 1個（200g）", "p-00569", 1),
        ("マサバ 1匹（350g）", "p-00475", 1),
    ])
    func theWrittenWeightCountsWhenItHoldsMorePieces(line: String, productId: String, packs: Int) throws {
        let (result, _) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(best.productId == productId, "\(line): \(best.name)")
        #expect(best.packs == packs, "\(line): \(best.reasons)")
    }
}
