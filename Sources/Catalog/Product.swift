/// One product a shop sells: what food it is, the pack, the price, stock and when it can be delivered.
public struct Product: Sendable, Hashable, Codable, Identifiable {
    /// Stable ASCII id (`p-00123`).
    public var id: String
    public var shopId: String
    /// Japanese display name (`国産 鶏もも肉 300g`).
    public var name: String
    public var nameEn: String
    /// Lexicon food ids this product is (`chicken-thigh`); the first is the main one.
    public var foods: [String]
    public var pack: PackSize
    /// Price of one pack in JPY, tax included.
    public var price: Int
    /// Packs in stock.
    public var stock: Int
    /// `new`, `limited` and other labels shown to shoppers.
    public var labels: [String]
    /// Listed for sale (a product can be withdrawn without being deleted).
    public var onSale: Bool
    /// Marked sold out by the shop, whatever the stock says.
    public var soldOut: Bool
    /// Delivery weekdays when they differ from the shop's; `nil` means the shop's.
    public var deliveryWeekdays: [Weekday]?
    /// Relative popularity, 0–100 (orders in recent weeks, scaled).
    public var popularity: Int
    /// Origin or producer (`鹿児島県産`), when known.
    public var origin: String?
    /// A food, a prepared dish, or not food at all; only foods are matched to ingredient lines.
    public var kind: ProductKind
    /// How sure automatic tagging is of `foods` and `kind`, 0–1; `nil` when a person tagged it.
    public var confidence: Double?

    /// A product.
    public init(
        id: String, shopId: String, name: String, nameEn: String, foods: [String], pack: PackSize, price: Int,
        stock: Int, labels: [String] = [], onSale: Bool = true, soldOut: Bool = false,
        deliveryWeekdays: [Weekday]? = nil, popularity: Int = 0, origin: String? = nil, kind: ProductKind = .food,
        confidence: Double? = nil
    ) {
        self.id = id
        self.shopId = shopId
        self.name = name
        self.nameEn = nameEn
        self.foods = foods
        self.pack = pack
        self.price = price
        self.stock = stock
        self.labels = labels
        self.onSale = onSale
        self.soldOut = soldOut
        self.deliveryWeekdays = deliveryWeekdays
        self.popularity = popularity
        self.origin = origin
        self.kind = kind
        self.confidence = confidence
    }

    /// Can be ordered at all: listed, not marked sold out, and in stock.
    public var isAvailable: Bool { onSale && !soldOut && stock > 0 }

    /// The feed gave a price: a product without one (`price` 0) is matched and suggested but never ordered.
    public var hasPrice: Bool { price > 0 }

    private enum CodingKeys: String, CodingKey {
        case id, shopId, name, nameEn, foods, pack, price, stock, labels, onSale, soldOut, deliveryWeekdays
        case popularity, origin, kind, confidence
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), shopId: try c.decode(String.self, forKey: .shopId),
            name: try c.decode(String.self, forKey: .name), nameEn: try c.decode(String.self, forKey: .nameEn),
            foods: try c.decode([String].self, forKey: .foods), pack: try c.decode(PackSize.self, forKey: .pack),
            price: try c.decode(Int.self, forKey: .price), stock: try c.decode(Int.self, forKey: .stock),
            labels: try c.decodeIfPresent([String].self, forKey: .labels) ?? [],
            onSale: try c.decodeIfPresent(Bool.self, forKey: .onSale) ?? true,
            soldOut: try c.decodeIfPresent(Bool.self, forKey: .soldOut) ?? false,
            deliveryWeekdays: try c.decodeIfPresent([Weekday].self, forKey: .deliveryWeekdays),
            popularity: try c.decodeIfPresent(Int.self, forKey: .popularity) ?? 0,
            origin: try c.decodeIfPresent(String.self, forKey: .origin),
            kind: try c.decodeIfPresent(ProductKind.self, forKey: .kind) ?? .food,
            confidence: try c.decodeIfPresent(Double.self, forKey: .confidence))
    }

    /// Writes every field; `kind` and `confidence` only when they say something (a hand-tagged food), so
    /// catalogs written before automatic tagging read and write the same.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(shopId, forKey: .shopId)
        try c.encode(name, forKey: .name)
        try c.encode(nameEn, forKey: .nameEn)
        try c.encode(foods, forKey: .foods)
        try c.encode(pack, forKey: .pack)
        try c.encode(price, forKey: .price)
        try c.encode(stock, forKey: .stock)
        try c.encode(labels, forKey: .labels)
        try c.encode(onSale, forKey: .onSale)
        try c.encode(soldOut, forKey: .soldOut)
        try c.encodeIfPresent(deliveryWeekdays, forKey: .deliveryWeekdays)
        try c.encode(popularity, forKey: .popularity)
        try c.encodeIfPresent(origin, forKey: .origin)
        if kind != .food { try c.encode(kind, forKey: .kind) }
        try c.encodeIfPresent(confidence, forKey: .confidence)
    }
}

/// What a product is for matching: a food is bought for ingredient lines; a prepared dish (`鶏の唐揚げ弁当`,
/// `chicken noodle soup`) and anything that is not food (shampoo, pet food) are listed but never bought for
/// a line naming one of their ingredients.
public enum ProductKind: String, Sendable, Hashable, Codable, CaseIterable {
    case food
    case prepared
    case nonFood = "non_food"
}
