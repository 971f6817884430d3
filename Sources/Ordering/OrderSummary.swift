public import Catalog

/// A submission as the CLI and the API show it: shop names added, times in the catalog's offset, each
/// shop order with its status and history, and the submission's status and total across them.
public struct OrderSummary: Sendable, Hashable, Codable {
    /// One shop's order.
    public struct Order: Sendable, Hashable, Codable {
        public var id: String
        public var shopId: String
        public var shopName: String
        /// Orders at the shop close then; the customer can cancel until then.
        public var deadline: String
        /// `reserved`, `ready_for_pickup`, `picked_up` or `cancelled`.
        public var status: String
        public var items: [Item]
        public var subtotal: Int
        /// Every status the order has had, oldest first.
        public var history: [Event]
    }

    /// One product of an order.
    public struct Item: Sendable, Hashable, Codable {
        public var productId: String
        public var name: String
        public var packs: Int
        public var unitPrice: Int
        public var subtotal: Int
    }

    /// A status an order took, and when (ISO 8601 in the catalog's offset).
    public struct Event: Sendable, Hashable, Codable {
        public var status: String
        public var at: String
    }

    public var id: String
    public var idempotencyKey: String
    public var customerId: String
    /// `true` when an earlier submission with the same key made these orders.
    public var replayed: Bool
    /// `cancelled` when every order is; otherwise the least advanced status of the orders not cancelled.
    public var status: String
    public var createdAt: String
    public var pickupDate: CalendarDay
    public var stationId: String
    public var orders: [Order]
    /// What the customer pays: the orders that are not cancelled, in JPY.
    public var total: Int
    public var currency: String

    /// The summary of `receipt`, naming shops from `catalog`.
    public init(receipt: OrderReceipt, catalog: CatalogSnapshot) {
        let zone = catalog.timeZone
        id = receipt.id
        idempotencyKey = receipt.idempotencyKey
        customerId = receipt.customerId
        replayed = receipt.replayed
        status = Self.status(of: receipt.orders.map(\.status)).rawValue
        createdAt = Timestamp.format(receipt.createdAt, timeZone: zone)
        pickupDate = receipt.pickupDate
        stationId = receipt.stationId
        orders = receipt.orders.map { order in
            Order(
                id: order.id, shopId: order.shopId, shopName: catalog.shop(id: order.shopId)?.name ?? order.shopId,
                deadline: Timestamp.format(order.deadline, timeZone: zone), status: order.status.rawValue,
                items: order.lines.map {
                    Item(productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice,
                         subtotal: $0.subtotal)
                },
                subtotal: order.subtotal,
                history: order.history.map { Event(status: $0.status.rawValue, at: Timestamp.format($0.at, timeZone: zone)) })
        }
        total = receipt.total
        currency = "JPY"
    }

    /// The status of a submission whose shop orders have `statuses`.
    public static func status(of statuses: [OrderStatus]) -> OrderStatus {
        let live = statuses.filter { $0 != .cancelled }
        guard let least = live.min(by: { $0.progress < $1.progress }) else { return .cancelled }
        return least
    }
}

/// One page of a customer's submissions, newest first.
public struct OrderPage: Sendable, Hashable, Codable {
    public var customerId: String
    public var orders: [OrderSummary]
    /// Pass as `cursor` for the next page; `null` on the last page.
    public var nextCursor: String?

    /// A page.
    public init(customerId: String, orders: [OrderSummary], nextCursor: String?) {
        self.customerId = customerId
        self.orders = orders
        self.nextCursor = nextCursor
    }

    private enum CodingKeys: String, CodingKey { case customerId, orders, nextCursor }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(customerId, forKey: .customerId)
        try c.encode(orders, forKey: .orders)
        try c.encode(nextCursor, forKey: .nextCursor)  // present as null on the last page
    }
}
