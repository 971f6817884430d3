import Foundation
import Testing
@testable import Catalog

@Suite struct OrderDeadlineRuleTests {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    let pickup = CalendarDay(iso: "2026-11-24")!

    func iso(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test func dayBeforeAtEightPM() throws {
        let rule = try #require(OrderDeadlineRule(daysBefore: 1, time: "20:00"))
        #expect(rule.deadline(forPickup: pickup, timeZone: tokyo) == iso("2026-11-23T20:00:00+09:00"))
    }

    @Test func sameDayAtEightAM() throws {
        let rule = try #require(OrderDeadlineRule(daysBefore: 0, time: "08:00"))
        #expect(rule.deadline(forPickup: pickup, timeZone: tokyo) == iso("2026-11-24T08:00:00+09:00"))
        #expect(rule.isOpen(forPickup: pickup, now: iso("2026-11-24T07:59:00+09:00"), timeZone: tokyo))
        #expect(!rule.isOpen(forPickup: pickup, now: iso("2026-11-24T08:00:00+09:00"), timeZone: tokyo))
    }

    @Test func earliestPickupSkipsClosedDays() throws {
        // Given a D-1 20:00 rule and 21:00 on the 22nd: the 23rd closed at 20:00 on the 22nd.
        let rule = try #require(OrderDeadlineRule(daysBefore: 1, time: "20:00"))
        let now = iso("2026-11-22T21:00:00+09:00")
        #expect(rule.earliestPickup(now: now, timeZone: tokyo).description == "2026-11-24")
    }

    @Test(arguments: ["24:00", "8", "08:60", "ab:cd"])
    func rejectsBadTimes(time: String) {
        #expect(OrderDeadlineRule(daysBefore: 1, time: time) == nil)
    }
}
