import Catalog
import Foundation
import Logging
import PostgresNIO
import Synchronization

// Merchant feeds over PostgreSQL: the same upsert and withdrawal rules as `GRDBFeedSink`, in one transaction.
extension PostgresCatalogStore {
    func importFeed(
        _ plan: FeedImportPlan, rows: @escaping @Sendable (any FeedSink) throws -> Void
    ) async throws -> FeedImportSummary {
        let logger = database.logger
        return try await guarded {
            do {
                return try await database.transaction { connection in
                    // An import tags on the client between statements for as long as the feed takes: neither the
                    // request statement timeout nor the idle-in-transaction one applies to it.
                    try await connection.query("SET LOCAL statement_timeout = 0", logger: logger)
                    try await connection.query("SET LOCAL idle_in_transaction_session_timeout = 0", logger: logger)
                    // One import at a time: the second reads the catalog as the first left it.
                    try await connection.query(
                        "SELECT pg_advisory_xact_lock(hashtext('kaimono-feed-import'))", logger: logger)
                    var created: [String] = []
                    for shop in plan.shops {
                        let inserted = try await connection.all("""
                            INSERT INTO shop (id, name, name_en, kind, deadline_days_before, deadline_time, delivery_weekdays)
                            VALUES (\(shop.id), \(shop.name), \(shop.nameEn), \(shop.kind), \(shop.deadline.daysBefore),
                                \(shop.deadline.time), \(Weekday.format(shop.deliveryWeekdays)))
                            ON CONFLICT (id) DO NOTHING RETURNING id
                            """, logger: logger)
                        if !inserted.isEmpty { created.append(shop.id) }
                    }
                    try await connection.query(
                        "CREATE TEMP TABLE feed_seen (id text COLLATE \"C\" PRIMARY KEY) ON COMMIT DROP", logger: logger)
                    let stored = try await Self.products(
                        connection, "SELECT \(unescaped: Self.productColumns) FROM product", logger: logger)
                    let sink = PostgresFeedSink(connection: connection, stored: stored, logger: logger)
                    try await Self.runOnThread { try rows(sink) }
                    try await Self.flush(sink.takePending(), connection: connection, logger: logger)
                    var summary = sink.summary
                    summary.shopsCreated = created
                    summary.withdrawn = try await Self.withdraw(
                        plan.withdrawal, shops: sink.shops.sorted(), connection: connection, logger: logger)
                    summary.dryRun = plan.dryRun
                    try await Self.setSetting(connection, SettingKey.source, plan.source, logger: logger)
                    try await connection.query(
                        "DELETE FROM setting WHERE key = \(SettingKey.bundledDigest)", logger: logger)
                    // A running server reads the catalog again.
                    try await Self.bumpVersion(connection, logger: logger)
                    if plan.dryRun { throw DryRun(summary: summary) }
                    return summary
                }
            } catch let dryRun as DryRun {
                return dryRun.summary
            }
        }
    }

    func overrides() async throws -> [ProductOverride] {
        let logger = database.logger
        return try await guarded {
            try await database.withConnection { connection in
                var overrides: [ProductOverride] = []
                for try await (id, foods, notFood, kind, attributes) in try await connection.query(
                    "SELECT product_id, foods, not_food, kind, attributes FROM product_override ORDER BY product_id",
                    logger: logger
                ).decode((String, String, Bool, String, String).self) {
                    overrides.append(ProductOverride(
                        productId: id, foods: foods.split(separator: "|").map(String.init),
                        kind: notFood ? .nonFood : ProductKind(rawValue: kind), attributes: attributes))
                }
                return overrides
            }
        }
    }

    func saveOverrides(_ overrides: [ProductOverride]) async throws {
        guard !overrides.isEmpty else { return }
        let logger = database.logger
        // The last override of an id wins, as when they are written one by one.
        var byId: [String: OverrideRow] = [:]
        for override in overrides { byId[override.productId] = OverrideRow(override) }
        let rows = try JSONRows.encode(byId.values.sorted { $0.productId < $1.productId })
        try await guarded {
            try await database.transaction { connection in
                try await connection.query("""
                    INSERT INTO product_override (product_id, foods, not_food, kind, attributes)
                    SELECT product_id, foods, not_food, kind, attributes
                    FROM json_to_recordset(\(rows)::json)
                        AS r(product_id text, foods text, not_food boolean, kind text, attributes text)
                    ON CONFLICT (product_id) DO UPDATE SET foods = excluded.foods, not_food = excluded.not_food,
                        kind = excluded.kind, attributes = excluded.attributes
                    """, logger: logger)
            }
        }
    }

    /// Rolls a dry run's transaction back, carrying what it would have done.
    private struct DryRun: Error {
        var summary: FeedImportSummary
    }

    /// Runs the synchronous `body` on a thread of its own, so that it may wait for the server (the sink's
    /// flushes) without holding a thread of the shared pool that the driver needs to answer.
    static func runOnThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let thread = Thread {
                do {
                    try body()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Writes a batch of the sink's products: new ones inserted, stored ones updated keeping what the feed
    /// does not say (stock unless given, popularity, delivery days and origin when absent); their food rows
    /// replaced; every id the feed listed remembered for the withdrawal.
    static func flush(_ batch: PostgresFeedSink.Batch, connection: PostgresConnection, logger: Logger) async throws {
        if !batch.seen.isEmpty {
            try await connection.query(
                "INSERT INTO feed_seen (id) SELECT unnest(\(batch.seen)::text[])", logger: logger)
        }
        try await insertProducts(batch.added, connection: connection, logger: logger)
        if !batch.changed.isEmpty {
            let rows = try JSONRows.encode(batch.changed.map { changed in
                var row = ProductRow(changed.product)
                row.stockGiven = changed.stockGiven
                return row
            })
            try await connection.query("""
                UPDATE product SET shop_id = r.shop_id, name = r.name, name_en = r.name_en, foods = r.foods,
                    pack_value = r.pack_value, pack_unit = r.pack_unit, pack_pieces = r.pack_pieces, price = r.price,
                    stock = CASE WHEN r.stock_given THEN r.stock ELSE product.stock END, labels = r.labels,
                    on_sale = r.on_sale, sold_out = r.sold_out,
                    delivery_weekdays = coalesce(r.delivery_weekdays, product.delivery_weekdays),
                    origin = coalesce(r.origin, product.origin), kind = r.kind, confidence = r.confidence
                FROM json_to_recordset(\(rows)::json) AS r(id text, shop_id text, name text, name_en text, foods text,
                    pack_value double precision, pack_unit text, pack_pieces bigint, price bigint, stock bigint,
                    stock_given boolean, labels text, on_sale boolean, sold_out boolean, delivery_weekdays text,
                    origin text, kind text, confidence double precision)
                WHERE product.id = r.id
                """, logger: logger)
            let ids = batch.changed.map(\.product.id)
            try await connection.query("DELETE FROM product_food WHERE product_id = ANY(\(ids)::text[])", logger: logger)
        }
        try await insertFoods(of: batch.added + batch.changed.map(\.product), connection: connection, logger: logger)
    }

    /// Takes products the feed did not list off sale; returns how many.
    static func withdraw(
        _ withdrawal: FeedImportPlan.Withdrawal, shops: [String], connection: PostgresConnection, logger: Logger
    ) async throws -> Int {
        let rows: [PostgresRow]
        switch withdrawal {
        case .everything:
            rows = try await connection.all("""
                UPDATE product SET on_sale = false
                WHERE on_sale AND NOT EXISTS (SELECT 1 FROM feed_seen WHERE feed_seen.id = product.id)
                RETURNING id
                """, logger: logger)
        case .shopsOfFeed:
            guard !shops.isEmpty else { return 0 }
            rows = try await connection.all("""
                UPDATE product SET on_sale = false
                WHERE on_sale AND shop_id = ANY(\(shops)::text[])
                    AND NOT EXISTS (SELECT 1 FROM feed_seen WHERE feed_seen.id = product.id)
                RETURNING id
                """, logger: logger)
        }
        return rows.count
    }
}

/// The feed sink of `PostgresCatalogStore`: decides added / changed / unchanged against the products stored
/// when the import began (read in its transaction) and writes them in batches on the import's connection.
///
/// `put` is called on the import's own thread and waits there for each batch to be written.
final class PostgresFeedSink: FeedSink, @unchecked Sendable {
    /// Products to write, and the ids listed since the last batch.
    struct Batch: Sendable {
        var added: [Product] = []
        var changed: [ChangedProduct] = []
        var seen: [String] = []
        var isEmpty: Bool { added.isEmpty && changed.isEmpty && seen.isEmpty }
    }

    /// A stored product the feed changes; its stock is written only when the feed gave one.
    struct ChangedProduct: Sendable {
        var product: Product
        var stockGiven: Bool
    }

    static let batchSize = 500

    private let connection: PostgresConnection
    private let logger: Logger
    private var stored: [String: Product]
    /// Ids of this feed and the line each was first on.
    private var lines: [String: Int] = [:]
    private var pending = Batch()
    private(set) var summary = FeedImportSummary()
    /// Shops the feed's products belong to (a handful).
    private(set) var shops: Set<String> = []

    init(connection: PostgresConnection, stored: [Product], logger: Logger) {
        self.connection = connection
        self.logger = logger
        self.stored = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func put(_ item: FeedProduct) throws -> FeedPutResult {
        var product = item.product
        if let first = lines[product.id] { return .duplicate(firstLine: first) }
        lines[product.id] = item.line
        shops.insert(product.shopId)
        pending.seen.append(product.id)
        let result: FeedPutResult
        if let before = stored.removeValue(forKey: product.id) {
            // What the feed does not say stays as the store has it (stock, popularity, delivery days, origin).
            if !item.stockGiven { product.stock = before.stock }
            product.popularity = before.popularity
            product.deliveryWeekdays = product.deliveryWeekdays ?? before.deliveryWeekdays
            product.origin = product.origin ?? before.origin
            if product == before {
                summary.unchanged += 1
                result = .unchanged
            } else {
                pending.changed.append(ChangedProduct(product: product, stockGiven: item.stockGiven))
                summary.changed += 1
                result = .changed
            }
        } else {
            pending.added.append(product)
            summary.added += 1
            result = .added
        }
        if pending.seen.count >= Self.batchSize { try write(takePending()) }
        return result
    }

    /// The products not written yet; the sink forgets them.
    func takePending() -> Batch {
        defer { pending = Batch() }
        return pending
    }

    /// Writes `batch` and waits for the server (this thread is the import's own, never the shared pool's).
    private func write(_ batch: Batch) throws {
        let connection = connection
        let logger = self.logger
        let outcome = Outcome()
        Task {
            do {
                try await PostgresCatalogStore.flush(batch, connection: connection, logger: logger)
                outcome.finish(.success(()))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        try outcome.wait()
    }

    /// The result of one write, handed from the task that did it to the thread waiting for it.
    private final class Outcome: Sendable {
        private let result = Mutex<Result<Void, any Error>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        func finish(_ value: Result<Void, any Error>) {
            result.withLock { $0 = value }
            done.signal()
        }

        func wait() throws {
            done.wait()
            try result.withLock { $0 }?.get()
        }
    }
}

private struct OverrideRow: Encodable {
    var productId, foods: String
    var notFood: Bool
    var kind, attributes: String

    init(_ override: ProductOverride) {
        productId = override.productId
        foods = override.foods.joined(separator: "|")
        notFood = override.kind == .nonFood
        kind = override.kind?.rawValue ?? ""
        attributes = override.attributes
    }
}
