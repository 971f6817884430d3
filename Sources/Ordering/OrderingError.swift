public import Catalog

/// Why a cart could not be built or submitted: what was given, what is wrong, and how to fix it.
public struct OrderingError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
        case unreadableRecipe = "unreadable_recipe"
        case badDate = "bad_date"
        case pastDate = "past_date"
        case beyondHorizon = "beyond_horizon"
        case unknownStation = "unknown_station"
        case stationClosed = "station_closed"
        case noStations = "no_stations"
        case badCart = "bad_cart"
        case emptyCart = "empty_cart"
        case deadlinePassed = "deadline_passed"
        case notDeliverable = "not_deliverable"
        case badKey = "bad_key"
        case keyConflict = "idempotency_key_conflict"
        case insufficientStock = "insufficient_stock"
        case notFound = "not_found"
        case store
    }

    private let kind: Kind
    /// What went wrong, in words.
    public let message: String

    private init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A stable code (`past_date`, `station_closed`, `idempotency_key_conflict` …).
    public var code: String { kind.rawValue }

    public var description: String { message }

    /// A recipe file could not be read or held no recipe.
    public static func unreadableRecipe(_ source: String, reason: String) -> OrderingError {
        OrderingError(.unreadableRecipe, "cannot read recipe \(source): \(reason)")
    }

    /// A pickup date or time that is not in a known form.
    public static func badDate(_ text: String, expected: String) -> OrderingError {
        OrderingError(.badDate, "'\(text)' is not a valid date or time (expected \(expected))")
    }

    /// The pickup date is before today.
    public static func pastDate(_ day: CalendarDay, today: CalendarDay) -> OrderingError {
        OrderingError(.pastDate, "pickup date \(day) is in the past (today is \(today) in the catalog time zone); "
            + "pick \(today) or later")
    }

    /// The pickup date lies beyond the delivery calendar.
    public static func beyondHorizon(_ day: CalendarDay, last: CalendarDay, horizon: Int) -> OrderingError {
        OrderingError(.beyondHorizon, "pickup date \(day) is beyond the delivery calendar (\(horizon) days ahead, "
            + "until \(last)); pick an earlier date")
    }

    /// The station id is not in the catalog.
    public static func unknownStation(_ id: String, known: [String]) -> OrderingError {
        let list = known.prefix(20).joined(separator: ", ")
        return OrderingError(.unknownStation, "no pickup station '\(id)' in the catalog; stations: \(list)")
    }

    /// The station does not open on the pickup date.
    public static func stationClosed(_ id: String, day: CalendarDay, next: CalendarDay?) -> OrderingError {
        let hint = next.map { "; it opens next on \($0)" } ?? ""
        return OrderingError(.stationClosed, "pickup station \(id) is closed on \(day) (\(day.weekday))\(hint)")
    }

    /// The catalog has no pickup station at all.
    public static func noStations() -> OrderingError {
        OrderingError(.noStations, "the catalog has no pickup stations; import a catalog with stations.csv")
    }

    /// A cart file that is not a cart.
    public static func badCart(_ source: String, reason: String) -> OrderingError {
        OrderingError(.badCart, "\(source) is not a cart (as `kaimono buy --format json` writes): \(reason)")
    }

    /// A cart with nothing to order.
    public static func emptyCart() -> OrderingError {
        OrderingError(.emptyCart, "the cart has no orders: nothing can be bought for that date")
    }

    /// A shop's order deadline for the pickup has passed.
    public static func deadlinePassed(shopId: String, deadline: String, pickupDate: CalendarDay) -> OrderingError {
        OrderingError(.deadlinePassed, "orders at \(shopId) for pickup on \(pickupDate) closed at \(deadline); "
            + "build a new cart for a later date")
    }

    /// A product of the cart no longer reaches the station on the pickup date.
    public static func notDeliverable(productId: String, stationId: String, day: CalendarDay) -> OrderingError {
        OrderingError(.notDeliverable, "\(productId) is not delivered to \(stationId) on \(day) (the delivery "
            + "calendar changed since the cart was built); build a new cart")
    }

    /// An idempotency key that is empty or too long.
    public static func badKey(_ key: String) -> OrderingError {
        OrderingError(.badKey, "idempotency key '\(key.prefix(40))' must be 1 to 200 characters")
    }

    /// The key was used before for another cart.
    public static func keyConflict(_ message: String) -> OrderingError { OrderingError(.keyConflict, message) }

    /// Not enough stock for a product; nothing was ordered.
    public static func insufficientStock(_ message: String) -> OrderingError {
        OrderingError(.insufficientStock, message)
    }

    /// No order, submission or product with the id.
    public static func notFound(_ what: String, id: String) -> OrderingError {
        OrderingError(.notFound, "no \(what) with id '\(id)'")
    }

    /// The store failed.
    public static func store(_ message: String) -> OrderingError { OrderingError(.store, message) }
}
