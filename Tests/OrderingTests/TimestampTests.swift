import Catalog
import Foundation
import Testing
@testable import Ordering

@Suite struct TimestampTests {
    typealias F = OrderingFixture

    @Test(arguments: [
        ("2026-11-24T08:00:00+09:00", "today", "2026-11-24"),
        ("2026-11-24T08:00:00+09:00", "tomorrow", "2026-11-25"),
        // 23:30 UTC on the 23rd is already the 24th in Tokyo.
        ("2026-11-23T23:30:00Z", "today", "2026-11-24"),
        ("2026-11-23T23:30:00Z", "TOMORROW", "2026-11-25"),
        ("2026-11-23T23:30:00Z", "2026-12-01", "2026-12-01"),
    ])
    func pickupDayWords(now: String, text: String, expected: String) throws {
        let instant = try #require(Timestamp.parse(now, timeZone: F.tokyo))
        #expect(try Timestamp.pickupDay(text, now: instant, timeZone: F.tokyo) == F.day(expected))
    }

    @Test func badPickupDayIsAnError() throws {
        let error = try #require(throws: OrderingError.self) {
            try Timestamp.pickupDay("next week", now: Date(timeIntervalSince1970: 0), timeZone: F.tokyo)
        }
        #expect(error.message == "pickup date (--pickup-date, pickupDate) 'next week' is not a valid date or time "
            + "(expected YYYY-MM-DD, today or tomorrow)")
    }

    @Test(arguments: [
        "2026-02-30T10:00:00+09:00", "2026-02-29T10:00:00Z", "2026-13-01T10:00:00", "2026-04-31T10:00",
        "2026-11-24T24:30:00+09:00", "2026-11-24T10:60:00", "2026-11-24T10:00:61+09:00",
    ])
    func timesOfNoRealDayOrClockAreRefused(text: String) {
        // The formatter alone rolls 30 February over into 2 March.
        #expect(Timestamp.parse(text, timeZone: F.tokyo) == nil)
    }

    @Test func realTimesAtTheEdgesStillParse() {
        #expect(Timestamp.parse("2028-02-29T23:59:59+09:00", timeZone: F.tokyo) != nil)
        #expect(Timestamp.parse("2026-12-31T00:00:00.250Z", timeZone: F.tokyo) != nil)
    }

    @Test func formatsWithTheCatalogOffset() throws {
        let instant = try #require(Timestamp.parse("2026-11-24T08:00", timeZone: F.tokyo))
        #expect(Timestamp.format(instant, timeZone: F.tokyo) == "2026-11-24T08:00:00+09:00")
        #expect(Timestamp.parse("2026-11-23T23:00:00Z", timeZone: F.tokyo) == instant)
        #expect(Timestamp.parse("yesterday", timeZone: F.tokyo) == nil)
    }
}
