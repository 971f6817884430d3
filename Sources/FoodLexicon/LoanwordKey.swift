/// The consonant skeleton of a food name as it sounds, the same for a katakana loanword and the Latin word
/// it comes from: `マスカルポーネ` and `mascarpone` → `mskrpn`, `カンタロープ` and `cantaloupe` → `kntrp`.
///
/// Katakana is read as Hepburn romaji; Latin spelling is read with the English rules a loanword follows
/// (`ph` → f, soft `c`/`g`, silent final `e`, an `r` before a consonant dropped as katakana drops it, with
/// the `r` kept as a second reading). Then vowels, `y`, `w` and doubled letters go, and the sounds katakana
/// cannot tell apart meet: l/r, v/b, f/h, z/s, sh/s, ts/t, n/m before b/p. Keys of fewer than three
/// consonants say too little and are not made.
enum LoanwordKey {
    /// The key of a name written wholly in katakana (`・`, `ー` and spaces allowed), or nil.
    static func key(katakana text: String) -> String? {
        var romaji: [UInt8] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var kana = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x30FC || value == 0x30FB || value == 0x20 || value == 0x3000 || value == 0x30C3 {
                index += 1
                continue
            }
            guard (0x30A1...0x30FA).contains(value), let syllable = syllables[value] else { return nil }
            kana += 1
            var sound = Array(syllable.utf8)
            if index + 1 < scalars.count, let small = smallKana[scalars[index + 1].value] {
                sound = combine(sound, small)
                index += 1
            }
            romaji += sound
            index += 1
        }
        guard let key = skeleton(romaji[...]), key.count >= 4 || key.count == 3 && kana >= 5 else { return nil }
        return key
    }

    /// The keys a Latin name can sound as (with and without the `r` katakana drops, singular and plural).
    static func keys(latin text: String) -> [String] {
        var letters: [UInt8] = []
        letters.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            // Accented letters fold to their base (`Gruyère` → gruyere).
            for folded in (scalar.isASCII ? nil : ScalarFolding.mapping(of: scalar)) ?? [scalar] {
                let value = folded.value
                if value >= 0x61 && value <= 0x7A {
                    letters.append(UInt8(value))
                } else if value >= 0x41 && value <= 0x5A {
                    letters.append(UInt8(value + 0x20))
                } else if value == 0x20 || value == 0x2D {
                    letters.append(0x20)
                } else if value != 0x27 && value != 0x2019 {
                    return []
                }
            }
        }
        // (Built in place, with no array per word or per reading: this runs for every English name at start-up.)
        var dropped: [UInt8] = []
        var kept: [UInt8] = []
        dropped.reserveCapacity(letters.count + 8)
        kept.reserveCapacity(letters.count + 8)
        for word in letters.split(separator: 0x20) {
            englishReading(word, dropped: &dropped, kept: &kept)
        }
        var keys: [String] = []
        for reading in [dropped, kept] {
            // The reading, and without a plural `s`.
            let plural = reading.count > 3 && reading.last == 0x73 && reading[reading.count - 2] != 0x73
            for variant in plural ? [reading[...], reading.dropLast()] : [reading[...]] {
                if let key = skeleton(variant), key.count >= 3, !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    /// One English word read as a loanword, appended to `dropped` (with the `r` before a consonant dropped)
    /// and `kept` (with it kept).
    private static func englishReading(_ letters: ArraySlice<UInt8>, dropped: inout [UInt8], kept: inout [UInt8]) {
        let word = Array(letters)
        // Spellings read as one sound: ph, ck, qu, x, sch, tch, th, wh; kn- and gn- lose their first letter.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.count + 2)
        var k = 0
        func has(_ pattern: StaticString) -> Bool {
            let count = pattern.utf8CodeUnitCount
            guard k + count <= word.count else { return false }
            for offset in 0..<count where word[k + offset] != pattern.utf8Start[offset] { return false }
            return true
        }
        if has("kn") || has("gn") { k = 1 }
        while k < word.count {
            if has("sch") {
                bytes.append(0x73)
                bytes.append(0x68)
                k += 3
            } else if has("tch") {
                bytes.append(0x63)
                bytes.append(0x68)
                k += 3
            } else if has("ph") {
                bytes.append(0x66)
                k += 2
            } else if has("ck") {
                bytes.append(0x6B)
                k += 2
            } else if has("qu") {
                bytes.append(0x6B)
                bytes.append(0x77)
                k += 2
            } else if has("th") {
                bytes.append(0x73)
                k += 2
            } else if has("wh") {
                bytes.append(0x68)
                k += 2
            } else if word[k] == 0x78 {
                bytes.append(0x6B)
                bytes.append(0x73)
                k += 1
            } else {
                bytes.append(word[k])
                k += 1
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2)
        var index = 0
        func isVowel(_ b: UInt8) -> Bool { b == 0x61 || b == 0x65 || b == 0x69 || b == 0x6F || b == 0x75 }
        func at(_ i: Int) -> UInt8 { i >= 0 && i < bytes.count ? bytes[i] : 0 }
        // A silent final e after a consonant (`lovage`, `cantaloupe`), but not in a short word (`be`).
        if bytes.count > 3, bytes.last == 0x65, !isVowel(at(bytes.count - 2)) { bytes.removeLast() }
        while index < bytes.count {
            let c = bytes[index]
            let next = at(index + 1)
            switch c {
            case 0x63:  // c
                if next == 0x68 {
                    out.append(0x63)  // ch
                    out.append(0x68)
                    index += 2
                    continue
                }
                out.append(next == 0x65 || next == 0x69 || next == 0x79 ? 0x73 : 0x6B)
            case 0x67:  // g
                if at(index - 1) != 0 && isVowel(at(index - 1)) && next == 0x68 && !isVowel(at(index + 2)) {
                    index += 2  // silent gh (`dough`)
                    continue
                }
                out.append(next == 0x65 || next == 0x69 || next == 0x79 ? 0x6A : 0x67)
            case 0x64 where next == 0x67 && (at(index + 2) == 0x65 || at(index + 2) == 0x69):
                out.append(0x6A)  // dge → j
                index += 2
                continue
            case 0x72 where !isVowel(next) && next != 0x79:
                out.append(0x52)  // R: an r katakana may drop
            case 0x6C where isVowel(at(index - 1)) && next == 0x6D:
                break  // silent l (`salmon`, `almond`)
            case 0x68 where index > 0 && at(index - 1) != 0x73 && at(index - 1) != 0x63:
                break  // silent h after a consonant
            default:
                out.append(c)
            }
            index += 1
        }
        for c in out where c != 0x52 { dropped.append(c) }
        for c in out { kept.append(c == 0x52 ? 0x72 : c) }
    }

    /// Vowels, y and w dropped, the sounds katakana merges merged, doubled letters once.
    private static func skeleton(_ romaji: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(romaji.count)
        var index = romaji.startIndex
        while index < romaji.endIndex {
            var c = romaji[index]
            let next = index + 1 < romaji.endIndex ? romaji[index + 1] : 0
            if c == 0x63, next == 0x68 {
                c = 0x43  // C: ch
                index += 1
            } else if c == 0x73, next == 0x68 {
                c = 0x73  // sh → s
                index += 1
            } else if c == 0x74, next == 0x73 {
                c = 0x74  // ts → t
                index += 1
            }
            switch c {
            case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79, 0x77: c = 0
            case 0x6C: c = 0x72  // l → r
            case 0x76: c = 0x62  // v → b
            case 0x66: c = 0x68  // f → h
            case 0x7A: c = 0x73  // z → s
            case 0x6E where next == 0x62 || next == 0x70 || next == 0x6D: c = 0x6D  // n → m before b, p, m
            default: break
            }
            if c != 0, out.last != c { out.append(c) }
            index += 1
        }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }

    private static func combine(_ sound: [UInt8], _ small: [UInt8]) -> [UInt8] {
        let vowels: Set<UInt8> = [0x61, 0x65, 0x69, 0x6F, 0x75]
        var consonant = Array(sound.prefix { !vowels.contains($0) })
        if small.first == 0x79 {
            // キャ → kya, シャ → sha, チャ → cha, ジャ → ja
            if consonant == [0x73, 0x68] || consonant == [0x63, 0x68] || consonant == [0x6A] { return consonant + small.dropFirst() }
            return consonant + small
        }
        if sound == [0x75] { consonant = [0x77] }  // ウィ → wi
        return consonant + small
    }

    /// Katakana (and hiragana, read the same) to Hepburn syllables.
    private static let syllables: [UInt32: String] = {
        let rows: [(String, [String])] = [
            ("アイウエオ", ["a", "i", "u", "e", "o"]), ("カキクケコ", ["ka", "ki", "ku", "ke", "ko"]),
            ("サシスセソ", ["sa", "shi", "su", "se", "so"]), ("タチツテト", ["ta", "chi", "tsu", "te", "to"]),
            ("ナニヌネノ", ["na", "ni", "nu", "ne", "no"]), ("ハヒフヘホ", ["ha", "hi", "fu", "he", "ho"]),
            ("マミムメモ", ["ma", "mi", "mu", "me", "mo"]), ("ヤユヨ", ["ya", "yu", "yo"]),
            ("ラリルレロ", ["ra", "ri", "ru", "re", "ro"]), ("ワヲン", ["wa", "o", "n"]),
            ("ガギグゲゴ", ["ga", "gi", "gu", "ge", "go"]), ("ザジズゼゾ", ["za", "ji", "zu", "ze", "zo"]),
            ("ダヂヅデド", ["da", "ji", "zu", "de", "do"]), ("バビブベボ", ["ba", "bi", "bu", "be", "bo"]),
            ("パピプペポ", ["pa", "pi", "pu", "pe", "po"]), ("ァィゥェォヴ", ["a", "i", "u", "e", "o", "vu"]),
        ]
        var table: [UInt32: String] = [:]
        for (kana, sounds) in rows {
            for (scalar, sound) in zip(kana.unicodeScalars, sounds) {
                table[scalar.value] = sound
                table[scalar.value - 0x60] = sound  // hiragana
            }
        }
        return table
    }()

    private static let smallKana: [UInt32: [UInt8]] = [
        0x30A1: Array("a".utf8), 0x30A3: Array("i".utf8), 0x30A5: Array("u".utf8), 0x30A7: Array("e".utf8),
        0x30A9: Array("o".utf8), 0x30E3: Array("ya".utf8), 0x30E5: Array("yu".utf8), 0x30E7: Array("yo".utf8),
    ]
}
