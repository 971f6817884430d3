/// A date on which delivery differs from the weekly rule: a holiday closure or an extra delivery day.
public struct CalendarException: Sendable, Hashable, Codable {
    /// What the exception applies to.
    public enum Scope: Sendable, Hashable, Codable, CustomStringConvertible {
        case everything
        case shop(String)
        case station(String)
        case product(String)

        /// Parses `*`, `shop:ID`, `station:ID` or `product:ID`.
        public init?(text: String) {
            if text == "*" || text == "all" { self = .everything; return }
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { return nil }
            switch parts[0] {
            case "shop": self = .shop(parts[1])
            case "station": self = .station(parts[1])
            case "product": self = .product(parts[1])
            default: return nil
            }
        }

        public var description: String {
            switch self {
            case .everything: "*"
            case .shop(let id): "shop:\(id)"
            case .station(let id): "station:\(id)"
            case .product(let id): "product:\(id)"
            }
        }

        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let scope = Scope(text: text) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not a scope (expected *, shop:ID, station:ID or product:ID)"))
            }
            self = scope
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    public var date: CalendarDay
    public var scope: Scope
    /// `false` closes the date, `true` adds a delivery on it.
    public var delivers: Bool
    public var note: String

    /// An exception.
    public init(date: CalendarDay, scope: Scope, delivers: Bool, note: String = "") {
        self.date = date
        self.scope = scope
        self.delivers = delivers
        self.note = note
    }
}
