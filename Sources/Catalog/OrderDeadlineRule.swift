public import Foundation

/// When orders for a pickup day close: `daysBefore` days before it at `hour:minute`, shop time.
///
/// `08:00 on the pickup day` is `daysBefore 0, 08:00`; `20:00 the day before` is `daysBefore 1, 20:00`.
public struct OrderDeadlineRule: Sendable, Hashable, Codable, CustomStringConvertible {
    public var daysBefore: Int
    public var hour: Int
    public var minute: Int

    /// A rule; hours 0–23, minutes 0–59, days before 0–14.
    public init?(daysBefore: Int, hour: Int, minute: Int) {
        guard (0...14).contains(daysBefore), (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.daysBefore = daysBefore
        self.hour = hour
        self.minute = minute
    }

    /// A rule from a day count and `HH:MM`.
    public init?(daysBefore: Int, time: String) {
        let parts = time.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(daysBefore: daysBefore, hour: h, minute: m)
    }

    /// `HH:MM`.
    public var time: String { String(hour).leftPadded(to: 2) + ":" + String(minute).leftPadded(to: 2) }

    /// The instant orders close for `pickupDate` in `timeZone`.
    public func deadline(forPickup pickupDate: CalendarDay, timeZone: TimeZone) -> Date {
        pickupDate.adding(days: -daysBefore).date(hour: hour, minute: minute, timeZone: timeZone)
    }

    /// Whether an order placed at `now` still makes the pickup on `pickupDate`.
    public func isOpen(forPickup pickupDate: CalendarDay, now: Date, timeZone: TimeZone) -> Bool {
        now < deadline(forPickup: pickupDate, timeZone: timeZone)
    }

    /// The earliest pickup day whose deadline is still ahead of `now` (ignoring delivery weekdays).
    public func earliestPickup(now: Date, timeZone: TimeZone) -> CalendarDay {
        var day = CalendarDay(date: now, timeZone: timeZone)
        while !isOpen(forPickup: day, now: now, timeZone: timeZone) { day = day.adding(days: 1) }
        return day
    }

    public var description: String {
        daysBefore == 0 ? "\(time) on the pickup day" : "\(time), \(daysBefore) day(s) before pickup"
    }
}
