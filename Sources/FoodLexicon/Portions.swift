internal import Foundation
internal import KaimonoData

/// Typical weights of the parts of a food (a lettuce leaf, a 小松菜 株, a celery stalk, a garlic bulb) and of a
/// cup of a solid food as it is measured (chopped parsley, packed basil, shredded cheese), read from
/// `data/lexicon/portions.tsv` and `portion-forms.tsv`.
///
/// A food without rows of its own uses its nearest ancestor's (romaine → lettuce); a part neither weighs takes the
/// food category's typical weight (`@herb sprig`, `@vegetable handful`). Solids are never given
/// water's density here: a food with no cup row has no volume weight.
public struct Portions: Sendable, Hashable {
    /// One row: grams in one `measure` of the food, for a form (`chopped`) or any form (`nil`).
    public struct Portion: Sendable, Hashable {
        /// The unit code (`leaf`, `stalk`, `cup`) or the Japanese unit as written (`株`, `房`, `枚`).
        public var measure: String
        /// How the food is measured (`chopped`, `packed`), `nil` for any.
        public var form: String?
        /// Grams in one measure (for `cup`, one 240 ml cup).
        public var grams: Double
        /// Where the value comes from (`usda`, `est`) and how it was estimated.
        public var source: String
        public var note: String
    }

    /// The words that say a form, in the order forms are tried.
    public struct Form: Sendable, Hashable {
        public var name: String
        /// English words (lowercase) and Japanese words.
        public var words: [String]
    }

    /// The measure of a cup row: grams in 240 ml.
    public static let cup = "cup"
    /// The `food` column of a row for every food of a category (`@herb`) that has no row of that measure.
    public static let categoryPrefix = "@"
    /// Millilitres in the cup of a `cup` row.
    public static let cupMillilitres = 240.0

    /// Rows by food id (a food's own, else its nearest ancestor's).
    public private(set) var rows: [String: [Portion]]
    public private(set) var forms: [Form]

    /// No rows: nothing converts.
    public init() {
        rows = [:]
        forms = []
    }

    /// The bundled tables over the bundled lexicon; empty when they cannot be read (`loadBundled()` says why).
    public static let bundled: Portions = (try? loadBundled()) ?? Portions()

    /// Reads the bundled `lexicon/portions.tsv` and `lexicon/portion-forms.tsv` against the bundled lexicon.
    public static func loadBundled() throws(LexiconError) -> Portions {
        let portions = BundledData.file("lexicon/portions.tsv")
        let forms = BundledData.file("lexicon/portion-forms.tsv")
        let portionText: String
        let formText: String
        do {
            portionText = try String(contentsOf: portions, encoding: .utf8)
            formText = try String(contentsOf: forms, encoding: .utf8)
        } catch {
            throw LexiconError(
                source: portions.path, message: "cannot read the bundled portions (\(error)); set KAIMONO_DATA to a data folder")
        }
        return try Portions(
            text: portionText, forms: formText, source: portions.path, formsSource: forms.path,
            lexicon: try Lexicon.bundled())
    }

    /// Reads the two tables (TSV with a header line; `#` starts a comment line).
    ///
    /// - Throws: `LexiconError` naming the line of an unknown food or form, or a weight that is not a positive
    ///   number.
    public init(
        text: String, forms formText: String, source: String = "portions.tsv", formsSource: String = "portion-forms.tsv",
        lexicon: Lexicon
    ) throws(LexiconError) {
        var forms: [Form] = []
        for (number, columns) in Self.rows(formText) {
            guard columns.count == 3, !columns[0].isEmpty else {
                throw LexiconError(
                    source: formsSource, line: number,
                    message: "expected 3 tab-separated columns (form, en, ja) with a form name, found \(columns.count)")
            }
            let words = (columns[1].split(separator: "|") + columns[2].split(separator: "|"))
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
            forms.append(Form(name: columns[0], words: words))
        }
        let known = Set(forms.map(\.name))
        var own: [String: [Portion]] = [:]
        let categories = Set(lexicon.foods.map(\.category))
        for (number, columns) in Self.rows(text) {
            guard columns.count == 6 else {
                throw LexiconError(
                    source: source, line: number,
                    message: "expected 6 tab-separated columns (food, measure, form, grams, source, note), found \(columns.count)")
            }
            let categoryRow = columns[0].hasPrefix(Self.categoryPrefix)
            if categoryRow {
                let category = String(columns[0].dropFirst(Self.categoryPrefix.count))
                guard categories.contains(category) else {
                    throw LexiconError(
                        source: source, line: number,
                        message: "category \"\(category)\" has no food in foods.tsv; write \(Self.categoryPrefix)herb, \(Self.categoryPrefix)vegetable …")
                }
                guard columns[1] != Self.cup else {
                    throw LexiconError(
                        source: source, line: number,
                        message: "a category row cannot weigh a cup (solids differ too much); give the food its own cup row")
                }
            } else {
                guard lexicon.food(id: columns[0]) != nil else {
                    throw LexiconError(
                        source: source, line: number, message: "food \"\(columns[0])\" is not an id of foods.tsv")
                }
            }
            guard !columns[1].isEmpty else {
                throw LexiconError(source: source, line: number, message: "measure is empty; write a unit code (leaf, cup) or 株")
            }
            guard columns[2].isEmpty || known.contains(columns[2]) else {
                throw LexiconError(
                    source: source, line: number,
                    message: "form \"\(columns[2])\" is not in portion-forms.tsv (\(forms.map(\.name).joined(separator: ", ")))")
            }
            guard let grams = Double(columns[3]), grams > 0, grams.isFinite else {
                throw LexiconError(source: source, line: number, message: "grams \"\(columns[3])\" is not a positive number")
            }
            guard !columns[4].isEmpty else {
                throw LexiconError(source: source, line: number, message: "source is empty; say where the value comes from")
            }
            own[columns[0], default: []].append(Portion(
                measure: columns[1], form: columns[2].isEmpty ? nil : columns[2], grams: grams, source: columns[4],
                note: columns[5]))
        }
        // Kinds of a food measure like it unless they have rows of their own; a part no row of the food (or its
        // nearest ancestor with rows) weighs takes its category's typical weight (`@herb sprig`).
        var rows: [String: [Portion]] = [:]
        for food in lexicon.foods {
            var list = own[food.id]
                ?? lexicon.ancestors(of: food.id).first(where: { own[$0.id] != nil }).flatMap { own[$0.id] } ?? []
            for row in own[Self.categoryPrefix + food.category] ?? [] where !list.contains(where: { $0.measure == row.measure }) {
                list.append(row)
            }
            if !list.isEmpty { rows[food.id] = list }
        }
        self.rows = rows
        self.forms = forms
    }

    /// Grams in one part of the food: the row for the unit as written (`株`) first, then for its code (`head`).
    public func partGrams(food: String, unit: String, written: String?) -> Portion? {
        guard let list = rows[food] else { return nil }
        if let written, let row = list.first(where: { $0.measure == written }) { return row }
        return list.first { $0.measure == unit }
    }

    /// Grams in a 240 ml cup of the food as the line measures it: the first form the line's text says that has a
    /// row (`said` true), else the row for any form, else the first row; `nil` when the food has no cup row.
    public func cupGrams(food: String, text: String) -> (row: Portion, said: Bool)? {
        guard let list = rows[food] else { return nil }
        let cups = list.filter { $0.measure == Self.cup }
        guard let first = cups.first else { return nil }
        if cups.contains(where: { $0.form != nil }) {
            let lower = text.lowercased()
            for form in forms where form.words.contains(where: { Self.saysWord($0, in: lower) }) {
                if let row = cups.first(where: { $0.form == form.name }) { return (row, true) }
            }
        }
        return (cups.first { $0.form == nil } ?? first, false)
    }

    /// Whether the text has the word: as a whole word for Latin letters, anywhere for Japanese.
    static func saysWord(_ word: String, in text: String) -> Bool {
        guard let range = text.range(of: word) else { return false }
        guard word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return true }
        var search = range
        while true {
            let before = search.lowerBound == text.startIndex ? nil : text[text.index(before: search.lowerBound)]
            let after = search.upperBound == text.endIndex ? nil : text[search.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            guard let next = text.range(of: word, range: search.upperBound..<text.endIndex) else { return false }
            search = next
        }
    }

    private static func rows(_ text: String) -> [(Int, [String])] {
        var result: [(Int, [String])] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if index == 0 || line.isEmpty || line.hasPrefix("#") { continue }
            result.append((index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return result
    }
}
