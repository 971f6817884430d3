/// A shop of the marketplace (butcher, fishmonger, greengrocer …) with its ordering rules.
public struct Shop: Sendable, Hashable, Codable, Identifiable {
    /// Stable ASCII id (`s-butcher`).
    public var id: String
    /// Japanese display name.
    public var name: String
    public var nameEn: String
    /// What the shop is (`butcher`, `fishmonger`, `greengrocer`, `farm`, `tofu`, `bakery` …); an open set.
    public var kind: String
    /// When orders for a pickup day close.
    public var deadline: OrderDeadlineRule
    /// The weekdays the shop delivers to pickup stations.
    public var deliveryWeekdays: [Weekday]

    /// A shop.
    public init(
        id: String, name: String, nameEn: String, kind: String, deadline: OrderDeadlineRule,
        deliveryWeekdays: [Weekday]
    ) {
        self.id = id
        self.name = name
        self.nameEn = nameEn
        self.kind = kind
        self.deadline = deadline
        self.deliveryWeekdays = deliveryWeekdays
    }
}
