/// Recipes suggested for a product and a pickup date, best first (`Kaimono.suggest`).
public struct ProductSuggestions: Sendable, Hashable, Encodable {
    /// The product asked about.
    public var productId: String
    public var productName: String
    /// The pickup date the other ingredients must come on (`YYYY-MM-DD`).
    public var pickupDate: String
    public var stationId: String
    /// Whether the product itself can come that day (`available`, `sold_out` …).
    public var productAvailability: String
    /// Ranked recipes with score, reasons and how many of their other ingredients can be bought.
    public var suggestions: [RecipeSuggestion]

    /// Suggestions for a product.
    public init(
        productId: String, productName: String, pickupDate: String, stationId: String, productAvailability: String,
        suggestions: [RecipeSuggestion]
    ) {
        self.productId = productId
        self.productName = productName
        self.pickupDate = pickupDate
        self.stationId = stationId
        self.productAvailability = productAvailability
        self.suggestions = suggestions
    }
}
