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

    /// One line of a recipe as seen from another food's query: what it takes to have it.
    struct Line: Sendable {
        /// Interned food, or -1.
        var food: Int32
        /// The product it matched, or nil.
        var productId: String?
        var pantry: Bool
        /// The name shown when it is missing.
        var name: String
    }

    struct Entry: Sendable {
        var id: String
        var title: String?
        var source: String
        var servings: Double?
        var lineCount: Int
        /// Distinct lines (one per food; lines without a food each on their own).
        var lines: [Line]
        /// The largest amount in grams among lines that are not pantry staples, when any is known.
        var largestGrams: Double?
    }

    let entries: [Entry]
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
        func intern(_ id: String) -> Int32 {
            if let number = foodNumbers[id] { return number }
            let number = Int32(foodIds.count)
            foodNumbers[id] = number
            foodIds.append(id)
            postings.append([])
            return number
        }
        for recipe in recipes {
            let recipeNumber = Int32(entries.count)
            let facts = recipe.ingredients.map { line -> (food: Food?, grams: Double?, pantry: Bool) in
                let food = line.food.flatMap { lexicon.food(id: $0) }
                let pantry = line.status == .pantry || (food?.pantry ?? false)
                return (food, line.amount.flatMap { Self.grams($0, food: food) }, pantry)
            }
            let largest = zip(recipe.ingredients, facts)
                .compactMap { line, fact in fact.pantry || line.toTaste ? nil : fact.grams }.max()
            let count = recipe.ingredients.count
            var byFood: [Int32: Posting] = [:]
            var order: [Int32] = []
            var lines: [Line] = []
            var lineOfFood: [Int32: Int] = [:]
            for (position, line) in recipe.ingredients.enumerated() {
                let fact = facts[position]
                guard let foodId = line.food else {
                    lines.append(Line(food: -1, productId: line.productId, pantry: fact.pantry, name: Self.shown(line)))
                    continue
                }
                let number = intern(foodId)
                if let existing = lineOfFood[number] {
                    lines[existing].pantry = lines[existing].pantry && fact.pantry
                } else {
                    lineOfFood[number] = lines.count
                    lines.append(Line(food: number, productId: line.productId, pantry: fact.pantry, name: Self.shown(line)))
                }
                let role = Self.role(line)
                let centrality = Self.centrality(
                    position: position, count: count, grams: fact.grams, largest: largest, role: role)
                if var posting = byFood[number] {
                    posting.centrality = max(posting.centrality, centrality)
                    posting.amount = Self.sum(posting.amount, line.amount, food: fact.food)
                    if Self.rank(role) < Self.rank(posting.role) { posting.role = role }
                    byFood[number] = posting
                } else {
                    byFood[number] = Posting(
                        recipe: recipeNumber, centrality: centrality, amount: line.amount,
                        position: Int16(clamping: position), role: role)
                    order.append(number)
                }
            }
            for number in order {
                guard var posting = byFood[number] else { continue }
                if posting.role == .regular, let grams = posting.amount.flatMap({ Self.grams($0, food: lexicon.food(id: foodIds[Int(number)])) }),
                   let largest, grams >= largest * 0.999
                {
                    posting.role = .main
                }
                postings[Int(number)].append(posting)
            }
            entries.append(Entry(
                id: recipe.id, title: recipe.title, source: recipe.source, servings: recipe.servings,
                lineCount: count, lines: lines, largestGrams: largest))
        }
        self.entries = entries
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

    static func role(_ line: IndexedIngredient) -> Role {
        if line.toTaste { return .toTaste }
        let lowered = (line.text + " " + (line.group ?? "")).lowercased()
        if garnishWords.contains(where: { lowered.contains($0) }) { return .garnish }
        if line.optional { return .optional }
        return .regular
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
