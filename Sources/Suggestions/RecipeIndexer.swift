public import Catalog
public import IngredientParsing
public import Matching
public import RecipeExtraction

/// Turns recipes into recipe-index entries: every line parsed and matched, with food, amount and product.
public struct RecipeIndexer: Sendable {
    public let parser: IngredientParser
    public let matcher: ProductMatcher

    /// An indexer with a parser and a matcher over the current catalog.
    public init(parser: IngredientParser, matcher: ProductMatcher) {
        self.parser = parser
        self.matcher = matcher
    }

    /// The index entry of `recipe` under `id`, recorded as coming from `origin`.
    public func entry(for recipe: Recipe, id: String, origin: String) -> IndexedRecipe {
        var lines: [IndexedIngredient] = []
        let parsedLines = parser.parse(
            recipeLines: recipe.ingredients.map { ($0.text, $0.group) }, declaredLanguage: recipe.language)
        for parsed in parsedLines {
            let match = matcher.match(parsed, top: 1)
            let status: IndexedIngredient.Status = switch match.status {
            case .matched: .matched
            case .pantry: .pantry
            case .unmatched: .unmatched
            case .madeInRecipe: .madeInRecipe
            case .unsupportedLanguage: .unsupportedLanguage
            }
            lines.append(IndexedIngredient(
                text: parsed.text, name: parsed.name, group: parsed.group, food: parsed.food,
                productId: match.best?.productId, amount: parsed.amount.map(Self.amount), status: status,
                optional: parsed.optional, toTaste: parsed.toTaste))
        }
        let japanese = parsedLines.count { $0.language == "ja" }
        let language = recipe.language ?? (parsedLines.isEmpty ? nil : (japanese * 2 >= parsedLines.count ? "ja" : "en"))
        return IndexedRecipe(
            id: id, title: recipe.title, source: recipe.source, servings: recipe.servings, language: language,
            origin: origin, ingredients: lines)
    }

    /// A parsed amount in the index's units.
    public static func amount(_ amount: Amount) -> IndexedAmount {
        switch amount.dimension {
        case .mass: IndexedAmount(value: amount.value, unit: .g)
        case .volume: IndexedAmount(value: amount.value, unit: .ml)
        case .count: IndexedAmount(value: amount.value, unit: .piece)
        }
    }
}
