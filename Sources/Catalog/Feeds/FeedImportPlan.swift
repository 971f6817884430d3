/// How a merchant feed is written into the catalog (see `CatalogStore.importFeed`).
public struct FeedImportPlan: Sendable, Hashable {
    /// Which products missing from the feed go off sale.
    public enum Withdrawal: String, Sendable, Hashable {
        /// Products of the shops the feed names.
        case shopsOfFeed
        /// Every product not in the feed (the feed replaces a sample catalog).
        case everything
    }

    /// Shops created when the catalog lacks them (the default shop of a feed without shops).
    public var shops: [Shop]
    public var withdrawal: Withdrawal
    /// Count what would change, then roll everything back.
    public var dryRun: Bool
    /// Where the feed came from, recorded as the catalog's source.
    public var source: String

    /// A plan.
    public init(shops: [Shop], withdrawal: Withdrawal = .shopsOfFeed, dryRun: Bool = false, source: String) {
        self.shops = shops
        self.withdrawal = withdrawal
        self.dryRun = dryRun
        self.source = source
    }
}

/// One product of a feed on its way into the store.
public struct FeedProduct: Sendable, Hashable {
    public var product: Product
    /// The feed gave a stock; otherwise a stored product keeps its stock and a new one gets `product.stock`.
    public var stockGiven: Bool
    /// The line of the feed it came from (for errors).
    public var line: Int

    /// A feed product.
    public init(product: Product, stockGiven: Bool, line: Int) {
        self.product = product
        self.stockGiven = stockGiven
        self.line = line
    }
}

/// What storing one feed product did.
public enum FeedPutResult: Sendable, Hashable {
    case added
    case changed
    case unchanged
    /// The id was already in this feed, first at `firstLine`; nothing was written.
    case duplicate(firstLine: Int)
}

/// Receives the products of one feed inside the import's transaction.
public protocol FeedSink {
    /// Adds or updates one product (ids kept; stock, popularity and delivery days of a stored product kept).
    func put(_ item: FeedProduct) throws -> FeedPutResult
}

/// What an import changed (or, in a dry run, would change).
public struct FeedImportSummary: Sendable, Hashable, Codable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    /// Products that went off sale because the feed no longer lists them.
    public var withdrawn = 0
    /// Shops created for the feed.
    public var shopsCreated: [String] = []
    public var dryRun = false

    /// An empty summary.
    public init() {}
}
