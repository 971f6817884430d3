import Foundation
import Testing
@testable import Catalog

@Suite struct CatalogSnapshotTests {
    func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    @Test func weeklyRulesAndExceptions() throws {
        let catalog = try CatalogFixtures.snapshot()
        let chicken = try #require(catalog.product(id: "p-1"))
        let mackerel = try #require(catalog.product(id: "p-3"))
        let stationA = try #require(catalog.station(id: "st-a"))
        // Then: the meat shop delivers Mon–Sat, not on Sunday, except the special Sunday 11-29.
        #expect(catalog.isDeliverable(product: chicken, station: stationA, on: day("2026-11-24")))
        #expect(!catalog.isDeliverable(product: chicken, station: stationA, on: day("2026-11-22")))
        #expect(catalog.isDeliverable(product: chicken, station: stationA, on: day("2026-11-29")))
        // Year-end closure applies to everything.
        #expect(!catalog.isDeliverable(product: chicken, station: stationA, on: day("2026-12-31")))
        // The mackerel is delivered on Saturdays only (its own weekdays override the shop's).
        #expect(!catalog.isDeliverable(product: mackerel, station: stationA, on: day("2026-11-24")))
        #expect(catalog.isDeliverable(product: mackerel, station: stationA, on: day("2026-11-28")))
    }

    @Test func stationWeekdaysLimitPickup() throws {
        let catalog = try CatalogFixtures.snapshot()
        let chicken = try #require(catalog.product(id: "p-1"))
        let stationB = try #require(catalog.station(id: "st-b"))
        // Station B is closed on Saturday although the shop delivers.
        #expect(!catalog.isDeliverable(product: chicken, station: stationB, on: day("2026-11-28")))
        #expect(catalog.nextDeliverableDate(product: chicken, station: stationB, from: day("2026-11-28"))
            == day("2026-11-30"))
    }

    @Test func nextDeliverableDateSkipsExceptions() throws {
        let catalog = try CatalogFixtures.snapshot()
        let mackerel = try #require(catalog.product(id: "p-3"))
        let stationA = try #require(catalog.station(id: "st-a"))
        #expect(catalog.nextDeliverableDate(product: mackerel, station: stationA, from: day("2026-11-23"))
            == day("2026-11-28"))
    }

    @Test func availabilityGivesTheCartReason() throws {
        let catalog = try CatalogFixtures.snapshot()
        let stationA = try #require(catalog.station(id: "st-a"))
        let formatter = ISO8601DateFormatter()
        let early = try #require(formatter.date(from: "2026-11-23T10:00:00+09:00"))
        let late = try #require(formatter.date(from: "2026-11-23T20:30:00+09:00"))
        let chicken = try #require(catalog.product(id: "p-1"))
        let pork = try #require(catalog.product(id: "p-2"))
        let pickup = day("2026-11-24")
        #expect(catalog.availability(product: chicken, station: stationA, pickupDate: pickup, now: early) == .available)
        #expect(catalog.availability(product: chicken, station: stationA, pickupDate: pickup, now: late)
            == .deadlinePassed)
        #expect(catalog.availability(product: pork, station: stationA, pickupDate: pickup, now: early) == .soldOut)
        #expect(catalog.availability(product: chicken, station: stationA, pickupDate: day("2026-11-22"), now: early)
            == .notDeliveredOnDate)
    }

    @Test func orderDeadlineIsZoned() throws {
        let catalog = try CatalogFixtures.snapshot()
        let fish = try #require(catalog.shop(id: "s-fish"))
        let deadline = catalog.orderDeadline(shop: fish, pickupDate: day("2026-11-24"))
        #expect(deadline == ISO8601DateFormatter().date(from: "2026-11-23T23:00:00Z"))
    }
}
