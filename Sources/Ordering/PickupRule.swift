public import Catalog
public import Foundation

/// The one rule for a pickup date and station that carts, orders and suggestions share: the date is not in
/// the past and lies within the delivery calendar, and the station is the catalog's and open that day.
///
/// Without a station the first of the catalog open that day is taken; when none is open the date is refused,
/// never answered with a closed station.
public struct PickupRule: Sendable {
    /// Days ahead the delivery calendar reaches unless a cart's options say otherwise.
    public static let defaultHorizon = 60

    /// Stations and their calendar, and the time zone `today` is read in.
    public let catalog: CatalogSnapshot
    /// Days ahead of today the last pickup date may be.
    public let horizon: Int

    /// The rule over a catalog, with the delivery calendar reaching `horizon` days ahead.
    public init(catalog: CatalogSnapshot, horizon: Int = PickupRule.defaultHorizon) {
        self.catalog = catalog
        self.horizon = horizon
    }

    /// The station for a pickup on `day`, once the day is known to be neither past nor beyond the calendar at
    /// `now`.
    ///
    /// - Throws: `past_date`, `beyond_horizon`, `unknown_station`, `station_closed` (also when no station is
    ///   given and none opens that day), `no_stations`.
    public func station(_ stationId: String?, on day: CalendarDay, now: Date) throws(OrderingError) -> PickupStation {
        try checkDate(day, now: now)
        return try station(stationId, on: day)
    }

    /// Refuses a day before today (in the catalog's time zone at `now`) or after the calendar's last day.
    public func checkDate(_ day: CalendarDay, now: Date) throws(OrderingError) {
        let today = CalendarDay(date: now, timeZone: catalog.timeZone)
        if day < today { throw .pastDate(day, today: today) }
        let last = today.adding(days: horizon)
        if day > last { throw .beyondHorizon(day, last: last, horizon: horizon) }
    }

    /// The station `stationId` names, open on `day`; without one, the first station of the catalog open on
    /// `day`. The date itself is not checked (see `checkDate`).
    public func station(_ stationId: String?, on day: CalendarDay) throws(OrderingError) -> PickupStation {
        let stations = catalog.stations
        guard let stationId else {
            guard !stations.isEmpty else { throw .noStations() }
            if let open = firstOpening(from: day, within: 1) { return open.station }
            let next = firstOpening(from: day.adding(days: 1), within: horizon).map { (day: $0.day, stationId: $0.station.id) }
            throw .noStationOpen(day: day, next: next)
        }
        guard let station = catalog.station(id: stationId) else {
            throw .unknownStation(stationId, known: stations.map(\.id))
        }
        guard catalog.isOpen(station: station, on: day) else {
            let next = laterDays(after: day).first { catalog.isOpen(station: station, on: $0) }
            throw .stationClosed(stationId, day: day, next: next)
        }
        return station
    }

    /// The first day from `day` on, within `days`, on which a station opens, and the catalog's first station open
    /// then; nil when none opens.
    public func firstOpening(from day: CalendarDay, within days: Int) -> (day: CalendarDay, station: PickupStation)? {
        for offset in 0..<max(days, 1) {
            let later = day.adding(days: offset)
            if let open = catalog.stations.first(where: { catalog.isOpen(station: $0, on: later) }) { return (later, open) }
        }
        return nil
    }

    /// The `horizon` days after `day`, where the next open day is looked for.
    private func laterDays(after day: CalendarDay) -> [CalendarDay] {
        (0..<max(horizon, 1)).map { day.adding(days: $0 + 1) }
    }
}
