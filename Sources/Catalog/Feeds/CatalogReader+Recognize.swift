public import Foundation

extension CatalogReader {
    /// Whether `url` is a catalog file this reader imports: a folder, a `.csv` whose header is a catalog
    /// table, or a `.jsonl` whose first object has a `type`. Any other `.csv` or `.jsonl` is a merchant feed.
    public static func recognizes(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return true }
        let ext = url.pathExtension.lowercased()
        guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let first = head.split(separator: "\n").first.map(String.init) ?? ""
        switch ext {
        case "csv":
            let header = Set(first.replacingOccurrences(of: "\u{FEFF}", with: "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            })
            let tables = [CatalogColumns.products, CatalogColumns.shops, CatalogColumns.stations, CatalogColumns.calendar, CatalogColumns.settings]
            return tables.contains { columns in
                columns.filter { !CatalogColumns.optional.contains($0) }.allSatisfy(header.contains)
            }
        case "jsonl", "ndjson", "json":
            return first.contains("\"type\"")
        default:
            return true
        }
    }
}
