public import Catalog
import Foundation
public import FoodLexicon
public import IngredientParsing

/// Ranks catalog products for parsed ingredient lines: candidates by food, parent and child foods and
/// names; scores with visible components; packs planned; pantry staples and weak matches flagged.
///
/// Pure and synchronous: build it once over a `CatalogIndex` and call `match` for each line.
public struct ProductMatcher: Sendable {
    /// The index matched against.
    public let index: CatalogIndex
    /// Best scores below this make the line `unmatched` (calibrated on our evaluation lines).
    public var threshold: Double

    /// The default threshold.
    public static let defaultThreshold = 0.6

    /// A matcher over an index.
    public init(index: CatalogIndex, threshold: Double = ProductMatcher.defaultThreshold) {
        self.index = index
        self.threshold = threshold
    }

    /// A matcher over a catalog snapshot and a lexicon (builds the index).
    public init(catalog: CatalogSnapshot, lexicon: Lexicon, threshold: Double = ProductMatcher.defaultThreshold) {
        self.init(index: CatalogIndex(catalog: catalog, lexicon: lexicon), threshold: threshold)
    }

    enum Relation: Hashable {
        case exact
        /// The product's food is a descendant of the line's food (`pork` → pork belly); depth in the chain.
        case child(Int)
        /// The product's food is an ancestor of the line's food (`cherry-tomato` → tomato).
        case parent(Int)
        /// The product's food shares the line's food's parent (`beef-steak` → beef sirloin).
        case sibling
        case nameOnly
    }

    struct Scored {
        var entry: Int
        var relation: Relation
        var components: ScoreComponents
        var plan: PackPlan
        var modifierNote: String?
        var nameOverlap: Double
        var score: Double
    }

    /// Matches one parsed line; `top` limits the candidates returned.
    public func match(_ parsed: ParsedIngredient, top: Int = 3) -> IngredientMatch {
        let lexicon = index.lexicon
        let food = parsed.food.flatMap { lexicon.food(id: $0) }
        let lineage = food.map { [$0] + lexicon.ancestors(of: $0.id) } ?? []
        if lineage.contains(where: { Self.neverSold.contains($0.id) }) {
            return IngredientMatch(parsed: parsed, status: .pantry, candidates: [])
        }
        // The food's own flag: a pantry parent (vinegar) does not make its children (balsamic) staples.
        let pantry = food.map { $0.pantry || Self.pantryFoods.contains($0.id) } ?? false

        // Candidates.
        var relations: [Int: Relation] = [:]
        if let food {
            for i in index.byFood[food.id] ?? [] { relations[i] = .exact }
            for i in index.byAncestor[food.id] ?? [] where relations[i] == nil {
                let product = index.entries[i].product
                let depth = product.foods.compactMap { f -> Int? in
                    let chain = lexicon.ancestors(of: f).map(\.id)
                    return chain.firstIndex(of: food.id).map { $0 + 1 }
                }.min() ?? 1
                relations[i] = .child(depth)
            }
            for (level, ancestor) in lineage.dropFirst().enumerated() {
                for i in index.byFood[ancestor.id] ?? [] where relations[i] == nil { relations[i] = .parent(level + 1) }
            }
            // Nothing of this food or its line: products of its sibling foods, scored lower.
            if relations.isEmpty, let parent = food.parent {
                for i in index.byAncestor[parent] ?? [] where relations[i] == nil { relations[i] = .sibling }
            }
        }
        let japanese = parsed.language == "ja"
        let queryFeatures = NameFeatures(parsed.name.isEmpty ? parsed.text : parsed.name)
        let query = japanese ? queryFeatures.grams : queryFeatures.tokens
        if relations.isEmpty && !query.isEmpty {
            for i in nameCandidates(query, japanese: japanese) { relations[i] = .nameOnly }
        }
        if relations.isEmpty {
            return IngredientMatch(parsed: parsed, status: pantry ? .pantry : .unmatched, candidates: [])
        }

        // Modifiers the line asks for: cuts from the name, forms (canned, dried …) from the whole line.
        var wanted = ProductModifier.detect(in: queryFeatures.normalized)
        if !japanese, !parsed.name.isEmpty, let range = parsed.text.range(of: parsed.name) {
            // "thinly sliced beef", "ground pork": words before the name describe what is bought.
            wanted.formUnion(ProductModifier.detect(in: TextNormalizer.normalize(String(parsed.text[..<range.lowerBound]))))
        }
        let lineFeatures = TextNormalizer.normalize(parsed.text)
        for modifier in ProductModifier.detect(in: lineFeatures) where modifier.group != .cut {
            wanted.insert(modifier)
        }
        if parsed.unit == "can" { wanted.insert(.canned) }

        var scored: [Scored] = []
        scored.reserveCapacity(relations.count)
        for (i, relation) in relations {
            let entry = index.entries[i]
            let target = japanese ? entry.ja.grams : entry.en.tokens
            let overlap = NameFeatures.overlap(query, target)
            var c = ScoreComponents()
            var nameScore = query.isEmpty ? 0.5 : 0.7 * overlap.containment + 0.3 * overlap.dice
            var bestContainment = overlap.containment
            // The line may name the food as the lexicon does (卵) while the product says たまご.
            // Only where the product's food is the line's food or more general: a child food's names
            // (ショートパスタ) would otherwise outrank the plain product for a generic line (パスタ).
            if !query.isEmpty, relation == .exact || Self.isParent(relation), let main = entry.product.foods.first {
                let viaFood = foodNameOverlap(query, food: main, japanese: japanese)
                if 0.9 * viaFood > nameScore { nameScore = 0.9 * viaFood }
                bestContainment = max(bestContainment, viaFood)
            }
            c.name = nameScore
            switch relation {
            case .exact: c.identity = entry.product.foods.first == food?.id ? 1 : 0.9
            case .child(let depth): c.identity = depth == 1 ? 0.8 : 0.7
            case .parent(let level): c.identity = level == 1 ? 0.62 : 0.5
            case .sibling: c.identity = 0.45
            case .nameOnly: c.identity = overlap.containment >= 0.75 ? 0.45 * overlap.containment : 0
            }
            let (modifierScore, note, conflict) = Self.modifierScore(wanted: wanted, product: entry.modifiers)
            c.modifiers = modifierScore
            c.penalty = conflict
            let productFood = entry.product.foods.first.flatMap { lexicon.food(id: $0) }
            let plan = PackPlan.plan(parsed, pack: entry.product.pack, food: productFood ?? food)
            if plan.needed == nil && plan.convertible {
                c.unit = 0.7
            } else {
                c.unit = plan.convertible ? 1 : 0.2
            }
            c.fit = plan.usage(packSize: Self.perPack(entry.product.pack)) ?? 0.5
            c.popularity = Double(entry.product.popularity) / 100
            c.available = entry.product.isAvailable ? 1 : 0
            scored.append(Scored(
                entry: i, relation: relation, components: c, plan: plan, modifierNote: note,
                nameOverlap: bestContainment, score: 0))
        }
        // Without an amount, prefer the cheaper packs of what fits (a pinch of pepper needs the small jar).
        if scored.contains(where: { $0.plan.needed == nil }) {
            let cheapest = scored.map { index.entries[$0.entry].product.price }.min() ?? 1
            for k in scored.indices where scored[k].plan.needed == nil {
                let price = index.entries[scored[k].entry].product.price
                scored[k].components.fit = 0.3 + 0.5 * Double(cheapest) / Double(max(price, 1))
            }
        }
        for k in scored.indices { scored[k].score = scored[k].components.total }
        scored.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            return index.entries[a.entry].product.id < index.entries[b.entry].product.id
        }
        let candidates = scored.prefix(max(top, 0)).map { candidate(for: $0, food: food) }
        let status: MatchStatus
        if pantry {
            status = .pantry
        } else if let best = scored.first, best.score >= threshold {
            status = .matched
        } else {
            status = .unmatched
        }
        return IngredientMatch(parsed: parsed, status: status, candidates: Array(candidates))
    }

    /// Foods that are never bought (tap water, ice).
    static let neverSold: Set<String> = ["water", "hot-water", "ice-water", "ice", "boiling-water", "cold-water"]

    /// Staples treated as pantry even when the lexicon does not flag them.
    static let pantryFoods: Set<String> = [
        "salt", "pepper", "sugar", "soy-sauce", "vegetable-oil", "salt-and-pepper", "black-pepper",
    ]

    static func perPack(_ pack: PackSize) -> Double {
        if pack.unit == .piece, let pieces = pack.pieces, pieces > 0 { return Double(pieces) }
        return pack.value
    }

    /// Products sharing enough of the query's grams or tokens, most shared first.
    private func nameCandidates(_ query: [UInt64], japanese: Bool) -> [Int] {
        var counts: [Int: Int] = [:]
        let postings = japanese ? index.byGram : index.byToken
        for feature in query {
            guard let list = postings[feature], list.count < 2000 else { continue }
            for i in list { counts[i, default: 0] += 1 }
        }
        let needed = max(1, Int((Double(query.count) * 0.6).rounded(.up)))
        return counts.filter { $0.value >= needed }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(40).map(\.key)
    }

    static func isParent(_ relation: Relation) -> Bool {
        if case .parent = relation { return true }
        return false
    }

    /// The best overlap of the query with one of the food's lexicon names.
    private func foodNameOverlap(_ query: [UInt64], food: String, japanese: Bool) -> Double {
        var best = 0.0
        for name in index.foodNames[food] ?? [] {
            let target = japanese ? name.grams : name.tokens
            if target.isEmpty { continue }
            let overlap = NameFeatures.overlap(query, target)
            best = max(best, 0.7 * overlap.containment + 0.3 * overlap.dice)
        }
        return best
    }

    /// The modifier component, a note, and the penalty factor: 1 when every asked modifier is on the
    /// product; 0 and ×0.8 on a conflict (sliced asked, block sold); 0.6 when neither says anything.
    static func modifierScore(wanted: Set<ProductModifier>, product: Set<ProductModifier>)
        -> (Double, String?, Double)
    {
        let (score, note) = modifierScoreAndNote(wanted: wanted, product: product)
        if score == 0 { return (0, note, 0.8) }
        if score <= 0.05 { return (score, note, 0.85) }
        if score <= 0.3 { return (score, note, 0.93) }
        return (score, note, 1)
    }

    static func modifierScoreAndNote(wanted: Set<ProductModifier>, product: Set<ProductModifier>) -> (Double, String?) {
        if wanted.isEmpty && product.isEmpty { return (0.6, nil) }
        var score = 0.6
        var note: String?
        for modifier in wanted {
            if product.contains(modifier) {
                score += 0.4
                note = note ?? "\(modifier.rawValue) as asked"
            } else if let other = product.first(where: { $0.group == modifier.group }) {
                return (0, "\(other.rawValue) but \(modifier.rawValue) asked")
            } else if modifier == .canned {
                // A product saying nothing about cans is fresh (tomatoes, corn, tuna).
                return (0.05, "fresh, but canned asked")
            } else {
                score -= 0.1
            }
        }
        for modifier in product where modifier.isSpecialForm && !wanted.contains(modifier) {
            score = min(score, 0.3)
            note = "product is \(modifier.rawValue)"
        }
        return (max(0, min(1, score)), note)
    }

    private func candidate(for scored: Scored, food: Food?) -> MatchCandidate {
        let product = index.entries[scored.entry].product
        var reasons: [String] = []
        let productFood = product.foods.first ?? "?"
        switch scored.relation {
        case .exact: reasons.append("food \(food?.id ?? productFood)")
        case .child: reasons.append("food \(productFood) is a kind of \(food?.id ?? "?")")
        case .parent: reasons.append("food \(productFood) is the general food of \(food?.id ?? "?")")
        case .sibling: reasons.append("food \(productFood) is a relative of \(food?.id ?? "?") (same parent)")
        case .nameOnly: reasons.append("name only (no food match)")
        }
        reasons.append("name overlap \(Self.twoDecimals(scored.nameOverlap))")
        if let note = scored.modifierNote { reasons.append(note) }
        reasons.append(scored.plan.reason)
        if !product.isAvailable { reasons.append(product.onSale ? "sold out" : "not on sale") }
        return MatchCandidate(
            productId: product.id, name: product.name, shopId: product.shopId, score: scored.score,
            reasons: reasons, packs: scored.plan.packs, price: scored.plan.packs * product.price,
            components: scored.components)
    }

    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
