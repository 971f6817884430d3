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
    /// `timeZone`); `nil` when the text is none of these, or names a day or time that does not exist
    /// (`2026-02-30`, `24:30`), which the formatter would roll over into the next.
    public static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
            [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return writesRealFields(trimmed) ? date : nil }
        }
        // `2026-11-24T07:30` (no seconds, no offset).
        if trimmed.count == 16 { return parse(trimmed + ":00", timeZone: timeZone) }
        return nil
    }

    /// Whether the date and clock a parsed time writes (`YYYY-MM-DDTHH:MM[:SS]…`) are real ones.
    static func writesRealFields(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, bytes[range].allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            return bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard bytes.count >= 16, CalendarDay(iso: String(decoding: bytes[0..<10], as: UTF8.self)) != nil,
              let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60
        else { return false }
        if bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), let second = number(17..<19), second >= 60 { return false }
        return true
    }

    /// How a pickup date is asked for, for messages about it: the CLI option and the API field.
    public static let pickupDateField = "pickup date (--pickup-date, pickupDate)"

    /// `YYYY-MM-DD`, `today` or `tomorrow` (the day of `now` in `timeZone`, or the next); `field` names the
    /// option or field the text came from in the `bad_date` message.
    public static func pickupDay(
        _ text: String, now: Date, timeZone: TimeZone, field: String = Timestamp.pickupDateField
    ) throws(OrderingError) -> CalendarDay {
        let today = CalendarDay(date: now, timeZone: timeZone)
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        default:
            guard let day = CalendarDay(iso: text) else {
                throw .badDate(text, field: field, expected: "YYYY-MM-DD, today or tomorrow")
            }
            return day
        }
    }
}
