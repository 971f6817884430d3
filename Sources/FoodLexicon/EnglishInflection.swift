/// Regular English plural and singular forms of the last word of a normalized name.
///
/// Works on normalized keys as scalar values (lowercase ASCII letters for English words), since it runs
/// for every English name when a lexicon loads.
enum EnglishInflection {
    /// Plural forms of `key`'s last word (`tomato` → `tomatoes`, `tomatos`; `berry` → `berries`).
    static func plurals(of key: [UInt32]) -> [[UInt32]] {
        guard let (head, word) = splitLastWord(key), word.count >= 2 else { return [] }
        let last = word[word.count - 1]
        let beforeLast = word[word.count - 2]
        var forms: [[UInt8]] = []
        if last == y, !isVowel(beforeLast) {
            forms.append(word.dropLast() + Array("ies".utf8))
        } else if last == o {
            forms.append(word + Array("es".utf8))
            forms.append(word + [s])
        } else if last == s || last == x || last == z || hasSuffix(word, "ch") || hasSuffix(word, "sh") {
            forms.append(word + Array("es".utf8))
        } else if hasSuffix(word, "leaf") || hasSuffix(word, "loaf") || hasSuffix(word, "half") || hasSuffix(word, "calf") {
            forms.append(word.dropLast() + Array("ves".utf8))
            forms.append(word + [s])
        } else if hasSuffix(word, "knife") {
            forms.append(word.dropLast(2) + Array("ves".utf8))
        } else {
            forms.append(word + [s])
        }
        return forms.map { head + $0.map(UInt32.init) }
    }

    /// Possible singular forms of `key`'s last word, most likely first; the caller checks which is known.
    static func singulars(of key: [UInt32]) -> [[UInt32]] {
        guard let (head, word) = splitLastWord(key), word.count >= 3, word.last == s else {
            return []
        }
        var forms: [[UInt8]] = []
        if hasSuffix(word, "ies") {
            forms.append(word.dropLast(3) + [y])
        }
        if hasSuffix(word, "ves") {
            forms.append(word.dropLast(3) + [f])
            forms.append(word.dropLast(3) + Array("fe".utf8))
        }
        if hasSuffix(word, "es") {
            forms.append(Array(word.dropLast(2)))
        }
        if !hasSuffix(word, "ss") && !hasSuffix(word, "us") && !hasSuffix(word, "is") {
            forms.append(Array(word.dropLast()))
        }
        return forms.map { head + $0.map(UInt32.init) }
    }

    /// The regular singular of `key`'s last word, when it looks plural (`sardines` → `sardine`,
    /// `peaches` → `peach`, `berries` → `berry`, `leaves` → `leaf`); `nil` for `asparagus`, `hummus`, `glass`.
    static func singular(of key: [UInt32]) -> [UInt32]? {
        guard let (head, word) = splitLastWord(key), word.count >= 4, word.last == s else {
            return nil
        }
        if hasSuffix(word, "ss") || hasSuffix(word, "us") || hasSuffix(word, "is") {
            return nil
        }
        let stem: [UInt8]
        if hasSuffix(word, "ies") {
            stem = word.dropLast(3) + [y]
        } else if hasSuffix(word, "oes") || hasSuffix(word, "ches") || hasSuffix(word, "shes") || hasSuffix(word, "xes")
            || hasSuffix(word, "sses") || hasSuffix(word, "zes")
        {
            stem = Array(word.dropLast(2))
        } else if hasSuffix(word, "leaves") || hasSuffix(word, "loaves") || hasSuffix(word, "halves") {
            stem = word.dropLast(3) + [f]
        } else {
            stem = Array(word.dropLast())
        }
        return head + stem.map(UInt32.init)
    }

    private static let s = UInt8(ascii: "s")
    private static let x = UInt8(ascii: "x")
    private static let y = UInt8(ascii: "y")
    private static let z = UInt8(ascii: "z")
    private static let o = UInt8(ascii: "o")
    private static let f = UInt8(ascii: "f")

    /// The key up to and including its last space, and its last word, when that word is all `a`–`z`.
    private static func splitLastWord(_ key: [UInt32]) -> ([UInt32], [UInt8])? {
        guard !key.isEmpty else { return nil }
        var start = key.count
        while start > 0, key[start - 1] != 0x20 {
            start -= 1
        }
        let word = key[start...]
        guard !word.isEmpty, word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        return (Array(key[..<start]), word.map { UInt8(truncatingIfNeeded: $0) })
    }

    private static func hasSuffix(_ word: [UInt8], _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard word.count >= count else { return false }
        return suffix.withUTF8Buffer { buffer in
            var index = 0
            while index < count {
                if word[word.count - count + index] != buffer[index] {
                    return false
                }
                index += 1
            }
            return true
        }
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75
    }
}
