internal import Foundation
internal import KaimonoData

/// The foods a cook is assumed to have (salt, soy sauce, oil …): lines naming one are listed apart instead
/// of bought. Only the listed foods themselves count, not their kinds: `vinegar` does not make black vinegar
/// a staple.
///
/// The default list is data (`data/lexicon/pantry.tsv`); a user's own list replaces it (`--pantry FILE`, the
/// API's `pantry` field). Entries are food ids or any name the lexicon knows (`醤油`, `olive oil`).
public struct Pantry: Sendable, Hashable {
    /// The food ids in the pantry.
    public private(set) var foods: Set<String>
    /// For a staple a kitchen keeps only so much of, that much, in grams or millilitres (the third column of a
    /// pantry file, `at_hand`: all-purpose flour, 300 g): a line asking as much or more buys it. Staples not
    /// listed here are bought from half the pack planned (`ProductMatcher.pantryPackShare`).
    public private(set) var atHand: [String: Double] = [:]

    /// A pantry of these food ids (not checked against a lexicon).
    public init(foods: some Sequence<String>, atHand: [String: Double] = [:]) {
        self.foods = Set(foods)
        self.atHand = atHand
    }

    /// Whether the food with this id is a staple.
    public func contains(_ id: String) -> Bool { foods.contains(id) }

    /// The pantry shipped with Kaimono; when the bundled file cannot be read, the foods the bundled lexicon
    /// flags as pantry (`loadBundled()` says why).
    public static let bundled: Pantry = {
        if let pantry = try? loadBundled() { return pantry }
        return Pantry(foods: ((try? Lexicon.bundled())?.foods ?? []).filter(\.pantry).map(\.id))
    }()

    /// Reads the bundled `lexicon/pantry.tsv` against the bundled lexicon.
    public static func loadBundled() throws(LexiconError) -> Pantry {
        let url = BundledData.file("lexicon/pantry.tsv")
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LexiconError(
                source: url.path, message: "cannot read the bundled pantry (\(error)); set KAIMONO_DATA to a data folder")
        }
        return try Pantry(text: text, source: url.path, lexicon: try Lexicon.bundled())
    }

    /// Reads a pantry list: one food per line (its id or any name the lexicon knows), optionally followed by
    /// a tab and a note, and by a tab and the amount a kitchen keeps at hand (`300 g`, `500 ml`; see `atHand`);
    /// `#` starts a comment line; a first entry `food<TAB>note[<TAB>at_hand]` is a header.
    ///
    /// - Throws: `LexiconError` naming the line of a food the lexicon does not know or of an amount it cannot read.
    public init(text: String, source: String = "pantry", lexicon: Lexicon) throws(LexiconError) {
        var foods: Set<String> = []
        var atHand: [String: Double] = [:]
        var first = true
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            let entry = fields.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if entry.isEmpty || entry.hasPrefix("#") { continue }
            defer { first = false }
            if first && entry == "food" { continue }
            guard let food = lexicon.food(id: entry) ?? lexicon.lookup(entry) else {
                throw LexiconError(
                    source: source, line: index + 1,
                    message: "\"\(entry)\" is neither a food id nor a food name of the lexicon; write an id from data/lexicon/foods.tsv (salt, soy-sauce) or a name it lists")
            }
            foods.insert(food.id)
            if fields.count == 3 {
                let written = fields[2].trimmingCharacters(in: .whitespaces)
                if !written.isEmpty {
                    guard let amount = Self.amount(written) else {
                        throw LexiconError(
                            source: source, line: index + 1,
                            message: "the amount at hand \"\(written)\" of \(entry) is not a positive number of g or ml; write it as `300 g` or `500 ml`, or leave the third column empty")
                    }
                    atHand[food.id] = amount
                }
            }
        }
        self.foods = foods
        self.atHand = atHand
    }

    /// `300 g`, `500 ml`, `300g` as grams or millilitres; nil for anything else.
    static func amount(_ text: String) -> Double? {
        var number = text
        for unit in ["ml", "g"] where number.hasSuffix(unit) {
            number = String(number.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
            guard let value = Double(number), value > 0, value.isFinite else { return nil }
            return value
        }
        return nil
    }

    /// Reads a pantry list from a list of entries (ids or names), as the API takes it.
    ///
    /// - Throws: `LexiconError` whose `line` is the 1-based position of the first unknown entry.
    public init(entries: [String], source: String = "pantry", lexicon: Lexicon) throws(LexiconError) {
        var foods: Set<String> = []
        for (index, raw) in entries.enumerated() {
            let entry = raw.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, let food = lexicon.food(id: entry) ?? lexicon.lookup(entry) else {
                throw LexiconError(
                    source: source, line: index + 1,
                    message: "\"\(raw)\" is neither a food id nor a food name of the lexicon (salt, soy-sauce, 醤油)")
            }
            foods.insert(food.id)
        }
        self.foods = foods
    }
}
