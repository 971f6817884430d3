/// What a person says about one product, applied on every import of a merchant feed: its foods, that it is
/// not food or a prepared dish, or attribute words the name leaves out (`冷凍`, `dried`).
public struct ProductOverride: Sendable, Hashable, Codable {
    public var productId: String
    /// Lexicon food ids, the main one first; empty when the override says nothing of foods.
    public var foods: [String]
    /// `nonFood` or `prepared` when the person says so; `nil` leaves the tagger's reading.
    public var kind: ProductKind?
    /// Words read as part of the name when tagging (attribute words such as `冷凍` or `dried`).
    public var attributes: String

    /// An override.
    public init(productId: String, foods: [String] = [], kind: ProductKind? = nil, attributes: String = "") {
        self.productId = productId
        self.foods = foods
        self.kind = kind
        self.attributes = attributes
    }
}
