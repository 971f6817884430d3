/// Counts and settings of a stored catalog, as `kaimono catalog info` prints them.
public struct CatalogInfo: Sendable, Hashable, Codable {
    public var database: String
    public var timeZone: String
    /// Where the catalog came from (`bundled`, or the imported path).
    public var source: String?
    public var shops: Int
    public var stations: Int
    public var products: Int
    /// Products listed, not sold out and in stock.
    public var available: Int
    /// Products on sale marked sold out or out of stock.
    public var soldOut: Int
    /// Products on sale labelled `limited`.
    public var limited: Int
    public var calendarExceptions: Int
    /// Distinct lexicon foods the products cover.
    public var foods: Int

    /// Counts for a snapshot stored at `database`.
    public init(snapshot: CatalogSnapshot, database: String, source: String?) {
        self.database = database
        timeZone = snapshot.timeZoneIdentifier
        self.source = source
        shops = snapshot.shops.count
        stations = snapshot.stations.count
        products = snapshot.products.count
        available = snapshot.products.filter(\.isAvailable).count
        // (Of the products on sale: a product a feed withdrew is neither sold out nor limited.)
        soldOut = snapshot.products.filter { $0.onSale && ($0.soldOut || $0.stock <= 0) }.count
        limited = snapshot.products.filter { $0.onSale && $0.labels.contains("limited") }.count
        calendarExceptions = snapshot.exceptions.count
        foods = Set(snapshot.products.flatMap(\.foods)).count
    }

    private enum CodingKeys: String, CodingKey {
        case database, timeZone, source, shops, stations, products, available, soldOut, limited
        case calendarExceptions, foods
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(database, forKey: .database)
        try c.encode(timeZone, forKey: .timeZone)
        try c.encode(source, forKey: .source)
        try c.encode(shops, forKey: .shops)
        try c.encode(stations, forKey: .stations)
        try c.encode(products, forKey: .products)
        try c.encode(available, forKey: .available)
        try c.encode(soldOut, forKey: .soldOut)
        try c.encode(limited, forKey: .limited)
        try c.encode(calendarExceptions, forKey: .calendarExceptions)
        try c.encode(foods, forKey: .foods)
    }
}
