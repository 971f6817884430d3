public import Catalog

/// Why a cart could not be built or submitted: what was given, what is wrong, and how to fix it.
public struct OrderingError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
        case unreadableRecipe = "unreadable_recipe"
        case badDate = "bad_date"
        case pastDate = "past_date"
        case beyondHorizon = "beyond_horizon"
        case unknownStation = "unknown_station"
        case unknownShop = "unknown_shop"
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
        case priceChanged = "price_changed"
        case badCustomer = "bad_customer_id"
        case badStatus = "bad_status"
        case badCursor = "bad_cursor"
        case cancelDeadlinePassed = "cancel_deadline_passed"
        case invalidTransition = "invalid_transition"
        case timeBeforeHistory = "time_before_history"
        case store
        case unavailable = "database_unavailable"
    }

    private let kind: Kind
    /// What went wrong, in words.
    public let message: String
    /// For `price_changed`: the items whose quote changed and the cart at today's prices.
    public let priceChange: PriceChange?
    /// For `invalid_transition`: the statuses the order may change to now.
    public let allowedStatuses: [OrderStatus]?

    private init(
        _ kind: Kind, _ message: String, priceChange: PriceChange? = nil, allowedStatuses: [OrderStatus]? = nil
    ) {
        self.kind = kind
        self.message = message
        self.priceChange = priceChange
        self.allowedStatuses = allowedStatuses
    }

    /// A stable code (`past_date`, `station_closed`, `idempotency_key_conflict` …).
    public var code: String { kind.rawValue }

    public var description: String { message }

    /// A recipe file could not be read or held no recipe.
    public static func unreadableRecipe(_ source: String, reason: String) -> OrderingError {
        OrderingError(.unreadableRecipe, "cannot read recipe \(source): \(reason)")
    }

    /// A pickup date or time that is not in a known form, or names a day the calendar has not (`2026-02-30`);
    /// `field` says where it was given (`pickup date (--pickup-date, pickupDate)`, `--now`).
    public static func badDate(_ text: String, field: String, expected: String) -> OrderingError {
        OrderingError(.badDate, "\(field) '\(text)' is not a valid date or time (expected \(expected))")
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

    /// A shop to prefer that is not in the catalog.
    public static func unknownShop(_ id: String, known: [String]) -> OrderingError {
        let more = known.count > 20 ? " … and \(known.count - 20) more (all in `kaimono catalog export`)" : ""
        return OrderingError(
            .unknownShop,
            "no shop '\(id)' in the catalog to prefer; give one of its shop ids: \(known.prefix(20).joined(separator: ", "))\(more)")
    }

    /// The station does not open on the pickup date.
    public static func stationClosed(_ id: String, day: CalendarDay, next: CalendarDay?) -> OrderingError {
        let hint = next.map { "; it opens next on \($0)" } ?? ""
        return OrderingError(.stationClosed, "pickup station \(id) is closed on \(day) (\(day.weekday))\(hint)")
    }

    /// No station of the catalog opens on the pickup date (none was named, so none could be chosen).
    public static func noStationOpen(day: CalendarDay, next: (day: CalendarDay, stationId: String)?) -> OrderingError {
        let hint = next.map { "; the first to open again is \($0.stationId) on \($0.day): pick that date" }
            ?? "; pick another date"
        return OrderingError(.stationClosed, "no pickup station is open on \(day) (\(day.weekday))\(hint)")
    }

    /// The catalog has no pickup station at all.
    public static func noStations() -> OrderingError {
        OrderingError(.noStations, "the catalog has no pickup stations; import a catalog with stations.csv")
    }

    /// A cart file that is not a cart.
    public static func badCart(_ source: String, reason: String) -> OrderingError {
        OrderingError(.badCart, "\(source) is not a cart (as `kaimono buy --format json` writes): \(reason)")
    }

    /// A cart whose content the catalog refutes: a product in another shop's order, off sale, packs out of range.
    public static func badCartItem(_ reason: String) -> OrderingError {
        OrderingError(.badCart, "the cart cannot be ordered: \(reason); build a new cart (`kaimono buy`, POST /v1/carts)")
    }

    /// The catalog's prices or names differ from the cart's: the customer must see the new quote first.
    public static func priceChanged(_ change: PriceChange) -> OrderingError {
        let shown = change.items.prefix(5).map { item in
            item.oldUnitPrice == item.newUnitPrice
                ? "\(item.productId) is now named '\(item.name)'"
                : "\(item.productId) \(item.oldUnitPrice) → \(item.newUnitPrice) JPY"
        }.joined(separator: ", ")
        let more = change.items.count > 5 ? " and \(change.items.count - 5) more" : ""
        return OrderingError(
            .priceChanged,
            "the catalog changed since the cart was made (\(shown)\(more)); nothing was ordered. The new total is "
                + "\(change.cart.total) JPY: show the fresh cart to the customer and submit it",
            priceChange: change)
    }

    /// A customer id that is empty, too long, or has characters outside the allowed set.
    public static func badCustomer(_ id: String) -> OrderingError {
        OrderingError(
            .badCustomer,
            "customer id (customerId, --customer) '\(id.prefix(80))' must be 1 to \(CustomerID.maxLength) characters: "
                + "ASCII letters, digits and . _ - : @")
    }

    /// A status that `order mark` cannot set.
    public static func badStatus(_ text: String) -> OrderingError {
        OrderingError(
            .badStatus,
            "status '\(text.prefix(40))' cannot be set here; give ready_for_pickup or picked_up "
                + "(a customer cancels with `order cancel`, POST /v1/orders/{id}/cancel)")
    }

    /// A page cursor that does not name one of the customer's submissions.
    public static func badCursor(_ message: String) -> OrderingError { OrderingError(.badCursor, message) }

    /// The shop's order deadline passed: the order can no longer be cancelled.
    public static func cancelDeadlinePassed(orderId: String, deadline: String) -> OrderingError {
        OrderingError(
            .cancelDeadlinePassed,
            "order \(orderId) can no longer be cancelled: the shop's order deadline was \(deadline); nothing was cancelled")
    }

    /// A status change the lifecycle does not allow.
    public static func invalidTransition(orderId: String, from: OrderStatus, to: OrderStatus) -> OrderingError {
        let allowed = from.next
        let hint = allowed.isEmpty
            ? "\(from) is final"
            : "from \(from) it can go to " + allowed.map(\.rawValue).joined(separator: " or ")
        return OrderingError(
            .invalidTransition, "order \(orderId) is \(from) and cannot become \(to): \(hint); nothing was changed",
            allowedStatuses: allowed)
    }

    /// A status change dated before the order's last recorded change: its history would run backwards.
    public static func timeBeforeHistory(orderId: String, at time: String, last: OrderStatus, lastAt: String)
        -> OrderingError
    {
        OrderingError(
            .timeBeforeHistory,
            "order \(orderId) cannot change at \(time): it became \(last) later, at \(lastAt), and its history "
                + "runs forward only; nothing was changed (give a time, such as --now, at or after \(lastAt))")
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

    /// The database cannot be reached or is too busy now; the same request may be sent again.
    public static func unavailable(_ message: String) -> OrderingError { OrderingError(.unavailable, message) }
}
