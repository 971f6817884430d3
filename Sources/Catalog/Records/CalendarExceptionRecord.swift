import GRDB

/// A row of the `calendarException` table.
struct CalendarExceptionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calendarException"

    var date: String
    var scope: String
    var delivers: Bool
    var note: String

    enum Columns {
        static let date = Column(CodingKeys.date)
        static let scope = Column(CodingKeys.scope)
    }

    init(_ exception: CalendarException) {
        date = exception.date.description
        scope = exception.scope.description
        delivers = exception.delivers
        note = exception.note
    }

    var exception: CalendarException? {
        guard let day = CalendarDay(iso: date), let scope = CalendarException.Scope(text: scope) else { return nil }
        return CalendarException(date: day, scope: scope, delivers: delivers, note: note)
    }
}
