public import Catalog
public import FoodLexicon

/// The catalog prepared for matching, built once: products by food and by food ancestor, name features
/// and a bigram/token index. Matching a line then touches memory only, never the database.
public struct CatalogIndex: Sendable {
    struct Entry: Sendable {
        var product: Product
        var ja: NameFeatures
        var en: NameFeatures
        /// Modifier bits (`ProductModifier.bit`) of the product's names.
        var modifiers: UInt32
        /// Listed, not sold out, in stock.
        var available: Bool
        /// The product's foods and all their ancestors.
        var lineage: Set<String>
        /// Ancestor food id → how many steps up from the product's nearest food.
        var ancestorDepth: [String: Int]
        /// The product's main food from the lexicon.
        var mainFood: Food?
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
            var depth: [String: Int] = [:]
            for food in product.foods {
                byFood[food, default: []].append(index)
                for (level, ancestor) in lexicon.ancestors(of: food).enumerated() where ancestor.id != food {
                    if lineage.insert(ancestor.id).inserted { byAncestor[ancestor.id, default: []].append(index) }
                    depth[ancestor.id] = min(depth[ancestor.id] ?? Int.max, level + 1)
                }
            }
            for gram in ja.grams { byGram[gram, default: []].append(index) }
            for token in en.tokens { byToken[token, default: []].append(index) }
            let modifiers = ProductModifier.mask(in: ja.normalized + " " + en.normalized)
            entries.append(Entry(
                product: product, ja: ja, en: en, modifiers: modifiers, available: product.isAvailable,
                lineage: lineage, ancestorDepth: depth,
                mainFood: product.foods.first.flatMap { lexicon.food(id: $0) }))
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
