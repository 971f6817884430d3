import FoodLexicon

/// The comparable features of a name: character bigrams of its normalized form (Japanese and any
/// script without spaces) and word tokens (English), each as a sorted array of integers.
struct NameFeatures: Sendable, Hashable {
    /// Character bigrams (and the unigram of a one-character name), packed two scalars per `UInt64`.
    var grams: [UInt64]
    /// Hashes of English word tokens, singularized and lowercased.
    var tokens: [UInt64]
    /// The normalized text (`TextNormalizer`), for modifier detection.
    var normalized: String

    init(_ text: String) {
        self.init(text, grams: true, tokens: true)
    }

    /// The features a line's name is compared by: grams for a Japanese line, tokens for any other (the other
    /// list is left empty, and must not be read).
    init(line text: String, japanese: Bool) {
        self.init(text, grams: japanese, tokens: !japanese)
    }

    private init(_ text: String, grams makeGrams: Bool, tokens makeTokens: Bool) {
        let normalized = TextNormalizer.normalize(text)
        self.normalized = normalized
        guard makeGrams else {
            grams = []
            tokens = makeTokens ? NameFeatures.sortedUnique(NameFeatures.tokenHashes(normalized)) : []
            return
        }
        var grams: [UInt64] = []
        grams.reserveCapacity(normalized.utf8.count)
        var previous: UInt32? = nil
        var scalars = 0
        for scalar in normalized.unicodeScalars {
            let value = scalar.value
            if value == 0x20 { previous = nil; continue }
            // Digits say the pack size, not the food.
            if (0x30...0x39).contains(value) { previous = nil; continue }
            scalars += 1
            if let p = previous { grams.append(UInt64(p) << 21 | UInt64(value)) }
            previous = value
        }
        if scalars == 1, let only = normalized.unicodeScalars.first(where: { $0.value != 0x20 }) {
            grams.append(UInt64(only.value) << 21)
        }
        self.grams = NameFeatures.sortedUnique(grams)
        self.tokens = makeTokens ? NameFeatures.sortedUnique(NameFeatures.tokenHashes(normalized)) : []
    }

    static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
        var sorted = values.sorted()
        var write = 0
        for read in sorted.indices where write == 0 || sorted[read] != sorted[write - 1] {
            sorted[write] = sorted[read]
            write += 1
        }
        sorted.removeLast(sorted.count - write)
        return sorted
    }

    /// Unigrams of every character too, so one-character ingredient names (`卵`, `酢`) find products.
    func withUnigrams() -> NameFeatures {
        var copy = self
        var set = Set(grams)
        for scalar in normalized.unicodeScalars where scalar.value != 0x20 && !(0x30...0x39).contains(scalar.value) {
            set.insert(UInt64(scalar.value) << 21)
        }
        copy.grams = set.sorted()
        return copy
    }

    private static let stopwords: Set<String> = [
        "of", "and", "or", "the", "a", "an", "for", "with", "in", "to", "pc", "pcs", "g", "kg", "ml", "l",
        // Sizes say nothing about what a thing is (`large` eggs, `1 large or 2 small pomegranates`).
        "large", "small", "medium", "big", "extra",
    ]

    /// Lowercase ASCII words, singular, without stopwords and numbers.
    static func words(_ normalized: String) -> [String] {
        var out: [String] = []
        var current = ""
        func flush() {
            if current.count > 1, !stopwords.contains(current) {
                out.append(singular(current))
            }
            current = ""
        }
        for scalar in normalized.unicodeScalars {
            let v = scalar.value
            if (0x61...0x7A).contains(v) {
                current.unicodeScalars.append(scalar)
            } else if (0x41...0x5A).contains(v), let lower = Unicode.Scalar(v + 32) {
                current.unicodeScalars.append(lower)
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// `words(text).map(hash)`, read from the UTF-8 bytes without making a string of each word (a line's name is
    /// tokenized once per line read, and again for each choice).
    static func tokenHashes(_ text: String) -> [UInt64] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var out: [UInt64] = []
            let count = bytes.count
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            var i = 0
            while i < count {
                guard isLetter(bytes[i]) else {
                    i += 1
                    continue
                }
                var end = i + 1
                while end < count && isLetter(bytes[end]) { end += 1 }
                if let hash = tokenHash(bytes, from: i, to: end) { out.append(hash) }
                i = end
            }
            return out
        } ?? words(text).map(hash)
    }

    /// The hash of the ASCII letters `bytes[start..<end]` lowercased and singular, as `hash(singular(word))`; nil for a
    /// word of one letter or a stopword.
    @inline(__always)
    private static func tokenHash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64? {
        let n = end - start
        guard n > 1 else { return nil }
        @inline(__always) func at(_ back: Int) -> UInt8 { n >= back ? bytes[end - back] | 0x20 : 0 }
        if n <= 6 {
            for word in stopwordBytes where word.count == n {
                var k = 0
                while k < n && bytes[start + k] | 0x20 == word[k] { k += 1 }
                if k == n { return nil }
            }
        }
        // `singular`, on bytes.
        var last = end
        var tail: UInt8 = 0
        if n > 3 && at(1) == 0x73 {  // s
            let (c3, c2) = (at(3), at(2))
            if c3 == 0x69 && c2 == 0x65 {  // ies
                last -= 3
                tail = 0x79
            } else if c2 == 0x65 && (c3 == 0x6F || c3 == 0x78  // oes, xes
                || (c3 == 0x68 && (at(4) == 0x63 || at(4) == 0x73))  // ches, shes
                || (c3 == 0x73 && at(4) == 0x73))  // sses
            {
                last -= 2
            } else if c3 == 0x76 && c2 == 0x65 && n > 4 {  // ves
                last -= 3
                tail = 0x66
            } else if c2 != 0x73 && c2 != 0x75 {  // not ss, us
                last -= 1
            }
        }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in start..<last {
            h ^= UInt64(bytes[k] | 0x20)
            h = h &* 0x100_0000_01b3
        }
        if tail != 0 {
            h ^= UInt64(tail)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
    private static let stopwordBytes = stopwords.map { Array($0.utf8) }

    static func singular(_ word: String) -> String {
        if word.count <= 3 { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses")
            || word.hasSuffix("xes")
        {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ves") && word.count > 4 { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") { return String(word.dropLast()) }
        return word
    }

    static func hash(_ word: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// The grams every name holding the normalized `word` has (its bigrams; for a word of one character, that
    /// character's unigram, which `withUnigrams` adds to product names).
    static func requiredGrams(_ word: String) -> [UInt64] {
        var grams: [UInt64] = []
        var previous: UInt32? = nil
        var single: [UInt64] = []
        for scalar in word.unicodeScalars {
            let value = scalar.value
            if value == 0x20 || (0x30...0x39).contains(value) { previous = nil; continue }
            if let p = previous { grams.append(UInt64(p) << 21 | UInt64(value)) }
            single.append(UInt64(value) << 21)
            previous = value
        }
        return sortedUnique(grams.isEmpty ? single : grams)
    }

    /// Whether the sorted `values` hold every element of the sorted `required`.
    static func holds(_ values: [UInt64], all required: [UInt64]) -> Bool {
        var i = 0
        for r in required {
            while i < values.count && values[i] < r { i += 1 }
            if i == values.count || values[i] != r { return false }
            i += 1
        }
        return true
    }

    /// How much of `query` is found in `self` (0…1) and the Dice coefficient, over bigrams or tokens.
    static func overlap(_ query: [UInt64], _ target: [UInt64]) -> (containment: Double, dice: Double) {
        guard !query.isEmpty, !target.isEmpty else { return (0, 0) }
        let common = commonCount(query, target)
        let containment = Double(common) / Double(query.count)
        let dice = 2 * Double(common) / Double(query.count + target.count)
        return (containment, dice)
    }

    /// How many values the sorted, duplicate-free `query` and `target` share. A short query against a long name
    /// (`豚肉`, one bigram, against a product's twenty) looks each value up by halving; else both are walked.
    @inline(__always)
    static func commonCount(_ query: UnsafeBufferPointer<UInt64>, _ target: UnsafeBufferPointer<UInt64>) -> Int {
        var common = 0
        if query.count * 8 <= target.count {
            var low = 0
            for value in query {
                var high = target.count
                while low < high {
                    let middle = (low + high) >> 1
                    if target[middle] < value { low = middle + 1 } else { high = middle }
                }
                if low == target.count { break }
                if target[low] == value {
                    common += 1
                    low += 1
                }
            }
            return common
        }
        var i = 0, j = 0
        while i < query.count && j < target.count {
            if query[i] == target[j] { common += 1; i += 1; j += 1 }
            else if query[i] < target[j] { i += 1 }
            else { j += 1 }
        }
        return common
    }

    static func commonCount(_ query: [UInt64], _ target: [UInt64]) -> Int {
        query.withUnsafeBufferPointer { query in target.withUnsafeBufferPointer { commonCount(query, $0) } }
    }
}

/// The features of several names side by side in two flat lists (a food's lexicon names): name `k`'s grams are
/// `grams[gramEnds[k - 1] ..< gramEnds[k]]` (from 0 for the first), its tokens likewise. A line compares its
/// name with every name of a candidate's food; read from one list, not from one allocation per name.
/// (A class: the index's dictionary gives one reference per look-up, where a struct of five lists had been copied
/// out of it, each list retained through the type's generic witnesses, for each food a line judges.)
final class NameFeatureRuns: Sendable {
    /// Each name's normalized text (`NameFeatures.normalized`), in order.
    let normalized: [String]
    private let grams: [UInt64]
    private let gramEnds: [Int]
    private let tokens: [UInt64]
    private let tokenEnds: [Int]

    init(_ names: [NameFeatures]) {
        var normalized: [String] = [], grams: [UInt64] = [], gramEnds: [Int] = []
        var tokens: [UInt64] = [], tokenEnds: [Int] = []
        for name in names {
            normalized.append(name.normalized)
            grams += name.grams
            gramEnds.append(grams.count)
            tokens += name.tokens
            tokenEnds.append(tokens.count)
        }
        self.normalized = normalized
        self.grams = grams
        self.gramEnds = gramEnds
        self.tokens = tokens
        self.tokenEnds = tokenEnds
    }

    /// The best `0.7 × containment + 0.3 × Dice` of `query` with one of the names (grams when `japanese`,
    /// else tokens), as `NameFeatures.overlap` reckons them; names without features are passed over.
    func bestOverlap(_ query: [UInt64], japanese: Bool) -> Double {
        let (features, ends) = japanese ? (grams, gramEnds) : (tokens, tokenEnds)
        guard !query.isEmpty else { return 0 }
        var best = 0.0
        query.withUnsafeBufferPointer { query in
            features.withUnsafeBufferPointer { features in
                var start = 0
                for end in ends {
                    defer { start = end }
                    if start == end { continue }
                    let common = NameFeatures.commonCount(query, UnsafeBufferPointer(rebasing: features[start..<end]))
                    let containment = Double(common) / Double(query.count)
                    let dice = 2 * Double(common) / Double(query.count + (end - start))
                    best = max(best, 0.7 * containment + 0.3 * dice)
                }
            }
        }
        return best
    }
}
