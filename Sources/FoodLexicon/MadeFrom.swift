/// The one food a made thing (a food of the `prepared` category) is made from at home, alone and quickly: grated
/// potatoes for hash browns, mackerel cured in vinegar for shime saba. Read from `data/lexicon/made-from.tsv`. A
/// made thing it does not list is offered nothing of another category when the shop lacks it: the ingredient of a
/// dish is no nearest for the dish (apples for applesauce, avocados for guacamole, eggs for an omelette).
public struct MadeFrom: Sendable, Hashable {
    /// Made food id → the foods it is made from (their kinds too).
    public private(set) var sources: [String: Set<String>]

    /// A table from made food ids to the foods they are made from.
    public init(sources: [String: Set<String>] = [:]) {
        self.sources = sources
    }

    /// The bundled table; empty when the file cannot be read.
    public static let bundled: MadeFrom =
        ListTable.bundledText("lexicon/made-from.tsv").map(MadeFrom.init(tsv:)) ?? MadeFrom()

    /// Reads `food<TAB>from<TAB>note` lines after a header (`from` `|`-separated); `#` starts a comment line.
    public init(tsv: String) {
        self.init(sources: ListTable.sets(tsv))
    }

    /// The foods the made food `food`, whose ancestors nearest first are `lineage`, is made from: its own row's,
    /// else its nearest listed ancestor's (frozen fries: French fries'); nil when none lists it.
    public func sources(of food: String, lineage: [Food]) -> Set<String>? {
        sources.isEmpty ? nil : ListTable.nearest(sources, food: food, lineage: lineage)
    }
}
