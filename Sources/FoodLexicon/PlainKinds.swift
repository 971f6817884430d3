/// The plain kinds a generic food stands for when a line names only it (`鶏肉 300g`, `1 lb chicken`, `豆腐 1丁`):
/// any of them is the food as a shop sells it, so a careful shopper takes the cheapest that covers the line.
/// Read from `data/lexicon/plain-kinds.tsv`. Kinds not listed (wings, liver, fried or grilled tofu) are bought only
/// when the line names them.
public struct PlainKinds: Sendable, Hashable {
    /// Generic food id → the ids of its plain kinds.
    public private(set) var kinds: [String: Set<String>]

    /// A table from generic food ids to their plain kinds.
    public init(kinds: [String: Set<String>] = [:]) {
        self.kinds = kinds
    }

    /// The bundled table; empty when the file cannot be read.
    public static let bundled: PlainKinds =
        ListTable.bundledText("lexicon/plain-kinds.tsv").map(PlainKinds.init(tsv:)) ?? PlainKinds()

    /// Reads `food<TAB>kinds<TAB>note` lines after a header (`kinds` `|`-separated); `#` starts a comment line.
    public init(tsv: String) {
        self.init(kinds: ListTable.sets(tsv))
    }

    /// Whether `kind` is a plain kind of the generic food `food`.
    public func isPlainKind(_ kind: String, of food: String) -> Bool {
        kinds[food]?.contains(kind) ?? false
    }
}
