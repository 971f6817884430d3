/// What `price_changed` carries: the items whose quote differs from the catalog, and the cart re-priced.
public struct PriceChange: Sendable, Hashable, Codable {
    /// One item whose price or name in the catalog differs from the cart's.
    public struct Item: Sendable, Hashable, Codable {
        public var productId: String
        public var shopId: String
        /// The catalog's name now.
        public var name: String
        /// The name the cart showed.
        public var oldName: String
        public var packs: Int
        /// The price of one pack the cart showed (the customer's quote).
        public var oldUnitPrice: Int
        /// The catalog's price of one pack now.
        public var newUnitPrice: Int

        /// An item.
        public init(
            productId: String, shopId: String, name: String, oldName: String, packs: Int, oldUnitPrice: Int,
            newUnitPrice: Int
        ) {
            self.productId = productId
            self.shopId = shopId
            self.name = name
            self.oldName = oldName
            self.packs = packs
            self.oldUnitPrice = oldUnitPrice
            self.newUnitPrice = newUnitPrice
        }
    }

    public var items: [Item]
    /// The submitted cart with every item at the catalog's name and price, and totals recomputed.
    public var cart: Cart

    /// A price change.
    public init(items: [Item], cart: Cart) {
        self.items = items
        self.cart = cart
    }
}
