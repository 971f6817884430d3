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
        let text = Self.tidy(line)
        guard !text.isEmpty, text.contains(where: { $0.isLetter || $0.isNumber }) else { return }
        if let header = Self.header(text) {
            headerGroup = TreeRecipeReader.isIngredientsTitle(header) ? nil : header
            return
        }
        // Unit and scale switchers (`US Customary - Metric`, `1x 2x 3x`) are controls, and a servings line
        // (`Für 4 Portionen`, `Serves 4`) is the yield: neither is an ingredient.
        if Self.isSwitcher(text) || Self.isServings(text) || Self.namesFileSize(text) { return }
        // A bare "Ingredients" / "材料" line is the list's title, not an ingredient.
        if TreeRecipeReader.isIngredientsTitle(text), !text.contains(where: \.isNumber) || text.hasPrefix("材料") {
            headerGroup = nil
            return
        }
        entries.append(IngredientEntry(text: text, group: group ?? headerGroup))
    }

    /// Whether a line states the servings: `Für 4 Portionen`, `Serves 4`, `Makes 12`, `4 servings`, `2人分`.
    static func isServings(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == ":" })
        guard let first = words.first else { return false }
        let persons: Set<Substring> = [
            "portionen", "portion", "personen", "person", "servings", "serving", "people", "persons", "personnes",
            "porzioni", "persone", "porciones", "personas", "porções", "pessoas", "porties", "portioner", "stuks",
        ]
        if ["serves", "servings", "yield", "yields", "makes"].contains(first) {
            return words.count <= 4 && words.dropFirst().contains { $0.first?.isNumber == true }
        }
        if ["für", "for", "pour", "per", "para", "voor", "till", "för"].contains(first), words.count >= 3 {
            return words[1].first?.isNumber == true && words.dropFirst(2).first.map(persons.contains) == true
        }
        if words.count == 2, first.first?.isNumber == true, persons.contains(words[1]) { return true }
        return TreeRecipeReader.japaneseServings(text) == text
    }

    /// Whether a line is only the labels of a unit or scale switcher.
    static func isSwitcher(_ text: String) -> Bool {
        guard text.utf8.count <= 48 else { return false }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "|" || $0 == "/" || $0 == "·" })
        guard !words.isEmpty, words.count <= 8 else { return false }
        return words.allSatisfy { switcherWords.contains(String($0)) }
    }

    /// Whether a line gives a file's size in parentheses (`4" x 6" (344 KB)`): a download link (recipe cards,
    /// a PDF), not an ingredient.
    static func namesFileSize(_ text: String) -> Bool {
        guard text.containsBytes("B)") else { return false }
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices.dropFirst(2) where scalars[index] == ")" && scalars[index - 1] == "B" {
            guard "KMG".unicodeScalars.contains(scalars[index - 2]) || scalars[index - 2] == "k" else { continue }
            var digit = index - 3
            if digit >= 0, scalars[digit] == " " { digit -= 1 }
            if digit >= 0, scalars[digit].properties.numericType != nil { return true }
        }
        return false
    }

    private static let switcherWords: Set<String> = [
        "us", "u.s.", "metric", "imperial", "customary", "standard", "scale", "units", "unit", "system", "convert",
        "1x", "2x", "3x", "4x", "½x", "0.5x", "1/2x", "original", "metrisch", "métrique", "métrico", "metrico", "cups",
        "grams", "uk", "au", "amerikanisch", "servings:",
    ]

    /// Removes list bullets (`• `, `- `) and doubled parentheses around a note (`((optional))`, as some
    /// recipe plugins write notes that already carry parentheses).
    static func tidy(_ line: String) -> String {
        var text = line.trimmingSpaces
        while let first = text.unicodeScalars.first, "•·▪◦‣-–—●○■□▢☐☑✓✔".unicodeScalars.contains(first) {
            let rest = text.unicodeScalars.dropFirst()
            guard let next = rest.first, TextCleaner.isSpace(next) else { break }
            text = String(String.UnicodeScalarView(rest)).trimmingSpaces
        }
        guard text.containsBytes("((") else { return text }
        var scalars = Array(text.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "(" && scalars[index + 1] == "(",
                let outer = matchingClose(scalars, from: index), let inner = matchingClose(scalars, from: index + 1),
                inner + 1 == outer
            {
                scalars.remove(at: outer)
                scalars.remove(at: index)
                continue
            }
            index += 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func matchingClose(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        for index in open..<scalars.count {
            if scalars[index] == "(" { depth += 1 } else if scalars[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The group a header line names (`For the sauce:` → `For the sauce`, `【たれ】` → `たれ`), or nil for an
    /// ingredient line.
    static func header(_ text: String) -> String? {
        if text.hasSuffix(":") || text.hasSuffix("："), !text.contains(where: \.isNumber), text.count <= 60 {
            return String(text.dropLast()).trimmingSpaces
        }
        // "For the sauce" without a colon: a section name in many languages.
        let lower = text.lowercased()
        if text.count <= 40, !text.contains(where: { $0.isNumber || $0 == "," }) {
            for prefix in [
                "for the ", "für den ", "für die ", "für das ", "pour la ", "pour le ", "pour les ", "pour l'", "para la ",
                "para el ", "para los ", "para las ", "para a ", "para o ", "para os ", "para as ", "per la ", "per il ",
                "per i ", "per le ", "per gli ", "per l'", "voor de ", "voor het ", "till ",
            ]
            where lower.hasPrefix(prefix) {
                return text
            }
        }
        let brackets: [(Character, Character)] = [("【", "】"), ("[", "]"), ("〈", "〉"), ("《", "》"), ("＜", "＞"), ("<", ">")]
        for (open, close) in brackets where text.first == open && text.last == close && text.count >= 3 {
            let inner = text.dropFirst().dropLast()
            if !inner.contains(close), !inner.contains(open) { return String(inner).trimmingSpaces }
        }
        return nil
    }
}
