public import Catalog
public import FoodLexicon
import Foundation

/// What `kaimono suggest` was asked about: one product, or a food (with a product standing for its pack).
public enum SuggestionTarget: Sendable, Hashable {
    case product(Product)
    /// A food, and its most popular product that can be ordered (the pack whose use is measured), if any.
    case food(Food, product: Product?)

    /// The foods to look up, the main one first.
    public var foods: [String] {
        switch self {
        case .product(let product): product.foods
        case .food(let food, _): [food.id]
        }
    }

    /// The product whose pack the recipes should use up.
    public var product: Product? {
        switch self {
        case .product(let product): product
        case .food(_, let product): product
        }
    }

    /// Resolves a product id, a food id or name, or words of a product name.
    ///
    /// A product id wins; then a food the lexicon knows by that exact name (`鶏もも肉`, `chicken thigh`);
    /// then products whose Japanese or English name holds every word. Several products throw
    /// `ambiguousTarget` listing them (unless one is named exactly so); none throws `unknownTarget`.
    public static func resolve(_ query: String, catalog: CatalogSnapshot, lexicon: Lexicon) throws(SuggestionsError)
        -> SuggestionTarget
    {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .unknownTarget(query) }
        if let product = catalog.product(id: trimmed) { return .product(product) }
        if let food = lexicon.food(id: trimmed) ?? lexicon.lookup(trimmed) {
            return .food(food, product: representative(of: food, catalog: catalog, lexicon: lexicon))
        }
        let key = TextNormalizer.normalize(trimmed)
        let words = key.split(separator: " ").map(String.init)
        guard !words.isEmpty else { throw .unknownTarget(query) }
        var found: [Product] = []
        for product in catalog.products {
            let ja = TextNormalizer.normalize(product.name)
            let en = TextNormalizer.normalize(product.nameEn)
            if words.allSatisfy({ ja.contains($0) || en.contains($0) }) { found.append(product) }
        }
        if found.count == 1, let only = found.first { return .product(only) }
        if found.isEmpty { throw .unknownTarget(query) }
        let exact = found.filter { TextNormalizer.normalize($0.name) == key || TextNormalizer.normalize($0.nameEn) == key }
        if exact.count == 1, let only = exact.first { return .product(only) }
        let shown = found.sorted { $0.popularity != $1.popularity ? $0.popularity > $1.popularity : $0.id < $1.id }
        let choices = shown.prefix(20).map { "\($0.id)  \($0.name) (\($0.nameEn))\($0.isAvailable ? "" : " [not available]")" }
        throw .ambiguousTarget(query, choices: Array(choices), more: max(0, shown.count - 20))
    }

    /// The product that best stands for a food: its own products before those of more specific foods,
    /// orderable before not, then the most popular.
    static func representative(of food: Food, catalog: CatalogSnapshot, lexicon: Lexicon) -> Product? {
        var best: (rank: (Int, Int, Int), product: Product)?
        for product in catalog.products where product.onSale {
            let closeness: Int
            if product.foods.first == food.id {
                closeness = 0
            } else if product.foods.contains(food.id) {
                closeness = 1
            } else if product.foods.contains(where: { lexicon.ancestors(of: $0).contains { $0.id == food.id } }) {
                closeness = 2
            } else {
                continue
            }
            let rank = (closeness, product.isAvailable ? 0 : 1, -product.popularity)
            if let current = best, !(rank < current.rank || (rank == current.rank && product.id < current.product.id)) {
                continue
            }
            best = (rank, product)
        }
        return best?.product
    }
}
