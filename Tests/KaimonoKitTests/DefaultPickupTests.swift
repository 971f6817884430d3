import Catalog
import Foundation
import KaimonoKit
import Testing

/// The page offers tomorrow at a station open then (session 36: it had offered the catalog's first station, which
/// may be closed that day, so the first cart a shopper asked for said `station_closed`).
@Suite struct DefaultPickupTests {
    static func at(_ time: String) async throws -> Kaimono {
        let now = try #require(ISO8601DateFormatter().date(from: time))
        return try await Kaimono(database: try KaimonoDatabase.inMemory(), now: { now })
    }

    @Test func tomorrowAtAStationOpenThen() async throws {
        // Sunday: tomorrow is a Monday, when the catalog's first station is closed.
        let kaimono = try await Self.at("2026-11-22T10:00:00+09:00")
        let first = try #require(kaimono.catalog.stations.first)
        let monday = try #require(CalendarDay(year: 2026, month: 11, day: 23))
        #expect(!kaimono.catalog.isOpen(station: first, on: monday))
        let pickup = try #require(kaimono.defaultPickup())
        #expect(pickup.day == monday)
        let station = try #require(kaimono.catalog.station(id: pickup.stationId))
        #expect(kaimono.catalog.isOpen(station: station, on: monday))
    }

    @Test func theFirstDayAStationOpensWhenNoneOpensTomorrow() async throws {
        // Every station is closed on 31 December.
        let kaimono = try await Self.at("2026-12-30T10:00:00+09:00")
        let newYearsEve = try #require(CalendarDay(year: 2026, month: 12, day: 31))
        let pickup = try #require(kaimono.defaultPickup())
        #expect(pickup.day > newYearsEve)
        let station = try #require(kaimono.catalog.station(id: pickup.stationId))
        #expect(kaimono.catalog.isOpen(station: station, on: pickup.day))
        #expect(kaimono.catalog.stations.allSatisfy { !kaimono.catalog.isOpen(station: $0, on: newYearsEve) })
    }
}
