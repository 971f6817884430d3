public import Catalog

/// A receipt as `kaimono order submit|show` print it: shop names added, times in the catalog's offset.
public struct OrderSummary: Sendable, Hashable, Codable {
    /// One shop's order.
    public struct Order: Sendable, Hashable, Codable {
        public var id: String
        public var shopId: String
        public var shopName: String
        public var deadline: String
        public var status: String
        public var items: [Item]
        public var subtotal: Int
    }

    /// One product of an order.
    public struct Item: Sendable, Hashable, Codable {
        public var productId: String
        public var name: String
        public var packs: Int
        public var unitPrice: Int
        public var subtotal: Int
    }

    public var id: String
    public var idempotencyKey: String
    /// `true` when an earlier submission with the same key made these orders.
    public var replayed: Bool
    public var createdAt: String
    public var pickupDate: CalendarDay
    public var stationId: String
    public var orders: [Order]
    public var total: Int
    public var currency: String

    /// The summary of `receipt`, naming shops from `catalog`.
    public init(receipt: OrderReceipt, catalog: CatalogSnapshot) {
        let zone = catalog.timeZone
        id = receipt.id
        idempotencyKey = receipt.idempotencyKey
        replayed = receipt.replayed
        createdAt = Timestamp.format(receipt.createdAt, timeZone: zone)
        pickupDate = receipt.pickupDate
        stationId = receipt.stationId
        orders = receipt.orders.map { order in
            Order(
                id: order.id, shopId: order.shopId, shopName: catalog.shop(id: order.shopId)?.name ?? order.shopId,
                deadline: Timestamp.format(order.deadline, timeZone: zone), status: order.status,
                items: order.lines.map {
                    Item(productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice,
                         subtotal: $0.subtotal)
                },
                subtotal: order.subtotal)
        }
        total = receipt.total
        currency = "JPY"
    }
}
