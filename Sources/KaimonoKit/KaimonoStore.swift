public import Foundation
public import Logging

/// The database without the lexicon: the catalog (import, export, search, counts), orders, and clearing
/// the recipe index. What `kaimono catalog`, `kaimono order` and `kaimono index clear` need.
///
/// Opening it brings the schema up to date (versioned migrations, on SQLite and on PostgreSQL) and loads
/// the bundled catalog into a database that has none. `Kaimono` is built over one (`facade(now:logger:)`)
/// and forwards its order calls to it.
///
/// Where the database is comes from one place, `location(explicit:environment:)`: a SQLite file path or a
/// `postgres://` URL (`--database`, else `$KAIMONO_DATABASE`, else the per-user default file); any other
/// URL is refused naming the flag or variable it came from.
public struct KaimonoStore: Sendable {
    /// The catalog, order and recipe index stores (SQLite or PostgreSQL).
    public let stores: DatabaseStores
    let logger: Logger

    var catalogStore: any CatalogStore { stores.catalog }
    /// Where the database is, as shown to people: a path, or a URL without its password.
    public var location: String { stores.location }

    /// The database location in force: `explicit` (`--database`), else `$KAIMONO_DATABASE`, else the
    /// per-user default file (`~/.local/share/kaimono/kaimono.sqlite`; `$XDG_DATA_HOME` moves it).
    ///
    /// - Throws: `KaimonoError` `bad_location` (naming `--database` or `KAIMONO_DATABASE`) for a URL that is
    ///   not a PostgreSQL one or lacks what a connection needs.
    public static func location(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(KaimonoError) -> DatabaseLocation {
        do throws(CatalogError) {
            return try DatabaseLocation.from(explicit: explicit, environment: environment)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The location in force as shown to people (a path, or a URL without its password); the text as given
    /// when it is refused (`location(explicit:environment:)` says why).
    public static func path(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        (try? location(explicit: explicit, environment: environment).description)
            ?? DatabaseLocation.resolve(explicit: explicit, environment: environment)
    }

    /// The pool size and timeouts from flags (`nil` when not given), else `KAIMONO_DB_POOL_SIZE`,
    /// `KAIMONO_DB_TIMEOUT`, `KAIMONO_DB_STATEMENT_TIMEOUT`, else the defaults.
    ///
    /// - Throws: `KaimonoError` `bad_setting` naming the flag or variable.
    public static func settings(
        poolSize: String?, timeout: String?, statementTimeout: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(KaimonoError) -> DatabaseSettings {
        do throws(CatalogError) {
            return try DatabaseSettings(
                poolSize: poolSize, timeout: timeout, statementTimeout: statementTimeout, environment: environment)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Opens the database at `path` (see `location(explicit:environment:)`), loading the bundled catalog on
    /// first use.
    ///
    /// - Throws: `KaimonoError` `bad_location` (400), `database_unavailable` (503) when the server cannot be
    ///   reached within `settings.timeout`, `database` when it cannot be opened or migrated.
    public static func open(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        settings: DatabaseSettings = DatabaseSettings(), logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) -> KaimonoStore {
        let location = try Self.location(explicit: path, environment: environment)
        let stores = try await DatabaseStores.open(location, settings: settings, logger: logger)
        do {
            return try await KaimonoStore(stores: stores, logger: logger)
        } catch {
            await stores.close()
            throw error
        }
    }

    /// A store over an opened SQLite database (`KaimonoDatabase.open(path:)` or `.inMemory()`).
    ///
    /// - Parameter seedIfEmpty: Load the bundled sample catalog into a database without one (lenient
    ///   about food ids, so a lexicon edit never stops every command).
    public init(database: KaimonoDatabase, seedIfEmpty: Bool = true, logger: Logger = Logger(label: "kaimono"))
        async throws(KaimonoError)
    {
        try await self.init(stores: .sqlite(database), seedIfEmpty: seedIfEmpty, logger: logger)
    }

    /// A store over opened stores (`DatabaseStores.open(_:settings:logger:)`, `.sqlite(_:)`); see
    /// `init(database:seedIfEmpty:logger:)`.
    public init(stores: DatabaseStores, seedIfEmpty: Bool = true, logger: Logger = Logger(label: "kaimono"))
        async throws(KaimonoError)
    {
        if seedIfEmpty {
            do {
                if try await stores.catalog.seedFromBundledIfNeeded(reader: CatalogReader()) {
                    logger.notice("loaded the bundled catalog", metadata: ["database": "\(stores.location)"])
                }
            } catch {
                throw KaimonoError.store(error, doing: "load the bundled catalog into \(stores.location)")
            }
        }
        self.stores = stores
        self.logger = logger
    }

    /// Lets go of the database connections (a PostgreSQL pool); the store cannot be used after it.
    public func close() async { await stores.close() }

    /// `body`'s value; the connections are closed when it throws (a facade that could not be made).
    public func closingOnError<T>(_ body: () async throws(KaimonoError) -> T) async throws(KaimonoError) -> T {
        do {
            return try await body()
        } catch {
            await close()
            throw error
        }
    }

    /// The facade over this database: the catalog as it is now, the bundled lexicon, and the recipe index
    /// (filled with the bundled sample recipes when empty).
    ///
    /// - Parameters:
    ///   - now: The clock for deadlines and `today`/`tomorrow` (a fixed one in tests and replays).
    ///   - parsing: The lexicon, parser and extractor; the bundled ones by default.
    public func facade(
        now: @escaping @Sendable () -> Date = { Date() }, parsing: KaimonoParsing? = nil
    ) async throws(KaimonoError) -> Kaimono {
        if let parsing { return try await Kaimono(store: self, parsing: parsing, now: now) }
        return try await Kaimono(store: self, parsing: KaimonoParsing.bundled(), now: now)
    }

    /// The facade at a time given as text (`--now`): ISO 8601, read in the catalog's time zone when it
    /// names none; `nil` is the clock.
    ///
    /// - Throws: `KaimonoError` `bad_date` when `now` is not a time.
    public func facade(at now: String?, parsing: KaimonoParsing? = nil) async throws(KaimonoError) -> Kaimono {
        guard let now else { return try await facade(parsing: parsing) }
        let instant = try await instant(now)
        return try await facade(now: { instant }, parsing: parsing)
    }

    /// `text` as a time: ISO 8601 (`2026-11-23T19:30:00+09:00`), in the catalog's time zone when it names none.
    ///
    /// - Throws: `KaimonoError` `bad_date`.
    public func instant(_ text: String) async throws(KaimonoError) -> Date {
        try await catalog().instant(text)
    }

    // MARK: Catalog

    /// The whole catalog as values, as it is now.
    public func catalog() async throws(KaimonoError) -> CatalogSnapshot {
        try await versionedCatalog().snapshot
    }

    /// The whole catalog with the catalog version it was read at (see `Kaimono.refreshCatalog()`).
    func versionedCatalog() async throws(KaimonoError) -> (version: Int64, snapshot: CatalogSnapshot) {
        do {
            return try await catalogStore.versionedSnapshot()
        } catch {
            throw KaimonoError.store(error, doing: "read the catalog from \(location)")
        }
    }

    /// The database path, the catalog's source and time zone, and its counts.
    public func catalogInfo() async throws(KaimonoError) -> CatalogInfo {
        do {
            return try await catalogStore.info()
        } catch {
            throw KaimonoError.store(error, doing: "read the catalog counts")
        }
    }

    /// Imports a folder of CSV files, one CSV file, or a JSONL file (as `exportCatalog` writes).
    ///
    /// Rows are added to the stored catalog, replacing rows with the same id; `replacing` makes the input
    /// the whole catalog. Every row is checked first against the bundled lexicon's foods (any food is
    /// accepted when the lexicon cannot be read): on any bad row nothing is imported.
    ///
    /// - Throws: `KaimonoError` `bad_rows` listing every bad row with its file and line, `unreadable`,
    ///   `unknown_format`.
    public func importCatalog(from path: String, replacing: Bool) async throws(KaimonoError) -> CatalogInfo {
        let knownFoods = (try? Lexicon.bundled()).map { Set($0.foods.map(\.id)) }
        do {
            return try await catalogStore.importCatalog(
                from: URL(fileURLWithPath: path), reader: CatalogReader(knownFoods: knownFoods), replacing: replacing)
        } catch {
            throw KaimonoError.store(error, doing: "import \(path)")
        }
    }

    /// The catalog as JSONL: a `catalog` line, then shops, stations, products and calendar exceptions.
    public func catalogJSONL() async throws(KaimonoError) -> String {
        let snapshot = try await catalog()
        do {
            return try CatalogWriter().jsonl(snapshot)
        } catch {
            throw KaimonoError(.internal, code: "encode", message: "cannot write the catalog as JSONL: \(error)")
        }
    }

    /// Writes the catalog to `path`: JSONL when it ends in `.jsonl`, else a folder of CSV files.
    ///
    /// - Returns: The number of products written.
    public func exportCatalog(to path: String) async throws(KaimonoError) -> Int {
        let snapshot = try await catalog()
        do {
            if path.hasSuffix(".jsonl") {
                try Data(try CatalogWriter().jsonl(snapshot).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } else {
                try CatalogWriter().writeCSV(snapshot, to: URL(fileURLWithPath: path, isDirectory: true))
            }
        } catch {
            throw KaimonoError(
                .internal, code: "unwritable_output", message: "cannot write \(path): \(error.localizedDescription)")
        }
        return snapshot.products.count
    }

    /// Products whose Japanese or English name contains every word of `query`, best first, at most `limit`.
    public func searchProducts(_ query: String, limit: Int = 20) async throws(KaimonoError) -> [Product] {
        let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else {
            throw KaimonoError(.badInput, code: "missing_query", message: "give a product name or words to search for")
        }
        do {
            return try await catalogStore.searchProducts(words, limit: max(1, limit))
        } catch {
            throw KaimonoError.store(error, doing: "search products")
        }
    }

    /// The product with this id, as the store has it now (current stock).
    public func product(id: String) async throws(KaimonoError) -> Product {
        let found: Product?
        do {
            found = try await catalogStore.product(id: id)
        } catch {
            throw KaimonoError.store(error, doing: "read product \(id)")
        }
        guard let found else {
            throw KaimonoError(.notFound, code: "not_found", message: "no product with id '\(id)'")
        }
        return found
    }

    // MARK: Orders

    /// The most submissions one page of `orders(customerId:)` holds.
    public static let maxPageSize = 100

    /// Submits a cart as orders (one per shop) for a customer at `now`, reserving stock, idempotently, at
    /// the catalog's prices.
    ///
    /// Every item is named, priced and assigned to its shop from the catalog as it is now, inside the
    /// storing transaction; the cart's prices are the quote the customer saw. Shop deadlines and the
    /// delivery calendar come from `catalog` (the stored catalog when `nil`). The same key with the same
    /// cart returns the first submission (`replayed` set, as it is now) and orders nothing new.
    ///
    /// - Throws: `KaimonoError` with code `price_changed` (409, with the items and the fresh cart; nothing
    ///   stored), `bad_cart` (422: a product unknown, off sale, in another shop's order, packs outside 1–99),
    ///   `insufficient_stock` (409), `idempotency_key_conflict`, `deadline_passed`, `not_deliverable` (422),
    ///   `bad_key`, `bad_customer_id` (400).
    public func submitOrder(
        _ cart: CartSubmission, idempotencyKey: String, customerId: String, now: Date, catalog: CatalogSnapshot? = nil
    ) async throws(KaimonoError) -> OrderSummary {
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            let receipt = try await submitter(snapshot).submit(
                cart, key: idempotencyKey, customerId: customerId, now: now)
            let summary = OrderSummary(receipt: receipt, catalog: snapshot)
            if !summary.replayed {
                logger.info("order submitted", metadata: ["id": "\(summary.id)", "total": "\(summary.total)"])
            }
            return summary
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Submits a whole cart (as `cart` builds it); see `submitOrder(_:idempotencyKey:customerId:now:catalog:)`
    /// for a `CartSubmission`.
    public func submitOrder(
        _ cart: Cart, idempotencyKey: String, customerId: String, now: Date, catalog: CatalogSnapshot? = nil
    ) async throws(KaimonoError) -> OrderSummary {
        try await submitOrder(
            CartSubmission(cart), idempotencyKey: idempotencyKey, customerId: customerId, now: now, catalog: catalog)
    }

    /// The submission (`o-…`) or the submission holding the shop order (`o-…-SHOP`) with this id.
    public func order(id: String, catalog: CatalogSnapshot? = nil) async throws(KaimonoError) -> OrderSummary {
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            return OrderSummary(receipt: try await submitter(snapshot).receipt(id: id), catalog: snapshot)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// A customer's submissions, newest first, one page at a time.
    ///
    /// - Parameters:
    ///   - customerId: The customer (1–64 ASCII letters, digits, `. _ - : @`).
    ///   - limit: Submissions per page, 1–100 (`maxPageSize`).
    ///   - cursor: `nextCursor` of the previous page; `nil` for the first page.
    /// - Throws: `KaimonoError` `bad_limit`, `bad_customer_id` (400), `bad_cursor` (422).
    public func orders(customerId: String, limit: Int = 20, cursor: String? = nil, catalog: CatalogSnapshot? = nil)
        async throws(KaimonoError) -> OrderPage
    {
        guard (1...Self.maxPageSize).contains(limit) else {
            throw KaimonoError(
                .badInput, code: "bad_limit", message: "limit must be 1 to \(Self.maxPageSize), got \(limit)")
        }
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            let (receipts, next) = try await submitter(snapshot).receipts(
                customerId: customerId, cursor: cursor, limit: limit)
            return OrderPage(
                customerId: customerId, orders: receipts.map { OrderSummary(receipt: $0, catalog: snapshot) },
                nextCursor: next)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// What a pickup station receives on a date, grouped by shop (cancelled orders left out).
    ///
    /// - Parameters:
    ///   - stationId: The station (`st-shibuya`).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow` in the catalog's time zone at `now`.
    /// - Throws: `KaimonoError` `bad_date`, `not_found` (no such station).
    public func stationOrders(stationId: String, pickupDate: String, now: Date, catalog: CatalogSnapshot? = nil)
        async throws(KaimonoError) -> StationOrders
    {
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            let day = try Timestamp.pickupDay(
                pickupDate, now: now, timeZone: snapshot.timeZone, field: "pickup date (--date, date)")
            guard let station = snapshot.station(id: stationId) else {
                throw OrderingError.notFound("pickup station", id: stationId)
            }
            let receipts = try await submitter(snapshot).receipts(stationId: station.id, pickupDate: day)
            return StationOrders(station: station, pickupDate: day, receipts: receipts, catalog: snapshot)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Cancels a submission (every shop order in it) or one shop order at `now`, and puts its stock back.
    ///
    /// All or nothing; cancelling what is already cancelled changes nothing. Returns the whole submission.
    /// - Throws: `KaimonoError` `cancel_deadline_passed` (409) after a shop's order deadline,
    ///   `invalid_transition` (409) once an order is ready for pickup or picked up, `not_found` (404).
    public func cancelOrder(id: String, now: Date, catalog: CatalogSnapshot? = nil) async throws(KaimonoError)
        -> OrderSummary
    {
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            let receipt = try await lifecycle(snapshot).cancel(id: id, now: now)
            logger.info("order cancelled", metadata: ["id": "\(id)"])
            return OrderSummary(receipt: receipt, catalog: snapshot)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Marks a submission (its orders not cancelled) or one shop order `ready_for_pickup` or `picked_up` at `now`.
    ///
    /// Marking an order with the status it has changes nothing. Returns the whole submission.
    /// - Throws: `KaimonoError` `bad_status` (400) for another status, `invalid_transition` (409, with the
    ///   allowed statuses) for a change the lifecycle refuses, `not_found` (404).
    public func markOrder(id: String, status: String, now: Date, catalog: CatalogSnapshot? = nil)
        async throws(KaimonoError) -> OrderSummary
    {
        let snapshot = try await snapshot(catalog)
        do throws(OrderingError) {
            guard let wanted = OrderStatus(rawValue: status) else { throw OrderingError.badStatus(status) }
            let receipt = try await lifecycle(snapshot).mark(id: id, status: wanted, now: now)
            logger.info("order marked", metadata: ["id": "\(id)", "status": "\(status)"])
            return OrderSummary(receipt: receipt, catalog: snapshot)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// `catalog`, or the stored catalog when `nil`.
    private func snapshot(_ catalog: CatalogSnapshot?) async throws(KaimonoError) -> CatalogSnapshot {
        if let catalog { return catalog }
        return try await self.catalog()
    }

    private func submitter(_ catalog: CatalogSnapshot) -> OrderSubmitter {
        OrderSubmitter(store: stores.orders, catalog: catalog)
    }

    private func lifecycle(_ catalog: CatalogSnapshot) -> OrderLifecycle {
        OrderLifecycle(store: stores.orders, catalog: catalog)
    }

    /// The cart in a JSON file (`-` reads standard input), as `kaimono buy --format json` and
    /// `POST /v1/carts` write it, read as `POST /v1/orders` reads its body: the fields an order is made
    /// of, and the whole cart when it is one.
    ///
    /// - Throws: `KaimonoError` `bad_cart` when the file cannot be read or names a field wrongly.
    public static func readCart(_ path: String) throws(KaimonoError) -> CartSubmission {
        let data: Data?
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: path)
        }
        guard let data else { throw KaimonoError(OrderingError.badCart(path, reason: UnreadableFile.reason(path))) }
        do {
            return try JSONDecoder().decode(CartSubmission.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw KaimonoError(OrderingError.badCart(path, reason: "missing \(Self.where(context.codingPath + [key]))"))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            throw KaimonoError(OrderingError.badCart(
                path, reason: "\(Self.where(context.codingPath)): \(context.debugDescription)"))
        } catch {
            throw KaimonoError(OrderingError.badCart(path, reason: String(describing: error)))
        }
    }

    /// `orders[0].items[1].packs` for a coding path.
    static func `where`(_ path: [any CodingKey]) -> String {
        path.isEmpty
            ? "the top level"
            : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    // MARK: Recipe index

    /// Removes every recipe from the index (the next `Kaimono` fills it with the bundled samples again).
    ///
    /// - Returns: How many recipes were removed.
    public func clearRecipeIndex() async throws(KaimonoError) -> Int {
        do {
            return try await stores.recipeIndex.removeAll()
        } catch {
            throw KaimonoError.store(error, doing: "clear the recipe index")
        }
    }
}

extension CatalogSnapshot {
    /// `text` as a time: ISO 8601 (`2026-11-23T19:30:00+09:00`), in this catalog's time zone when it names none.
    ///
    /// - Parameter field: Where the time was given, for the message (the CLI's `--now`).
    /// - Throws: `KaimonoError` `bad_date`, also for a day or time that does not exist (`2026-02-30`).
    public func instant(_ text: String, field: String = "--now") throws(KaimonoError) -> Date {
        guard let date = Timestamp.parse(text, timeZone: timeZone) else {
            throw KaimonoError(OrderingError.badDate(
                text, field: field, expected: "ISO 8601 like 2026-11-23T19:30:00+09:00"))
        }
        return date
    }
}
