@testable import FoodLexicon
import Testing

@Suite struct ScalarFoldingTests {
    /// The folding table skips the scalars NFKC case folding leaves alone; asking Foundation of every scalar
    /// gives the same table.
    @Test func skippingUnchangedScalarsGivesTheSameTable() {
        let skipping = ScalarFolding.buildTable(skippingUnchanged: true)
        let full = ScalarFolding.buildTable(skippingUnchanged: false)
        #expect(skipping.count == full.count)
        #expect(skipping == full)
        #expect(skipping[0x3000] == [" "])
        #expect(skipping[0x00E9] == ["e"])
    }
}
