import Foundation
import Testing
@testable import Catalog

@Suite struct CalendarDayTests {
    @Test(arguments: [
        ("2026-11-22", Weekday.sunday), ("2026-11-23", .monday), ("2026-11-27", .friday),
        ("2024-02-29", .thursday), ("1970-01-01", .thursday), ("2027-01-01", .friday),
    ])
    func weekdayOfDate(text: String, expected: Weekday) throws {
        let day = try #require(CalendarDay(iso: text))
        #expect(day.weekday == expected)
        #expect(day.description == text)
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-1-5", "26-01-05", "2026/01/05", ""])
    func rejectsInvalidDates(text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test func addsDaysAcrossMonthAndYear() throws {
        let day = try #require(CalendarDay(iso: "2026-12-30"))
        #expect(day.adding(days: 3).description == "2027-01-02")
        #expect(day.adding(days: -30).description == "2026-11-30")
        #expect(CalendarDay(dayNumber: day.dayNumber) == day)
    }

    @Test func dayOfAnInstantDependsOnTheTimeZone() throws {
        // Given 2026-11-23 16:00 UTC, which is already 2026-11-24 01:00 in Tokyo.
        let instant = Date(timeIntervalSince1970: 1_795_449_600)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(CalendarDay(date: instant, timeZone: utc).description == "2026-11-23")
        #expect(CalendarDay(date: instant, timeZone: tokyo).description == "2026-11-24")
    }

    @Test func weekdayListsParseAndFormat() throws {
        #expect(try Weekday.parseList("mon-wed,sat").get() == [.monday, .tuesday, .wednesday, .saturday])
        #expect(try Weekday.parseList("daily").get().count == 7)
        #expect(Weekday.format([.friday, .monday]) == "mon,fri")
        #expect(Weekday.format(Weekday.allCases) == "daily")
        guard case .failure(let error) = Weekday.parseList("mon,funday") else {
            Issue.record("funday parsed")
            return
        }
        #expect(error.part == "funday")
    }
}
