/// Foods a cook swaps for one another when the one asked for is not sold: cheeses of one style (feta for goat
/// cheese or Cotija, gouda for Emmental), read from `data/lexicon/stand-ins.tsv`. A food belongs to the group
/// that lists it or its nearest listed ancestor (white cheddar: cheddar's group); a food no group reaches has no
/// stand-ins of its own and keeps the matcher's general rule for alternatives.
public struct StandIns: Sendable, Hashable {
    /// Listed food id → its group.
    public private(set) var groups: [String: String]
    /// Group → its listed food ids, sorted.
    public private(set) var members: [String: [String]]
    /// Groups whose foods no more general food stands in for (marked `alone` in the table): chipotles in adobo are
    /// offered no plain dried chili, marmalade no strawberry jam; only a food of the group, else nothing.
    public private(set) var alone: Set<String>

    /// A table from food ids to group names.
    public init(groups: [String: String] = [:], alone: Set<String> = []) {
        self.groups = groups
        var members: [String: [String]] = [:]
        for (food, group) in groups.sorted(by: { $0.key < $1.key }) { members[group, default: []].append(food) }
        self.members = members
        self.alone = alone
    }

    /// The bundled table; empty when the file cannot be read.
    public static let bundled: StandIns =
        ListTable.bundledText("lexicon/stand-ins.tsv").map(StandIns.init(tsv:)) ?? StandIns()

    /// Reads `group<TAB>foods<TAB>note[<TAB>alone]` lines after a header (`foods` `|`-separated); `#` starts a
    /// comment line. A food listed in two groups stays in the first. A fourth column `alone` says no more general
    /// food stands in for the group's foods.
    public init(tsv: String) {
        var groups: [String: String] = [:]
        var alone: Set<String> = []
        for row in ListTable.rows(tsv) {
            for food in row.items where groups[food] == nil { groups[food] = row.key }
            if row.more.first == "alone" { alone.insert(row.key) }
        }
        self.init(groups: groups, alone: alone)
    }

    /// The group of `food` whose ancestors, nearest first, are `lineage`: its own, else its nearest listed
    /// ancestor's; nil when none.
    public func group(of food: String, lineage: [Food]) -> String? {
        food.isEmpty || groups.isEmpty ? nil : ListTable.nearest(groups, food: food, lineage: lineage)
    }

    /// The group of `food`: its own, else its nearest listed ancestor's in `lexicon`; nil when none.
    public func group(of food: String, in lexicon: Lexicon) -> String? {
        group(of: food, lineage: food.isEmpty || groups.isEmpty ? [] : lexicon.ancestors(of: food))
    }
}
