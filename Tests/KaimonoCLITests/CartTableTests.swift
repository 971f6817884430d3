import Testing

@testable import kaimono

/// Item rows and their shop's subtotal line end at the same terminal column, whatever the amounts.
@Suite struct CartTableTests {
    @Test func aLargeSubtotalWidensTheMoneyColumn() {
        // Given a row whose subtotal (¥1,190,000) is wider than the usual nine columns
        let columns = CartTable.ItemColumns(
            rows: [(packs: 5, unitPrice: 238_000, subtotal: 1_190_000), (packs: 1, unitPrice: 98, subtotal: 98)],
            subtotals: [1_190_098])
        let rows = [
            columns.row("国産 鶏もも肉 2kg 業務用", packs: 5, unitPrice: 238_000, subtotal: 1_190_000),
            columns.row("三つ葉 50g", packs: 1, unitPrice: 98, subtotal: 98),
            columns.subtotal(1_190_098),
        ]
        // Then all three end at one column
        #expect(Set(rows.map(CartTable.width)).count == 1)
        #expect(rows[2].hasSuffix("subtotal ¥1,190,098"))
    }

    @Test func rowsHoldNoCharacterOfAmbiguousWidth() {
        // × and … are two columns in a Japanese terminal: the rows stuck out one column past the subtotal.
        let columns = CartTable.ItemColumns(rows: [(packs: 2, unitPrice: 238, subtotal: 476)], subtotals: [476])
        let row = columns.row(String(repeating: "じゃがいも", count: 5), packs: 2, unitPrice: 238, subtotal: 476)
        #expect(row == "  じゃがいもじゃがいもじゃがいも...      2 x ¥238      ¥476")
        #expect(!row.contains("×") && !row.contains("…"))
        #expect(CartTable.width(row) == CartTable.width(columns.subtotal(476)))
    }
}
