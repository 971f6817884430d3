public import Foundation

/// The order placed at one shop for one pickup: its lines and the deadline it was placed against.
public struct StoredOrder: Sendable, Hashable, Codable {
    /// One product of an order.
    public struct Line: Sendable, Hashable, Codable {
        public var productId: String
        /// The product's name when ordered.
        public var name: String
        public var packs: Int
        /// Price of one pack in JPY when ordered.
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

    /// Stable id (`o-3f9a…-s-butcher`).
    public var id: String
    public var shopId: String
    /// When orders at the shop close for this pickup.
    public var deadline: Date
    public var lines: [Line]
    /// `reserved` once stored (stock taken); later states belong to the shop's workflow.
    public var status: String

    /// An order.
    public init(id: String, shopId: String, deadline: Date, lines: [Line], status: String = "reserved") {
        self.id = id
        self.shopId = shopId
        self.deadline = deadline
        self.lines = lines
        self.status = status
    }

    /// The sum of the lines in JPY.
    public var subtotal: Int { lines.reduce(0) { $0 + $1.subtotal } }
}
