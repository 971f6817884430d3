import Foundation
import Testing
@testable import Catalog

/// A database made before customers and histories (`orders-v1`) opens, and its orders read back whole.
@Suite struct OrderMigrationTests {
    @Test func ordersOfVersionOneGetAnEmptyCustomerAndTheirFirstHistoryEntry() async throws {
        // Given a database migrated up to orders-v1 only, holding one submission with one shop order
        let database = try KaimonoDatabase.inMemory(upTo: "orders-v1")
        try await database.execute(sql: """
            INSERT INTO orderSubmission (id, idempotencyKey, cartHash, createdAt, pickupDate, stationId, total)
            VALUES ('o-1', 'key-1', 'hash', '2026-11-23 01:00:00.000', '2026-11-24', 'st-a', 580);
            INSERT INTO shopOrder (id, submissionId, position, shopId, deadline, subtotal, status)
            VALUES ('o-1-s-meat', 'o-1', 0, 's-meat', '2026-11-23 11:00:00.000', 580, 'reserved');
            INSERT INTO orderLine (orderId, position, productId, name, packs, unitPrice)
            VALUES ('o-1-s-meat', 0, 'p-pork', '豚こま切れ肉 400g', 1, 580);
            """)
        // When it is opened by this version
        try database.migrateToLatest()
        // Then the order reads back with an empty customer and a history of its reserved status
        let receipt = try #require(try await GRDBOrderStore(database: database).receipt(id: "o-1-s-meat"))
        let created = Date(timeIntervalSince1970: 1_795_395_600)  // 2026-11-23T01:00:00Z
        #expect(receipt.customerId == "")
        #expect(receipt.createdAt == created)
        #expect(receipt.orders.map(\.status) == [.reserved])
        #expect(receipt.orders[0].history == [StoredOrder.StatusChange(status: .reserved, at: created)])
        #expect(receipt.orders[0].lines == [StoredOrder.Line(productId: "p-pork", name: "豚こま切れ肉 400g", packs: 1, unitPrice: 580)])
        #expect(try await GRDBOrderStore(database: database).receipts(customerId: "", after: nil, limit: 5).map(\.id) == ["o-1"])
    }
}
