/// A place where customers collect their orders.
public struct PickupStation: Sendable, Hashable, Codable, Identifiable {
    /// Stable ASCII id (`st-shibuya`).
    public var id: String
    public var name: String
    public var nameEn: String
    /// Area or ward (`渋谷区`).
    public var area: String
    /// The weekdays the station is open for pickup.
    public var openWeekdays: [Weekday]

    /// A pickup station.
    public init(id: String, name: String, nameEn: String, area: String, openWeekdays: [Weekday]) {
        self.id = id
        self.name = name
        self.nameEn = nameEn
        self.area = area
        self.openWeekdays = openWeekdays
    }
}
