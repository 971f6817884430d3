public import Catalog
import JSONWriting

/// A cart as it is submitted: the few fields an order is made from, and the whole cart when it has one.
///
/// Submission reads only the pickup date, the station id, and per shop order the shop id and each item's
/// product id, name, packs and unit price (the quote). Everything else in a cart (names of shops and
/// stations, `for` lines, what cannot come, totals) describes it and is never trusted; when the submitted
/// JSON is a whole cart as `kaimono buy --format json` writes it, it is kept to send back re-priced with
/// `price_changed`.
public struct CartSubmission: Sendable, Hashable, Decodable {
    /// One product of a shop order, as quoted to the customer.
    public struct Item: Sendable, Hashable, Decodable {
        public var productId: String
        public var name: String
        public var packs: Int
        /// The price of one pack the customer saw, in JPY.
        public var unitPrice: Int

        /// An item.
        public init(productId: String, name: String, packs: Int, unitPrice: Int) {
            self.productId = productId
            self.name = name
            self.packs = packs
            self.unitPrice = unitPrice
        }

        private enum CodingKeys: String, CodingKey { case productId, name, packs, unitPrice }

        /// Reads an item; packs or a price that is no whole number (`2.5`) is an error naming its field.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            productId = try c.decode(String.self, forKey: .productId)
            name = try c.decode(String.self, forKey: .name)
            packs = try c.decodeWholeNumber(forKey: .packs, in: 1...99)
            unitPrice = try c.decodeWholeNumber(forKey: .unitPrice)
        }
    }

    /// The items the cart puts in one shop's order.
    public struct Order: Sendable, Hashable, Decodable {
        public var shopId: String
        public var items: [Item]

        /// An order.
        public init(shopId: String, items: [Item]) {
            self.shopId = shopId
            self.items = items
        }
    }

    public var pickupDate: CalendarDay
    public var stationId: String
    public var orders: [Order]
    /// The whole cart, when the submission was one (its orders and items are the ones above, in order).
    public var cart: Cart?

    /// A submission of these orders (and, when it was one, the whole cart they came from).
    public init(pickupDate: CalendarDay, stationId: String, orders: [Order], cart: Cart? = nil) {
        self.pickupDate = pickupDate
        self.stationId = stationId
        self.orders = orders
        self.cart = cart
    }

    /// The submission of a whole cart.
    public init(_ cart: Cart) {
        pickupDate = cart.pickupDate
        stationId = cart.station.id
        orders = cart.orders.map { order in
            Order(
                shopId: order.shopId,
                items: order.items.map {
                    Item(productId: $0.productId, name: $0.name, packs: $0.packs, unitPrice: $0.unitPrice)
                })
        }
        self.cart = cart
    }

    private enum CodingKeys: String, CodingKey { case pickupDate, station, orders }
    private enum StationKeys: String, CodingKey { case id }

    /// Reads the submitted fields; the rest of the object is kept as `cart` only when it is a whole cart.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pickupDate = try c.decode(CalendarDay.self, forKey: .pickupDate)
        stationId = try c.nestedContainer(keyedBy: StationKeys.self, forKey: .station).decode(String.self, forKey: .id)
        orders = try c.decode([Order].self, forKey: .orders)
        cart = try? Cart(from: decoder)
    }
}
