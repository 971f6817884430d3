import Catalog
import IngredientParsing

/// Matches parsed ingredients to catalog products.
public struct ProductMatcher: Sendable {
    /// Creates an empty matcher.
    public init() {}
}
