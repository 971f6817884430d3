internal import Foundation
internal import KaimonoData

/// Foods a cook swaps for one another when the one asked for is not sold: cheeses of one style (feta for goat
/// cheese or Cotija, gouda for Emmental), read from `data/lexicon/stand-ins.tsv`. A food belongs to the group
/// that lists it or its nearest listed ancestor (white cheddar: cheddar's group); a food no group reaches has no
/// stand-ins of its own and keeps the matcher's general rule for alternatives.
public struct StandIns: Sendable, Hashable {
    /// Listed food id → its group.
    public private(set) var groups: [String: String]

    /// A table from food ids to group names.
    public init(groups: [String: String] = [:]) {
        self.groups = groups
    }

    /// The bundled table; empty when the file cannot be read.
    public static let bundled: StandIns = {
        let url = BundledData.file("lexicon/stand-ins.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return StandIns() }
        return StandIns(tsv: text)
    }()

    /// Reads `group<TAB>foods<TAB>note` lines after a header (`foods` `|`-separated); `#` starts a comment
    /// line. A food listed in two groups stays in the first.
    public init(tsv: String) {
        var groups: [String: String] = [:]
        for (index, line) in tsv.split(separator: "\n").enumerated() where index > 0 && !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 1, !columns[0].isEmpty else { continue }
            for food in columns[1].split(separator: "|") where !food.isEmpty && groups[String(food)] == nil {
                groups[String(food)] = String(columns[0])
            }
        }
        self.init(groups: groups)
    }

    /// The group of `food`: its own, else its nearest listed ancestor's in `lexicon`; nil when none.
    public func group(of food: String, in lexicon: Lexicon) -> String? {
        if food.isEmpty || groups.isEmpty { return nil }
        if let own = groups[food] { return own }
        for ancestor in lexicon.ancestors(of: food) {
            if let group = groups[ancestor.id] { return group }
        }
        return nil
    }
}
