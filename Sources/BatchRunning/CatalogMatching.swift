public import Catalog
public import FoodLexicon
public import IngredientParsing
public import Matching

/// `ProductMatcher` over a catalog snapshot, as the batch runner sees a matcher: status, best product
/// and its score per line, and the alternative of an unmatched line. Its identity digests the products and
/// the pantry, so `--resume` notices a changed catalog or pantry.
public struct CatalogMatching: IngredientMatching {
    /// The matcher over the indexed catalog.
    public let matcher: ProductMatcher
    /// `catalog-` and a digest of the products, threshold and lexicon size.
    public let identity: String

    /// Indexes `catalog` for matching with `lexicon`; lines of `pantry` foods are staples.
    public init(
        catalog: CatalogSnapshot, lexicon: Lexicon, threshold: Double = ProductMatcher.defaultThreshold,
        pantry: Pantry = .bundled
    ) {
        self.init(matcher: ProductMatcher(catalog: catalog, lexicon: lexicon, threshold: threshold, pantry: pantry), catalog: catalog)
    }

    /// Adapts a matcher built over `catalog`.
    public init(matcher: ProductMatcher, catalog: CatalogSnapshot) {
        self.matcher = matcher
        let lexicon = matcher.index.lexicon
        var text = "threshold \(matcher.threshold) foods \(lexicon.foods.count) pantry \(matcher.pantry.foods.sorted().joined(separator: ","))\n"
        for product in catalog.products {
            text += "\(product.id)\t\(product.shopId)\t\(product.name)\t\(product.nameEn)\t\(product.foods.joined(separator: ","))"
            text += "\t\(product.pack)\t\(product.price)\t\(product.onSale)\n"
        }
        identity = "catalog-" + String(InputFingerprint.fnv1a(text), radix: 16)
    }

    /// The status of the line and, when matched, its best product and score.
    public func match(_ ingredient: ParsedIngredient) -> MatchOutcome {
        let result = matcher.match(ingredient, top: 1)
        let status: MatchOutcome.Status
        switch result.status {
        case .matched: status = .matched
        case .pantry: status = .pantry
        case .unmatched: status = .unmatched
        case .madeInRecipe: status = .madeInRecipe
        case .unsupportedLanguage: status = .unsupportedLanguage
        }
        guard let best = result.best else {
            let alternative = result.alternative.map {
                MatchOutcome.Alternative(productId: $0.productId, productName: $0.name, shopId: $0.shopId, note: $0.note)
            }
            return MatchOutcome(status: status, alternative: alternative)
        }
        return MatchOutcome(status: status, productId: best.productId, productName: best.name, shopId: best.shopId, score: best.score)
    }
}
