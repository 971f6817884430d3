/// One ingredient line of an indexed recipe: its text, food, amount and the product it matched.
public struct IndexedIngredient: Sendable, Hashable, Codable {
    /// What matching said about the line.
    public enum Status: String, Sendable, Hashable, Codable {
        case matched, pantry, unmatched
        /// The recipe makes it itself (`sauce (recipe above)`): nothing to buy.
        case madeInRecipe = "made_in_recipe"
        /// Written in a language Kaimono does not read.
        case unsupportedLanguage = "unsupported_language"
    }

    /// The line as written.
    public var text: String
    /// The ingredient as named, without amount or preparation.
    public var name: String
    /// Group marker or section (`A`, `たれ`, `For the sauce`).
    public var group: String?
    /// Lexicon food id, when known.
    public var food: String?
    /// The best product when the line matched one.
    public var productId: String?
    /// The amount in grams, millilitres or pieces, when known.
    public var amount: IndexedAmount?
    /// The match status, `nil` when the line was never matched.
    public var status: Status?
    public var optional: Bool
    /// A vague amount (`少々`, `to taste`).
    public var toTaste: Bool

    /// An indexed line.
    public init(
        text: String, name: String, group: String? = nil, food: String? = nil, productId: String? = nil,
        amount: IndexedAmount? = nil, status: Status? = nil, optional: Bool = false, toTaste: Bool = false
    ) {
        self.text = text
        self.name = name
        self.group = group
        self.food = food
        self.productId = productId
        self.amount = amount
        self.status = status
        self.optional = optional
        self.toTaste = toTaste
    }
}
