import Foundation

/// A day of the week, numbered as ISO 8601 does (Monday 1 … Sunday 7).
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The three-letter code used in data files (`mon` … `sun`).
    public var code: String {
        switch self {
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        case .sunday: "sun"
        }
    }

    public var description: String { code }

    /// Parses a code (`mon`), an English name (`Monday`) or a Japanese day (`月`).
    public init?(code: String) {
        let text = code.trimmingCharacters(in: .whitespaces).lowercased()
        let japanese = ["月": 1, "火": 2, "水": 3, "木": 4, "金": 5, "土": 6, "日": 7]
        if let number = japanese[String(text.prefix(1))] {
            self.init(rawValue: number)
            return
        }
        guard let match = Weekday.allCases.first(where: { text.hasPrefix($0.code) }) else { return nil }
        self = match
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Parses a list like `mon,wed,fri`, `mon-sat` or `daily`; `nil` names the first bad part.
    public static func parseList(_ text: String) -> Result<[Weekday], WeekdayListError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "daily" || trimmed == "all" || trimmed == "mon-sun" { return .success(Weekday.allCases) }
        if trimmed.isEmpty { return .success([]) }
        var days = Set<Weekday>()
        for part in trimmed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" }) {
            let piece = String(part)
            if let dash = piece.firstIndex(of: "-") {
                guard let from = Weekday(code: String(piece[..<dash])),
                      let to = Weekday(code: String(piece[piece.index(after: dash)...])), from <= to
                else { return .failure(WeekdayListError(part: piece)) }
                for raw in from.rawValue...to.rawValue { days.insert(Weekday(rawValue: raw) ?? .monday) }
            } else {
                guard let day = Weekday(code: piece) else { return .failure(WeekdayListError(part: piece)) }
                days.insert(day)
            }
        }
        return .success(days.sorted())
    }

    /// Writes a list as data files do: `daily` or `mon,wed,fri`.
    public static func format(_ days: [Weekday]) -> String {
        let set = Set(days)
        if set.count == 7 { return "daily" }
        return set.sorted().map(\.code).joined(separator: ",")
    }
}

/// A weekday list that could not be read; `part` is the piece that is not a weekday.
public struct WeekdayListError: Error, Sendable, Hashable {
    public var part: String
}


extension Weekday: Codable {
    /// Decodes a code (`mon`) or an ISO number (1–7).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self), let day = Weekday(rawValue: number) {
            self = day
            return
        }
        let text = try container.decode(String.self)
        guard let day = Weekday(code: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a weekday (mon … sun)"))
        }
        self = day
    }

    /// Encodes the code (`mon`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
