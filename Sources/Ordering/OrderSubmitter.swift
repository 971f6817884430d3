public import Catalog
public import Foundation

/// Submits carts as orders, one per shop, through an `OrderStore`, idempotently.
///
/// The submission id is derived from the key, so a replay finds the first result; the cart's fingerprint
/// (pickup date, station, and every shop's products, packs and prices) tells a replay from another cart.
public struct OrderSubmitter: Sendable {
    public let store: any OrderStore
    public let catalog: CatalogSnapshot

    /// A submitter over a store, checking deadlines against `catalog`.
    public init(store: any OrderStore, catalog: CatalogSnapshot) {
        self.store = store
        self.catalog = catalog
    }

    /// Submits `cart` under `key` at `now`: the same key again returns the first receipt (`replayed`).
    ///
    /// Throws `idempotency_key_conflict` for the same key with another cart, `deadline_passed` when a shop's
    /// deadline is behind `now`, `insufficient_stock` when any product lacks stock (nothing is ordered then).
    public func submit(_ cart: Cart, key: String, now: Date) async throws(OrderingError) -> OrderReceipt {
        guard !key.isEmpty, key.count <= 200 else { throw .badKey(key) }
        let id = Self.submissionId(key: key)
        let hash = Self.fingerprint(cart)
        do {
            // A replay returns the first result even after the deadline, so check the store before the clock.
            if let existing = try await store.receipt(id: id), existing.idempotencyKey == key {
                return try await store.submit(OrderReceipt(
                    id: id, idempotencyKey: key, cartHash: hash, createdAt: existing.createdAt,
                    pickupDate: cart.pickupDate, stationId: cart.station.id, orders: []))
            }
            let receipt = try makeReceipt(cart, id: id, key: key, hash: hash, now: now)
            try checkDeadlines(receipt, now: now)
            return try await store.submit(receipt)
        } catch let error as OrderingError {
            throw error
        } catch let error as OrderStoreError {
            switch error.code {
            case "idempotency_key_conflict": throw .keyConflict(error.message)
            case "insufficient_stock": throw .insufficientStock(error.message)
            default: throw .store(error.message)
            }
        } catch {
            throw .store(String(describing: error))
        }
    }

    /// The receipt with this id (a submission id or one of its order ids).
    public func receipt(id: String) async throws(OrderingError) -> OrderReceipt {
        let found: OrderReceipt?
        do {
            found = try await store.receipt(id: id)
        } catch {
            throw .store(String(describing: error))
        }
        guard let found else { throw .notFound("order or submission", id: id) }
        return found
    }

    /// `o-` and 16 hex digits of the key's SHA-256.
    public static func submissionId(key: String) -> String {
        "o-" + SHA256Digest.hex("kaimono-order-key\n" + key).prefix(16)
    }

    /// SHA-256 of the cart's canonical form: what is ordered, not how it was described.
    public static func fingerprint(_ cart: Cart) -> String {
        var text = "kaimono-cart-v1\npickup \(cart.pickupDate)\nstation \(cart.station.id)\n"
        var lines: [String] = []
        for order in cart.orders {
            for item in order.items { lines.append("\(order.shopId)\t\(item.productId)\t\(item.packs)\t\(item.unitPrice)") }
        }
        text += lines.sorted().joined(separator: "\n")
        return SHA256Digest.hex(text)
    }

    func makeReceipt(_ cart: Cart, id: String, key: String, hash: String, now: Date) throws(OrderingError)
        -> OrderReceipt
    {
        guard let station = catalog.station(id: cart.station.id) else {
            throw .unknownStation(cart.station.id, known: catalog.stations.map(\.id))
        }
        var orders: [StoredOrder] = []
        for order in cart.orders where !order.items.isEmpty {
            guard let shop = catalog.shop(id: order.shopId) else { throw .notFound("shop", id: order.shopId) }
            var lines: [StoredOrder.Line] = []
            for item in order.items {
                guard item.packs > 0 else {
                    throw .badCart("cart", reason: "item \(item.productId) has \(item.packs) packs")
                }
                guard let product = catalog.product(id: item.productId) else {
                    throw .notFound("product", id: item.productId)
                }
                // The calendar may have changed since the cart was built.
                guard catalog.isDeliverable(product: product, station: station, on: cart.pickupDate) else {
                    throw .notDeliverable(productId: product.id, stationId: station.id, day: cart.pickupDate)
                }
                lines.append(StoredOrder.Line(
                    productId: item.productId, name: item.name, packs: item.packs, unitPrice: item.unitPrice))
            }
            orders.append(StoredOrder(
                id: "\(id)-\(shop.id)", shopId: shop.id,
                deadline: catalog.orderDeadline(shop: shop, pickupDate: cart.pickupDate), lines: lines))
        }
        guard !orders.isEmpty else { throw .emptyCart() }
        return OrderReceipt(
            id: id, idempotencyKey: key, cartHash: hash, createdAt: now, pickupDate: cart.pickupDate,
            stationId: cart.station.id, orders: orders)
    }

    func checkDeadlines(_ receipt: OrderReceipt, now: Date) throws(OrderingError) {
        for order in receipt.orders where now >= order.deadline {
            throw .deadlinePassed(
                shopId: order.shopId, deadline: Timestamp.format(order.deadline, timeZone: catalog.timeZone),
                pickupDate: receipt.pickupDate)
        }
    }
}
