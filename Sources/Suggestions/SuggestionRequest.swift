public import Catalog
public import Foundation

/// What to suggest recipes for: a product (or a food and a product standing for it), and the pickup
/// the recipe's other ingredients must make.
public struct SuggestionRequest: Sendable, Hashable {
    /// The foods asked about, the main one first (a product's food list, or one food).
    public var foods: [String]
    /// The product whose pack the recipe should use up, when there is one.
    public var product: Product?
    public var pickupDate: CalendarDay
    public var station: PickupStation
    /// The current time: orders past their shop's deadline for `pickupDate` do not count as buyable.
    public var now: Date
    /// Recipes returned at most.
    public var limit: Int

    /// A request for the recipes that use `product`.
    public init(product: Product, pickupDate: CalendarDay, station: PickupStation, now: Date, limit: Int = 10) {
        self.init(foods: product.foods, product: product, pickupDate: pickupDate, station: station, now: now, limit: limit)
    }

    /// A request for the recipes that use `foods`, with `product` (if any) as the pack to use up.
    public init(
        foods: [String], product: Product?, pickupDate: CalendarDay, station: PickupStation, now: Date,
        limit: Int = 10
    ) {
        self.foods = foods
        self.product = product
        self.pickupDate = pickupDate
        self.station = station
        self.now = now
        self.limit = limit
    }
}
