/// One product in a cart: packs, price, labels, and the ingredient lines it is bought for.
public struct CartItem: Sendable, Hashable, Codable {
    public var productId: String
    public var name: String
    public var packs: Int
    /// Price of one pack in JPY.
    public var unitPrice: Int
    /// `packs × unitPrice`.
    public var subtotal: Int
    /// The product's labels (`new`, `limited` …).
    public var labels: [String]
    /// The ingredient lines (as written, from every recipe) this product covers.
    public var forLines: [String]

    /// An item; `subtotal` is computed.
    public init(productId: String, name: String, packs: Int, unitPrice: Int, labels: [String], forLines: [String]) {
        self.productId = productId
        self.name = name
        self.packs = packs
        self.unitPrice = unitPrice
        self.subtotal = packs * unitPrice
        self.labels = labels
        self.forLines = forLines
    }

    private enum CodingKeys: String, CodingKey {
        case productId, name, packs, unitPrice, subtotal, labels
        case forLines = "for"
    }
}
