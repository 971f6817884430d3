public import Foundation
public import Logging

/// The Kaimono library in one value: recipes in, products, carts and orders out.
///
/// Open it once over a database and share it: it is `Sendable`, holds the lexicon, the parser and a matcher
/// over a snapshot of the catalog, and calls the stores only for what must be read or written now
/// (orders, product look-ups). Parsing, matching and cart building are pure and synchronous; calls that
/// touch the stores are `async`. The snapshot follows the database: `refreshCatalog()` reads it again when
/// its version moved (an order, a cancellation, an import, by this process or another), and
/// `watchCatalog(every:)` does so in a loop, as the server runs it.
///
/// ```swift
/// let kaimono = try await Kaimono.open(path: "kaimono.sqlite")   // or "postgres://kaimono@db/kaimono"
/// let lines = kaimono.match(["鶏もも肉 300g", "玉ねぎ 1個"])
/// let cart = try kaimono.cart(lines: ["鶏もも肉 300g"], pickupDate: "tomorrow")
/// let summary = try await kaimono.submitOrder(cart, idempotencyKey: "order-2026-11-24-1", customerId: "c-42")
/// ```
public struct Kaimono: Sendable {
    /// The stores the catalog, the orders and the recipe index live in (SQLite or PostgreSQL).
    public let stores: DatabaseStores
    /// The food lexicon.
    public let lexicon: Lexicon

    let parser: IngredientParser
    let extractor: RecipeExtractor
    let live: LiveCatalog
    var clock: @Sendable () -> Date
    let logger: Logger

    var catalogStore: any CatalogStore { stores.catalog }
    var orderStore: any OrderStore { stores.orders }
    var recipeIndex: any RecipeIndexStore { stores.recipeIndex }

    /// The catalog as last read (see `refreshCatalog()`); stock changes reach it with the next refresh.
    public var catalog: CatalogSnapshot { live.current.snapshot }
    /// The catalog version the snapshot was read at.
    public var catalogVersion: Int64 { live.current.version }
    var matcher: ProductMatcher { live.current.matcher }

    /// Opens the facade over a SQLite database, loading the bundled catalog into it when it has none.
    public init(
        database: KaimonoDatabase, seedIfEmpty: Bool = true, maxInputBytes: Int = ExtractionOptions().maxInputBytes,
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) {
        try await self.init(
            stores: .sqlite(database), seedIfEmpty: seedIfEmpty, maxInputBytes: maxInputBytes, now: now, logger: logger)
    }

    /// Opens the facade over `stores`, loading the bundled catalog into them when they have none.
    ///
    /// - Parameters:
    ///   - stores: Opened stores (`DatabaseStores.open(_:settings:logger:)`, `.sqlite(_:)`).
    ///   - seedIfEmpty: Load the bundled sample catalog (and sample recipes) into an empty database.
    ///   - maxInputBytes: The largest recipe page or document `parse` accepts.
    ///   - now: The clock for deadlines and `today`/`tomorrow` (inject a fixed one in tests).
    ///   - logger: Where the library logs; it never bootstraps logging itself.
    public init(
        stores: DatabaseStores, seedIfEmpty: Bool = true, maxInputBytes: Int = ExtractionOptions().maxInputBytes,
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) {
        let store = stores.catalog
        let version: Int64
        let snapshot: CatalogSnapshot
        do {
            if seedIfEmpty, try await store.seedFromBundledIfNeeded(reader: CatalogReader()) {
                logger.info("loaded the bundled catalog", metadata: ["database": "\(stores.location)"])
            }
            (version, snapshot) = try await store.versionedSnapshot()
        } catch {
            throw KaimonoError.store(error, doing: "read the catalog from \(stores.location)")
        }
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon.bundled()
        } catch {
            throw KaimonoError(.internal, code: "lexicon", message: "cannot load the bundled food lexicon: \(error)")
        }
        let parser = IngredientParser(lexicon: lexicon, units: UnitTable.bundled)
        let matcher = ProductMatcher(catalog: snapshot, lexicon: lexicon)
        if seedIfEmpty {
            try await Self.seedRecipeIndex(stores.recipeIndex, parser: parser, matcher: matcher, logger: logger)
        }
        self.stores = stores
        self.lexicon = lexicon
        self.parser = parser
        live = LiveCatalog(LiveCatalog.State(version: version, snapshot: snapshot, matcher: matcher))
        extractor = RecipeExtractor(options: ExtractionOptions(maxInputBytes: maxInputBytes))
        clock = now
        self.logger = logger
    }

    /// Opens the database at `path` (a SQLite file or a `postgres://` URL; else `$KAIMONO_DATABASE`, else the
    /// per-user default file) and the facade over it.
    ///
    /// - Throws: `KaimonoError` `bad_location` (400) for a URL of another kind, `database_unavailable` (503)
    ///   when the server cannot be reached, `database` when it cannot be opened.
    public static func open(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        settings: DatabaseSettings = DatabaseSettings(), now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) -> Kaimono {
        let location: DatabaseLocation
        do throws(CatalogError) {
            location = try DatabaseLocation.from(explicit: path, environment: environment)
        } catch {
            throw KaimonoError(error)
        }
        let stores = try await DatabaseStores.open(location, settings: settings, logger: logger)
        do {
            return try await Kaimono(stores: stores, now: now, logger: logger)
        } catch {
            await stores.close()
            throw error
        }
    }

    /// The same facade after `refreshCatalog()`.
    public func reloaded() async throws(KaimonoError) -> Kaimono {
        _ = try await refreshCatalog()
        return self
    }

    /// Reads the catalog again when the database's catalog version moved since the snapshot was read;
    /// returns whether it did. Copies of this facade share the refreshed catalog.
    ///
    /// Cheap when nothing changed (one small query); one reload runs at a time.
    @discardableResult
    public func refreshCatalog() async throws(KaimonoError) -> Bool {
        do {
            return try await live.refresh(store: catalogStore, lexicon: lexicon)
        } catch {
            throw KaimonoError.store(error, doing: "read the catalog again")
        }
    }

    /// Refreshes the catalog every `interval` until the task is cancelled, so stock and prices follow orders
    /// and imports made by any process on the same database. A database that is away is logged once and
    /// tried again at the next tick.
    public func watchCatalog(every interval: Duration = .milliseconds(250)) async {
        var failing = false
        while !Task.isCancelled {
            do throws(KaimonoError) {
                if try await refreshCatalog() {
                    logger.debug("catalog reloaded", metadata: ["version": "\(catalogVersion)"])
                }
                if failing {
                    logger.notice("catalog refresh works again")
                    failing = false
                }
            } catch {
                if !failing {
                    logger.warning("cannot refresh the catalog", metadata: ["error": "\(error.message)"])
                    failing = true
                }
            }
            try? await Task.sleep(for: interval)
        }
    }

    /// Lets go of the database connections (a PostgreSQL pool); the facade cannot use the stores after it.
    public func close() async { await stores.close() }

    // MARK: Recipes and lines

    /// Extracts the recipes of a page (HTML) or a JSON document (JSON-LD, a recipe object or an array).
    ///
    /// - Parameters:
    ///   - bytes: The page or document, in any encoding the page declares (UTF-8, Shift_JIS, EUC-JP …).
    ///   - source: Where it came from, echoed in each recipe and in error messages.
    /// - Throws: `KaimonoError` with code `no_recipe`, `invalid_json`, `empty_input` or `input_too_large`.
    public func parse(_ bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return try extractor.extract(bytes: bytes, source: source)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Extracts the recipe of an HTML page, whatever its first bytes look like (a `text/html` request).
    public func parse(html bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return [try extractor.extract(html: bytes, source: source)]
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Extracts the recipes of a JSON document (an `application/json` request).
    public func parse(json bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return try extractor.extract(json: bytes, source: source)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Takes one ingredient line apart: name, quantity, unit, group, food and amount.
    public func parseLine(_ text: String, group: String? = nil) -> ParsedIngredient {
        parser.parse(text, group: group)
    }

    /// Matches one ingredient line to catalog products, best first, with scores, reasons and packs.
    public func match(_ text: String, group: String? = nil, top: Int = 3) -> IngredientMatch {
        matcher.match(parser.parse(text, group: group), top: max(0, top))
    }

    /// Matches ingredient lines in order; one result per line.
    public func match(_ lines: [String], top: Int = 3) -> [IngredientMatch] {
        lines.map { match($0, top: top) }
    }

    /// Matches the ingredient lines of a recipe (with their groups) in order; one result per line.
    public func match(_ recipe: Recipe, top: Int = 3) -> [IngredientMatch] {
        recipe.ingredients.map { match($0.text, group: $0.group, top: top) }
    }

    // MARK: Carts and orders

    /// Builds a cart for a pickup date from recipes and extra lines.
    ///
    /// - Parameters:
    ///   - recipes: Recipes as `parse` returns them; each is scaled from its own yield to `servings`.
    ///   - lines: Ingredient lines to buy besides the recipes (not scaled).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow`, in the catalog's time zone.
    ///   - stationId: The pickup station; `nil` takes the first station open that day.
    ///   - servings: Servings to buy for; `nil` keeps each recipe's yield.
    ///   - options: Pantry, substitutes and preferred shops.
    /// - Throws: `KaimonoError` (`bad_date`, `past_date`, `unknown_station`, `station_closed` …).
    public func cart(
        recipes: [Recipe] = [], lines: [String] = [], pickupDate: String, stationId: String? = nil,
        servings: Double? = nil, options: CartOptions = CartOptions()
    ) throws(KaimonoError) -> Cart {
        var all = recipes
        if !lines.isEmpty { all.append(CartRequest.recipe(lines: lines, source: "lines")) }
        if all.allSatisfy({ $0.ingredients.isEmpty }) {
            throw KaimonoError(
                .badInput, code: "empty_request",
                message: "nothing to buy: give at least one recipe with ingredient lines, or lines")
        }
        let now = clock()
        let day: CalendarDay
        do throws(OrderingError) {
            day = try Timestamp.pickupDay(pickupDate, now: now, timeZone: catalog.timeZone)
        } catch {
            throw KaimonoError(error)
        }
        return try cart(CartRequest(
            recipes: all, pickupDate: day, stationId: stationId, servings: servings, now: now, options: options))
    }

    /// Builds a cart from a full request (its own `now`).
    public func cart(_ request: CartRequest) throws(KaimonoError) -> Cart {
        let state = live.current
        do throws(OrderingError) {
            return try CartBuilder(catalog: state.snapshot, lexicon: lexicon, parser: parser, matcher: state.matcher)
                .build(request)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Submits a cart as orders (one per shop) for a customer, reserving stock, idempotently, at the
    /// catalog's prices.
    ///
    /// Every item is named, priced and assigned to its shop from the catalog as it is now, inside the
    /// storing transaction; the cart's prices are the quote the customer saw. The same key with the same
    /// cart returns the first submission (`replayed` set, as it is now) and orders nothing new.
    ///
    /// - Throws: `KaimonoError` with code `price_changed` (409, with the items and the fresh cart; nothing
    ///   stored), `bad_cart` (422: a product unknown, off sale, in another shop's order, packs outside 1–99),
    ///   `insufficient_stock` (409), `idempotency_key_conflict`, `deadline_passed`, `not_deliverable` (422),
    ///   `bad_key`, `bad_customer_id` (400).
    public func submitOrder(_ cart: Cart, idempotencyKey: String, customerId: String) async throws(KaimonoError)
        -> OrderSummary
    {
        try await submitOrder(CartSubmission(cart), idempotencyKey: idempotencyKey, customerId: customerId)
    }

    /// Submits a cart as read from a request (`CartSubmission` decodes the fields an order is made of);
    /// see `submitOrder(_:idempotencyKey:customerId:)`.
    public func submitOrder(_ cart: CartSubmission, idempotencyKey: String, customerId: String)
        async throws(KaimonoError) -> OrderSummary
    {
        do throws(OrderingError) {
            let receipt = try await submitter.submit(cart, key: idempotencyKey, customerId: customerId, now: clock())
            let summary = OrderSummary(receipt: receipt, catalog: catalog)
            if !summary.replayed {
                logger.info("order submitted", metadata: ["id": "\(summary.id)", "total": "\(summary.total)"])
            }
            return summary
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The submission (`o-…`) or the submission holding the shop order (`o-…-SHOP`) with this id.
    public func order(id: String) async throws(KaimonoError) -> OrderSummary {
        do throws(OrderingError) {
            return OrderSummary(receipt: try await submitter.receipt(id: id), catalog: catalog)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The most submissions one page of `orders(customerId:)` holds.
    public static let maxPageSize = 100

    /// A customer's submissions, newest first, one page at a time.
    ///
    /// - Parameters:
    ///   - customerId: The customer (1–64 ASCII letters, digits, `. _ - : @`).
    ///   - limit: Submissions per page, 1–100.
    ///   - cursor: `nextCursor` of the previous page; `nil` for the first page.
    public func orders(customerId: String, limit: Int = 20, cursor: String? = nil) async throws(KaimonoError)
        -> OrderPage
    {
        guard (1...Self.maxPageSize).contains(limit) else {
            throw KaimonoError(
                .badInput, code: "bad_limit", message: "limit must be 1 to \(Self.maxPageSize), got \(limit)")
        }
        do throws(OrderingError) {
            let (receipts, next) = try await submitter.receipts(customerId: customerId, cursor: cursor, limit: limit)
            return OrderPage(
                customerId: customerId, orders: receipts.map { OrderSummary(receipt: $0, catalog: catalog) },
                nextCursor: next)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// What a pickup station receives on a date, grouped by shop (cancelled orders left out).
    ///
    /// - Parameters:
    ///   - stationId: The station (`st-shibuya`).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow` in the catalog's time zone.
    public func stationOrders(stationId: String, pickupDate: String) async throws(KaimonoError) -> StationOrders {
        let catalog = catalog
        do throws(OrderingError) {
            let day = try Timestamp.pickupDay(pickupDate, now: clock(), timeZone: catalog.timeZone)
            guard let station = catalog.station(id: stationId) else {
                throw OrderingError.notFound("pickup station", id: stationId)
            }
            let receipts = try await submitter.receipts(stationId: station.id, pickupDate: day)
            return StationOrders(station: station, pickupDate: day, receipts: receipts, catalog: catalog)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Cancels a submission (every shop order in it) or one shop order, and puts its stock back.
    ///
    /// All or nothing; cancelling what is already cancelled changes nothing. Returns the whole submission.
    /// - Throws: `cancel_deadline_passed` (409) after a shop's order deadline, `invalid_transition` (409)
    ///   once an order is ready for pickup or picked up, `not_found` (404).
    public func cancelOrder(id: String) async throws(KaimonoError) -> OrderSummary {
        do throws(OrderingError) {
            let receipt = try await lifecycle.cancel(id: id, now: clock())
            logger.info("order cancelled", metadata: ["id": "\(id)"])
            return OrderSummary(receipt: receipt, catalog: catalog)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Marks a submission (its orders not cancelled) or one shop order `ready_for_pickup` or `picked_up`.
    ///
    /// Marking an order with the status it has changes nothing. Returns the whole submission.
    /// - Throws: `bad_status` (400) for another status, `invalid_transition` (409, with the allowed
    ///   statuses) for a change the lifecycle refuses, `not_found` (404).
    public func markOrder(id: String, status: String) async throws(KaimonoError) -> OrderSummary {
        do throws(OrderingError) {
            guard let wanted = OrderStatus(rawValue: status) else { throw OrderingError.badStatus(status) }
            let receipt = try await lifecycle.mark(id: id, status: wanted, now: clock())
            logger.info("order marked", metadata: ["id": "\(id)", "status": "\(status)"])
            return OrderSummary(receipt: receipt, catalog: catalog)
        } catch {
            throw KaimonoError(error)
        }
    }

    var submitter: OrderSubmitter { OrderSubmitter(store: orderStore, catalog: catalog) }
    var lifecycle: OrderLifecycle { OrderLifecycle(store: orderStore, catalog: catalog) }

    // MARK: Products

    /// Products whose Japanese or English name contains every word of `query`, best first.
    public func searchProducts(_ query: String, limit: Int = 20) async throws(KaimonoError) -> [Product] {
        let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else {
            throw KaimonoError(.badInput, code: "missing_query", message: "give a product name or words to search for")
        }
        do {
            return try await catalogStore.searchProducts(words, limit: max(1, min(limit, 200)))
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

    // MARK: Suggestions

    /// Recipes that use the product, ranked by how central it is, how much of its pack they use, and how
    /// many of their other ingredients can come on the pickup date.
    ///
    /// - Parameters:
    ///   - productId: The product (`p-00123`).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow`; `nil` is tomorrow.
    ///   - stationId: The pickup station; `nil` takes the first open that day.
    ///   - limit: Recipes returned at most.
    public func suggest(
        productId: String, pickupDate: String? = nil, stationId: String? = nil, limit: Int = 10
    ) async throws(KaimonoError) -> ProductSuggestions {
        let catalog = catalog
        guard let product = catalog.product(id: productId) else {
            throw KaimonoError(.notFound, code: "not_found", message: "no product with id '\(productId)'")
        }
        let now = clock()
        let day: CalendarDay
        do throws(OrderingError) {
            day = try pickupDate.map { text throws(OrderingError) in
                try Timestamp.pickupDay(text, now: now, timeZone: catalog.timeZone)
            } ?? CalendarDay(date: now, timeZone: catalog.timeZone).adding(days: 1)
        } catch {
            throw KaimonoError(error)
        }
        let station: PickupStation
        if let stationId {
            guard let found = catalog.station(id: stationId) else {
                throw KaimonoError(OrderingError.unknownStation(stationId, known: catalog.stations.map(\.id)))
            }
            station = found
        } else {
            guard let first = catalog.stations.first(where: { catalog.isOpen(station: $0, on: day) }) ?? catalog.stations.first
            else { throw KaimonoError(OrderingError.noStations()) }
            station = first
        }
        let related = RecipeSuggester.relatedFoods(product.foods, lexicon: lexicon).map(\.food)
        let recipes: [IndexedRecipe]
        do {
            recipes = try await recipeIndex.recipes(usingFoods: related, orProduct: product.id)
        } catch {
            throw KaimonoError.store(error, doing: "read the recipe index")
        }
        let suggester = RecipeSuggester(index: SuggestionIndex(recipes: recipes, lexicon: lexicon), catalog: catalog)
        let request = SuggestionRequest(
            product: product, pickupDate: day, station: station, now: now, limit: max(1, min(limit, 100)))
        return ProductSuggestions(
            productId: product.id, productName: product.name, pickupDate: day.description, stationId: station.id,
            productAvailability: catalog.availability(product: product, station: station, pickupDate: day, now: now)
                .rawValue,
            suggestions: suggester.suggest(request))
    }

    /// Indexes the bundled sample recipes when the recipe index is empty (as `kaimono suggest` does).
    static func seedRecipeIndex(
        _ index: any RecipeIndexStore, parser: IngredientParser, matcher: ProductMatcher, logger: Logger
    ) async throws(KaimonoError) {
        do {
            guard try await index.recipeCount() == 0 else { return }
            let indexer = RecipeIndexer(parser: parser, matcher: matcher)
            let (items, problems) = BundledRecipes.load()
            for problem in problems { logger.warning("bundled recipe skipped", metadata: ["problem": "\(problem)"]) }
            let entries = items.map { indexer.entry(for: $0.recipe, id: $0.id, origin: IndexedRecipe.bundledOrigin) }
            try await index.upsert(entries)
            logger.info("indexed the bundled sample recipes", metadata: ["recipes": "\(entries.count)"])
        } catch {
            throw KaimonoError.store(error, doing: "index the bundled sample recipes")
        }
    }

    // MARK: Batches

    /// Parses (and, with `matching`, matches) many recipes from files, directories or JSONL, in parallel.
    ///
    /// Output lines go to `options.output`; the report counts recipes, lines, errors and match rates.
    public func batch(
        _ options: BatchOptions, matching: Bool = true, progress: ProgressStyle = .none
    ) async throws(KaimonoError) -> BatchReport {
        let runner = BatchRunner(
            options: options, parser: parser,
            matcher: matching ? CatalogMatching(catalog: catalog, lexicon: lexicon) : nil, extractor: extractor)
        do throws(BatchError) {
            return try await runner.run(progress: progress)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// The same facade with its clock stopped at `now` (the CLI's `--now`, replays, tests).
    public func at(_ now: Date) -> Kaimono {
        var copy = self
        copy.clock = { now }
        return copy
    }

    /// The current time of the facade's clock.
    public var now: Date { clock() }
}
