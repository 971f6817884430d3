public import Foundation

/// Recipes suggested for a query (a product, a food or words of a name) and a pickup, best first
/// (`Kaimono.suggest(query:)`, `kaimono suggest --format json`).
public struct SuggestionResult: Sendable, Encodable {
    /// The query as asked.
    public var query: String
    /// What the query named: a product, or a food and the product standing for its pack.
    public var target: SuggestionTarget
    public var pickupDate: CalendarDay
    public var station: PickupStation
    /// The time the availability was judged at.
    public var now: Date
    /// Whether the target's product can come that day; `nil` for a food without products.
    public var productAvailability: CatalogSnapshot.Availability?
    /// Ranked recipes with score, reasons and how many of their other ingredients can be bought.
    public var suggestions: [RecipeSuggestion]

    /// A result.
    public init(
        query: String, target: SuggestionTarget, pickupDate: CalendarDay, station: PickupStation, now: Date,
        productAvailability: CatalogSnapshot.Availability?, suggestions: [RecipeSuggestion]
    ) {
        self.query = query
        self.target = target
        self.pickupDate = pickupDate
        self.station = station
        self.now = now
        self.productAvailability = productAvailability
        self.suggestions = suggestions
    }

    private enum CodingKeys: String, CodingKey {
        case query, productId, productName, food, pickupDate, stationId, productAvailability, suggestions
    }

    /// Every key is written, `null` when unknown: the query, the product and food it named, the pickup,
    /// the product's availability (`available`, `sold_out`, `not_delivered_on_date`, `deadline_passed`,
    /// `not_on_sale`) and the suggestions.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(query, forKey: .query)
        try c.encode(target.product?.id, forKey: .productId)
        try c.encode(target.product?.name, forKey: .productName)
        try c.encode(target.foods.first, forKey: .food)
        try c.encode(pickupDate.description, forKey: .pickupDate)
        try c.encode(station.id, forKey: .stationId)
        try c.encode(productAvailability?.rawValue, forKey: .productAvailability)
        try c.encode(suggestions, forKey: .suggestions)
    }
}
