public import Catalog
public import Foundation

/// Submits carts as orders, one per shop, through an `OrderStore`, idempotently, at the catalog's prices.
///
/// The client's cart is a request, not a fact: inside the store's transaction every item is checked against
/// the catalog as it is then (the product exists, belongs to the order's shop, is on sale, 1–99 packs) and
/// priced and named from it. The cart's prices and names are the quote the customer saw: when any differs,
/// nothing is stored and `price_changed` carries the differences and the cart at today's prices.
///
/// The submission id is derived from the key, so a replay finds the first result; the cart's fingerprint
/// (customer, pickup date, station, and every shop's products, packs and quoted prices) tells a replay from
/// another cart.
public struct OrderSubmitter: Sendable {
    public let store: any OrderStore
    /// Shops, stations and the delivery calendar (prices and stock are read from the store, not from here).
    public let catalog: CatalogSnapshot
    /// Days ahead the delivery calendar reaches: later pickup dates are refused, as carts refuse them.
    public let horizon: Int

    /// The most packs of one product in one order.
    public static let maxPacks = 99

    /// A submitter over a store, checking the pickup date, the station, deadlines and the calendar against
    /// `catalog`.
    public init(store: any OrderStore, catalog: CatalogSnapshot, horizon: Int = PickupRule.defaultHorizon) {
        self.store = store
        self.catalog = catalog
        self.horizon = horizon
    }

    /// Submits `cart` for `customerId` under `key` at `now`: the same key again returns the first receipt
    /// (`replayed`), as it is now.
    ///
    /// Throws `bad_key`, `bad_customer_id`, `idempotency_key_conflict` (the same key with another cart),
    /// `past_date`, `beyond_horizon`, `unknown_station`, `station_closed` (the rule carts follow: the client's
    /// cart is not trusted to have been built by it), `bad_cart` (a product unknown, off sale, in another shop's
    /// order, packs outside 1–99),
    /// `deadline_passed`, `not_deliverable`, `price_changed`, `insufficient_stock`; nothing is ordered then.
    public func submit(_ cart: CartSubmission, key: String, customerId: String, now: Date) async throws(OrderingError)
        -> OrderReceipt
    {
        guard !key.isEmpty, key.count <= 200 else { throw .badKey(key) }
        let customer = try CustomerID.validated(customerId)
        let draft = OrderDraft(
            id: Self.submissionId(key: key), idempotencyKey: key, cartHash: Self.fingerprint(cart, customerId: customer),
            customerId: customer, productIds: cart.orders.flatMap { $0.items.map(\.productId) })
        let catalog = catalog
        let horizon = horizon
        do {
            return try await store.submit(draft) { products in
                try Self.makeReceipt(
                    cart, draft: draft, products: products, catalog: catalog, horizon: horizon, now: now)
            }
        } catch {
            throw Self.translate(error)
        }
    }

    /// The receipt with this id (a submission id or one of its order ids).
    public func receipt(id: String) async throws(OrderingError) -> OrderReceipt {
        let found: OrderReceipt?
        do {
            found = try await store.receipt(id: id)
        } catch {
            throw Self.translate(error)
        }
        guard let found else { throw .notFound("order or submission", id: id) }
        return found
    }

    /// One page of the customer's submissions, newest first, and the cursor of the next page (`nil` at the end).
    public func receipts(customerId: String, cursor: String?, limit: Int) async throws(OrderingError)
        -> (receipts: [OrderReceipt], nextCursor: String?)
    {
        let customer = try CustomerID.validated(customerId)
        let size = max(1, limit)
        do {
            let found = try await store.receipts(customerId: customer, after: cursor, limit: size + 1)
            let page = Array(found.prefix(size))
            return (page, found.count > size ? page.last?.id : nil)
        } catch {
            throw Self.translate(error)
        }
    }

    /// The submissions to pick up at `stationId` on `day`, oldest first.
    public func receipts(stationId: String, pickupDate day: CalendarDay) async throws(OrderingError) -> [OrderReceipt] {
        guard catalog.station(id: stationId) != nil else {
            throw .notFound("pickup station", id: stationId)
        }
        do {
            return try await store.receipts(stationId: stationId, pickupDate: day)
        } catch {
            throw Self.translate(error)
        }
    }

    /// `o-` and 16 hex digits of the key's SHA-256.
    public static func submissionId(key: String) -> String {
        "o-" + SHA256Digest.hex("kaimono-order-key\n" + key).prefix(16)
    }

    /// SHA-256 of the cart's canonical form: what is ordered, for whom, at which quoted prices; not how it
    /// was described.
    public static func fingerprint(_ cart: CartSubmission, customerId: String) -> String {
        var text = "kaimono-cart-v1\npickup \(cart.pickupDate)\nstation \(cart.stationId)\n"
        var lines: [String] = []
        for order in cart.orders {
            for item in order.items { lines.append("\(order.shopId)\t\(item.productId)\t\(item.packs)\t\(item.unitPrice)") }
        }
        text += lines.sorted().joined(separator: "\n")
        text += "\ncustomer \(customerId)"
        return SHA256Digest.hex(text)
    }

    /// The receipt for `cart` with every line named and priced from `products` (the catalog inside the
    /// store's transaction), or the first reason it cannot be ordered.
    ///
    /// Only a new submission is checked: a replay returns the first receipt even once its date has passed.
    static func makeReceipt(
        _ cart: CartSubmission, draft: OrderDraft, products: [String: Product], catalog: CatalogSnapshot,
        horizon: Int = PickupRule.defaultHorizon, now: Date
    ) throws(OrderingError) -> OrderReceipt {
        let station = try PickupRule(catalog: catalog, horizon: horizon)
            .station(cart.stationId, on: cart.pickupDate, now: now)
        var orders: [StoredOrder] = []
        var changes: [PriceChange.Item] = []
        var seen: Set<String> = []
        for (orderIndex, order) in cart.orders.enumerated() where !order.items.isEmpty {
            guard let shop = catalog.shop(id: order.shopId) else {
                throw .badCartItem("orders[\(orderIndex)].shopId '\(order.shopId)' is not a shop of the catalog")
            }
            var lines: [StoredOrder.Line] = []
            for (itemIndex, item) in order.items.enumerated() {
                let place = "orders[\(orderIndex)].items[\(itemIndex)]"
                guard (1...maxPacks).contains(item.packs) else {
                    throw .badCartItem("\(place).packs is \(item.packs); order 1 to \(maxPacks) packs of a product")
                }
                guard seen.insert(item.productId).inserted else {
                    throw .badCartItem("\(place): \(item.productId) appears more than once; order it once with more packs")
                }
                guard let product = products[item.productId] else {
                    throw .badCartItem("\(place).productId '\(item.productId)' is not in the catalog")
                }
                guard product.shopId == order.shopId else {
                    throw .badCartItem(
                        "\(place): \(product.id) is sold by \(product.shopId), not by \(order.shopId) whose order it is in")
                }
                guard product.onSale else { throw .badCartItem("\(place): \(product.id) is no longer on sale") }
                // The calendar may have changed since the cart was built.
                guard catalog.isDeliverable(product: product, station: station, on: cart.pickupDate) else {
                    throw .notDeliverable(productId: product.id, stationId: station.id, day: cart.pickupDate)
                }
                if item.unitPrice != product.price || item.name != product.name {
                    changes.append(PriceChange.Item(
                        productId: product.id, shopId: product.shopId, name: product.name, oldName: item.name,
                        packs: item.packs, oldUnitPrice: item.unitPrice, newUnitPrice: product.price))
                }
                lines.append(StoredOrder.Line(
                    productId: product.id, name: product.name, packs: item.packs, unitPrice: product.price))
            }
            let deadline = catalog.orderDeadline(shop: shop, pickupDate: cart.pickupDate)
            if now >= deadline {
                throw .deadlinePassed(
                    shopId: shop.id, deadline: Timestamp.format(deadline, timeZone: catalog.timeZone),
                    pickupDate: cart.pickupDate)
            }
            orders.append(StoredOrder(
                id: "\(draft.id)-\(shop.id)", shopId: shop.id, deadline: deadline, lines: lines,
                history: [StoredOrder.StatusChange(status: .reserved, at: now)]))
        }
        guard !orders.isEmpty else { throw .emptyCart() }
        if !changes.isEmpty {
            throw .priceChanged(PriceChange(
                items: changes, cart: freshCart(cart, products: products, station: station, catalog: catalog)))
        }
        return OrderReceipt(
            id: draft.id, idempotencyKey: draft.idempotencyKey, cartHash: draft.cartHash, customerId: draft.customerId,
            createdAt: now, pickupDate: cart.pickupDate, stationId: station.id, orders: orders)
    }

    /// The submitted cart with every item at the catalog's name, price and labels, totals recomputed: the
    /// whole cart when one was submitted, else one made from the submitted orders and the catalog.
    ///
    /// Called once every item was checked (known product of its order's shop, 1–99 packs).
    static func freshCart(
        _ submission: CartSubmission, products: [String: Product], station: PickupStation, catalog: CatalogSnapshot
    ) -> Cart {
        func item(_ submitted: CartSubmission.Item, forLines: [String]) -> CartItem {
            let product = products[submitted.productId]
            return CartItem(
                productId: submitted.productId, name: product?.name ?? submitted.name, packs: submitted.packs,
                unitPrice: product?.price ?? 0, labels: product?.labels ?? [], forLines: forLines)
        }
        guard var fresh = submission.cart else {
            let orders = submission.orders.filter { !$0.items.isEmpty }.map { order in
                let shop = catalog.shop(id: order.shopId)
                let deadline = shop.map {
                    Timestamp.format(catalog.orderDeadline(shop: $0, pickupDate: submission.pickupDate), timeZone: catalog.timeZone)
                } ?? ""
                return CartOrder(
                    shopId: order.shopId, shopName: shop?.name ?? order.shopId, deadline: deadline,
                    items: order.items.map { item($0, forLines: []) })
            }
            return Cart(
                pickupDate: submission.pickupDate, station: station, orderDeadline: orders.map(\.deadline).min(),
                orders: orders, unavailable: [], pantry: [], recipes: [])
        }
        for (orderIndex, order) in submission.orders.enumerated() {
            for (itemIndex, submitted) in order.items.enumerated() {
                fresh.orders[orderIndex].items[itemIndex] = item(
                    submitted, forLines: fresh.orders[orderIndex].items[itemIndex].forLines)
            }
            fresh.orders[orderIndex].subtotal = fresh.orders[orderIndex].items.reduce(0) { $0 + $1.subtotal }
        }
        fresh.total = fresh.orders.reduce(0) { $0 + $1.subtotal }
        return fresh
    }

    /// The ordering error for what a store call threw.
    static func translate(_ error: any Error) -> OrderingError {
        switch error {
        case let error as OrderingError: return error
        case let error as OrderStoreError:
            switch error.code {
            case "idempotency_key_conflict": return .keyConflict(error.message)
            case "insufficient_stock": return .insufficientStock(error.message)
            case "bad_cursor": return .badCursor(error.message)
            case "database_unavailable": return .unavailable(error.message)
            default: return .store(error.message)
            }
        case let error as CatalogError where error.isUnavailable: return .unavailable(error.message)
        default: return .store(String(describing: error))
        }
    }
}
