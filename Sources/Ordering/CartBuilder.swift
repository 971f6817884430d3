public import Catalog
public import FoodLexicon
public import IngredientParsing
public import Matching
import Foundation
import RecipeExtraction

/// Builds a cart from recipes for a pickup date and station: matches every line, scales amounts by
/// servings, merges the same product across lines and recipes, keeps what can come that day, and splits
/// the rest by shop.
///
/// Pure and synchronous over a catalog snapshot; `now` comes with the request, never from the clock.
public struct CartBuilder: Sendable {
    public let catalog: CatalogSnapshot
    public let parser: IngredientParser
    public let matcher: ProductMatcher
    /// Piece weights and densities for pack counts.
    public let lexicon: Lexicon

    /// A builder over a snapshot with a parser and matcher already made (over the same snapshot and lexicon).
    public init(catalog: CatalogSnapshot, lexicon: Lexicon, parser: IngredientParser, matcher: ProductMatcher) {
        self.catalog = catalog
        self.lexicon = lexicon
        self.parser = parser
        self.matcher = matcher
    }

    /// A builder over a snapshot and a lexicon (builds the parser and the matcher's index).
    public init(catalog: CatalogSnapshot, lexicon: Lexicon) {
        self.init(
            catalog: catalog, lexicon: lexicon, parser: IngredientParser(lexicon: lexicon),
            matcher: ProductMatcher(catalog: catalog, lexicon: lexicon))
    }

    /// One ingredient line on its way into the cart.
    struct Line {
        var text: String
        var parsed: ParsedIngredient
        /// The reading the matcher planned the candidates for (`IngredientMatch.reading`): its amount is bought.
        var reading: ParsedIngredient
        var candidates: [MatchCandidate]
        /// The product picked for this line alone, and its score.
        var chosenId = ""
        var chosenScore = 0.0
    }

    /// Everything the cart will buy of one product (or of one food at one shop, before merging picks the pack).
    struct Need {
        var product: Product
        var lines: [Line]
    }

    /// Builds the cart; throws for a bad date or station, never for a line that cannot be bought.
    public func build(_ request: CartRequest) throws(OrderingError) -> Cart {
        let station = try checkDateAndStation(request)
        try checkPreferredShops(request.options.preferredShops)
        let pickupDate = request.pickupDate
        let options = request.options

        // (Worked out when a line first needs a substitute that can come: most carts never do.)
        let unable = UnableToCome { [self] in
            Set(catalog.products.lazy.filter { !comes($0, station: station, request: request) }.map(\.id))
        }
        var recipes: [CartRecipe] = []
        var needs: [String: Need] = [:]
        var needOrder: [String] = []
        var unavailable: [UnavailableItem] = []
        var pantry: [String] = []
        var skipped: [SkippedLine] = []

        // Lines are gathered by shop and main food, so 200 g and 150 g of pork scraps can share one 400 g pack
        // even when each line alone picked a 200 g pack.
        func add(_ line: Line, product: Product, score: Double) {
            var line = line
            line.chosenId = product.id
            line.chosenScore = score
            let key = product.shopId + "\t" + (product.foods.first ?? product.id)
            if needs[key] == nil {
                needs[key] = Need(product: product, lines: [])
                needOrder.append(key)
            }
            needs[key]?.lines.append(line)
        }

        for recipe in request.recipes {
            let scale = Self.scale(recipe: recipe, servings: request.servings)
            recipes.append(CartRecipe(source: recipe.source, title: recipe.title, servings: recipe.servings, scale: scale))
            // (Parsed together: a line naming only a food among lines in another language is in that language.)
            let parsedLines = parser.parse(
                recipeLines: recipe.ingredients.map { ($0.text, $0.group) }, declaredLanguage: recipe.language)
            for (entry, parsedAlone) in zip(recipe.ingredients, parsedLines) {
                let parsed = parsedAlone.scaled(by: scale)
                if parsed.name.isEmpty && parsed.food == nil && parsed.quantity == nil { continue }
                // A line the recipe leaves to the cook, or one of a group it leaves so (`Optional toppings`).
                let leftToCook = !options.includeOptional
                    && (OptionalLine.isMarked(entry.text) || entry.group.map(OptionalLine.isMarked) == true)
                /// Lists the line as left to the cook, once (a line's `also` foods share its text).
                func leaveToCook(_ text: String) {
                    if !skipped.contains(where: { $0.ingredient == text && $0.reason == .optional }) {
                        skipped.append(SkippedLine(ingredient: text, reason: .optional))
                    }
                }
                /// One line's match into the cart: bought, listed as unavailable, pantry or skipped.
                /// (`written`: the line as written, before scaling, whose other choices may be bought.)
                func take(_ match: IngredientMatch, parsed: ParsedIngredient, text: String, written: ParsedIngredient? = nil) {
                    // Only compatible products are ever bought; substitutes are offered for unmatched lines.
                    let line = Line(
                        text: text, parsed: parsed, reading: match.reading ?? match.parsed,
                        candidates: match.candidates.filter { $0.verdict == .compatible })
                    switch match.status {
                    case .pantry where !options.includePantry || line.candidates.isEmpty:
                        if !pantry.contains(text) { pantry.append(text) }
                        return
                    case .unmatched where leftToCook:
                        leaveToCook(text)
                        return
                    case .unmatched:
                        unavailable.append(UnavailableItem(
                            ingredient: text, reason: .unmatched,
                            alternative: match.alternative.flatMap {
                                substitute($0, for: line, station: station, request: request)
                                    ?? nearestSubstitute(for: line, station: station, request: request, unable: unable)
                            }))
                        return
                    case .madeInRecipe:
                        skipped.append(SkippedLine(ingredient: text, reason: .madeInRecipe))
                        return
                    case .unsupportedLanguage:
                        skipped.append(SkippedLine(
                            ingredient: text, reason: .unsupportedLanguage, language: parsed.language))
                        return
                    case .matched, .pantry:
                        break
                    }
                    if leftToCook {
                        leaveToCook(text)
                        return
                    }
                    guard let choice = choose(match.candidates, preferred: options.preferredShops),
                          let product = catalog.product(id: choice.productId)
                    else {
                        unavailable.append(UnavailableItem(ingredient: text, reason: .unmatched))
                        return
                    }
                    // (A product without a price, which a feed may give, is never ordered: it cannot come.)
                    let availability = product.hasPrice
                        ? catalog.availability(product: product, station: station, pickupDate: pickupDate, now: request.now)
                        : nil
                    if availability == .available {
                        add(line, product: product, score: choice.score)
                        return
                    }
                    // Products as good as the pick but for fit and price are ranked by what the purchase costs: when
                    // the pick cannot come, the next of them that can is bought (a farm's scallions, not delivered
                    // on Thursdays: the greengrocer's, delivered daily), where it had only been offered.
                    if choice.acceptable, let next = nextAcceptable(
                        line, excluding: product.id, station: station, request: request)
                    {
                        add(line, product: next.product, score: next.score)
                        return
                    }
                    // A choice the recipe gives itself (`3 tbsp fresh rosemary (or 3 tsp dried rosemary)`, `sour cream
                    // or plain yogurt`) is no substitute: when the pick cannot come, the other choice is bought if it
                    // can, by its own amount.
                    if let written, let other = otherChoice(
                        of: written, scale: scale, text: text, station: station, request: request)
                    {
                        add(other.line, product: other.product, score: other.score)
                        return
                    }
                    let item = unavailableItem(
                        line, product: product, reason: availability.map(Self.reason) ?? .noPrice, station: station,
                        request: request, unable: unable)
                    // (A substitute is offered, never bought: the cook decides whether it will do.)
                    if options.substituteAlternatives, let alternative = item.alternative, !alternative.substitute,
                       let substitute = catalog.product(id: alternative.productId)
                    {
                        add(line, product: substitute, score: alternative.score)
                    } else {
                        unavailable.append(item)
                    }
                }
                let match = matcher.match(parsed, top: max(options.candidates, 1))
                // (The other foods of a line giving each of several one amount are bought as lines of their own,
                // under the line's text: `サトイモ、レンコン 各60g` buys taro and lotus root.)
                take(match, parsed: parsed, text: entry.text, written: parsedAlone)
                for other in match.also { take(other, parsed: other.parsed, text: entry.text) }
            }
        }

        // Merge: one pack count per product from the summed amounts; too little stock makes every line of it
        // unavailable.
        var merged: [Need] = []
        for key in needOrder {
            guard let family = needs[key] else { continue }
            if let product = familyProduct(family, station: station, request: request) {
                merged.append(Need(product: family.product.id == product.id ? family.product : product, lines: family.lines))
                continue
            }
            // No single product suits every line: one need per product picked.
            var ids: [String] = []
            for line in family.lines where !ids.contains(line.chosenId) { ids.append(line.chosenId) }
            for id in ids {
                guard let product = catalog.product(id: id) else { continue }
                merged.append(Need(product: product, lines: family.lines.filter { $0.chosenId == id }))
            }
        }
        var items: [(Product, CartItem)] = []
        // (A product another need buys, or another need's mix, is never mixed into this one's sizes: one item per
        // product.)
        var boughtIds = Set(merged.map(\.product.id))
        for need in merged {
            let amounts = amounts(for: need)
            let packs = amounts.packs
            var forLines: [String] = []
            for line in need.lines where !forLines.contains(line.text) { forLines.append(line.text) }
            // Two sizes of one product line may cover the amount for less than packs of one size (680 g of mince:
            // 500 g + 200 g for ¥996, not 4 × 200 g for ¥1,152), or when one size has too little stock.
            let single = packs <= need.product.stock ? packs * need.product.price : nil
            if packs > 1, let mix = cheaperMix(
                need, amounts: amounts, than: single, excluding: boughtIds, station: station, request: request)
            {
                let check = checkAmount(
                    need.product, packs: mix.packs, cost: mix.cost, known: amounts.known, bought: mix.size,
                    unknown: amounts.unknown)
                for (n, (product, count)) in mix.parts.enumerated() {
                    boughtIds.insert(product.id)
                    items.append((product, CartItem(
                        productId: product.id, name: product.name, packs: count, unitPrice: product.price,
                        labels: product.labels, forLines: forLines, checkAmount: n == 0 ? check : nil)))
                }
                continue
            }
            if single == nil {
                for line in need.lines {
                    unavailable.append(unavailableItem(
                        line, product: need.product, reason: .soldOut, station: station, request: request,
                        unable: unable))
                }
                continue
            }
            items.append((need.product, CartItem(
                productId: need.product.id, name: need.product.name, packs: packs, unitPrice: need.product.price,
                labels: need.product.labels, forLines: forLines,
                checkAmount: checkAmount(need.product, amounts: amounts))))
        }

        // Split by shop; shops ordered by deadline (soonest first), then id.
        var byShop: [String: [CartItem]] = [:]
        for (product, item) in items { byShop[product.shopId, default: []].append(item) }
        var orders: [(Date, CartOrder)] = []
        for (shopId, shopItems) in byShop {
            guard let shop = catalog.shop(id: shopId) else { continue }
            let deadline = catalog.orderDeadline(shop: shop, pickupDate: pickupDate)
            orders.append((deadline, CartOrder(
                shopId: shopId, shopName: shop.name,
                deadline: Timestamp.format(deadline, timeZone: catalog.timeZone), items: shopItems)))
        }
        orders.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.shopId < $1.1.shopId }
        let complete = completeDate(
            ordered: items.map(\.0), missing: unavailable, station: station, request: request)
        return Cart(
            pickupDate: pickupDate, station: station, orderDeadline: orders.first?.1.deadline,
            orders: orders.map(\.1), unavailable: unavailable, pantry: pantry, skipped: skipped, recipes: recipes,
            nextCompleteDate: complete)
    }

    /// The cart's `nextCompleteDate`: the pickup date when nothing with a product is missing, else the first
    /// later day (within the horizon) on which every ordered and every missing product reaches the station
    /// with its shop's deadline open at `now`. A sold-out product is assumed restocked by its next
    /// delivery, as `nextDate` does.
    func completeDate(ordered: [Product], missing: [UnavailableItem], station: PickupStation, request: CartRequest)
        -> CalendarDay?
    {
        let missingProducts = missing.filter { $0.reason != .unmatched }.compactMap { $0.productId.flatMap(catalog.product(id:)) }
        if missingProducts.isEmpty { return request.pickupDate }
        // A missing product that cannot come at all within the horizon: no date completes the cart.
        if missing.contains(where: { $0.reason != .unmatched && $0.productId != nil && $0.nextDeliverableDate == nil }) {
            return nil
        }
        var products: [Product] = []
        for product in ordered + missingProducts where !products.contains(where: { $0.id == product.id }) {
            products.append(product)
        }
        let horizon = request.options.horizon
        guard horizon > 0 else { return nil }
        for offset in 1...horizon {
            let day = request.pickupDate.adding(days: offset)
            let everything = products.allSatisfy { product in
                guard product.onSale, let shop = catalog.shop(id: product.shopId) else { return false }
                return catalog.isDeliverable(product: product, station: station, on: day)
                    && request.now < catalog.orderDeadline(shop: shop, pickupDate: day)
            }
            if everything { return day }
        }
        return nil
    }

    // MARK: Date and station

    /// Refuses past dates and dates beyond the calendar; resolves the station (the first open that day when
    /// none is named) and checks it opens that day.
    func checkDateAndStation(_ request: CartRequest) throws(OrderingError) -> PickupStation {
        try PickupRule(catalog: catalog, horizon: request.options.horizon)
            .station(request.stationId, on: request.pickupDate, now: request.now)
    }

    /// Refuses a shop to prefer that the catalog does not have (a typo would otherwise change nothing, silently).
    func checkPreferredShops(_ ids: [String]) throws(OrderingError) {
        if let unknown = ids.first(where: { catalog.shop(id: $0) == nil }) {
            throw .unknownShop(unknown, known: catalog.shops.map(\.id))
        }
    }

    // MARK: Lines

    /// Wanted servings ÷ the recipe's; 1 when either is unknown.
    static func scale(recipe: Recipe, servings: Double?) -> Double {
        guard let servings, servings > 0, let base = recipe.servings, base > 0 else { return 1 }
        return servings / base
    }

    /// The best candidate, or a preferred shop's when it scores nearly as well.
    func choose(_ candidates: [MatchCandidate], preferred: [String]) -> MatchCandidate? {
        guard let best = candidates.first else { return nil }
        if !preferred.isEmpty, !preferred.contains(best.shopId),
           let favourite = candidates.first(where: {
               preferred.contains($0.shopId) && $0.score >= max(matcher.threshold, best.score - 0.1)
           })
        {
            return favourite
        }
        return best
    }

    static func reason(_ availability: CatalogSnapshot.Availability) -> UnavailableItem.Reason {
        switch availability {
        case .notDeliveredOnDate: .notDeliveredOnDate
        case .deadlinePassed: .deadlinePassed
        case .soldOut, .notOnSale, .available: .soldOut
        }
    }

    /// The line listed as unable to come with `product`: when it could come later, and the same thing in another
    /// size, form or shop that can come on the date; else the best substitute that can (`ground nutmeg`, not
    /// delivered that day: whole nutmeg, `whole; the line asks for powder`), offered and never bought.
    func unavailableItem(
        _ line: Line, product: Product, reason: UnavailableItem.Reason, station: PickupStation, request: CartRequest,
        unable: UnableToCome
    ) -> UnavailableItem {
        let next = product.onSale && product.hasPrice
            ? nextDate(product: product, station: station, after: request.pickupDate, now: request.now,
                       horizon: request.options.horizon)
            : nil
        return UnavailableItem(
            ingredient: line.text, reason: reason, productId: product.id, productName: product.name,
            shopId: product.shopId, nextDeliverableDate: next,
            alternative: alternative(for: line, excluding: product.id, station: station, request: request)
                ?? nearestSubstitute(for: line, station: station, request: request, unable: unable))
    }

    /// The substitute the matcher would offer the line were it unmatched, of the products that can come on the
    /// date, when it has enough stock (matched again: only lines nothing of the same thing can come for need it).
    func nearestSubstitute(for line: Line, station: PickupStation, request: CartRequest, unable: UnableToCome)
        -> CartAlternative?
    {
        var offering = matcher
        offering.offersAlternativeWhenMatched = true
        offering.unofferable = unable.ids
        return offering.match(line.parsed, top: max(request.options.candidates, 1)).alternative.flatMap {
            substitute($0, for: line, station: station, request: request)
        }
    }

    /// The first day after `day` the product reaches the station with its shop's deadline still open at `now`.
    ///
    /// A sold-out product is assumed restocked by its next delivery.
    func nextDate(product: Product, station: PickupStation, after day: CalendarDay, now: Date, horizon: Int)
        -> CalendarDay?
    {
        guard let shop = catalog.shop(id: product.shopId), horizon > 0 else { return nil }
        for offset in 1...horizon {
            let candidate = day.adding(days: offset)
            if catalog.isDeliverable(product: product, station: station, on: candidate),
               now < catalog.orderDeadline(shop: shop, pickupDate: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The best other candidate good enough to match that can come on the date with enough stock.
    func alternative(for line: Line, excluding productId: String, station: PickupStation, request: CartRequest)
        -> CartAlternative?
    {
        let good = line.candidates.filter { $0.productId != productId && $0.score >= matcher.threshold }
        let preferred = request.options.preferredShops
        let ordered = good.filter { preferred.contains($0.shopId) } + good.filter { !preferred.contains($0.shopId) }
        for candidate in ordered {
            guard let product = catalog.product(id: candidate.productId),
                let packs = packsIfItComes(product, for: line, station: station, request: request)
            else { continue }
            return CartAlternative(
                productId: product.id, name: product.name, shopId: product.shopId,
                shopName: catalog.shop(id: product.shopId)?.name ?? product.shopId, packs: packs,
                unitPrice: product.price, labels: product.labels, score: candidate.score)
        }
        return nil
    }

    /// The first other product the matcher ranks as acceptable for the line (`MatchCandidate.acceptable`: as good as
    /// the best but for fit and price, the cheaper purchase first) that can come on the date with enough stock.
    func nextAcceptable(_ line: Line, excluding productId: String, station: PickupStation, request: CartRequest)
        -> (product: Product, score: Double)?
    {
        for candidate in line.candidates where candidate.acceptable && candidate.productId != productId {
            guard let product = catalog.product(id: candidate.productId),
                packsIfItComes(product, for: line, station: station, request: request) != nil
            else { continue }
            return (product, candidate.score)
        }
        return nil
    }

    /// The line's other choice (`or`, `または`, `（…でも可）`) read as a line of its own and scaled as the line, with
    /// the product the cart would pick for it (or the next acceptable one) when that can come on the date with the
    /// stock; `nil` when the line gives no choice or none can come.
    func otherChoice(
        of written: ParsedIngredient, scale: Double, text: String, station: PickupStation, request: CartRequest
    ) -> (line: Line, product: Product, score: Double)? {
        let lineCategory = written.food.flatMap { lexicon.food(id: $0)?.category } ?? ""
        for choice in matcher.otherChoices(of: written) {
            // Of the line's kind of food: a choice of another names what the line's food is made of (`tortillas
            // (cassava flour or corn, …)`: corn tortillas, not ears of corn), unless it writes its own amount, a
            // choice of its own (`1 cup milk or 1 cup soy milk`).
            let ownAmount = choice.text != written.text && choice.quantity != nil
                && choice.text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
            guard let food = choice.food.flatMap({ lexicon.food(id: $0) }), !lineCategory.isEmpty,
                ownAmount || ProductMatcher.standsIn(food.category, for: lineCategory)
            else { continue }
            let parsed = choice.scaled(by: scale)
            let match = matcher.match(parsed, top: max(request.options.candidates, 1))
            guard match.status == .matched else { continue }
            let line = Line(
                text: text, parsed: parsed, reading: match.reading ?? match.parsed,
                candidates: match.candidates.filter { $0.verdict == .compatible })
            guard let pick = choose(line.candidates, preferred: request.options.preferredShops) else { continue }
            // (The line's own pick cannot come, so neither it nor its ranks come back here.)
            if let product = catalog.product(id: pick.productId),
                packsIfItComes(product, for: line, station: station, request: request) != nil
            {
                return (line, product, pick.score)
            }
            if let next = nextAcceptable(line, excluding: pick.productId, station: station, request: request) {
                return (line, next.product, next.score)
            }
        }
        return nil
    }

    /// Whether `product` can come for the cart's pickup: priced (a product without one, which a feed may give, is
    /// never ordered) and available at the station on the date, its deadline open at the cart's `now`.
    func comes(_ product: Product, station: PickupStation, request: CartRequest) -> Bool {
        product.hasPrice
            && catalog.availability(product: product, station: station, pickupDate: request.pickupDate, now: request.now)
                == .available
    }

    /// The packs of `product` that cover the line alone, when it can come on the date with that much stock.
    func packsIfItComes(_ product: Product, for line: Line, station: PickupStation, request: CartRequest) -> Int? {
        guard comes(product, station: station, request: request) else { return nil }
        let packs = packs(for: Need(product: product, lines: [line]))
        return packs <= product.stock ? packs : nil
    }

    /// The substitute offered for an unmatched line, when it can come on the date with enough stock.
    func substitute(_ candidate: MatchCandidate, for line: Line, station: PickupStation, request: CartRequest)
        -> CartAlternative?
    {
        guard let product = catalog.product(id: candidate.productId), comes(product, station: station, request: request)
        else { return nil }
        // No more than the matcher planned for it: an alternative past a few packs plans one (the line's amount
        // weighs what it asks for, not this product).
        let packs = min(packs(for: Need(product: product, lines: [line])), max(candidate.packs, 1))
        guard packs <= product.stock else { return nil }
        return CartAlternative(
            productId: product.id, name: product.name, shopId: product.shopId,
            shopName: catalog.shop(id: product.shopId)?.name ?? product.shopId, packs: packs,
            unitPrice: product.price, labels: product.labels, score: candidate.score, substitute: true,
            note: candidate.note)
    }

    /// The product to buy for lines gathered by shop and main food: for one line, the one it picked; for
    /// several, the cheapest pack size of the same product line (shop, food, origin, name without size) that
    /// every line scores nearly as well as its own pick (fewer packs on a tie),
    /// can come on the date, and has the stock; `nil` when none does.
    func familyProduct(_ need: Need, station: PickupStation, request: CartRequest) -> Product? {
        guard need.lines.count > 1 else { return need.product }
        var ids: [String] = []
        for line in need.lines {
            for candidate in line.candidates where !ids.contains(candidate.productId) { ids.append(candidate.productId) }
        }
        var best: (cost: Int, packs: Int, score: Double, product: Product)?
        for id in ids {
            guard let product = catalog.product(id: id), product.shopId == need.product.shopId,
                  product.foods.first == need.product.foods.first,
                  product.origin == need.product.origin, Self.stem(product.name) == Self.stem(need.product.name),
                  comes(product, station: station, request: request)
            else { continue }
            var lowest = 1.0
            var suitsAll = true
            for line in need.lines {
                guard let candidate = line.candidates.first(where: { $0.productId == id }),
                      candidate.score >= line.chosenScore - 0.05
                else {
                    suitsAll = false
                    break
                }
                lowest = min(lowest, candidate.score)
            }
            guard suitsAll else { continue }
            let packs = packs(for: Need(product: product, lines: need.lines))
            guard packs <= product.stock else { continue }
            let cost = packs * product.price
            if let current = best, (cost, packs, -lowest) >= (current.cost, current.packs, -current.score) { continue }
            best = (cost, packs, lowest, product)
        }
        return best?.product
    }

    /// The name without its pack size (`国産 豚こま切れ 200g` → `国産 豚こま切れ`): packs of one product line.
    static func stem(_ name: String) -> String {
        var words = name.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
        while let last = words.last, words.count > 1, last.contains(where: \.isNumber) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Packs covering the summed amounts of every line (a line without a usable amount asks for its own plan).
    func packs(for need: Need) -> Int { amounts(for: need).packs }

    /// What the lines of a need add up to in one product's packs.
    struct Amounts {
        var packs: Int
        /// The summed amount of the lines that converted, in the pack's unit.
        var known: Double
        /// Units in one pack (grams, millilitres or pieces).
        var size: Double
        /// Why a part or cup of a line could not be weighed, when one could not (`no weight known …`).
        var unknown: String?
        /// Whether some line's amount is a typical weight (pieces weighed, a cup of a solid): packs then cover
        /// with the slack of an estimate.
        var estimated = false
        /// Whether every line's amount converted to the pack's unit (`packs` then covers `known` alone).
        var allConverted = false
    }

    /// What one pack holds in the unit the lines are summed in: its pieces when a piece pack states them, else its
    /// value.
    static func packSize(_ pack: PackSize) -> Double {
        let perPack = pack.unit == .piece ? Double(pack.pieces.flatMap { $0 > 0 ? $0 : nil } ?? 0) : pack.value
        return perPack > 0 ? perPack : pack.value
    }

    func amounts(for need: Need) -> Amounts {
        let pack = need.product.pack
        let size = Self.packSize(pack)
        var known = 0.0
        // The zest and the juice of one fruit: the lines taking its zest and those taking its juice share the fruit
        // (`zest of 1 lemon` and `juice of 1 lemon` are one lemon), the larger of the two counts.
        var zest = 0.0, juice = 0.0
        var soakOnly: String?
        var anyKnown = false
        var allConverted = true
        var estimated = false
        var fallback = 1
        var unknown: String?
        for line in need.lines {
            let food = need.product.foods.first.flatMap { lexicon.food(id: $0) }
                ?? line.reading.food.flatMap { lexicon.food(id: $0) }
            // (Planned as matching plans it, a part through its source: `¼ cup lime juice` is limes.)
            let plan = matcher.plan(line.reading, productId: need.product.id)
                ?? PackPlan.plan(line.reading, pack: pack, food: food, portions: matcher.portions)
            // (Read once per line: `1 lemon, zested and juiced` takes both, its lemon one of each count.)
            let parts = matcher.partsTaken(line.reading)
            if let needed = plan.needed, plan.convertible {
                if parts.isEmpty { known += needed }
                if parts.contains(.zest) { zest += needed }
                if parts.contains(.juice) { juice += needed }
                anyKnown = true
                estimated = estimated || plan.estimated
            } else if parts == [.soakingLiquid] {
                // The liquid the food soaked in comes with the food another line buys; alone, it asks a pack.
                soakOnly = soakOnly ?? plan.unknownAmount
            } else {
                fallback = max(fallback, plan.packs)
                allConverted = false
                // A part or a cup of a solid of no known weight is a guess worth a question; a count the
                // catalog cannot weigh (三つ葉 4本 for a 50 g bunch) is a plain one-pack purchase.
                if let reason = plan.unknownAmount { unknown = unknown ?? reason }
            }
        }
        if let soak = soakOnly, !anyKnown, unknown == nil { unknown = soak }
        known += max(zest, juice)
        guard anyKnown, size > 0 else { return Amounts(packs: fallback, known: 0, size: size, unknown: unknown) }
        // The matcher's slack: 301 g does not buy a second 300 g pack, nor a typical weight a tenth over one.
        let covering = PackPlan.packs(covering: known, perPack: size, estimated: estimated, pieces: pack.unit == .piece)
        return Amounts(
            packs: max(fallback, covering), known: known, size: size, unknown: unknown, estimated: estimated,
            allConverted: allConverted)
    }

    /// Packs of several sizes of one product line bought together for one need.
    struct Mix {
        var parts: [(Product, Int)]
        var cost: Int
        var packs: Int
        /// What the packs hold together, in the pack's unit.
        var size: Double
    }

    /// The cheapest mix of sizes of the need's product line (its shop, foods, origin and name without the size,
    /// as `familyProduct` takes them) covering the lines' summed amount with the slack a single size has, when
    /// it costs less than `single` (or `single` is `nil`: too little stock of one size) and holds two sizes or
    /// more; `nil` otherwise. Only for needs whose every line converted to the pack's unit; each size can come on
    /// the date and has the stock.
    func cheaperMix(
        _ need: Need, amounts: Amounts, than single: Int?, excluding bought: Set<String>, station: PickupStation,
        request: CartRequest
    ) -> Mix? {
        guard amounts.allConverted, amounts.known > 0, amounts.known.isFinite else { return nil }
        let product = need.product
        let pieces = product.pack.unit == .piece
        let stem = Self.stem(product.name)
        var sizes: [(product: Product, size: Double)] = []
        for other in catalog.products
        where (other.id == product.id || !bought.contains(other.id)) && other.shopId == product.shopId
            && other.foods == product.foods && other.origin == product.origin && other.pack.unit == product.pack.unit
            && other.stock > 0 && Self.stem(other.name) == stem
        {
            let s = Self.packSize(other.pack)
            guard s > 0, s.isFinite, comes(other, station: station, request: request) else { continue }
            sizes.append((other, s))
        }
        guard sizes.count > 1, sizes.count <= 6 else { return nil }
        sizes.sort { $0.size != $1.size ? $0.size > $1.size : $0.product.price < $1.product.price }
        // Covered as one pack of what the mix holds is: the same slack as packs of one size.
        func covers(_ total: Double) -> Bool {
            total > 0 && PackPlan.packs(covering: amounts.known, perPack: total, estimated: amounts.estimated, pieces: pieces) <= 1
        }
        var best: (cost: Int, packs: Int, counts: [Int])?
        var counts = [Int](repeating: 0, count: sizes.count)
        var steps = 0
        // Sizes largest first; each count from the most that is still useful down to none (a branch stops once it
        // costs as much as the best found). Bounded: a need of thousands of packs is not worth the search.
        func search(_ k: Int, total: Double, cost: Int, packs: Int) {
            steps += 1
            if steps > 20_000 { return }
            if let best, cost > best.cost || (cost == best.cost && packs >= best.packs) { return }
            if covers(total) {
                best = (cost, packs, counts)
                return
            }
            guard k < sizes.count else { return }
            let (p, s) = sizes[k]
            let most = min(p.stock, Int(((amounts.known - total) / s).rounded(.up)) + 1, 64)
            guard most >= 0 else { return }
            for n in stride(from: most, through: 0, by: -1) {
                counts[k] = n
                search(k + 1, total: total + Double(n) * s, cost: cost + n * p.price, packs: packs + n)
            }
            counts[k] = 0
        }
        search(0, total: 0, cost: 0, packs: 0)
        // (One size alone is another size of the line bought cheaper, or with the stock one size lacks.)
        guard let best, best.packs > 0 else { return nil }
        if let single, best.cost >= single { return nil }
        var parts: [(Product, Int)] = []
        var held = 0.0
        for (k, n) in best.counts.enumerated() where n > 0 {
            parts.append((sizes[k].product, n))
            held += Double(n) * sizes[k].size
        }
        return Mix(parts: parts, cost: best.cost, packs: best.packs, size: held)
    }

    /// Foods that spoil within days: a large leftover of them is money lost, unlike a jar of spice.
    static let perishableCategories: Set<String> = [
        "vegetable", "herb", "fruit", "mushroom", "meat", "poultry", "seafood",
    ]
    /// More packs than this of a herb is not what a cook means (`½ cup parsley` is not six packs).
    static let herbPackLimit = 3
    /// A perishable purchase of which the lines use less than this share …
    static let smallShare = 0.25
    /// … and that leaves at least this much money unused (JPY) is worth a question to the shopper.
    static let leftoverYen = 150

    /// Why the shopper should check the amount of an item, in words; `nil` when the purchase is sane.
    func checkAmount(_ product: Product, amounts: Amounts) -> String? {
        checkAmount(
            product, packs: amounts.packs, cost: amounts.packs * product.price, known: amounts.known,
            bought: Double(amounts.packs) * amounts.size, unknown: amounts.unknown)
    }

    /// Why the shopper should check a purchase of `packs` packs (of one product or of several sizes of it) that
    /// cost `cost` and hold `bought` of the `known` amount the lines use; `nil` when it is sane.
    func checkAmount(
        _ product: Product, packs: Int, cost: Int, known: Double, bought: Double, unknown: String?
    ) -> String? {
        let category = product.foods.first.flatMap { lexicon.food(id: $0) }?.category ?? ""
        if category == "herb" && packs > Self.herbPackLimit {
            return "\(packs) packs of a herb: more than \(Self.herbPackLimit); is that the amount meant?"
        }
        // Judged for the whole item: a line of unknown weight makes its packs a guess even beside lines that
        // weigh (`a handful of prawns` and `prawns 200 g` buy for the 200 g only).
        if let unknown {
            return known == 0
                ? "\(unknown): one pack of the smallest size bought; check the amount"
                : "\(unknown): the packs cover the other lines only; check the amount"
        }
        // (Dried, salted or canned, a leftover keeps: dried shiitake for three caps is no waste.)
        guard Self.perishableCategories.contains(category), known > 0, bought > 0,
            !matcher.keeps(productId: product.id)
        else { return nil }
        let share = known / bought
        let leftover = Int((Double(cost) * (1 - share)).rounded())
        guard share < Self.smallShare, leftover >= Self.leftoverYen else { return nil }
        let percent = max(1, Int((share * 100).rounded()))
        return "the recipes use about \(percent)% of what is bought (¥\(leftover) of ¥\(cost) left over); "
            + "already have some, or use the rest?"
    }
}

extension ParsedIngredient {
    /// The line with its quantities and amount multiplied by `factor`.
    func scaled(by factor: Double) -> ParsedIngredient {
        guard factor != 1, factor > 0 else { return self }
        var copy = self
        // A measure written without a number (`handful basil`) is one of it: scaled, it is `factor` of them.
        copy.quantity = quantity.map { $0 * factor } ?? (amount != nil ? factor : nil)
        copy.quantityMax = quantityMax.map { $0 * factor }
        copy.addedQuantity = addedQuantity.map { $0 * factor }
        copy.amount = amount.map { Amount(value: $0.value * factor, dimension: $0.dimension) }
        return copy
    }
}

/// The catalog's products that cannot come for one cart's pickup, worked out once when first asked.
final class UnableToCome {
    private let workOut: () -> Set<String>
    private(set) lazy var ids: Set<String> = workOut()

    init(_ workOut: @escaping () -> Set<String>) { self.workOut = workOut }
}
