/// Why a catalog operation failed, with the file, line and row that caused it.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One bad row of an import: where it is and what is wrong.
    public struct RowIssue: Sendable, Hashable, Codable, CustomStringConvertible {
        public var file: String
        /// 1-based line number in the file (the header is line 1 in CSV).
        public var line: Int
        public var message: String

        /// A row issue.
        public init(file: String, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }

        public var description: String { "\(file):\(line): \(message)" }
    }

    private enum Kind: String, Sendable, Hashable {
        case badRows = "bad_rows"
        case unreadable
        case unknownFormat = "unknown_format"
        case notFound = "not_found"
        case database
        case unavailable = "database_unavailable"
        case badLocation = "bad_location"
        case badSetting = "bad_setting"
    }

    private let kind: Kind
    /// What went wrong, in words.
    public let message: String
    /// The bad rows of an import (empty for other errors).
    public let rows: [RowIssue]

    private init(kind: Kind, message: String, rows: [RowIssue] = []) {
        self.kind = kind
        self.message = message
        self.rows = rows
    }

    /// A stable code (`bad_rows`, `unreadable`, `unknown_format`, `not_found`, `database`,
    /// `database_unavailable`, `bad_location`, `bad_setting`).
    public var code: String { kind.rawValue }

    /// Rows of an import are invalid; nothing was imported.
    public static func badRows(_ rows: [RowIssue]) -> CatalogError {
        let shown = rows.prefix(30).map { "  " + $0.description }.joined(separator: "\n")
        let more = rows.count > 30 ? "\n  … and \(rows.count - 30) more" : ""
        return CatalogError(
            kind: .badRows,
            message: "\(rows.count) bad row(s); nothing was imported. Fix them and import again:\n\(shown)\(more)",
            rows: rows)
    }

    /// A file or folder could not be read.
    public static func unreadable(_ path: String, reason: String) -> CatalogError {
        CatalogError(kind: .unreadable, message: "cannot read \(path): \(reason)")
    }

    /// The input is neither a catalog folder, a known CSV file nor JSONL.
    public static func unknownFormat(_ path: String, reason: String) -> CatalogError {
        CatalogError(kind: .unknownFormat, message: "\(path): \(reason)")
    }

    /// A shop, station or product id that the catalog does not have.
    public static func notFound(_ what: String, id: String) -> CatalogError {
        CatalogError(kind: .notFound, message: "no \(what) with id '\(id)' in the catalog")
    }

    /// The database could not be opened or written.
    public static func database(_ path: String, reason: String) -> CatalogError {
        CatalogError(kind: .database, message: "database \(path): \(reason)")
    }

    /// The database cannot be reached now (down, restarting, out of connections, too busy): try again later.
    public static func unavailable(_ location: String, reason: String) -> CatalogError {
        CatalogError(
            kind: .unavailable,
            message: "database \(location) is unavailable: \(reason); try again shortly")
    }

    /// A `--database` value (or `KAIMONO_DATABASE`) that is neither a file path nor a usable PostgreSQL URL.
    public static func badLocation(origin: String, text: String, reason: String) -> CatalogError {
        CatalogError(kind: .badLocation, message: "\(origin) '\(text)': \(reason)")
    }

    /// A database setting (pool size, timeout) out of range; `origin` is the flag or variable.
    public static func badSetting(origin: String, text: String, expected: String) -> CatalogError {
        CatalogError(kind: .badSetting, message: "\(origin) must be \(expected), got '\(text)'")
    }

    /// Whether the database could not be reached (as opposed to refusing what was asked).
    public var isUnavailable: Bool { kind == .unavailable }

    public var description: String { message }
}
