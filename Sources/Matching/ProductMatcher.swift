public import Catalog
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
        var plan: PackMath
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

        // Candidates: the food, its descendants, its ancestors, else its siblings, else names.
        var seen = [UInt64](repeating: 0, count: (index.entries.count + 63) / 64)
        var candidates: [(entry: Int, relation: Relation)] = []
        func add(_ i: Int, _ relation: Relation) {
            let word = i >> 6, bit = UInt64(1) << UInt64(i & 63)
            if seen[word] & bit == 0 {
                seen[word] |= bit
                candidates.append((i, relation))
            }
        }
        if let food {
            for i in index.byFood[food.id] ?? [] { add(i, .exact) }
            for i in index.byAncestor[food.id] ?? [] {
                add(i, .child(index.entries[i].mainFood?.parent == food.id ? 1 : 2))
            }
            for (level, ancestor) in lineage.dropFirst().enumerated() {
                for i in index.byFood[ancestor.id] ?? [] { add(i, .parent(level + 1)) }
            }
            // Nothing of this food or its line: products of its sibling foods, scored lower.
            if candidates.isEmpty, let parent = food.parent {
                for i in index.byAncestor[parent] ?? [] { add(i, .sibling) }
            }
        }
        let japanese = parsed.language == "ja"
        let queryFeatures = NameFeatures(parsed.name.isEmpty ? parsed.text : parsed.name)
        let query = japanese ? queryFeatures.grams : queryFeatures.tokens
        if candidates.isEmpty && !query.isEmpty {
            for i in nameCandidates(query, japanese: japanese) { add(i, .nameOnly) }
        }
        if candidates.isEmpty {
            return IngredientMatch(parsed: parsed, status: pantry ? .pantry : .unmatched, candidates: [])
        }

        // Modifiers the line asks for: cuts from the name, forms (canned, dried …) from the whole line.
        var wanted = ProductModifier.mask(in: queryFeatures.normalized)
        if !japanese, !parsed.name.isEmpty, let offset = Self.byteOffset(of: parsed.name, in: parsed.text), offset > 0 {
            // "thinly sliced beef", "ground pork": words before the name describe what is bought.
            let prefix = String(decoding: parsed.text.utf8.prefix(offset), as: UTF8.self)
            wanted |= ProductModifier.mask(in: TextNormalizer.normalize(prefix))
        }
        // Forms (canned, dried, frozen …) may also sit in the comment or preparation: "(乾燥)", "drained".
        let extra = [parsed.comment, parsed.preparation, parsed.size].compactMap { $0 }
        if !extra.isEmpty {
            let text = TextNormalizer.normalize(extra.joined(separator: " "))
            wanted |= ProductModifier.mask(in: text) & ~ProductModifier.cutMask
        }
        if parsed.unit == "can" { wanted |= ProductModifier.canned.bit }

        let keep = max(top, 1)
        var best: [Scored] = []
        best.reserveCapacity(keep + 1)
        var cheapest = Int.max
        var anyUnknownAmount = false
        var cachedFood = ""
        var cachedFoodOverlap = 0.0
        var all: [Scored] = []
        all.reserveCapacity(candidates.count)
        index.entries.withUnsafeBufferPointer { entries in
            for (i, relation) in candidates {
                let target = japanese ? entries[i].ja.grams : entries[i].en.tokens
                let overlap = NameFeatures.overlap(query, target)
                var c = ScoreComponents()
                var nameScore = query.isEmpty ? 0.5 : 0.7 * overlap.containment + 0.3 * overlap.dice
                var bestContainment = overlap.containment
                // The line may name the food as the lexicon does (卵) while the product says たまご.
                // Only where the product's food is the line's food or more general: a child food's names
                // (ショートパスタ) would otherwise outrank the plain product for a generic line (パスタ).
                if !query.isEmpty, relation == .exact || Self.isParent(relation), let main = entries[i].mainFood?.id {
                    if main != cachedFood {
                        cachedFood = main
                        cachedFoodOverlap = foodNameOverlap(query, food: main, japanese: japanese)
                    }
                    if 0.9 * cachedFoodOverlap > nameScore { nameScore = 0.9 * cachedFoodOverlap }
                    bestContainment = max(bestContainment, cachedFoodOverlap)
                }
                c.name = nameScore
                switch relation {
                case .exact: c.identity = entries[i].mainFood?.id == food?.id ? 1 : 0.9
                case .child(let depth): c.identity = depth == 1 ? 0.8 : 0.7
                case .parent(let level): c.identity = level == 1 ? 0.7 : 0.55
                case .sibling: c.identity = 0.45
                case .nameOnly: c.identity = overlap.containment >= 0.75 ? 0.45 * overlap.containment : 0
                }
                let (modifierScore, penalty) = Self.modifierScore(wanted: wanted, product: entries[i].modifiers)
                c.modifiers = modifierScore
                c.penalty = penalty
                let pack = entries[i].product.pack
                let plan = PackMath(parsed, pack: pack, food: entries[i].mainFood ?? food)
                if plan.needed == nil && plan.convertible {
                    c.unit = 0.7
                    anyUnknownAmount = true
                } else {
                    c.unit = plan.convertible ? 1 : 0.2
                }
                c.fit = plan.usage ?? 0.5
                c.popularity = Double(entries[i].product.popularity) / 100
                c.available = entries[i].available ? 1 : 0
                cheapest = min(cheapest, entries[i].product.price)
                all.append(Scored(
                    entry: i, relation: relation, components: c, plan: plan, nameOverlap: bestContainment, score: 0))
            }
            for k in all.indices {
                // Without an amount, prefer the cheaper packs of what fits (a pinch of pepper: the small jar).
                if anyUnknownAmount && all[k].plan.needed == nil {
                    let price = entries[all[k].entry].product.price
                    all[k].components.fit = 0.3 + 0.5 * Double(cheapest) / Double(max(price, 1))
                }
                all[k].score = all[k].components.total
                // Keep the best `keep`, ties by product id.
                let candidate = all[k]
                if best.count == keep, let last = best.last, !Self.better(candidate, last, entries) { continue }
                var position = best.count
                while position > 0 && Self.better(candidate, best[position - 1], entries) { position -= 1 }
                best.insert(candidate, at: position)
                if best.count > keep { best.removeLast() }
            }
        }
        let shown = top > 0 ? best.map { candidate(for: $0, food: food, parsed: parsed, wanted: wanted) } : []
        let status: MatchStatus
        if pantry {
            status = .pantry
        } else if let first = best.first, first.score >= threshold {
            status = .matched
        } else {
            status = .unmatched
        }
        return IngredientMatch(parsed: parsed, status: status, candidates: shown)
    }

    /// Where `needle` starts in `haystack`, in UTF-8 bytes.
    static func byteOffset(of needle: String, in haystack: String) -> Int? {
        let n = Array(needle.utf8), h = Array(haystack.utf8)
        guard !n.isEmpty, h.count >= n.count else { return nil }
        for i in 0...(h.count - n.count) where h[i] == n[0] {
            var j = 1
            while j < n.count && h[i + j] == n[j] { j += 1 }
            if j == n.count { return i }
        }
        return nil
    }

    private static func better(
        _ a: Scored, _ b: Scored, _ entries: UnsafeBufferPointer<CatalogIndex.Entry>
    ) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return entries[a.entry].product.id < entries[b.entry].product.id
    }

    /// Foods that are never bought (tap water, ice).
    static let neverSold: Set<String> = ["water", "hot-water", "ice-water", "ice", "boiling-water", "cold-water"]

    /// Staples treated as pantry even when the lexicon does not flag them.
    static let pantryFoods: Set<String> = [
        "salt", "pepper", "sugar", "soy-sauce", "vegetable-oil", "salt-and-pepper", "black-pepper",
    ]

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

    /// The modifier component and the penalty factor: 1 when every asked modifier is on the product;
    /// 0 and ×0.8 on a conflict (sliced asked, block sold); 0.6 when neither says anything; a special
    /// form nobody asked for (canned, dried, ground) caps it at 0.3 (×0.93).
    static func modifierScore(wanted: UInt32, product: UInt32) -> (score: Double, penalty: Double) {
        if wanted == 0 && product == 0 { return (0.6, 1) }
        var score = 0.6
        var remaining = wanted
        while remaining != 0 {
            let bit = remaining & (~remaining &+ 1)
            remaining &= remaining - 1
            if product & bit != 0 {
                score += 0.4
            } else {
                let modifier = ProductModifier.from(bit: bit)
                if product & modifier.groupMask != 0 { return (0, 0.8) }
                // A product saying nothing about cans is fresh (tomatoes, corn, tuna).
                if modifier == .canned { return (0.05, 0.85) }
                score -= 0.1
            }
        }
        if product & ProductModifier.specialMask & ~wanted != 0 { score = min(score, 0.3) }
        score = max(0, min(1, score))
        return (score, score <= 0.3 ? 0.93 : 1)
    }

    /// The words for the modifier outcome of a shown candidate.
    static func modifierNote(wanted: UInt32, product: UInt32) -> String? {
        var note: String?
        for modifier in ProductModifier.modifiers(in: wanted) {
            if product & modifier.bit != 0 {
                note = note ?? "\(modifier.rawValue) as asked"
            } else if let other = ProductModifier.modifiers(in: product & modifier.groupMask).first {
                return "\(other.rawValue) but \(modifier.rawValue) asked"
            } else if modifier == .canned {
                return "fresh, but canned asked"
            }
        }
        if let special = ProductModifier.modifiers(in: product & ProductModifier.specialMask & ~wanted).first {
            note = "product is \(special.rawValue)"
        }
        return note
    }

    private func candidate(for scored: Scored, food: Food?, parsed: ParsedIngredient, wanted: UInt32) -> MatchCandidate {
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
        if let note = Self.modifierNote(wanted: wanted, product: index.entries[scored.entry].modifiers) {
            reasons.append(note)
        }
        reasons.append(scored.plan.reason(parsed, pack: product.pack))
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
