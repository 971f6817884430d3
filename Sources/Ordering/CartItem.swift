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
    /// Why the shopper should check the amount, in words, when the packs cost far more than the lines' share of
    /// them (more than 3 packs of a herb, a whole head for a few leaves) or the amount could not be compared;
    /// `nil` when the purchase is sane.
    public var checkAmount: String?

    /// An item; `subtotal` is computed.
    public init(
        productId: String, name: String, packs: Int, unitPrice: Int, labels: [String], forLines: [String],
        checkAmount: String? = nil
    ) {
        self.productId = productId
        self.name = name
        self.packs = packs
        self.unitPrice = unitPrice
        self.subtotal = packs * unitPrice
        self.labels = labels
        self.forLines = forLines
        self.checkAmount = checkAmount
    }

    private enum CodingKeys: String, CodingKey {
        case productId, name, packs, unitPrice, subtotal, labels
        case forLines = "for"
        case checkAmount
    }

    // Carts written before `checkAmount` still load.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        productId = try c.decode(String.self, forKey: .productId)
        name = try c.decode(String.self, forKey: .name)
        packs = try c.decode(Int.self, forKey: .packs)
        unitPrice = try c.decode(Int.self, forKey: .unitPrice)
        subtotal = try c.decode(Int.self, forKey: .subtotal)
        labels = try c.decode([String].self, forKey: .labels)
        forLines = try c.decode([String].self, forKey: .forLines)
        checkAmount = try c.decodeIfPresent(String.self, forKey: .checkAmount)
    }

    /// Every key, `checkAmount` `null` when the amount is sane.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(productId, forKey: .productId)
        try c.encode(name, forKey: .name)
        try c.encode(packs, forKey: .packs)
        try c.encode(unitPrice, forKey: .unitPrice)
        try c.encode(subtotal, forKey: .subtotal)
        try c.encode(labels, forKey: .labels)
        try c.encode(forLines, forKey: .forLines)
        try c.encode(checkAmount, forKey: .checkAmount)
    }
}
