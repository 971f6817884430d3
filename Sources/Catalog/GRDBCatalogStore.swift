public import Foundation
import GRDB

/// The catalog store over the Kaimono SQLite database.
public struct GRDBCatalogStore: CatalogStore {
    private let database: KaimonoDatabase

    /// A store over `database`.
    public init(database: KaimonoDatabase) {
        self.database = database
    }

    private var writer: any DatabaseWriter { database.writer }

    public func snapshot() async throws -> CatalogSnapshot {
        try await guarded { try await writer.read { db in try Self.snapshot(db) } }
    }

    public func versionedSnapshot() async throws -> (version: Int64, snapshot: CatalogSnapshot) {
        try await guarded {
            try await writer.read { db in (try Self.version(db), try Self.snapshot(db)) }
        }
    }

    public func catalogVersion() async throws -> Int64 {
        try await guarded { try await writer.read { db in try Self.version(db) } }
    }

    static func version(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT version FROM catalogVersion WHERE id = 0") ?? 0
    }

    /// Raises the catalog version, inside the transaction that changes what carts show.
    static func bumpVersion(_ db: Database) throws {
        try db.execute(sql: "UPDATE catalogVersion SET version = version + 1 WHERE id = 0")
    }

    static func snapshot(_ db: Database) throws -> CatalogSnapshot {
        let zone = try SettingRecord.fetchOne(db, key: SettingRecord.timeZone)?.value
        return CatalogSnapshot(
            timeZoneIdentifier: zone ?? CatalogSnapshot.defaultTimeZone,
            shops: try ShopRecord.order(ShopRecord.Columns.id).fetchAll(db).compactMap(\.shop),
            stations: try StationRecord.order(StationRecord.Columns.id).fetchAll(db).map(\.station),
            products: try ProductRecord.order(ProductRecord.Columns.id).fetchAll(db).map(\.product),
            exceptions: try CalendarExceptionRecord
                .order(CalendarExceptionRecord.Columns.date, CalendarExceptionRecord.Columns.scope)
                .fetchAll(db).compactMap(\.exception))
    }

    public func info() async throws -> CatalogInfo {
        let path = database.path
        return try await writer.read { db in
            let source = try SettingRecord.fetchOne(db, key: SettingRecord.source)?.value
            return CatalogInfo(snapshot: try Self.snapshot(db), database: path, source: source)
        }
    }

    public func product(id: String) async throws -> Product? {
        try await writer.read { db in try ProductRecord.fetchOne(db, key: id)?.product }
    }

    public func products(forFood foodId: String) async throws -> [Product] {
        try await writer.read { db in
            try ProductRecord.fetchAll(db, sql: """
                SELECT product.* FROM product JOIN productFood ON productFood.productId = product.id
                WHERE productFood.foodId = ? ORDER BY productFood.position, product.popularity DESC, product.id
                """, arguments: [foodId]).map(\.product)
        }
    }

    public func searchProducts(_ query: String, limit: Int) async throws -> [Product] {
        // NUL separates words too: FTS5 reads it as the end of its query string.
        let words = query.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" || $0 == "\0" })
            .map(String.init)
        guard !words.isEmpty else { return [] }
        // Trigram FTS needs 3 characters; shorter words filter with LIKE.
        let long = words.filter { $0.count >= 3 }
        let short = words.filter { $0.count < 3 }
        var sql = "SELECT product.* FROM product"
        var arguments: [(any DatabaseValueConvertible)?] = []
        var conditions: [String] = []
        if !long.isEmpty {
            sql += " JOIN productSearch ON productSearch.rowid = product.rowid"
            conditions.append("productSearch MATCH ?")
            arguments.append(long.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
                .joined(separator: " AND "))
        }
        for word in short {
            conditions.append("(product.name LIKE ? ESCAPE '\\' OR product.nameEn LIKE ? ESCAPE '\\')")
            let escaped = word.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            arguments += ["%\(escaped)%", "%\(escaped)%"]
        }
        sql += " WHERE " + conditions.joined(separator: " AND ")
        // (What is on sale first: a product a feed withdrew is found, after them.)
        sql += long.isEmpty
            ? " ORDER BY product.onSale DESC, product.popularity DESC, product.id"
            : " ORDER BY product.onSale DESC, productSearch.rank, product.popularity DESC"
        sql += " LIMIT ?"
        arguments.append(max(limit, 0))
        let finalSQL = sql
        let finalArguments = StatementArguments(arguments)
        return try await writer.read { db in
            try ProductRecord.fetchAll(db, sql: finalSQL, arguments: finalArguments).map(\.product)
        }
    }

    public func replaceCatalog(with snapshot: CatalogSnapshot, source: String) async throws {
        try await guarded {
            try await writer.write { db in try Self.replace(db, with: snapshot, source: source, digest: nil) }
        }
    }

    static func replace(_ db: Database, with snapshot: CatalogSnapshot, source: String, digest: String?) throws {
        try db.execute(sql: "DELETE FROM productSearch")
        _ = try ProductFoodRecord.deleteAll(db)
        _ = try ProductRecord.deleteAll(db)
        _ = try CalendarExceptionRecord.deleteAll(db)
        _ = try StationRecord.deleteAll(db)
        _ = try ShopRecord.deleteAll(db)
        for shop in snapshot.shops { try ShopRecord(shop).insert(db) }
        for station in snapshot.stations { try StationRecord(station).insert(db) }
        for product in snapshot.products {
            try ProductRecord(product).insert(db)
            for (position, food) in product.foods.enumerated() {
                try ProductFoodRecord(productId: product.id, foodId: food, position: position)
                    .insert(db, onConflict: .ignore)
            }
        }
        for exception in snapshot.exceptions { try CalendarExceptionRecord(exception).insert(db) }
        try db.execute(sql: """
            INSERT INTO productSearch(rowid, name, nameEn) SELECT rowid, name, nameEn FROM product
            """)
        try SettingRecord(key: SettingRecord.timeZone, value: snapshot.timeZoneIdentifier).upsert(db)
        try SettingRecord(key: SettingRecord.source, value: source).upsert(db)
        if let digest {
            try SettingRecord(key: SettingRecord.bundledDigest, value: digest).upsert(db)
        } else {
            _ = try SettingRecord.deleteOne(db, key: SettingRecord.bundledDigest)
        }
        try bumpVersion(db)
    }

    public func importFeed(
        _ plan: FeedImportPlan, rows: @escaping @Sendable (any FeedSink) throws -> Void
    ) async throws -> FeedImportSummary {
        try await guarded {
            try await writer.writeWithoutTransaction { db in
                var summary = FeedImportSummary()
                try db.inTransaction {
                    for shop in plan.shops where try ShopRecord.fetchOne(db, key: shop.id) == nil {
                        try ShopRecord(shop).insert(db)
                        summary.shopsCreated.append(shop.id)
                    }
                    let sink = try GRDBFeedSink(db: db)
                    try rows(sink)
                    let withdrawn = try sink.withdraw(plan.withdrawal)
                    let created = summary.shopsCreated
                    summary = sink.summary
                    summary.shopsCreated = created
                    summary.withdrawn = withdrawn
                    summary.dryRun = plan.dryRun
                    try SettingRecord(key: SettingRecord.source, value: plan.source).upsert(db)
                    _ = try SettingRecord.deleteOne(db, key: SettingRecord.bundledDigest)
                    // A running server reads the catalog again.
                    try Self.bumpVersion(db)
                    return plan.dryRun ? .rollback : .commit
                }
                return summary
            }
        }
    }

    public func overrides() async throws -> [ProductOverride] {
        try await guarded {
            try await writer.read { db in
                try ProductOverrideRecord.order(Column("productId")).fetchAll(db).map(\.override)
            }
        }
    }

    public func saveOverrides(_ overrides: [ProductOverride]) async throws {
        try await guarded {
            try await writer.write { db in
                for override in overrides { try ProductOverrideRecord(override).upsert(db) }
            }
        }
    }

    public func setStock(productId: String, stock: Int) async throws {
        try await guarded {
            try await writer.write { db in
                guard var record = try ProductRecord.fetchOne(db, key: productId) else {
                    throw CatalogError.notFound("product", id: productId)
                }
                record.stock = max(stock, 0)
                try record.update(db)
                try Self.bumpVersion(db)
            }
        }
    }

    /// A small snapshot with just what calendar questions about one product need.
    private func calendarContext(productId: String, stationId: String?) async throws
        -> (CatalogSnapshot, Product, PickupStation?)
    {
        try await writer.read { db in
            guard let product = try ProductRecord.fetchOne(db, key: productId)?.product else {
                throw CatalogError.notFound("product", id: productId)
            }
            var station: PickupStation?
            if let stationId {
                guard let found = try StationRecord.fetchOne(db, key: stationId)?.station else {
                    throw CatalogError.notFound("station", id: stationId)
                }
                station = found
            }
            let shop = try ShopRecord.fetchOne(db, key: product.shopId)?.shop
            let scopes = ["*", "shop:\(product.shopId)", "product:\(product.id)"] + (stationId.map { ["station:\($0)"] } ?? [])
            let exceptions = try CalendarExceptionRecord
                .filter(scopes.contains(CalendarExceptionRecord.Columns.scope)).fetchAll(db)
                .compactMap(\.exception)
            let zone = try SettingRecord.fetchOne(db, key: SettingRecord.timeZone)?.value
            let snapshot = CatalogSnapshot(
                timeZoneIdentifier: zone ?? CatalogSnapshot.defaultTimeZone, shops: shop.map { [$0] } ?? [],
                stations: station.map { [$0] } ?? [], products: [product], exceptions: exceptions)
            return (snapshot, product, station)
        }
    }

    public func isDeliverable(productId: String, stationId: String, on date: CalendarDay) async throws -> Bool {
        let (snapshot, product, station) = try await calendarContext(productId: productId, stationId: stationId)
        guard let station else { return false }
        return snapshot.isDeliverable(product: product, station: station, on: date)
    }

    public func nextDeliverableDate(
        productId: String, stationId: String, from date: CalendarDay, horizon: Int = 60
    ) async throws -> CalendarDay? {
        let (snapshot, product, station) = try await calendarContext(productId: productId, stationId: stationId)
        guard let station else { return nil }
        return snapshot.nextDeliverableDate(product: product, station: station, from: date, horizon: horizon)
    }

    public func orderDeadline(shopId: String, pickupDate: CalendarDay) async throws -> Date {
        let (shop, zone) = try await writer.read { db in
            (try ShopRecord.fetchOne(db, key: shopId)?.shop,
             try SettingRecord.fetchOne(db, key: SettingRecord.timeZone)?.value)
        }
        guard let shop else { throw CatalogError.notFound("shop", id: shopId) }
        let snapshot = CatalogSnapshot(timeZoneIdentifier: zone ?? CatalogSnapshot.defaultTimeZone)
        return shop.deadline.deadline(forPickup: pickupDate, timeZone: snapshot.timeZone)
    }

    // MARK: Bundled catalog

    /// Loads the bundled catalog when the database has none, or when it holds an older bundled catalog.
    ///
    /// Returns `true` when it (re)loaded. A catalog imported by the user is never replaced.
    @discardableResult
    public func seedFromBundledIfNeeded(reader: CatalogReader = CatalogReader()) async throws -> Bool {
        let digest = try BundledCatalog.digest()
        let needed = try await guarded { try await writer.read { db in try Self.isSeedNeeded(db, digest: digest) } }
        guard needed else { return false }
        let snapshot = try reader.read(url: BundledCatalog.folder)
        return try await guarded {
            try await writer.write { db in
                // Decided again under the write lock: another process may have loaded it meanwhile.
                guard try Self.isSeedNeeded(db, digest: digest) else { return false }
                try Self.replace(db, with: snapshot, source: BundledCatalog.sourceName, digest: digest)
                return true
            }
        }
    }

    private static func isSeedNeeded(_ db: Database, digest: String) throws -> Bool {
        BundledCatalog.isSeedNeeded(
            products: try ProductRecord.fetchCount(db),
            source: try SettingRecord.fetchOne(db, key: SettingRecord.source)?.value,
            storedDigest: try SettingRecord.fetchOne(db, key: SettingRecord.bundledDigest)?.value, digest: digest)
    }

    /// Runs `body`; a database that stayed locked past the busy timeout is unavailable, not broken.
    private func guarded<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            throw CatalogError.unavailable(database.path, reason: "the file stayed locked by another writer")
        }
    }
}
