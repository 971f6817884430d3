/// Turns a food name into the key the lexicon indexes and matches on.
///
/// The key is the NFKC form with canonical recomposition of voiced marks (half-width `ｶﾞ` becomes `が`),
/// katakana folded to hiragana, Latin letters lowercased and stripped of accents, punctuation and spaces
/// removed (a single space is kept only between two Latin words), and a dash after kana read as the long
/// vowel mark `ー`. So `玉ねぎ`, `タマネギ` and `ﾀﾏﾈｷﾞ` all give `たまねぎ`, and `Olive-Oil` gives `olive oil`.
public enum TextNormalizer {
    /// The lookup key of `s` (see the type's description).
    public static func normalize(_ s: String) -> String {
        if let ascii = normalizeASCII(s) { return ascii }
        return NormalizedText(s).string
    }

    /// The same key for a text of ASCII only, without building the scalar map (most English lines):
    /// letters lowercased, digits kept, one space between words, `'s` dropped at a word's end; `nil` when
    /// the text has any other byte.
    static func normalizeASCII(_ s: String) -> String? {
        var s = s
        s.makeContiguousUTF8()
        return s.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            // (The key is written into scratch memory, on the stack for a line's words: an array for it had been an
            // allocation per call, and a line is normalized several times.)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { out -> String? in
                var count = 0
                var pendingSpace = false, afterApostrophe = false, heldS = false
                func isWord(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) }
                func emit(_ b: UInt8) {
                    if pendingSpace {
                        pendingSpace = false
                        if count > 0, isWord(out[count - 1]) {
                            out[count] = 0x20
                            count += 1
                        }
                    }
                    out[count] = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
                    count += 1
                }
                for b in bytes {
                    if b >= 0x80 { return nil }
                    if heldS {
                        heldS = false
                        if isWord(b) { emit(0x73) }
                    }
                    if b == 0x27 {
                        afterApostrophe = count > 0 && isWord(out[count - 1])
                        continue
                    }
                    if afterApostrophe {
                        afterApostrophe = false
                        if b == 0x73 || b == 0x53 {
                            heldS = true
                            continue
                        }
                    }
                    if isWord(b) { emit(b) } else { pendingSpace = true }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: out[..<count]), as: UTF8.self)
            }
        } ?? nil
    }
}

