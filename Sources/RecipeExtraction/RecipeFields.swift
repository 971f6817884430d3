/// What one source in a page says about a recipe, before the extractor picks the most trusted source.
struct RecipeFields: Sendable {
    var title: String?
    var yield: String?
    var language: String?
    var ingredients: [IngredientEntry] = []
}

/// Builds ingredient entries from raw lines, turning header lines (`For the sauce:`, `【たれ】`) into groups.
struct EntryCollector {
    private(set) var entries: [IngredientEntry] = []
    /// The group of lines that follow a header line.
    var headerGroup: String?

    /// Adds one cleaned line under `group` (or under the last header line when `group` is nil).
    mutating func add(_ line: String, group: String?) {
        let text = line.trimmingSpaces
        guard !text.isEmpty, text.contains(where: { $0.isLetter || $0.isNumber }) else { return }
        if let header = Self.header(text) {
            headerGroup = header
            return
        }
        entries.append(IngredientEntry(text: text, group: group ?? headerGroup))
    }

    /// The group a header line names (`For the sauce:` → `For the sauce`, `【たれ】` → `たれ`), or nil for an
    /// ingredient line.
    static func header(_ text: String) -> String? {
        if text.hasSuffix(":") || text.hasSuffix("："), !text.contains(where: \.isNumber), text.count <= 60 {
            return String(text.dropLast()).trimmingSpaces
        }
        let brackets: [(Character, Character)] = [("【", "】"), ("[", "]"), ("〈", "〉"), ("《", "》"), ("＜", "＞"), ("<", ">")]
        for (open, close) in brackets where text.first == open && text.last == close && text.count >= 3 {
            let inner = text.dropFirst().dropLast()
            if !inner.contains(close), !inner.contains(open) { return String(inner).trimmingSpaces }
        }
        return nil
    }
}
