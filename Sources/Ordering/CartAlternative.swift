/// A product offered instead of one that cannot come, or instead of an unmatched line's (a substitute):
/// available on the pickup date at the station.
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
    /// True for a product that differs from what the line asks (dried for fresh …): never put in the cart
    /// by `substitute`; false for the same thing from another shop or pack.
    public var substitute: Bool
    /// What differs, for a substitute (`dried; the line asks for fresh`).
    public var note: String?

    /// An alternative; `subtotal` is computed.
    public init(
        productId: String, name: String, shopId: String, shopName: String, packs: Int, unitPrice: Int,
        labels: [String], score: Double, substitute: Bool = false, note: String? = nil
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
        self.substitute = substitute
        self.note = note
    }

    private enum CodingKeys: String, CodingKey {
        case productId, name, shopId, shopName, packs, unitPrice, subtotal, labels, score, substitute, note
    }

    // Carts written before substitutes existed still load.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        productId = try c.decode(String.self, forKey: .productId)
        name = try c.decode(String.self, forKey: .name)
        shopId = try c.decode(String.self, forKey: .shopId)
        shopName = try c.decode(String.self, forKey: .shopName)
        packs = try c.decode(Int.self, forKey: .packs)
        unitPrice = try c.decode(Int.self, forKey: .unitPrice)
        subtotal = try c.decode(Int.self, forKey: .subtotal)
        labels = try c.decode([String].self, forKey: .labels)
        score = try c.decode(Double.self, forKey: .score)
        substitute = try c.decodeIfPresent(Bool.self, forKey: .substitute) ?? false
        note = try c.decodeIfPresent(String.self, forKey: .note)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(productId, forKey: .productId)
        try c.encode(name, forKey: .name)
        try c.encode(shopId, forKey: .shopId)
        try c.encode(shopName, forKey: .shopName)
        try c.encode(packs, forKey: .packs)
        try c.encode(unitPrice, forKey: .unitPrice)
        try c.encode(subtotal, forKey: .subtotal)
        try c.encode(labels, forKey: .labels)
        try c.encode(score, forKey: .score)
        try c.encode(substitute, forKey: .substitute)
        try c.encode(note, forKey: .note)
    }
}
