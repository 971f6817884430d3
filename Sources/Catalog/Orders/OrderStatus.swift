/// Where a shop order is in its life: reserved at submission, prepared, collected, or cancelled.
///
/// `reserved → ready_for_pickup → picked_up`; only a reserved order can be cancelled (by the customer,
/// until the shop's order deadline). `picked_up` and `cancelled` are final.
public enum OrderStatus: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Stored, stock taken; the customer can still cancel until the shop's deadline.
    case reserved
    /// Prepared by the shop and waiting at the station.
    case readyForPickup = "ready_for_pickup"
    /// Collected by the customer.
    case pickedUp = "picked_up"
    /// Cancelled by the customer; its stock went back.
    case cancelled

    /// The statuses this one may change to, in the order they usually come.
    public var next: [OrderStatus] {
        switch self {
        case .reserved: [.readyForPickup, .cancelled]
        case .readyForPickup: [.pickedUp]
        case .pickedUp, .cancelled: []
        }
    }

    /// Whether an order in this status may change to `status`.
    public func canChange(to status: OrderStatus) -> Bool { next.contains(status) }

    /// How far the order has come, to summarise several shop orders (`cancelled` is apart).
    public var progress: Int {
        switch self {
        case .reserved: 0
        case .readyForPickup: 1
        case .pickedUp: 2
        case .cancelled: 3
        }
    }

    public var description: String { rawValue }
}
