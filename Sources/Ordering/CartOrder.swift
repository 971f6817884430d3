/// The part of a cart bought from one shop, with the deadline for ordering it.
public struct CartOrder: Sendable, Hashable, Codable {
    public var shopId: String
    public var shopName: String
    /// When orders at the shop close for the pickup (ISO 8601 with the catalog's offset).
    public var deadline: String
    public var items: [CartItem]
    /// The sum of the items in JPY.
    public var subtotal: Int

    /// An order; `subtotal` is computed from the items.
    public init(shopId: String, shopName: String, deadline: String, items: [CartItem]) {
        self.shopId = shopId
        self.shopName = shopName
        self.deadline = deadline
        self.items = items
        self.subtotal = items.reduce(0) { $0 + $1.subtotal }
    }
}
