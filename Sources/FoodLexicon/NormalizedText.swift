/// A text normalized scalar by scalar, remembering which part of the original text each scalar came from.
///
/// Both the index keys and the texts searched by `Lexicon.longestMatch(in:)` go through this one pipeline,
/// so a match found in the normalized scalars maps back to a range of the original string.
struct NormalizedText {
    /// The normalized scalars (see `TextNormalizer`).
    private(set) var scalars: [Unicode.Scalar] = []
    /// For each normalized scalar, the range of the original text it came from.
    private(set) var origins: [Range<String.Index>] = []
    /// For each normalized scalar, whether it was written in katakana (folded to hiragana in `scalars`).
    private(set) var katakana: [Bool] = []
    /// For each normalized scalar, whether spaces or punctuation stood before it in the original text.
    private(set) var separated: [Bool] = []

    init(_ text: String) {
        let view = text.unicodeScalars
        scalars.reserveCapacity(view.count)
        origins.reserveCapacity(view.count)
        katakana.reserveCapacity(view.count)
        separated.reserveCapacity(view.count)
        var pendingSpace = false
        var index = view.startIndex
        while index < view.endIndex {
            let next = view.index(after: index)
            let origin = index..<next
            let raw = view[index]
            index = next
            if raw.value < 0x80 {
                appendMapped(raw, origin: origin, pendingSpace: &pendingSpace)
            } else if let mapped = ScalarFolding.mapping(of: raw) {
                for scalar in mapped {
                    appendMapped(scalar, origin: origin, pendingSpace: &pendingSpace)
                }
            } else {
                appendMapped(raw, origin: origin, pendingSpace: &pendingSpace)
            }
        }
    }

    /// Appends one scalar that is already width-folded (NFKC), handling case, kana, marks and separators.
    private mutating func appendMapped(
        _ scalar: Unicode.Scalar, origin: Range<String.Index>, pendingSpace: inout Bool
    ) {
        let value = scalar.value
        // Letters and digits of ASCII: the most common case.
        if value < 0x80 {
            if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
                emit(scalar, origin: origin, pendingSpace: &pendingSpace)
            } else if (0x41...0x5A).contains(value) {
                emit(Unicode.Scalar(value + 0x20)!, origin: origin, pendingSpace: &pendingSpace)
            } else if value == 0x27 {
                // An apostrophe joins (`confectioners'` → `confectioners`).
                return
            } else if value == 0x2D, let last = scalars.last, ScalarFolding.isKana(last) {
                emit(ScalarFolding.longVowel, origin: origin, pendingSpace: &pendingSpace, katakana: katakana.last ?? false)
            } else {
                pendingSpace = true
            }
            return
        }
        // Voiced and semi-voiced marks compose with the kana before them.
        if value == 0x3099 || value == 0x309A || value == 0x309B || value == 0x309C {
            if let last = scalars.last, let composed = ScalarFolding.compose(last, mark: value) {
                scalars[scalars.count - 1] = composed
                origins[origins.count - 1] = origins[origins.count - 1].lowerBound..<origin.upperBound
            }
            return
        }
        // Katakana → hiragana.
        if (0x30A1...0x30F6).contains(value) || value == 0x30FD || value == 0x30FE {
            emit(Unicode.Scalar(value - 0x60)!, origin: origin, pendingSpace: &pendingSpace, katakana: true)
            return
        }
        if value == 0x30FC || (0x30F7...0x30FA).contains(value) {
            emit(scalar, origin: origin, pendingSpace: &pendingSpace, katakana: true)
            return
        }
        if ScalarFolding.isDash(value) {
            if let last = scalars.last, ScalarFolding.isKana(last) {
                emit(ScalarFolding.longVowel, origin: origin, pendingSpace: &pendingSpace, katakana: katakana.last ?? false)
            } else {
                pendingSpace = true
            }
            return
        }
        if value == 0x2019 || value == 0x2018 {
            return
        }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil || value == 0x30FC {
            if properties.isUppercase || properties.changesWhenLowercased {
                for lower in properties.lowercaseMapping.unicodeScalars {
                    emit(lower, origin: origin, pendingSpace: &pendingSpace)
                }
            } else {
                emit(scalar, origin: origin, pendingSpace: &pendingSpace)
            }
        } else {
            // Spaces, punctuation, symbols, nakaguro.
            pendingSpace = true
        }
    }

    private mutating func emit(
        _ scalar: Unicode.Scalar, origin: Range<String.Index>, pendingSpace: inout Bool, katakana: Bool = false
    ) {
        let wasSeparated = pendingSpace
        if pendingSpace {
            pendingSpace = false
            if let last = scalars.last, ScalarFolding.isWordLatin(last), ScalarFolding.isWordLatin(scalar) {
                scalars.append(" ")
                origins.append(origin.lowerBound..<origin.lowerBound)
                self.katakana.append(false)
                separated.append(true)
            }
        }
        scalars.append(scalar)
        origins.append(origin)
        self.katakana.append(katakana)
        separated.append(wasSeparated)
    }
}
