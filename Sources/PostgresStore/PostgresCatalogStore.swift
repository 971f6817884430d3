import Catalog
import Foundation
import Logging
import PostgresNIO

/// The catalog store over PostgreSQL: the same rules as `GRDBCatalogStore`, for several instances.
///
/// Imports replace the tables in one transaction (rows sent as one JSON array per table); stock and
/// catalog changes raise one shard of the catalog version in the same transaction.
struct PostgresCatalogStore: CatalogStore {
    let database: PostgresDatabase

    private var location: String { database.url.description }
    private var logger: Logger { database.logger }

    // MARK: Snapshot

    func snapshot() async throws -> CatalogSnapshot {
        try await versionedSnapshot().snapshot
    }

    func versionedSnapshot() async throws -> (version: Int64, snapshot: CatalogSnapshot) {
        let logger = logger
        return try await guarded {
            // One repeatable-read transaction: the version and the rows are of the same moment.
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                let version = try await Self.version(connection, logger: logger)
                return (version, try await Self.snapshot(connection, logger: logger))
            }
        }
    }

    func catalogVersion() async throws -> Int64 {
        let logger = logger
        return try await guarded {
            try await database.withConnection { connection in try await Self.version(connection, logger: logger) }
        }
    }

    static func version(_ connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        for try await version in try await connection.query(
            "SELECT coalesce(sum(version), 0)::bigint FROM catalog_version", logger: logger
        ).decode(Int64.self) {
            return version
        }
        return 0
    }

    /// Raises one shard of the catalog version, inside the transaction that changes what carts show.
    static func bumpVersion(_ connection: PostgresConnection, logger: Logger) async throws {
        let shard = Int.random(in: 0..<PostgresMigrations.versionShards)
        try await connection.query(
            "UPDATE catalog_version SET version = version + 1 WHERE shard = \(shard)", logger: logger)
    }

    static let productColumns = """
        id, shop_id, name, name_en, foods, pack_value, pack_unit, pack_pieces, price, stock, labels, on_sale,
        sold_out, delivery_weekdays, popularity, origin, kind, confidence
        """

    static func snapshot(_ connection: PostgresConnection, logger: Logger) async throws -> CatalogSnapshot {
        let settings = try await Self.settings(connection, logger: logger)
        var shops: [Shop] = []
        for try await (id, name, nameEn, kind, days, time, weekdays) in try await connection.query("""
            SELECT id, name, name_en, kind, deadline_days_before, deadline_time, delivery_weekdays FROM shop ORDER BY id
            """, logger: logger).decode((String, String, String, String, Int, String, String).self)
        {
            if let shop = Self.shop(id: id, name: name, nameEn: nameEn, kind: kind, days: days, time: time, weekdays: weekdays) {
                shops.append(shop)
            }
        }
        var stations: [PickupStation] = []
        for try await (id, name, nameEn, area, weekdays) in try await connection.query(
            "SELECT id, name, name_en, area, open_weekdays FROM station ORDER BY id", logger: logger
        ).decode((String, String, String, String, String).self) {
            stations.append(PickupStation(
                id: id, name: name, nameEn: nameEn, area: area,
                openWeekdays: (try? Weekday.parseList(weekdays).get()) ?? []))
        }
        let products = try await Self.products(
            connection, PostgresQuery(unsafeSQL: "SELECT \(productColumns) FROM product ORDER BY id"), logger: logger)
        let exceptions = try await Self.exceptions(
            connection, "SELECT date, scope, delivers, note FROM calendar_exception ORDER BY date, scope", logger: logger)
        return CatalogSnapshot(
            timeZoneIdentifier: settings[SettingKey.timeZone] ?? CatalogSnapshot.defaultTimeZone, shops: shops,
            stations: stations, products: products, exceptions: exceptions)
    }

    enum SettingKey {
        static let timeZone = "timeZone"
        static let source = "source"
        static let bundledDigest = "bundledDigest"
    }

    static func settings(_ connection: PostgresConnection, logger: Logger) async throws -> [String: String] {
        var settings: [String: String] = [:]
        for try await (key, value) in try await connection.query("SELECT key, value FROM setting", logger: logger)
            .decode((String, String).self)
        {
            settings[key] = value
        }
        return settings
    }

    static func shop(id: String, name: String, nameEn: String, kind: String, days: Int, time: String, weekdays: String)
        -> Shop?
    {
        guard let rule = OrderDeadlineRule(daysBefore: days, time: time),
            case .success(let delivery) = Weekday.parseList(weekdays)
        else { return nil }
        return Shop(id: id, name: name, nameEn: nameEn, kind: kind, deadline: rule, deliveryWeekdays: delivery)
    }

    /// Inserts products, all columns as the product says (a catalog import, a feed's new products).
    static func insertProducts(_ products: [Product], connection: PostgresConnection, logger: Logger) async throws {
        guard !products.isEmpty else { return }
        let rows = try JSONRows.encode(products.map(ProductRow.init))
        try await connection.query("""
            INSERT INTO product (\(unescaped: productColumns))
            SELECT \(unescaped: productColumns)
            FROM json_to_recordset(\(rows)::json) AS r(id text, shop_id text, name text, name_en text, foods text,
                pack_value double precision, pack_unit text, pack_pieces bigint, price bigint, stock bigint,
                labels text, on_sale boolean, sold_out boolean, delivery_weekdays text, popularity bigint, origin text,
                kind text, confidence double precision)
            """, logger: logger)
    }

    /// Inserts the product → food rows of products (each food once, at its first position).
    static func insertFoods(of products: [Product], connection: PostgresConnection, logger: Logger) async throws {
        var foods: [ProductFoodRow] = []
        for product in products {
            var seen: Set<String> = []
            for (position, food) in product.foods.enumerated() where seen.insert(food).inserted {
                foods.append(ProductFoodRow(productId: product.id, foodId: food, position: position))
            }
        }
        guard !foods.isEmpty else { return }
        let rows = try JSONRows.encode(foods)
        try await connection.query("""
            INSERT INTO product_food (product_id, food_id, position)
            SELECT product_id, food_id, position
            FROM json_to_recordset(\(rows)::json) AS r(product_id text, food_id text, position bigint)
            """, logger: logger)
    }

    /// Products read by a query selecting `productColumns`.
    static func products(_ connection: PostgresConnection, _ query: PostgresQuery, logger: Logger) async throws
        -> [Product]
    {
        var products: [Product] = []
        for try await row in try await connection.query(query, logger: logger) {
            let (id, shopId, name, nameEn, foods, packValue, packUnit, packPieces, price, stock, labels, onSale, soldOut,
                weekdays, popularity, origin, kind, confidence) = try row.decode(
                (String, String, String, String, String, Double, String, Int?, Int, Int, String, Bool, Bool,
                 String?, Int, String?, String, Double?).self)
            products.append(ProductRecord(
                id: id, shopId: shopId, name: name, nameEn: nameEn, foods: foods, packValue: packValue, packUnit: packUnit,
                packPieces: packPieces, price: price, stock: stock, labels: labels, onSale: onSale, soldOut: soldOut,
                deliveryWeekdays: weekdays, popularity: popularity, origin: origin, kind: kind, confidence: confidence
            ).product)
        }
        return products
    }

    static func exceptions(_ connection: PostgresConnection, _ query: PostgresQuery, logger: Logger) async throws
        -> [CalendarException]
    {
        var exceptions: [CalendarException] = []
        for try await (date, scope, delivers, note) in try await connection.query(query, logger: logger)
            .decode((String, String, Bool, String).self)
        {
            guard let day = CalendarDay(iso: date), let scope = CalendarException.Scope(text: scope) else { continue }
            exceptions.append(CalendarException(date: day, scope: scope, delivers: delivers, note: note))
        }
        return exceptions
    }

    // MARK: Reads

    func info() async throws -> CatalogInfo {
        let logger = logger
        let location = location
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                let source = try await Self.settings(connection, logger: logger)[SettingKey.source]
                return CatalogInfo(
                    snapshot: try await Self.snapshot(connection, logger: logger), database: location, source: source)
            }
        }
    }

    func product(id: String) async throws -> Product? {
        let logger = logger
        return try await guarded {
            try await database.withConnection { connection in
                try await Self.products(
                    connection, "SELECT \(unescaped: Self.productColumns) FROM product WHERE id = \(id)", logger: logger
                ).first
            }
        }
    }

    func products(forFood foodId: String) async throws -> [Product] {
        let logger = logger
        let columns = Self.productColumns.split(separator: ",").map { "product." + $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .joined(separator: ", ")
        return try await guarded {
            try await database.withConnection { connection in
                try await Self.products(connection, """
                    SELECT \(unescaped: columns) FROM product JOIN product_food ON product_food.product_id = product.id
                    WHERE product_food.food_id = \(foodId)
                    ORDER BY product_food.position, product.popularity DESC, product.id
                    """, logger: logger)
            }
        }
    }

    /// Every word must appear in the Japanese or the English name (case-insensitive); names where the words
    /// take up more of the name come first, then the popular ones.
    func searchProducts(_ query: String, limit: Int) async throws -> [Product] {
        // NUL separates words too (it cannot be sent to the server inside a string anyway).
        let words = query.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" || $0 == "\0" })
            .map(String.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        var binds = PostgresBindings()
        var conditions: [String] = []
        for word in words {
            let escaped = word.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            binds.append("%\(escaped)%")
            conditions.append("(name ILIKE $\(binds.count) OR name_en ILIKE $\(binds.count))")
        }
        binds.append(limit)
        let sql = """
            SELECT \(Self.productColumns) FROM product WHERE \(conditions.joined(separator: " AND "))
            ORDER BY on_sale DESC, least(char_length(name), char_length(name_en)), popularity DESC, id LIMIT $\(binds.count)
            """
        let logger = logger
        let finalQuery = PostgresQuery(unsafeSQL: sql, binds: binds)
        return try await guarded {
            try await database.withConnection { connection in
                try await Self.products(connection, finalQuery, logger: logger)
            }
        }
    }

    // MARK: Writes

    func replaceCatalog(with snapshot: CatalogSnapshot, source: String) async throws {
        let logger = logger
        try await guarded {
            try await database.transaction { connection in
                try await Self.replace(connection, with: snapshot, source: source, digest: nil, logger: logger)
            }
        }
    }

    static func replace(
        _ connection: PostgresConnection, with snapshot: CatalogSnapshot, source: String, digest: String?,
        logger: Logger
    ) async throws {
        // Orders wait (their product updates need a lock this one excludes) instead of deadlocking with the
        // deletes below; readers go on reading the old rows until the commit.
        try await connection.query("LOCK TABLE product IN EXCLUSIVE MODE", logger: logger)
        try await connection.query("DELETE FROM product_food", logger: logger)
        try await connection.query("DELETE FROM product", logger: logger)
        try await connection.query("DELETE FROM calendar_exception", logger: logger)
        try await connection.query("DELETE FROM station", logger: logger)
        try await connection.query("DELETE FROM shop", logger: logger)
        let shops = try JSONRows.encode(snapshot.shops.map(ShopRow.init))
        try await connection.query("""
            INSERT INTO shop (id, name, name_en, kind, deadline_days_before, deadline_time, delivery_weekdays)
            SELECT id, name, name_en, kind, deadline_days_before, deadline_time, delivery_weekdays
            FROM json_to_recordset(\(shops)::json) AS r(id text, name text, name_en text, kind text,
                deadline_days_before bigint, deadline_time text, delivery_weekdays text)
            """, logger: logger)
        let stations = try JSONRows.encode(snapshot.stations.map(StationRow.init))
        try await connection.query("""
            INSERT INTO station (id, name, name_en, area, open_weekdays)
            SELECT id, name, name_en, area, open_weekdays
            FROM json_to_recordset(\(stations)::json) AS r(id text, name text, name_en text, area text, open_weekdays text)
            """, logger: logger)
        try await insertProducts(snapshot.products, connection: connection, logger: logger)
        try await insertFoods(of: snapshot.products, connection: connection, logger: logger)
        let exceptions = try JSONRows.encode(snapshot.exceptions.map(ExceptionRow.init))
        try await connection.query("""
            INSERT INTO calendar_exception (date, scope, delivers, note)
            SELECT date, scope, delivers, note
            FROM json_to_recordset(\(exceptions)::json) AS r(date text, scope text, delivers boolean, note text)
            """, logger: logger)
        try await setSetting(connection, SettingKey.timeZone, snapshot.timeZoneIdentifier, logger: logger)
        try await setSetting(connection, SettingKey.source, source, logger: logger)
        if let digest {
            try await setSetting(connection, SettingKey.bundledDigest, digest, logger: logger)
        } else {
            try await connection.query(
                "DELETE FROM setting WHERE key = \(SettingKey.bundledDigest)", logger: logger)
        }
        try await bumpVersion(connection, logger: logger)
    }

    static func setSetting(_ connection: PostgresConnection, _ key: String, _ value: String, logger: Logger) async throws {
        try await connection.query("""
            INSERT INTO setting (key, value) VALUES (\(key), \(value))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, logger: logger)
    }

    func setStock(productId: String, stock: Int) async throws {
        let logger = logger
        try await guarded {
            try await database.transaction { connection in
                let updated = try await connection.all(
                    "UPDATE product SET stock = \(max(stock, 0)) WHERE id = \(productId) RETURNING id", logger: logger)
                guard !updated.isEmpty else { throw CatalogError.notFound("product", id: productId) }
                try await Self.bumpVersion(connection, logger: logger)
            }
        }
    }

    // MARK: Calendar

    /// A small snapshot with just what calendar questions about one product need.
    private func calendarContext(productId: String, stationId: String?) async throws
        -> (CatalogSnapshot, Product, PickupStation?)
    {
        let logger = logger
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                guard let product = try await Self.products(
                    connection, "SELECT \(unescaped: Self.productColumns) FROM product WHERE id = \(productId)",
                    logger: logger
                ).first else {
                    throw CatalogError.notFound("product", id: productId)
                }
                var station: PickupStation?
                if let stationId {
                    for try await (id, name, nameEn, area, weekdays) in try await connection.query(
                        "SELECT id, name, name_en, area, open_weekdays FROM station WHERE id = \(stationId)",
                        logger: logger
                    ).decode((String, String, String, String, String).self) {
                        station = PickupStation(
                            id: id, name: name, nameEn: nameEn, area: area,
                            openWeekdays: (try? Weekday.parseList(weekdays).get()) ?? [])
                    }
                    guard station != nil else { throw CatalogError.notFound("station", id: stationId) }
                }
                let shop = try await Self.shop(connection, id: product.shopId, logger: logger)
                let scopes = ["*", "shop:\(product.shopId)", "product:\(product.id)"] + (stationId.map { ["station:\($0)"] } ?? [])
                let exceptions = try await Self.exceptions(
                    connection, "SELECT date, scope, delivers, note FROM calendar_exception WHERE scope = ANY(\(scopes))",
                    logger: logger)
                let zone = try await Self.settings(connection, logger: logger)[SettingKey.timeZone]
                let snapshot = CatalogSnapshot(
                    timeZoneIdentifier: zone ?? CatalogSnapshot.defaultTimeZone, shops: shop.map { [$0] } ?? [],
                    stations: station.map { [$0] } ?? [], products: [product], exceptions: exceptions)
                return (snapshot, product, station)
            }
        }
    }

    static func shop(_ connection: PostgresConnection, id: String, logger: Logger) async throws -> Shop? {
        for try await (id, name, nameEn, kind, days, time, weekdays) in try await connection.query("""
            SELECT id, name, name_en, kind, deadline_days_before, deadline_time, delivery_weekdays FROM shop WHERE id = \(id)
            """, logger: logger).decode((String, String, String, String, Int, String, String).self)
        {
            return Self.shop(id: id, name: name, nameEn: nameEn, kind: kind, days: days, time: time, weekdays: weekdays)
        }
        return nil
    }

    func isDeliverable(productId: String, stationId: String, on date: CalendarDay) async throws -> Bool {
        let (snapshot, product, station) = try await calendarContext(productId: productId, stationId: stationId)
        guard let station else { return false }
        return snapshot.isDeliverable(product: product, station: station, on: date)
    }

    func nextDeliverableDate(
        productId: String, stationId: String, from date: CalendarDay, horizon: Int
    ) async throws -> CalendarDay? {
        let (snapshot, product, station) = try await calendarContext(productId: productId, stationId: stationId)
        guard let station else { return nil }
        return snapshot.nextDeliverableDate(product: product, station: station, from: date, horizon: horizon)
    }

    func orderDeadline(shopId: String, pickupDate: CalendarDay) async throws -> Date {
        let logger = logger
        let (shop, zone) = try await guarded {
            try await database.transaction(readOnly: true) { connection in
                (try await Self.shop(connection, id: shopId, logger: logger),
                 try await Self.settings(connection, logger: logger)[SettingKey.timeZone])
            }
        }
        guard let shop else { throw CatalogError.notFound("shop", id: shopId) }
        let snapshot = CatalogSnapshot(timeZoneIdentifier: zone ?? CatalogSnapshot.defaultTimeZone)
        return shop.deadline.deadline(forPickup: pickupDate, timeZone: snapshot.timeZone)
    }

    // MARK: Bundled catalog

    @discardableResult
    func seedFromBundledIfNeeded(reader: CatalogReader) async throws -> Bool {
        let digest = try BundledCatalog.digest()
        let logger = logger
        let needed = try await guarded {
            try await database.withConnection { connection in
                try await Self.isSeedNeeded(connection, digest: digest, logger: logger)
            }
        }
        guard needed else { return false }
        let snapshot = try reader.read(url: BundledCatalog.folder)
        return try await guarded {
            try await database.transaction { connection in
                // Instances starting together: one loads, the others wait here and then find it loaded.
                try await connection.query("SELECT pg_advisory_xact_lock(hashtext('kaimono-seed-catalog'))", logger: logger)
                guard try await Self.isSeedNeeded(connection, digest: digest, logger: logger) else { return false }
                try await Self.replace(
                    connection, with: snapshot, source: BundledCatalog.sourceName, digest: digest, logger: logger)
                return true
            }
        }
    }

    private static func isSeedNeeded(_ connection: PostgresConnection, digest: String, logger: Logger) async throws -> Bool {
        var count = 0
        for try await found in try await connection.query("SELECT count(*)::bigint FROM product", logger: logger)
            .decode(Int.self)
        {
            count = found
        }
        let settings = try await Self.settings(connection, logger: logger)
        return BundledCatalog.isSeedNeeded(
            products: count, source: settings[SettingKey.source], storedDigest: settings[SettingKey.bundledDigest],
            digest: digest)
    }

    /// Runs `body`; PostgreSQL failures become catalog errors (`database_unavailable`, `database`). (Its value may be
    /// left unused: a transaction run for its writes.)
    @discardableResult
    func guarded<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw PostgresFailure.catalogError(error, location: location)
        }
    }
}

// MARK: Rows as JSON, for bulk inserts

private struct ShopRow: Encodable {
    var id, name, nameEn, kind: String
    var deadlineDaysBefore: Int
    var deadlineTime, deliveryWeekdays: String

    init(_ shop: Shop) {
        id = shop.id
        name = shop.name
        nameEn = shop.nameEn
        kind = shop.kind
        deadlineDaysBefore = shop.deadline.daysBefore
        deadlineTime = shop.deadline.time
        deliveryWeekdays = Weekday.format(shop.deliveryWeekdays)
    }
}

private struct StationRow: Encodable {
    var id, name, nameEn, area, openWeekdays: String

    init(_ station: PickupStation) {
        id = station.id
        name = station.name
        nameEn = station.nameEn
        area = station.area
        openWeekdays = Weekday.format(station.openWeekdays)
    }
}

/// A `product` row for `json_to_recordset`: the catalog's row, and in a feed import's updates whether the feed
/// gave the stock (omitted when `nil`).
struct ProductRow: Encodable {
    var record: ProductRecord
    var stockGiven: Bool?

    init(_ product: Product) {
        record = ProductRecord(product)
    }

    private enum CodingKeys: String, CodingKey { case stockGiven }

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(stockGiven, forKey: .stockGiven)
    }
}

struct ProductFoodRow: Encodable {
    var productId, foodId: String
    var position: Int
}

private struct ExceptionRow: Encodable {
    var date, scope: String
    var delivers: Bool
    var note: String

    init(_ exception: CalendarException) {
        date = exception.date.description
        scope = exception.scope.description
        delivers = exception.delivers
        note = exception.note
    }
}
