public import Foundation
import GRDB

/// The order store over the Kaimono SQLite database (the same file as the catalog).
///
/// Every write runs in one IMMEDIATE transaction, so it holds the database's write lock from its first
/// read: a submission looks up the key, reads the cart's products, takes the stock of every line with a
/// guarded `UPDATE … WHERE stock >= ?` (a line that changes no row aborts everything), then stores the
/// submission, its shop orders, their lines and their first history entry. A status change reads the
/// orders, applies each change as `UPDATE … WHERE status = from` and returns stock in the same transaction.
/// `PostgresOrderStore` follows the same steps with row locks instead of the file's write lock.
public struct GRDBOrderStore: OrderStore {
    private let database: KaimonoDatabase

    /// A store over `database`.
    public init(database: KaimonoDatabase) {
        self.database = database
    }

    public func submit(
        _ draft: OrderDraft, make: @escaping @Sendable (_ products: [String: Product]) throws -> OrderReceipt
    ) async throws -> OrderReceipt {
        try await write { db in try Self.submit(db, draft, make: make) }
    }

    public func receipt(id: String) async throws -> OrderReceipt? {
        try await read { db in try Self.receipt(db, id: id) }
    }

    public func receipts(customerId: String, after cursor: String?, limit: Int) async throws -> [OrderReceipt] {
        try await read { db in
            var sql = "SELECT * FROM orderSubmission WHERE customerId = ?"
            var arguments: StatementArguments = [customerId]
            if let cursor {
                guard let last = try SubmissionRecord.fetchOne(db, key: cursor), last.customerId == customerId else {
                    throw OrderStoreError.badCursor(cursor, customerId: customerId)
                }
                // Keyset paging: strictly older than the cursor, ties broken by id.
                sql += " AND (createdAt < ? OR (createdAt = ? AND id < ?))"
                arguments += [last.createdAt, last.createdAt, last.id]
            }
            sql += " ORDER BY createdAt DESC, id DESC LIMIT ?"
            arguments += [max(limit, 0)]
            return try SubmissionRecord.fetchAll(db, sql: sql, arguments: arguments).map { try Self.load(db, $0) }
        }
    }

    public func receipts(stationId: String, pickupDate: CalendarDay) async throws -> [OrderReceipt] {
        try await read { db in
            try SubmissionRecord.fetchAll(
                db,
                sql: """
                    SELECT * FROM orderSubmission WHERE stationId = ? AND pickupDate = ?
                    ORDER BY createdAt, id
                    """,
                arguments: [stationId, pickupDate.description]
            ).map { try Self.load(db, $0) }
        }
    }

    public func updateStatus(
        id: String, at: Date, plan: @escaping @Sendable (OrderReceipt) throws -> [OrderStatusUpdate]
    ) async throws -> OrderReceipt? {
        try await write { db in
            guard let current = try Self.receipt(db, id: id) else { return nil }
            let updates = try plan(current)
            for update in updates {
                try Self.apply(db, update, at: at, receipt: current)
            }
            return try Self.receipt(db, id: id)
        }
    }

    // MARK: Transactions

    /// Runs `body` in an IMMEDIATE transaction; errors of the rules pass through, database errors are wrapped.
    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await database.writer.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                guard let result else { throw OrderStoreError.database("the transaction returned nothing") }
                return result
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            throw OrderStoreError.unavailable("the database file stayed locked by another writer")
        } catch let error as DatabaseError {
            throw OrderStoreError.database(String(describing: error))
        }
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await database.writer.read(body)
        } catch let error as DatabaseError {
            throw OrderStoreError.database(String(describing: error))
        }
    }

    // MARK: Submission

    static func submit(
        _ db: Database, _ draft: OrderDraft, make: (_ products: [String: Product]) throws -> OrderReceipt
    ) throws -> OrderReceipt {
        if let existing = try SubmissionRecord
            .filter(SubmissionRecord.Columns.idempotencyKey == draft.idempotencyKey).fetchOne(db)
        {
            guard existing.cartHash == draft.cartHash else {
                throw OrderStoreError.keyConflict(key: draft.idempotencyKey)
            }
            var stored = try load(db, existing)
            stored.replayed = true
            return stored
        }
        var products: [String: Product] = [:]
        for record in try ProductRecord.fetchAll(db, keys: Array(Set(draft.productIds))) {
            products[record.id] = record.product
        }
        var receipt = try make(products)
        receipt.id = draft.id
        receipt.idempotencyKey = draft.idempotencyKey
        receipt.cartHash = draft.cartHash
        receipt.customerId = draft.customerId
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
            total: receipt.total, customerId: receipt.customerId
        ).insert(db)
        if !packsByProduct.isEmpty { try GRDBCatalogStore.bumpVersion(db) }
        for (position, order) in receipt.orders.enumerated() {
            try ShopOrderRecord(
                id: order.id, submissionId: receipt.id, position: position, shopId: order.shopId,
                deadline: order.deadline, subtotal: order.subtotal, status: OrderStatus.reserved.rawValue
            ).insert(db)
            for (index, line) in order.lines.enumerated() {
                try OrderLineRecord(
                    orderId: order.id, position: index, productId: line.productId, name: line.name,
                    packs: line.packs, unitPrice: line.unitPrice
                ).insert(db)
            }
            try StatusChangeRecord(
                orderId: order.id, position: 0, status: OrderStatus.reserved.rawValue, at: receipt.createdAt
            ).insert(db)
        }
        // Read back what was stored, so a first answer and its replays are the same value.
        guard let stored = try Self.receipt(db, id: receipt.id) else {
            throw OrderStoreError.database("submission \(receipt.id) was not stored")
        }
        return stored
    }

    // MARK: Status

    static func apply(_ db: Database, _ update: OrderStatusUpdate, at: Date, receipt: OrderReceipt) throws {
        try db.execute(
            sql: "UPDATE shopOrder SET status = ? WHERE id = ? AND status = ?",
            arguments: [update.to.rawValue, update.orderId, update.from.rawValue])
        guard db.changesCount == 1 else {
            throw OrderStoreError.statusChanged(orderId: update.orderId, expected: update.from)
        }
        let position = try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM orderStatusChange WHERE orderId = ?", arguments: [update.orderId]) ?? 0
        try StatusChangeRecord(orderId: update.orderId, position: position, status: update.to.rawValue, at: at)
            .insert(db)
        guard update.returnsStock, let order = receipt.orders.first(where: { $0.id == update.orderId }) else { return }
        // A product no longer in the catalog changes no row: its stock went with it.
        for line in order.lines {
            try db.execute(
                sql: "UPDATE product SET stock = stock + ? WHERE id = ?", arguments: [line.packs, line.productId])
        }
        try GRDBCatalogStore.bumpVersion(db)
    }

    // MARK: Reading

    static func receipt(_ db: Database, id: String) throws -> OrderReceipt? {
        if let submission = try SubmissionRecord.fetchOne(db, key: id) { return try load(db, submission) }
        guard let order = try ShopOrderRecord.fetchOne(db, key: id),
            let submission = try SubmissionRecord.fetchOne(db, key: order.submissionId)
        else { return nil }
        return try load(db, submission)
    }

    static func load(_ db: Database, _ submission: SubmissionRecord) throws -> OrderReceipt {
        let orders = try ShopOrderRecord.filter(ShopOrderRecord.Columns.submissionId == submission.id)
            .order(ShopOrderRecord.Columns.position).fetchAll(db)
        var stored: [StoredOrder] = []
        for order in orders {
            let lines = try OrderLineRecord.filter(OrderLineRecord.Columns.orderId == order.id)
                .order(OrderLineRecord.Columns.position).fetchAll(db)
                .map { StoredOrder.Line(productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice) }
            let history = try StatusChangeRecord.filter(StatusChangeRecord.Columns.orderId == order.id)
                .order(StatusChangeRecord.Columns.position).fetchAll(db)
                .map { StoredOrder.StatusChange(status: OrderStatus(rawValue: $0.status) ?? .reserved, at: $0.at) }
            stored.append(StoredOrder(
                id: order.id, shopId: order.shopId, deadline: order.deadline, lines: lines,
                status: OrderStatus(rawValue: order.status) ?? .reserved, history: history))
        }
        let day = CalendarDay(iso: submission.pickupDate) ?? CalendarDay(dayNumber: 0)
        return OrderReceipt(
            id: submission.id, idempotencyKey: submission.idempotencyKey, cartHash: submission.cartHash,
            customerId: submission.customerId, createdAt: submission.createdAt, pickupDate: day,
            stationId: submission.stationId, orders: stored)
    }
}
