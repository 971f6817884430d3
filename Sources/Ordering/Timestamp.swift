public import Foundation
public import Catalog

/// ISO 8601 times as carts and orders write them, and the pickup-date words the CLI accepts.
public enum Timestamp {
    /// `2026-11-24T08:00:00+09:00`: the instant written with the offset of `timeZone`.
    public static func format(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = timeZone
        return formatter.string(from: date)
    }

    /// Parses `2026-11-24T07:30:00+09:00`, `…Z`, fractional seconds, or a time without offset (read in
    /// `timeZone`); `nil` when the text is none of these.
    public static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
            [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        // `2026-11-24T07:30` (no seconds, no offset).
        if trimmed.count == 16 { return parse(trimmed + ":00", timeZone: timeZone) }
        return nil
    }

    /// `YYYY-MM-DD`, `today` or `tomorrow` (the day of `now` in `timeZone`, or the next).
    public static func pickupDay(_ text: String, now: Date, timeZone: TimeZone) throws(OrderingError) -> CalendarDay {
        let today = CalendarDay(date: now, timeZone: timeZone)
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        default:
            guard let day = CalendarDay(iso: text) else {
                throw .badDate(text, expected: "YYYY-MM-DD, today or tomorrow")
            }
            return day
        }
    }
}
