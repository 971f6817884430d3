public import Foundation

/// The order placed at one shop for one pickup: its lines, the deadline it was placed against, its status.
public struct StoredOrder: Sendable, Hashable, Codable {
    /// One product of an order.
    public struct Line: Sendable, Hashable, Codable {
        public var productId: String
        /// The product's name in the catalog when ordered.
        public var name: String
        public var packs: Int
        /// Price of one pack in JPY, from the catalog when ordered.
        public var unitPrice: Int

        /// A line.
        public init(productId: String, name: String, packs: Int, unitPrice: Int) {
            self.productId = productId
            self.name = name
            self.packs = packs
            self.unitPrice = unitPrice
        }

        /// `packs × unitPrice`.
        public var subtotal: Int { packs * unitPrice }
    }

    /// One change of status and when it happened.
    public struct StatusChange: Sendable, Hashable, Codable {
        public var status: OrderStatus
        public var at: Date

        /// A change.
        public init(status: OrderStatus, at: Date) {
            self.status = status
            self.at = at
        }
    }

    /// Stable id (`o-3f9a…-s-butcher`).
    public var id: String
    public var shopId: String
    /// When orders at the shop close for this pickup; the customer can cancel until then.
    public var deadline: Date
    public var lines: [Line]
    public var status: OrderStatus
    /// Every status the order has had, oldest first (the first is `reserved` at submission).
    public var history: [StatusChange]

    /// An order; without a history, one `reserved` entry at `deadline` stands for none.
    public init(
        id: String, shopId: String, deadline: Date, lines: [Line], status: OrderStatus = .reserved,
        history: [StatusChange] = []
    ) {
        self.id = id
        self.shopId = shopId
        self.deadline = deadline
        self.lines = lines
        self.status = status
        self.history = history
    }

    /// The sum of the lines in JPY.
    public var subtotal: Int { lines.reduce(0) { $0 + $1.subtotal } }
}
