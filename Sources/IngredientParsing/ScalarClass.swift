/// Character classes and the one-to-one width folding the parser scans with.
///
/// Folding maps each scalar to exactly one scalar, so positions in the folded line are positions in
/// the original line too (`unitText` and names are cut from the original).
enum ScalarClass {
    /// Full-width ASCII to ASCII, ideographic and other spaces to a space, fraction slashes to `/`,
    /// wave dashes to `~`, dashes between numbers to `-`, super- and subscript digits to digits.
    @inline(__always)
    static func fold(_ s: Unicode.Scalar) -> Unicode.Scalar {
        let v = s.value
        if v < 0x80 {
            return v == 0x09 ? " " : s
        }
        switch v {
        case 0xFF01...0xFF5E: return Unicode.Scalar(v - 0xFEE0) ?? s
        case 0x3000, 0x00A0, 0x2000...0x200B, 0x202F, 0x205F: return " "
        case 0x2044, 0x2215: return "/"
        case 0x301C, 0x223C, 0x2053: return "~"
        case 0x2010...0x2015, 0x2212, 0xFE63: return "-"
        case 0x00B9: return "1"
        case 0x00B2: return "2"
        case 0x00B3: return "3"
        case 0x2070: return "0"
        case 0x2074...0x2079: return Unicode.Scalar(v - 0x2074 + 0x34) ?? s
        case 0x2080...0x2089: return Unicode.Scalar(v - 0x2080 + 0x30) ?? s
        case 0x3010: return "【"
        case 0x3008, 0x300A, 0x226A, 0x00AB: return "<"
        case 0x3009, 0x300B, 0x226B, 0x00BB: return ">"
        case 0x3014, 0x3016, 0x3018, 0x301A: return "["
        case 0x3015, 0x3017, 0x3019, 0x301B: return "]"
        case 0x2018, 0x2019, 0x02BC: return "'"
        default: return s
        }
    }

    @inline(__always)
    static func lowerASCII(_ s: Unicode.Scalar) -> Unicode.Scalar {
        (s.value >= 0x41 && s.value <= 0x5A) ? Unicode.Scalar(UInt8(s.value + 32)) : s
    }

    @inline(__always)
    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    @inline(__always)
    static func isASCIILetter(_ s: Unicode.Scalar) -> Bool {
        let v = s.value | 0x20
        return v >= 0x61 && v <= 0x7A
    }

    @inline(__always)
    static func isUpperASCII(_ s: Unicode.Scalar) -> Bool { s.value >= 0x41 && s.value <= 0x5A }

    @inline(__always)
    static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\r" || s == "\n" }

    /// Letters of any script (Latin with accents, kana, kanji), for word boundaries.
    @inline(__always)
    static func isWordLetter(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return isASCIILetter(s) }
        // Everything past Latin-1 punctuation counts as a letter except the symbol and CJK punctuation blocks;
        // exact enough for word boundaries and much cheaper than Unicode properties.
        if v < 0xC0 || v == 0xD7 || v == 0xF7 { return false }
        return !((v >= 0x2000 && v <= 0x2BFF) || (v >= 0x3000 && v <= 0x303F) || (v >= 0xFE30 && v <= 0xFE4F)
            || (v >= 0xFF00 && v <= 0xFF65))
    }

    /// Kana, kanji and the iteration mark: a line with any of them is Japanese.
    @inline(__always)
    static func isJapanese(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (v >= 0x3040 && v <= 0x30FF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0x3400 && v <= 0x4DBF)
            || (v >= 0xFF66 && v <= 0xFF9F) || v == 0x3005 || (v >= 0xF900 && v <= 0xFAFF)
    }

    /// The value of a vulgar fraction character (`½` → 0.5).
    static func vulgarFraction(_ s: Unicode.Scalar) -> Double? {
        switch s.value {
        case 0x00BD: return 1.0 / 2
        case 0x2153: return 1.0 / 3
        case 0x2154: return 2.0 / 3
        case 0x00BC: return 1.0 / 4
        case 0x00BE: return 3.0 / 4
        case 0x2155: return 1.0 / 5
        case 0x2156: return 2.0 / 5
        case 0x2157: return 3.0 / 5
        case 0x2158: return 4.0 / 5
        case 0x2159: return 1.0 / 6
        case 0x215A: return 5.0 / 6
        case 0x2150: return 1.0 / 7
        case 0x215B: return 1.0 / 8
        case 0x215C: return 3.0 / 8
        case 0x215D: return 5.0 / 8
        case 0x215E: return 7.0 / 8
        case 0x2151: return 1.0 / 9
        case 0x2152: return 1.0 / 10
        default: return nil
        }
    }

    /// Kanji numerals one to ten (`二切れ`).
    static func kanjiDigit(_ s: Unicode.Scalar) -> Double? {
        switch s {
        case "一": return 1
        case "二": return 2
        case "三": return 3
        case "四": return 4
        case "五": return 5
        case "六": return 6
        case "七": return 7
        case "八": return 8
        case "九": return 9
        case "十": return 10
        default: return nil
        }
    }

    /// Opening bracket → its closing bracket, in folded text.
    @inline(__always)
    static func closing(_ s: Unicode.Scalar) -> Unicode.Scalar? {
        switch s {
        case "(": return ")"
        case "[": return "]"
        case "【": return "】"
        case "<": return ">"
        case "「": return "」"
        case "『": return "』"
        case "{": return "}"
        default: return nil
        }
    }
}
