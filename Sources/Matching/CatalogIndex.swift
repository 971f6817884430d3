public import Catalog
public import FoodLexicon

/// The catalog prepared for matching, built once: products by food and by food ancestor, name features
/// and a bigram/token index. Matching a line then touches memory only, never the database.
public struct CatalogIndex: Sendable {
    struct Entry: Sendable {
        var product: Product
        var ja: NameFeatures
        var en: NameFeatures
        var modifiers: Set<ProductModifier>
        /// The product's foods and all their ancestors.
        var lineage: Set<String>
    }

    let entries: [Entry]
    let lexicon: Lexicon
    /// Food id → products whose food list names it.
    let byFood: [String: [Int]]
    /// Food id → products whose foods descend from it (`pork` → pork belly packs).
    let byAncestor: [String: [Int]]
    /// Character gram → products whose Japanese name has it.
    let byGram: [UInt64: [Int]]
    /// English token → products whose English name has it.
    let byToken: [UInt64: [Int]]
    /// Food id → the ids of its children in the lexicon.
    let children: [String: [String]]
    /// Food id → features of each of its lexicon names (Japanese grams, English tokens).
    let foodNames: [String: [NameFeatures]]

    /// Indexes every product of the snapshot that is listed for sale.
    public init(catalog: CatalogSnapshot, lexicon: Lexicon) {
        self.lexicon = lexicon
        var entries: [Entry] = []
        var byFood: [String: [Int]] = [:]
        var byAncestor: [String: [Int]] = [:]
        var byGram: [UInt64: [Int]] = [:]
        var byToken: [UInt64: [Int]] = [:]
        for product in catalog.products where product.onSale {
            let index = entries.count
            let ja = NameFeatures(product.name).withUnigrams()
            let en = NameFeatures(product.nameEn)
            var lineage = Set(product.foods)
            for food in product.foods {
                byFood[food, default: []].append(index)
                for ancestor in lexicon.ancestors(of: food) where ancestor.id != food {
                    lineage.insert(ancestor.id)
                    byAncestor[ancestor.id, default: []].append(index)
                }
            }
            for gram in ja.grams { byGram[gram, default: []].append(index) }
            for token in en.tokens { byToken[token, default: []].append(index) }
            let modifiers = ProductModifier.detect(in: ja.normalized + " " + en.normalized)
            entries.append(Entry(product: product, ja: ja, en: en, modifiers: modifiers, lineage: lineage))
        }
        var foodNames: [String: [NameFeatures]] = [:]
        for id in byFood.keys {
            guard let food = lexicon.food(id: id) else { continue }
            foodNames[id] = (food.japanese + food.english).map { NameFeatures($0) }
        }
        self.foodNames = foodNames
        var children: [String: [String]] = [:]
        for food in lexicon.foods { if let parent = food.parent { children[parent, default: []].append(food.id) } }
        self.entries = entries
        self.byFood = byFood
        self.byAncestor = byAncestor
        self.byGram = byGram
        self.byToken = byToken
        self.children = children
    }

    /// Products indexed.
    public var count: Int { entries.count }
}
