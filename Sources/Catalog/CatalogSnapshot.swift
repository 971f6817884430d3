public import Foundation

/// The whole catalog as values: what a store holds, loaded once for matching and calendar queries.
public struct CatalogSnapshot: Sendable, Hashable {
    /// The catalog's time zone identifier (default `Asia/Tokyo`); deadlines and dates are in it.
    public var timeZoneIdentifier: String
    public private(set) var shops: [Shop]
    public private(set) var stations: [PickupStation]
    public private(set) var products: [Product]
    public private(set) var exceptions: [CalendarException]

    private var shopIndex: [String: Int] = [:]
    private var stationIndex: [String: Int] = [:]
    private var productIndex: [String: Int] = [:]
    private var exceptionsByDate: [CalendarDay: [CalendarException]] = [:]

    /// A snapshot; later entries with an id already seen replace earlier ones.
    public init(
        timeZoneIdentifier: String = CatalogSnapshot.defaultTimeZone, shops: [Shop] = [],
        stations: [PickupStation] = [], products: [Product] = [], exceptions: [CalendarException] = []
    ) {
        self.timeZoneIdentifier = timeZoneIdentifier
        self.shops = []
        self.stations = []
        self.products = []
        self.exceptions = []
        for shop in shops { upsert(shop) }
        for station in stations { upsert(station) }
        for product in products { upsert(product) }
        for exception in exceptions { add(exception) }
    }

    /// The default catalog time zone.
    public static let defaultTimeZone = "Asia/Tokyo"

    /// The catalog's time zone (Asia/Tokyo when the identifier is unknown).
    public var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: CatalogSnapshot.defaultTimeZone)
            ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .current
    }

    /// Adds or replaces a shop.
    public mutating func upsert(_ shop: Shop) {
        if let i = shopIndex[shop.id] { shops[i] = shop } else { shopIndex[shop.id] = shops.count; shops.append(shop) }
    }

    /// Adds or replaces a station.
    public mutating func upsert(_ station: PickupStation) {
        if let i = stationIndex[station.id] {
            stations[i] = station
        } else {
            stationIndex[station.id] = stations.count
            stations.append(station)
        }
    }

    /// Adds or replaces a product.
    public mutating func upsert(_ product: Product) {
        if let i = productIndex[product.id] {
            products[i] = product
        } else {
            productIndex[product.id] = products.count
            products.append(product)
        }
    }

    /// Adds a calendar exception, replacing one with the same date and scope.
    public mutating func add(_ exception: CalendarException) {
        if let i = exceptions.firstIndex(where: { $0.date == exception.date && $0.scope == exception.scope }) {
            exceptions[i] = exception
            exceptionsByDate[exception.date]?.removeAll { $0.scope == exception.scope }
        } else {
            exceptions.append(exception)
        }
        exceptionsByDate[exception.date, default: []].append(exception)
    }

    /// The shop with this id.
    public func shop(id: String) -> Shop? { shopIndex[id].map { shops[$0] } }
    /// The station with this id.
    public func station(id: String) -> PickupStation? { stationIndex[id].map { stations[$0] } }
    /// The product with this id.
    public func product(id: String) -> Product? { productIndex[id].map { products[$0] } }

    // MARK: Delivery calendar

    /// Whether the station is open for pickup on `date` (weekday rule, then exceptions).
    public func isOpen(station: PickupStation, on date: CalendarDay) -> Bool {
        var open = station.openWeekdays.contains(date.weekday)
        for exception in exceptionsByDate[date] ?? [] {
            switch exception.scope {
            case .everything where !exception.delivers: open = false
            case .station(let id) where id == station.id: return exception.delivers
            default: break
            }
        }
        return open
    }

    /// Whether the product's shop delivers it on `date`, before looking at stations.
    ///
    /// The most specific rule wins: a product exception over a shop exception over a catalog-wide one
    /// over the weekly rule (the product's weekdays, else the shop's).
    public func delivers(product: Product, on date: CalendarDay) -> Bool {
        let weekdays = product.deliveryWeekdays ?? shop(id: product.shopId)?.deliveryWeekdays ?? []
        var result = weekdays.contains(date.weekday)
        var specificity = 0
        for exception in exceptionsByDate[date] ?? [] {
            let level: Int
            switch exception.scope {
            case .everything: level = 1
            case .shop(let id): level = id == product.shopId ? 2 : 0
            case .product(let id): level = id == product.id ? 3 : 0
            case .station: level = 0
            }
            if level > specificity {
                specificity = level
                result = exception.delivers
            }
        }
        return result
    }

    /// Whether the product can be picked up at the station on `date` (calendar only, not stock or deadline).
    public func isDeliverable(product: Product, station: PickupStation, on date: CalendarDay) -> Bool {
        delivers(product: product, on: date) && isOpen(station: station, on: date)
    }

    /// The first date on or after `date`, within `horizon` days, when the product reaches the station.
    public func nextDeliverableDate(
        product: Product, station: PickupStation, from date: CalendarDay, horizon: Int = 60
    ) -> CalendarDay? {
        for offset in 0..<max(horizon, 1) {
            let day = date.adding(days: offset)
            if isDeliverable(product: product, station: station, on: day) { return day }
        }
        return nil
    }

    /// The instant orders at `shop` close for a pickup on `pickupDate`, in the catalog's time zone.
    public func orderDeadline(shop: Shop, pickupDate: CalendarDay) -> Date {
        shop.deadline.deadline(forPickup: pickupDate, timeZone: timeZone)
    }

    /// Whether the product can be ordered at `now` for pickup at the station on `pickupDate`, and if not why.
    public func availability(
        product: Product, station: PickupStation, pickupDate: CalendarDay, now: Date
    ) -> Availability {
        guard product.onSale else { return .notOnSale }
        if product.soldOut || product.stock <= 0 { return .soldOut }
        guard isDeliverable(product: product, station: station, on: pickupDate) else { return .notDeliveredOnDate }
        guard let shop = shop(id: product.shopId) else { return .notOnSale }
        guard now < orderDeadline(shop: shop, pickupDate: pickupDate) else { return .deadlinePassed }
        return .available
    }

    /// Whether a product can be ordered for a pickup, and if not why (the cart's `reason` codes).
    public enum Availability: String, Sendable, Hashable, Codable {
        case available
        case notOnSale = "not_on_sale"
        case soldOut = "sold_out"
        case notDeliveredOnDate = "not_delivered_on_date"
        case deadlinePassed = "deadline_passed"
    }
}
