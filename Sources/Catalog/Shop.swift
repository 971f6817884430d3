/// A shop of the marketplace (butcher, fishmonger, greengrocer …).
public struct Shop: Sendable, Hashable, Codable, Identifiable {
    /// Stable ASCII id (`s-butcher-tanaka`).
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
