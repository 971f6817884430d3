public import Catalog

/// A cart for one pickup: orders per shop, what cannot come and when it could, pantry lines, lines not
/// bought for another reason (made in the recipe, unsupported language), totals.
///
/// Encodes as the `kaimono buy` JSON contract (every key present, `null` when unknown) and decodes from it,
/// so a cart written by `buy --format json` can be submitted later.
public struct Cart: Sendable, Hashable, Codable {
    public var pickupDate: CalendarDay
    public var station: PickupStation
    /// The earliest deadline among the orders (ISO 8601 with the catalog's offset); `nil` without orders.
    public var orderDeadline: String?
    public var orders: [CartOrder]
    public var unavailable: [UnavailableItem]
    /// The nearest date, from `pickupDate` on, on which every product of the cart — those ordered and those
    /// that cannot come on `pickupDate` — can come to the station together (deadlines still open at the
    /// cart's `now`); `pickupDate` when nothing is missing, `nil` when a missing product cannot come within
    /// the horizon. Lines with no product (unmatched) do not count.
    public var nextCompleteDate: CalendarDay?
    /// Pantry lines as written, listed apart (unless bought with `includePantry`).
    public var pantry: [String]
    /// Lines neither bought nor unavailable: made by the recipe itself, or in a language Kaimono does not read.
    public var skipped: [SkippedLine]
    /// The sum of the orders in JPY.
    public var total: Int
    /// When some items cost far more than the recipes use of them, which and why, in words (each item's
    /// `checkAmount` says more); `nil` when every amount is sane.
    public var checkAmount: String?
    public var currency: String
    /// The recipes the cart was built from and how they were scaled.
    public var recipes: [CartRecipe]

    /// A cart; `total` is computed from the orders.
    public init(
        pickupDate: CalendarDay, station: PickupStation, orderDeadline: String?, orders: [CartOrder],
        unavailable: [UnavailableItem], pantry: [String], skipped: [SkippedLine] = [], recipes: [CartRecipe],
        nextCompleteDate: CalendarDay? = nil
    ) {
        self.nextCompleteDate = nextCompleteDate
        self.pickupDate = pickupDate
        self.station = station
        self.orderDeadline = orderDeadline
        self.orders = orders
        self.unavailable = unavailable
        self.pantry = pantry
        self.skipped = skipped
        self.total = orders.reduce(0) { $0 + $1.subtotal }
        self.currency = "JPY"
        self.recipes = recipes
        let flagged = orders.flatMap(\.items).filter { $0.checkAmount != nil }
        self.checkAmount = flagged.isEmpty ? nil
            : "\(flagged.count) \(flagged.count == 1 ? "item costs" : "items cost") far more than the recipes use: "
                + flagged.map(\.name).joined(separator: ", ")
    }

    private enum CodingKeys: String, CodingKey {
        case pickupDate, station, orderDeadline, orders, unavailable, nextCompleteDate, pantry, skipped, total, checkAmount
        case currency, recipes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pickupDate = try c.decode(CalendarDay.self, forKey: .pickupDate)
        station = try c.decode(PickupStation.self, forKey: .station)
        orderDeadline = try c.decodeIfPresent(String.self, forKey: .orderDeadline)
        orders = try c.decode([CartOrder].self, forKey: .orders)
        unavailable = try c.decodeIfPresent([UnavailableItem].self, forKey: .unavailable) ?? []
        nextCompleteDate = try c.decodeIfPresent(CalendarDay.self, forKey: .nextCompleteDate)
        pantry = try c.decodeIfPresent([String].self, forKey: .pantry) ?? []
        skipped = try c.decodeIfPresent([SkippedLine].self, forKey: .skipped) ?? []
        total = try c.decodeIfPresent(Int.self, forKey: .total) ?? orders.reduce(0) { $0 &+ $1.subtotal }
        checkAmount = try c.decodeIfPresent(String.self, forKey: .checkAmount)
        currency = try c.decodeIfPresent(String.self, forKey: .currency) ?? "JPY"
        recipes = try c.decodeIfPresent([CartRecipe].self, forKey: .recipes) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pickupDate, forKey: .pickupDate)
        try c.encode(station, forKey: .station)
        try c.encode(orderDeadline, forKey: .orderDeadline)
        try c.encode(orders, forKey: .orders)
        try c.encode(unavailable, forKey: .unavailable)
        try c.encode(nextCompleteDate, forKey: .nextCompleteDate)
        try c.encode(pantry, forKey: .pantry)
        try c.encode(skipped, forKey: .skipped)
        try c.encode(total, forKey: .total)
        try c.encode(checkAmount, forKey: .checkAmount)
        try c.encode(currency, forKey: .currency)
        try c.encode(recipes, forKey: .recipes)
    }
}
