/// A recipe as found in a page or a JSON document: its title, yield and ingredient lines.
public struct Recipe: Sendable, Hashable, Codable {
    /// Where the recipe came from (a path as given, a URL, or `-` for standard input).
    public var source: String
    public var title: String?
    /// The yield as written (`4人分`, `Serves 4`, `12 cookies`).
    public var yield: String?
    /// The number of servings read from the yield, when it names one.
    public var servings: Double?
    /// BCP 47 language code (`ja`, `en`, …) from the page or guessed from the text.
    public var language: String?
    /// Which source of the page the ingredient lines came from.
    public var method: ExtractionMethod
    public var ingredients: [IngredientEntry]

    public init(
        source: String, title: String? = nil, yield: String? = nil, servings: Double? = nil,
        language: String? = nil, method: ExtractionMethod, ingredients: [IngredientEntry]
    ) {
        self.source = source
        self.title = title
        self.yield = yield
        self.servings = servings
        self.language = language
        self.method = method
        self.ingredients = ingredients
    }

    private enum CodingKeys: String, CodingKey {
        case source, title, yield, servings, language, method, ingredients
    }

    // Every key is written, `null` when unknown, as the CLI contract requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(title, forKey: .title)
        try container.encode(yield, forKey: .yield)
        try container.encode(servings, forKey: .servings)
        try container.encode(language, forKey: .language)
        try container.encode(method, forKey: .method)
        try container.encode(ingredients, forKey: .ingredients)
    }
}

/// One ingredient line as a reader sees it, with the group (section) it belongs to.
public struct IngredientEntry: Sendable, Hashable, Codable {
    /// The line: whitespace collapsed, entities decoded, markup removed.
    public var text: String
    /// The section header it stands under (`たれ`, `For the sauce`, `A`), or `nil`.
    public var group: String?

    public init(text: String, group: String? = nil) {
        self.text = text
        self.group = group
    }

    private enum CodingKeys: String, CodingKey { case text, group }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(group, forKey: .group)
    }
}

/// The part of a page that yielded the ingredient lines, most trusted first.
public enum ExtractionMethod: String, Sendable, Hashable, Codable, CaseIterable {
    case jsonLD = "json-ld"
    case microdata
    case rdfa
    case html
    case json
}
