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

    /// A product.
    public init(
        id: String, shopId: String, name: String, nameEn: String, foods: [String], pack: PackSize, price: Int,
        stock: Int, labels: [String] = [], onSale: Bool = true, soldOut: Bool = false,
        deliveryWeekdays: [Weekday]? = nil, popularity: Int = 0, origin: String? = nil
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
    }

    /// Can be ordered at all: listed, not marked sold out, and in stock.
    public var isAvailable: Bool { onSale && !soldOut && stock > 0 }
}
