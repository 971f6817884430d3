internal import Foundation

/// Tables for the scalars that need more than ASCII handling.
enum ScalarFolding {
    static let longVowel: UInt32 = 0x30FC

    /// The NFKC mapping of a non-ASCII scalar, accents stripped from Latin letters; `nil` when it maps to itself.
    static func mapping(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        let value = scalar.value
        // The blocks recipes are written in map to themselves; skip the table for them.
        if (0x3041...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) {
            return nil
        }
        if (0xFF01...0xFF5E).contains(value) {
            return [Unicode.Scalar(value - 0xFEE0)!]
        }
        return table[value]
    }

    /// NFKC mappings (and accent stripping) precomputed once for the compatibility blocks.
    private static let table: [UInt32: [Unicode.Scalar]] = buildTable(skippingUnchanged: true)

    /// The table; with `skippingUnchanged`, a scalar outside the Latin letter blocks that NFKC case folding
    /// leaves alone is not asked of Foundation (NFKC leaves it alone too: most of the symbol blocks).
    static func buildTable(skippingUnchanged: Bool) -> [UInt32: [Unicode.Scalar]] {
        var result: [UInt32: [Unicode.Scalar]] = [:]
        let ranges: [ClosedRange<UInt32>] = [
            0x00A0...0x024F, 0x02B0...0x02FF, 0x1E00...0x1EFF, 0x2000...0x2BFF, 0x2E80...0x2FDF,
            0x3000...0x303F, 0x309B...0x309C, 0x3130...0x33FF, 0xF900...0xFAFF, 0xFB00...0xFB4F,
            0xFE10...0xFE6F, 0xFF5F...0xFFEF,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let latin = (0x00C0...0x024F).contains(value) || (0x1E00...0x1EFF).contains(value)
                if skippingUnchanged, !latin, !scalar.properties.changesWhenNFKCCaseFolded { continue }
                let original = String(Character(scalar))
                var folded = original.precomposedStringWithCompatibilityMapping
                if latin {
                    folded = String(String.UnicodeScalarView(
                        folded.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                            !(0x0300...0x036F).contains($0.value)
                        }))
                }
                if folded != original {
                    result[value] = Array(folded.unicodeScalars)
                }
            }
        }
        // Stand-alone voiced marks act as combining ones (NFKC would insert a space).
        result[0x309B] = ["\u{3099}"]
        result[0x309C] = ["\u{309A}"]
        result[0xFF9E] = ["\u{3099}"]
        result[0xFF9F] = ["\u{309A}"]
        // Ligatures and letters NFKC keeps.
        result[0x00DF] = ["s", "s"]
        result[0x00E6] = ["a", "e"]
        result[0x00C6] = ["a", "e"]
        result[0x0153] = ["o", "e"]
        result[0x0152] = ["o", "e"]
        result[0x00F8] = ["o"]
        result[0x00D8] = ["o"]
        return result
    }

    /// The kana with `mark` (U+3099 voiced, U+309A semi-voiced, or their spacing forms) composed, if it composes.
    static func compose(_ base: UInt32, mark: UInt32) -> UInt32? {
        var value = base
        var katakana = false
        if (0x30A1...0x30FE).contains(value) {
            katakana = true
            value -= 0x60
        }
        let semi = mark == 0x309A || mark == 0x309C
        var composed: UInt32?
        switch value {
        case 0x304B...0x3062 where value % 2 == 1 && !semi:
            composed = value + 1
        case 0x3064, 0x3066, 0x3068:
            composed = semi ? nil : value + 1
        case 0x306F, 0x3072, 0x3075, 0x3078, 0x307B:
            composed = value + (semi ? 2 : 1)
        case 0x3046:
            composed = semi ? nil : 0x3094
        case 0x309D:
            composed = semi ? nil : 0x309E
        default:
            composed = nil
        }
        if katakana, (0x30EF...0x30F2).contains(base) {
            return semi ? nil : base + 8
        }
        guard let composed else { return nil }
        return katakana ? composed + 0x60 : composed
    }

    /// `true` for an opening bracket, `false` for a closing one, `nil` for anything else.
    static func bracket(_ value: UInt32) -> Bool? {
        switch value {
        case 0x28, 0x5B, 0x7B, 0xFF08, 0xFF3B, 0xFF5B, 0x3010, 0x300C, 0x300E, 0x3014, 0x3008, 0x300A, 0x3016, 0xFF1C:
            return true
        case 0x29, 0x5D, 0x7D, 0xFF09, 0xFF3D, 0xFF5D, 0x3011, 0x300D, 0x300F, 0x3015, 0x3009, 0x300B, 0x3017, 0xFF1E:
            return false
        default:
            return nil
        }
    }

    /// Hiragana, katakana or the long vowel mark.
    static func isKana(_ value: UInt32) -> Bool {
        (0x3041...0x30FF).contains(value)
    }

    /// The long vowel mark and small kana, which never start a word: a name right before them is cut short.
    static func continuesKatakanaWord(_ value: UInt32) -> Bool {
        switch value {
        case 0x30FC, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E: return true
        default: return false
        }
    }

    /// Dashes and minus signs that stand for `ー` after kana.
    static func isDash(_ value: UInt32) -> Bool {
        (0x2010...0x2015).contains(value) || value == 0x2212 || value == 0x2500 || value == 0x2501
            || value == 0xFF70
    }

    /// Latin letters and digits, between which a space separates words.
    @inline(__always)
    static func isWordLatin(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        }
        return value < 0x0250 && value >= 0xC0 && value != 0xD7 && value != 0xF7
    }
}
