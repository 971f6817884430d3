public import Foundation

/// Where the catalog lives: `GRDBCatalogStore` (SQLite) or the PostgreSQL module's store.
///
/// Reads for matching go through `snapshot()` once and then stay in memory; the other queries serve
/// carts and the HTTP API one product at a time. Every write that changes what a cart shows (stock,
/// prices, on-sale flags, imports, and the orders and cancellations that move stock) raises the catalog
/// version in its own transaction, so a process holding a snapshot knows when to read it again.
public protocol CatalogStore: Sendable {
    /// The whole catalog as values.
    func snapshot() async throws -> CatalogSnapshot
    /// The whole catalog and the catalog version it is at, read together (one read transaction).
    func versionedSnapshot() async throws -> (version: Int64, snapshot: CatalogSnapshot)
    /// A number that grows with every committed change to what carts show; cheap to ask often.
    func catalogVersion() async throws -> Int64
    /// Counts and settings.
    func info() async throws -> CatalogInfo
    /// One product.
    func product(id: String) async throws -> Product?
    /// Products that are the food `foodId` (any position of their food list).
    func products(forFood foodId: String) async throws -> [Product]
    /// Products whose Japanese or English name contains every word of `query`, best first.
    func searchProducts(_ query: String, limit: Int) async throws -> [Product]
    /// Replaces the whole catalog in one transaction; `source` records where it came from.
    func replaceCatalog(with snapshot: CatalogSnapshot, source: String) async throws
    /// Writes a merchant feed in one transaction: `rows` puts each product into the sink; products of the
    /// feed's shops (or all, per `plan.withdrawal`) it did not put go off sale, never deleted. If `rows`
    /// throws, nothing is written; a dry run counts and rolls back.
    func importFeed(
        _ plan: FeedImportPlan, rows: @escaping @Sendable (any FeedSink) throws -> Void
    ) async throws -> FeedImportSummary
    /// The overrides people wrote for products, applied on every feed import.
    func overrides() async throws -> [ProductOverride]
    /// Adds or replaces overrides (by product id).
    func saveOverrides(_ overrides: [ProductOverride]) async throws
    /// Sets the stock of a product.
    func setStock(productId: String, stock: Int) async throws
    /// Whether the product reaches the station on `date` (weekly rules and exceptions).
    func isDeliverable(productId: String, stationId: String, on date: CalendarDay) async throws -> Bool
    /// The first date on or after `date` the product reaches the station, within `horizon` days.
    func nextDeliverableDate(
        productId: String, stationId: String, from date: CalendarDay, horizon: Int
    ) async throws -> CalendarDay?
    /// When orders at the shop close for a pickup on `pickupDate` (the catalog's time zone).
    func orderDeadline(shopId: String, pickupDate: CalendarDay) async throws -> Date
    /// Loads the bundled catalog when the database has none, or when it holds an older bundled catalog,
    /// deciding and loading in one transaction (instances starting together load it once).
    ///
    /// Returns `true` when it (re)loaded. A catalog imported by the user is never replaced.
    @discardableResult
    func seedFromBundledIfNeeded(reader: CatalogReader) async throws -> Bool
}

extension CatalogStore {
    /// Reads `url` (folder of CSV files, `.csv` or `.jsonl`), checks every row, and stores the result.
    ///
    /// With `replacing` the file becomes the whole catalog; otherwise its rows are added to or replace
    /// rows with the same ids. Any bad row throws `CatalogError.badRows` and nothing is written.
    public func importCatalog(from url: URL, reader: CatalogReader, replacing: Bool) async throws -> CatalogInfo {
        let base = replacing ? CatalogSnapshot() : try await snapshot()
        let merged = try reader.read(url: url, into: base)
        try await replaceCatalog(with: merged, source: url.path)
        return try await info()
    }
}

extension BundledCatalog {
    /// Whether a database holding `products` products from `source` (bundled files of `storedDigest`)
    /// should be loaded with the bundled catalog of `digest`.
    public static func isSeedNeeded(products: Int, source: String?, storedDigest: String?, digest: String) -> Bool {
        products == 0 || (source == sourceName && storedDigest != digest)
    }
}
