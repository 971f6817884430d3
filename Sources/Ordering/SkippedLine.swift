/// An ingredient line a cart neither buys nor reports as unavailable: the recipe makes it itself, leaves it to
/// the cook, or it is written in a language Kaimono does not read.
public struct SkippedLine: Sendable, Hashable, Codable {
    /// Why the line is not bought.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// `sauce (recipe above)`, `たれ（作り方は下記）`, `2 cups stock from step 1`: made by the recipe.
        case madeInRecipe = "made_in_recipe"
        /// Written in a language Kaimono does not read (`language` says which).
        case unsupportedLanguage = "unsupported_language"
        /// Left to the cook by the recipe (`1 cup pecans (optional)`, `くるみ（お好みで）`): bought only with
        /// `includeOptional`.
        case optional
    }

    /// The ingredient line as written.
    public var ingredient: String
    public var reason: Reason
    /// The line's language code for `unsupported_language` (`de`, `zh`), else `nil`.
    public var language: String?

    /// A skipped line.
    public init(ingredient: String, reason: Reason, language: String? = nil) {
        self.ingredient = ingredient
        self.reason = reason
        self.language = language
    }

    private enum CodingKeys: String, CodingKey { case ingredient, reason, language }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ingredient, forKey: .ingredient)
        try c.encode(reason, forKey: .reason)
        try c.encode(language, forKey: .language)
    }
}
