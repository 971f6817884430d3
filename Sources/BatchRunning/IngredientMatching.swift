public import IngredientParsing

/// What the batch needs from a matcher: for one parsed ingredient, its status and best product.
///
/// The batch runner takes any matcher through this protocol, so the pipeline does not depend on how
/// matching works; `ProductMatcher` from `Matching` is adapted to it by the CLI.
public protocol IngredientMatching: Sendable {
    /// A short text that changes whenever the matcher's answers may change (catalog digest, version);
    /// part of the input fingerprint that `--resume` checks.
    var identity: String { get }

    /// The status and best product of one ingredient line.
    func match(_ ingredient: ParsedIngredient) -> MatchOutcome
}

/// One ingredient's match as the batch output shows it.
public struct MatchOutcome: Sendable, Hashable {
    /// Whether the line found a product, is a pantry staple, found nothing, is made by the recipe itself,
    /// or is in a language Kaimono does not read.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case matched, pantry, unmatched
        case madeInRecipe = "made_in_recipe"
        case unsupportedLanguage = "unsupported_language"
    }

    public var status: Status
    /// The best product's id, name and shop, when there is one.
    public var productId: String?
    public var productName: String?
    public var shopId: String?
    /// The best product's score in 0...1.
    public var score: Double?
    /// For an unmatched line, the substitute offered instead (never bought) and what differs.
    public var alternative: Alternative?

    /// A product offered instead of an unmatched line's.
    public struct Alternative: Sendable, Hashable {
        public var productId: String
        public var productName: String
        public var shopId: String
        /// What differs, in words (`dried; the line asks for fresh`).
        public var note: String?

        /// An alternative.
        public init(productId: String, productName: String, shopId: String, note: String?) {
            self.productId = productId
            self.productName = productName
            self.shopId = shopId
            self.note = note
        }
    }

    /// Creates an outcome; product fields stay `nil` when nothing was found.
    public init(
        status: Status, productId: String? = nil, productName: String? = nil, shopId: String? = nil, score: Double? = nil,
        alternative: Alternative? = nil
    ) {
        self.status = status
        self.productId = productId
        self.productName = productName
        self.shopId = shopId
        self.score = score
        self.alternative = alternative
    }
}
