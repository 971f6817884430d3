import FoodLexicon
import Foundation

/// The explicit rules that decide whether a candidate product may be bought for a line: identity (is the
/// product the line's food, a kind of it, a more general food, a relative), then each trait group, spec and
/// diet flag. Every rule that fires leaves its verdict in the reasons when asked to explain.
///
/// Verdicts: compatible (may be matched; a different cut or a grade only ranks lower), substitute (only ever
/// offered as the alternative, with a note), and "unasked special" — a product in a special form the line did
/// not ask for (dried, canned, juice, seasoned) is compatible only when no plain product fits.
struct CandidateJudge {
    /// What the rules say about one candidate.
    struct Judgement {
        var verdict: Verdict = .compatible
        /// The trait component of the score (0…1): 0.6 when nothing is said, up for each asked trait met.
        var modifiers = 0.6
        /// A factor below 1 for a different cut (×0.8) or a special form nobody asked for (×0.93).
        var penalty = 1.0
        /// The special form the product has and the line did not ask for (`dried`), if any.
        var unaskedSpecial: String?
        /// The product's food is more general than the line's and still the thing to buy: the source of a
        /// part (eggs for yolks), of a home preparation (eggs for beaten egg), or its name shows the difference.
        var isSource = false
        var note: String?
        var warning: String?
        /// Verdicts in words, when explaining.
        var reasons: [String]?

        mutating func say(_ reason: @autoclosure () -> String) {
            if reasons != nil { reasons!.append(reason()) }
        }

        /// Makes the candidate a substitute; the first note stays.
        mutating func substitute(_ note: @autoclosure () -> String, reason: @autoclosure () -> String) {
            if verdict == .compatible {
                verdict = .substitute
                self.note = note()
            }
            say(reason())
        }
    }

    let index: CatalogIndex

    /// States a cook makes from the raw food (boil, grill, simmer, fry): a raw product fits.
    static let cookable = TraitSet([.boiled, .grilled, .simmered, .fried])
    /// States that make another thing of the food, never the default of what is sold.
    static let preserved = TraitSet([.smoked, .salted, .pickled])
    /// Categories where a ground or whole form is no special form (spices are sold either way).
    static let groundByNature: Set<String> = ["spice", "herb", "seasoning"]
    /// Diet claims that change the food for a line that did not ask for them.
    static let changingClaims = DietSet([.lowSodium, .unsalted, .lowFat, .unsweetened])

    /// Judges one candidate; `explain` collects the reasons in words.
    func judge(
        _ line: LineRequest, _ entry: CatalogIndex.Entry, relation: ProductMatcher.Relation, explain: Bool
    ) -> Judgement {
        var j = Judgement()
        if explain { j.reasons = [] }
        identity(line, entry, relation, &j)
        traits(line, entry, &j)
        specs(line, entry, &j)
        diet(line, entry, &j)
        j.modifiers = max(0, min(1, j.modifiers))
        return j
    }

    // MARK: Identity

    private func identity(_ line: LineRequest, _ entry: CatalogIndex.Entry, _ relation: ProductMatcher.Relation, _ j: inout Judgement) {
        if let qualifier = line.qualifier, let food = line.food {
            // The line names a kind of its food no table knows (金山寺味噌, 赤柚子こしょう): only a product
            // naming it too is that kind.
            if entry.ja.normalized.contains(qualifier) {
                j.say("name shows \(qualifier)")
            } else {
                j.substitute(
                    "\(Self.display(entry.mainFood ?? food)); the line asks for a kind named \(qualifier)",
                    reason: "no \(qualifier) in the name: offered as alternative")
            }
        }
        let asked = line.asked.traits
        switch relation {
        case .exact, .nameOnly where line.food == nil:
            return
        case .child:
            // A kind of the line's food in another category is another form of it (garlic powder, canned
            // tomatoes, fennel seeds) unless the line asks for that form.
            guard let food = line.food, let product = entry.mainFood, product.category != food.category else { return }
            let adds = index.attributes(of: product).traits.subtracting(line.inherent)
            if !adds.isEmpty && asked.isSuperset(of: adds) { return }
            j.substitute(
                "\(Self.display(product)) is another form of \(Self.display(food))",
                reason: "\(Self.display(product)) ≠ \(Self.display(food)): offered as alternative")
        case .parent:
            guard let food = line.food, let product = entry.mainFood else { return }
            if let part = line.derivedPart {
                j.isSource = true
                j.say("\(part.words) comes from \(Self.display(product))")
                return
            }
            guard let distinction = index.distinctions[food.id + ">" + product.id] else { return }
            if shows(distinction, entry) {
                j.isSource = true
                j.say(distinction.preparedAtHome
                    ? "\(Self.display(food)) is made at home from \(Self.display(product))"
                    : "name shows \(Self.describe(distinction)) of \(Self.display(food))")
                return
            }
            j.substitute(
                "\(Self.display(product)); the line asks for \(Self.display(food))",
                reason: "\(Self.display(product)) is more general than \(Self.display(food)): offered as alternative")
        case .sibling:
            guard let food = line.food, let product = entry.mainFood else { return }
            if let parent = food.parent, let distinction = index.distinctions[food.id + ">" + parent],
                !distinction.isUnknown, shows(distinction, entry)
            {
                j.isSource = true
                j.say("name shows \(Self.describe(distinction)) of \(Self.display(food))")
                return
            }
            j.substitute(
                "\(Self.display(product)); the line asks for \(Self.display(food))",
                reason: "\(Self.display(product)) ≠ \(Self.display(food)): offered as alternative")
        case .nameOnly:
            let food = line.food.map(Self.display) ?? "?"
            j.substitute("another food; the line asks for \(food)", reason: "name only, not \(food): offered as alternative")
        }
    }

    /// Whether the product's names show what the line's food adds to the product's food: one of its traits
    /// or one of its words (`皮なし`, `red`, `ブロック`); a difference made at home (beaten) needs none.
    private func shows(_ distinction: CatalogIndex.Distinction, _ entry: CatalogIndex.Entry) -> Bool {
        if distinction.preparedAtHome { return true }
        if !entry.attributes.traits.isDisjoint(with: distinction.traits) { return true }
        for word in distinction.japaneseWords where entry.ja.normalized.contains(word) { return true }
        for word in distinction.englishWords where Self.containsWord(entry.en.normalized, word) { return true }
        return false
    }

    // MARK: Traits

    private func traits(_ line: LineRequest, _ entry: CatalogIndex.Entry, _ j: inout Judgement) {
        let asked = line.asked.traits
        let offered = entry.attributes.traits
        let category = entry.mainFood?.category ?? ""
        let usual = entry.mainFood.flatMap { index.extractor.usualState(of: $0, lineage: entry.mainLineage) }
        for group in Self.groups {
            var a = asked.of(group)
            var p = offered.of(group)
            switch group {
            case .part:
                if a.isEmpty, let part = line.derivedPart { a.insert(part) }
                // A part counts when the product's food is that part (lemon juice), not when its name only
                // describes the food (`coriander leaves`).
                p = index.attributes(of: entry.mainFood).traits.of(.part)
            case .state:
                // What a product is when its name says nothing: spices are dried, produce, meat and fish fresh.
                // A sold juice has no usual state: it is bottled.
                if p.isEmpty, !offered.contains(.juice), let usual { p.insert(usual) }
            case .product:
                // Only a line naming a product made from its food asks anything here (`cream cheese frosting`).
                if a.isEmpty { continue }
            default:
                break
            }
            if a.isEmpty && p.isEmpty { continue }
            if !a.isEmpty && !p.isEmpty {
                if !a.isDisjoint(with: p) {
                    j.modifiers += 0.4
                    j.say("\(a.intersection(p)) as asked")
                    continue
                }
                switch group {
                case .cut, .bone, .skin, .fishCut:
                    j.modifiers = 0
                    j.penalty = min(j.penalty, 0.8)
                    j.say("\(p) but \(a) asked")
                case .state where Self.cookable.isSuperset(of: a) && p == [.fresh]:
                    j.modifiers -= 0.1
                    j.say("raw; \(a) asked: cooked at home")
                case .state where a == [.frozen] && p == [.fresh]:
                    // Frozen is a convenience: the fresh food does as well.
                    j.modifiers -= 0.1
                    j.say("fresh; frozen asked")
                default:
                    j.substitute("\(p); the line asks for \(a)", reason: "\(p) ≠ \(a): offered as alternative")
                }
                continue
            }
            if !a.isEmpty {
                // The line asks for something the product's names do not state.
                switch group {
                case .state:
                    // Only a product of no usual state gets here (noodles, beans, seasonings).
                    if a == [.fresh] {
                        if offered.contains(.juice) {
                            j.substitute("bottled juice; the line asks for \(a)", reason: "bottled juice ≠ fresh: offered as alternative")
                        }
                    } else if Self.cookable.isSuperset(of: a) {
                        j.modifiers -= 0.1
                        j.say("raw; \(a) asked: cooked at home")
                    } else if !a.isDisjoint(with: Self.preserved) {
                        j.substitute("not \(a); the line asks for \(a)", reason: "not \(a): offered as alternative")
                    } else {
                        j.modifiers -= 0.1
                    }
                case .seasoning, .grain, .product:
                    j.substitute("not \(a); the line asks for \(a)", reason: "not \(a): offered as alternative")
                case .part:
                    j.say("bought for its \(a)")
                default:
                    j.modifiers -= 0.1
                }
                continue
            }
            // The product states something the line did not ask for.
            switch group {
            case .state where p != usual.map { [$0] } ?? [.fresh], .seasoning:
                j.unaskedSpecial = j.unaskedSpecial ?? p.description
            case .part:
                j.substitute("\(p); the line asks for the food itself", reason: "\(p) ≠ whole food: offered as alternative")
            case .grind where !Self.groundByNature.contains(category) && !p.subtracting([.whole]).isEmpty:
                j.unaskedSpecial = j.unaskedSpecial ?? p.subtracting([.whole]).description
            case .cut where p.contains(.minced):
                // Minced meat for a line that names a cut or nothing ranks below whole cuts.
                j.modifiers = min(j.modifiers, 0.3)
                j.penalty = min(j.penalty, 0.93)
            default:
                break
            }
        }
        if let special = j.unaskedSpecial {
            j.modifiers = min(j.modifiers, 0.3)
            j.penalty = min(j.penalty, 0.93)
            j.say("product is \(special)")
        }
    }

    static let groups: [FoodTrait.Group] = [.state, .seasoning, .part, .grind, .grain, .product, .cut, .bone, .skin, .fishCut]

    // MARK: Specs

    private func specs(_ line: LineRequest, _ entry: CatalogIndex.Entry, _ j: inout Judgement) {
        let asked = line.asked
        let offered = entry.attributes
        for (name, a, p) in [("fat", asked.fatPercent, offered.fatPercent), ("lean", asked.leanPercent, offered.leanPercent)] {
            guard let a, let p else { continue }
            let ratio = max(a, p) / max(min(a, p), 0.05)
            if ratio <= 1.5 {
                // Near enough to buy, but the product whose value fits wins.
                j.modifiers += 0.2
                j.penalty = min(j.penalty, 1 - 0.25 * (ratio - 1))
                j.say(a == p ? "\(name) \(Self.percent(p)) as asked" : "\(name) \(Self.percent(p)), \(Self.percent(a)) asked")
            } else {
                j.substitute(
                    "\(name) \(Self.percent(p)); the line asks for \(Self.percent(a))",
                    reason: "\(name) \(Self.percent(p)) ≠ \(Self.percent(a)): offered as alternative")
            }
        }
        if let a = asked.grade, let p = offered.grade {
            if a == p {
                j.modifiers += 0.2
                j.say("size \(p.rawValue) as asked")
            } else {
                j.penalty = min(j.penalty, 0.97)
                j.say("size \(p.rawValue), \(a.rawValue) asked")
            }
        }
    }

    // MARK: Diet

    private func diet(_ line: LineRequest, _ entry: CatalogIndex.Entry, _ j: inout Judgement) {
        let asked = line.asked.diet
        let offered = entry.attributes
        for flag in asked.members {
            if offered.diet.contains(flag) {
                j.modifiers += 0.2
                j.say("\(flag.words) as asked")
                continue
            }
            if flag == .organic {
                j.penalty = min(j.penalty, 0.97)
                j.say("not organic")
                continue
            }
            guard let food = entry.mainFood else { continue }
            if offered.contradicted.contains(flag) {
                j.warning = j.warning ?? "labelled against \(flag.words); the line asks for \(flag.words)"
                j.substitute("not \(flag.words); the line asks for \(flag.words)", reason: "not \(flag.words): offered as alternative")
            } else if index.extractor.needsClaim(flag, food: food, lineage: entry.mainLineage) {
                j.warning = j.warning ?? "not labelled \(flag.words); the line asks for \(flag.words)"
                j.substitute(
                    "not labelled \(flag.words); the line asks for \(flag.words)",
                    reason: "not labelled \(flag.words): offered as alternative")
            }
        }
        let unasked = DietSet(rawValue: offered.diet.rawValue & Self.changingClaims.rawValue & ~asked.rawValue)
        if let claim = unasked.members.first, j.unaskedSpecial == nil {
            j.unaskedSpecial = claim.words
            j.modifiers = min(j.modifiers, 0.3)
            j.penalty = min(j.penalty, 0.93)
            j.say("product is \(claim.words)")
        }
    }

    // MARK: Words

    static func display(_ food: Food) -> String { food.english.first ?? food.id }

    static func describe(_ distinction: CatalogIndex.Distinction) -> String {
        let words = distinction.traits.members.map(\.words) + distinction.englishWords + distinction.japaneseWords
        return words.prefix(2).joined(separator: ", ")
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }

    /// Whether `word` occurs in normalized Latin text as a whole word.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == " "
            let after = range.upperBound == text.endIndex || text[range.upperBound] == " "
            if before && after { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }
}
