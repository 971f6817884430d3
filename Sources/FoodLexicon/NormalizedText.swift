/// A text normalized scalar by scalar, remembering which part of the original text each scalar came from.
///
/// Both the index keys and the texts searched by `Lexicon.longestMatch(in:)` go through this one pipeline,
/// so a match found in the normalized scalars maps back to a range of the original string. Origins are
/// UTF-8 offsets, turned into `String.Index` only for the one match that is returned.
struct NormalizedText {
    /// One normalized scalar and where it came from.
    struct Element {
        /// The normalized scalar value (see `TextNormalizer`).
        var value: UInt32
        /// UTF-8 offset of the first original byte it came from.
        var start: Int32
        /// UTF-8 offset just past the last original byte it came from.
        var end: Int32
        /// Written in katakana (folded to hiragana in `value`).
        var katakana: Bool
        /// Spaces or punctuation stood right before it in the original text.
        var separated: Bool
        /// Inside brackets (`鯛（刺身用）`): an aside, not the thing named.
        var bracketed: Bool
    }

    private(set) var elements: [Element] = []
    private var bracketDepth = 0

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        elements.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var offset: Int32 = 0
        // A possessive `'s` is dropped (`calf's liver` → `calf liver`), so it matches either way of writing.
        var afterApostrophe = false
        var heldS: (value: UInt32, start: Int32, end: Int32)?
        for raw in text.unicodeScalars {
            let start = offset
            let value = raw.value
            offset += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
            if let held = heldS {
                heldS = nil
                if ScalarFolding.isWordLatin(value) {
                    appendMapped(held.value, start: held.start, end: held.end, pendingSpace: &pendingSpace)
                }
            }
            if let opens = ScalarFolding.bracket(value) {
                bracketDepth = opens ? bracketDepth + 1 : max(0, bracketDepth - 1)
                pendingSpace = true
                continue
            }
            if value == 0x27 || value == 0x2019 {
                afterApostrophe = elements.last.map { ScalarFolding.isWordLatin($0.value) } ?? false
                continue
            }
            if afterApostrophe {
                afterApostrophe = false
                if value == 0x73 || value == 0x53 {
                    heldS = (value, start, offset)
                    continue
                }
            }
            // Fast paths: hiragana and kanji map to themselves.
            if (0x3041...0x3096).contains(value) || (0x4E00...0x9FFF).contains(value) {
                emit(value, start: start, end: offset, pendingSpace: &pendingSpace)
            } else if value < 0x80 {
                appendMapped(value, start: start, end: offset, pendingSpace: &pendingSpace)
            } else if let mapped = ScalarFolding.mapping(of: raw) {
                for scalar in mapped {
                    appendMapped(scalar.value, start: start, end: offset, pendingSpace: &pendingSpace)
                }
            } else {
                appendMapped(value, start: start, end: offset, pendingSpace: &pendingSpace)
            }
        }
    }

    /// The normalized scalars as a string.
    var string: String {
        // (Encoded into scratch memory and made a string once: appended scalar by scalar, the string had grown and
        // been checked at each one, on every Japanese text normalized.)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(4 * elements.count, 1)) { bytes in
            var count = 0
            for element in elements {
                if let scalar = Unicode.Scalar(element.value) {
                    UTF8.encode(scalar) { byte in
                        bytes[count] = byte
                        count += 1
                    }
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }

    /// Appends one scalar that is already width-folded (NFKC), handling case, kana, marks and separators.
    private mutating func appendMapped(_ value: UInt32, start: Int32, end: Int32, pendingSpace: inout Bool) {
        // Letters and digits of ASCII: the most common case.
        if value < 0x80 {
            if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
                emit(value, start: start, end: end, pendingSpace: &pendingSpace)
            } else if (0x41...0x5A).contains(value) {
                emit(value + 0x20, start: start, end: end, pendingSpace: &pendingSpace)
            } else if value == 0x27 {
                // An apostrophe joins (`confectioners'` → `confectioners`).
                return
            } else if value == 0x2D, let last = elements.last, ScalarFolding.isKana(last.value) {
                emit(ScalarFolding.longVowel, start: start, end: end, pendingSpace: &pendingSpace, katakana: last.katakana)
            } else {
                pendingSpace = true
            }
            return
        }
        // Voiced and semi-voiced marks compose with the kana before them.
        if value == 0x3099 || value == 0x309A || value == 0x309B || value == 0x309C {
            if let last = elements.last, let composed = ScalarFolding.compose(last.value, mark: value) {
                elements[elements.count - 1].value = composed
                elements[elements.count - 1].end = end
            }
            return
        }
        // Katakana → hiragana.
        if (0x30A1...0x30F6).contains(value) || value == 0x30FD || value == 0x30FE {
            emit(value - 0x60, start: start, end: end, pendingSpace: &pendingSpace, katakana: true)
            return
        }
        if value == 0x30FC || (0x30F7...0x30FA).contains(value) {
            emit(value, start: start, end: end, pendingSpace: &pendingSpace, katakana: true)
            return
        }
        if (0x3041...0x309F).contains(value) {
            emit(value, start: start, end: end, pendingSpace: &pendingSpace)
            return
        }
        if ScalarFolding.isDash(value) {
            if let last = elements.last, ScalarFolding.isKana(last.value) {
                emit(ScalarFolding.longVowel, start: start, end: end, pendingSpace: &pendingSpace, katakana: last.katakana)
            } else {
                pendingSpace = true
            }
            return
        }
        if value == 0x2019 || value == 0x2018 {
            return
        }
        guard let scalar = Unicode.Scalar(value) else { return }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil {
            if properties.changesWhenLowercased {
                for lower in properties.lowercaseMapping.unicodeScalars {
                    emit(lower.value, start: start, end: end, pendingSpace: &pendingSpace)
                }
            } else {
                emit(value, start: start, end: end, pendingSpace: &pendingSpace)
            }
        } else {
            // Spaces, punctuation, symbols, nakaguro.
            pendingSpace = true
        }
    }

    private mutating func emit(
        _ value: UInt32, start: Int32, end: Int32, pendingSpace: inout Bool, katakana: Bool = false
    ) {
        let wasSeparated = pendingSpace
        if pendingSpace {
            pendingSpace = false
            if let last = elements.last, ScalarFolding.isWordLatin(last.value), ScalarFolding.isWordLatin(value) {
                elements.append(Element(
                    value: 0x20, start: start, end: start, katakana: false, separated: true, bracketed: bracketDepth > 0))
            }
        }
        elements.append(Element(
            value: value, start: start, end: end, katakana: katakana, separated: wasSeparated,
            bracketed: bracketDepth > 0))
    }
}
