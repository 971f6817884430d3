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
        /// The Japanese words in `TextNormalizer` form (katakana as hiragana), to find them in normalized text.
        public var normalizedJapanese: [String]

        public init(name: String, words: [String]) {
            self.name = name
            self.words = words
            normalizedJapanese = words.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }.map(TextNormalizer.normalize)
        }
    }

    /// The measure of a cup row: grams in 240 ml.
    public static let cup = "cup"

    /// The measure of a row weighing a 240 ml cup as an English recipe fills it, where the food's density is that of
    /// the kind a Japanese kitchen measures (`sugar`: granulated, 200 g a cup, where 上白糖 weighs 0.6 g a millilitre).
    public static let englishCup = "cup-en"

    /// The measure of a row weighing one piece as an English recipe counts it (`4 chicken thighs`), where that
    /// differs from the food's piece weight in foods.tsv (a Japanese shop's piece).
    public static let englishPiece = "piece-en"

    /// The measure of a fish's row weighing the cut portions (切り身) one whole fish gives, for a line counting whole
    /// fish bought as portions.
    public static let wholeFishFillets = "whole-cut"

    /// The measure of a concentrate's row: grams of it in one litre of what is made from it.
    public static let made = "made"
    /// The `food` column of a row for every food of a category (`@herb`) that has no row of that measure.
    public static let categoryPrefix = "@"
    /// Millilitres in the cup of a `cup` row.
    public static let cupMillilitres = 240.0

    /// Rows by food id (a food's own, else its nearest ancestor's).
    public private(set) var rows: [String: [Portion]]
    /// The `cup-en` rows by food id, looked up apart: every English volume of a solid asks for one.
    public private(set) var englishCups: [String: Portion] = [:]
    /// The `made` rows by food id, looked up apart too: every volume of a liquid asks whether its food has one (few do).
    private var madeRows: [String: Portion] = [:]
    public private(set) var forms: [Form]
    /// Single Latin form words → the forms (bit `1 << index`) that list them.
    private var latinWordForms: [String: UInt64]
    /// Per first letter (`a` … `z`), the lengths of the single Latin form words starting with it (bit `1 << length`,
    /// 63 for any longer): a word of a text is looked up only when one may be it (most words of a line are none, and
    /// each look-up makes a string and hashes it).
    private var latinWordShapes = [UInt64](repeating: 0, count: 26)
    /// The forms' other words (Japanese, several words), searched in the text: their UTF-8 bytes side by side
    /// (`otherWords[k]` is `otherWordBytes[start..<start + length]`), in the order of their forms.
    private var otherWordBytes: [UInt8]
    private var otherWords: [OtherWord]
    private struct OtherWord: Sendable, Hashable {
        var form: Int
        var start: Int
        var length: Int
        /// Every byte is ASCII: found as a whole word only.
        var latin: Bool
    }

    /// No rows: nothing converts.
    public init() {
        rows = [:]
        forms = []
        latinWordForms = [:]
        otherWordBytes = []
        otherWords = []
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
        // nearest ancestor with rows) weighs takes its category's typical weight (`@herb sprig`). An English cup
        // row stands for its own food's density only (powdered sugar is no granulated sugar).
        var rows: [String: [Portion]] = [:]
        for food in lexicon.foods {
            var list = own[food.id]
                ?? lexicon.ancestors(of: food.id).first(where: { own[$0.id] != nil }).flatMap { ancestor in
                    own[ancestor.id]?.filter { $0.measure != Self.englishCup }
                } ?? []
            for row in own[Self.categoryPrefix + food.category] ?? [] where !list.contains(where: { $0.measure == row.measure }) {
                list.append(row)
            }
            if !list.isEmpty { rows[food.id] = list }
        }
        self.rows = rows
        englishCups = rows.compactMapValues { list in list.first { $0.measure == Self.englishCup } }
        madeRows = rows.compactMapValues { list in list.first { $0.measure == Self.made } }
        self.forms = forms
        var latinWordForms: [String: UInt64] = [:]
        var otherWordBytes: [UInt8] = []
        var otherWords: [OtherWord] = []
        for (index, form) in forms.enumerated() {
            let single = Set(form.words.filter { word in !word.isEmpty && word.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } })
            for word in form.words {
                if index < 64, single.contains(word) {
                    latinWordForms[word, default: 0] |= 1 << UInt64(index)
                } else if index < 64, word.split(separator: " ").contains(where: { single.contains(String($0)) }) {
                    // `finely chopped` says `chopped` as a whole word: the single word finds it.
                    continue
                } else if !word.isEmpty {
                    otherWords.append(OtherWord(
                        form: index, start: otherWordBytes.count, length: word.utf8.count,
                        latin: word.utf8.allSatisfy { $0 < 0x80 }))
                    otherWordBytes += word.utf8
                }
            }
        }
        self.latinWordForms = latinWordForms
        for word in latinWordForms.keys {
            latinWordShapes[Int(word.utf8.first! - 0x61)] |= 1 << UInt64(min(word.utf8.count, 63))
        }
        self.otherWordBytes = otherWordBytes
        self.otherWords = otherWords
    }

    /// Grams of a concentrate (stock granules, a bouillon cube) in one litre of the liquid made from it
    /// (measure `made`): a volume of stock is a little of the concentrate, never the same volume of it.
    public func madeGrams(food: String) -> Portion? {
        madeRows[food]
    }

    /// Grams in one part of the food: the row for the unit as written (`株`) first, then for its code (`head`).
    /// A row with a form counts only when `text` says it (`豚ロース薄切り 4枚`: a thin slice, not a cutlet's).
    public func partGrams(food: String, unit: String, written: String?, text: String? = nil) -> Portion? {
        guard let list = rows[food] else { return nil }
        func row(_ measure: String) -> Portion? {
            var plain: Portion?
            var formed = false
            for row in list where row.measure == measure {
                if row.form == nil {
                    if plain == nil { plain = row }
                } else {
                    formed = true
                }
            }
            if formed, let text {
                for name in formsSaid(in: text) {
                    if let row = list.first(where: { $0.measure == measure && $0.form == name }) { return row }
                }
            }
            return plain
        }
        if let written, let found = row(written) { return found }
        return row(unit)
    }

    /// Grams in a 240 ml cup of the food as the line measures it: the first form the line's text says that has a
    /// row (`said` true), else the row for any form, else the first row; `nil` when the food has no cup row.
    public func cupGrams(food: String, text: String) -> (row: Portion, said: Bool)? {
        cupGrams(food: food, said: formsSaid(in: text))
    }

    /// Grams in a 240 ml cup of the food, given the forms the line says (`formsSaid(in:)`, read once per line).
    public func cupGrams(food: String, said: [String]) -> (row: Portion, said: Bool)? {
        guard let list = rows[food] else { return nil }
        var first: Portion?
        var anyForm: Portion?
        for row in list where row.measure == Self.cup {
            if first == nil { first = row }
            if row.form == nil, anyForm == nil { anyForm = row }
        }
        guard let first else { return nil }
        for name in said {
            if let row = list.first(where: { $0.measure == Self.cup && $0.form == name }) { return (row, true) }
        }
        return (anyForm ?? first, false)
    }

    /// The names of the forms the text says (`chopped`, `packed`), in the order forms are tried.
    public func formsSaid(in text: String) -> [String] {
        guard !forms.isEmpty else { return [] }
        // ASCII letters folded to lowercase; the form words are lowercase or Japanese.
        var bytes = Array(text.utf8)
        var ascii = true
        for k in bytes.indices {
            if bytes[k] >= 0x41 && bytes[k] <= 0x5A { bytes[k] |= 0x20 } else if bytes[k] >= 0x80 { ascii = false }
        }
        // Single Latin words: each whole word of the text looked up once.
        var mask: UInt64 = 0
        var k = 0
        while k < bytes.count {
            guard bytes[k] >= 0x61 && bytes[k] <= 0x7A else {
                k += 1
                continue
            }
            var end = k + 1
            while end < bytes.count && ((bytes[end] >= 0x61 && bytes[end] <= 0x7A)) { end += 1 }
            if latinWordShapes[Int(bytes[k] - 0x61)] & (1 << UInt64(min(end - k, 63))) != 0,
                !Self.isLetter(endingAt: k, in: bytes), !Self.isLetter(startingAt: end, in: bytes),
                let forms = latinWordForms[String(decoding: bytes[k..<end], as: UTF8.self)]
            {
                mask |= forms
            }
            k = end
        }
        // Then the other words of each form not yet said, until one is found (an ASCII text holds no word with other
        // bytes).
        var saidForm = forms.indices.map { $0 < 64 && mask & (1 << UInt64($0)) != 0 }
        otherWordBytes.withUnsafeBufferPointer { words in
            bytes.withUnsafeBufferPointer { text in
                for word in otherWords where !saidForm[word.form] && (!ascii || words[word.start] < 0x80) {
                    let bytes = UnsafeBufferPointer(rebasing: words[word.start..<(word.start + word.length)])
                    if Self.saysWord(bytes, latin: word.latin, in: text) { saidForm[word.form] = true }
                }
            }
        }
        // (Most texts say no form: they leave without building the list.)
        guard saidForm.contains(true) else { return [] }
        return forms.indices.filter { saidForm[$0] }.map { forms[$0].name }
    }

    /// Whether the UTF-8 `text` has the UTF-8 `word`: as a whole word when the word is ASCII (`latin`: no letter
    /// touches it on either side), anywhere otherwise.
    private static func saysWord(_ word: UnsafeBufferPointer<UInt8>, latin: Bool, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let head = word.first, word.count <= text.count else { return false }
        var at = 0
        while at + word.count <= text.count {
            if text[at] == head {
                var j = 1
                while j < word.count && text[at + j] == word[j] { j += 1 }
                if j == word.count {
                    if !latin { return true }
                    let end = at + word.count
                    if !isLetter(endingAt: at, in: text), !isLetter(startingAt: end, in: text) { return true }
                }
            }
            at += 1
        }
        return false
    }

    /// Whether the character that ends just before byte `index` is a letter.
    private static func isLetter<Bytes: RandomAccessCollection<UInt8>>(endingAt index: Int, in text: Bytes) -> Bool
        where Bytes.Index == Int
    {
        guard index > 0 else { return false }
        var start = index - 1
        while start > 0 && text[start] & 0xC0 == 0x80 { start -= 1 }
        return isLetter(startingAt: start, in: text)
    }

    /// Whether the character that starts at byte `index` is a letter.
    private static func isLetter<Bytes: RandomAccessCollection<UInt8>>(startingAt index: Int, in text: Bytes) -> Bool
        where Bytes.Index == Int
    {
        guard index < text.count else { return false }
        let byte = text[index]
        if byte < 0x80 { return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
        var end = index + 1
        while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: text[index..<end], as: UTF8.self).unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic
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
