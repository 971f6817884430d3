import GRDB

/// A row of the `station` table.
struct StationRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "station"

    var id: String
    var name: String
    var nameEn: String
    var area: String
    var openWeekdays: String

    enum Columns {
        static let id = Column(CodingKeys.id)
    }

    init(_ station: PickupStation) {
        id = station.id
        name = station.name
        nameEn = station.nameEn
        area = station.area
        openWeekdays = Weekday.format(station.openWeekdays)
    }

    var station: PickupStation {
        let days = (try? Weekday.parseList(openWeekdays).get()) ?? []
        return PickupStation(id: id, name: name, nameEn: nameEn, area: area, openWeekdays: days)
    }
}
