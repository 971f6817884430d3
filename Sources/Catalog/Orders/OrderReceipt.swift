public import Foundation

/// One submitted cart: the orders it made (one per shop), for one customer, under the idempotency key
/// that made them.
public struct OrderReceipt: Sendable, Hashable, Codable {
    /// Stable id of the submission (`o-3f9a…`).
    public var id: String
    /// The client's idempotency key.
    public var idempotencyKey: String
    /// Hex digest of the canonical cart, to tell a replay from another cart under the same key.
    public var cartHash: String
    /// Who ordered (empty for submissions stored before customers existed).
    public var customerId: String
    public var createdAt: Date
    public var pickupDate: CalendarDay
    public var stationId: String
    /// One order per shop.
    public var orders: [StoredOrder]
    /// `true` when this receipt was stored by an earlier submission with the same key.
    public var replayed: Bool

    /// A receipt.
    public init(
        id: String, idempotencyKey: String, cartHash: String, customerId: String, createdAt: Date,
        pickupDate: CalendarDay, stationId: String, orders: [StoredOrder], replayed: Bool = false
    ) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.cartHash = cartHash
        self.customerId = customerId
        self.createdAt = createdAt
        self.pickupDate = pickupDate
        self.stationId = stationId
        self.orders = orders
        self.replayed = replayed
    }

    /// What the customer pays in JPY: the orders that are not cancelled.
    public var total: Int { orders.filter { $0.status != .cancelled }.reduce(0) { $0 + $1.subtotal } }
}
