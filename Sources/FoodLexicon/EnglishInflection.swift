/// Regular English plural and singular forms of the last word of a normalized name.
enum EnglishInflection {
    /// Plural forms of `key`'s last word (`tomato` → `tomatoes`, `tomatos`; `berry` → `berries`).
    static func plurals(of key: String) -> [String] {
        guard let (head, word) = splitLastWord(key), word.count >= 2, isLatinWord(word) else { return [] }
        var forms: [String] = []
        let last = word.last!
        let beforeLast = word.dropLast().last!
        if last == "y", !"aeiou".contains(beforeLast) {
            forms.append(word.dropLast() + "ies")
        } else if last == "o" {
            forms.append(word + "es")
            forms.append(word + "s")
        } else if last == "s" || last == "x" || last == "z" || word.hasSuffix("ch") || word.hasSuffix("sh") {
            forms.append(word + "es")
        } else if word.hasSuffix("leaf") || word.hasSuffix("loaf") || word.hasSuffix("half") || word.hasSuffix("calf") {
            forms.append(word.dropLast() + "ves")
            forms.append(word + "s")
        } else if word.hasSuffix("knife") {
            forms.append(word.dropLast(2) + "ves")
        } else {
            forms.append(word + "s")
        }
        return forms.map { head + $0 }
    }

    /// Possible singular forms of `key`'s last word, most likely first; the caller checks which is known.
    static func singulars(of key: String) -> [String] {
        guard let (head, word) = splitLastWord(key), word.count >= 3, isLatinWord(word), word.hasSuffix("s") else {
            return []
        }
        var forms: [String] = []
        if word.hasSuffix("ies") {
            forms.append(word.dropLast(3) + "y")
        }
        if word.hasSuffix("ves") {
            forms.append(word.dropLast(3) + "f")
            forms.append(word.dropLast(3) + "fe")
        }
        if word.hasSuffix("es") {
            forms.append(String(word.dropLast(2)))
        }
        if !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            forms.append(String(word.dropLast()))
        }
        return forms.map { head + $0 }
    }

    /// The regular singular of `key`'s last word, when it looks plural (`sardines` → `sardine`,
    /// `peaches` → `peach`, `berries` → `berry`, `leaves` → `leaf`); `nil` for `asparagus`, `hummus`, `glass`.
    static func singular(of key: String) -> String? {
        guard let (head, word) = splitLastWord(key), word.count >= 4, isLatinWord(word), word.hasSuffix("s") else {
            return nil
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") {
            return nil
        }
        let stem: String
        if word.hasSuffix("ies") {
            stem = word.dropLast(3) + "y"
        } else if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes")
            || word.hasSuffix("sses") || word.hasSuffix("zes")
        {
            stem = String(word.dropLast(2))
        } else if word.hasSuffix("leaves") || word.hasSuffix("loaves") || word.hasSuffix("halves") {
            stem = word.dropLast(3) + "f"
        } else {
            stem = String(word.dropLast())
        }
        return head + stem
    }

    private static func splitLastWord(_ key: String) -> (String, String)? {
        guard !key.isEmpty else { return nil }
        if let space = key.lastIndex(of: " ") {
            return (String(key[...space]), String(key[key.index(after: space)...]))
        }
        return ("", key)
    }

    private static func isLatinWord(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { ($0.value >= 0x61 && $0.value <= 0x7A) }
    }
}
