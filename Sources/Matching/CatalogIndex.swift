public import Catalog
internal import Foundation
public import FoodLexicon

/// The catalog prepared for matching, built once: products by food and by food ancestor, name features,
/// a bigram/token index, and each product's attributes (state, cut, diet, spec) read from its names by the
/// shared `AttributeExtractor`. Matching a line then touches memory only, never the database.
///
/// A class: the index is immutable once built, and every matcher, judge and line reads the one copy (a
/// struct of this many fields cost a retain per field each time a matcher or judge was copied).
public final class CatalogIndex: Sendable {
    /// What a line reads of every candidate product, kept small so that judging hundreds of them reads little
    /// memory. The product itself and its main food, read for the shown candidates and rare rules, are in
    /// `products`, `mainFoods` and `mainLineages` at `position`.
    struct Entry: Sendable {
        var ja: NameFeatures
        var en: NameFeatures
        /// The main food's id and category, empty when unknown.
        var foodId: String
        var category: String
        /// Listed, not sold out, in stock.
        var available: Bool
        /// Spices, herbs and seasonings are sold ground or whole: neither is a special form.
        var groundByNature: Bool
        /// A prepared dish: a candidate by name only, for lines whose food is unknown.
        var isDish: Bool
        /// What the product is when its names state no state (spices dried, produce fresh).
        var usualState: FoodTrait?
        /// The entry's place in the index (for `products`, `mainFoods` and `mainLineages`).
        var position: Int32
        /// What the product's names and its food state (`乾燥`, `dried`, `乳脂肪42%`, `食塩不使用`).
        var attributes: FoodAttributes
        /// The traits the main food's own names state (`lemon juice` → juice).
        var foodTraits: TraitSet
        /// The product's pack and popularity (0…100).
        var pack: PackSize
        var popularity: Int
        /// The main food's piece weight and density.
        var measures: FoodMeasures
        /// What one piece of a fish product is against a whole fish a line counts (`サバ 1尾`).
        var fishPiece: FishPiece = .whole
        /// A seafood product's names say it is cut (`切り身`, `さく`, `fillets`): no whole fish, whatever its pack. (A
        /// product sold by weight is a portion to the pack planner, `fishPiece`, even when it is a weight of whole fish.)
        var namedAsCut = false
        /// The product comes with another food (`鶏レバー ハツ付き`, `chicken liver with hearts`): a line asking
        /// its main food alone buys it only when nothing of that food alone is as good (`withAnotherFood`).
        var withAnotherFood = false
    }

    /// Whether a product's names say it comes with another food than its main one: `<food>付き` in Japanese
    /// (`ハツ付き`: with the hearts; 骨付き and 皮付き name no food), ` with <food>` in English.
    static func withAnotherFood(japanese: String, english: String, main: Food?, lexicon: Lexicon) -> Bool {
        guard let main else { return false }
        func another(_ phrase: Substring) -> Bool {
            guard let found = lexicon.longestMatch(in: String(phrase)) else { return false }
            return found.food.id != main.id && found.food.id != main.parent
        }
        if let attached = japanese.range(of: "付き") {
            let before = japanese[..<attached.lowerBound]
            let word = before.reversed().prefix { $0 != " " && $0 != "　" }
            if !word.isEmpty, another(Substring(String(word.reversed()))) { return true }
        }
        if let with = english.range(of: " with ") {
            let after = english[with.upperBound...].prefix { $0 != "," }
            if another(after) { return true }
        }
        return false
    }

    /// What one piece of a fish product sold by the piece is: a whole fish (`真さば1尾`, `開き`, `三枚おろし`), one side
    /// of it (`半身`: two a fish), or a cut portion (`切り身`, `fillets`: weighed against what a whole fish gives). A
    /// fish sold by weight (`真鯛 さく 150g`) is portions too.
    enum FishPiece: Sendable {
        case whole, halfSide, portion

        /// Read once from a seafood product's names.
        static func of(japanese: String, english: String) -> FishPiece {
            if japanese.contains("半身") { return .halfSide }
            // (A sashimi block, `真鯛刺身用 さく`, is a portion: cut from a side, no whole fish. The word stands apart,
            // not inside さくらえび.)
            if japanese.contains("切り身") || japanese.contains("切身") || japanese.contains("フィレ")
                || japanese.contains(" さく") || japanese.contains("柵")
                || english.lowercased().contains("fillet")
            {
                return .portion
            }
            return .whole
        }
    }

    /// What a food adds to one of its ancestors: the traits its names state beyond the ancestor's, and the
    /// words its names add (`red` in `red bell pepper`, `皮なし` in `鶏もも肉皮なし`).
    /// (A class: a line's distinctions are looked up per candidate, and a struct of four lists had been copied out
    /// of the dictionary, each list retained through its type's generic witnesses.)
    final class Distinction: Sendable {
        let traits: TraitSet
        let englishWords: [String]
        let japaneseWords: [String]
        /// The food's display names differ by what the cook does at home (beaten egg, cooked rice): the
        /// general food fits.
        let preparedAtHome: Bool
        /// Per word, the name features a product name holding it must have (its word tokens, its character
        /// grams): a product lacking one is passed over without reading its name.
        let englishKeys: [[UInt64]]
        let japaneseKeys: [[UInt64]]
        /// Neither traits nor words: the food is a kind of its ancestor nobody can see on a label (gruyère).
        var isUnknown: Bool { traits.isEmpty && englishWords.isEmpty && japaneseWords.isEmpty && !preparedAtHome }

        init(traits: TraitSet, englishWords: [String], japaneseWords: [String], preparedAtHome: Bool) {
            self.traits = traits
            self.englishWords = englishWords
            self.japaneseWords = japaneseWords
            self.preparedAtHome = preparedAtHome
            englishKeys = englishWords.map { NameFeatures.sortedUnique(NameFeatures.tokenHashes($0)) }
            japaneseKeys = japaneseWords.map(NameFeatures.requiredGrams)
        }
    }

    /// Categories whose grated or shredded kinds a cook makes from the whole food.
    static let groundAtHome: FewStrings = ["vegetable", "fruit"]

    /// Categories whose cooked kinds (boiled, fried: `CandidateJudge.cookable`) a cook makes from the raw food in
    /// minutes: a boiled egg is an egg boiled (ゆで卵 buys eggs when no boiled egg is sold), where boiled octopus
    /// or bamboo shoots are sold so, and are not made from a raw one at home on a weeknight.
    static let cookedAtHome: FewStrings = ["egg"]

    let entries: [Entry]
    /// Per entry: its product, its main food from the lexicon and that food's ancestors, nearest first.
    let products: [Product]
    let mainFoods: [Food?]
    let mainLineages: [[Food]]
    /// Per entry: its product's price, and its rank in product id order (ties go to the smaller id).
    let prices: [Int]
    let idRanks: [Int32]
    /// Per entry: the parent of its main food, if any.
    let mainParents: [String?]
    /// The lexicon the index was built with.
    public let lexicon: Lexicon
    let extractor: AttributeExtractor
    /// Food id → products whose food list names it.
    let byFood: [String: [Int]]
    /// Food id → products whose foods descend from it (`pork` → pork belly packs).
    let byAncestor: [String: [Int]]
    /// `byFood` and `byAncestor` with their lists longer than `longList` cut to their `kept` best products
    /// (available first, then popular, then cheap, then by id; kept in entry order, to be read forward through
    /// memory): a line judges these instead of thousands of products of one food in a large merchant catalog.
    /// Shorter lists (all of the bundled catalog's) are judged whole. (All in one table: a line looks up each of
    /// its foods once, where the cut lists and then the whole ones had been looked up in turn.)
    let judgedByFood: [String: [Int]]
    let judgedByAncestor: [String: [Int]]
    static let longList = 256
    static let kept = 128
    /// Character gram → products whose Japanese name has it.
    let byGram: [UInt64: [Int]]
    /// English token → products whose English name has it.
    let byToken: [UInt64: [Int]]
    /// Food id → the ids of its children in the lexicon.
    let children: [String: [String]]
    /// Food id → features of each of its lexicon names (Japanese grams, English tokens), side by side.
    let foodNames: [String: NameFeatureRuns]
    /// Food id → its ancestors, nearest first (read once per line instead of walking the lexicon).
    let lineages: [String: [Food]]
    /// Every Japanese food name of the lexicon, normalized: a line whose name is one adds nothing to it.
    let japaneseNames: Set<String>
    /// Food id → the food's English names, then its Japanese ones, normalized (`TextNormalizer`): the judge compares
    /// a sibling's names with the line food's per candidate, where normalizing them each time had cost.
    let normalizedNames: [String: [String]]
    /// Food id → what the food's own display names state (`lemon juice` → juice).
    let foodAttributes: [String: FoodAttributes]
    /// Food id → ancestor id → what the food adds to that ancestor, for its parent and for ancestors with
    /// products.
    let distinctions: [String: [String: Distinction]]
    /// Food id → what the index knows of the food, for every food of the lexicon.
    let facts: [String: FoodFacts]

    /// What the index knows of one lexicon food, in one place: a line reads its food's entry, its ancestors, what its
    /// names state and what it adds to each ancestor, one look-up for all four (four had cost a line more than most
    /// of its rules). A class: a look-up retains one object, not each field.
    final class FoodFacts: Sendable {
        let food: Food
        /// `lineages`, `foodAttributes` (empty when none) and `distinctions` (empty when none) of the food.
        let lineage: [Food]
        let attributes: FoodAttributes
        let distinctions: [String: Distinction]

        init(food: Food, lineage: [Food], attributes: FoodAttributes, distinctions: [String: Distinction]) {
            self.food = food
            self.lineage = lineage
            self.attributes = attributes
            self.distinctions = distinctions
        }
    }

    /// Indexes every product of the snapshot that is listed for sale, with the bundled attribute words.
    public convenience init(catalog: CatalogSnapshot, lexicon: Lexicon) {
        self.init(catalog: catalog, lexicon: lexicon, extractor: .bundled)
    }

    /// Indexes every product of the snapshot that is listed for sale, reading attributes with `extractor`.
    public init(catalog: CatalogSnapshot, lexicon: Lexicon, extractor: AttributeExtractor) {
        self.lexicon = lexicon
        self.extractor = extractor
        var foodAttributes: [String: FoodAttributes] = [:]
        for food in lexicon.foods {
            let attributes = extractor.attributes(of: food)
            if !attributes.isEmpty { foodAttributes[food.id] = attributes }
        }
        var entries: [Entry] = []
        var products: [Product] = []
        var mainFoods: [Food?] = []
        var mainLineages: [[Food]] = []
        var byFood: [String: [Int]] = [:]
        var byAncestor: [String: [Int]] = [:]
        var byGram: [UInt64: [Int]] = [:]
        var byToken: [UInt64: [Int]] = [:]
        // Products that are not food are never matched; a prepared dish is found by its name only (a line
        // asking for `spinach` never buys spinach pierogi). Products of one main food sit side by side (in
        // catalog order among themselves): a line judges the products of a few foods, and in a large catalog
        // reading them from neighbouring memory is much of its speed. No answer depends on this order.
        let listed = catalog.products.indices.filter {
            catalog.products[$0].onSale && catalog.products[$0].kind != .nonFood
        }
        let firstFoods = listed.map { catalog.products[$0].foods.first ?? "" }
        let byMainFood = listed.indices.sorted { a, b in
            firstFoods[a] != firstFoods[b] ? firstFoods[a] < firstFoods[b] : a < b
        }
        for position in byMainFood {
            let product = catalog.products[listed[position]]
            let index = entries.count
            let ja = NameFeatures(product.name).withUnigrams()
            let en = NameFeatures(product.nameEn)
            let dish = product.kind == .prepared
            var lineage = Set(product.foods)
            for food in product.foods where !dish {
                byFood[food, default: []].append(index)
                for ancestor in lexicon.ancestors(of: food) where ancestor.id != food {
                    if lineage.insert(ancestor.id).inserted { byAncestor[ancestor.id, default: []].append(index) }
                }
            }
            for gram in ja.grams { byGram[gram, default: []].append(index) }
            for token in en.tokens { byToken[token, default: []].append(index) }
            let mainFood = product.foods.first.flatMap { lexicon.food(id: $0) }
            var attributes = extractor.attributes(in: product.name, category: mainFood?.category)
                .merging(extractor.attributes(in: product.nameEn, category: mainFood?.category))
            // Attribute words a person added in an override (`tag:冷凍`).
            for label in product.labels where label.hasPrefix("tag:") {
                attributes = attributes.merging(extractor.attributes(in: String(label.dropFirst(4)), category: mainFood?.category))
            }
            if let id = mainFood?.id, let inherent = foodAttributes[id] { attributes = attributes.merging(inherent) }
            let mainLineage = mainFood.map { lexicon.ancestors(of: $0.id) } ?? []
            // (A seafood product's piece as its names say, read once.)
            let namedPiece = mainFood?.category == "seafood" ? FishPiece.of(japanese: product.name, english: product.nameEn) : nil
            entries.append(Entry(
                ja: ja, en: en, foodId: mainFood?.id ?? "", category: mainFood?.category ?? "",
                available: product.isAvailable,
                groundByNature: ["spice", "herb", "seasoning"].contains(mainFood?.category ?? ""), isDish: dish,
                usualState: mainFood.flatMap { extractor.usualState(of: $0, lineage: mainLineage) },
                position: Int32(index), attributes: attributes,
                foodTraits: mainFood.flatMap { foodAttributes[$0.id]?.traits } ?? TraitSet(),
                pack: product.pack, popularity: product.popularity, measures: FoodMeasures(mainFood),
                fishPiece: namedPiece.map { product.pack.unit == .piece ? $0 : .portion } ?? .whole,
                namedAsCut: namedPiece == .portion,
                withAnotherFood: Self.withAnotherFood(
                    japanese: product.name, english: product.nameEn, main: mainFood, lexicon: lexicon)))
            products.append(product)
            mainFoods.append(mainFood)
            mainLineages.append(mainLineage)
        }
        var foodNames: [String: NameFeatureRuns] = [:]
        for id in byFood.keys {
            guard let food = lexicon.food(id: id) else { continue }
            foodNames[id] = NameFeatureRuns((food.japanese + food.english).map { NameFeatures($0) })
        }
        // What each food adds to the ancestors that have products: a line of the food may buy such a
        // product only when its name shows the difference.
        var distinctions: [String: [String: Distinction]] = [:]
        // (Each food's names normalized once: a food is compared with each of its ancestors, and an ancestor with
        // each of its descendants.)
        var normalizedNames: [String: [String]] = [:]
        for food in lexicon.foods { normalizedNames[food.id] = (food.english + food.japanese).map(TextNormalizer.normalize) }
        for food in lexicon.foods {
            // Ancestors with products (parent fallbacks) and the direct parent (siblings share it).
            for ancestor in lexicon.ancestors(of: food.id) where byFood[ancestor.id] != nil || ancestor.id == food.parent {
                distinctions[food.id, default: [:]][ancestor.id] = Self.distinction(
                    of: food, from: ancestor, extractor: extractor, attributes: foodAttributes,
                    normalizedNames: normalizedNames)
            }
        }
        self.foodNames = foodNames
        self.normalizedNames = normalizedNames
        japaneseNames = Set(lexicon.foods.flatMap { $0.japanese.map(TextNormalizer.normalize) })
        let lineages = Dictionary(uniqueKeysWithValues: lexicon.foods.map { ($0.id, lexicon.ancestors(of: $0.id)) })
        self.lineages = lineages
        self.foodAttributes = foodAttributes
        self.distinctions = distinctions
        facts = Dictionary(uniqueKeysWithValues: lexicon.foods.map { food in
            (food.id, FoodFacts(
                food: food, lineage: lineages[food.id] ?? [], attributes: foodAttributes[food.id] ?? FoodAttributes(),
                distinctions: distinctions[food.id] ?? [:]))
        })
        var children: [String: [String]] = [:]
        for food in lexicon.foods { if let parent = food.parent { children[parent, default: []].append(food.id) } }
        self.entries = entries
        self.products = products
        self.mainFoods = mainFoods
        self.mainLineages = mainLineages
        prices = products.map(\.price)
        var ranks = [Int32](repeating: 0, count: entries.count)
        for (rank, i) in products.indices.sorted(by: { products[$0].id < products[$1].id }).enumerated() {
            ranks[i] = Int32(rank)
        }
        idRanks = ranks
        mainParents = mainFoods.map { $0?.parent }
        self.byFood = byFood
        self.byAncestor = byAncestor
        func best(_ lists: [String: [Int]]) -> [String: [Int]] {
            lists.filter { $0.value.count > Self.longList }.mapValues { list in
                Array(list.sorted { a, b in
                    let x = products[a], y = products[b]
                    if x.isAvailable != y.isAvailable { return x.isAvailable }
                    if x.popularity != y.popularity { return x.popularity > y.popularity }
                    if x.price != y.price { return x.price < y.price }
                    return x.id < y.id
                }.prefix(Self.kept)).sorted()
            }
        }
        judgedByFood = byFood.merging(best(byFood)) { _, cut in cut }
        judgedByAncestor = byAncestor.merging(best(byAncestor)) { _, cut in cut }
        self.byGram = byGram
        self.byToken = byToken
        self.children = children
    }

    /// Products indexed.
    public var count: Int { entries.count }

    /// The products of food `id` a line judges (`byFood`, cut when long).
    func candidates(food id: String) -> [Int] { judgedByFood[id] ?? [] }

    /// The products descending from food `id` a line judges (`byAncestor`, cut when long).
    func candidates(descendingFrom id: String) -> [Int] { judgedByAncestor[id] ?? [] }

    /// The attributes a food's display names state, empty when none.
    func attributes(ofFood id: String) -> FoodAttributes {
        foodAttributes[id] ?? FoodAttributes()
    }

    /// Words that tell no food from another on their own. (`style`: `country-style bread`, a crusty loaf, had made the
    /// `English-style loaf` sold a baguette.)
    private static let stopwords: FewStrings = ["of", "and", "or", "the", "a", "an", "for", "with", "in", "to", "style"]

    /// What `food`'s names add to `ancestor`'s: traits beyond the ancestor's, and the words left when an
    /// ancestor name is taken out of a food name (words that are themselves trait words are covered by the
    /// traits, words of home preparation such as `beaten` need nothing on the product).
    static func distinction(
        of food: Food, from ancestor: Food, extractor: AttributeExtractor, attributes: [String: FoodAttributes],
        normalizedNames: [String: [String]] = [:]
    ) -> Distinction {
        let own = attributes[food.id]?.traits ?? TraitSet()
        let theirs = attributes[ancestor.id]?.traits ?? TraitSet()
        var traits = own.subtracting(theirs)
        traits.subtract(TraitSet.groupMask(.line))
        // Grating or shredding fresh produce is the cook's work too (大根おろし from a daikon), unlike cheese.
        let homeGround = Self.groundAtHome.contains(food.category) ? traits.intersection(.groupMask(.grind)) : TraitSet()
        let homeCooked = Self.cookedAtHome.contains(food.category) && traits.isSubset(of: CandidateJudge.cookable)
            ? traits : TraitSet()
        let prepared = !traits.of(.preparation).isEmpty || !homeGround.isEmpty || !homeCooked.isEmpty
        traits.subtract(TraitSet.groupMask(.preparation))
        traits.subtract(homeGround)
        traits.subtract(homeCooked)
        var english: [String] = []
        var japanese: [String] = []
        // Names normalized as `(english + japanese).map(TextNormalizer.normalize)`, given or made here.
        func normalized(_ food: Food) -> [String] {
            normalizedNames[food.id] ?? (food.english + food.japanese).map(TextNormalizer.normalize)
        }
        let ancestorNames = normalized(ancestor).filter { !$0.isEmpty }
        for name in normalized(food) {
            // Only the longest ancestor names inside it count (`白バルサミコ酢` adds 白 to `バルサミコ酢`, not 酢 to
            // `バルサミコ`).
            let inside = ancestorNames.filter { $0 != name && ByteSearch.contains(name, $0) }
            let longest = inside.filter { other in !inside.contains { $0 != other && ByteSearch.contains($0, other) } }
            for other in longest {
                let rest = name.replacingOccurrences(of: other, with: " ")
                let latin = rest.unicodeScalars.contains { (0x61...0x7A).contains($0.value) }
                for part in rest.split(separator: " ").map(String.init) {
                    // (A number alone names no kind: the `00` of `00 flour` is inside every `500g`.)
                    guard part.utf8.contains(where: { !(0x30...0x39).contains($0) }) else { continue }
                    if latin {
                        guard part.count >= 3, !stopwords.contains(part) else { continue }
                    }
                    guard extractor.attributes(normalized: part, category: food.category).traits.isEmpty else { continue }
                    if latin {
                        if !english.contains(part) { english.append(part) }
                    } else if !japanese.contains(part) {
                        japanese.append(part)
                    }
                }
            }
        }
        // Made at home only when the display names differ by the cook's work alone (beaten egg, 溶き卵), not
        // by anything else (cooked *brown* rice).
        var homeMade = prepared
        if prepared {
            let displayNames = [food.english.first, food.japanese.first].compactMap { $0 }.map(TextNormalizer.normalize)
            for name in displayNames {
                for other in ancestorNames where other != name && ByteSearch.contains(name, other) {
                    let rest = name.replacingOccurrences(of: other, with: " ")
                    let leftover = extractor.unknownWords(normalized: TextNormalizer.normalize(rest), category: food.category)
                    if !leftover.isEmpty { homeMade = false }
                }
            }
        }
        return Distinction(
            traits: traits, englishWords: english, japaneseWords: japanese,
            preparedAtHome: homeMade)
    }
}
