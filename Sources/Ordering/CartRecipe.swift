/// A recipe a cart was built from, and the factor its amounts were scaled by.
public struct CartRecipe: Sendable, Hashable, Codable {
    public var source: String
    public var title: String?
    /// The servings the recipe is written for, when its yield says.
    public var servings: Double?
    /// Amounts were multiplied by this (wanted servings ÷ recipe servings; 1 when either is unknown).
    public var scale: Double

    /// A recipe entry.
    public init(source: String, title: String?, servings: Double?, scale: Double) {
        self.source = source
        self.title = title
        self.servings = servings
        self.scale = scale
    }

    private enum CodingKeys: String, CodingKey { case source, title, servings, scale }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(source, forKey: .source)
        try c.encode(title, forKey: .title)
        try c.encode(servings, forKey: .servings)
        try c.encode(scale, forKey: .scale)
    }
}
