import Foundation
import GRDB

/// The order store over the Kaimono SQLite database (the same file as the catalog).
///
/// A submission runs in one IMMEDIATE write transaction: look up the key, take the stock of every line with
/// a guarded `UPDATE … WHERE stock >= ?` (a line that changes no row aborts everything), then store the
/// submission, its shop orders and their lines. The unique key index backs the check against other processes.
public struct GRDBOrderStore: OrderStore {
    private let database: KaimonoDatabase

    /// A store over `database`.
    public init(database: KaimonoDatabase) {
        self.database = database
    }

    public func submit(_ receipt: OrderReceipt) async throws -> OrderReceipt {
        do {
            return try await database.writer.writeWithoutTransaction { db in
                var result: OrderReceipt?
                try db.inTransaction(.immediate) {
                    result = try Self.submit(db, receipt)
                    return .commit
                }
                guard let result else { throw OrderStoreError.database("the submission stored nothing") }
                return result
            }
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError.database(String(describing: error))
        }
    }

    static func submit(_ db: Database, _ receipt: OrderReceipt) throws -> OrderReceipt {
        if let existing = try SubmissionRecord
            .filter(SubmissionRecord.Columns.idempotencyKey == receipt.idempotencyKey).fetchOne(db)
        {
            guard existing.cartHash == receipt.cartHash else {
                throw OrderStoreError.keyConflict(key: receipt.idempotencyKey, existingId: existing.id)
            }
            var stored = try load(db, existing)
            stored.replayed = true
            return stored
        }
        // One UPDATE per product (summed over shops), in a fixed order.
        var packsByProduct: [String: Int] = [:]
        for order in receipt.orders {
            for line in order.lines { packsByProduct[line.productId, default: 0] += line.packs }
        }
        for (productId, packs) in packsByProduct.sorted(by: { $0.key < $1.key }) {
            try db.execute(
                sql: """
                    UPDATE product SET stock = stock - ?
                    WHERE id = ? AND stock >= ? AND onSale = 1 AND soldOut = 0
                    """,
                arguments: [packs, productId, packs])
            if db.changesCount != 1 {
                let left = try Int.fetchOne(db, sql: "SELECT stock FROM product WHERE id = ?", arguments: [productId])
                throw OrderStoreError.insufficientStock(productId: productId, requested: packs, available: left)
            }
        }
        try SubmissionRecord(
            id: receipt.id, idempotencyKey: receipt.idempotencyKey, cartHash: receipt.cartHash,
            createdAt: receipt.createdAt, pickupDate: receipt.pickupDate.description, stationId: receipt.stationId,
            total: receipt.total
        ).insert(db)
        for (position, order) in receipt.orders.enumerated() {
            try ShopOrderRecord(
                id: order.id, submissionId: receipt.id, position: position, shopId: order.shopId,
                deadline: order.deadline, subtotal: order.subtotal, status: order.status
            ).insert(db)
            for (index, line) in order.lines.enumerated() {
                try OrderLineRecord(
                    orderId: order.id, position: index, productId: line.productId, name: line.name,
                    packs: line.packs, unitPrice: line.unitPrice
                ).insert(db)
            }
        }
        var stored = receipt
        stored.replayed = false
        return stored
    }

    public func receipt(id: String) async throws -> OrderReceipt? {
        do {
            return try await database.writer.read { db -> OrderReceipt? in
                if let submission = try SubmissionRecord.fetchOne(db, key: id) { return try Self.load(db, submission) }
                guard let order = try ShopOrderRecord.fetchOne(db, key: id),
                      let submission = try SubmissionRecord.fetchOne(db, key: order.submissionId)
                else { return nil }
                return try Self.load(db, submission)
            }
        } catch {
            throw OrderStoreError.database(String(describing: error))
        }
    }

    static func load(_ db: Database, _ submission: SubmissionRecord) throws -> OrderReceipt {
        let orders = try ShopOrderRecord.filter(ShopOrderRecord.Columns.submissionId == submission.id)
            .order(ShopOrderRecord.Columns.position).fetchAll(db)
        var stored: [StoredOrder] = []
        for order in orders {
            let lines = try OrderLineRecord.filter(OrderLineRecord.Columns.orderId == order.id)
                .order(OrderLineRecord.Columns.position).fetchAll(db)
                .map { StoredOrder.Line(productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice) }
            stored.append(StoredOrder(
                id: order.id, shopId: order.shopId, deadline: order.deadline, lines: lines, status: order.status))
        }
        let day = CalendarDay(iso: submission.pickupDate) ?? CalendarDay(dayNumber: 0)
        return OrderReceipt(
            id: submission.id, idempotencyKey: submission.idempotencyKey, cartHash: submission.cartHash,
            createdAt: submission.createdAt, pickupDate: day, stationId: submission.stationId, orders: stored)
    }
}
