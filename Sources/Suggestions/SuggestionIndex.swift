public import Catalog
public import FoodLexicon

/// The recipe index in memory, built once: an inverted index food → recipes with the food's centrality
/// and amount in each, and per recipe the foods of its other lines.
///
/// Food ids are interned to small integers so a query walks arrays, not dictionaries.
public struct SuggestionIndex: Sendable {
    /// One recipe that uses a food: how central the food is and how much of it the recipe uses.
    struct Posting: Sendable {
        var recipe: Int32
        /// 0…1: a main ingredient by amount and position near 1, a garnish or to-taste line near 0.
        var centrality: Double
        /// The amount of all lines of this food, when known.
        var amount: IndexedAmount?
        /// First line of the food (0-based).
        var position: Int16
        var role: Role
    }

    /// What a line's wording says about the food's part in the recipe.
    enum Role: Sendable, Hashable {
        case main, regular, toTaste, garnish, optional
    }

    /// A recipe's facts shown in results (read only for the recipes returned).
    struct Entry: Sendable {
        var id: String
        var title: String?
        var source: String
        var servings: Double?
        var lineCount: Int
        /// The largest amount in grams among lines that are not pantry staples, when any is known.
        var largestGrams: Double?
    }

    let entries: [Entry]
    /// Recipe → where its distinct lines (one per food; lines without a food each on their own) start in
    /// the flat line arrays; one more element than recipes. Flat arrays of plain values keep a query free of
    /// reference counting.
    let lineStart: [Int32]
    /// Distinct line → interned food, or -1.
    let lineFood: [Int32]
    /// Distinct line → a pantry staple.
    let linePantry: [Bool]
    /// Distinct line → the product it matched.
    let lineProduct: [String?]
    /// Distinct line → the name shown when it is missing.
    let lineName: [String]
    /// Recipe → its place in recipe-id order (ties between equal scores go by id).
    let idRank: [Int32]
    /// Food id → interned number.
    let foodNumbers: [String: Int32]
    /// Interned number → food id.
    let foodIds: [String]
    /// Interned food → recipes using it.
    let postings: [[Posting]]
    let lexicon: Lexicon

    /// Indexes `recipes` with food facts (piece weight, density, pantry flag) from `lexicon`.
    public init(recipes: [IndexedRecipe], lexicon: Lexicon) {
        self.lexicon = lexicon
        var foodNumbers: [String: Int32] = [:]
        var foodIds: [String] = []
        var postings: [[Posting]] = []
        var entries: [Entry] = []
        entries.reserveCapacity(recipes.count)
        var lineStart: [Int32] = [0]
        var lineFood: [Int32] = []
        var linePantry: [Bool] = []
        var lineProduct: [String?] = []
        var lineName: [String] = []
        lineStart.reserveCapacity(recipes.count + 1)
        func intern(_ id: String) -> Int32 {
            if let number = foodNumbers[id] { return number }
            let number = Int32(foodIds.count)
            foodNumbers[id] = number
            foodIds.append(id)
            postings.append([])
            return number
        }
        var roles = RoleReader()
        var recipePostings: [(food: Int32, posting: Posting)] = []
        for recipe in recipes {
            let recipeNumber = Int32(entries.count)
            let facts = recipe.ingredients.map { line -> (food: Food?, grams: Double?, pantry: Bool) in
                let food = line.food.flatMap { lexicon.food(id: $0) }
                // Made by the recipe itself: like a staple, nothing to buy.
                let pantry = line.status == .pantry || line.status == .madeInRecipe || (food?.pantry ?? false)
                return (food, line.amount.flatMap { Self.grams($0, food: food) }, pantry)
            }
            var largest: Double?
            for (line, fact) in zip(recipe.ingredients, facts) where !fact.pantry && !line.toTaste {
                if let grams = fact.grams, grams > (largest ?? -1) { largest = grams }
            }
            let count = recipe.ingredients.count
            recipePostings.removeAll(keepingCapacity: true)
            let firstLine = lineFood.count
            for (position, line) in recipe.ingredients.enumerated() {
                let fact = facts[position]
                guard let foodId = line.food else {
                    lineFood.append(-1)
                    linePantry.append(fact.pantry)
                    lineProduct.append(line.productId)
                    lineName.append(Self.shown(line))
                    continue
                }
                let number = intern(foodId)
                if let existing = lineFood[firstLine...].firstIndex(of: number) {
                    linePantry[existing] = linePantry[existing] && fact.pantry
                } else {
                    lineFood.append(number)
                    linePantry.append(fact.pantry)
                    lineProduct.append(line.productId)
                    lineName.append(Self.shown(line))
                }
                let role = roles.role(line)
                let centrality = Self.centrality(
                    position: position, count: count, grams: fact.grams, largest: largest, role: role)
                if let k = recipePostings.firstIndex(where: { $0.food == number }) {
                    var posting = recipePostings[k].posting
                    posting.centrality = max(posting.centrality, centrality)
                    posting.amount = Self.sum(posting.amount, line.amount, food: fact.food)
                    if Self.rank(role) < Self.rank(posting.role) { posting.role = role }
                    recipePostings[k].posting = posting
                } else {
                    recipePostings.append((number, Posting(
                        recipe: recipeNumber, centrality: centrality, amount: line.amount,
                        position: Int16(clamping: position), role: role)))
                }
            }
            lineStart.append(Int32(lineFood.count))
            for (number, var posting) in recipePostings {
                if posting.role == .regular, let largest,
                   let grams = posting.amount.flatMap({ Self.grams($0, food: lexicon.food(id: foodIds[Int(number)])) }),
                   grams >= largest * 0.999
                {
                    posting.role = .main
                }
                postings[Int(number)].append(posting)
            }
            entries.append(Entry(
                id: recipe.id, title: recipe.title, source: recipe.source, servings: recipe.servings,
                lineCount: count, largestGrams: largest))
        }
        var idRank = [Int32](repeating: 0, count: entries.count)
        for (rank, number) in entries.indices.sorted(by: { entries[$0].id < entries[$1].id }).enumerated() {
            idRank[number] = Int32(rank)
        }
        self.entries = entries
        self.lineStart = lineStart
        self.lineFood = lineFood
        self.linePantry = linePantry
        self.lineProduct = lineProduct
        self.lineName = lineName
        self.idRank = idRank
        self.foodNumbers = foodNumbers
        self.foodIds = foodIds
        self.postings = postings
    }

    /// Recipes indexed.
    public var count: Int { entries.count }

    /// Food ids that some recipe uses, with how many recipes use each.
    public var foodUse: [String: Int] {
        var result: [String: Int] = [:]
        for (number, list) in postings.enumerated() where !list.isEmpty { result[foodIds[number]] = list.count }
        return result
    }

    // MARK: Centrality

    /// How central a line is: its amount against the recipe's largest, and how early it comes.
    ///
    /// Recipes list main ingredients first and by amount; a to-taste, optional or garnish line is
    /// marked down whatever its position.
    static func centrality(position: Int, count: Int, grams: Double?, largest: Double?, role: Role) -> Double {
        let positionScore = count > 1 ? 1 - 0.75 * Double(position) / Double(count - 1) : 1
        var base: Double
        if let grams, let largest, largest > 0 {
            let share = min(1, (grams / largest).squareRoot())
            base = 0.65 * share + 0.35 * positionScore
        } else {
            base = 0.7 * positionScore
        }
        switch role {
        case .main, .regular: break
        case .toTaste: base *= 0.35
        case .garnish: base *= 0.5
        case .optional: base *= 0.6
        }
        return min(1, max(0, base))
    }

    static func rank(_ role: Role) -> Int {
        switch role {
        case .main: 0
        case .regular: 1
        case .optional: 2
        case .garnish: 3
        case .toTaste: 4
        }
    }

    /// Words in the group or line that mark a garnish or topping.
    static let garnishWords = [
        "garnish", "topping", "for serving", "to serve", "decorat", "飾り", "トッピング", "薬味", "添え", "仕上げ",
        "お好みで", "彩り",
    ]

    /// Reads a line's role; a byte search (ASCII folded to lower case), with groups remembered, since
    /// every line of a large index passes here.
    struct RoleReader {
        private let words = SuggestionIndex.garnishWords.map { Array($0.utf8) }
        private var groups: [String: Bool] = [:]

        mutating func role(_ line: IndexedIngredient) -> Role {
            if line.toTaste { return .toTaste }
            if mentionsGarnish(line.text) { return .garnish }
            if let group = line.group {
                if let known = groups[group] {
                    if known { return .garnish }
                } else {
                    let found = mentionsGarnish(group)
                    groups[group] = found
                    if found { return .garnish }
                }
            }
            return line.optional ? .optional : .regular
        }

        func mentionsGarnish(_ text: String) -> Bool {
            var bytes = Array(text.utf8)
            for k in bytes.indices where bytes[k] >= 0x41 && bytes[k] <= 0x5A { bytes[k] += 0x20 }
            for word in words where word.count <= bytes.count {
                let first = word[0]
                var start = 0
                while start + word.count <= bytes.count {
                    if bytes[start] == first {
                        var k = 1
                        while k < word.count && bytes[start + k] == word[k] { k += 1 }
                        if k == word.count { return true }
                    }
                    start += 1
                }
            }
            return false
        }
    }

    /// The amount in grams: millilitres through the density (1 when unknown), pieces through the piece weight.
    static func grams(_ amount: IndexedAmount, food: Food?) -> Double? {
        switch amount.unit {
        case .g: amount.value
        case .ml: amount.value * (food?.density ?? 1)
        case .piece: food?.pieceGrams.map { amount.value * $0 }
        }
    }

    /// Two amounts of one food added up, in the first's unit when the second converts.
    static func sum(_ a: IndexedAmount?, _ b: IndexedAmount?, food: Food?) -> IndexedAmount? {
        guard let a else { return b }
        guard let b else { return a }
        if a.unit == b.unit { return IndexedAmount(value: a.value + b.value, unit: a.unit) }
        guard let ga = grams(a, food: food), let gb = grams(b, food: food) else { return a }
        return IndexedAmount(value: ga + gb, unit: .g)
    }

    static func shown(_ line: IndexedIngredient) -> String {
        line.name.isEmpty ? line.text : line.name
    }
}
