public import Foundation
internal import Catalog

/// A feed tagged row by row without storing it, as CSV (for checking the tagger on a store's feed).
public enum FeedTagSheet {
    /// `id,name,kind,foods,confidence,pack,unknown_words`, one row per feed row that can be read; the rows that
    /// cannot (broken UTF-8, bad quoting, no name) are left out and listed in `badRows` as `file:line: reason`, as
    /// an import would refuse them.
    public static func csv(url: URL, columns: [FeedField: String] = [:], tagger: ProductTagger) throws
        -> (csv: String, badRows: [String])
    {
        var reader = try FeedReader(url: url, columns: columns)
        var out = "id,name,kind,foods,confidence,pack,unknown_words\n"
        var badRows: [String] = []
        let file = url.lastPathComponent
        while let record = reader.next() {
            let f = record.fields
            if let error = record.error {
                badRows.append("\(file):\(record.line): \(error)")
                continue
            }
            if (f[.name] ?? "").isEmpty && (f[.nameEn] ?? "").isEmpty {
                badRows.append("\(file):\(record.line): name is empty")
                continue
            }
            let tags = tagger.tag(
                name: f[.name] ?? "", nameEn: f[.nameEn] ?? "", category: f[.category] ?? "", brand: f[.brand] ?? "",
                size: f[.size] ?? "")
            let row = [
                f[.id] ?? "", f[.name] ?? f[.nameEn] ?? "", tags.kind.rawValue, tags.foods.joined(separator: "|"),
                String(format: "%.2f", tags.confidence), tags.pack?.description ?? "", tags.unknownWords.joined(separator: " "),
            ]
            out += row.map(ReviewSheet.quote).joined(separator: ",") + "\n"
        }
        return (out, badRows)
    }
}
