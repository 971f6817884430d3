import GRDB

/// A row of the `shop` table.
struct ShopRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "shop"

    var id: String
    var name: String
    var nameEn: String
    var kind: String
    var deadlineDaysBefore: Int
    var deadlineTime: String
    var deliveryWeekdays: String

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let kind = Column(CodingKeys.kind)
    }

    init(_ shop: Shop) {
        id = shop.id
        name = shop.name
        nameEn = shop.nameEn
        kind = shop.kind
        deadlineDaysBefore = shop.deadline.daysBefore
        deadlineTime = shop.deadline.time
        deliveryWeekdays = Weekday.format(shop.deliveryWeekdays)
    }

    var shop: Shop? {
        guard let rule = OrderDeadlineRule(daysBefore: deadlineDaysBefore, time: deadlineTime),
              case .success(let days) = Weekday.parseList(deliveryWeekdays) else { return nil }
        return Shop(id: id, name: name, nameEn: nameEn, kind: kind, deadline: rule, deliveryWeekdays: days)
    }
}
