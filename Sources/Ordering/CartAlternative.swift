/// A product offered instead of one that cannot come: available on the pickup date at the station.
public struct CartAlternative: Sendable, Hashable, Codable {
    public var productId: String
    public var name: String
    public var shopId: String
    public var shopName: String
    /// Packs that cover the line.
    public var packs: Int
    public var unitPrice: Int
    public var subtotal: Int
    public var labels: [String]
    /// The matcher's score (0…1).
    public var score: Double

    /// An alternative; `subtotal` is computed.
    public init(
        productId: String, name: String, shopId: String, shopName: String, packs: Int, unitPrice: Int,
        labels: [String], score: Double
    ) {
        self.productId = productId
        self.name = name
        self.shopId = shopId
        self.shopName = shopName
        self.packs = packs
        self.unitPrice = unitPrice
        self.subtotal = packs * unitPrice
        self.labels = labels
        self.score = (score * 1000).rounded() / 1000
    }
}
