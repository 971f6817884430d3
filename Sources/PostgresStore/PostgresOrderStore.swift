import Catalog
import Foundation
import Logging
import PostgresNIO

/// The order store over PostgreSQL: the steps of `GRDBOrderStore`, made safe between instances by row locks.
///
/// A submission takes a transaction-scoped advisory lock on its idempotency key (the same key sent to two
/// instances waits, then finds the first one's receipt), locks the cart's products in id order
/// (`SELECT … FOR UPDATE`, so two carts never deadlock and the rules see the prices that will be charged),
/// takes each product's stock with `UPDATE … WHERE stock >= packs`, and stores the orders, all in one
/// transaction. The key is also unique in the table: a key stored by a path that skipped the lock still
/// makes one order. A status change locks the submission's shop orders before the plan reads them, so a
/// cancellation sent to several instances returns the stock once.
struct PostgresOrderStore: OrderStore {
    let database: PostgresDatabase

    private var logger: Logger { database.logger }

    func submit(
        _ draft: OrderDraft, make: @escaping @Sendable (_ products: [String: Product]) throws -> OrderReceipt
    ) async throws -> OrderReceipt {
        let logger = logger
        let database = database
        return try await guarded {
            do {
                return try await database.transaction { connection in
                    try await Self.submit(connection, draft, make: make, logger: logger)
                }
            } catch let error
                where PostgresFailure.isUniqueViolation(error, constraint: "order_submission_key")
                    || PostgresFailure.isUniqueViolation(error, constraint: "order_submission_pkey")
            {
                // Stored meanwhile under the same key by a path that skipped the lock: this try replays it.
                return try await database.transaction { connection in
                    try await Self.submit(connection, draft, make: make, logger: logger)
                }
            }
        }
    }

    func receipt(id: String) async throws -> OrderReceipt? {
        let logger = logger
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                try await Self.receipt(connection, id: id, logger: logger)
            }
        }
    }

    func receipts(customerId: String, after cursor: String?, limit: Int) async throws -> [OrderReceipt] {
        let logger = logger
        let limit = max(limit, 0)
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                let submissions: [SubmissionRow]
                if let cursor {
                    guard let last = try await Self.submissions(
                        connection, "SELECT \(unescaped: SubmissionRow.columns) FROM order_submission WHERE id = \(cursor)",
                        logger: logger
                    ).first, last.customerId == customerId else {
                        throw OrderStoreError.badCursor(cursor, customerId: customerId)
                    }
                    // Keyset paging: strictly older than the cursor, ties broken by id.
                    submissions = try await Self.submissions(connection, """
                        SELECT \(unescaped: SubmissionRow.columns) FROM order_submission
                        WHERE customer_id = \(customerId)
                            AND (created_at < \(last.createdAt) OR (created_at = \(last.createdAt) AND id < \(last.id)))
                        ORDER BY created_at DESC, id DESC LIMIT \(limit)
                        """, logger: logger)
                } else {
                    submissions = try await Self.submissions(connection, """
                        SELECT \(unescaped: SubmissionRow.columns) FROM order_submission WHERE customer_id = \(customerId)
                        ORDER BY created_at DESC, id DESC LIMIT \(limit)
                        """, logger: logger)
                }
                return try await Self.load(connection, submissions, logger: logger)
            }
        }
    }

    func receipts(stationId: String, pickupDate: CalendarDay) async throws -> [OrderReceipt] {
        let logger = logger
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                let submissions = try await Self.submissions(connection, """
                    SELECT \(unescaped: SubmissionRow.columns) FROM order_submission
                    WHERE station_id = \(stationId) AND pickup_date = \(pickupDate.description)
                    ORDER BY created_at, id
                    """, logger: logger)
                return try await Self.load(connection, submissions, logger: logger)
            }
        }
    }

    func updateStatus(
        id: String, at: Date, plan: @escaping @Sendable (OrderReceipt) throws -> [OrderStatusUpdate]
    ) async throws -> OrderReceipt? {
        let logger = logger
        return try await guarded {
            try await database.transaction { connection in
                guard let submissionId = try await Self.submissionId(connection, for: id, logger: logger) else {
                    return nil
                }
                // Locked before the plan reads them: a racing change waits, then sees this one's outcome.
                try await connection.query(
                    "SELECT id FROM shop_order WHERE submission_id = \(submissionId) ORDER BY id FOR UPDATE",
                    logger: logger)
                guard let current = try await Self.receipt(connection, id: submissionId, logger: logger) else {
                    return nil
                }
                let updates = try plan(current)
                var returnedStock = false
                for update in updates {
                    returnedStock = try await Self.apply(connection, update, at: at, receipt: current, logger: logger)
                        || returnedStock
                }
                if returnedStock { try await PostgresCatalogStore.bumpVersion(connection, logger: logger) }
                return try await Self.receipt(connection, id: submissionId, logger: logger)
            }
        }
    }

    // MARK: Submission

    static func submit(
        _ connection: PostgresConnection, _ draft: OrderDraft,
        make: (_ products: [String: Product]) throws -> OrderReceipt, logger: Logger
    ) async throws -> OrderReceipt {
        // The same key on two instances: the second waits here until the first commits, then replays it.
        try await connection.query(
            "SELECT pg_advisory_xact_lock(hashtext('kaimono-order-key'), hashtext(\(draft.idempotencyKey)))",
            logger: logger)
        if let existing = try await submissions(connection, """
            SELECT \(unescaped: SubmissionRow.columns) FROM order_submission WHERE idempotency_key = \(draft.idempotencyKey)
            """, logger: logger).first
        {
            guard existing.cartHash == draft.cartHash else {
                throw OrderStoreError.keyConflict(key: draft.idempotencyKey)
            }
            guard var stored = try await load(connection, [existing], logger: logger).first else {
                throw OrderStoreError.database("submission \(existing.id) has no orders")
            }
            stored.replayed = true
            return stored
        }
        // Locked in id order, so carts sharing products queue instead of deadlocking, and the prices the
        // rules see are the ones charged.
        let ids = Array(Set(draft.productIds)).sorted()
        var products: [String: Product] = [:]
        for product in try await PostgresCatalogStore.products(connection, """
            SELECT \(unescaped: PostgresCatalogStore.productColumns) FROM product WHERE id = ANY(\(ids))
            ORDER BY id FOR UPDATE
            """, logger: logger)
        {
            products[product.id] = product
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
            let taken = try await connection.all("""
                UPDATE product SET stock = stock - \(packs)
                WHERE id = \(productId) AND stock >= \(packs) AND on_sale AND NOT sold_out
                RETURNING stock
                """, logger: logger)
            if taken.isEmpty {
                var left: Int?
                for try await stock in try await connection.query(
                    "SELECT stock FROM product WHERE id = \(productId)", logger: logger
                ).decode(Int.self) {
                    left = stock
                }
                throw OrderStoreError.insufficientStock(productId: productId, requested: packs, available: left)
            }
        }
        try await connection.query("""
            INSERT INTO order_submission
                (id, idempotency_key, cart_hash, created_at, pickup_date, station_id, total, customer_id)
            VALUES (\(receipt.id), \(receipt.idempotencyKey), \(receipt.cartHash), \(receipt.createdAt),
                \(receipt.pickupDate.description), \(receipt.stationId), \(receipt.total), \(receipt.customerId))
            """, logger: logger)
        // Rows as parallel arrays: one statement per table whatever the size of the cart.
        var orders = ShopOrderColumns()
        var lines = LineColumns()
        var changes = ChangeColumns()
        for (position, order) in receipt.orders.enumerated() {
            orders.append(
                id: order.id, submissionId: receipt.id, position: position, shopId: order.shopId,
                deadline: order.deadline, subtotal: order.subtotal, status: OrderStatus.reserved.rawValue)
            for (index, line) in order.lines.enumerated() {
                lines.append(
                    orderId: order.id, position: index, productId: line.productId, name: line.name, packs: line.packs,
                    unitPrice: line.unitPrice)
            }
            changes.append(orderId: order.id, position: 0, status: OrderStatus.reserved.rawValue, at: receipt.createdAt)
        }
        try await connection.query("""
            INSERT INTO shop_order (id, submission_id, position, shop_id, deadline, subtotal, status)
            SELECT * FROM unnest(\(orders.ids)::text[], \(orders.submissionIds)::text[], \(orders.positions)::bigint[],
                \(orders.shopIds)::text[], \(orders.deadlines)::timestamptz[], \(orders.subtotals)::bigint[],
                \(orders.statuses)::text[])
            """, logger: logger)
        try await connection.query("""
            INSERT INTO order_line (order_id, position, product_id, name, packs, unit_price)
            SELECT * FROM unnest(\(lines.orderIds)::text[], \(lines.positions)::bigint[], \(lines.productIds)::text[],
                \(lines.names)::text[], \(lines.packs)::bigint[], \(lines.unitPrices)::bigint[])
            """, logger: logger)
        try await connection.query("""
            INSERT INTO order_status_change (order_id, position, status, at)
            SELECT * FROM unnest(\(changes.orderIds)::text[], \(changes.positions)::bigint[],
                \(changes.statuses)::text[], \(changes.ats)::timestamptz[])
            """, logger: logger)
        if !packsByProduct.isEmpty { try await PostgresCatalogStore.bumpVersion(connection, logger: logger) }
        // Read back what was stored, so a first answer and its replays are the same value.
        guard let stored = try await load(
            connection,
            try await submissions(
                connection, "SELECT \(unescaped: SubmissionRow.columns) FROM order_submission WHERE id = \(receipt.id)",
                logger: logger),
            logger: logger
        ).first else {
            throw OrderStoreError.database("submission \(receipt.id) was not stored")
        }
        return stored
    }

    // MARK: Status

    /// Applies one change; returns whether it put stock back.
    static func apply(
        _ connection: PostgresConnection, _ update: OrderStatusUpdate, at: Date, receipt: OrderReceipt, logger: Logger
    ) async throws -> Bool {
        let changed = try await connection.all("""
            UPDATE shop_order SET status = \(update.to.rawValue)
            WHERE id = \(update.orderId) AND status = \(update.from.rawValue) RETURNING id
            """, logger: logger)
        guard !changed.isEmpty else {
            throw OrderStoreError.statusChanged(orderId: update.orderId, expected: update.from)
        }
        try await connection.query("""
            INSERT INTO order_status_change (order_id, position, status, at)
            SELECT \(update.orderId), count(*), \(update.to.rawValue), \(at)
            FROM order_status_change WHERE order_id = \(update.orderId)
            """, logger: logger)
        guard update.returnsStock, let order = receipt.orders.first(where: { $0.id == update.orderId }) else {
            return false
        }
        // In product order, like submissions; a product no longer in the catalog changes no row.
        var packsByProduct: [String: Int] = [:]
        for line in order.lines { packsByProduct[line.productId, default: 0] += line.packs }
        for (productId, packs) in packsByProduct.sorted(by: { $0.key < $1.key }) {
            try await connection.query(
                "UPDATE product SET stock = stock + \(packs) WHERE id = \(productId)", logger: logger)
        }
        return true
    }

    // MARK: Reading

    /// The submission holding `id` (a submission id or one of its shop order ids).
    static func submissionId(_ connection: PostgresConnection, for id: String, logger: Logger) async throws -> String? {
        for try await found in try await connection.query("""
            SELECT id FROM order_submission WHERE id = \(id)
            UNION ALL SELECT submission_id FROM shop_order WHERE id = \(id)
            LIMIT 1
            """, logger: logger).decode(String.self)
        {
            return found
        }
        return nil
    }

    static func receipt(_ connection: PostgresConnection, id: String, logger: Logger) async throws -> OrderReceipt? {
        guard let submissionId = try await submissionId(connection, for: id, logger: logger) else { return nil }
        return try await load(
            connection,
            try await submissions(
                connection, "SELECT \(unescaped: SubmissionRow.columns) FROM order_submission WHERE id = \(submissionId)",
                logger: logger),
            logger: logger
        ).first
    }

    static func submissions(_ connection: PostgresConnection, _ query: PostgresQuery, logger: Logger) async throws
        -> [SubmissionRow]
    {
        var rows: [SubmissionRow] = []
        for try await (id, key, hash, createdAt, pickupDate, stationId, customerId) in try await connection.query(
            query, logger: logger
        ).decode((String, String, String, Date, String, String, String).self) {
            rows.append(SubmissionRow(
                id: id, idempotencyKey: key, cartHash: hash, createdAt: createdAt, pickupDate: pickupDate,
                stationId: stationId, customerId: customerId))
        }
        return rows
    }

    /// The receipts of `submissions`, in their order: their orders, lines and histories in three queries.
    static func load(_ connection: PostgresConnection, _ submissions: [SubmissionRow], logger: Logger) async throws
        -> [OrderReceipt]
    {
        guard !submissions.isEmpty else { return [] }
        let ids = submissions.map(\.id)
        var ordersBySubmission: [String: [StoredOrder]] = [:]
        var orderIds: [String] = []
        for try await (id, submissionId, shopId, deadline, status) in try await connection.query("""
            SELECT id, submission_id, shop_id, deadline, status FROM shop_order
            WHERE submission_id = ANY(\(ids)) ORDER BY submission_id, position
            """, logger: logger).decode((String, String, String, Date, String).self)
        {
            orderIds.append(id)
            ordersBySubmission[submissionId, default: []].append(StoredOrder(
                id: id, shopId: shopId, deadline: deadline, lines: [],
                status: OrderStatus(rawValue: status) ?? .reserved))
        }
        var lines: [String: [StoredOrder.Line]] = [:]
        for try await (orderId, productId, name, packs, unitPrice) in try await connection.query("""
            SELECT order_id, product_id, name, packs, unit_price FROM order_line
            WHERE order_id = ANY(\(orderIds)) ORDER BY order_id, position
            """, logger: logger).decode((String, String, String, Int, Int).self)
        {
            lines[orderId, default: []].append(
                StoredOrder.Line(productId: productId, name: name, packs: packs, unitPrice: unitPrice))
        }
        var history: [String: [StoredOrder.StatusChange]] = [:]
        for try await (orderId, status, at) in try await connection.query("""
            SELECT order_id, status, at FROM order_status_change
            WHERE order_id = ANY(\(orderIds)) ORDER BY order_id, position
            """, logger: logger).decode((String, String, Date).self)
        {
            history[orderId, default: []].append(
                StoredOrder.StatusChange(status: OrderStatus(rawValue: status) ?? .reserved, at: at))
        }
        return submissions.map { submission in
            let orders = (ordersBySubmission[submission.id] ?? []).map { order in
                var order = order
                order.lines = lines[order.id] ?? []
                order.history = history[order.id] ?? []
                return order
            }
            return OrderReceipt(
                id: submission.id, idempotencyKey: submission.idempotencyKey, cartHash: submission.cartHash,
                customerId: submission.customerId, createdAt: submission.createdAt,
                pickupDate: CalendarDay(iso: submission.pickupDate) ?? CalendarDay(dayNumber: 0),
                stationId: submission.stationId, orders: orders)
        }
    }

    /// Runs `body`; PostgreSQL failures become order store errors (`database_unavailable`, `database`).
    private func guarded<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw PostgresFailure.orderError(error)
        }
    }
}

/// A row of `order_submission`.
struct SubmissionRow: Sendable {
    static let columns = "id, idempotency_key, cart_hash, created_at, pickup_date, station_id, customer_id"

    var id: String
    var idempotencyKey: String
    var cartHash: String
    var createdAt: Date
    var pickupDate: String
    var stationId: String
    var customerId: String
}

/// New `shop_order` rows as columns.
struct ShopOrderColumns {
    var ids: [String] = [], submissionIds: [String] = [], positions: [Int] = [], shopIds: [String] = []
    var deadlines: [Date] = [], subtotals: [Int] = [], statuses: [String] = []

    mutating func append(
        id: String, submissionId: String, position: Int, shopId: String, deadline: Date, subtotal: Int, status: String
    ) {
        ids.append(id)
        submissionIds.append(submissionId)
        positions.append(position)
        shopIds.append(shopId)
        deadlines.append(deadline)
        subtotals.append(subtotal)
        statuses.append(status)
    }
}

/// New `order_line` rows as columns.
struct LineColumns {
    var orderIds: [String] = [], positions: [Int] = [], productIds: [String] = [], names: [String] = []
    var packs: [Int] = [], unitPrices: [Int] = []

    mutating func append(orderId: String, position: Int, productId: String, name: String, packs: Int, unitPrice: Int) {
        orderIds.append(orderId)
        positions.append(position)
        productIds.append(productId)
        names.append(name)
        self.packs.append(packs)
        unitPrices.append(unitPrice)
    }
}

/// New `order_status_change` rows as columns.
struct ChangeColumns {
    var orderIds: [String] = [], positions: [Int] = [], statuses: [String] = [], ats: [Date] = []

    mutating func append(orderId: String, position: Int, status: String, at: Date) {
        orderIds.append(orderId)
        positions.append(position)
        statuses.append(status)
        ats.append(at)
    }
}
