public import Catalog
public import FoodLexicon
public import IngredientParsing
public import Matching

/// `ProductMatcher` over a catalog snapshot, as the batch runner sees a matcher: status, best product
/// and its score per line. Its identity digests the products, so `--resume` notices a changed catalog.
public struct CatalogMatching: IngredientMatching {
    /// The matcher over the indexed catalog.
    public let matcher: ProductMatcher
    /// `catalog-` and a digest of the products, threshold and lexicon size.
    public let identity: String

    /// Indexes `catalog` for matching with `lexicon`.
    public init(catalog: CatalogSnapshot, lexicon: Lexicon, threshold: Double = ProductMatcher.defaultThreshold) {
        matcher = ProductMatcher(catalog: catalog, lexicon: lexicon, threshold: threshold)
        var text = "threshold \(threshold) foods \(lexicon.foods.count)\n"
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
        }
        guard let best = result.best else { return MatchOutcome(status: status) }
        return MatchOutcome(status: status, productId: best.productId, productName: best.name, shopId: best.shopId, score: best.score)
    }
}
