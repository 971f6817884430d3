public import Foundation
public import Logging

/// The database without the lexicon: the catalog (import, export, search, counts), orders, and clearing
/// the recipe index. What `kaimono catalog`, `kaimono order` and `kaimono index clear` need.
///
/// Opening it brings the schema up to date and loads the bundled catalog into a database that has none.
/// `Kaimono` is built over one (`facade(now:logger:)`) and forwards its order calls to it.
public struct KaimonoStore: Sendable {
    /// The database the catalog and the orders live in.
    public let database: KaimonoDatabase
    let catalogStore: GRDBCatalogStore
    let logger: Logger

    /// The database path in force: `explicit` (`--database`), else `$KAIMONO_DATABASE`, else the per-user default
    /// (`~/.local/share/kaimono/kaimono.sqlite`; `$XDG_DATA_HOME` moves it).
    public static func path(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        DatabaseLocation.resolve(explicit: explicit, environment: environment)
    }

    /// Opens the database at `path` (see `path(explicit:environment:)`), loading the bundled catalog on first use.
    ///
    /// - Throws: `KaimonoError` `database` when the file cannot be opened or migrated.
    public static func open(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) -> KaimonoStore {
        let resolved = Self.path(explicit: path, environment: environment)
        let database: KaimonoDatabase
        do {
            database = try KaimonoDatabase.open(path: resolved)
        } catch {
            throw KaimonoError.store(error, doing: "open the database \(resolved)")
        }
        return try await KaimonoStore(database: database, logger: logger)
    }

    /// A store over an opened database (`KaimonoDatabase.open(path:)` or `.inMemory()`).
    ///
    /// - Parameter seedIfEmpty: Load the bundled sample catalog into a database without one (lenient
    ///   about food ids, so a lexicon edit never stops every command).
    public init(database: KaimonoDatabase, seedIfEmpty: Bool = true, logger: Logger = Logger(label: "kaimono"))
        async throws(KaimonoError)
    {
        let store = GRDBCatalogStore(database: database)
        if seedIfEmpty {
            do {
                if try await store.seedFromBundledIfNeeded(reader: CatalogReader()) {
                    logger.notice("loaded the bundled catalog", metadata: ["database": "\(database.path)"])
                }
            } catch {
                throw KaimonoError.store(error, doing: "load the bundled catalog into \(database.path)")
            }
        }
        self.database = database
        catalogStore = store
        self.logger = logger
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
        do {
            return try await catalogStore.snapshot()
        } catch {
            throw KaimonoError.store(error, doing: "read the catalog from \(database.path)")
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

    /// Submits a cart as orders (one per shop), reserving stock, idempotently, at `now`.
    ///
    /// The same key with the same cart returns the first result (`replayed` set) and orders nothing new;
    /// the same key with another cart throws `idempotency_key_conflict`; a product short of stock throws
    /// `insufficient_stock` and nothing is ordered; a shop whose deadline passed throws `deadline_passed`.
    public func submitOrder(_ cart: Cart, idempotencyKey: String, now: Date, catalog: CatalogSnapshot? = nil)
        async throws(KaimonoError) -> OrderSummary
    {
        let snapshot: CatalogSnapshot
        if let catalog { snapshot = catalog } else { snapshot = try await self.catalog() }
        let submitter = OrderSubmitter(store: GRDBOrderStore(database: database), catalog: snapshot)
        do throws(OrderingError) {
            let receipt = try await submitter.submit(cart, key: idempotencyKey, now: now)
            let summary = OrderSummary(receipt: receipt, catalog: snapshot)
            if !summary.replayed {
                logger.info("order submitted", metadata: ["id": "\(summary.id)", "total": "\(summary.total)"])
            }
            return summary
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The submission (`o-…`) or shop order (`o-…-SHOP`) with this id.
    public func order(id: String, catalog: CatalogSnapshot? = nil) async throws(KaimonoError) -> OrderSummary {
        let snapshot: CatalogSnapshot
        if let catalog { snapshot = catalog } else { snapshot = try await self.catalog() }
        do throws(OrderingError) {
            let receipt = try await OrderSubmitter(store: GRDBOrderStore(database: database), catalog: snapshot)
                .receipt(id: id)
            return OrderSummary(receipt: receipt, catalog: snapshot)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The cart in a JSON file (`-` reads standard input), as `kaimono buy --format json` and
    /// `POST /v1/carts` write it.
    ///
    /// - Throws: `KaimonoError` `bad_cart` when the file cannot be read or names a field wrongly.
    public static func readCart(_ path: String) throws(KaimonoError) -> Cart {
        let data: Data?
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: path)
        }
        guard let data else { throw KaimonoError(OrderingError.badCart(path, reason: "no such file or not readable")) }
        do {
            return try JSONDecoder().decode(Cart.self, from: data)
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
            return try await GRDBRecipeIndexStore(database: database).removeAll()
        } catch {
            throw KaimonoError.store(error, doing: "clear the recipe index")
        }
    }
}

extension CatalogSnapshot {
    /// `text` as a time: ISO 8601 (`2026-11-23T19:30:00+09:00`), in this catalog's time zone when it names none.
    ///
    /// - Throws: `KaimonoError` `bad_date`.
    public func instant(_ text: String) throws(KaimonoError) -> Date {
        guard let date = Timestamp.parse(text, timeZone: timeZone) else {
            throw KaimonoError(OrderingError.badDate(text, expected: "ISO 8601 like 2026-11-23T19:30:00+09:00"))
        }
        return date
    }
}
