import GRDB

/// A row of the `setting` table: catalog-wide key/value facts (time zone, where the catalog came from).
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"

    var key: String
    var value: String

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }

    static let timeZone = "timeZone"
    static let source = "source"
    static let bundledDigest = "bundledDigest"
}
