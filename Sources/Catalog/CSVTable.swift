/// Minimal RFC 4180 CSV: quoted fields, doubled quotes, newlines inside quotes; rows keep their line numbers.
struct CSVTable {
    struct Row {
        /// 1-based line where the row starts.
        var line: Int
        var fields: [String]
    }

    var header: [String]
    var rows: [Row]

    /// Parses text; an unterminated quote is reported with the line where it opened.
    static func parse(_ text: String) -> Result<CSVTable, CSVError> {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var rowLine = 1
        var quoteLine = 1
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        var sawAnything = false

        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return iterator.next()
        }

        while let c = next() {
            sawAnything = true
            if inQuotes {
                if c == "\"" {
                    if let n = next() {
                        if n == "\"" { field.unicodeScalars.append("\"") } else { inQuotes = false; pending = n }
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty:
                inQuotes = true
                quoteLine = line
            case ",":
                fields.append(field)
                field = ""
            case "\r":
                break
            case "\n":
                fields.append(field)
                field = ""
                rows.append(Row(line: rowLine, fields: fields))
                fields = []
                line += 1
                rowLine = line
            default:
                field.unicodeScalars.append(c)
            }
        }
        if inQuotes { return .failure(CSVError(line: quoteLine, message: "a quoted field is never closed")) }
        if sawAnything && (!field.isEmpty || !fields.isEmpty) {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        // Blank lines carry no row.
        rows.removeAll { $0.fields.count == 1 && $0.fields[0].trimmingSpaces.isEmpty }
        guard let first = rows.first else { return .failure(CSVError(line: 1, message: "the file is empty")) }
        var header = first.fields.map { $0.trimmingSpaces }
        if let bom = header.first, bom.hasPrefix("\u{FEFF}") { header[0] = String(bom.dropFirst()) }
        return .success(CSVTable(header: header, rows: Array(rows.dropFirst())))
    }

    /// One field as CSV, quoted when needed.
    static func escape(_ field: String) -> String {
        if field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
            return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
        }
        return field
    }

    /// One row as a CSV line, without the newline.
    static func line(_ fields: [String]) -> String { fields.map(escape).joined(separator: ",") }
}

/// A CSV syntax error at a line.
struct CSVError: Error {
    var line: Int
    var message: String
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let f = scalars.first, f == " " || f == "\t" { scalars = scalars.dropFirst() }
        while let l = scalars.last, l == " " || l == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }

    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
