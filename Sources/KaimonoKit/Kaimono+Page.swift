import Foundation

/// What the buy-this-recipe page needs beyond the CLI's calls: the bundled recipes by id, the dates a station
/// opens, and swapping a cart's product for another candidate of its lines (re-priced from the catalog).
extension Kaimono {
    /// The bundled sample recipes (id and recipe), read once.
    public static var bundledRecipes: [BundledRecipes.Item] { BundledRecipeCache.items }

    /// The bundled recipe with `id`, or nil.
    public static func bundledRecipe(id: String) -> Recipe? {
        BundledRecipeCache.items.first { $0.id == id }?.recipe
    }

    /// The pickup the page offers first: tomorrow at the catalog's first station open then, else the first day after
    /// it, within `days`, on which a station opens (the first station open that day); nil when none opens.
    public func defaultPickup(days: Int = 14) -> (stationId: String, day: CalendarDay)? {
        let tomorrow = CalendarDay(date: now, timeZone: catalog.timeZone).adding(days: 1)
        return PickupRule(catalog: catalog).firstOpening(from: tomorrow, within: days).map { ($0.station.id, $0.day) }
    }

    /// The days from today on, within `days`, on which the station opens, in the catalog's time zone.
    public func pickupDays(stationId: String, days: Int = 14) -> [CalendarDay] {
        guard let station = catalog.station(id: stationId) else { return [] }
        let today = CalendarDay(date: now, timeZone: catalog.timeZone)
        return (0..<max(days, 1)).map { today.adding(days: $0) }.filter { catalog.isOpen(station: station, on: $0) }
    }

    /// Other products a cart item's lines could be bought as, that can come on the cart's date (best first).
    public func swapOptions(for item: CartItem, in cart: Cart, limit: Int = 3) -> [SwapOption] {
        guard let line = item.forLines.first else { return [] }
        // Packs are judged on the line as written (servings scaling is not applied to swaps).
        let parsed = parsing.parseLine(line)
        var options: [SwapOption] = []
        for candidate in matcher.match(parsed, top: 8).candidates where candidate.productId != item.productId {
            guard candidate.score >= matcher.threshold, let product = catalog.product(id: candidate.productId),
                catalog.availability(product: product, station: cart.station, pickupDate: cart.pickupDate, now: now)
                    == .available
            else { continue }
            options.append(SwapOption(
                productId: product.id, name: product.name, shopId: product.shopId, unitPrice: product.price,
                packs: max(1, candidate.packs), labels: product.labels))
            if options.count == limit { break }
        }
        return options
    }

    /// The cart with each `from → to` product swap made: the item re-priced and re-packed from the catalog,
    /// moved to its new shop's order. A swap to a product that cannot come on the date is skipped.
    public func applying(swaps: [String: String], to cart: Cart) -> Cart {
        guard !swaps.isEmpty else { return cart }
        // A cart may buy one need as two sizes of one product line (500 g + 200 g, the same lines): a swap of
        // either replaces both, its packs covering the lines alone.
        func partners(_ a: CartItem, _ b: CartItem) -> Bool {
            guard a.productId != b.productId, a.forLines == b.forLines, let p = catalog.product(id: a.productId),
                let q = catalog.product(id: b.productId)
            else { return false }
            return p.shopId == q.shopId && p.foods == q.foods
        }
        // (Each swap's option is looked up once: it matches the item's line again.)
        var options: [String: SwapOption] = [:]
        for item in cart.orders.flatMap(\.items) {
            guard let target = swaps[item.productId],
                let option = swapOptions(for: item, in: cart, limit: 8).first(where: { $0.productId == target })
            else { continue }
            options[item.productId] = option
        }
        let swapped = cart.orders.flatMap(\.items).filter { options[$0.productId] != nil }
        var items: [(shopId: String, item: CartItem)] = []
        for order in cart.orders {
            for item in order.items {
                if !swapped.contains(where: { $0.productId == item.productId }),
                    swapped.contains(where: { partners($0, item) })
                {
                    continue
                }
                guard let option = options[item.productId], let product = catalog.product(id: option.productId)
                else {
                    items.append((order.shopId, item))
                    continue
                }
                // Each line covered alone, so the packs cover the sum of the lines.
                var packs = 0
                for line in item.forLines {
                    let parsed = parsing.parseLine(line)
                    let candidate = matcher.match(parsed, top: 8).candidates.first { $0.productId == product.id }
                    packs += max(1, candidate?.packs ?? 1)
                }
                packs = min(packs, 99, max(product.stock, 1))
                items.append((product.shopId, CartItem(
                    productId: product.id, name: product.name, packs: packs, unitPrice: product.price,
                    labels: product.labels, forLines: item.forLines)))
            }
        }
        return regrouped(items, of: cart, unavailable: cart.unavailable, nextCompleteDate: cart.nextCompleteDate)
    }

    /// The cart with the substitutes it offers for `productIds` taken (the page's "Use it"): each unavailable line
    /// whose offered substitute is one of them is bought as that product, at the catalog's price, in the packs offered.
    /// Only a substitute this cart offers can be taken (the cart was built by the server for the same choices), never
    /// any product a client names; one that can no longer be found is left offered.
    public func applying(takes productIds: Set<String>, to cart: Cart) -> Cart {
        guard !productIds.isEmpty else { return cart }
        var items = cart.orders.flatMap { order in order.items.map { (shopId: order.shopId, item: $0) } }
        var unavailable: [UnavailableItem] = []
        for missing in cart.unavailable {
            guard let offered = missing.alternative, offered.substitute, productIds.contains(offered.productId),
                let product = catalog.product(id: offered.productId), product.hasPrice
            else {
                unavailable.append(missing)
                continue
            }
            items.append((product.shopId, CartItem(
                productId: product.id, name: product.name, packs: min(max(offered.packs, 1), 99),
                unitPrice: product.price, labels: product.labels, forLines: [missing.ingredient])))
        }
        // (Everything taken that could not come: the cart is whole on its date.)
        let complete = unavailable.isEmpty ? cart.pickupDate : cart.nextCompleteDate
        return regrouped(items, of: cart, unavailable: unavailable, nextCompleteDate: complete)
    }

    /// `cart` with its items regrouped into one order per shop (soonest deadline first), one item per product.
    private func regrouped(
        _ items: [(shopId: String, item: CartItem)], of cart: Cart, unavailable: [UnavailableItem],
        nextCompleteDate: CalendarDay?
    ) -> Cart {
        var orders: [(Date, CartOrder)] = []
        var shopIds: [String] = []
        for entry in items where !shopIds.contains(entry.shopId) { shopIds.append(entry.shopId) }
        for shopId in shopIds {
            guard let shop = catalog.shop(id: shopId) else { continue }
            // One item per product: two swaps onto the same product are merged.
            var merged: [CartItem] = []
            for (_, item) in items.filter({ $0.shopId == shopId }) {
                if let index = merged.firstIndex(where: { $0.productId == item.productId }) {
                    let packs = min(99, merged[index].packs + item.packs)
                    merged[index] = CartItem(
                        productId: item.productId, name: item.name, packs: packs, unitPrice: item.unitPrice,
                        labels: item.labels, forLines: merged[index].forLines + item.forLines)
                } else {
                    merged.append(item)
                }
            }
            let deadline = catalog.orderDeadline(shop: shop, pickupDate: cart.pickupDate)
            orders.append((deadline, CartOrder(
                shopId: shopId, shopName: shop.name, deadline: Timestamp.format(deadline, timeZone: catalog.timeZone),
                items: merged)))
        }
        orders.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.shopId < $1.1.shopId }
        return Cart(
            pickupDate: cart.pickupDate, station: cart.station, orderDeadline: orders.first?.1.deadline,
            orders: orders.map(\.1), unavailable: unavailable, pantry: cart.pantry, skipped: cart.skipped,
            recipes: cart.recipes, nextCompleteDate: nextCompleteDate)
    }
}

/// A product a cart item can be swapped to.
public struct SwapOption: Sendable, Hashable {
    public var productId: String
    public var name: String
    public var shopId: String
    /// The catalog price of one pack, JPY.
    public var unitPrice: Int
    /// The packs that cover the item's first line.
    public var packs: Int
    public var labels: [String]
}

enum BundledRecipeCache {
    static let items: [BundledRecipes.Item] = BundledRecipes.load().items
}
