import Foundation

/// Rows sent to the server as one JSON array (`json_to_recordset`): one statement and one round trip
/// for a whole table, NULLs and all, instead of one INSERT per row.
enum JSONRows {
    /// `rows` as a JSON array of objects with snake_case keys.
    static func encode<Row: Encodable>(_ rows: [Row]) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // Infinity or NaN cannot be JSON; they never come from the readers, and would fail here loudly.
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }
}
