import Foundation

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

    /// Whether the lowercase ASCII `needle` occurs in `haystack` with its letters in either case (`Thick`, `THICK`).
    static func containsFolded(_ haystack: String, _ needle: String) -> Bool {
        // (The bytes are read in place, no array made of either: the matcher asks this of most lines.)
        var haystack = haystack, needle = needle
        haystack.makeContiguousUTF8()
        needle.makeContiguousUTF8()
        return haystack.utf8.withContiguousStorageIfAvailable { h in
            needle.utf8.withContiguousStorageIfAvailable { n in findFolded(h, n) } ?? false
        } ?? false
    }

    private static func findFolded(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = n.first, h.count >= n.count else { return false }
        for i in 0...(h.count - n.count) where h[i] | 0x20 == first {
            var j = 1
            while j < n.count && (h[i + j] == n[j] || (h[i + j] >= 0x41 && h[i + j] <= 0x5A && h[i + j] | 0x20 == n[j])) {
                j += 1
            }
            if j == n.count { return true }
        }
        return false
    }

    /// Several needles looked for in one pass: their bytes side by side, and which bytes any of them starts with.
    struct Needles: Sendable {
        fileprivate let bytes: [UInt8]
        fileprivate let ends: [Int]
        fileprivate let starts: [Bool]

        /// The needles, none empty.
        init(_ words: [String]) {
            var bytes: [UInt8] = [], ends: [Int] = [], starts = [Bool](repeating: false, count: 256)
            for word in words where !word.isEmpty {
                bytes += word.utf8
                ends.append(bytes.count)
                starts[Int(word.utf8.first!)] = true
            }
            (self.bytes, self.ends, self.starts) = (bytes, ends, starts)
        }
    }

    /// Where the first of any of `needles` in `text` starts: the least start of them all, found in one pass.
    static func firstStart(ofAny needles: Needles, in text: String) -> String.Index? {
        var text = text
        text.makeContiguousUTF8()
        let offset = text.utf8.withContiguousStorageIfAvailable { h -> Int? in
            needles.bytes.withUnsafeBufferPointer { n in
                needles.ends.withUnsafeBufferPointer { ends in
                    needles.starts.withUnsafeBufferPointer { starts in
                        for i in 0..<h.count where starts[Int(h[i])] {
                            var start = 0
                            for end in ends {
                                defer { start = end }
                                let length = end - start
                                guard n[start] == h[i], length <= h.count - i else { continue }
                                var j = 1
                                while j < length && h[i + j] == n[start + j] { j += 1 }
                                if j == length { return i }
                            }
                        }
                        return nil
                    }
                }
            }
        } ?? nil
        return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// The pieces of `text` between its `separator`s, as Foundation's `components(separatedBy:)` gives them: split
    /// by bytes when the text is ASCII without a carriage return (its characters are then its bytes), else by
    /// Foundation. (A list's pieces are split so per line: Foundation's search had cost 1.5% of matching.)
    static func components(_ text: String, separatedBy separator: String) -> [String] {
        var text = text, separator = separator
        text.makeContiguousUTF8()
        separator.makeContiguousUTF8()
        let pieces = text.utf8.withContiguousStorageIfAvailable { h in
            separator.utf8.withContiguousStorageIfAvailable { n -> [String]? in
                guard !n.isEmpty, !h.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
                var pieces: [String] = []
                var start = 0
                var i = 0
                while i + n.count <= h.count {
                    if h[i] == n[0], (1..<n.count).allSatisfy({ h[i + $0] == n[$0] }) {
                        pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[start..<i]), as: UTF8.self))
                        i += n.count
                        start = i
                    } else {
                        i += 1
                    }
                }
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: h[start...]), as: UTF8.self))
                return pieces
            } ?? nil
        } ?? nil
        return pieces ?? text.components(separatedBy: separator)
    }

    /// Where the first `needle` in `haystack` starts, in UTF-8 bytes from its start.
    static func offset(of needle: String, in haystack: String) -> Int? {
        firstOffset(of: needle, in: haystack, wholeWord: false)
    }

    /// The byte offset of the first `needle` in `haystack`.
    static func firstOffset(of needle: String, in haystack: String, wholeWord: Bool) -> Int? {
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

extension StringProtocol {
    /// The text without the spaces and tabs at its ends, as `trimmingCharacters(in: .whitespaces)` gives it
    /// (`LineRequest.trimmingWhitespace`: Foundation is asked only when an end may be another kind of space).
    var trimmingSpaces: String { LineRequest.trimmingWhitespace(String(self)) }
}
