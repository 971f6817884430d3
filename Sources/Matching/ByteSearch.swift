/// Substring tests on UTF-8 bytes, without Foundation: the matcher asks them per candidate.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`; with `wholeWord`, only between spaces or the ends.
    static func contains(_ haystack: String, _ needle: String, wholeWord: Bool = false) -> Bool {
        firstOffset(of: needle, in: haystack, wholeWord: wholeWord) != nil
    }

    /// Where the first `needle` in `text` ends, compared byte for byte.
    static func end(of needle: String, in text: String) -> String.Index? {
        firstOffset(of: needle, in: text, wholeWord: false).map {
            text.utf8.index(text.utf8.startIndex, offsetBy: $0 + needle.utf8.count)
        }
    }

    /// Where the first `needle` in `text` starts, compared byte for byte.
    static func start(of needle: String, in text: String) -> String.Index? {
        firstOffset(of: needle, in: text, wholeWord: false).map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// The byte offset of the first `needle` in `haystack`.
    private static func firstOffset(of needle: String, in haystack: String, wholeWord: Bool) -> Int? {
        var haystack = haystack, needle = needle
        haystack.makeContiguousUTF8()
        needle.makeContiguousUTF8()
        return haystack.utf8.withContiguousStorageIfAvailable { h in
            needle.utf8.withContiguousStorageIfAvailable { n in find(h, n, wholeWord: wholeWord) } ?? nil
        } ?? nil
    }

    private static func find(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>, wholeWord: Bool) -> Int? {
        guard !n.isEmpty, h.count >= n.count else { return nil }
        let first = n[0]
        var i = 0
        while i <= h.count - n.count {
            if h[i] == first {
                var j = 1
                while j < n.count && h[i + j] == n[j] { j += 1 }
                if j == n.count {
                    if !wholeWord { return i }
                    let before = i == 0 || h[i - 1] == 0x20
                    let after = i + n.count == h.count || h[i + n.count] == 0x20
                    if before && after { return i }
                }
            }
            i += 1
        }
        return nil
    }
}
