public import Foundation
import KaimonoData

/// The units an ingredient line may use, read from `data/lexicon/units.tsv`.
///
/// Each row is one canonical unit code with its dimension, its size in grams (mass), millilitres
/// (volume) or pieces (count), and its spellings: Japanese ones written before the number (`大さじ1`),
/// Japanese ones written after it (`2個`) and English ones (`tbsp`, `tablespoons`).
public struct UnitTable: Sendable {
    /// One canonical unit.
    public struct Unit: Sendable, Hashable {
        /// What a unit measures.
        public enum Dimension: String, Sendable, Hashable {
            case mass, volume, count, length
        }

        /// The canonical code (`g`, `tbsp`, `cup_jp`, `piece`).
        public var code: String
        /// What it measures.
        public var dimension: Dimension
        /// Grams, millilitres or pieces in one unit (`tbsp` → 15).
        public var factor: Double
    }

    /// Spellings that match only as written (`T` is a tablespoon, `t` a teaspoon).
    private static let caseSensitive: Set<String> = ["T", "t", "C", "c"]

    /// The tables, built once and shared by every copy: each line's parser holds one, and a copy is one
    /// reference count rather than one per table.
    private let tables: Tables

    private final class Tables: Sendable {
        let units: [Unit]
        let codes: [String: Int]
        /// Japanese spellings by their first scalar, longest first.
        let japaneseBefore: [Unicode.Scalar: [([Unicode.Scalar], Int)]]
        let japaneseAfter: [Unicode.Scalar: [([Unicode.Scalar], Int)]]
        /// English spellings: exact for the case-sensitive ones, lowercased for the others.
        let englishExact: [String: Int]
        let englishFolded: [String: Int]
        /// The lowercased English spellings by first letter (`a`…`z` → 0…25), longest first, for scanning.
        let englishByLetter: [[([Unicode.Scalar], Int)]]
        /// The most words in one English spelling (`fluid ounces` → 2).
        let englishMaxWords: Int

        init(
            units: [Unit] = [], codes: [String: Int] = [:],
            japaneseBefore: [Unicode.Scalar: [([Unicode.Scalar], Int)]] = [:],
            japaneseAfter: [Unicode.Scalar: [([Unicode.Scalar], Int)]] = [:],
            englishExact: [String: Int] = [:], englishFolded: [String: Int] = [:],
            englishByLetter: [[([Unicode.Scalar], Int)]] = Array(repeating: [], count: 26), englishMaxWords: Int = 1
        ) {
            self.units = units
            self.codes = codes
            self.japaneseBefore = japaneseBefore
            self.japaneseAfter = japaneseAfter
            self.englishExact = englishExact
            self.englishFolded = englishFolded
            self.englishByLetter = englishByLetter
            self.englishMaxWords = englishMaxWords
        }
    }

    var units: [Unit] { tables.units }
    private var codes: [String: Int] { tables.codes }
    var japaneseBefore: [Unicode.Scalar: [([Unicode.Scalar], Int)]] { tables.japaneseBefore }
    var japaneseAfter: [Unicode.Scalar: [([Unicode.Scalar], Int)]] { tables.japaneseAfter }
    private var englishExact: [String: Int] { tables.englishExact }
    private var englishFolded: [String: Int] { tables.englishFolded }
    private var englishByLetter: [[([Unicode.Scalar], Int)]] { tables.englishByLetter }
    var englishMaxWords: Int { tables.englishMaxWords }

    /// The table shipped with Kaimono; empty when the bundled file is missing or malformed
    /// (call `load(from:)` to see why).
    public static let bundled: UnitTable = (try? loadBundled()) ?? UnitTable()

    /// Reads the bundled `lexicon/units.tsv`, saying what is wrong when it cannot.
    public static func loadBundled() throws -> UnitTable {
        try load(from: BundledData.file("lexicon/units.tsv"))
    }

    /// An empty table: no unit is recognised.
    public init() {
        tables = Tables()
    }

    /// Reads a units table in the `units.tsv` format.
    public static func load(from url: URL) throws -> UnitTable {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw UnitTableError(source: url.path, line: nil, message: "cannot read the file (\(error.localizedDescription))")
        }
        return try UnitTable(tsv: text, source: url.path)
    }

    /// Parses a units table from TSV text; `source` names it in errors.
    public init(tsv: String, source: String) throws {
        var units: [Unit] = []
        var codes: [String: Int] = [:]
        var japaneseBefore: [Unicode.Scalar: [([Unicode.Scalar], Int)]] = [:]
        var japaneseAfter: [Unicode.Scalar: [([Unicode.Scalar], Int)]] = [:]
        var englishExact: [String: Int] = [:]
        var englishFolded: [String: Int] = [:]
        var englishByLetter: [[([Unicode.Scalar], Int)]] = Array(repeating: [], count: 26)
        var englishMaxWords = 1
        var lineNumber = 0
        for rawLine in tsv.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if lineNumber == 1 || line.isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 6 else {
                throw UnitTableError(source: source, line: lineNumber,
                                     message: "expected 6 tab-separated columns (code, dimension, factor, ja_before, ja_after, en), found \(columns.count)")
            }
            guard let dimension = Unit.Dimension(rawValue: columns[1]) else {
                throw UnitTableError(source: source, line: lineNumber,
                                     message: "dimension '\(columns[1])' is not one of mass, volume, count, length")
            }
            guard let factor = Double(columns[2]), factor > 0 else {
                throw UnitTableError(source: source, line: lineNumber, message: "factor '\(columns[2])' is not a positive number")
            }
            guard !columns[0].isEmpty, codes[columns[0]] == nil else {
                throw UnitTableError(source: source, line: lineNumber, message: "code '\(columns[0])' is empty or repeated")
            }
            let index = units.count
            units.append(Unit(code: columns[0], dimension: dimension, factor: factor))
            codes[columns[0]] = index
            for spelling in Self.spellings(columns[3]) {
                Self.add(spelling, index, to: &japaneseBefore)
            }
            for spelling in Self.spellings(columns[4]) {
                Self.add(spelling, index, to: &japaneseAfter)
            }
            for spelling in Self.spellings(columns[5]) {
                if Self.caseSensitive.contains(spelling) {
                    englishExact[spelling] = index
                } else {
                    englishFolded[spelling.lowercased()] = index
                    let scalars = Array(spelling.lowercased().unicodeScalars)
                    if let first = scalars.first, first.value >= 0x61, first.value <= 0x7A {
                        englishByLetter[Int(first.value - 0x61)].append((scalars, index))
                    }
                }
                englishMaxWords = max(englishMaxWords, spelling.split(separator: " ").count)
            }
        }
        for letter in 0..<26 { englishByLetter[letter].sort { $0.0.count > $1.0.count } }
        for key in japaneseBefore.keys { japaneseBefore[key]?.sort { $0.0.count > $1.0.count } }
        for key in japaneseAfter.keys { japaneseAfter[key]?.sort { $0.0.count > $1.0.count } }
        tables = Tables(
            units: units, codes: codes, japaneseBefore: japaneseBefore, japaneseAfter: japaneseAfter,
            englishExact: englishExact, englishFolded: englishFolded, englishByLetter: englishByLetter,
            englishMaxWords: englishMaxWords)
    }

    /// The unit with this code, if the table has it.
    public func unit(code: String) -> Unit? {
        codes[code].map { units[$0] }
    }

    /// The index of the unit with this code.
    func index(code: String) -> Int? {
        codes[code]
    }

    /// The English unit spelled at `i` in folded text, and its length: the longest spelling that ends
    /// at a word boundary (not before a letter, digit, `-` or `'`). Single letters match by case
    /// (`T` tablespoon, `t` teaspoon).
    func matchEnglish(_ text: [Unicode.Scalar], at i: Int, end: Int) -> (Int, Int)? {
        guard i < end else { return nil }
        let first = ScalarClass.lowerASCII(text[i])
        guard first.value >= 0x61, first.value <= 0x7A else { return nil }
        func boundary(_ k: Int) -> Bool {
            guard k < end else { return true }
            let c = text[k]
            // A digit may follow (`1lb2oz`, `150ml-200ml`), and a hyphen before one; letters may not.
            if c == "-" { return k + 1 < end && ScalarClass.isDigit(text[k + 1]) }
            return !(ScalarClass.isWordLetter(c) || c == "'")
        }
        for (spelling, index) in englishByLetter[Int(first.value - 0x61)] where spelling.count > 1 {
            guard i + spelling.count <= end else { continue }
            var same = true
            for k in 1..<spelling.count where ScalarClass.lowerASCII(text[i + k]) != spelling[k] {
                same = false
                break
            }
            if same, boundary(i + spelling.count) || (spelling.last == "." && !ScalarClass.isASCIILetter(text[i + spelling.count])) {
                return (index, spelling.count)
            }
        }
        // One letter: `g`, `l`, and the case-sensitive `T`, `t`, `C`, `c`.
        guard boundary(i + 1) || text[i + 1] == "." else { return nil }
        let letter = String(text[i])
        if let index = englishExact[letter] { return (index, 1) }
        if !Self.caseSensitive.contains(letter.lowercased()), let index = englishFolded[letter.lowercased()] { return (index, 1) }
        return nil
    }

    /// The unit an English word (or words, `fl oz`) spells, matching case only where it matters.
    func english(_ word: String) -> Int? {
        if let index = englishExact[word] { return index }
        if word.count == 1, Self.caseSensitive.contains(word.lowercased()) { return nil }
        return englishFolded[word.lowercased()]
    }

    private static func spellings(_ column: String) -> [String] {
        column.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func add(_ spelling: String, _ index: Int, to table: inout [Unicode.Scalar: [([Unicode.Scalar], Int)]]) {
        // Latin spellings match case-insensitively in Japanese lines (`mL`, `CC`), so store them lowercased.
        let scalars = spelling.unicodeScalars.map { ScalarClass.lowerASCII($0) }
        guard let first = scalars.first else { return }
        table[first, default: []].append((scalars, index))
    }
}
