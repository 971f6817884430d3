public import Foundation
public import Logging

/// The Kaimono library in one value: recipes in, products, carts and orders out.
///
/// Open it once over a database and share it: it is `Sendable`, holds the lexicon, the parser and a matcher
/// over a snapshot of the catalog, and calls the stores only for what must be read or written now
/// (orders, product look-ups). Parsing, matching and cart building are pure and synchronous; calls that
/// touch the stores are `async`. Its two halves stand alone for commands that need less:
/// `KaimonoParsing` (lexicon and extractor, no database) and `KaimonoStore` (the database, no lexicon).
/// The recipe index behind `suggest` is filled with the bundled sample recipes on first use.
///
/// The snapshot follows the database: `refreshCatalog()` reads it again when its version moved (an order,
/// a cancellation, an import, by this process or another), and `watchCatalog(every:)` does so in a loop,
/// as the server runs it.
///
/// ```swift
/// let kaimono = try await Kaimono.open(path: "kaimono.sqlite")   // or "postgres://kaimono@db/kaimono"
/// let lines = kaimono.match(["鶏もも肉 300g", "玉ねぎ 1個"])
/// let cart = try kaimono.cart(lines: ["鶏もも肉 300g"], pickupDate: "tomorrow")
/// let summary = try await kaimono.submitOrder(cart, idempotencyKey: "order-2026-11-24-1", customerId: "c-42")
/// ```
public struct Kaimono: Sendable {
    /// The stores the catalog, the orders and the recipe index live in (SQLite or PostgreSQL).
    public var stores: DatabaseStores { store.stores }
    /// The food lexicon.
    public var lexicon: Lexicon { parsing.lexicon }
    /// The foods assumed in the kitchen unless a call gives its own list (`parsing.pantry`: the bundled
    /// `data/lexicon/pantry.tsv` unless replaced).
    public var pantry: Pantry { parsing.pantry }
    /// The database without the lexicon: catalog import and export, orders.
    public let store: KaimonoStore
    /// The lexicon, the line parser, the page extractor and the pantry list.
    public let parsing: KaimonoParsing

    let live: LiveCatalog
    var clock: @Sendable () -> Date
    var logger: Logger { store.logger }
    var recipeIndex: any RecipeIndexStore { store.stores.recipeIndex }

    /// The catalog as last read (see `refreshCatalog()`); stock changes reach it with the next refresh.
    public var catalog: CatalogSnapshot { live.current.snapshot }
    /// The catalog version the snapshot was read at.
    public var catalogVersion: Int64 { live.current.version }
    var matcher: ProductMatcher { live.current.matcher }

    /// Opens the facade over a SQLite database, loading the bundled catalog into it when it has none.
    ///
    /// - Parameters:
    ///   - database: An opened database (`KaimonoDatabase.open(path:)` or `.inMemory()`).
    ///   - seedIfEmpty: Load the bundled sample catalog into an empty database, and the bundled sample
    ///     recipes into an empty recipe index.
    ///   - maxInputBytes: The largest recipe page or document `parse` accepts.
    ///   - now: The clock for deadlines and `today`/`tomorrow` (inject a fixed one in tests).
    ///   - logger: Where the library logs; it never bootstraps logging itself.
    ///   - pantry: The default pantry list; `nil` reads the bundled one.
    public init(
        database: KaimonoDatabase, seedIfEmpty: Bool = true, maxInputBytes: Int = ExtractionOptions().maxInputBytes,
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "kaimono"),
        pantry: Pantry? = nil
    ) async throws(KaimonoError) {
        try await self.init(
            stores: .sqlite(database), seedIfEmpty: seedIfEmpty, maxInputBytes: maxInputBytes, now: now, logger: logger,
            pantry: pantry)
    }

    /// Opens the facade over `stores` (SQLite or PostgreSQL), loading the bundled catalog into them when
    /// they have none; the parameters are those of `init(database:…)`.
    public init(
        stores: DatabaseStores, seedIfEmpty: Bool = true, maxInputBytes: Int = ExtractionOptions().maxInputBytes,
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "kaimono"),
        pantry: Pantry? = nil
    ) async throws(KaimonoError) {
        let store = try await KaimonoStore(stores: stores, seedIfEmpty: seedIfEmpty, logger: logger)
        var parsing = try KaimonoParsing.bundled(maxInputBytes: maxInputBytes)
        if let pantry { parsing = parsing.with(pantry: pantry) }
        try await self.init(store: store, parsing: parsing, now: now)
        if seedIfEmpty { try await prepareRecipeIndex() }
    }

    /// The facade over a store: reads the catalog (with its version) and builds the matcher's index (with
    /// `parsing.pantry`). The recipe index is filled with the bundled sample recipes when a call first needs
    /// it (`prepareRecipeIndex()`).
    init(store: KaimonoStore, parsing: KaimonoParsing, now: @escaping @Sendable () -> Date) async throws(KaimonoError) {
        let (version, snapshot) = try await store.versionedCatalog()
        let matcher = ProductMatcher(catalog: snapshot, lexicon: parsing.lexicon, pantry: parsing.pantry)
        self.store = store
        self.parsing = parsing
        live = LiveCatalog(LiveCatalog.State(version: version, snapshot: snapshot, matcher: matcher))
        clock = now
    }

    /// Opens the database at `path` (a SQLite file or a `postgres://` URL; else `$KAIMONO_DATABASE`, else
    /// the per-user default file) and the facade over it.
    ///
    /// - Throws: `KaimonoError` `bad_location` (400) for a URL of another kind, `database_unavailable` (503)
    ///   when the server cannot be reached, `database` when it cannot be opened.
    public static func open(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        settings: DatabaseSettings = DatabaseSettings(), now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) -> Kaimono {
        let store = try await KaimonoStore.open(path: path, environment: environment, settings: settings, logger: logger)
        return try await store.closingOnError { () async throws(KaimonoError) in try await store.facade(now: now) }
    }

    /// Opens the database at `path` and the facade over it at a time given as text (`--now`: ISO 8601,
    /// in the catalog's time zone when it names none; `nil` is the clock).
    ///
    /// - Throws: `KaimonoError` `bad_date` when `now` is not a time, or the store's errors.
    public static func open(
        path: String? = nil, at now: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        settings: DatabaseSettings = DatabaseSettings(), logger: Logger = Logger(label: "kaimono")
    ) async throws(KaimonoError) -> Kaimono {
        let store = try await KaimonoStore.open(path: path, environment: environment, settings: settings, logger: logger)
        return try await store.closingOnError { () async throws(KaimonoError) in try await store.facade(at: now) }
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
            return try await live.refresh(store: store.stores.catalog, lexicon: lexicon, pantry: pantry)
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
    public func close() async { await store.close() }

    // MARK: Recipes and lines

    /// Extracts the recipes of a page (HTML) or a JSON document (JSON-LD, a recipe object or an array).
    ///
    /// - Parameters:
    ///   - bytes: The page or document, in any encoding the page declares (UTF-8, Shift_JIS, EUC-JP …).
    ///   - source: Where it came from, echoed in each recipe and in error messages.
    /// - Throws: `KaimonoError` with code `no_recipe`, `invalid_json`, `empty_input` or `input_too_large`.
    public func parse(_ bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        try parsing.parse(bytes, source: source)
    }

    /// Extracts the recipe of an HTML page, whatever its first bytes look like (a `text/html` request).
    public func parse(html bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        try parsing.parse(html: bytes, source: source)
    }

    /// Extracts the recipes of a JSON document (an `application/json` request).
    public func parse(json bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        try parsing.parse(json: bytes, source: source)
    }

    /// Takes one ingredient line apart: name, quantity, unit, group, food and amount.
    public func parseLine(_ text: String, group: String? = nil) -> ParsedIngredient {
        parsing.parseLine(text, group: group)
    }

    /// Matches one ingredient line to catalog products, best first, with scores, reasons and packs; an
    /// unmatched line may carry an `alternative` (a substitute, never bought).
    ///
    /// - Parameter pantry: The foods assumed in the kitchen for this call; `nil` uses the facade's `pantry`.
    public func match(_ text: String, group: String? = nil, top: Int = 3, pantry: Pantry? = nil) -> IngredientMatch {
        match(parsing.parser.parse(text, group: group), top: top, pantry: pantry)
    }

    /// Matches a line already taken apart (`parseLine`) to catalog products.
    public func match(_ parsed: ParsedIngredient, top: Int = 3, pantry: Pantry? = nil) -> IngredientMatch {
        // (The facade's own matcher is used in place: a copy costs a retain per field of the index, per line.)
        if let pantry { return matcher.with(pantry: pantry).match(parsed, top: max(0, top)) }
        return matcher.match(parsed, top: max(0, top))
    }

    /// How many catalog products the matcher can propose (those on sale with a name to compare).
    public var matchableProducts: Int { matcher.index.count }

    /// Matches ingredient lines in order; one result per line.
    public func match(_ lines: [String], top: Int = 3, pantry: Pantry? = nil) -> [IngredientMatch] {
        let matcher = matcher(pantry)
        return lines.map { matcher.match(parsing.parser.parse($0), top: max(0, top)) }
    }

    /// Matches the ingredient lines of a recipe (with their groups) in order; one result per line.
    public func match(_ recipe: Recipe, top: Int = 3, pantry: Pantry? = nil) -> [IngredientMatch] {
        let matcher = matcher(pantry)
        return parsing.parseLines(of: recipe).map { matcher.match($0, top: max(0, top)) }
    }

    /// A pantry list from food ids or names (`salt`, `醤油`, `olive oil`), as a request gives it.
    ///
    /// - Throws: `KaimonoError` `bad_pantry` naming the first entry the lexicon does not know.
    public func pantry(entries: [String], field: String = "pantry") throws(KaimonoError) -> Pantry {
        try parsing.pantry(entries: entries, field: field)
    }

    /// The facade's matcher, with another pantry when one is given.
    func matcher(_ pantry: Pantry?) -> ProductMatcher {
        pantry.map { matcher.with(pantry: $0) } ?? matcher
    }

    // MARK: Carts and orders

    /// Builds a cart for a pickup date from recipes and extra lines.
    ///
    /// - Parameters:
    ///   - recipes: Recipes as `parse` returns them; each is scaled from its own yield to `servings`.
    ///   - lines: Ingredient lines to buy besides the recipes (not scaled).
    ///   - linesSource: The `source` the cart names for those lines.
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow`, in the catalog's time zone.
    ///   - stationId: The pickup station; `nil` takes the first station open that day.
    ///   - servings: Servings to buy for; `nil` keeps each recipe's yield.
    ///   - options: Pantry, substitutes and preferred shops.
    ///   - pantry: The foods assumed in the kitchen for this cart; `nil` uses the facade's `pantry`.
    /// - Throws: `KaimonoError` (`bad_date`, `past_date`, `unknown_station`, `station_closed` …).
    public func cart(
        recipes: [Recipe] = [], lines: [String] = [], linesSource: String = "lines", pickupDate: String,
        stationId: String? = nil, servings: Double? = nil, options: CartOptions = CartOptions(), pantry: Pantry? = nil
    ) throws(KaimonoError) -> Cart {
        var all = recipes
        if !lines.isEmpty { all.append(CartRequest.recipe(lines: lines, source: linesSource)) }
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
        return try cart(
            CartRequest(
                recipes: all, pickupDate: day, stationId: stationId, servings: servings, now: now, options: options),
            pantry: pantry)
    }

    /// Builds a cart from a full request (its own `now`).
    public func cart(_ request: CartRequest, pantry: Pantry? = nil) throws(KaimonoError) -> Cart {
        let state = live.current  // one snapshot and its matcher, whatever a refresh installs meanwhile
        let matcher = pantry.map { state.matcher.with(pantry: $0) } ?? state.matcher
        do throws(OrderingError) {
            return try CartBuilder(catalog: state.snapshot, lexicon: lexicon, parser: parsing.parser, matcher: matcher)
                .build(request)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Submits a cart as orders (one per shop) for a customer, reserving stock, idempotently, at the
    /// catalog's prices.
    ///
    /// Every item is named, priced and assigned to its shop from the catalog as it is now, inside the
    /// storing transaction; the cart's prices are the quote the customer saw. Shop deadlines and the
    /// delivery calendar come from this facade's catalog snapshot. The same key with the same cart returns
    /// the first submission (`replayed` set, as it is now) and orders nothing new.
    ///
    /// - Throws: `KaimonoError` with code `price_changed` (409, with the items and the fresh cart; nothing
    ///   stored), `bad_cart` (422: a product unknown, off sale, in another shop's order, packs outside 1–99),
    ///   `insufficient_stock` (409), `idempotency_key_conflict`, `deadline_passed`, `not_deliverable` (422),
    ///   `bad_key`, `bad_customer_id` (400).
    public func submitOrder(_ cart: Cart, idempotencyKey: String, customerId: String) async throws(KaimonoError)
        -> OrderSummary
    {
        try await store.submitOrder(
            cart, idempotencyKey: idempotencyKey, customerId: customerId, now: clock(), catalog: catalog)
    }

    /// Submits a cart as read from a request (`CartSubmission` decodes the fields an order is made of);
    /// see `submitOrder(_:idempotencyKey:customerId:)`.
    public func submitOrder(_ cart: CartSubmission, idempotencyKey: String, customerId: String)
        async throws(KaimonoError) -> OrderSummary
    {
        try await store.submitOrder(
            cart, idempotencyKey: idempotencyKey, customerId: customerId, now: clock(), catalog: catalog)
    }

    /// The submission (`o-…`) or the submission holding the shop order (`o-…-SHOP`) with this id.
    public func order(id: String) async throws(KaimonoError) -> OrderSummary {
        try await store.order(id: id, catalog: catalog)
    }

    /// The most submissions one page of `orders(customerId:)` holds.
    public static let maxPageSize = KaimonoStore.maxPageSize

    /// A customer's submissions, newest first, one page at a time (see `KaimonoStore.orders`).
    ///
    /// - Parameters:
    ///   - customerId: The customer (1–64 ASCII letters, digits, `. _ - : @`).
    ///   - limit: Submissions per page, 1–100.
    ///   - cursor: `nextCursor` of the previous page; `nil` for the first page.
    public func orders(customerId: String, limit: Int = 20, cursor: String? = nil) async throws(KaimonoError)
        -> OrderPage
    {
        try await store.orders(customerId: customerId, limit: limit, cursor: cursor, catalog: catalog)
    }

    /// What a pickup station receives on a date, grouped by shop (cancelled orders left out).
    ///
    /// - Parameters:
    ///   - stationId: The station (`st-shibuya`).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow` in the catalog's time zone.
    public func stationOrders(stationId: String, pickupDate: String) async throws(KaimonoError) -> StationOrders {
        try await store.stationOrders(stationId: stationId, pickupDate: pickupDate, now: clock(), catalog: catalog)
    }

    /// Cancels a submission (every shop order in it) or one shop order, and puts its stock back.
    ///
    /// All or nothing; cancelling what is already cancelled changes nothing. Returns the whole submission.
    /// - Throws: `cancel_deadline_passed` (409) after a shop's order deadline, `invalid_transition` (409)
    ///   once an order is ready for pickup or picked up, `not_found` (404).
    public func cancelOrder(id: String) async throws(KaimonoError) -> OrderSummary {
        try await store.cancelOrder(id: id, now: clock(), catalog: catalog)
    }

    /// Marks a submission (its orders not cancelled) or one shop order `ready_for_pickup` or `picked_up`.
    ///
    /// Marking an order with the status it has changes nothing. Returns the whole submission.
    /// - Throws: `bad_status` (400) for another status, `invalid_transition` (409, with the allowed
    ///   statuses) for a change the lifecycle refuses, `not_found` (404).
    public func markOrder(id: String, status: String) async throws(KaimonoError) -> OrderSummary {
        try await store.markOrder(id: id, status: status, now: clock(), catalog: catalog)
    }

    // MARK: Products

    /// Products whose Japanese or English name contains every word of `query`, best first.
    public func searchProducts(_ query: String, limit: Int = 20) async throws(KaimonoError) -> [Product] {
        try await store.searchProducts(query, limit: limit)
    }

    /// The product with this id, as the store has it now (current stock).
    public func product(id: String) async throws(KaimonoError) -> Product {
        try await store.product(id: id)
    }

    // MARK: Suggestions

    /// Recipes that use the product, ranked by how central it is, how much of its pack they use, and how
    /// many of their other ingredients can come on the pickup date.
    ///
    /// - Parameters:
    ///   - productId: The product (`p-00123`).
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow`; `nil` is tomorrow.
    ///   - stationId: The pickup station; `nil` takes the first open that day.
    ///   - limit: Recipes returned at most (1 to 100).
    public func suggest(
        productId: String, pickupDate: String? = nil, stationId: String? = nil, limit: Int = 10
    ) async throws(KaimonoError) -> ProductSuggestions {
        let catalog = catalog
        guard let product = catalog.product(id: productId) else {
            throw KaimonoError(.notFound, code: "not_found", message: "no product with id '\(productId)'")
        }
        let pickup = try pickup(date: pickupDate, stationId: stationId)
        let result = try await suggest(
            for: .product(product), query: productId, pickup: pickup, limit: max(1, min(limit, 100)))
        return ProductSuggestions(
            productId: product.id, productName: product.name, pickupDate: result.pickupDate.description,
            stationId: result.station.id,
            productAvailability: catalog.availability(
                product: product, station: result.station, pickupDate: result.pickupDate, now: result.now
            ).rawValue,
            suggestions: result.suggestions)
    }

    /// Recipes for a product id, a food (`鶏もも肉`, `chicken thigh`) or words of a product name, as
    /// `kaimono suggest` asks.
    ///
    /// The pickup date and station are checked before the query, so a bad date is reported first.
    /// - Parameters:
    ///   - query: What to cook with; see `SuggestionTarget.resolve`.
    ///   - pickupDate: `YYYY-MM-DD`, `today` or `tomorrow`; `nil` is tomorrow.
    ///   - stationId: The pickup station; `nil` takes the first open that day.
    ///   - limit: Recipes returned at most.
    /// - Throws: `KaimonoError` `unknown_target`, `ambiguous_target` (listing the candidates), or the
    ///   date and station errors of `cart`.
    public func suggest(query: String, pickupDate: String? = nil, stationId: String? = nil, limit: Int = 10)
        async throws(KaimonoError) -> SuggestionResult
    {
        let pickup = try pickup(date: pickupDate, stationId: stationId)
        let target: SuggestionTarget
        do throws(SuggestionsError) {
            target = try SuggestionTarget.resolve(query, catalog: catalog, lexicon: lexicon)
        } catch {
            throw KaimonoError(error)
        }
        return try await suggest(for: target, query: query, pickup: pickup, limit: limit)
    }

    /// Times `queries` suggestions for products drawn with a fixed seed over the whole recipe index
    /// (`kaimono suggest --benchmark`); `loadSeconds` is the time to read the index from the store.
    ///
    /// - Throws: `KaimonoError` `no_suggestions` when no product's food is used by an indexed recipe.
    public func benchmarkSuggestions(
        queries: Int, pickupDate: String? = nil, stationId: String? = nil, limit: Int = 10
    ) async throws(KaimonoError) -> (figures: SuggestionBenchmark.Figures, loadSeconds: Double) {
        let catalog = catalog
        let pickup = try pickup(date: pickupDate, stationId: stationId)
        try await prepareRecipeIndex()
        let started = ContinuousClock.now
        let recipes: [IndexedRecipe]
        do {
            recipes = try await recipeIndex.allRecipes()
        } catch {
            throw KaimonoError.store(error, doing: "read the recipe index")
        }
        let loadSeconds = (ContinuousClock.now - started) / .seconds(1)
        let benchmark = SuggestionBenchmark(pickupDate: pickup.day, station: pickup.station, now: pickup.now, limit: limit)
        guard let figures = benchmark.run(recipes: recipes, catalog: catalog, lexicon: lexicon, queries: queries) else {
            throw KaimonoError(
                .unprocessable, code: "no_suggestions", message: "no product's food is used by an indexed recipe")
        }
        return (figures, loadSeconds)
    }

    /// The pickup day (`nil`: tomorrow) and station (`nil`: the first open that day) at the facade's now,
    /// checked as a cart's are (`PickupRule`): suggestions never claim what can come on a day no cart could be
    /// made for.
    func pickup(date: String?, stationId: String?) throws(KaimonoError) -> (day: CalendarDay, station: PickupStation, now: Date) {
        let catalog = catalog
        let now = clock()
        do throws(OrderingError) {
            let day = try date.map { text throws(OrderingError) in
                try Timestamp.pickupDay(text, now: now, timeZone: catalog.timeZone)
            } ?? CalendarDay(date: now, timeZone: catalog.timeZone).adding(days: 1)
            return (day, try PickupRule(catalog: catalog).station(stationId, on: day, now: now), now)
        } catch {
            throw KaimonoError(error)
        }
    }

    func suggest(
        for target: SuggestionTarget, query: String, pickup: (day: CalendarDay, station: PickupStation, now: Date),
        limit: Int
    ) async throws(KaimonoError) -> SuggestionResult {
        try await prepareRecipeIndex()
        let related = RecipeSuggester.relatedFoods(target.foods, lexicon: lexicon).map(\.food)
        let recipes: [IndexedRecipe]
        do {
            recipes = try await recipeIndex.recipes(usingFoods: related, orProduct: target.product?.id)
        } catch {
            throw KaimonoError.store(error, doing: "read the recipe index")
        }
        let catalog = catalog
        let suggester = RecipeSuggester(index: SuggestionIndex(recipes: recipes, lexicon: lexicon), catalog: catalog)
        let request = SuggestionRequest(
            foods: target.foods, product: target.product, pickupDate: pickup.day, station: pickup.station,
            now: pickup.now, limit: limit)
        return SuggestionResult(
            query: query, target: target, pickupDate: pickup.day, station: pickup.station, now: pickup.now,
            productAvailability: target.product.map {
                catalog.availability(product: $0, station: pickup.station, pickupDate: pickup.day, now: pickup.now)
            },
            suggestions: suggester.suggest(request))
    }

    /// Indexes the bundled sample recipes when the recipe index is empty; the calls that read the index
    /// do it first, so call it only to take the time up front (a server before it listens).
    public func prepareRecipeIndex() async throws(KaimonoError) {
        do {
            guard try await recipeIndex.recipeCount() == 0 else { return }
            let indexer = RecipeIndexer(parser: parsing.parser, matcher: matcher)
            let (items, problems) = BundledRecipes.load()
            for problem in problems { logger.warning("bundled recipe skipped", metadata: ["problem": "\(problem)"]) }
            let entries = items.map { indexer.entry(for: $0.recipe, id: $0.id, origin: IndexedRecipe.bundledOrigin) }
            _ = try await recipeIndex.upsert(entries)
            logger.notice("indexed the bundled sample recipes", metadata: ["recipes": "\(entries.count)"])
        } catch {
            throw KaimonoError.store(error, doing: "index the bundled sample recipes")
        }
    }

    // MARK: Recipe index

    /// Adds the recipes of a `kaimono batch` output file (JSONL) to the recipe index, with their parse and
    /// match as written there; a recipe with the same id is replaced.
    ///
    /// - Returns: What the file gave: the recipes indexed, error records and recipes without lines skipped.
    /// - Throws: `KaimonoError` `unreadable` or `bad_batch_line` (naming the file and line).
    public func addToRecipeIndex(batchOutput path: String) async throws(KaimonoError) -> BatchOutputReader.Result {
        try await prepareRecipeIndex()
        let result: BatchOutputReader.Result
        do throws(SuggestionsError) {
            result = try BatchOutputReader().read(path: path)
        } catch {
            throw KaimonoError(error)
        }
        do {
            _ = try await recipeIndex.upsert(result.recipes)
        } catch {
            throw KaimonoError.store(error, doing: "add the recipes of \(path) to the recipe index")
        }
        return result
    }

    /// How many recipes the index holds, by where they came from (`bundled`, a batch output path …).
    public func recipeIndexOrigins() async throws(KaimonoError) -> [(origin: String, recipes: Int)] {
        try await prepareRecipeIndex()
        do {
            return try await recipeIndex.origins()
        } catch {
            throw KaimonoError.store(error, doing: "count the recipe index")
        }
    }

    /// Every indexed recipe, in id order, as `kaimono index export` writes them (`ExportedRecipe`).
    public func indexedRecipes() async throws(KaimonoError) -> [IndexedRecipe] {
        try await prepareRecipeIndex()
        do {
            return try await recipeIndex.allRecipes()
        } catch {
            throw KaimonoError.store(error, doing: "read the recipe index")
        }
    }

    // MARK: Batches

    /// Parses (and, with `matching`, matches) many recipes from files, directories or JSONL, in parallel.
    ///
    /// Output lines go to `options.output`; the report counts recipes, lines, errors and match rates.
    /// Without matching, `KaimonoParsing.batch` does the same without opening a database.
    public func batch(
        _ options: BatchOptions, matching: Bool = true, progress: ProgressStyle = .none, pantry: Pantry? = nil
    ) async throws(KaimonoError) -> BatchReport {
        guard matching else { return try await parsing.batch(options, progress: progress) }
        let runner = BatchRunner(
            options: options, parser: parsing.parser,
            matcher: CatalogMatching(matcher: matcher(pantry), catalog: catalog), extractor: parsing.extractor)
        return try await KaimonoParsing.run(runner, progress)
    }

    /// The same facade with its clock stopped at `now` (replays, tests).
    public func at(_ now: Date) -> Kaimono {
        var copy = self
        copy.clock = { now }
        return copy
    }

    /// The current time of the facade's clock.
    public var now: Date { clock() }
}
