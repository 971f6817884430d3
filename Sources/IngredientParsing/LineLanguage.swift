internal import Foundation
public import FoodLexicon
internal import KaimonoData

/// Tells the language of an ingredient line Kaimono does not read (German, Chinese, Urdu …), so it can be
/// reported as such instead of becoming unmatched noise.
///
/// Scripts decide first: Hangul, Thai, Arabic (Urdu and Persian by their own letters), Hebrew, Cyrillic,
/// Greek, Devanagari and other Indic scripts name their language. A line with kanji but no kana is Chinese
/// when it uses characters Japanese does not use that way (`盐`, `鸡`, `克` …). A Latin line is foreign when
/// its words outside the food name the lexicon found are known words of one language (`Zwiebeln`, `EL`,
/// `farine`) and none is English evidence (`cup`, `of`, `chopped`). The word lists are data
/// (`data/lexicon/languages.tsv`).
public struct LineLanguage: Sendable {
    struct Weights: Sendable {
        var language: String
        var weight: Double
    }

    struct Ending: Sendable {
        var ending: String
        var language: String
    }

    private var words: [String: [Weights]] = [:]
    /// Endings of compound words (`…pulver`, `…sap`, `…socker`), each with its language, longest first.
    private var endings: [Ending] = []
    /// The indices in `endings` of the endings closing with each character, longest first: a word is tried against
    /// the few that end as it does, not all of them (the scan had cost 3% of `kaimono match`).
    private var endingsByLast: [Character: [Int]] = [:]
    /// Letters one language group writes and English never does (`ø`, `ő`, `ł`), with their languages.
    private var letters: [UInt32: [String]] = [:]
    private var english: Set<String> = []
    private var chineseCharacters: Set<UInt32> = []
    private var order: [String: Int] = [:]

    /// A guesser that knows no words (scripts are still told apart).
    public init() {}

    /// The guesser shipped with Kaimono; knows only scripts when the bundled file is missing or malformed
    /// (`loadBundled()` says why).
    public static let bundled: LineLanguage = (try? loadBundled()) ?? LineLanguage()

    /// Reads the bundled `lexicon/languages.tsv`, saying what is wrong when it cannot.
    public static func loadBundled() throws(LexiconError) -> LineLanguage {
        let url = BundledData.file("lexicon/languages.tsv")
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LexiconError(
                source: url.path, message: "cannot read the bundled language words (\(error)); set KAIMONO_DATA to a data folder")
        }
        return try LineLanguage(tsv: text, source: url.path)
    }

    /// Reads the `language kind words` table (kinds: word, function, ending, letter, char, en).
    public init(tsv: String, source: String = "languages.tsv") throws(LexiconError) {
        var sawHeader = false
        for (index, raw) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if !sawHeader {
                guard fields == ["language", "kind", "words"] else {
                    throw LexiconError(
                        source: source, line: index + 1, message: "the header must be \"language\\tkind\\twords\"")
                }
                sawHeader = true
                continue
            }
            guard fields.count == 3 else {
                throw LexiconError(source: source, line: index + 1, message: "\(fields.count) columns, expected 3 (language, kind, words)")
            }
            let (language, kind) = (fields[0], fields[1])
            if order[language] == nil { order[language] = order.count }
            let items = fields[2].split(separator: "|").map(String.init)
            switch kind {
            case "en":
                for item in items { english.insert(TextNormalizer.normalize(item)) }
            case "word", "function":
                let weight = kind == "word" ? 1.0 : 0.5
                for item in items {
                    words[TextNormalizer.normalize(item), default: []].append(Weights(language: language, weight: weight))
                }
            case "ending":
                // An ending of fewer than 3 letters would end too many words of other languages: not read.
                for item in items {
                    let ending = TextNormalizer.normalize(item)
                    if ending.count >= 3 { endings.append(Ending(ending: ending, language: language)) }
                }
            case "letter":
                for scalar in fields[2].unicodeScalars where scalar != "|" {
                    for value in [scalar.value] + scalar.properties.uppercaseMapping.unicodeScalars.map(\.value) {
                        letters[value, default: []].append(language)
                    }
                }
            case "char":
                for scalar in fields[2].unicodeScalars where scalar != "|" { chineseCharacters.insert(scalar.value) }
            default:
                throw LexiconError(
                    source: source, line: index + 1,
                    message: "unknown kind \"\(kind)\"; write word, function, ending, letter, char or en")
            }
        }
        guard sawHeader else { throw LexiconError(source: source, message: "empty table: expected a header line") }
        endings.sort { $0.ending.count > $1.ending.count }
        for (k, entry) in endings.enumerated() {
            if let last = entry.ending.last { endingsByLast[last, default: []].append(k) }
        }
    }

    /// The first ending (longest first) `word` is a compound of: the word ends with it and has three letters or more
    /// before it.
    private func compoundEnding(of word: String) -> Ending? {
        guard let last = word.last, let tried = endingsByLast[last] else { return nil }
        let length = word.count
        for k in tried where length >= endings[k].ending.count + 3 && word.hasSuffix(endings[k].ending) {
            return endings[k]
        }
        return nil
    }

    /// The ISO 639-1 code of the line's language when it is one Kaimono does not read; `nil` for Japanese,
    /// English, and lines it cannot tell.
    ///
    /// - Parameters:
    ///   - text: The line as written.
    ///   - food: The text of the food name the lexicon found in the line (its words never count).
    public func unsupported(_ text: String, food: String?) -> String? {
        // A line of ASCII only has no other script: its Latin words decide (most English lines).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard !(words.isEmpty && endings.isEmpty), text.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else { return nil }
            return latinLanguage(text, food: food)
        }
        // Letters per script, in a fixed order (a tie goes to the script listed first).
        // One lane per script of `scriptCodes` (14 of 16): counted on the stack, no array per line.
        var scripts = SIMD16<Int32>()
        var latin = 0, kana = 0, kanji = 0
        var urdu = false, persian = false, ukrainian = false, vietnamese = false
        var letterLanguages: [String] = []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0xC0, v <= 0x24F, let languages = letters[v] {
                for language in languages where !letterLanguages.contains(language) { letterLanguages.append(language) }
            }
            switch v {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
            case 0x3040...0x30FF, 0xFF66...0xFF9F: kana += 1
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: kanji += 1
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: scripts[0] += 1
            case 0x0E00...0x0E7F: scripts[1] += 1
            case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                scripts[2] += 1
                switch v {
                case 0x679, 0x688, 0x691, 0x6BA, 0x6BE, 0x6C1, 0x6D2: urdu = true
                case 0x67E, 0x686, 0x698, 0x6AF, 0x6CC: persian = true
                default: break
                }
            case 0x0590...0x05FF: scripts[3] += 1
            case 0x0400...0x04FF:
                scripts[4] += 1
                switch v {
                case 0x456, 0x457, 0x454, 0x491, 0x406, 0x407, 0x404, 0x490: ukrainian = true
                default: break
                }
            case 0x0370...0x03FF: scripts[5] += 1
            case 0x0900...0x097F: scripts[6] += 1
            case 0x0980...0x09FF: scripts[7] += 1
            case 0x0B80...0x0BFF: scripts[8] += 1
            case 0x0A00...0x0A7F: scripts[9] += 1
            case 0x0C00...0x0C7F: scripts[10] += 1
            case 0x10A0...0x10FF: scripts[11] += 1
            case 0x0530...0x058F: scripts[12] += 1
            case 0x1200...0x137F: scripts[13] += 1
            default: break
            }
            // Letters only Vietnamese writes (ă, đ, ơ, ư and the tone-marked vowels of Latin Extended Additional).
            switch v {
            case 0x103, 0x102, 0x111, 0x110, 0x1A1, 0x1A0, 0x1B0, 0x1AF, 0x1EA0...0x1EF9: vietnamese = true
            default: break
            }
        }
        var top = 0
        for k in Self.scriptCodes.indices where scripts[k] > scripts[top] { top = k }
        let count = Int(scripts[top])
        if count >= 2, count > latin, count > kana + kanji {
            switch Self.scriptCodes[top] {
            case "ar": return urdu ? "ur" : persian ? "fa" : "ar"
            case "ru": return ukrainian ? "uk" : "ru"
            case let script: return script
            }
        }
        if kana > 0 { return nil }
        if kanji > 0 && kanji >= latin {
            return chineseCount(text, food: food) > 0 ? "zh" : nil
        }
        if vietnamese && latin > 0 { return "vi" }
        guard latin > 0, !(words.isEmpty && endings.isEmpty) else { return nil }
        return latinLanguage(text, food: food, letterLanguages: letterLanguages)
    }

    /// The languages told by their script alone, in the order `unsupported` counts them.
    static let scriptCodes = ["ko", "th", "ar", "he", "ru", "el", "hi", "bn", "ta", "pa", "te", "ka", "hy", "am"]

    private func chineseCount(_ text: String, food: String?) -> Int {
        let skipped = (food ?? "").unicodeScalars.map(\.value)
        var count = 0
        var previousDigit = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            defer { previousDigit = (0x30...0x39).contains(v) || (0xFF10...0xFF19).contains(v) || v == 0x20 && previousDigit }
            guard chineseCharacters.contains(v), !skipped.contains(v) else { continue }
            // `克` is Chinese as a unit after a number; inside words Japanese uses it too (`克服`).
            if v == 0x514B && !previousDigit { continue }
            count += 1
        }
        return count
    }

    /// Whether a text has a word of two ASCII letters or more between non-alphanumeric characters that is
    /// English: such a word is one of the text's normalized words as it is, so nothing needs normalizing (most
    /// English lines end here). Besides ASCII, the text may hold only characters that are neither letters nor
    /// digits of any language (`½`, `×`, dashes, curly quotes, a no-break space); any other one sends the line
    /// the long way.
    private func saysEnglishWord(_ text: String) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
            func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            var k = 0
            while k < bytes.count {
                if bytes[k] >= 0x80 {
                    guard let length = Self.separatorLength(bytes, at: k) else { return false }
                    k += length
                    continue
                }
                guard isLetter(bytes[k]) else {
                    k += 1
                    continue
                }
                var end = k + 1
                while end < bytes.count && isLetter(bytes[end]) { end += 1 }
                // A word going on in a letter outside ASCII (`orégano`) is not the word before it (`or`): the line
                // goes the long way.
                if end < bytes.count && bytes[end] >= 0x80 && Self.separatorLength(bytes, at: end) == nil { return false }
                // A word stuck to a number (`2cups`, `½cup`) is not counted.
                let bounded = (k == 0 || !(isDigit(bytes[k - 1]) || Self.fractionEnds(bytes, at: k - 1)))
                    && (end == bytes.count || !(isDigit(bytes[end]) || Self.fractionStarts(bytes, at: end)))
                if bounded && end - k >= 2 {
                    // Lowercased straight into the string (a short word is a small string: no allocation).
                    let word = String(unsafeUninitializedCapacity: end - k) { buffer in
                        for offset in 0..<(end - k) { buffer[offset] = bytes[k + offset] | 0x20 }
                        return end - k
                    }
                    if english.contains(word) { return true }
                }
                k = end
            }
            return false
        } ?? false
    }

    /// The length in UTF-8 of the separator at `k` that is no letter or digit of any language: `¼ ½ ¾`, a
    /// no-break space, `×`, hyphens and dashes, curly quotes, `⁄`, the fractions `⅐`…`⅞`; `nil` for any other
    /// non-ASCII character.
    static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Int? {
        let b0 = bytes[k]
        if b0 == 0xC2 || b0 == 0xC3, k + 1 < bytes.count {
            let b1 = bytes[k + 1]
            if b0 == 0xC2 && (b1 == 0xA0 || (0xBC...0xBE).contains(b1)) { return 2 }
            if b0 == 0xC3 && b1 == 0x97 { return 2 }
            return nil
        }
        guard b0 == 0xE2, k + 2 < bytes.count else { return nil }
        let b1 = bytes[k + 1], b2 = bytes[k + 2]
        if b1 == 0x80 && ((0x90...0x94).contains(b2) || b2 == 0x98 || b2 == 0x99 || b2 == 0x9C || b2 == 0x9D) { return 3 }
        if b1 == 0x81 && b2 == 0x84 { return 3 }
        if b1 == 0x85 && (0x90...0x9E).contains(b2) { return 3 }
        return nil
    }

    /// Whether a fraction character (`¼ ½ ¾`, `⅐`…`⅞`) starts at byte `k`.
    static func fractionStarts(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        if k + 1 < bytes.count, bytes[k] == 0xC2, (0xBC...0xBE).contains(bytes[k + 1]) { return true }
        return k + 2 < bytes.count && bytes[k] == 0xE2 && bytes[k + 1] == 0x85 && (0x90...0x9E).contains(bytes[k + 2])
    }

    /// Whether a fraction character ends at byte `k`.
    static func fractionEnds(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        (k >= 1 && fractionStarts(bytes, at: k - 1)) || (k >= 2 && fractionStarts(bytes, at: k - 2))
    }

    /// Whether `text` holds `'` or `’` (E2 80 99), by its bytes (most lines hold neither).
    static func hasApostrophe(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == 0x27 || (previous == (0xE2, 0x80) && byte == 0x99) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The words of a normalized text (split at spaces) of two letters or more with a Latin letter among them,
    /// read in UTF-8 (a space byte always ends a character).
    static func words(of normalized: String) -> [Substring] {
        var words: [Substring] = []
        let utf8 = normalized.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            var end = start
            var latin = false, ascii = true, bytes = 0
            while end < utf8.endIndex {
                let byte = utf8[end]
                if byte == 0x20 { break }
                if byte >= 0x61 && byte <= 0x7A { latin = true } else if byte >= 0x80 { ascii = false }
                bytes += 1
                end = utf8.index(after: end)
            }
            if latin {
                let word = normalized[start..<end]
                if ascii ? bytes >= 2 : word.count >= 2 { words.append(word) }
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return words
    }

    /// Units every language writes alike.
    static let metricUnits: Set<String> = ["ml", "cl", "dl", "kg", "mg", "cm", "mm", "gr", "grs"]

    /// The language of a Latin line by its words: known words of a language, endings of its compound words
    /// (`Gemüsebouillon`, `citroensap`), and letters only it writes (`letterLanguages`: `ø`, `ő`, `ł`).
    /// Whether a line says one English word (`cup`, `of`, `chopped`): evidence that it is English, which a line
    /// naming only a food and an amount (`4 Rumpsteaks`, `200 g Feta`, `2 cl Limejuice`) does not give.
    public func saysEnglish(_ text: String) -> Bool {
        if saysEnglishWord(text) { return true }
        return Self.latinWords(of: text).contains { english.contains(String($0)) }
    }

    /// The normalized words of a line (`words(of:)`), elided articles words of their own (`d'ail`, `dell'olio`).
    static func latinWords(of text: String) -> [Substring] {
        let spaced = Self.hasApostrophe(text)
            ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "'" || $0 == "’" ? " " : $0 }))
            : text
        return words(of: TextNormalizer.normalize(spaced))
    }

    /// Whether a line read as English, naming no food, reads as `language` in a recipe in that language: its
    /// English evidence is only words that language writes too (`room`, cream in Dutch; `of`, or), and it says at
    /// least one content word of the language (`150 gr zure room`, `250 gr biefstuk of entrecote`).
    public func reads(_ text: String, as language: String) -> Bool {
        var content = false
        for token in Self.latinWords(of: text) {
            let word = String(token)
            let ofLanguage = words[word]?.contains { $0.language == language } ?? false
            if english.contains(word) && !ofLanguage { return false }
            if words[word]?.contains(where: { $0.language == language && $0.weight >= 1 }) == true
                || endings.contains(where: { $0.language == language && word.count >= $0.ending.count + 3 && word.hasSuffix($0.ending) })
            {
                content = true
            }
        }
        return content
    }

    private func latinLanguage(_ text: String, food: String?, letterLanguages: [String] = []) -> String? {
        if saysEnglishWord(text) { return nil }
        let tokens = Self.latinWords(of: text)
        // One English word makes the line English.
        if tokens.contains(where: { english.contains(String($0)) }) { return nil }
        // A line with no word and no letter of another language (`1 onion`, most lines reaching here) is in none:
        // told before the food's words are read and the languages counted.
        if letterLanguages.isEmpty, !tokens.contains(where: { words[String($0)] != nil || compoundEnding(of: String($0)) != nil }) {
            return nil
        }
        let foodWords = Set(TextNormalizer.normalize(food ?? "").split(separator: " ").map(String.init))
        var scores: [String: Double] = [:]
        var content: [String: Int] = [:]
        var counted = 0
        var covered: [String: Int] = [:]
        var coveredByAny = 0
        for token in tokens {
            let word = String(token)
            // Amounts written with their unit (`12cl`, `350g`, `20x20cm`) say nothing of the language.
            if foodWords.contains(word) || Self.metricUnits.contains(word) || word.utf8.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true {
                continue
            }
            counted += 1
            var known = false
            if let weights = words[word] {
                known = true
                for weight in weights {
                    scores[weight.language, default: 0] += weight.weight
                    covered[weight.language, default: 0] += 1
                    if weight.weight >= 1 { content[weight.language, default: 0] += 1 }
                }
            } else if let first = compoundEnding(of: word) {
                // A compound of the language (of each language that writes the ending): as good as a content word.
                known = true
                for entry in endings where entry.ending == first.ending {
                    scores[entry.language, default: 0] += 1
                    covered[entry.language, default: 0] += 1
                    content[entry.language, default: 0] += 1
                }
            }
            if known { coveredByAny += 1 }
        }
        for language in letterLanguages {
            scores[language, default: 0] += 1
            content[language, default: 0] += 1
        }
        let ranked = scores.sorted {
            $0.value != $1.value ? $0.value > $1.value : (order[$0.key] ?? 0) < (order[$1.key] ?? 0)
        }
        // (A line with no word counted is told by nothing but a letter: `ø` alone names no language.)
        guard counted > 0, let (language, score) = ranked.first, (content[language] ?? 0) >= 1 else { return nil }
        // Enough words of the language, or a short line made only of them (`Salz`, `200 g Mehl`), or only of
        // words of languages Kaimono does not read (`1 tsk Paprikapulver`: Swedish or Danish, and German).
        if score >= 1.5 || (covered[language] ?? 0) == counted || coveredByAny == counted { return language }
        return nil
    }
}
