/// A recipe as the recipe index keeps it: what it is, where it came from, and its parsed, matched lines.
public struct IndexedRecipe: Sendable, Hashable, Codable, Identifiable {
    /// Stable id (`oyakodon`, or the batch record's id, else `source#line`).
    public var id: String
    public var title: String?
    /// Where the recipe was read (a path or URL as given to `kaimono batch`, `recipes/oyakodon.json` for samples).
    public var source: String
    /// Servings read from the yield, when known.
    public var servings: Double?
    /// `ja`, `en`, or `nil` when unknown.
    public var language: String?
    /// What filled it in: `bundled` for the sample recipes, else the batch output file.
    public var origin: String
    /// The ingredient lines in recipe order (a line's position is its index).
    public var ingredients: [IndexedIngredient]

    /// An indexed recipe.
    public init(
        id: String, title: String?, source: String, servings: Double?, language: String?, origin: String,
        ingredients: [IndexedIngredient]
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.servings = servings
        self.language = language
        self.origin = origin
        self.ingredients = ingredients
    }

    /// The `origin` of recipes loaded from the bundled samples.
    public static let bundledOrigin = "bundled"
}
