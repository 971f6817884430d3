/// The columns of the catalog CSV files, in the order they are written (see `data/catalog/README.md`).
enum CatalogColumns {
    static let settings = ["key", "value"]
    static let shops = [
        "id", "name", "name_en", "kind", "deadline_days_before", "deadline_time", "delivery_weekdays",
    ]
    static let stations = ["id", "name", "name_en", "area", "open_weekdays"]
    static let products = [
        "id", "shop_id", "name", "name_en", "foods", "pack_value", "pack_unit", "pack_pieces", "price", "stock",
        "labels", "on_sale", "sold_out", "delivery_weekdays", "popularity", "origin",
    ]
    static let calendar = ["date", "scope", "delivers", "note"]

    /// Columns that may be left out of a file (they take their defaults).
    static let optional: Set<String> = [
        "pack_pieces", "labels", "on_sale", "sold_out", "delivery_weekdays", "popularity", "origin", "note",
        "name_en", "area", "stock",
    ]
}

/// Reads the fields of one CSV row by column name and collects what is wrong with them.
struct RowReader {
    let columns: [String: Int]
    let row: CSVTable.Row
    let file: String
    var issues: [CatalogError.RowIssue] = []

    init(columns: [String: Int], row: CSVTable.Row, file: String) {
        self.columns = columns
        self.row = row
        self.file = file
    }

    mutating func fail(_ message: String) {
        issues.append(.init(file: file, line: row.line, message: message))
    }

    /// The trimmed field, or "" when the column is missing or the row is short.
    func raw(_ column: String) -> String {
        guard let i = columns[column], i < row.fields.count else { return "" }
        return row.fields[i].trimmingSpaces
    }

    mutating func text(_ column: String, required: Bool = true) -> String {
        let value = raw(column)
        if required && value.isEmpty { fail("\(column) is empty") }
        return value
    }

    mutating func int(_ column: String, default fallback: Int? = nil, range: ClosedRange<Int>? = nil) -> Int {
        let value = raw(column)
        if value.isEmpty, let fallback { return fallback }
        guard let number = Int(value) else {
            fail("\(column) '\(value)' is not a whole number")
            return 0
        }
        if let range, !range.contains(number) {
            fail("\(column) \(number) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return number
    }

    mutating func optionalInt(_ column: String) -> Int? {
        let value = raw(column)
        if value.isEmpty { return nil }
        guard let number = Int(value), number > 0 else {
            fail("\(column) '\(value)' is not a positive whole number")
            return nil
        }
        return number
    }

    mutating func positiveDouble(_ column: String) -> Double {
        let value = raw(column)
        guard let number = Double(value), number > 0, number.isFinite else {
            fail("\(column) '\(value)' is not a positive number")
            return 1
        }
        return number
    }

    mutating func bool(_ column: String, default fallback: Bool) -> Bool {
        switch raw(column).lowercased() {
        case "": return fallback
        case "1", "true", "yes", "y": return true
        case "0", "false", "no", "n": return false
        case let other:
            fail("\(column) '\(other)' is not true/false")
            return fallback
        }
    }

    mutating func weekdays(_ column: String) -> [Weekday] {
        switch Weekday.parseList(raw(column)) {
        case .success(let days): return days
        case .failure(let error):
            fail("\(column): '\(error.part)' is not a weekday (use mon,tue,… or mon-fri or daily)")
            return []
        }
    }

    func list(_ column: String) -> [String] {
        raw(column).split(separator: "|").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}
