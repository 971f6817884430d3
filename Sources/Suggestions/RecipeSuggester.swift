public import Catalog
public import FoodLexicon
import Foundation
import IngredientParsing

/// Ranks the indexed recipes for a product: how central its food is in the recipe, how much of its pack
/// the recipe uses, and how many of the recipe's other ingredients can be had for the pickup date.
///
/// Pure and synchronous: build it once over an index and a catalog snapshot, then call `suggest` per query.
/// A query walks only the postings of the asked foods; deliverability is worked out once per food and
/// per product for the query's date, station and time.
public struct RecipeSuggester: Sendable {
    public let index: SuggestionIndex
    public let catalog: CatalogSnapshot
    private let products: [Product]
    /// Interned food → catalog products that are it or descend from it.
    private let productsByFood: [[Int32]]
    private let productById: [String: Int32]
    /// Distinct line of the index → the catalog product it matched, or -1.
    private let lineProduct: [Int32]
    /// Food id → its children in the lexicon.
    private let children: [String: [String]]

    /// Weights of the score's parts.
    static let weights = (centrality: 0.5, pack: 0.25, others: 0.25)
    /// The pack part when the amount or the pack is unknown.
    static let unknownPack = 0.35

    /// A suggester over `index` and the catalog's products and calendar.
    public init(index: SuggestionIndex, catalog: CatalogSnapshot) {
        self.index = index
        self.catalog = catalog
        let products = catalog.products.filter { $0.onSale && $0.kind == .food }
        self.products = products
        var productsByFood = Array(repeating: [Int32](), count: index.foodIds.count)
        var productById: [String: Int32] = [:]
        for (number, product) in products.enumerated() {
            productById[product.id] = Int32(number)
            var lineage = Set(product.foods)
            for food in product.foods { for ancestor in index.lexicon.ancestors(of: food) { lineage.insert(ancestor.id) } }
            for food in lineage {
                if let interned = index.foodNumbers[food] { productsByFood[Int(interned)].append(Int32(number)) }
            }
        }
        self.productsByFood = productsByFood
        self.productById = productById
        lineProduct = index.lineProduct.map { id in id.flatMap { productById[$0] } ?? -1 }
        var children: [String: [String]] = [:]
        for food in index.lexicon.foods { if let parent = food.parent { children[parent, default: []].append(food.id) } }
        self.children = children
    }

    /// The foods a request reaches, with how well a recipe line of that food fits the product (1 = the same food).
    ///
    /// The product's main food; its other foods; the more general foods a recipe may write (`鶏肉` for a
    /// thigh pack); the more specific ones (`pork belly` for a `pork` pack).
    public func relatedFoods(_ foods: [String]) -> [(food: String, relation: Double)] {
        Self.relatedFoods(foods, lexicon: index.lexicon, children: children)
    }

    /// `relatedFoods` without a suggester, for choosing which recipes to read from the store.
    public static func relatedFoods(_ foods: [String], lexicon: Lexicon) -> [(food: String, relation: Double)] {
        var children: [String: [String]] = [:]
        for food in lexicon.foods { if let parent = food.parent { children[parent, default: []].append(food.id) } }
        return relatedFoods(foods, lexicon: lexicon, children: children)
    }

    private static func relatedFoods(_ foods: [String], lexicon: Lexicon, children: [String: [String]])
        -> [(food: String, relation: Double)]
    {
        guard let main = foods.first else { return [] }
        var result: [String: Double] = [main: 1]
        for food in foods.dropFirst() where result[food] == nil { result[food] = 0.7 }
        for (level, ancestor) in lexicon.ancestors(of: main).prefix(2).enumerated() where result[ancestor.id] == nil {
            result[ancestor.id] = level == 0 ? 0.85 : 0.75
        }
        var frontier = [main]
        for _ in 0..<2 {
            var next: [String] = []
            for food in frontier {
                for child in children[food] ?? [] where result[child] == nil {
                    result[child] = 0.8
                    next.append(child)
                }
            }
            frontier = next
        }
        return result.map { (food: $0.key, relation: $0.value) }.sorted { $0.food < $1.food }
    }

    private struct Candidate {
        var posting: SuggestionIndex.Posting
        var food: Int32
        var relation: Double
        var score: Double = 0
        var packShare: Double?
        var deliverable = 0
        var pantry = 0
        var others = 0
    }

    /// The best recipes for the request, best first (ties by recipe id).
    public func suggest(_ request: SuggestionRequest) -> [RecipeSuggestion] {
        let related = relatedFoods(request.foods)
        var targets: [(Int32, Double)] = []
        var isTarget = [Bool](repeating: false, count: index.foodIds.count)
        for (food, relation) in related {
            guard let number = index.foodNumbers[food] else { continue }
            targets.append((number, relation))
            isTarget[Int(number)] = true
        }
        guard !targets.isEmpty, request.limit > 0 else { return [] }

        // One candidate per recipe: the posting of the best related food.
        var slot = [Int32](repeating: -1, count: index.entries.count)
        var candidates: [Candidate] = []
        for (number, relation) in targets {
            for posting in index.postings[Int(number)] {
                let recipe = Int(posting.recipe)
                if slot[recipe] < 0 {
                    slot[recipe] = Int32(candidates.count)
                    candidates.append(Candidate(posting: posting, food: number, relation: relation))
                } else {
                    let k = Int(slot[recipe])
                    if relation * posting.centrality > candidates[k].relation * candidates[k].posting.centrality {
                        candidates[k] = Candidate(posting: posting, food: number, relation: relation)
                    }
                }
            }
        }

        var check = DeliveryCheck(suggester: self, request: request)
        let pack = request.product.map { (product: $0, food: $0.foods.first.flatMap { index.lexicon.food(id: $0) }) }
        let lineStart = index.lineStart
        let lineFood = index.lineFood
        let linePantry = index.linePantry
        let idRank = index.idRank
        func better(_ a: Candidate, _ b: Candidate) -> Bool {
            if a.score != b.score { return a.score > b.score }
            return idRank[Int(a.posting.recipe)] < idRank[Int(b.posting.recipe)]
        }
        // The best `limit` so far, best first. A candidate whose score cannot reach the last kept one even
        // with every other ingredient available is dropped before its lines are read.
        var best: [Candidate] = []
        best.reserveCapacity(request.limit + 1)
        for var c in candidates {
            if let pack, let amount = c.posting.amount {
                c.packShare = Self.packShare(amount, pack: pack.product.pack, food: pack.food)
            }
            let packScore = c.packShare.map { $0 > 0 ? $0 / $0.rounded(.up) : 0 } ?? Self.unknownPack
            let partial = c.relation * (Self.weights.centrality * c.posting.centrality + Self.weights.pack * packScore)
            if best.count == request.limit, let last = best.last,
               partial + c.relation * Self.weights.others < last.score
            {
                continue
            }
            let recipe = Int(c.posting.recipe)
            for j in Int(lineStart[recipe])..<Int(lineStart[recipe + 1]) {
                let food = lineFood[j]
                if food >= 0 && isTarget[Int(food)] { continue }
                c.others += 1
                if linePantry[j] {
                    c.pantry += 1
                } else if check.canHave(food: food, product: lineProduct[j]) {
                    c.deliverable += 1
                }
            }
            let othersScore = c.others == 0 ? 1 : Double(c.deliverable + c.pantry) / Double(c.others)
            c.score = partial + c.relation * Self.weights.others * othersScore
            if best.count == request.limit, let last = best.last, !better(c, last) { continue }
            var low = 0
            var high = best.count
            while low < high {
                let mid = (low + high) / 2
                if better(best[mid], c) { low = mid + 1 } else { high = mid }
            }
            best.insert(c, at: low)
            if best.count > request.limit { best.removeLast() }
        }
        return best.map { suggestion(for: $0, request: request, isTarget: isTarget, check: &check) }
    }

    /// The `limit` best of `items` by `better`, sorted, without sorting them all.
    static func top<T>(_ items: [T], limit: Int, by better: (T, T) -> Bool) -> [T] {
        guard items.count > limit * 4 else { return Array(items.sorted(by: better).prefix(limit)) }
        var kept: [T] = []
        kept.reserveCapacity(limit + 1)
        for item in items {
            if kept.count == limit, let last = kept.last, !better(item, last) { continue }
            var low = 0
            var high = kept.count
            while low < high {
                let mid = (low + high) / 2
                if better(kept[mid], item) { low = mid + 1 } else { high = mid }
            }
            kept.insert(item, at: low)
            if kept.count > limit { kept.removeLast() }
        }
        return kept
    }

    private func suggestion(
        for c: Candidate, request: SuggestionRequest, isTarget: [Bool], check: inout DeliveryCheck
    ) -> RecipeSuggestion {
        let entry = index.entries[Int(c.posting.recipe)]
        let lexicon = index.lexicon
        let foodId = index.foodIds[Int(c.food)]
        let food = lexicon.food(id: foodId)
        var reasons: [String] = []
        if c.relation < 1, let main = request.foods.first {
            let asked = food.map { $0.english.first ?? $0.id } ?? foodId
            let have = lexicon.food(id: main).map { $0.english.first ?? $0.id } ?? main
            reasons.append("recipe calls for \(asked); this is \(have)")
        }
        reasons.append(roleReason(c.posting, entry: entry, food: food))
        if let amount = c.posting.amount {
            reasons.append(packReason(amount, share: c.packShare, product: request.product))
        } else {
            reasons.append("amount not stated")
        }
        var missing: [String] = []
        let recipe = Int(c.posting.recipe)
        for j in Int(index.lineStart[recipe])..<Int(index.lineStart[recipe + 1]) {
            let food = index.lineFood[j]
            if food >= 0 && isTarget[Int(food)] { continue }
            if !index.linePantry[j] && !check.canHave(food: food, product: lineProduct[j]) {
                missing.append(index.lineName[j])
            }
        }
        let date = "\(request.pickupDate.month)/\(request.pickupDate.day)"
        if c.others == 0 {
            reasons.append("no other ingredients")
        } else {
            var text = "\(c.deliverable + c.pantry) of \(c.others) other ingredient\(c.others == 1 ? "" : "s") "
                + "deliverable on \(date)"
            if c.pantry > 0 { text += " or in the pantry (\(c.pantry) pantry staple\(c.pantry == 1 ? "" : "s"))" }
            reasons.append(text)
        }
        if !missing.isEmpty { reasons.append("missing: " + missing.joined(separator: ", ")) }
        return RecipeSuggestion(
            recipeId: entry.id, title: entry.title, source: entry.source, servings: entry.servings, score: c.score,
            reasons: reasons, usesAmount: c.posting.amount.map(Self.amount), packShare: c.packShare,
            otherIngredients: c.others, deliverableOthers: c.deliverable, pantryOthers: c.pantry, missing: missing,
            centrality: c.posting.centrality, relation: c.relation)
    }

    private func roleReason(_ posting: SuggestionIndex.Posting, entry: SuggestionIndex.Entry, food: Food?) -> String {
        let place = "line \(Int(posting.position) + 1) of \(entry.lineCount)"
        var grams = ""
        if let amount = posting.amount, let value = SuggestionIndex.grams(amount, food: food),
           let largest = entry.largestGrams, largest > 0, posting.role != .main
        {
            grams = ", \(Int((100 * value / largest).rounded()))% of the largest amount"
        }
        switch posting.role {
        case .main: return "main ingredient: the largest amount (\(place))"
        case .toTaste: return "used to taste (\(place))"
        case .garnish: return "garnish or topping (\(place))"
        case .optional: return "optional (\(place)\(grams))"
        case .regular:
            let kind = posting.centrality >= 0.6 ? "main ingredient" : posting.centrality >= 0.35 ? "supporting ingredient" : "minor ingredient"
            return "\(kind) (\(place)\(grams))"
        }
    }

    private func packReason(_ amount: IndexedAmount, share: Double?, product: Product?) -> String {
        let uses = Self.describe(amount)
        guard let product else { return "uses \(uses)" }
        let pack = Self.describe(IndexedAmount(value: Self.perPack(product.pack), unit: product.pack.unit))
        guard let share else { return "uses \(uses) (cannot compare with a \(pack) pack)" }
        // Converted amounts say what they come to in the pack's unit: `1 piece (≈ 250 g)`.
        let converted = Self.describe(IndexedAmount(value: share * Self.perPack(product.pack), unit: product.pack.unit))
        let shown = amount.unit == product.pack.unit ? uses : "\(uses) (≈ \(converted))"
        if share <= 1.0001 { return "uses \(shown) of this \(pack) pack" }
        let packs = Int(share.rounded(.up))
        let used = Int((100 * share / Double(packs)).rounded())
        return "uses \(shown): \(packs) packs of \(pack) (\(used)% used)"
    }

    // MARK: Amounts

    /// What one pack holds in its base unit (pieces for a pack of counted pieces).
    static func perPack(_ pack: PackSize) -> Double {
        if pack.unit == .piece, let pieces = pack.pieces, pieces > 0 { return Double(pieces) }
        return pack.value
    }

    /// The amount over one pack, when the units convert (through density and piece weight).
    static func packShare(_ amount: IndexedAmount, pack: PackSize, food: Food?) -> Double? {
        let size = perPack(pack)
        guard size > 0 else { return nil }
        let pieceGrams: Double? = pack.unit == .g && (pack.pieces ?? 0) > 0
            ? pack.value / Double(pack.pieces ?? 1) : food?.pieceGrams
        let density = food?.density ?? 1
        let needed: Double?
        switch (amount.unit, pack.unit) {
        case (.g, .g), (.ml, .ml), (.piece, .piece): needed = amount.value
        case (.ml, .g): needed = amount.value * density
        case (.g, .ml): needed = amount.value / density
        case (.g, .piece): needed = pieceGrams.map { amount.value / $0 }
        case (.piece, .g): needed = pieceGrams.map { amount.value * $0 }
        case (.ml, .piece): needed = pieceGrams.map { amount.value * density / $0 }
        case (.piece, .ml): needed = nil
        }
        return needed.map { $0 / size }
    }

    static func amount(_ amount: IndexedAmount) -> Amount {
        switch amount.unit {
        case .g: Amount(value: amount.value, dimension: .mass)
        case .ml: Amount(value: amount.value, dimension: .volume)
        case .piece: Amount(value: amount.value, dimension: .count)
        }
    }

    /// `300 g`, `1.5 kg`, `200 ml`, `3 pieces`.
    static func describe(_ amount: IndexedAmount) -> String {
        func number(_ v: Double) -> String {
            let rounded = (v * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        switch amount.unit {
        case .g: return amount.value >= 1000 ? number(amount.value / 1000) + " kg" : number(amount.value) + " g"
        case .ml: return amount.value >= 1000 ? number(amount.value / 1000) + " l" : number(amount.value) + " ml"
        case .piece: return number(amount.value) + (amount.value == 1 ? " piece" : " pieces")
        }
    }

    // MARK: Deliverability

    /// Whether the other lines of a recipe can be had for the request's date, worked out once per food
    /// and product and remembered for the rest of the query.
    struct DeliveryCheck {
        let suggester: RecipeSuggester
        let request: SuggestionRequest
        private var byFood: [UInt8]
        private var byProduct: [UInt8]
        private var shopOpen: [String: Bool] = [:]

        init(suggester: RecipeSuggester, request: SuggestionRequest) {
            self.suggester = suggester
            self.request = request
            byFood = [UInt8](repeating: 0, count: suggester.index.foodIds.count)
            byProduct = [UInt8](repeating: 0, count: suggester.products.count)
        }

        /// A line can be had when a product of its food (or the product it matched) can be picked up.
        mutating func canHave(food: Int32, product: Int32) -> Bool {
            if food >= 0 {
                let f = Int(food)
                if byFood[f] == 0 {
                    byFood[f] = suggester.productsByFood[f].contains { available(Int($0)) } ? 1 : 2
                }
                if byFood[f] == 1 { return true }
            }
            return product >= 0 && available(Int(product))
        }

        private mutating func available(_ number: Int) -> Bool {
            if byProduct[number] == 0 {
                let product = suggester.products[number]
                var ok = product.isAvailable
                    && suggester.catalog.isDeliverable(product: product, station: request.station, on: request.pickupDate)
                if ok {
                    if let open = shopOpen[product.shopId] {
                        ok = open
                    } else {
                        let open = suggester.catalog.shop(id: product.shopId).map {
                            request.now < suggester.catalog.orderDeadline(shop: $0, pickupDate: request.pickupDate)
                        } ?? false
                        shopOpen[product.shopId] = open
                        ok = open
                    }
                }
                byProduct[number] = ok ? 1 : 2
            }
            return byProduct[number] == 1
        }
    }
}
