public import Catalog

/// What a pickup station receives on a date, grouped by shop: the orders to prepare and hand over, and per
/// shop the packs of each product in total. Cancelled orders are left out.
public struct StationOrders: Sendable, Hashable, Codable {
    /// One shop's share of the day.
    public struct Shop: Sendable, Hashable, Codable {
        public var shopId: String
        public var shopName: String
        /// Orders at the shop close then for this pickup (ISO 8601 in the catalog's offset).
        public var deadline: String
        /// The orders, oldest first.
        public var orders: [Order]
        /// Packs of each product over these orders, by product id.
        public var products: [ProductTotal]
    }

    /// One shop order to hand over.
    public struct Order: Sendable, Hashable, Codable {
        public var id: String
        public var submissionId: String
        public var customerId: String
        public var status: String
        public var items: [OrderSummary.Item]
        public var subtotal: Int
    }

    /// Packs of one product to prepare.
    public struct ProductTotal: Sendable, Hashable, Codable {
        public var productId: String
        public var name: String
        public var packs: Int
    }

    public var stationId: String
    public var stationName: String
    public var pickupDate: CalendarDay
    public var shops: [Shop]
    /// Shop orders listed (not cancelled).
    public var orderCount: Int

    /// The station view of `receipts` (all for this station and date).
    public init(station: PickupStation, pickupDate: CalendarDay, receipts: [OrderReceipt], catalog: CatalogSnapshot) {
        stationId = station.id
        stationName = station.name
        self.pickupDate = pickupDate
        var byShop: [String: Shop] = [:]
        var shopOrder: [String] = []
        for receipt in receipts {
            for order in receipt.orders where order.status != .cancelled {
                if byShop[order.shopId] == nil {
                    shopOrder.append(order.shopId)
                    byShop[order.shopId] = Shop(
                        shopId: order.shopId, shopName: catalog.shop(id: order.shopId)?.name ?? order.shopId,
                        deadline: Timestamp.format(order.deadline, timeZone: catalog.timeZone), orders: [], products: [])
                }
                byShop[order.shopId]?.orders.append(Order(
                    id: order.id, submissionId: receipt.id, customerId: receipt.customerId,
                    status: order.status.rawValue,
                    items: order.lines.map {
                        OrderSummary.Item(
                            productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice,
                            subtotal: $0.subtotal)
                    },
                    subtotal: order.subtotal))
            }
        }
        shops = shopOrder.sorted().compactMap { id in
            guard var shop = byShop[id] else { return nil }
            var totals: [String: ProductTotal] = [:]
            for order in shop.orders {
                for item in order.items {
                    totals[item.productId, default: ProductTotal(productId: item.productId, name: item.name, packs: 0)]
                        .packs += item.packs
                }
            }
            shop.products = totals.values.sorted { $0.productId < $1.productId }
            return shop
        }
        orderCount = shops.reduce(0) { $0 + $1.orders.count }
    }
}
