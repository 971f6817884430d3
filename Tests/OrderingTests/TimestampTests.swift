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
        #expect(error.message == "'next week' is not a valid date or time (expected YYYY-MM-DD, today or tomorrow)")
    }

    @Test func formatsWithTheCatalogOffset() throws {
        let instant = try #require(Timestamp.parse("2026-11-24T08:00", timeZone: F.tokyo))
        #expect(Timestamp.format(instant, timeZone: F.tokyo) == "2026-11-24T08:00:00+09:00")
        #expect(Timestamp.parse("2026-11-23T23:00:00Z", timeZone: F.tokyo) == instant)
        #expect(Timestamp.parse("yesterday", timeZone: F.tokyo) == nil)
    }
}
