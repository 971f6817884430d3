internal import Catalog
public import Foundation

/// Reads a merchant feed (CSV with a header line, or JSONL with one object per line) as it comes, one record
/// at a time, in flat memory. Headers are matched to `FeedField`s by name and common aliases, or by
/// `--column field=header` mappings; other headers are reported as warnings and ignored.
public struct FeedReader {
    /// One row of the feed: its fields by name, or what is wrong with it.
    public struct Record: Sendable, Hashable {
        /// The line the record starts on (the header is line 1 in CSV).
        public var line: Int
        public var fields: [FeedField: String]
        /// Set when the line cannot be read (broken UTF-8, bad quoting, not a JSON object).
        public var error: String?
    }

    public enum Format: Sendable { case csv, jsonl }

    public let format: Format
    public let file: String
    /// Headers that name no field (CSV), or keys seen on the first object (JSONL).
    public private(set) var warnings: [String] = []
    private var lines: LineStream
    /// CSV: the field at each column position.
    private var positions: [FeedField?] = []
    /// JSONL: key → field.
    private var keys: [String: FeedField] = [:]

    /// Opens `url` (`.csv`, `.jsonl`/`.ndjson`) and reads the CSV header; `columns` maps fields to headers.
    public init(url: URL, columns: [FeedField: String] = [:]) throws {
        let ext = url.pathExtension.lowercased()
        file = url.lastPathComponent
        switch ext {
        case "csv", "txt": format = .csv
        case "jsonl", "ndjson", "json": format = .jsonl
        default:
            throw CatalogError.unknownFormat(url.path, reason: "a feed is a .csv or a .jsonl file")
        }
        do {
            lines = try LineStream(url: url)
        } catch {
            throw CatalogError.unreadable(url.path, reason: error.localizedDescription)
        }
        switch format {
        case .csv:
            guard let first = lines.next() else {
                throw CatalogError.unknownFormat(file, reason: "line 1: the file is empty; a feed starts with a header line")
            }
            guard var header = String(validating: first, as: UTF8.self) else {
                throw CatalogError.unknownFormat(file, reason: "line 1: the header is not UTF-8 text")
            }
            if header.hasPrefix("\u{FEFF}") { header.removeFirst() }
            let names = Self.splitCSV(header).fields
            positions = Self.resolve(names, columns: columns)
            let unknown = zip(names, positions).filter { $1 == nil && !$0.isEmpty }.map(\.0)
            if !unknown.isEmpty {
                warnings.append("\(file):1: ignoring column(s) \(unknown.joined(separator: ", ")) (map one with --column FIELD=HEADER)")
            }
            try Self.requireIdAndName(Set(positions.compactMap { $0 }), names: names, file: file)
            for (field, header) in columns where !names.contains(header) {
                throw CatalogError.unknownFormat(
                    file, reason: "line 1: --column \(field.rawValue)=\(header): no such header (headers: \(names.joined(separator: ", ")))")
            }
        case .jsonl:
            for field in FeedField.allCases {
                keys[columns[field] ?? field.rawValue] = field
            }
        }
    }

    /// Fields named by `names`, explicit mappings first, then each field's aliases in order.
    static func resolve(_ names: [String], columns: [FeedField: String]) -> [FeedField?] {
        var result = [FeedField?](repeating: nil, count: names.count)
        let folded = names.map { $0.lowercased().trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_") }
        for (field, header) in columns {
            if let k = names.firstIndex(of: header) { result[k] = field }
        }
        for field in FeedField.allCases where !result.contains(field) && columns[field] == nil {
            for alias in field.aliases {
                if let k = folded.indices.first(where: { folded[$0] == alias && result[$0] == nil }) {
                    result[k] = field
                    break
                }
            }
        }
        return result
    }

    private static func requireIdAndName(_ found: Set<FeedField>, names: [String], file: String) throws {
        var missing: [String] = []
        if !found.contains(.id) { missing.append("id") }
        if !found.contains(.name) && !found.contains(.nameEn) { missing.append("name") }
        guard missing.isEmpty else {
            throw CatalogError.unknownFormat(
                file, reason: "line 1: the header has no \(missing.joined(separator: " and ")) column (headers: "
                    + "\(names.joined(separator: ", "))); map them with --column id=HEADER --column name=HEADER")
        }
    }

    /// The next record, or `nil` at the end of the file. Blank lines are skipped.
    public mutating func next() -> Record? {
        while let raw = lines.next() {
            let line = lines.lineNumber
            if lines.overlong {
                return Record(line: line, fields: [:], error: "the line is longer than \(LineStream.maxLine >> 20) MiB (is the file a feed with one product a line?)")
            }
            if raw.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            guard Self.isUTF8(raw) else {
                return Record(line: line, fields: [:], error: "not UTF-8 text (save the feed as UTF-8)")
            }
            switch format {
            case .csv: return csvRecord(Array(raw), line: line)
            case .jsonl: return jsonRecord(String(decoding: raw, as: UTF8.self), line: line)
            }
        }
        return nil
    }

    private mutating func csvRecord(_ first: [UInt8], line: Int) -> Record {
        var bytes = first
        let positions = positions
        let keep = { (k: Int) in k < positions.count && positions[k] != nil }
        var split = Self.splitCSV(bytes: bytes, keep: keep)
        // A quoted field may hold line breaks: read on until the quotes close (at most 100 lines).
        var extra = 0
        while split.openQuote, extra < 100, let more = lines.next() {
            guard Self.isUTF8(more) else {
                return Record(line: line, fields: [:], error: "not UTF-8 text (save the feed as UTF-8)")
            }
            bytes.append(0x0A)
            bytes.append(contentsOf: more)
            split = Self.splitCSV(bytes: bytes, keep: keep)
            extra += 1
        }
        if split.fields.count > positions.count {
            return Record(
                line: line, fields: [:],
                error: "\(split.fields.count) fields but the header has \(positions.count) (quote fields that hold commas)")
        }
        var fields: [FeedField: String] = [:]
        for (k, value) in split.fields.enumerated() {
            guard let field = positions[k], let value else { continue }
            let trimmed = Self.trimmingSpaces(value)
            if !trimmed.isEmpty { fields[field] = trimmed }
        }
        return Record(line: line, fields: fields)
    }

    /// `text` without the spaces and tabs around it (what `trimmingCharacters(in: .whitespaces)` gives),
    /// without a pass through Foundation for the common field that has none.
    static func trimmingSpaces<S: StringProtocol>(_ text: S) -> String {
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s.properties.generalCategory == .spaceSeparator }
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, isSpace(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    private func jsonRecord(_ text: String, line: Int) -> Record {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return Record(line: line, fields: [:], error: "not a JSON object")
        }
        var fields: [FeedField: String] = [:]
        for (key, value) in object {
            guard let field = keys[key] else { continue }
            let string: String
            switch value {
            case let s as String: string = s
            case let list as [Any]: string = list.map { "\($0)" }.joined(separator: "|")
            case is NSNull: continue
            case let n as NSNumber: string = n.stringValue
            default: string = "\(value)"
            }
            let trimmed = Self.trimmingSpaces(string)
            if !trimmed.isEmpty { fields[field] = trimmed }
        }
        if fields[.id] == nil && fields[.name] == nil && fields[.nameEn] == nil {
            return Record(line: line, fields: fields, error: "the object has no \"id\" or \"name\" (map keys with --column)")
        }
        return Record(line: line, fields: fields)
    }

    /// The bytes are UTF-8 text (the stdlib's validation, without keeping the string).
    static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// Splits one CSV record's bytes (RFC 4180 quoting), decoding only the fields `keep` names (a feed's
    /// long columns that map to nothing are never turned into strings); `openQuote` when a quoted field runs
    /// past the bytes. Quotes and commas are ASCII, so splitting UTF-8 text by bytes is exact.
    static func splitCSV(bytes b: [UInt8], keep: (Int) -> Bool) -> (fields: [String?], openQuote: Bool) {
        let quote: UInt8 = 0x22, comma: UInt8 = 0x2C
        var fields: [String?] = []
        var i = 0
        let end = b.count
        while true {
            let wanted = keep(fields.count)
            if i < end && b[i] == quote {
                var value: [UInt8] = []
                i += 1
                var closed = false
                while i < end {
                    if b[i] == quote {
                        if i + 1 < end && b[i + 1] == quote {
                            if wanted { value.append(quote) }
                            i += 2
                            continue
                        }
                        closed = true
                        i += 1
                        break
                    }
                    if wanted { value.append(b[i]) }
                    i += 1
                }
                if !closed { return (fields + [nil], true) }
                // Text after the closing quote belongs to the field, as a lenient reader takes it.
                let rest = LineStream.index(of: comma, in: b, from: i) ?? end
                if wanted { value.append(contentsOf: b[i..<rest]) }
                i = rest
                fields.append(wanted ? String(decoding: value, as: UTF8.self) : nil)
            } else {
                let next = LineStream.index(of: comma, in: b, from: i) ?? end
                fields.append(wanted ? String(decoding: b[i..<next], as: UTF8.self) : nil)
                i = next
            }
            if i >= end { break }
            i += 1
        }
        return (fields, false)
    }

    /// Splits one CSV record (RFC 4180 quoting); `openQuote` when a quoted field runs past the text.
    static func splitCSV(_ text: String) -> (fields: [String], openQuote: Bool) {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let c = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let after = iterator.next() {
                        if after == "\"" { field.unicodeScalars.append("\"") } else { quoted = false; pending = after }
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == "," {
                fields.append(field)
                field = ""
            } else {
                field.unicodeScalars.append(c)
            }
        }
        fields.append(field)
        return (fields, quoted)
    }
}
