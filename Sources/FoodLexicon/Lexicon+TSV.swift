internal import Foundation

extension Lexicon {
    /// The columns of `foods.tsv`, in order.
    static let columns = ["id", "category", "parent", "pantry", "piece_g", "density", "en", "ja", "source"]

    /// Reads a lexicon in the `foods.tsv` format: a header line, then one food per line.
    ///
    /// Columns are tab separated: `id category parent pantry piece_g density en ja source`; `en` and `ja`
    /// are `|`-separated name lists whose first name is the display name. Empty lines and lines starting
    /// with `#` are skipped. Errors name the line and what is wrong.
    /// `notFoodWords`: see ``init(foods:notFoodWords:source:)``.
    public init(tsv: String, notFoodWords: [String] = [], source: String = "foods.tsv") throws(LexiconError) {
        var foods: [Food] = []
        var lineOfID: [String: Int] = [:]
        for (lineNumber, fields) in try Self.rows(of: tsv, columns: Self.columns, source: source, emptyIs: "empty lexicon") {
            let food = try Self.food(fields: fields, line: lineNumber, source: source)
            if let earlier = lineOfID[food.id] {
                throw LexiconError(
                    source: source, line: lineNumber, message: "duplicate id \"\(food.id)\" (first on line \(earlier))")
            }
            lineOfID[food.id] = lineNumber
            foods.append(food)
        }
        for food in foods {
            if let parent = food.parent, lineOfID[parent] == nil {
                throw LexiconError(
                    source: source, line: lineOfID[food.id],
                    message: "unknown parent \"\(parent)\" of \"\(food.id)\"; add a row with that id or clear the parent")
            }
        }
        try self.init(foods: foods, notFoodWords: notFoodWords, source: source)
    }

    private static func food(fields: [String], line: Int, source: String) throws(LexiconError) -> Food {
        func fail(_ message: String) -> LexiconError {
            LexiconError(source: source, line: line, message: message)
        }
        guard fields.count == columns.count else {
            throw fail("expected \(columns.count) tab-separated columns (\(columns.joined(separator: ", "))), found \(fields.count)")
        }
        let id = fields[0]
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ isSlugScalar($0) }) else {
            throw fail("id \"\(id)\" must be a non-empty ASCII slug of a-z, 0-9 and -")
        }
        let category = fields[1]
        guard !category.isEmpty else {
            throw fail("category of \"\(id)\" is empty")
        }
        let parent = fields[2].isEmpty ? nil : fields[2]
        if parent == id {
            throw fail("\"\(id)\" cannot be its own parent")
        }
        let pantry: Bool
        switch fields[3] {
        case "0", "": pantry = false
        case "1": pantry = true
        default: throw fail("pantry of \"\(id)\" must be 0 or 1, not \"\(fields[3])\"")
        }
        let pieceGrams = try positiveNumber(fields[4], column: "piece_g", id: id, fail: fail)
        let density = try positiveNumber(fields[5], column: "density", id: id, fail: fail)
        let english = names(fields[6])
        let japanese = names(fields[7])
        guard !english.isEmpty else {
            throw fail("\"\(id)\" has no English name (column en)")
        }
        guard !japanese.isEmpty else {
            throw fail("\"\(id)\" has no Japanese name (column ja)")
        }
        return Food(
            id: id, english: english, japanese: japanese, parent: parent, category: category,
            pantry: pantry, pieceGrams: pieceGrams, density: density)
    }

    private static func positiveNumber(
        _ text: String, column: String, id: String, fail: (String) -> LexiconError
    ) throws(LexiconError) -> Double? {
        if text.isEmpty {
            return nil
        }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw fail("\(column) of \"\(id)\" must be a positive number, not \"\(text)\"")
        }
        return value
    }

    private static func names(_ field: String) -> [String] {
        field.utf8.split(separator: 0x7C).compactMap { (bytes: Substring.UTF8View) -> String? in
            var slice = bytes
            while slice.first == 0x20 { slice = slice.dropFirst() }
            while slice.last == 0x20 { slice = slice.dropLast() }
            return slice.isEmpty ? nil : String(decoding: slice, as: UTF8.self)
        }
    }

    private static func isSlugScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || value == 0x2D
    }
}

/// A word that holds a food's name but names no food (`ゆっくり` holds くり), with a text that shows it.
public struct NotFoodWord: Sendable, Hashable {
    /// The word (`ゆっくり`).
    public var word: String
    /// A text in which, without the word, the lexicon reads a food across or inside it (`ゆっくり煮たかぼちゃ`).
    public var example: String
    /// What the word means, for a reader of the file.
    public var means: String

    public init(word: String, example: String, means: String = "") {
        self.word = word
        self.example = example
        self.means = means
    }
}

extension Lexicon {
    /// The columns of `not-food-words.tsv`, in order.
    static let notFoodWordColumns = ["word", "example", "means"]

    /// Reads `not-food-words.tsv`: a header line `word example means`, then one word per line (tab separated; empty
    /// lines and lines starting with `#` skipped). Every row needs a word and an example that holds it; errors name
    /// the line.
    public static func notFoodWords(tsv: String, source: String = "not-food-words.tsv") throws(LexiconError) -> [NotFoodWord] {
        var words: [NotFoodWord] = []
        var lineOfWord: [String: Int] = [:]
        for (lineNumber, fields) in try rows(of: tsv, columns: notFoodWordColumns, source: source, emptyIs: "empty file") {
            guard fields.count == notFoodWordColumns.count else {
                throw LexiconError(
                    source: source, line: lineNumber,
                    message: "expected \(notFoodWordColumns.count) tab-separated columns (word, example, means), found \(fields.count)")
            }
            let word = fields[0].trimmingCharacters(in: .whitespaces)
            let example = fields[1].trimmingCharacters(in: .whitespaces)
            guard !word.isEmpty else {
                throw LexiconError(source: source, line: lineNumber, message: "the word is empty")
            }
            guard example.contains(word) else {
                throw LexiconError(
                    source: source, line: lineNumber, message: "the example \"\(example)\" does not hold the word \"\(word)\"")
            }
            if let earlier = lineOfWord[word] {
                throw LexiconError(
                    source: source, line: lineNumber, message: "\"\(word)\" is listed twice (first on line \(earlier))")
            }
            lineOfWord[word] = lineNumber
            words.append(NotFoodWord(word: word, example: example, means: fields[2]))
        }
        return words
    }
}

extension Lexicon {
    /// The rows of a lexicon TSV after its header, with their 1-based line numbers: split on bytes (fast, and `\r\n`,
    /// one Character in Swift, still ends a line), tab-separated fields, blank lines and lines starting with `#`
    /// skipped. The first other line must be `columns`; `emptyIs` opens the error when there is none.
    static func rows(of tsv: String, columns: [String], source: String, emptyIs: String) throws(LexiconError)
        -> [(line: Int, fields: [String])]
    {
        var rows: [(line: Int, fields: [String])] = []
        var sawHeader = false
        var text = tsv
        text.makeContiguousUTF8()
        for (offset, rawLine) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || line.first == 0x23 { continue }
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if !sawHeader {
                guard fields == columns else {
                    throw LexiconError(
                        source: source, line: offset + 1,
                        message: "the header must be \"\(columns.joined(separator: "\\t"))\", found \"\(fields.joined(separator: "\\t"))\"")
                }
                sawHeader = true
                continue
            }
            rows.append((offset + 1, fields))
        }
        guard sawHeader else {
            throw LexiconError(source: source, message: "\(emptyIs): expected a header line \"\(columns.joined(separator: "\\t"))\"")
        }
        return rows
    }
}
