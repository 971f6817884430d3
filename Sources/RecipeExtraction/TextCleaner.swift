/// Turns markup-laden strings into text as a reader sees it.
///
/// Full-width ASCII (`１２ｇ`, `（Ａ）`) becomes ASCII, the ideographic space a space; kana, kanji and
/// half-width katakana stay as written, because later stages match Japanese spellings exactly.
enum TextCleaner {
    /// Cleans a string taken from JSON: entities decoded (again when double-encoded), tags removed,
    /// width folded and whitespace collapsed.
    static func cleanMarkup(_ text: String) -> String {
        var value = text
        var rounds = 0
        while rounds < 3 {
            rounds += 1
            var changed = false
            if value.utf8.contains(UInt8(ascii: "&")) {
                let decoded = decodeEntities(value)
                if decoded != value { value = decoded; changed = true }
            }
            if value.utf8.contains(UInt8(ascii: "<")) {
                let stripped = stripTags(value)
                if stripped != value { value = stripped; changed = true }
            }
            if !changed { break }
        }
        return normalize(value)
    }

    /// Folds full-width ASCII to ASCII, drops invisible characters and collapses whitespace.
    static func normalize(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0xFF01 && value <= 0xFF5E, let folded = Unicode.Scalar(value - 0xFEE0) {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(folded)
            } else if value == 0x200B || value == 0xFEFF || value == 0x00AD || value == 0x200E || value == 0x200F {
                continue
            } else if isSpace(scalar) {
                pendingSpace = true
            } else {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B, 0xA0, 0x3000, 0x2000...0x200A, 0x202F, 0x205F, 0x1680, 0x85, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }

    /// Decodes `&name;`, `&#123;` and `&#x1F;` references; unknown or malformed ones stay as written.
    static func decodeEntities(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "&" else {
                out.append(scalar)
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count && end - index <= 32 && scalars[end] != ";" && scalars[end] != "&"
                && !isSpace(scalars[end])
            {
                end += 1
            }
            guard end < scalars.count, scalars[end] == ";", end > index + 1 else {
                out.append(scalar)
                index += 1
                continue
            }
            let body = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            if let decoded = decodeReference(body) {
                out.append(contentsOf: decoded.unicodeScalars)
                index = end + 1
            } else {
                out.append(scalar)
                index += 1
            }
        }
        return String(out)
    }

    private static func decodeReference(_ body: String) -> String? {
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let number: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                number = UInt32(digits.dropFirst(), radix: 16)
            } else {
                number = UInt32(digits, radix: 10)
            }
            guard let number else { return nil }
            // Windows-1252 code points written as numbers (`&#146;`) mean their cp1252 characters.
            if let mapped = windows1252C1[number] { return String(mapped) }
            guard number != 0, let scalar = Unicode.Scalar(number) else { return "\u{FFFD}" }
            return String(scalar)
        }
        return HTMLEntities.named[body]
    }

    private static let windows1252C1: [UInt32: Character] = [
        0x80: "€", 0x82: "‚", 0x84: "„", 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”",
        0x95: "•", 0x96: "–", 0x97: "—", 0x99: "™",
    ]

    /// Inline tags vanish without a trace; any other tag separates words.
    private static let inlineTags: Set<String> = [
        "a", "b", "i", "em", "strong", "span", "sup", "sub", "small", "u", "font", "abbr", "mark", "s", "strike",
    ]

    /// Removes `<tag …>`, `</tag>` and `<!-- … -->`; a `<` that does not start a tag stays (`< 1 cup`).
    static func stripTags(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index + 1 < scalars.count {
                let next = scalars[index + 1]
                let startsTag = next == "/" || next == "!" || next.properties.isAlphabetic && next.isASCII
                if startsTag, let close = scalars[(index + 1)...].firstIndex(of: ">") {
                    var nameStart = index + 1
                    if scalars[nameStart] == "/" { nameStart += 1 }
                    var nameEnd = nameStart
                    while nameEnd < close, scalars[nameEnd].isASCII, scalars[nameEnd].properties.isAlphabetic
                        || ("0"..."9").contains(scalars[nameEnd])
                    {
                        nameEnd += 1
                    }
                    let name = String(String.UnicodeScalarView(scalars[nameStart..<nameEnd])).lowercased()
                    if !inlineTags.contains(name) { out.append(" ") }
                    index = close + 1
                    continue
                }
            }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }

    /// Guesses a language from the text: kana or kanji mean Japanese, Hangul Korean.
    static func guessLanguage(_ texts: [String]) -> String? {
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x3040...0x30FF, 0x4E00...0x9FFF, 0xFF66...0xFF9F: return "ja"
                case 0xAC00...0xD7AF: return "ko"
                default: break
                }
            }
        }
        return nil
    }
}
