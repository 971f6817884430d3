public import Catalog
public import FoodLexicon
public import IngredientParsing
internal import Foundation

/// Ranks catalog products for parsed ingredient lines: candidates by food, parent and child foods and
/// names; judged by explicit rules on identity, form, spec and diet (`CandidateJudge`); scored with visible
/// components; packs planned. A line is matched only to a compatible product; a related product that
/// differs in a way that changes the dish is offered as the `alternative` of an unmatched line.
///
/// Lines the recipe makes itself are `made_in_recipe`, lines in languages Kaimono does not read are
/// `unsupported_language`, and foods of the pantry list are `pantry`.
///
/// Pure and synchronous: build it once over a `CatalogIndex` and call `match` for each line.
public struct ProductMatcher: Sendable {
    /// The index matched against.
    public let index: CatalogIndex
    /// Best compatible scores below this make the line `unmatched` (calibrated on our evaluation lines).
    public var threshold: Double
    /// The foods assumed in the kitchen.
    public var pantry: Pantry
    /// Weights of parts and of cups of solids, for pack counts.
    public var portions: Portions
    /// The plain kinds a generic food stands for (鶏肉: もも, むね), bought as that food.
    public var plainKinds: PlainKinds = .bundled
    /// The foods a cook swaps for one another (feta for goat cheese), the only alternatives of a line in a group.
    public var standIns: StandIns = .bundled
    /// The one food each made thing is made from at home (hash browns: potatoes), its only nearest of another category.
    public var madeFrom: MadeFrom = .bundled
    /// Whether a matched line is offered its `alternative` too: the substitute it would be offered unmatched. Off
    /// for `match` (an alternative belongs to an unmatched line); a cart asks for it when none of a line's
    /// compatible products can come on the date (`ground nutmeg`, not delivered that day: whole nutmeg).
    public var offersAlternativeWhenMatched = false
    /// Products never offered as an alternative, by id: a cart's products that cannot come on its date, so the
    /// best one that can is offered (cream cheese, its shop not delivering that day: mascarpone, of its stand-in
    /// group). Empty for `match`.
    public var unofferable: Set<String> = []
    /// The rules, over the same index (built once: a judge per line would copy the index).
    private let judge: CandidateJudge

    /// The default threshold.
    public static let defaultThreshold = 0.6
    /// Substitutes scoring below this are too far from the line to be offered.
    static let alternativeFloor = 0.4
    /// The most packs an alternative of the line's food's category plans for the line's amount: past it (`2
    /// ducks, about 4½ pounds each` as 20 packs of duck breast, a 7 pound rib roast as 12 of roast beef) the
    /// amount is of the food asked for, not of the alternative, and it plans one pack saying so. An alternative
    /// of another category always plans one. Ten: dozens of packs are never what a shopper takes instead, while
    /// 9 Japanese leeks for 2 lb of leeks, or 5 bottles of stock for 8 cups, are.
    static let alternativeMaxPacks = 10

    /// A matcher over an index; `pantry` defaults to the bundled list.
    public init(
        index: CatalogIndex, threshold: Double = ProductMatcher.defaultThreshold, pantry: Pantry = .bundled,
        portions: Portions = .bundled
    ) {
        self.index = index
        self.threshold = threshold
        self.pantry = pantry
        self.portions = portions
        judge = CandidateJudge(index: index)
    }

    /// A matcher over a catalog snapshot and a lexicon (builds the index).
    public init(
        catalog: CatalogSnapshot, lexicon: Lexicon, threshold: Double = ProductMatcher.defaultThreshold,
        pantry: Pantry = .bundled
    ) {
        self.init(index: CatalogIndex(catalog: catalog, lexicon: lexicon), threshold: threshold, pantry: pantry)
    }

    /// The same matcher with another pantry list.
    public func with(pantry: Pantry) -> ProductMatcher {
        var copy = self
        copy.pantry = pantry
        return copy
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

        var isChild: Bool {
            if case .child = self { return true }
            return false
        }

        var isExact: Bool {
            if case .exact = self { return true }
            return false
        }

        var isParent: Bool {
            if case .parent = self { return true }
            return false
        }
    }

    struct Scored {
        var entry: Int
        var relation: Relation
        var components: ScoreComponents
        var plan: PackMath
        var nameOverlap: Double
        var score: Double
        var verdict: Verdict
        var unaskedSpecial: Bool
        /// The product is the raw food the line's food is made from at home (garlic for grated garlic).
        var homeSource = false
        /// The product is the food the line's part is taken from, and the amount is measured through the part
        /// (egg whites by the white's weight, grated zest by the zest one fruit gives).
        var viaPart = false
        /// Compatible and as good as the best but for fit and popularity: then the cheaper purchase ranks first.
        var acceptable = false
        /// The price of the packs planned, in JPY.
        var cost = 0
        /// A substitute only for the kind the line names (`CandidateJudge.Judgement.onlyKindMissed`).
        var onlyKindMissed = false
        /// A substitute never offered as the nearest (`CandidateJudge.Judgement.noNearest`).
        var noNearest = false
    }

    /// How many candidates a line's list makes room for before its first one (most lines judge far fewer).
    static let usualCandidates = 32

    /// Compatible products whose quality (the score without fit and popularity) is within this of the best
    /// are equally acceptable: among them the cheapest covering purchase wins.
    static let acceptableMargin = 0.03

    /// A product of the best one's food whose name holds at least this share of the line's name competes on
    /// price whatever else its name says (`log-grown shiitake` for `sliced fresh shiitake mushroom caps`).
    static let sharedNameFloor = 0.5

    /// Traits that make another kind of a staple.
    static let kindTraits = TraitSet([.seasoned, .smoked, .pickled, .madeFrom, .candied])

    /// Forms a shop packs a food in, which a kind of it may be asked in (`canned plum tomatoes`).
    static let packedForms = TraitSet([.canned])

    /// The kinds of the line's food (its direct children among `candidates`) made in a form the line offers beside
    /// another with `or` (`fresh or canned`, `canned or fresh`, `fresh or frozen`): canned corn for `1 cup corn (fresh
    /// or canned)`. Empty for a line offering no such choice (most lines: one byte search passes them over).
    /// So are the kinds in a packed form the line asks itself (`2 (15 ounce) cans chickpeas`: canned chickpeas, the
    /// 400 g can at ¥198, where two 230 g pouches of the food itself had been bought at ¥356).
    private func kindsInOfferedForms(
        _ parsed: ParsedIngredient, line: LineRequest, candidates: [(entry: Int, relation: Relation)]
    ) -> Set<String> {
        guard !line.foodId.isEmpty else { return [] }
        var offered = line.asked.traits.intersection(Self.packedForms)
        // (Only when the food itself is sold in that form too, the can beside the pouch; a fresh food asked canned,
        // tomatoes, keeps to the kinds' own names: chopped tinned tomatoes are no whole ones.)
        if !offered.isEmpty, !candidates.contains(where: { candidate in
            candidate.relation == .exact && index.entries[candidate.entry].foodId == line.foodId
                && !index.entries[candidate.entry].attributes.traits.intersection(offered).isEmpty
        }) {
            offered = TraitSet()
        }
        if parsed.language == "en", ByteSearch.contains(parsed.text, " or ") {
            offered.formUnion(Self.formsOffered(in: parsed.text))
        }
        guard !offered.isEmpty else { return [] }
        var kinds: Set<String> = []
        for (i, relation) in candidates where relation == .child(1) {
            let food = index.entries[i].foodId
            if !kinds.contains(food), !index.attributes(ofFood: food).traits.intersection(offered).isEmpty {
                kinds.insert(food)
            }
        }
        return kinds
    }

    /// The forms a line offers as a choice, two form words joined by `or` (`fresh or frozen`, `canned or fresh`).
    static func formsOffered(in text: String) -> TraitSet {
        // (A byte search for the words first, after their first letter so that `Fresh` is found too: most lines with
        // `or` offer no form.)
        guard ["resh", "rozen", "anned", "inned", "ried"].contains(where: { ByteSearch.contains(text, $0) }) else { return [] }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        var offered = TraitSet()
        for k in words.indices.dropFirst().dropLast() where words[k] == "or" {
            if let before = formWords[String(words[k - 1])], let after = formWords[String(words[k + 1])] {
                offered.insert(before)
                offered.insert(after)
            }
        }
        return offered
    }

    static let formWords: [String: FoodTrait] = [
        "fresh": .fresh, "frozen": .frozen, "canned": .canned, "tinned": .canned, "dried": .dried,
    ]

    /// Foods that are never bought (tap water, ice).
    static let neverSold: FewStrings = ["water", "hot-water", "ice-water", "ice", "boiling-water", "cold-water"]

    /// Matches one parsed line; `top` limits the candidates returned.
    ///
    /// A line offering a choice (`queso fresco or feta`, `みりん（または砂糖）`) whose first choice fits
    /// nothing is matched on the other one.
    public func match(_ parsed: ParsedIngredient, top: Int = 3) -> IngredientMatch {
        // A label in brackets followed only by an amount (`【だし汁】 300ml`) is read as the line's group with no name;
        // what is measured is the food the label names: matched as the line's name, the parse given back as it was.
        // (Only a label written in the line and naming a food: `【A】 大さじ1` names none.)
        if parsed.name.isEmpty, parsed.food == nil, let label = parsed.group, parsed.quantity != nil || parsed.unit != nil,
            parsed.text.hasPrefix("【" + label) || parsed.text.hasPrefix("[" + label),
            let found = index.lexicon.longestMatch(in: label)
        {
            var named = parsed
            named.name = label
            named.food = found.food.id
            named.group = nil
            var result = matchWhole(named, top: top)
            result.show(parsed)
            return result
        }
        // A line giving one amount to each of several foods (`サトイモ、レンコン 各60g`, `1/4 cup each arugula and
        // parsley`) is matched on the food it was read as, and each other food it names is matched as a line of its
        // own with that amount (`also`): a cart buys them all, where only the food read had been bought.
        if let each = othersEach(parsed) {
            var result = matchWhole(each.own, top: top)
            result.also = each.others.map { matchWhole($0, top: top) }
            return result
        }
        // A list of foods with one amount or none (`Sour cream, shredded cheese, chopped cilantro, lime wedges`, `1 cup
        // chopped onion, celery and carrot`): each item a line of its own with its share, the item of the food read
        // giving back the line's parse. (Two foods, the one read a staple, are matched on the other, as the line's food:
        // `Sea salt and butter, to serve` is butter to buy.)
        if let listed = othersListed(parsed) {
            var result = matchWhole(listed.own, top: top)
            if result.status != .pantry || listed.others.count > 1 {
                result.show(parsed)
                // (Each item read in its own words, shown with the line's text, as the `各` lines are.)
                result.also = listed.others.map { item in
                    var other = matchWhole(item, top: top)
                    var shown = other.parsed
                    shown.text = parsed.text
                    other.show(shown)
                    return other
                }
                return result
            }
        }
        return matchWhole(parsed, top: top)
    }

    /// Japanese amounts of no measure that give each food of a list its own: a little, as much as needed.
    static let littleOfNoMeasure = ["少々", "適量", "少量", "適宜"]

    /// The longest name read as two foods joined by か (40 kana or kanji).
    static let kaChoiceMaxBytes = 120

    /// `parsed` with the か joining two foods in its name written または (`バターかマーガリン`: `バターまたはマーガリン`), when
    /// the words on each side of one か are a lexicon food whole; nil otherwise (`みかん`, `かつお`, `はちみつかけ`).
    func choiceWrittenWithKa(_ parsed: ParsedIngredient) -> ParsedIngredient? {
        // (Two foods' names are short: a longer name is no such choice, and is not searched one か at a time, each a
        // look-up of the words on both sides: `バターか` written 20,000 times had taken 22 s.)
        guard parsed.language == "ja", parsed.food != nil, parsed.name.utf8.count <= Self.kaChoiceMaxBytes,
            ByteSearch.start(of: "か", in: parsed.name) != nil
        else { return nil }
        let name = parsed.name
        var at = name.startIndex
        while let ka = name[at...].firstIndex(of: "か") {
            let before = name[..<ka].trimmingSpaces
            let after = name[name.index(after: ka)...].trimmingSpaces
            if !before.isEmpty, !after.isEmpty,
                let first = index.lexicon.longestMatch(in: before), first.range == before.startIndex..<before.endIndex,
                let second = index.lexicon.longestMatch(in: after), second.range == after.startIndex..<after.endIndex
            {
                var written = parsed
                written.name = before + "または" + after
                if let range = parsed.text.range(of: name) { written.text.replaceSubrange(range, with: written.name) }
                return written
            }
            at = name.index(after: ka)
        }
        return nil
    }

    /// The foods of a line giving one amount to each of several (`各`, `ずつ`, `each`): `own` the line read as its food
    /// (as the animal's kind of it its neighbours name: `肝・砂ずり 各2個` is the bird's liver), `others` the other
    /// foods as lines of their own in the order written, each with the line's amount weighed as its own food; nil when
    /// the line is not such a list, when an item of it names no food whole, or when the food the line was read as is
    /// none of them (`塩、こしょう` is salt and pepper, one food).
    func othersEach(_ parsed: ParsedIngredient) -> (own: ParsedIngredient, others: [ParsedIngredient])? {
        // (A Japanese line may give each food no measure: `小麦粉、溶き卵、パン粉 各適量`, as much of each as needed.)
        guard let lineFood = parsed.food,
            parsed.quantity != nil || parsed.unit != nil || (parsed.language == "ja" && parsed.toTaste)
        else { return nil }
        let separators: [String]
        if parsed.language == "ja" {
            // (A list given a little, or as much as needed, needs no `各`: `柚子皮・昆布・赤唐辛子 少々` is a little of each,
            // where only the chili had been bought; session 47's second pool. Not `お好みで`, as you like, which often
            // offers a choice: `そば・ソーメン お好みで`.)
            guard ByteSearch.start(of: "各", in: parsed.text) != nil || ByteSearch.start(of: "ずつ", in: parsed.text) != nil
                || (parsed.toTaste && parsed.quantity == nil && parsed.unit == nil
                    && Self.littleOfNoMeasure.contains { ByteSearch.start(of: $0, in: parsed.text) != nil }),
                ByteSearch.start(of: "各", in: parsed.name) == nil
            else { return nil }
            separators = ["、", "・", "，", ","]
        } else if parsed.language == "en" {
            // (`each` after the amount and before the names: `½ bunch each oregano, rosemary`; not `(1 pound each)`.
            // Most lines say no `each`: a byte search passes them over before Foundation's.)
            guard ByteSearch.containsFolded(parsed.text, " each "),
                let each = parsed.text.range(of: " each ", options: .caseInsensitive),
                let named = parsed.text.range(of: parsed.name), each.upperBound <= named.lowerBound
            else { return nil }
            separators = [", and ", ", or ", " and ", ", ", " & "]
        } else {
            return nil
        }
        var items = [parsed.name]
        for separator in separators {
            items = items.flatMap { $0.components(separatedBy: separator) }
        }
        items = items.map { $0.trimmingSpaces }
        guard items.count >= 2, items.count <= 6, !items.contains(where: \.isEmpty) else { return nil }
        var foods: [String] = []
        // (A colour alone shares the last item's head: `½ each yellow, red, and green bell pepper` buys the three.)
        let lastWords = items[items.count - 1].split(separator: " ")
        var sharesHead = false
        for (k, item) in items.enumerated() {
            if k < items.count - 1, lastWords.count >= 2, Self.namesOnlyAColour(item) {
                sharesHead = true
                let joined = item + " " + lastWords[1...].joined(separator: " ")
                guard let found = index.lexicon.longestMatch(in: joined), found.range == joined.startIndex..<joined.endIndex
                else { return nil }
                items[k] = joined
                foods.append(found.food.id)
                continue
            }
            guard let found = index.lexicon.longestMatch(in: item), found.range == item.startIndex..<item.endIndex
            else { return nil }
            foods.append(found.food.id)
        }
        guard let own = foods.firstIndex(of: lineFood) else { return nil }
        let kinds = animalKinds(foods)
        var others: [ParsedIngredient] = []
        for (k, item) in items.enumerated() where k != own && foods[k] != lineFood {
            guard !others.contains(where: { $0.food == kinds[k] }) else { continue }
            // (What the line says after the list is said of each food of it: `1 pound each beef, veal and pork, ground
            // together` grinds the pork too, bought as scraps before; session 49's last pool.)
            var other = choice(parsed, named: item, as: kinds[k])
            other.comment = parsed.comment
            others.append(other)
        }
        guard !others.isEmpty else { return nil }
        // (An item that took the last one's head is read in its own words: `red and yellow bell pepper` had read as
        // yellow with red's words, and bought the red.)
        if sharesHead {
            var mine = choice(parsed, named: items[own], as: kinds[own])
            mine.comment = parsed.comment
            return (mine, others)
        }
        return (kinds[own] == lineFood ? parsed : reading(parsed, as: kinds[own]), others)
    }

    /// The foods of a list, each generic meat, poultry or seafood food (`liver`: no animal said) named beside foods of
    /// one other of those categories read as its one kind in that category (`肝・砂ずり`: beside a chicken's gizzard,
    /// the liver is the chicken's; session 46's last pool bought pork liver); the others as they are. A food whose
    /// neighbours are of its own category, or of several, or with no kind of theirs, is left as named.
    func animalKinds(_ foods: [String]) -> [String] {
        foods.enumerated().map { k, id in
            guard index.lexicon.hasKinds(id), let food = index.lexicon.food(id: id),
                LineRequest.animalCategories.contains(food.category)
            else { return id }
            let around = Set(foods.enumerated().compactMap { j, other in
                j == k ? nil : index.lexicon.food(id: other)?.category
            })
            guard around.count == 1, let category = around.first, category != food.category,
                LineRequest.animalCategories.contains(category)
            else { return id }
            let kinds = (index.children[id] ?? []).filter { index.lexicon.food(id: $0)?.category == category }
            return kinds.count == 1 ? kinds[0] : id
        }
    }

    private func matchWhole(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch {
        // Two foods joined by か are a choice (`バターかマーガリン`, `砂糖かはちみつ`), matched as one written with または
        // (`バターか` had been read as a kind of margarine no shop sells), the line's parse given back as it was.
        if let written = choiceWrittenWithKa(parsed) {
            var result = matchWhole(written, top: top)
            result.show(parsed)
            return result
        }
        // A last choice mixing the foods before it (`thyme, sage, or both`, `…, or a combination`) names no food of
        // its own (`mix` had asked a product made from basil: pesto): the line is matched on the choices before it
        // and gives back its parse as it was.
        if let cut = Self.withoutMixOfChoices(parsed) {
            var result = matchWhole(cut, top: top)
            result.show(parsed)
            return result
        }
        // A part kept in the name (`6 basil leaves`: part leaf) is matched as the food counted in that part
        // (basil, 6 leaves): the part word names no product trait, and the line gives back the parse as it was.
        guard parsed.part != nil else { return matchChoices(parsed, top: top) }
        var result = matchChoices(parsed.partAsUnit, top: top)
        result.show(parsed)
        return result
    }

    /// The parts of its food a line takes when they are its zest, its juice or both (`zest of 2 lemons`, `2 tbsp lime
    /// juice`, `レモン汁 大さじ1`, `1 lemon, zested and juiced`), or the liquid it soaked in (`しいたけの戻し汁 1カップ`):
    /// a cook zests the fruit a juice comes from and keeps the water dried shiitake soaked in, so a cart buys one
    /// fruit for the zest and the juice of it, and nothing more for a soaking liquid beside its food (`CartBuilder`).
    /// Empty for a line taking the whole food or another part.
    public func partsTaken(_ parsed: ParsedIngredient) -> TraitSet {
        guard parsed.language == "ja" || parsed.language == "en" else { return [] }
        let features = NameFeatures(line: parsed.name.isEmpty ? parsed.text : parsed.name, japanese: parsed.language == "ja")
        let line = LineRequest(parsed, normalizedName: features.normalized, index: index)
        let parts = line.derivedPart.map { TraitSet([$0]) } ?? line.asked.traits.intersection(.groupMask(.part))
        return !parts.isEmpty && Self.coProducts.isSuperset(of: parts) ? parts : []
    }

    /// Parts a cook takes from food bought for another line: the zest and the juice of one fruit, the liquid dried
    /// shiitake soaked in (`椎茸の戻し汁 1カップ` beside `干ししいたけ 4枚`).
    static let coProducts = TraitSet([.zest, .juice, .soakingLiquid])

    private func matchChoices(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch {
        // A Japanese aside naming a kind of the line's food, and nothing else, says which kind is meant
        // (`砂糖 140g（中ざらめ糖）`: zarame, no kitchen sugar; `味噌（白味噌）`: white miso; session 48's last pool).
        if let kind = kindInJapaneseAside(parsed) {
            var result = matchChoices(kind, top: top)
            result.show(parsed)
            return result
        }
        // (A list sharing its head is read as its first item with the head: the line's food is that. Read so from
        // the name, the first choice is what is bought when it is bought at all: the readers of a first choice below
        // would read it again from the name as written.)
        let namedFirst = parsed.language == "en" ? nameListSharingHead(parsed) : nil
        let reading = namedFirst ?? listSharingHead(parsed) ?? parsed
        let first = matchOne(reading, top: top)
        if let namedFirst, first.status == .matched || first.status == .pantry {
            return first.leading(with: "the line's first choice: \(namedFirst.name)")
        }
        // A generic food bought as its cheapest plain kind, where the line names examples of it (`a piece of cheese,
        // such as cheddar`): the first example sold is what the writer meant.
        if first.status == .matched, let lineFood = reading.food, plainKinds.kinds[lineFood] != nil {
            if let chosen = firstExampleSold(in: parsed, besides: lineFood, reading: reading, top: top, orStandIn: true) {
                return chosen
            }
        }
        guard first.status == .unmatched else {
            // The choice written first, when the longer second was read, is what the cook asked for first: in the
            // kitchen (`醤油又はポン酢`, `sugar or agave nectar`) nothing is bought for the second, and sold (`milk or
            // cream`, `chicken or vegetable stock`) it is bought.
            if first.status == .matched, var written = writtenFirstChoice(of: parsed, top: top) ?? colourOfMix(parsed, top: top)
                ?? firstChoiceOfLineFood(parsed, top: top, besides: first) ?? preferredKind(parsed, top: top)
            {
                written.show(reading)
                return written
            }
            if first.status == .pantry, var other = foodBesideStaple(parsed, top: top) {
                other.show(reading)
                return other
            }
            return first
        }
        // (`light or dark soy sauce`, the dark one not sold: the light one, when it is.)
        if parsed.language == "en", let marker = Self.firstChoiceMarker(in: parsed.name),
            var written = sharedHeadFirstChoice(of: parsed, marker: marker, top: top)
        {
            written.show(reading)
            return written
        }
        if var written = colourOfMix(parsed, top: top) {
            written.show(reading)
            return written
        }
        if var written = firstChoiceOfLineFood(parsed, top: top) {
            written.show(reading)
            return written
        }
        // (`mozzarella, provolone or fontina cheese`, the fontina read not sold: the mozzarella, written first; so with
        // `and/or`: `dill, chives, and/or chervil`.)
        if let marker = Self.firstChoiceMarker(in: parsed.name) ?? ByteSearch.start(of: " and/or ", in: parsed.name),
            let first = firstOfList(parsed, marker: marker),
            var written = matched(first, top: top, reason: "the line's first choice: \(first.name)")
        {
            written.show(reading)
            return written
        }
        // (An aside opening with `or` after a name that holds a choice of its own, `Calvados or apple brandy (or 1½
        // tablespoons pure vanilla extract)`, is a choice too: the markers read above find the name's first.)
        var choices = otherChoices(of: parsed)
        if parsed.language == "en", let comment = parsed.comment, LineRequest.opensWithOr(comment),
            ByteSearch.containsFolded(parsed.name, " or ")
        {
            var aside = parsed
            let firstChoice = parsed.name.range(of: " or ", options: .caseInsensitive).map { parsed.name[..<$0.lowerBound] }
            aside.text = String(firstChoice ?? Substring(parsed.name)) + " (" + comment + ")"
            choices += otherChoices(of: aside).filter { choice in !choices.contains { $0.name == choice.name } }
        }
        for other in choices {
            let second = matchOne(other, top: top)
            guard second.status == .matched || second.status == .pantry else { continue }
            // (A choice read as a line of its own keeps its words as its text.)
            var chosen = second.leading(with: "the line's other choice: \(other.text == parsed.text ? other.name : other.text)")
            chosen.show(reading)
            return chosen
        }
        // The food an aside tells the cook to use instead (`birch syrup (alternatively use maple syrup …)`, `khoya (you
        // can also substitute dry milk powder)`) is the writer's own choice: bought when the food asked is not.
        if let other = asideChoice(of: parsed),
            var chosen = matched(other, top: top, reason: "the line's other choice: \(other.name)", orPantry: true)
        {
            chosen.show(reading)
            return chosen
        }
        return firstExampleSold(in: parsed, besides: first.parsed.food, reading: reading, top: top) ?? first
    }

    /// Whether an English choice is a mix of foods by its opening words (`a mixture of`, `a mix of`, `a combination
    /// of`, `equal parts`).
    static func namesAMix(_ phrase: String) -> Bool {
        let lower = phrase.lowercased()
        return mixOpeners.contains { lower.hasPrefix($0) }
    }

    static let mixOpeners = ["a mixture of ", "mixture of ", "a mix of ", "mix of ", "a combination of ", "combination of ",
                             "equal parts ", "equal amounts of ", "equal quantities of ", "a blend of ", "blend of "]

    /// The food an English line's comment offers in its place, after an opener such as `alternatively use`, `you can
    /// also substitute` (`LineRequest.otherChoiceOpeners`), as a line of its own with the line's amount; nil when the
    /// comment offers none, or the words after the opener name no food or the line's own.
    func asideChoice(of parsed: ParsedIngredient) -> ParsedIngredient? {
        guard parsed.language == "en", let comment = parsed.comment, let lineFood = parsed.food,
            LineRequest.withoutOtherChoices(comment) != comment,
            // (A line making a diet claim keeps it: `vegan butter (can use regular butter if you're not vegan)` is no
            // butter to buy.)
            index.extractor.attributes(in: parsed.name, category: nil).diet.rawValue == 0
        else { return nil }
        for piece in comment.split(separator: ";") {
            let words = LineRequest.trimmingWhitespace(String(piece))
            let lower = words.lowercased()
            guard let opener = LineRequest.otherChoiceOpeners.first(where: { lower.hasPrefix($0) }) else { continue }
            var phrase = Substring(lower.dropFirst(opener.count))
            // (`alternatively, use …`, `alternatively try …`: the verb after the opener is no food.)
            phrase = phrase.drop { $0 == "," || $0 == " " }
            for verb in ["use ", "substitute ", "try "] where phrase.hasPrefix(verb) { phrase = phrase.dropFirst(verb.count) }
            // Up to what the cook does with it (`maple syrup mixed with a touch of molasses`, `… instead`).
            for end in [" mixed ", " with ", " instead", " if ", " for ", " to ", ",", "(", " or "] {
                if let range = phrase.range(of: end) { phrase = phrase[..<range.lowerBound] }
            }
            let name = phrase.trimmingSpaces
            guard !name.isEmpty, name.count <= 40, let found = index.lexicon.longestMatch(in: name),
                found.food.id != lineFood
            else { continue }
            var other = choice(parsed, named: name, as: found.food.id)
            other.text = name
            other.preparation = nil
            return other
        }
        return nil
    }

    /// The line matched on the first of its examples (`examplesGiven`) of another food than `food` that is bought,
    /// given back as `reading` with the reason `an example the line gives: …`; nil when none is. With `orStandIn`
    /// (a generic food the line is matched as its cheapest kind of), a food standing in for an example is bought when no
    /// example is.
    private func firstExampleSold(
        in parsed: ParsedIngredient, besides food: String?, reading: ParsedIngredient, top: Int, orStandIn: Bool = false
    ) -> IngredientMatch? {
        for example in examplesGiven(in: parsed) where example.food != food {
            guard var chosen = matched(example, top: top, reason: "an example the line gives: \(example.name)")
            else { continue }
            chosen.show(reading)
            return chosen
        }
        // None of the examples sold: the food standing in for one (`stand-ins.tsv`) that is itself a kind of the
        // line's food is nearer to what the writer meant than the food's cheapest kind (`short pasta such as
        // rigatoni`: penne, a tube as rigatoni is, not elbow macaroni).
        // (Only for a generic food bought anyway: a kind the line names, not sold (`Oaxaca cheese (or Monterey
        // Jack)`), is offered, never bought as the stand-in of its other choice.)
        guard orStandIn, let food else { return nil }
        for example in examplesGiven(in: parsed) {
            guard let exampleFood = example.food, exampleFood != food,
                let group = standIns.group(of: exampleFood, lineage: index.lineages[exampleFood] ?? []),
                let members = standIns.members[group]
            else { continue }
            for member in members where member != exampleFood && member != food
                && (index.lineages[member] ?? []).contains(where: { $0.id == food })
                && !index.candidates(food: member).isEmpty
            {
                let standIn = self.reading(example, as: member)
                guard var chosen = matched(standIn, top: top, reason: "a stand-in for the example the line gives: \(example.name)")
                else { continue }
                chosen.show(reading)
                return chosen
            }
        }
        return nil
    }

    /// The kinds an English line names as examples of its generic food (`firm fleshed fish such as mahi, cod,
    /// halibut`, `fish fillets (flounder, sole or similar fish)`), each as a line of its own, in the order written:
    /// the first sold is bought when the generic food is not. Only a food with no parent (fish, cheese, herbs) has
    /// examples, only of its own category, and only in a list of choices (`such as`, `like`, `for example`, `e.g.`,
    /// `preferably`, or a bracket with `or`): a bracket joining foods with `and` (`(dill, chives and parsley)`) is a
    /// mix, no choice.
    func examplesGiven(in parsed: ParsedIngredient) -> [ParsedIngredient] {
        // (Most lines give no examples: one byte search for the openers' letters passes them over.)
        guard parsed.language == "en", ByteSearch.contains(parsed.text, "such as") || ByteSearch.contains(parsed.text, "like ")
            || ByteSearch.contains(parsed.text, "xample") || ByteSearch.contains(parsed.text, "e.g")
            || ByteSearch.contains(parsed.text, "preferabl")
            || (parsed.text.utf8.contains(0x28) && ByteSearch.contains(parsed.text, " or ")),
            let lineFood = parsed.food, let food = index.lexicon.food(id: lineFood),
            !parsed.name.isEmpty, let nameRange = parsed.text.range(of: parsed.name)
        else { return [] }
        let rest = parsed.text[nameRange.upperBound...]
        // (The words before the name are asked of each example too: `fresh wild mushrooms (like porcini, …)` asks
        // fresh porcini, not the dried ones.)
        // (And so are the name's own words before its food: `fresh wild mushrooms`.)
        let describing = index.lexicon.longestMatch(in: parsed.name).map { parsed.name[..<$0.range.lowerBound] } ?? ""
        let before = parsed.text[..<nameRange.lowerBound] + describing
        let lower = rest.lowercased()
        var list: Substring?
        var saidSo = false
        for opener in Self.exampleOpeners {
            if let end = ByteSearch.end(of: opener, in: lower) {
                let start = rest.index(rest.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: end))
                list = rest[start...]
                saidSo = true
                break
            }
        }
        // A bracket of foods is a list of examples only after a generic food (one with no parent); a list said to
        // be examples (`yellow squash, such as zucchini`) is one after any food.
        if list == nil, food.parent != nil { return [] }
        if list == nil, let open = rest.firstIndex(of: "(") {
            let inside = rest[rest.index(after: open)...]
            let close = inside.firstIndex(of: ")") ?? inside.endIndex
            if inside[..<close].range(of: " or ") != nil { list = inside[..<close] }
        }
        guard var items = list else { return [] }
        let bracketed = !saidSo
        if let close = items.firstIndex(where: { ");".contains($0) }) { items = items[..<close] }
        // (A list ending in `and` is a mix, no choice: `such as new carrots, lettuce, broad beans and girolles`.)
        guard items.range(of: " and ") == nil || items.range(of: " or ") != nil else { return [] }
        var examples: [ParsedIngredient] = []
        let pieces = items.replacingOccurrences(of: " or ", with: ",").split(separator: ",")
        // A bracket is a list of examples only when each of its items names a food (`(flounder, sole or similar
        // fish)`), not an aside (`(available from Asian grocers, or substitute orange peel)`).
        // (An item leaving the choice open, `or similar`, `or your favorite`, names none and is no aside.)
        func leavesOpen(_ piece: Substring) -> Bool {
            let words = piece.trimmingSpaces.lowercased()
            return ["similar", "other", "your ", "any "].contains { words.hasPrefix($0) }
        }
        if bracketed, pieces.contains(where: { !leavesOpen($0) && index.lexicon.longestMatch(in: String($0)) == nil }) {
            return []
        }
        for piece in pieces {
            // (A list inside an aside's bracket starts after it: `(optional for garnishing (parsley, basil, or …`.)
            let item = piece.lastIndex(of: "(").map { piece[piece.index(after: $0)...] } ?? piece
            var words = item.trimmingSpaces
            if words.lowercased().hasPrefix("or ") { words = String(words.dropFirst(3)) }
            guard !words.isEmpty, words.count < 40, let found = index.lexicon.longestMatch(in: words),
                found.food.id != lineFood, found.food.category == food.category
            else { continue }
            var example = parsed
            example.name = words
            example.text = before + words
            example.comment = nil
            example.preparation = nil
            examples.append(reading(example, as: found.food.id))
            if examples.count == 6 { break }
        }
        return examples
    }

    /// The words opening a list of examples, in the order they are looked for (each byte by byte in the lowercased
    /// rest of the line).
    static let exampleOpeners = ["such as ", "like ", "for example, ", "for example ", "e.g. ", "e.g., ", "preferably "]

    /// The line matched on its first choice as written, when the food was read from a later choice and the first is
    /// a pantry staple or sold; nil otherwise.
    private func writtenFirstChoice(of parsed: ParsedIngredient, top: Int) -> IngredientMatch? {
        // (Most matched lines offer no choice: they are passed over with a byte search, and the rest with one look-up
        // of the words before the marker, which must name a food other than the line's.)
        guard let marker = Self.firstChoiceMarker(in: parsed.name) else { return nil }
        guard let named = index.lexicon.longestMatch(in: String(parsed.name[..<marker])) else {
            return sharedHeadFirstChoice(of: parsed, marker: marker, top: top)
        }
        guard named.food.id != parsed.food else { return nil }
        for other in otherChoices(of: parsed) where Self.startsBeforeChoice(other.name, in: parsed.text) {
            if let result = matched(other, top: top, reason: "the line's first choice: \(other.name)", orPantry: true) {
                return result
            }
        }
        if let first = firstOfList(parsed, marker: marker),
            let result = matched(first, top: top, reason: "the line's first choice: \(first.name)")
        {
            return result
        }
        return nil
    }

    /// Whether one food's name in the lexicon holds the word at `marker` (`salt and pepper`): the name is that food,
    /// not two joined.
    private func namesOneFood(_ name: String, across marker: String.Index) -> Bool {
        index.lexicon.longestMatch(in: name).map { $0.range.contains(marker) } ?? false
    }

    /// The line's text with its name replaced by `name` (a choice read alone keeps the line's other words: `2 sticks
    /// cinnamon`); nil when the text does not hold the name.
    static func text(of parsed: ParsedIngredient, naming name: String) -> String? {
        guard let range = parsed.text.range(of: parsed.name) else { return nil }
        var text = parsed.text
        text.replaceSubrange(range, with: name)
        return text
    }

    /// `parsed` with its name (and the name in its text) cut before a last choice that mixes the choices before it
    /// (`plums, apricots, or a combination`: plums or apricots); nil when the name has none.
    static func withoutMixOfChoices(_ parsed: ParsedIngredient) -> ParsedIngredient? {
        guard parsed.language == "en", let comma = ByteSearch.start(of: ", or ", in: parsed.name) else { return nil }
        let after = parsed.name[comma...].dropFirst(5).lowercased()
        guard mixOfChoices.contains(where: { after == $0 || after.hasPrefix($0 + " ") }) else { return nil }
        // The choices before it are a list of choices still (`raspberries or blackberries`).
        var items = parsed.name[..<comma].components(separatedBy: ", ")
        if items.count >= 2, !items[items.count - 1].lowercased().hasPrefix("or ") {
            items[items.count - 1] = "or " + items[items.count - 1]
        }
        var cut = parsed
        cut.name = items.count == 2 ? items.joined(separator: " ") : items.joined(separator: ", ")
        cut.text = Self.text(of: parsed, naming: cut.name) ?? cut.text
        return cut
    }

    /// Words after `, or` that offer the choices before mixed, no food of their own.
    static let mixOfChoices = ["a mix", "a mixture", "a combination", "any combination", "a blend", "a combo", "any mix",
                               "any mixture", "some of each", "both", "all"]

    /// A matched English line naming a kind of its food it would rather have (`chili sauce, preferably sriracha`),
    /// matched on that kind when it is sold; nil otherwise.
    private func preferredKind(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch? {
        guard parsed.language == "en", let lineFood = parsed.food,
            let opener = ByteSearch.start(of: "preferably ", in: parsed.text)
        else { return nil }
        // (`preferably `: eleven bytes, ASCII.)
        var words = parsed.text[parsed.text.utf8.index(opener, offsetBy: 11)...]
        if let end = words.firstIndex(where: { ",;()".contains($0) }) { words = words[..<end] }
        let kind = words.trimmingSpaces
        guard !kind.isEmpty, kind.count < 40, let found = index.lexicon.longestMatch(in: kind), found.food.id != lineFood,
            found.range.upperBound == kind.endIndex, (index.lineages[found.food.id] ?? []).contains(where: { $0.id == lineFood })
        else { return nil }
        var preferred = choice(parsed, named: kind, as: found.food.id)
        preferred.text = kind
        return matched(preferred, top: top, reason: "the kind the line prefers: \(kind)")
    }

    /// An English line naming two foods joined by `and`, the one read a pantry staple (`sea salt and butter, to
    /// serve`, `sugar and ground cinnamon`), matched on the other when it is sold: the staple is in the kitchen, the
    /// other is bought. Nil when the other is a staple too (`salt and pepper`), names no food whole or is not sold.
    private func foodBesideStaple(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch? {
        guard parsed.language == "en", let and = ByteSearch.start(of: " and ", in: parsed.name),
            !namesOneFood(parsed.name, across: and)
        else { return nil }
        let sides = [parsed.name[..<and], parsed.name[and...].dropFirst(5)]
        for side in sides {
            let words = side.trimmingSpaces
            guard !words.isEmpty, !words.contains(where: { ",;(".contains($0) }),
                let found = index.lexicon.longestMatch(in: words), found.food.id != parsed.food,
                found.range == words.startIndex..<words.endIndex
            else { continue }
            var item = choice(parsed, named: words, as: found.food.id)
            item.text = words
            if let result = matched(item, top: top, reason: "the line's other food: \(words)") { return result }
        }
        return nil
    }

    /// An English line whose first choice names the line's food whole in its own words (`pure maple or
    /// maple-flavoured syrup`, `prosciutto or thin smoked ham slices`), matched on that choice alone: what the second choice's
    /// words ask (flavoured, smoked) is not asked of the first. Nil when the first choice names another food or none,
    /// is not sold, or, the line being matched (`besides`), buys the same product.
    private func firstChoiceOfLineFood(_ parsed: ParsedIngredient, top: Int, besides: IngredientMatch? = nil) -> IngredientMatch? {
        guard parsed.language == "en", let food = parsed.food, let marker = Self.firstChoiceMarker(in: parsed.name)
        else { return nil }
        var before = parsed.name[..<marker]
        if let comma = before.lastIndex(where: { ",;(".contains($0) }) { before = before[before.index(after: comma)...] }
        let words = before.trimmingSpaces
        guard !words.isEmpty, let found = index.lexicon.longestMatch(in: words), found.food.id == food,
            found.range.upperBound == words.endIndex, Self.startsBeforeChoice(words, in: parsed.text)
        else { return nil }
        // A matched line changes only when the second choice's words ask something (`smoked`): most do not
        // (`butter or margarine`), and are passed over without matching the choice again.
        if besides != nil {
            let said = index.extractor.attributes(in: String(parsed.name[marker...]), category: found.food.category)
            guard !said.traits.isEmpty || said.diet.rawValue != 0 else { return nil }
        }
        // (The line's other words stay: `2 sticks cinnamon or cassia` ask sticks, `pork or veal, ground` mince.)
        var first = choice(parsed, named: words, as: food)
        first.comment = parsed.comment
        first.text = Self.text(of: parsed, naming: words) ?? words
        guard let result = matched(first, top: top, reason: "the line's first choice: \(words)") else { return nil }
        if let besides, besides.candidates.first?.productId == result.candidates.first?.productId { return nil }
        return result
    }

    /// The first item of a list of choices written in the name (`cheddar, Gruyère, or mozzarella cheese`:
    /// cheddar), as a line of its own, when it names a food of the line food's category whole; nil otherwise.
    private func firstOfList(_ parsed: ParsedIngredient, marker: String.Index) -> ParsedIngredient? {
        guard parsed.language == "en", let lineFood = parsed.food.flatMap({ index.lexicon.food(id: $0) }) else { return nil }
        let items = parsed.name[..<marker].split(separator: ",").map { $0.trimmingSpaces }
            .filter { !$0.isEmpty }
        guard items.count >= 2, items.allSatisfy({ $0.split(separator: " ").count <= 3 }), let item = items.first,
            let found = index.lexicon.longestMatch(in: item), found.range == item.startIndex..<item.endIndex,
            found.food.id != lineFood.id, found.food.category == lineFood.category
        else { return nil }
        return choice(parsed, named: item, as: found.food.id)
    }

    /// The line matched on its first choice when the choices are words describing one head the second ends in
    /// (`red or green bell pepper`: red bell pepper; `whole or skim milk`: whole milk), when that reading is matched
    /// or pantry; nil otherwise. The first choice is its words before `or` (at most three, no comma) with the second's
    /// words but its first.
    /// (`joining`, when given, is the word joining the choices instead of `or`: ` and ` of a mix of colours.)
    private func sharedHeadFirstChoice(
        of parsed: ParsedIngredient, marker: String.Index, joining: String? = nil, top: Int,
        reason: String = "the line's first choice"
    ) -> IngredientMatch? {
        guard parsed.language == "en" else { return nil }
        let before = parsed.name[..<marker]
        // (` or `, any case: four bytes, ASCII.)
        let after = parsed.name[marker...].dropFirst(joining?.utf8.count ?? 4)
        let leading = before.split(separator: " ")
        let trailing = after.split(separator: " ")
        guard (1...3).contains(leading.count), trailing.count >= 2, !before.contains(","), !before.contains("("),
            !after.contains(","), index.lexicon.longestMatch(in: String(before)) == nil
        else { return nil }
        let name: String
        if before.hasSuffix("-") {
            // `white- or red-wine vinegar`: the head joins the second's first word after its hyphen (white-wine vinegar).
            guard let hyphen = trailing[0].firstIndex(of: "-") else { return nil }
            name = String(before) + trailing[0][trailing[0].index(after: hyphen)...] + " "
                + trailing.dropFirst().joined(separator: " ")
        } else {
            // (A choice repeating the first's last word reads from after it: `firm or extra firm tofu`: firm tofu.)
            let head = trailing.lastIndex(of: leading[leading.count - 1]).map { trailing[($0 + 1)...] } ?? trailing.dropFirst()
            guard !head.isEmpty else { return nil }
            name = String(before) + " " + head.joined(separator: " ")
        }
        // The first choice's words must name the food (`red bell pepper`, `kosher salt`) or say something of it
        // (`whole`, `white`): words the lexicon does not read (`Tuscan or French bread`, `flank or sirloin beef`) would
        // leave only the head, a more general food than either choice.
        guard let found = index.lexicon.longestMatch(in: name),
            Self.startsBeforeChoice(String(before), in: parsed.text, marker: joining)
        else { return nil }
        if found.range.lowerBound >= name.index(name.startIndex, offsetBy: before.count) {
            let said = index.extractor.attributes(in: String(before), category: found.food.category)
            guard !said.traits.isEmpty || said.diet.rawValue != 0 || said.contradicted.rawValue != 0
                || said.fatPercent != nil
            else { return nil }
        }
        var first = parsed
        first.name = String(name)
        first = reading(first, as: found.food.id)
        return matched(first, top: top, reason: "\(reason): \(name)", orPantry: true)
    }

    /// A mix of colours of one food (`yellow and red cherry tomatoes`, `red and green grapes`) matched on its first
    /// colour, as `red or yellow` would be: either colour is in the mix, and the line names no food of two colours.
    /// Nil when the name has no ` and ` between two colour words, or that reading is not matched.
    private func colourOfMix(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch? {
        guard parsed.language == "en", let and = ByteSearch.start(of: " and ", in: parsed.name) else { return nil }
        let before = parsed.name[..<and].split(separator: " ")
        let after = parsed.name[and...].dropFirst(5).split(separator: " ")
        guard before.count == 1, after.count >= 2 else { return nil }
        let colours = TraitSet.groupMask(.color)
        func isColour(_ word: Substring) -> Bool {
            let said = index.extractor.attributes(in: String(word), category: nil).traits
            return !said.isEmpty && said.subtracting(colours).isEmpty
        }
        guard isColour(before[0]), isColour(after[0]), !namesOneFood(parsed.name, across: and) else { return nil }
        if let first = sharedHeadFirstChoice(of: parsed, marker: and, joining: " and ", top: top, reason: "one colour of the mix") {
            return first
        }
        // (The first colour not sold, `yellow and red cherry tomatoes`: the second, in its own words.)
        let name = after.joined(separator: " ")
        guard let found = index.lexicon.longestMatch(in: name) else { return nil }
        var second = parsed
        second.name = name
        second = reading(second, as: found.food.id)
        return matched(second, top: top, reason: "one colour of the mix: \(name)")
    }

    /// A choice matched as a line of its own, its candidates' reasons opening with `reason`, when it is matched (or,
    /// with `orPantry`, a pantry staple: then as it is); nil otherwise.
    private func matched(_ choice: ParsedIngredient, top: Int, reason: String, orPantry: Bool = false) -> IngredientMatch? {
        let result = matchOne(choice, top: top)
        switch result.status {
        case .pantry where orPantry:
            return result
        case .matched:
            return result.leading(with: reason)
        default:
            return nil
        }
    }

    /// Whether a line's name asks a food with another added (`鶏レバー ハツ付き`, `liver with hearts`).
    static func namesAnAddedFood(_ name: String) -> Bool {
        ByteSearch.contains(name, "付き") || ByteSearch.contains(name, " with ")
    }

    /// The words that separate choices in a Japanese name (`醤油又はポン酢`, `三つ葉もしくは甘酢しょうが`), in the order they
    /// are looked for.
    static let japaneseChoiceMarkers = ["または", "又は", "もしくは", "若しくは"]

    /// The words that separate choices written in a line's name.
    static let choiceMarkers = [" or ", " Or ", " OR "] + japaneseChoiceMarkers

    /// The words after which a line's text offers another choice, in the order they are looked for.
    static let otherChoiceMarkers = [" or ", " and/or "] + japaneseChoiceMarkers + ["（or ", "(or "]

    /// Whether the first word of `name` stands in `text` before its first choice marker, with no comma between: the
    /// first choice, whole (`milk`) or with the head it shares with the second (`chicken stock` of `chicken or
    /// vegetable stock`), and not the last but one of a longer list (`mint, cilantro, or basil`).
    /// (`marker`, when given, is the word joining the choices instead: ` and ` of a mix of colours.)
    static func startsBeforeChoice(_ name: String, in text: String, marker joining: String? = nil) -> Bool {
        let word = name.prefix { $0 != " " }
        guard !word.isEmpty, let at = ByteSearch.start(of: String(word), in: text),
            let marker = joining.map({ ByteSearch.start(of: $0, in: text) }) ?? firstChoiceMarker(in: text),
            at < marker
        else { return false }
        return !text[at..<marker].contains(",")
    }

    /// Where the first choice marker of `text` starts, if it has one (bytes compared, not Foundation's search).
    static func firstChoiceMarker(in text: String) -> String.Index? {
        ByteSearch.firstStart(ofAny: choiceMarkerNeedles, in: text)
    }
    private static let choiceMarkerNeedles = ByteSearch.Needles(choiceMarkers)

    /// The first of a list of one-word choices that share the head the list ends with, as a line of its own
    /// (`Corn, grapeseed, canola or other neutral oil for frying`: corn oil, not an ear of corn), when the first word
    /// and the head make a food's name whole.
    func listSharingHead(_ parsed: ParsedIngredient) -> ParsedIngredient? {
        // (Most lines have no comma: Foundation's search is slow.)
        guard parsed.language == "en", !parsed.name.isEmpty, parsed.text.utf8.contains(0x2C), !parsed.name.utf8.contains(0x20),
            let end = ByteSearch.end(of: parsed.name, in: parsed.text), parsed.text[end...].hasPrefix(","),
            ByteSearch.containsFolded(parsed.text, " or ") || ByteSearch.containsFolded(parsed.text, "/or ")
        else { return nil }
        // The list runs to the end of its phrase: a purpose (`for frying`), a bracket or a semicolon. Its items are
        // one word each, the last after `or` ending in the head.
        var list = String(parsed.text[end...].dropFirst())
        if let end = list.firstIndex(where: { ";(".contains($0) }) { list = String(list[..<end]) }
        if let purpose = ByteSearch.start(of: " for ", in: list) { list = String(list[..<purpose]) }
        let items = list.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        guard !items.isEmpty, items.dropLast().allSatisfy({ !$0.utf8.contains(0x20) }),
            let last = items.last?.split(separator: " "), last.count >= 3,
            last[1].lowercased() == "or" || last[1].lowercased() == "and/or",
            let head = last.last, head.allSatisfy(\.isLetter)
        else { return nil }
        let joined = parsed.name + " " + head
        guard let found = index.lexicon.longestMatch(in: joined), found.range == joined.startIndex..<joined.endIndex,
            found.food.id != parsed.food
        else { return nil }
        return choice(parsed, named: joined, as: found.food.id)
    }

    /// The first item of a name listing choices of one-word kinds that share the last item's head (`apricot or peach
    /// preserves`, `cherry, plum, or fig jam`, `chicken, beef, or vegetable broth`), with that head: the food the cook
    /// names first, when the lexicon knows it whole and the food read was the head alone, the first kind without its
    /// head, or (in a list of three or more) the last kind.
    func nameListSharingHead(_ parsed: ParsedIngredient) -> ParsedIngredient? {
        let name = parsed.name
        guard let lineFood = parsed.food, let or = ByteSearch.start(of: " or ", in: name) else { return nil }
        var items = name[..<or].split(separator: ",").map { $0.trimmingSpaces }
        let last = name[name.index(or, offsetBy: 4)...].split(separator: " ")
        guard let head = last.last, last.count >= 2, head.allSatisfy({ $0.isLetter }), items.count <= 4,
            let first = items.first, !first.isEmpty
        else { return nil }
        // (An Oxford comma leaves an empty item before `or`.)
        items.removeAll { $0.isEmpty }
        guard items.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" } }) else { return nil }
        let joined = first + " " + head
        guard let found = index.lexicon.longestMatch(in: joined), found.range == joined.startIndex..<joined.endIndex,
            found.food.id != lineFood, let read = index.lexicon.food(id: lineFood)
        else { return nil }
        // The food read was the head alone (`preserves`: any jam) or the first kind without its head (`strawberry`):
        // either bought another thing than the first choice. A sibling of the last kind read (`vegetable broth`) is
        // taken only from a list of three or more: of two, `writtenFirstChoice` reads the first choice after the
        // match, as it did before (reading it here had changed the packs of cheese lines weighed by another kind).
        let headAlone = found.food.parent == lineFood
        let headDropped = index.lexicon.longestMatch(in: first)?.food.id == lineFood
        let sibling = items.count >= 2 && found.food.parent != nil && found.food.parent == read.parent
        guard headAlone || headDropped || sibling else { return nil }
        return choice(parsed, named: joined, as: found.food.id)
    }

    /// The line's other choice after `or` / `または`, as a line of its own, when the lexicon knows its food.
    func otherChoice(of parsed: ParsedIngredient) -> ParsedIngredient? {
        otherChoices(of: parsed).first
    }

    /// The line's other choices, to try in order: the other choice, and when the food was read from the second
    /// choice and the first names another food (`semi-skimmed or whole milk`: skimmed milk), the second in its own
    /// words as well (whole milk, which asks nothing low-fat).
    public func otherChoices(of parsed: ParsedIngredient) -> [ParsedIngredient] {
        let text = parsed.text
        // Most lines offer no choice: `or`, `また` (E3 81 BE E3 81 9F), `又` (E5 8F 88) or `でも` must be there at all.
        let bytes = Array(text.utf8)
        var maybe = false
        // (Outside Japanese lines only the markers after a space, `/` or a bracket (`（` ends in 88) count: `or ` in
        // any case.)
        let anyOr = parsed.language == "ja"
        for k in 0..<max(0, bytes.count - 1) {
            if bytes[k] | 0x20 == 0x6F && bytes[k + 1] | 0x20 == 0x72, anyOr
                || (k > 0 && k + 2 < bytes.count && bytes[k + 2] == 0x20
                    && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x2F || bytes[k - 1] == 0x28 || bytes[k - 1] == 0x88))
            {
                maybe = true
                break
            }
            if k + 5 < bytes.count, bytes[k] == 0xE3, bytes[k + 1] == 0x81, bytes[k + 2] == 0xBE, bytes[k + 3] == 0xE3,
                bytes[k + 4] == 0x81, bytes[k + 5] == 0x9F
            {
                maybe = true
                break
            }
            if k + 2 < bytes.count, bytes[k] == 0xE5, bytes[k + 1] == 0x8F, bytes[k + 2] == 0x88 { maybe = true; break }
            // `でも` (E3 81 A7 E3 82 82): an aside allowing another food (`結崎ネブカ（青ねぎでも可）`); `なら` (E3 81 AA E3
            // 82 89): an aside giving the amount of an ordinary one (`壱州豆腐（普通の豆腐なら200g）`).
            if k + 5 < bytes.count, bytes[k] == 0xE3, bytes[k + 1] == 0x81, bytes[k + 2] == 0xA7 || bytes[k + 2] == 0xAA,
                bytes[k + 3] == 0xE3, bytes[k + 4] == 0x82, bytes[k + 5] == 0x82 || bytes[k + 5] == 0x89
            {
                maybe = true
                break
            }
        }
        // `（なければ薄口醤油）`, `（ない場合は…）`: a food for when the first is not to be had.
        if !maybe, parsed.language == "ja",
            ByteSearch.contains(text, "ければ") || ByteSearch.contains(text, "ない") || ByteSearch.contains(text, "しくは")
        {
            maybe = true
        }
        guard maybe else { return [] }
        let lower = text.lowercased()
        var rest: Substring?
        // (The markers are looked for byte by byte: Foundation's search, marker after marker, had cost more than the
        // rest of this for a line with none.)
        for marker in Self.otherChoiceMarkers {
            if let end = ByteSearch.end(of: marker, in: lower) {
                rest = text[text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: end))...]
                break
            }
        }
        var aside = false
        if rest == nil, parsed.language == "ja" {
            rest = Self.allowedInAside(text, lexicon: index.lexicon)
            aside = rest != nil
        }
        guard var choice = rest else { return [] }
        // Up to the end of the phrase: a comma, a closing bracket or a semicolon.
        if let end = Self.phraseEnd(in: choice) { choice = choice[..<end] }
        // … or an aside opening after it (`or the seeds from 1 vanilla bean (vanilla extract works too)`), not a size in
        // brackets (`or 1 (15 ounce) can chickpeas`).
        if let open = LineNeed.firstBracket(in: choice),
            !(choice[choice.index(after: open)...].first?.isNumber ?? false)
        {
            choice = choice[..<open]
        }
        var phrase = choice.trimmingSpaces
        guard !phrase.isEmpty else { return [] }
        // A mix of foods as the other choice (`or a mixture of black peppercorns and cardamom`, `or equal parts …`) is
        // no one food to buy: buying the first of them would be half of it.
        if parsed.language != "ja", Self.namesAMix(phrase) { return [] }
        var named = index.lexicon.longestMatch(in: phrase)
        if named == nil, parsed.language != "ja", !phrase.contains(" "), let marker = lower.range(of: " or ") {
            // `vanilla paste or extract`: one word after `or` that names nothing shares the first choice's
            // words before its head (vanilla extract), as `balsamic or sherry vinegar` shares a head.
            let before = text[..<text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: marker.lowerBound))]
            let words = before.split(separator: " ")
            if words.count >= 2 {
                let shared = words[words.count - 2]
                let joined = shared + " " + phrase
                if shared.first?.isLetter == true, let match = index.lexicon.longestMatch(in: joined),
                    match.matchedText.count == joined.count
                {
                    phrase = joined
                    named = match
                }
            }
        }
        guard let found = named else { return [] }
        // A choice of where the line's food comes from (`giblets from turkey or chicken`, `a bone of beef or
        // pork`): after `from` or `of`, it names a food the line's food is a part or kind of, which is no other thing
        // to buy (chicken breasts are no giblets).
        if found.food.id != parsed.food, let lineFood = parsed.food,
            (index.lineages[lineFood] ?? []).contains(where: { $0.id == found.food.id }),
            let marker = lower.range(of: " or "),
            lower[..<marker.lowerBound].range(of: " from ") != nil || lower[..<marker.lowerBound].range(of: " of ") != nil
        {
            return []
        }
        // The same in Japanese: a part of the food named with `の` (`猪の骨（もしくは豚）`), whose choice names another
        // animal it could come from: pork is no bone.
        if parsed.language == "ja", found.food.id != parsed.food, Self.namesAPartOf(parsed, lexicon: index.lexicon) {
            return []
        }
        if found.food.id == parsed.food, aside {
            // The aside allows the food itself, unqualified (`黒田せり（市販のせりでも可）`): its words are the line's.
            var plain = parsed
            plain.name = phrase
            plain.text = phrase
            plain.comment = nil
            return [plain]
        }
        if found.food.id == parsed.food, parsed.language == "ja" {
            // `煎茶またはほうじ茶`: the second choice's longer name was read; the words before `または` are the first.
            guard let marker = Self.japaneseChoiceMarkers.lazy.compactMap({ parsed.name.range(of: $0) }).first else { return [] }
            let first = String(parsed.name[..<marker.lowerBound])
            guard let match = index.lexicon.longestMatch(in: first), match.food.id != parsed.food else { return [] }
            var other = parsed
            other.name = first
            // The second choice's words ask nothing of the first (`三つ葉または甘酢しょうが`: no pickled mitsuba).
            other.text = Self.text(of: parsed, naming: first) ?? other.text
            other = reading(other, as: match.food.id)
            other.comment = nil
            return [other]
        }
        // A choice that writes its own amount (`½ cup tamarind concentrate or juice of 1 lime`, `1 cup caperberries,
        // or ½ cup capers`, `4 Thai shallots (or 2 larger shallots)`) is bought by that amount, not the first choice's: read as a line of its own.
        if phrase.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) || phrase.contains(where: { LineNeed.vulgarFraction($0) != nil }) {
            var own = IngredientParser(lexicon: index.lexicon).parse(phrase, group: parsed.group)
            if own.food != nil, own.quantity != nil, own.language == parsed.language {
                own.optional = parsed.optional
                return [own]
            }
        }
        if found.food.id == parsed.food {
            // The food was read from the second choice (`balsamic or sherry vinegar`): the other is the first.
            // The second choice in its own words asks none of what the first's words ask, when the first is a
            // contrast of one word (`fresh or frozen peas`: fresh; `semi-skimmed or whole milk`: low-fat) or a name
            // of the same food (`butter-flavored shortening or regular shortening`). Words before another food's
            // name, or before none, are asked of both choices (`low-sodium chicken or vegetable stock`, `candied
            // orange and/or lemon peel`, `tinned Puy or green lentils`).
            var choices = firstChoice(of: parsed, second: phrase).map { [$0] } ?? []
            let lowerName = parsed.name.lowercased()
            var firstText = Substring(lowerName)
            if let marker = lowerName.range(of: " and/or ") ?? lowerName.range(of: " or ") {
                firstText = lowerName[..<marker.lowerBound]
            }
            if let comma = firstText.lastIndex(where: { ",;(".contains($0) }) {
                firstText = firstText[firstText.index(after: comma)...]
            }
            let firstPhrase = firstText.trimmingSpaces
            let contrast = !firstPhrase.isEmpty && !firstPhrase.contains(" ")
            let sameFood = index.lexicon.longestMatch(in: firstPhrase).map {
                $0.food.id == parsed.food && $0.range.upperBound == firstPhrase.endIndex
            } ?? false
            if parsed.language != "ja", phrase.lowercased() != lowerName, contrast || sameFood {
                var plain = parsed
                plain.name = phrase
                plain.text = phrase
                plain.comment = nil
                choices.append(plain)
            }
            return choices
        }
        var other = parsed
        other.name = phrase
        // A general food offered after its kind, with the same head (`smoked paprika or paprika`, `… or regular
        // paprika`), takes its own words as its text: the words before it are the kind's, and nothing smoked is asked
        // of the paprika. Other choices keep the line's words (`dried apricots, plums, or peaches` asks dried peaches;
        // `no-salt-added beef broth or stock`, low-salt stock).
        if let first = parsed.food, index.lexicon.ancestors(of: first).contains(where: { $0.id == found.food.id }),
            let marker = lower.range(of: " or "),
            let head = lower[..<marker.lowerBound].split(separator: " ").last,
            phrase.lowercased().split(separator: " ").last == head
        {
            other.text = phrase
        } else if parsed.language != "ja", let marker = lower.range(of: " or ") {
            // The first choice's words before its head are asked of a second choice of one word (`ground beef or
            // turkey`: ground turkey; `powdered instant espresso or coffee`: instant coffee, which is the line's food).
            var firstWords = lower[..<marker.lowerBound].split(separator: " ")
            if let comma = firstWords.lastIndex(where: { $0.contains(",") }) { firstWords = Array(firstWords[(comma + 1)...]) }
            if firstWords.count >= 2, !phrase.contains(" "), firstWords.last != Substring(phrase.lowercased()) {
                let joined = firstWords.dropLast().joined(separator: " ") + " " + phrase.lowercased()
                if let kind = index.lexicon.longestMatch(in: joined), kind.range.upperBound == joined.endIndex,
                    kind.matchedText.count > phrase.count,
                    index.lexicon.ancestors(of: kind.food.id).contains(where: { $0.id == found.food.id })
                {
                    if kind.food.id == parsed.food { return [] }
                    return [self.choice(other, named: joined, as: kind.food.id)]
                }
            }
        }
        other = reading(other, as: found.food.id)
        other.comment = nil
        return listedBetween(parsed) + [other]
    }

    /// Where a choice's phrase ends: at its first comma, semicolon or closing bracket (`,`, `;`, `)`, `）`: EF BC 89, `、`:
    /// E3 80 81). (Found by its bytes: character by character, the search had cost more than the rest of the phrase.)
    static func phraseEnd(in text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var k = bytes.startIndex
        while k < bytes.endIndex {
            let byte = bytes[k]
            if byte == 0x2C || byte == 0x3B || byte == 0x29 { return k }
            if byte == 0xEF || byte == 0xE3 {
                let second = bytes.index(after: k)
                if second < bytes.endIndex, bytes[second] == (byte == 0xEF ? 0xBC : 0x80) {
                    let third = bytes.index(after: second)
                    if third < bytes.endIndex, bytes[third] == (byte == 0xEF ? 0x89 : 0x81) { return k }
                }
            }
            k = bytes.index(after: k)
        }
        return nil
    }

    /// The choices an English name lists between its first and the one after `or` (`dried apricots, plums, pluots,
    /// pears, or peaches`: plums and pears), in the order written, each as a line of its own. The first choice's
    /// words before a food's name it ends in are asked of an item of one word, as they are of the last (dried plums,
    /// which are prunes). Only items a food's name ends, of the first choice's category: `pluots` names nothing.
    func listedBetween(_ parsed: ParsedIngredient) -> [ParsedIngredient] {
        guard parsed.language == "en", parsed.name.utf8.contains(0x2C),
            let marker = parsed.name.range(of: " or ", options: .caseInsensitive)
        else { return [] }
        let items = parsed.name[..<marker.lowerBound].split(separator: ",").map { $0.trimmingSpaces }
        guard items.count >= 2, let first = index.lexicon.longestMatch(in: items[0]),
            first.range.upperBound == items[0].endIndex
        else { return [] }
        // (`dried apricots` may be a name of its own: the words before the shortest food name ending it, two at most.)
        let firstWords = items[0].split(separator: " ")
        var describing = ""
        for k in 1..<min(3, firstWords.count) {
            let rest = firstWords[k...].joined(separator: " ")
            if let match = index.lexicon.longestMatch(in: rest), match.range == rest.startIndex..<rest.endIndex {
                describing = firstWords[..<k].joined(separator: " ") + " "
            }
        }
        var choices: [ParsedIngredient] = []
        for item in items.dropFirst() where !item.isEmpty && item.split(separator: " ").count <= 3 {
            guard let own = index.lexicon.longestMatch(in: item), own.range.upperBound == item.endIndex,
                own.food.category == first.food.category
            else { continue }
            // (An item of more words keeps its own: `fresh basil, dried oregano, or …`.)
            let phrase = describing.isEmpty || item.contains(" ") ? item : describing + item
            guard let found = index.lexicon.longestMatch(in: phrase), found.range.upperBound == phrase.endIndex,
                found.food.id != parsed.food
            else { continue }
            choices.append(choice(parsed, named: phrase, as: found.food.id))
        }
        return choices
    }

    /// Whether a Japanese name is `AのB` with A the line's food and B no food (a part: `猪の骨`, `鯛の皮`), before any
    /// bracket.
    static func namesAPartOf(_ parsed: ParsedIngredient, lexicon: Lexicon) -> Bool {
        var name = Substring(parsed.name)
        if let open = name.firstIndex(where: { $0 == "（" || $0 == "(" }) { name = name[..<open] }
        guard let no = name.range(of: "の"), no.upperBound < name.endIndex,
            lexicon.longestMatch(in: String(name[..<no.lowerBound]))?.food.id == parsed.food
        else { return false }
        return lexicon.longestMatch(in: String(name[no.upperBound...])) == nil
    }

    /// Words a Japanese aside allows in place of the food (`結崎ネブカ（青ねぎでも可）`: 青ねぎ; `黒田せり（市販のせりでも可）`:
    /// せり): what stands before `でも可` (`でもよい`, `でもOK` …) in a bracket, without `市販の` or `無ければ`.
    static func allowedInAside(_ text: String, lexicon: Lexicon) -> Substring? {
        // `（普通の豆腐なら200g）`: the ordinary food, with the amount to use of it.
        for marker in ["なら"] {
            guard let range = text.range(of: marker) else { continue }
            let before = text[..<range.lowerBound]
            guard let open = before.lastIndex(where: { $0 == "（" || $0 == "(" }) else { continue }
            let words = before[before.index(after: open)...]
            for lead in ["普通の", "ふつうの", "一般的な", "市販の", "ふだんの"] where words.hasPrefix(lead) {
                let food = words.dropFirst(lead.count)
                if let match = lexicon.longestMatch(in: String(food)), match.matchedText.count == food.count { return food }
            }
        }
        for marker in ["でも可", "でもよい", "でも良い", "でもいい", "でもOK", "でもＯＫ", "でも大丈夫", "でも構いません"] {
            guard let range = text.range(of: marker) else { continue }
            let before = text[..<range.lowerBound]
            guard let open = before.lastIndex(where: { $0 == "（" || $0 == "(" }) else { return nil }
            var words = before[before.index(after: open)...]
            for lead in ["市販の", "無ければ", "なければ", "ない場合は", "無い場合は"] where words.hasPrefix(lead) {
                words = words.dropFirst(lead.count)
            }
            return words.firstIndex(of: "や").map { words[..<$0] }.flatMap { first in
                // A list (`かまぼこやかにかまぼこ`): its first food, when the words before `や` are a food's name whole.
                lexicon.longestMatch(in: String(first)).flatMap { $0.matchedText.count == first.count ? first : nil }
            } ?? words
        }
        // `白醤油（なければ薄口醤油）`: the food to use when the first is not to be had, named whole up to the bracket's end.
        for lead in ["なければ", "無ければ", "ない場合は", "無い場合は", "ないときは", "ない時は"] {
            for open in ["（", "("] {
                guard let range = text.range(of: open + lead) else { continue }
                var words = text[range.upperBound...]
                if let close = words.firstIndex(where: { $0 == "）" || $0 == ")" }) { words = words[..<close] }
                if words.hasPrefix("、") { words = words.dropFirst() }
                if words.hasSuffix("で") { words = words.dropLast() }
                if !words.isEmpty, let match = lexicon.longestMatch(in: String(words)), match.matchedText.count == words.count {
                    return words
                }
            }
        }
        return nil
    }

    /// The first choice of an English name whose food was read from the choice after `or`, as a line of its own.
    /// English puts the head last, and the choices may share it: the words before `or` take the second choice's
    /// last word when the two make a food's name (`balsamic or sherry vinegar`: balsamic vinegar; `apple cider or
    /// red wine vinegar`: apple cider vinegar). Else one word alone shares a head we cannot name (`walnut or olive
    /// oil` offers no walnuts) unless it names a food of the second's own general food (`cornstarch or tapioca
    /// starch`), and more words are a choice of their own when a food's name ends them (`ground beef or ground
    /// turkey`; not `rolls beef or pork chorizo`).
    func firstChoice(of parsed: ParsedIngredient, second: String) -> ParsedIngredient? {
        guard parsed.language != "ja", let marker = parsed.name.range(of: " or ", options: .caseInsensitive) else {
            return nil
        }
        var before = parsed.name[..<marker.lowerBound]
        // An aside closing the first choice (`mirin (Japanese rice wine) or sherry`) is no part of its name, and
        // says the choice is whole: it shares no head with the second.
        var whole = false
        // `parmesan, or similar vegetarian hard cheese`: a comma closing the first choice says it is whole too.
        if before.hasSuffix(",") {
            before = before.dropLast()
            whole = true
        }
        if before.hasSuffix(")"), let open = before.lastIndex(of: "(") {
            before = before[..<open]
            whole = true
        }
        if let comma = before.lastIndex(where: { ",;(".contains($0) }) { before = before[before.index(after: comma)...] }
        let first = before.trimmingSpaces
        guard !first.isEmpty else { return nil }
        func endsAFoodName(_ phrase: String) -> FoodMatch? {
            guard let match = index.lexicon.longestMatch(in: phrase), match.range.upperBound == phrase.endIndex else {
                return nil
            }
            return match
        }
        var phrase = first
        var found: FoodMatch?
        // Characters of the first choice before a head it shares with the second (`morcilla sausage or blood
        // sausage`): a name found there names the choice, the head alone does not.
        var own = first.count
        // (Where the name found in the first choice joined to the head starts.)
        var joinedStart: Int?
        if !whole, let space = second.lastIndex(of: " ") {
            let head = second[second.index(after: space)...]
            let shared = first.lowercased().hasSuffix(" " + head.lowercased())
            let joined = shared ? first : first + " " + head
            if shared { own -= head.count }
            // The name found must hold words of the first choice, not the shared head alone (`fideos or angel hair
            // pasta` is no pasta of any kind).
            let secondWords = second.split(separator: " ")
            let joinedTwo = first + " " + secondWords.suffix(2).joined(separator: " ")
            if let match = endsAFoodName(joined), joined.distance(from: joined.startIndex, to: match.range.lowerBound) < own {
                phrase = joined
                found = match
                joinedStart = joined.distance(from: joined.startIndex, to: match.range.lowerBound)
            } else if !shared, !first.contains(" "), secondWords.count >= 3, let match = endsAFoodName(joinedTwo),
                joinedTwo.distance(from: joinedTwo.startIndex, to: match.range.lowerBound) < first.count
            {
                // A head of two words (`chicken or vegetable bouillon granules`: chicken bouillon granules).
                phrase = joinedTwo
                found = match
            } else if !first.contains(" ") {
                // One word alone is a food only when the second choice is a kind of it (`pumpkin or winter squash`:
                // the general food offered beside its kind), when the second's last word names nothing it could
                // share (`Parmigiano-Reggiano or Grana Padano`: no food is a `padano`; `beef or pork chorizo` shares
                // chorizo) or ends the line's food, a food of another category than the head's (`sugar or agave
                // nectar`: no sugar nectar), or when it is of the same general food as the second (`cornstarch or
                // tapioca starch`: two starches), or when it is the very head the second ends in (`milk or almond
                // milk`, `rice or cauliflower rice`: the plain food first, a variant of its name second).
                guard let alone = endsAFoodName(first), alone.range.lowerBound == first.startIndex,
                    let lineFood = parsed.food, let lineKind = index.lexicon.food(id: lineFood)
                else { return nil }
                if first.lowercased() == head.lowercased() {
                    return alone.food.id == lineFood ? nil : choice(parsed, named: first, as: alone.food.id)
                }
                let secondIsItsKind = (index.lineages[lineFood] ?? []).contains(where: { $0.id == alone.food.id })
                let headSharesNothing = index.lexicon.lookup(String(head)).map {
                    $0.category != lineKind.category && endsAFoodName(second)?.food.id == lineFood
                } ?? true
                let sameGeneralFood = alone.food.parent != nil && alone.food.parent == lineKind.parent
                // … or when the second's words before its head name no food the first could stand beside (`arugula
                // or baby spinach`, `cod or other white fish`: no arugula spinach; `pork or beef chorizo` shares it).
                let secondDescribesOnly = secondWords.count >= 2
                    && index.lexicon.longestMatch(in: secondWords.dropLast().joined(separator: " ")) == nil
                // … or when the second is one food's name whole and the first joined to its head names nothing of the
                // first's (`honey or maple syrup`: no honey syrup; the head alone was found there).
                let secondIsOneName = secondWords.count >= 2
                    && endsAFoodName(second).map { $0.range.lowerBound == second.startIndex && $0.food.id == lineFood } == true
                guard secondIsItsKind
                    || ((headSharesNothing || secondDescribesOnly || secondIsOneName) && alone.food.category == lineKind.category)
                    || sameGeneralFood
                else { return nil }
                found = alone
            }
        }
        if found == nil, let match = endsAFoodName(first), first.distance(from: first.startIndex, to: match.range.lowerBound) < own {
            found = match
        }
        // The head joined to the first choice may name the line's food again from inside it (`holy basil or Thai basil
        // leaves`: basil leaves): a name the first choice starts with then says which food it is (holy basil). (Not
        // `cherry or grape tomatoes`: cherry tomatoes is the joined name whole.)
        if found?.food.id == parsed.food, let start = joinedStart, start > 0, let match = endsAFoodName(first),
            match.food.id != parsed.food, first.distance(from: first.startIndex, to: match.range.lowerBound) < start
        {
            found = match
        }
        guard let found, found.food.id != parsed.food else { return nil }
        return choice(parsed, named: phrase, as: found.food.id)
    }

    /// What a part measured by weight or volume needs of its source when the source is sold by weight (a bag of
    /// mandarins for `3 cups clementine juice`): the source pieces that give it (`LineNeed.asSourceWeight`); nil for a
    /// pack of another unit, a line naming no part, or weights unknown. One rule for scoring and for the reasons shown.
    static func sourceNeed(
        _ need: LineNeed, part: FoodTrait?, partMeasures: FoodMeasures, pack: PackSize, source: FoodMeasures
    ) -> LineNeed? {
        guard pack.unit == .g, let part else { return nil }
        return need.asSourceWeight(
            partGrams: partMeasures.pieceGrams, partDensity: partMeasures.density, sourceGrams: source.pieceGrams,
            part: part.words)
    }

    /// The packs of one product a line needs, as matching plans them: through the source of a part measured by
    /// weight or volume (lemons for `¼ cup lemon juice`, `viaPart`), the pieces a whole fish gives, a dried form's
    /// third of the fresh weight, or else the line's own `need` of the product's food. `partNeed` keeps the part's
    /// need between the products of one line.
    private func packMath(
        _ entry: UnsafePointer<CatalogIndex.Entry>, line: borrowing LineRequest, parsed: borrowing ParsedIngredient,
        judgement: borrowing CandidateJudge.Judgement, viaPart: Bool, need: borrowing LineNeed,
        partNeed: inout LineNeed?, unitKind: LineNeed.UnitKind, lineMeasures: FoodMeasures
    ) -> PackMath {
        if viaPart {
            let need = partNeed ?? LineNeed.of(parsed, food: line.food, portions: portions, kind: unitKind)
            partNeed = need
            if let sourceNeed = Self.sourceNeed(
                need, part: line.derivedPart, partMeasures: lineMeasures, pack: entry.pointee.pack, source: entry.pointee.measures)
            {
                // (A source sold by weight gives its part by the piece: 6 cups of juice is some 37 mandarins.)
                return PackMath(sourceNeed, pack: entry.pointee.pack, food: entry.pointee.measures)
            }
            return PackMath(need, pack: entry.pointee.pack, food: lineMeasures)
        }
        if line.countsWholeFish, entry.pointee.fishPiece != .whole,
            let fishNeed = need.asFishPieces(entry.pointee.fishPiece, food: entry.pointee.foodId, portions: portions)
        {
            // `サバ 1尾` against sides, cut portions or a weight of the fish: a whole fish is two sides, or the
            // portions it gives.
            return PackMath(fishNeed, pack: entry.pointee.pack, food: entry.pointee.measures)
        }
        if judgement.driedFor != nil, let dried = need.asDried() {
            // (A dried herb for fresh covers the fresh weight with a third of it.)
            return PackMath(dried, pack: entry.pointee.pack, food: entry.pointee.measures)
        }
        return PackMath(need, pack: entry.pointee.pack, food: entry.pointee.foodId.isEmpty ? lineMeasures : entry.pointee.measures)
    }

    /// Whether a product keeps for weeks as sold: dried, canned, pickled, salted, smoked or candied by its name or its
    /// food's usual state (dried shiitake, kombu, しらす干し): a leftover of it is no money lost, as one of fresh food is.
    public func keeps(productId: String) -> Bool {
        guard let i = index.products.firstIndex(where: { $0.id == productId }) else { return false }
        return index.entries.withUnsafeBufferPointer { entries in
            let entry = entries[i]
            if let usual = entry.usualState, CandidateJudge.keptStates.contains(usual) { return true }
            return CandidateJudge.keptStates.contains { entry.attributes.traits.contains($0) || entry.foodTraits.contains($0) }
        }
    }

    /// What a line needs of one product of the index, planned as `match` plans it for its candidates (a part through
    /// its source: `¼ cup lime juice` is limes by the juice one gives), for a cart adding up the lines that share a
    /// product. `nil` when the product is not in the index or the line names no food the matcher reads.
    public func plan(_ parsed: ParsedIngredient, productId: String) -> PackPlan? {
        guard parsed.language == "ja" || parsed.language == "en",
            let i = index.products.firstIndex(where: { $0.id == productId })
        else { return nil }
        let japanese = parsed.language == "ja"
        let queryName = parsed.name.isEmpty ? parsed.text
            : japanese && parsed.optional ? IngredientParser.nameWithoutOptionalWords(parsed.name) : parsed.name
        let line = LineRequest(parsed, normalizedName: NameFeatures(line: queryName, japanese: japanese).normalized, index: index)
        guard !line.foodId.isEmpty, !line.madeInRecipe else { return nil }
        return index.entries.withUnsafeBufferPointer { entries -> PackPlan in
            let entry = entries.baseAddress! + i
            let productFood = entry.pointee.foodId
            let relation: Relation
            if productFood == line.foodId {
                relation = .exact
            } else if let level = line.lineage.firstIndex(where: { $0.id == productFood }) {
                relation = .parent(level + 1)
            } else if (index.lineages[productFood] ?? []).contains(where: { $0.id == line.foodId }) {
                relation = .child(index.mainParents[i] == line.foodId ? 1 : 2)
            } else {
                relation = productFood.isEmpty ? .nameOnly : .sibling
            }
            let judgement = judge.judge(line, entry, relation: relation, explain: false)
            let unitKind = LineNeed.UnitKind(parsed, portions: portions)
            let lineMeasures = FoodMeasures(line.food)
            let partMeasured = line.derivedPart != nil && lineMeasures.pieceGrams != nil
                && parsed.measure.map { LineNeed.notParts.contains($0) } == true
            // (As `matchOne` works a line's need out: of the product's food when it depends on the food.)
            let needsPerFood = LineNeed.dependsOnFood(parsed)
                || (parsed.measure.map(LineNeed.massUnits.contains) == true
                    && line.food.map { LineNeed.liquidCategories.contains($0.category) } == true)
            let food = needsPerFood && !productFood.isEmpty ? index.mainFoods[i] : line.food
            let need = LineNeed.of(parsed, food: food, portions: portions, kind: unitKind)
            var partNeed: LineNeed?
            let math = packMath(
                entry, line: line, parsed: parsed, judgement: judgement,
                viaPart: partMeasured && judgement.isSource, need: need, partNeed: &partNeed, unitKind: unitKind,
                lineMeasures: lineMeasures)
            return PackPlan(
                packs: math.packs, needed: math.needed, convertible: math.convertible,
                reason: math.reason(partNeed ?? need, pack: entry.pointee.pack),
                unknownAmount: (partNeed ?? need).unknown, estimated: math.estimated)
        }
    }

    /// `parsed` read as the kind of its food a Japanese aside names whole (`砂糖（中ざらめ糖）`, `味噌（白味噌）`), the
    /// aside as its name; nil when the aside names no kind of the line's food or says more than the name.
    func kindInJapaneseAside(_ parsed: ParsedIngredient) -> ParsedIngredient? {
        guard parsed.language == "ja", let comment = parsed.comment, let lineFood = parsed.food,
            let found = index.lexicon.longestMatch(in: comment), found.food.id != lineFood,
            index.lineages[found.food.id]?.contains(where: { $0.id == lineFood }) == true,
            comment[..<found.range.lowerBound].allSatisfy(\.isWhitespace),
            comment[found.range.upperBound...].allSatisfy(\.isWhitespace)
        else { return nil }
        return choice(parsed, named: found.matchedText, as: found.food.id)
    }

    /// `parsed` as a choice of its own: named `name`, read as `food`, without the line's comment (an aside of the whole
    /// line is not the choice's).
    func choice(_ parsed: ParsedIngredient, named name: String, as food: String) -> ParsedIngredient {
        var other = parsed
        other.name = name
        other = reading(other, as: food)
        other.comment = nil
        return other
    }

    /// `parsed` read as a line of another food (a choice): its amount weighed again by that food's piece weight and
    /// density (`20 cherry or small tomatoes`: twenty cherry tomatoes, not twenty tomatoes' weight).
    func reading(_ parsed: ParsedIngredient, as food: String) -> ParsedIngredient {
        var other = parsed
        other.food = food
        // (As the parser weighs it: the upper end of a range, a part as the unit, to the thousandth.)
        if parsed.amount != nil, parsed.addedQuantity == nil, let quantity = parsed.quantityMax ?? parsed.quantity {
            other.amount = IngredientParser.amount(
                quantity, unit: (parsed.unit ?? parsed.part).flatMap { UnitTable.bundled.unit(code: $0) },
                food: index.lexicon.food(id: food)
            ).map { Amount(value: ($0.value * 1000).rounded() / 1000, dimension: $0.dimension) }
        }
        return other
    }

    private func matchOne(_ parsed: ParsedIngredient, top: Int) -> IngredientMatch {
        if parsed.language != "ja" && parsed.language != "en" {
            return IngredientMatch(parsed: parsed, status: .unsupportedLanguage, candidates: [])
        }
        let japanese = parsed.language == "ja"
        // (An optional Japanese line is compared by its food's name: `パセリ（あれば）` as パセリ.)
        let queryName = parsed.name.isEmpty ? parsed.text
            : japanese && parsed.optional ? IngredientParser.nameWithoutOptionalWords(parsed.name) : parsed.name
        let queryFeatures = NameFeatures(line: queryName, japanese: japanese)
        let line = LineRequest(parsed, normalizedName: queryFeatures.normalized, index: index)
        if line.madeInRecipe {
            return IngredientMatch(parsed: parsed, status: .madeInRecipe, candidates: [])
        }
        if Self.neverSold.contains(line.foodId) || line.lineage.contains(where: { Self.neverSold.contains($0.id) }) {
            return IngredientMatch(parsed: parsed, status: .pantry, candidates: [])
        }
        // The food itself must be listed: a pantry parent (vinegar) does not make its kinds (balsamic) staples,
        // and a line asking for a kind or a diet version of it (金山寺味噌, 減塩みそ) is bought.
        let asksDiet = !line.asked.diet.subtracting(CandidateJudge.preferences).isEmpty
        // … or another kind of it: flavoured, smoked, made from it (garlic flavoured olive oil).
        let asksKind = !line.asked.traits.subtracting(line.inherent).isDisjoint(with: Self.kindTraits)
        let foodId = line.foodId
        let isPantry = !foodId.isEmpty && pantry.contains(foodId) && line.qualifier == nil && !asksDiet && !asksKind

        // Candidates: the food, its descendants, its ancestors, else its siblings, else names.
        var seen = [UInt64](repeating: 0, count: (index.entries.count + 63) / 64)
        var candidates: [(entry: Int, relation: Relation)] = []
        // (Room at once for what a line judges, six products on average over the 14,826 real lines: grown one by one,
        // the list had been allocated again three or four times a line.)
        candidates.reserveCapacity(Self.usualCandidates)
        func add(_ i: Int, _ relation: Relation) {
            let word = i >> 6, bit = UInt64(1) << UInt64(i & 63)
            if seen[word] & bit == 0 {
                seen[word] |= bit
                candidates.append((i, relation))
            }
        }
        if !foodId.isEmpty {
            for i in index.candidates(food: foodId) { add(i, .exact) }
            for i in index.candidates(descendingFrom: foodId) {
                add(i, .child(index.mainParents[i] == foodId ? 1 : 2))
            }
            let ownSold = !candidates.isEmpty
            for (level, ancestor) in line.lineage.enumerated() {
                for i in index.candidates(food: ancestor.id) { add(i, .parent(level + 1)) }
            }
            // Nothing of this food or its line: products of its sibling foods, scored lower.
            if candidates.isEmpty, let parent = line.food?.parent {
                for i in index.candidates(descendingFrom: parent) { add(i, .sibling) }
            } else if !line.asked.traits.isDisjoint(with: Self.packedForms), line.inherent.subtracting(.groupMask(.color)).isEmpty,
                let parent = line.food?.parent, index.lexicon.food(id: parent)?.category == line.foodCategory
            {
                // A fresh kind asked canned (`canned plum tomatoes`) is the parent's canned kind, when the kind
                // itself is sold only fresh: the judge takes a sibling in the asked form (a can holds no other
                // kind). Not a kind made otherwise (hominy is no canned sweet corn) nor one in its own form
                // (sun-dried tomatoes).
                index.entries.withUnsafeBufferPointer { entries in
                    for i in index.candidates(descendingFrom: parent)
                    where index.mainParents[i] == parent && !entries[i].category.isEmpty
                        && entries[i].category != line.foodCategory
                    {
                        add(i, .sibling)
                    }
                }
            }
            // Nothing of the food itself sold: the foods standing in for it (`stand-ins.tsv`: walnuts for pecans,
            // kokuto for palm sugar) are judged too, whatever their names, to be offered as its alternative; so
            // when a cart asks for a matched line's alternative (its own food cannot come that day).
            // (So when the line asks for a piece: its own food may be sold only in slices, which make none.)
            if !ownSold || offersAlternativeWhenMatched || line.asked.traits.contains(.block),
                let group = standIns.group(of: foodId, lineage: line.lineage),
                let members = standIns.members[group]
            {
                // (Not the kinds of a food the line's is a kind of: string cheese is no stand-in for burrata.)
                for member in members where member != foodId && !line.lineage.contains(where: { $0.id == member }) {
                    for i in index.candidates(food: member) { add(i, .sibling) }
                    for i in index.candidates(descendingFrom: member) { add(i, .sibling) }
                }
            }
        }
        let query = japanese ? queryFeatures.grams : queryFeatures.tokens
        if candidates.isEmpty && !query.isEmpty {
            // Size and grade words are never a name to match on (`large` is no egg), and a dish is never a
            // line's known food by name (`spinach` is not spinach pierogi).
            let name = parsed.name.isEmpty ? parsed.text : parsed.name
            if !SizeWords.bundled.isOnlySizes(name) {
                let stripped = SizeWords.bundled.removing(from: name)
                let features = stripped == name ? queryFeatures : NameFeatures(line: stripped, japanese: japanese)
                let sizeless = japanese ? features.grams : features.tokens
                if !sizeless.isEmpty {
                    for i in nameCandidates(sizeless, japanese: japanese) where foodId.isEmpty || !index.entries[i].isDish {
                        add(i, .nameOnly)
                    }
                }
            }
        }
        if candidates.isEmpty {
            return IngredientMatch(parsed: parsed, status: isPantry ? .pantry : .unmatched, candidates: [])
        }

        var cheapest = Int.max
        var anyUnknownAmount = false
        var cachedFood = ""
        var cachedFoodOverlap = 0.0
        // (The entry whose food `cachedNeed` is for, -1 before the first: its food is compared in place, where an
        // optional copy of the id had been made for each candidate.)
        var cachedNeedEntry = -1
        // The line food's plain kinds, looked up once (candidates of one food sit side by side).
        let linePlainKinds = plainKinds.kinds[line.foodId]
        // Kinds of the food in a form the line offers beside another (`1 cup corn (fresh or canned)`: canned corn):
        // either is what the line asks, so they are the food itself, bought at the cheaper covering purchase.
        let offeredKinds = kindsInOfferedForms(parsed, line: line, candidates: candidates)
        let unitKind = LineNeed.UnitKind(parsed, portions: portions)
        let lineNeed = LineNeed.of(parsed, food: line.food, portions: portions, kind: unitKind)
        var cachedNeed = lineNeed
        // What the line needs of each food, worked out once per food: for the products judged, and kept for the
        // candidates shown (which had worked theirs out again).
        var needs = ShownNeeds()
        _ = needs.need(of: line.food?.id) { lineNeed }
        // (A weight of a liquid may be bought as a concentrate of another food: `だし汁 250g`, granules.)
        let needsPerFood = LineNeed.dependsOnFood(parsed)
            || (parsed.measure.map(LineNeed.massUnits.contains) == true
                && line.food.map { LineNeed.liquidCategories.contains($0.category) } == true)
        // The line's food is what a cook makes from its parent in a minute by grating or grinding fresh produce
        // (grated garlic, ginger paste, 大根おろし): the raw food covers it, and a ready-made product (a tube) is
        // only the alternative when no raw food fits. Cooking is not a minute's work: cooked rice stays itself.
        let madeAtHome: Bool = {
            guard let food = line.food, let parent = food.parent, line.distinctions[parent]?.preparedAtHome == true,
                CatalogIndex.groundAtHome.contains(food.category)
            else { return false }
            return !index.attributes(ofFood: food.id).traits.intersection(.groupMask(.grind)).isEmpty
        }()
        let lineMeasures = FoodMeasures(line.food)
        // A part weighed or measured by volume, taken from its source food with a known weight per source piece
        // (a white is 35 g of an egg, a lemon's grated zest 6 g): bought as the source, its amount is the part's
        // (a tablespoon of zest weighs as zest) and the source pieces are those that give that much of the part.
        // Counted parts (3 yolks, 2 strips of zest) keep to the source's own tables.
        let partMeasured = line.derivedPart != nil && lineMeasures.pieceGrams != nil
            && parsed.measure.map { LineNeed.notParts.contains($0) } == true
        var partNeed: LineNeed?
        // A made thing (a `prepared` food: applesauce, guacamole, an omelette) is offered nothing of another category
        // but the food a cook makes it from alone (`made-from.tsv`: potatoes for hash browns): its ingredients are no
        // nearest for it (sessions 41-45's held-out offers judged them poor).
        let madeThingSources: Set<String>? = line.foodCategory == "prepared"
            ? madeFrom.sources(of: line.foodId, lineage: line.lineage) ?? [] : nil
        var all: [Scored] = []
        all.reserveCapacity(candidates.count)
        index.entries.withUnsafeBufferPointer { entries in
            for (i, relation) in candidates {
                // (The product's features are passed where they lie: bound to a local, the array was retained.)
                let overlap = japanese
                    ? NameFeatures.overlap(query, entries[i].ja.grams) : NameFeatures.overlap(query, entries[i].en.tokens)
                var c = ScoreComponents()
                var nameScore = query.isEmpty ? 0.5 : 0.7 * overlap.containment + 0.3 * overlap.dice
                var bestContainment = overlap.containment
                // The line may name the food as the lexicon does (卵) while the product says たまご.
                // Only where the product's food is the line's food or more general: a child food's names
                // (ショートパスタ) would otherwise outrank the plain product for a generic line (パスタ).
                // (So with a kind in a form the line asks or offers, the food itself in that form: its names are the
                // line food's, `cans cooked chickpeas` no worse named by 缶詰 than by 水煮.)
                let offeredKind = !offeredKinds.isEmpty && offeredKinds.contains(entries[i].foodId)
                if !query.isEmpty, relation == .exact || Self.isParent(relation) || offeredKind, !entries[i].foodId.isEmpty {
                    let main = offeredKind ? line.foodId : entries[i].foodId
                    if main != cachedFood {
                        cachedFood = main
                        cachedFoodOverlap = foodNameOverlap(query, food: main, japanese: japanese)
                    }
                    if 0.9 * cachedFoodOverlap > nameScore { nameScore = 0.9 * cachedFoodOverlap }
                    bestContainment = max(bestContainment, cachedFoodOverlap)
                }
                c.name = nameScore
                switch relation {
                case .exact: c.identity = entries[i].foodId == line.foodId ? 1 : 0.9
                case .child(let depth):
                    // A plain kind of a generic food (鶏もも肉 for 鶏肉, 木綿豆腐 for 豆腐) is that food as sold.
                    c.identity = linePlainKinds?.contains(entries[i].foodId) == true
                        || offeredKinds.contains(entries[i].foodId) ? 1 : depth == 1 ? 0.8 : 0.7
                case .parent(let level): c.identity = level == 1 ? 0.7 : 0.55
                case .sibling: c.identity = 0.45
                case .nameOnly: c.identity = overlap.containment >= 0.75 ? 0.45 * overlap.containment : 0
                }
                let judgement = judge.judge(line, entries.baseAddress! + i, relation: relation, explain: false)
                if judgement.isSource {
                    // The food a part or a home preparation comes from is what the line buys (eggs for yolks).
                    c.identity = 0.95
                    c.name = max(c.name, 0.8)
                }
                c.modifiers = judgement.modifiers
                c.penalty = judgement.penalty
                // What the line needs of this food, worked out once per food (parts and cups need the tables);
                // a line in grams or bare pieces needs the same of every food.
                if needsPerFood && (cachedNeedEntry < 0 || entries[cachedNeedEntry].foodId != entries[i].foodId) {
                    cachedNeedEntry = i
                    // (The product's food is read in place: a copy of it retains each of its fields.)
                    cachedNeed = entries[i].foodId.isEmpty
                        ? lineNeed
                        : needs.need(of: entries[i].foodId) {
                            index.mainFoods.withUnsafeBufferPointer {
                                LineNeed.of(parsed, food: $0[i], portions: portions, kind: unitKind)
                            }
                        }
                }
                let viaPart = partMeasured && judgement.isSource
                let plan = packMath(
                    entries.baseAddress! + i, line: line, parsed: parsed, judgement: judgement, viaPart: viaPart, need: cachedNeed,
                    partNeed: &partNeed, unitKind: unitKind, lineMeasures: lineMeasures)
                if plan.needed == nil && plan.convertible {
                    c.unit = 0.7
                    anyUnknownAmount = true
                } else {
                    c.unit = plan.convertible ? 1 : 0.2
                }
                c.fit = plan.usage ?? 0.5
                c.popularity = Double(entries[i].popularity) / 100
                c.available = entries[i].available ? 1 : 0
                if index.prices[i] > 0 { cheapest = min(cheapest, index.prices[i]) }
                all.append(Scored(
                    entry: i, relation: relation, components: c, plan: plan, nameOverlap: bestContainment, score: 0,
                    verdict: judgement.verdict, unaskedSpecial: judgement.hasUnaskedSpecial,
                    homeSource: madeAtHome && judgement.isSource && relation == .parent(1), viaPart: viaPart,
                    onlyKindMissed: judgement.onlyKindMissed,
                    noNearest: judgement.noNearest
                        || madeThingSources.map { madeThingOffersNot(entries.baseAddress! + i, sources: $0) } == true))
            }
        }
        // Scores, and whether a plain compatible product is good enough: then products in a special form the
        // line did not ask for (dried, canned, seasoned) become substitutes.
        var plainFits = false
        // (Whether a plain product that fits may be offered: in a cart, none of them may come that day.)
        var plainOffered = false
        var sourceFits = false
        for k in all.indices {
            // Without an amount, prefer the cheaper packs of what fits (a pinch of pepper: the small jar).
            if anyUnknownAmount && all[k].plan.needed == nil {
                let price = index.prices[all[k].entry]
                // (A product without a price is no cheaper pack: the least fit.)
                all[k].components.fit = price > 0 && cheapest < Int.max ? 0.3 + 0.5 * Double(cheapest) / Double(price) : 0.3
            }
            all[k].score = all[k].components.total
            // Only a product of the line's own food is its plain form (soy meat is no plain soybean).
            if all[k].verdict == .compatible && !all[k].unaskedSpecial && all[k].score >= threshold
                && all[k].relation == .exact
            {
                plainFits = true
                if offerable(all[k].entry) { plainOffered = true }
            }
            if all[k].homeSource && all[k].verdict == .compatible && all[k].score >= threshold
                && all[k].components.available == 1
            {
                sourceFits = true
            }
        }
        // The cheapest covering purchase among the products as good as the best (not the most popular one).
        // The best-scoring product sets the bar; only its own food competes (pork liver is no cheaper pork for
        // `豚肉 200g`), and only what can be ordered: a sold-out pack is no cheaper purchase. The plain kinds of a
        // generic line's food count as that food (むね and もも for `鶏肉 300g`, 木綿 and 絹ごし for `豆腐 1丁`).
        var bestQuality = -1.0
        var bestBesideName = -1.0
        var bestScore = -1.0
        var bestEntry = -1
        for k in all.indices {
            if plainFits && all[k].unaskedSpecial { all[k].verdict = .substitute }
            if sourceFits && all[k].relation == .exact { all[k].verdict = .substitute }
            if all[k].verdict == .compatible && all[k].score >= threshold && all[k].components.available == 1
                && (all[k].score > bestScore
                    || (all[k].score == bestScore && index.idRanks[all[k].entry] < index.idRanks[bestEntry]))
            {
                bestScore = all[k].score
                bestQuality = all[k].components.quality
                bestBesideName = all[k].components.qualityBesideName
                bestEntry = all[k].entry
            }
        }
        if bestEntry >= 0 {
            // (Through the buffer: subscripting the array would copy each entry.)
            index.entries.withUnsafeBufferPointer { entries in
                let lineFood = line.foodId
                let linePlain = plainKinds.kinds[lineFood]
                func sold(_ food: String) -> String {
                    linePlain?.contains(food) == true || offeredKinds.contains(food) ? lineFood : food
                }
                let bestFood = entries[bestEntry].foodId
                // A plain kind competes on its whole quality, name included: `belly pork` is no cheaper pork thigh.
                for k in all.indices where all[k].verdict == .compatible && all[k].score >= threshold
                    && all[k].components.available == 1
                    && ((all[k].components.quality >= bestQuality - Self.acceptableMargin
                            && sold(entries[all[k].entry].foodId) == sold(bestFood))
                        || (all[k].nameOverlap >= Self.sharedNameFloor
                            && all[k].components.qualityBesideName >= bestBesideName - Self.acceptableMargin
                            && entries[all[k].entry].foodId == bestFood)
                        // (A kind in the form asked is the food as asked whatever its name adds, beside the best
                        // product of the food itself: the can for `cans cooked chickpeas`, named `canned`, not
                        // `cooked`. Not among kinds, whose names tell them apart: chopped tinned tomatoes.)
                        || (!offeredKinds.isEmpty && offeredKinds.contains(entries[all[k].entry].foodId)
                            && bestFood == line.foodId
                            && all[k].components.qualityBesideName >= bestBesideName - Self.acceptableMargin))
                {
                    all[k].acceptable = true
                    all[k].cost = purchaseCost(all[k])
                }
                // A product of the food alone is bought before one that comes with another food the line does not
                // name (`450g chicken livers`: the livers, not livers with hearts at a cheaper price per pack).
                // Of the acceptable products, only those with `preferred` compete when any has it.
                func keepOnly(_ preferred: (CatalogIndex.Entry) -> Bool) {
                    guard all.contains(where: { $0.acceptable && preferred(entries[$0.entry]) }) else { return }
                    for k in all.indices where all[k].acceptable && !preferred(entries[all[k].entry]) {
                        all[k].acceptable = false
                    }
                }
                if !Self.namesAnAddedFood(parsed.name) { keepOnly { !$0.withAnotherFood } }
                // Fish counted whole (`サバ 4尾`) are bought whole when a whole fish can be ordered: cut portions,
                // however cheaper, make no whole fish to fillet, marinate or grill (sides and portions stand in only
                // when no whole fish is sold).
                if line.countsWholeFish { keepOnly { $0.fishPiece == .whole } }
            }
        }
        let keep = max(top, 1)
        // (Each list holds at most `keep + 1` while a candidate is put in its place: room for that at once.)
        var compatible: [Scored] = []
        var substitutes: [Scored] = []
        compatible.reserveCapacity(keep + 1)
        substitutes.reserveCapacity(keep + 1)
        for k in all.indices {
            if all[k].verdict == .compatible {
                insert(all[k], into: &compatible, keep: keep)
            } else {
                insert(all[k], into: &substitutes, keep: keep)
            }
        }
        let status: MatchStatus
        var outgrowsPantry = false
        if isPantry {
            // A staple in an amount no kitchen keeps at hand (`酢 1.8L` for pickles, `1 quart vinegar`) is bought.
            // (Or as much as the pantry says a kitchen keeps at hand, or more: `2 1/2 cups all-purpose flour`.)
            func outgrows(_ scored: Scored) -> Bool {
                Self.outgrowsAKitchen(scored.plan)
                    || Self.outgrowsWhatIsAtHand(scored.plan, atHand: pantry.atHand[foodId], pack: index.products[scored.entry].pack)
            }
            if let first = compatible.first, first.score >= threshold, outgrows(first) {
                status = .matched
                outgrowsPantry = true
            } else if compatible.isEmpty, let nearest = substitutes.first, outgrows(nearest) {
                // Nor is it at hand when the shop does not sell it: a cup of grapeseed oil, none sold, is a line to
                // buy elsewhere, with the nearest offered (session 48's first pool had called it pantry).
                status = .unmatched
            } else {
                status = .pantry
            }
        } else if let first = compatible.first, first.score >= threshold {
            status = .matched
        } else {
            status = .unmatched
        }
        let ranked = Array((compatible + substitutes).prefix(top))
        // (The shown products' foods are mostly among those judged: their needs are read from `needs`.)
        var shown: [MatchCandidate] = []
        shown.reserveCapacity(ranked.count)
        for scored in ranked {
            shown.append(candidate(
                for: scored, line: line, parsed: parsed, kind: unitKind, plainOffered: plainOffered, sourceFits: sourceFits,
                needs: &needs))
        }
        if outgrowsPantry, !shown.isEmpty {
            shown[0].reasons.insert("a staple, but more than a kitchen keeps at hand: bought", at: 0)
        }
        var alternative: MatchCandidate?
        let offersAlternative = status == .unmatched || (offersAlternativeWhenMatched && status == .matched)
        // An alternative stays in the family: the same food in another form or size, a kind of it, its general
        // food or a relative; never a product that only looks alike by name. A line naming a kind no table knows
        // (`jerk sauce`, `Prego Italian sauce`: sauce, of a kind named jerk) is offered no other known kind of its
        // food (meat sauce, okonomiyaki sauce): those differ from it as much as from each other. Its plain kinds
        // are still offered (a chicken of a breed the catalog lacks: the thighs it sells), and so is another
        // cheese for a cheese (a semisoft cheese like Havarti: the nearest cheese sold stands in), and a kind of
        // produce or seafood for an English variety we cannot name, best the form asked (canned salmon for `cans
        // pink salmon`, the tinned tomatoes for `stewed tomatoes`).
        let offersKinds = line.qualifier == nil || line.foodCategory == "dairy"
            || (LineRequest.varietyCategories.contains(line.foodCategory) && line.qualifier?.utf8.first.map { $0 < 0x80 } == true)
        let linePlain = offersKinds ? nil : plainKinds.kinds[line.foodId]
        if offersAlternative, let group = standIns.group(of: line.foodId, lineage: line.lineage) {
            // A food of a stand-in group (a cheese of a style) is offered its own food, a more general one (a
            // cheese sold as just cheese) or one of its group, else nothing: goat cheese is offered feta, never
            // string cheese. Its own food first, then a more general kind, then one of its group, then a root food
            // more general than it, the best scored of each (palm sugar is offered kokuto before white sugar,
            // seasoned salt a seasoned pepper salt before table salt).
            var nearest: Scored?
            var nearestTier = Int.max
            for k in all.indices where all[k].verdict == .substitute && all[k].relation != .nameOnly
                && offerable(all[k].entry) && !all[k].noNearest
            {
                let food = index.entries[all[k].entry].foodId
                // (A general food that is itself a kind, white beans for the tinned ones, mozzarella for
                // burrata, comes before the group; a root food, sugar for palm sugar, after it.)
                // (Nor a general food for a group standing alone: plain dried chilies are no chipotles in adobo.)
                let root = index.lexicon.food(id: food).map { $0.parent == nil } ?? true
                let tier = food == line.foodId ? 0
                    : all[k].relation.isParent ? (standIns.alone.contains(group) ? Int.max : root ? 3 : 1)
                    : standIns.group(of: food, lineage: index.lineages[food] ?? []) == group ? 2 : Int.max
                guard tier != Int.max, tier <= nearestTier else { continue }
                // (A food of the group is offered whatever its name shares with the line's: the table names it a
                // stand-in, where a name has nothing to say (bonito dashi granules for fish stock); the others
                // need the floor.)
                guard tier == 2 || all[k].score >= Self.alternativeFloor else { continue }
                // (Of the line's category or one standing in for it: almonds are no almond paste, almond flour no
                // hazelnut syrup.)
                // (So in a group: the dried spice of a fresh chili, its general food, when none of the group is sold.)
                guard Self.standsIn(index.entries[all[k].entry].category, for: line.foodCategory)
                    || Self.isDriedFormOf(all[k].relation, index.entries[all[k].entry].category, line.foodCategory)
                else { continue }
                if tier == nearestTier, let current = nearest, !better(all[k], current) { continue }
                nearest = all[k]
                nearestTier = tier
            }
            if let nearest {
                alternative = candidate(
                    for: cheapestAlternative(like: nearest, among: all), line: line, parsed: parsed, kind: unitKind,
                    plainOffered: plainOffered, sourceFits: sourceFits, needs: &needs, asAlternative: true)
            }
        } else if offersAlternative,
            let nearest = nearestOfKind(all, line: line, offersKinds: offersKinds) ?? substitutes.first(where: {
                $0.relation != .nameOnly && offerable($0.entry) && !$0.noNearest
                    && (offersKinds || !$0.relation.isChild || linePlain?.contains(index.entries[$0.entry].foodId) == true)
                    && (Self.standsIn(index.entries[$0.entry].category, for: line.foodCategory)
                        || Self.isDriedFormOf($0.relation, index.entries[$0.entry].category, line.foodCategory))
            }),
            nearest.score >= Self.alternativeFloor
        {
            alternative = candidate(
                for: cheapestAlternative(like: nearest, among: all), line: line, parsed: parsed, kind: unitKind,
                plainOffered: plainOffered, sourceFits: sourceFits, needs: &needs, asAlternative: true)
        }
        // A product the rules find fit whose score stays under the bar (`1 shot espresso`: ground coffee, a kind of
        // coffee whose name shares no word with the line's; `24 live oysters`: shucked ones) is the nearest there is:
        // offered, where the line had said no product of its food was sold (session 49's second pool judged the
        // coffee acceptable).
        // (Not for a food named by its category's word, `mixed nuts`, `meat`: any kind of it is a guess.)
        if alternative == nil, status == .unmatched, !(line.food.map(CandidateJudge.namedByItsCategory) ?? true),
            let weak = compatible.first(where: {
                $0.relation != .nameOnly && offerable($0.entry) && !$0.noNearest && $0.score >= Self.alternativeFloor
                    && Self.standsIn(index.entries[$0.entry].category, for: line.foodCategory)
            })
        {
            var offered = candidate(
                for: weak, line: line, parsed: parsed, kind: unitKind, plainOffered: plainOffered, sourceFits: sourceFits,
                needs: &needs, asAlternative: true)
            offered.verdict = .substitute
            offered.note = "\(CandidateJudge.display(index.mainFoods[weak.entry])); it scores under the bar to buy it unasked"
            offered.reasons.append("score under the bar: offered as alternative")
            alternative = offered
        }
        var result = IngredientMatch(parsed: parsed, status: status, candidates: shown, alternative: alternative)
        result.ownFoodTooFar = status == .unmatched && alternative == nil && ranked.contains { $0.relation == .exact }
        return result
    }

    /// The share of a pack a staple's amount must reach to be bought: a kitchen keeps one pack open, so a recipe
    /// that uses half of one or more (`醤油 800ml`, `1 L vinegar` for pickles) empties the shelf.
    static let pantryPackShare = 0.5

    /// Whether a staple's amount, measured and converted, is at least `pantryPackShare` of the pack planned.
    static func outgrowsAKitchen(_ plan: PackMath) -> Bool {
        plan.convertible && !plan.estimated && outgrowsAKitchen(needed: plan.needed, perPack: plan.perPack)
    }

    /// Whether a staple's amount, measured and converted to grams or millilitres, is at least what the pantry says a
    /// kitchen keeps at hand (`Pantry.atHand`); false when it says nothing of the food.
    static func outgrowsWhatIsAtHand(_ plan: PackMath, atHand: Double?, pack: PackSize) -> Bool {
        guard let atHand, let needed = plan.needed, plan.convertible, !plan.estimated, pack.unit == .g || pack.unit == .ml
        else { return false }
        return needed >= atHand
    }

    static func outgrowsAKitchen(needed: Double?, perPack: Double) -> Bool {
        guard let needed, perPack > 0 else { return false }
        return needed >= perPack * pantryPackShare
    }

    /// Whether a product is no nearest for a made thing made from `sources` alone (`madeFrom`): one of another
    /// category (not made, not canned) whose food is none of them nor a kind of one.
    private func madeThingOffersNot(_ entry: UnsafePointer<CatalogIndex.Entry>, sources: Set<String>) -> Bool {
        let category = entry.pointee.category
        if category.isEmpty || category == "prepared" || category == "canned" { return false }
        let food = entry.pointee.foodId
        if sources.isEmpty || food.isEmpty { return true }
        return !sources.contains(food) && !(index.lineages[food] ?? []).contains { sources.contains($0.id) }
    }

    /// Whether the product at `entry` may be offered as an alternative (`unofferable`).
    func offerable(_ entry: Int) -> Bool {
        unofferable.isEmpty || !unofferable.contains(index.products[entry].id)
    }

    /// For a line naming a kind no table knows, the best substitute that is all the line asks but that kind (the
    /// canned salmon for `cans pink salmon`, before fresh fillets that score higher as salmon): the form asked
    /// matters more to a shopper than the closeness of the food.
    private func nearestOfKind(_ all: [Scored], line: LineRequest, offersKinds: Bool) -> Scored? {
        guard line.qualifier != nil, offersKinds, LineRequest.varietyCategories.contains(line.foodCategory) else { return nil }
        var nearest: Scored?
        for k in all.indices where all[k].onlyKindMissed && all[k].relation != .nameOnly && offerable(all[k].entry)
            && all[k].score >= Self.alternativeFloor && !all[k].noNearest
            && Self.standsIn(index.entries[all[k].entry].category, for: line.foodCategory)
        {
            if let current = nearest, !better(all[k], current) { continue }
            nearest = all[k]
        }
        return nearest
    }

    /// Whether a product of one category can stand in for a line's food of another. Another category is mostly
    /// another thing made of the food or from it, which no cook swaps in: fennel seeds for a fennel bulb, duck
    /// breast for duck fat, grapes for vine leaves, amazake for koji (a spice that is the dried general food of a
    /// fresh one is its form: `isDriedFormOf`). A can of the food stands in (canned tomatoes for fresh, fresh for
    /// canned), so do flavourings for flavourings (garlic powder for garlic salt, a dried herb blend for a bouquet
    /// garni, sake for a cooking sake), and a dish offers what it is made of (avocados for guacamole: `prepared`
    /// foods are dishes).
    public static func standsIn(_ category: String, for lineCategory: String) -> Bool {
        if category == lineCategory || category.isEmpty || lineCategory.isEmpty { return true }
        if category == "canned" || lineCategory == "canned" || lineCategory == "prepared" { return true }
        return flavourings.contains(category) && flavourings.contains(lineCategory)
            || (category == "alcohol" && lineCategory == "seasoning") || (category == "seasoning" && lineCategory == "alcohol")
    }

    /// Whether a spice is the dried form of a fresh vegetable or herb the line names a kind of: dried chilies for
    /// fresh green chiles or jalapeños (`chili-pepper` is the general food, sold dried), offered with the note that
    /// they are dried. A spice that is a kind of the line's food is a part of it instead (fennel seeds of a fennel
    /// bulb), no form of it.
    static func isDriedFormOf(_ relation: Relation, _ category: String, _ lineCategory: String) -> Bool {
        relation.isParent && category == "spice" && (lineCategory == "vegetable" || lineCategory == "herb")
    }

    /// Categories that season a dish, which stand in for each other as alternatives.
    private static let flavourings: FewStrings = ["herb", "spice", "seasoning"]

    /// The alternative a shopper would take: among the substitutes of the nearest one's food or a kind of it that
    /// are as good as it but for fit and popularity (quality within `acceptableMargin`) and can be ordered, the
    /// cheapest purchase covering the amount, as for a matched line (a spoonful of shrimp: the 150 g pack, not the
    /// 500 g one that sells more; fresh wakame: salted wakame, a kind of wakame, before two bags of dried). The
    /// nearest itself when it cannot be ordered or nothing is cheaper.
    private func cheapestAlternative(like nearest: Scored, among all: [Scored]) -> Scored {
        guard nearest.components.available == 1 else { return nearest }
        let bar = nearest.components.quality - Self.acceptableMargin
        var best = nearest
        var bestCost = purchaseCost(nearest)
        // (Through the buffer: subscripting the array would copy each entry.)
        index.entries.withUnsafeBufferPointer { entries in
            let food = entries[nearest.entry].foodId
            let foodGroup = standIns.group(of: food, lineage: index.lineages[food] ?? [])
            for k in all.indices where all[k].verdict == .substitute && all[k].relation != .nameOnly
                && all[k].components.available == 1 && all[k].plan.coversNeed && offerable(all[k].entry)
            {
                let sameFood = entries[all[k].entry].foodId == food
                // A kind in another category is another thing made of it, no stand-in (almond milk is no nut for
                // pecans, sweet bean paste no beans).
                // Nor is a kind the stand-in table puts in a group of its own (tartar sauce, a kind of mayonnaise, for
                // a creamy dressing).
                guard sameFood
                    || (index.mainParents[all[k].entry] == food
                        && entries[all[k].entry].category == entries[nearest.entry].category
                        && standIns.group(of: entries[all[k].entry].foodId,
                            lineage: index.lineages[entries[all[k].entry].foodId] ?? []) == foodGroup)
                else { continue }
                // A kind of the nearest one's food is weighed as that food: its lower identity says how far it is
                // from the line's food, which the nearest one is not either (both are substitutes).
                var components = all[k].components
                if !sameFood { components.identity = max(components.identity, nearest.components.identity) }
                // (Nor one fitting the form asked less: the whole tomatoes for `diced tomatoes` seasoned with chili,
                // the diced can being the nearest.)
                guard components.quality >= bar, components.modifiers >= nearest.components.modifiers,
                    components.penalty >= nearest.components.penalty
                else { continue }
                let itsCost = purchaseCost(all[k])
                if itsCost < bestCost || (itsCost == bestCost && index.idRanks[all[k].entry] < index.idRanks[best.entry]) {
                    best = all[k]
                    bestCost = itsCost
                }
            }
        }
        return best
    }

    /// What the packs planned cost; a product without a price, which a feed may give, is no cheaper purchase: it
    /// cannot be ordered, so it comes after every priced one.
    private func purchaseCost(_ scored: Scored) -> Int {
        let price = index.prices[scored.entry]
        return price > 0 ? scored.plan.packs * price : Int.max
    }

    /// Keeps the best `keep` of a list, best first, ties by product id.
    private func insert(_ candidate: Scored, into list: inout [Scored], keep: Int) {
        if list.count == keep, let last = list.last, !better(candidate, last) { return }
        var position = list.count
        while position > 0 && better(candidate, list[position - 1]) { position -= 1 }
        list.insert(candidate, at: position)
        if list.count > keep { list.removeLast() }
    }

    /// Acceptable products first, the cheaper purchase first among them (less left over on a tie); else by score.
    private func better(_ a: Scored, _ b: Scored) -> Bool {
        if a.acceptable != b.acceptable { return a.acceptable }
        if a.acceptable {
            if a.cost != b.cost { return a.cost < b.cost }
            if a.plan.coversNeed != b.plan.coversNeed { return a.plan.coversNeed }
            let ua = a.plan.usage ?? 0, ub = b.plan.usage ?? 0
            if ua != ub { return ua > ub }
        }
        if a.score != b.score { return a.score > b.score }
        return index.idRanks[a.entry] < index.idRanks[b.entry]
    }

    /// Products sharing enough of the query's grams or tokens, most shared first.
    private func nameCandidates(_ query: [UInt64], japanese: Bool) -> [Int] {
        // Features shared per product, counted in a flat array.
        var counts = [UInt16](repeating: 0, count: index.entries.count)
        var touched: [Int] = []
        let postings = japanese ? index.byGram : index.byToken
        for feature in query {
            guard let list = postings[feature], list.count < 2000 else { continue }
            for i in list {
                if counts[i] == 0 { touched.append(i) }
                if counts[i] < UInt16.max { counts[i] += 1 }
            }
        }
        let needed = max(1, Int((Double(query.count) * 0.6).rounded(.up)))
        return touched.filter { Int(counts[$0]) >= needed }
            .sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : index.idRanks[$0] < index.idRanks[$1] }
            .prefix(40).map { $0 }
    }

    static func isParent(_ relation: Relation) -> Bool {
        if case .parent = relation { return true }
        return false
    }

    /// The best overlap of the query with one of the food's lexicon names.
    private func foodNameOverlap(_ query: [UInt64], food: String, japanese: Bool) -> Double {
        index.foodNames[food]?.bestOverlap(query, japanese: japanese) ?? 0
    }

    /// What a line needs of each food of its judged and shown candidates, by food id (`nil`: no food), worked out once.
    struct ShownNeeds {
        private var needs: [(food: String?, need: LineNeed)] = []

        /// The need of `food`, from `make` the first time it is asked.
        mutating func need(of id: String?, make: () -> LineNeed) -> LineNeed {
            // (Found by index: `first(where:)` had copied out the whole entry, food and need, through the tuple's
            // generic witnesses, for each shown candidate.)
            for k in needs.indices where needs[k].food == id { return needs[k].need }
            let need = make()
            needs.append((id, need))
            return need
        }
    }

    private func candidate(
        for scored: Scored, line: LineRequest, parsed: ParsedIngredient, kind: LineNeed.UnitKind, plainOffered: Bool,
        sourceFits: Bool, needs: inout ShownNeeds, asAlternative: Bool = false
    ) -> MatchCandidate {
        // (The product's fields are read in place: a copy of the product retains each of its fields.)
        let entry = scored.entry
        var reasons: [String] = []
        // (Room for the usual handful of reasons at once: grown one by one, the list had been copied three times.)
        reasons.reserveCapacity(8)
        let productFood = index.products[entry].foods.first ?? "?"
        let food = line.foodId.isEmpty ? "?" : line.foodId
        switch scored.relation {
        case .exact: reasons.append("food \(line.foodId.isEmpty ? productFood : food)")
        case .child: reasons.append("food \(productFood) is a kind of \(food)")
        case .parent: reasons.append("food \(productFood) is the general food of \(food)")
        case .sibling:
            let group = standIns.group(of: food, lineage: line.lineage)
            reasons.append(group != nil && standIns.group(of: productFood, lineage: index.lineages[productFood] ?? []) == group
                ? "food \(productFood) stands in for \(food)"
                : "food \(productFood) is a relative of \(food) (same parent)")
        case .nameOnly: reasons.append("name only (no food match)")
        }
        reasons.append("name overlap " + Self.twoDecimals(scored.nameOverlap))
        var judgement = index.entries.withUnsafeBufferPointer {
            judge.judge(line, $0.baseAddress! + scored.entry, relation: scored.relation, explain: true)
        }
        if scored.verdict == .substitute && judgement.verdict == .compatible, let special = judgement.unaskedSpecial {
            judgement.substitute(
                plainOffered ? "\(special); a plain one is sold" : "\(special); the plain one cannot come that day",
                reason: "\(special), not asked: offered as alternative")
        } else if scored.verdict == .substitute && judgement.verdict == .compatible && sourceFits
            && scored.relation == .exact
        {
            let raw = line.food?.parent ?? "the raw food"
            judgement.substitute(
                "ready-made; \(raw) is sold and covers it",
                reason: "ready-made \(food), and \(raw) is sold: offered as alternative")
        }
        reasons += judgement.reasons ?? []
        let needFood = scored.viaPart ? line.food : index.mainFoods[scored.entry] ?? line.food
        var need = needs.need(of: needFood?.id) { LineNeed.of(parsed, food: needFood, portions: portions, kind: kind) }
        let fishPiece = index.entries.withUnsafeBufferPointer { $0[scored.entry].fishPiece }
        if !scored.viaPart, line.countsWholeFish, fishPiece != .whole,
            let fishNeed = need.asFishPieces(fishPiece, food: productFood, portions: portions)
        {
            need = fishNeed
        }
        if !scored.viaPart, let form = judgement.driedFor, let dried = need.asDried() {
            need = dried
            reasons.append(form == .cannedBeans ? "dried for canned: a third of the weight"
                : "dried for fresh: a third of the fresh weight")
        }
        let pack = index.products[entry].pack
        if scored.viaPart, let sourceNeed = Self.sourceNeed(
            need, part: line.derivedPart, partMeasures: FoodMeasures(line.food), pack: pack,
            source: index.entries.withUnsafeBufferPointer { $0[scored.entry].measures })
        {
            need = sourceNeed
        }
        var packs = scored.plan.packs
        // Of another category (fennel seed for fennel bulbs, dried chili for fresh jalapeños) the amount says
        // nothing of this product; of the same (Japanese leeks for leeks, liquid stock for a low-salt one) it
        // does, short of dozens of packs. Past that: one pack, and the shopper checks.
        // (Nor does it say exactly how much of a dried herb stands for the fresh one: past one pack, the shopper checks.)
        let sameCategory = line.food != nil && line.food?.category == index.mainFoods[scored.entry]?.category
            && judgement.driedFor != .freshHerb
        if asAlternative && packs > (sameCategory ? Self.alternativeMaxPacks : 1) {
            reasons.append("\(scored.plan.reason(need, pack: pack)) if it were what the line asks for; "
                + "it is not: 1 pack, check the amount")
            packs = 1
        } else {
            reasons.append(scored.plan.reason(need, pack: pack))
        }
        if !index.products[entry].isAvailable { reasons.append(index.products[entry].onSale ? "sold out" : "not on sale") }
        return MatchCandidate(
            productId: index.products[entry].id, name: index.products[entry].name,
            shopId: index.products[entry].shopId, score: scored.score,
            reasons: reasons, packs: packs, price: packs * index.products[entry].price,
            verdict: scored.verdict, note: scored.verdict == .substitute ? judgement.note : nil,
            warning: judgement.warning, components: scored.components, acceptable: scored.acceptable)
    }

    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        // (Joined from its parts: an interpolation cost each shown candidate more than its other words.)
        return String(hundredths / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}

extension IngredientMatch {
    /// The match with `reason` first among each candidate's reasons: why a choice of the line, not the line as
    /// written, was matched (`the line's first choice: …`).
    func leading(with reason: String) -> IngredientMatch {
        var result = self
        for k in result.candidates.indices { result.candidates[k].reasons.insert(reason, at: 0) }
        return result
    }
}
