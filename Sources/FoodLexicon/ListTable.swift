internal import Foundation
internal import KaimonoData

/// The shape of the lexicon's small list tables (`plain-kinds.tsv`, `stand-ins.tsv`, `made-from.tsv`): a header line, then
/// `key<TAB>item|item|…<TAB>note` lines; `#` starts a comment line.
enum ListTable {
    /// The text of a bundled table, nil when it cannot be read.
    static func bundledText(_ relativePath: String) -> String? {
        try? String(contentsOf: BundledData.file(relativePath), encoding: .utf8)
    }

    /// Each row's key, its non-empty items and its columns after the note (`stand-ins.tsv`'s `alone`), in order; rows
    /// with no key or no items column are left out.
    static func rows(_ tsv: String) -> [(key: String, items: [String], more: [Substring])] {
        var rows: [(key: String, items: [String], more: [Substring])] = []
        for (index, line) in tsv.split(separator: "\n").enumerated() where index > 0 && !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 1, !columns[0].isEmpty else { continue }
            rows.append((
                String(columns[0]), columns[1].split(separator: "|").map(String.init).filter { !$0.isEmpty },
                Array(columns.dropFirst(3))))
        }
        return rows
    }

    /// Each key's items, the items of rows sharing a key joined (`plain-kinds.tsv`, `made-from.tsv`).
    static func sets(_ tsv: String) -> [String: Set<String>] {
        var sets: [String: Set<String>] = [:]
        for row in rows(tsv) { sets[row.key, default: []].formUnion(row.items) }
        return sets
    }

    /// The value `table` gives `food` itself, else its nearest ancestor of `lineage` (nearest first) that it lists.
    static func nearest<Value>(_ table: [String: Value], food: String, lineage: [Food]) -> Value? {
        if let own = table[food] { return own }
        for ancestor in lineage {
            if let listed = table[ancestor.id] { return listed }
        }
        return nil
    }
}
