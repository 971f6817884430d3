/// One ingredient line as the parser scans it: the original scalars, their folded twins (same count,
/// see `ScalarClass.fold`) and whether the line is Japanese.
struct ScannedLine {
    let original: [Unicode.Scalar]
    let s: [Unicode.Scalar]
    let isJapanese: Bool

    init(_ text: String) {
        var original: [Unicode.Scalar] = []
        var folded: [Unicode.Scalar] = []
        original.reserveCapacity(text.utf8.count)
        folded.reserveCapacity(text.utf8.count)
        var japanese = false
        for scalar in text.unicodeScalars {
            // Control characters never carry meaning in an ingredient line; they would only break output. The
            // C1 codes 0x91–0x97 are Windows-1252 quotes and dashes read as Latin-1 (`corn \u{96} shaved`): the
            // punctuation they stand for.
            let v = scalar.value
            let kept: Unicode.Scalar = v >= 0x91 && v <= 0x97 ? Self.windows1252[Int(v - 0x91)]
                : (v < 0x20 || (v >= 0x7F && v < 0xA0)) ? " " : scalar
            original.append(kept)
            folded.append(ScalarClass.fold(kept))
            if !japanese, v >= 0x3000, ScalarClass.isJapanese(scalar) { japanese = true }
        }
        self.original = original
        self.s = folded
        self.isJapanese = japanese
    }

    /// What Windows-1252 puts at 0x91–0x97: ‘ ’ “ ” • – —.
    private static let windows1252: [Unicode.Scalar] = ["\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}"]

    var count: Int { s.count }

    @inline(__always)
    subscript(_ i: Int) -> Unicode.Scalar {
        // Out of range on either side reads as NUL, so lookbehind and lookahead need no bounds checks.
        UInt(bitPattern: i) < UInt(bitPattern: s.count) ? s[i] : "\0"
    }

    /// The original text from `lower` up to `upper`, spaces collapsed and trimmed; nil when empty
    /// (also when the bounds are crossed or outside the line).
    func text(from lower: Int, to upper: Int) -> String? {
        var lower = max(lower, 0)
        var upper = min(upper, s.count)
        while lower < upper, ScalarClass.isSpace(s[lower]) { lower += 1 }
        while upper > lower, ScalarClass.isSpace(s[upper - 1]) { upper -= 1 }
        guard lower < upper else { return nil }
        // Written straight into the string's storage (at most 4 bytes a scalar): no byte array, no second copy.
        return String(unsafeUninitializedCapacity: (upper - lower) * 4) { bytes in
            var count = 0
            var lastSpace = false
            for i in lower..<upper {
                if ScalarClass.isSpace(s[i]) {
                    if !lastSpace {
                        bytes[count] = 0x20
                        count += 1
                    }
                    lastSpace = true
                    continue
                }
                lastSpace = false
                // UTF-8 by hand: the stdlib's scalar-by-scalar String building is several times slower.
                let v = original[i].value
                switch v {
                case 0..<0x80:
                    bytes[count] = UInt8(v)
                    count += 1
                case 0x80..<0x800:
                    bytes[count] = UInt8(0xC0 | (v >> 6))
                    bytes[count + 1] = UInt8(0x80 | (v & 0x3F))
                    count += 2
                case 0x2010...0x2013 where ScalarClass.isASCIILetter(self[i - 1]) && ScalarClass.isASCIILetter(self[i + 1]):
                    // `self–raising`: a dash joining two words inside one is a hyphen, as readers write it.
                    bytes[count] = 0x2D
                    count += 1
                case 0x800..<0x10000:
                    bytes[count] = UInt8(0xE0 | (v >> 12))
                    bytes[count + 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
                    bytes[count + 2] = UInt8(0x80 | (v & 0x3F))
                    count += 3
                default:
                    bytes[count] = UInt8(0xF0 | (v >> 18))
                    bytes[count + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                    bytes[count + 2] = UInt8(0x80 | ((v >> 6) & 0x3F))
                    bytes[count + 3] = UInt8(0x80 | (v & 0x3F))
                    count += 4
                }
            }
            return count
        }
    }

    @inline(__always)
    func skipSpaces(_ i: Int) -> Int {
        var j = i
        while j < s.count, ScalarClass.isSpace(s[j]) { j += 1 }
        return j
    }

    /// Whether the folded text at `i` starts with `word`.
    @inline(__always)
    func has(_ word: [Unicode.Scalar], at i: Int) -> Bool {
        guard i >= 0, i + word.count <= s.count else { return false }
        for k in 0..<word.count where s[i + k] != word[k] { return false }
        return true
    }

    /// Whether the folded text at `i` starts with the ASCII `word`, ignoring case, and a word ends there.
    func hasWord(_ word: [Unicode.Scalar], at i: Int) -> Bool {
        guard i >= 0, i + word.count <= s.count else { return false }
        for k in 0..<word.count where ScalarClass.lowerASCII(s[i + k]) != word[k] { return false }
        let end = i + word.count
        return end == s.count || !ScalarClass.isWordLetter(s[end])
    }

    /// Whether any of `words` occurs in the folded text between `lower` and `upper`.
    func contains(anyOf words: [[Unicode.Scalar]], from lower: Int, to upper: Int) -> Bool {
        var i = max(lower, 0)
        while i < min(upper, s.count) {
            for word in words where i + word.count <= upper && has(word, at: i) { return true }
            i += 1
        }
        return false
    }

    /// Whether the range holds anything but spaces.
    func hasContent(from lower: Int, to upper: Int) -> Bool {
        var i = max(lower, 0)
        while i < min(upper, s.count) {
            if !ScalarClass.isSpace(s[i]) { return true }
            i += 1
        }
        return false
    }

    /// The index of the bracket closing the one at `i` (nesting counted), or nil when unclosed.
    func closingBracket(from i: Int) -> Int? {
        guard let close = ScalarClass.closing(self[i]) else { return nil }
        let open = s[i]
        var depth = 0
        var j = i
        while j < s.count {
            if s[j] == open {
                depth += 1
            } else if s[j] == close {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }

    // MARK: Numbers

    /// A number at `i`: `2`, `1.5`, `.5`, `1/2`, `½`, `1½`, `1 1/2`, `1と1/2`, `1・1/2`, `1-1/2`.
    func number(at i: Int) -> (value: Double, end: Int)? {
        // A number written with an exponent (`1e309`, `2E-3`) is no amount a recipe writes: neither its mantissa
        // nor its exponent is read as one (`卵 1e309個` was 309 eggs).
        if inExponent(at: i) { return nil }
        let c = self[i]
        if let fraction = ScalarClass.vulgarFraction(c) { return (fraction, i + 1) }
        var j = i
        var whole = 0.0
        var digits = 0
        while j < s.count, ScalarClass.isDigit(s[j]) {
            whole = whole * 10 + Double(s[j].value - 0x30)
            digits += 1
            j += 1
        }
        // More digits than a Double holds exactly (`99999999999999999999 eggs`) is no amount a recipe writes either:
        // not read as one, where its first fifteen digits had been (a number 100,000 times smaller than written).
        if digits > 15 { return nil }
        if digits == 0 {
            // `.5`
            if c == ".", ScalarClass.isDigit(self[i + 1]) { return decimal(0, at: i) }
            return nil
        }
        if self[j] == ".", ScalarClass.isDigit(self[j + 1]) { return decimal(whole, at: j) }
        if self[j] == ",", ScalarClass.isDigit(self[j + 1]), !ScalarClass.isDigit(self[j + 2]), !isJapanese,
           digits <= 2 {
            // European decimal comma `1,5 kg`; `1,000` (three digits) is a thousands separator.
            return decimal(whole, at: j)
        }
        if self[j] == ",", ScalarClass.isDigit(self[j + 1]), ScalarClass.isDigit(self[j + 2]),
           ScalarClass.isDigit(self[j + 3]), !ScalarClass.isDigit(self[j + 4]) {
            // `1,000`
            var value = whole
            for k in 1...3 { value = value * 10 + Double(s[j + k].value - 0x30) }
            return (value, j + 4)
        }
        if self[j] == "/", let (denominator, end) = integer(at: j + 1), denominator > 0 {
            return (whole / denominator, end)
        }
        if let fraction = ScalarClass.vulgarFraction(self[j]) { return (whole + fraction, j + 1) }
        // A mixed number: whole, a joiner, then a fraction.
        let joiner = self[j]
        if joiner == " " || joiner == "と" || joiner == "・" || joiner == "-" || joiner == "+" {
            let k = skipSpaces(j + 1)
            if let fraction = ScalarClass.vulgarFraction(self[k]) { return (whole + fraction, k + 1) }
            if let (numerator, slash) = integer(at: k), self[slash] == "/",
               let (denominator, end) = integer(at: slash + 1), denominator > 0, numerator < denominator {
                return (whole + numerator / denominator, end)
            }
        }
        return (whole, j)
    }

    /// Whether the digits at `i` are the mantissa or the exponent of a number in scientific notation: digits (a
    /// decimal point among them) then `e` or `E`, an optional sign and a digit.
    func inExponent(at i: Int) -> Bool {
        guard i < s.count, ScalarClass.isDigit(s[i]) || s[i] == "." else { return false }
        // The exponent: `e`, `e+` or `e-` right before, a digit before that.
        var k = i - 1
        if k >= 0, s[k] == "+" || s[k] == "-" { k -= 1 }
        if k >= 1, s[k] == "e" || s[k] == "E", ScalarClass.isDigit(s[k - 1]) || s[k - 1] == "." { return true }
        // The mantissa: digits and points, then `e`, an optional sign and a digit.
        var j = i
        while j < s.count, ScalarClass.isDigit(s[j]) || s[j] == "." { j += 1 }
        guard j < s.count, s[j] == "e" || s[j] == "E" else { return false }
        j += 1
        if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
        return j < s.count && ScalarClass.isDigit(s[j])
    }

    private func integer(at i: Int) -> (Double, Int)? {
        var j = i
        var value = 0.0
        while j < s.count, ScalarClass.isDigit(s[j]), j - i < 9 {
            value = value * 10 + Double(s[j].value - 0x30)
            j += 1
        }
        if j == i || ScalarClass.isDigit(self[j]) { return nil }
        return (value, j)
    }

    private func decimal(_ whole: Double, at dot: Int) -> (Double, Int) {
        var j = dot + 1
        var scale = 0.1
        var value = whole
        while j < s.count, ScalarClass.isDigit(s[j]) {
            value += Double(s[j].value - 0x30) * scale
            scale /= 10
            j += 1
        }
        return (value, j)
    }

    /// A number or a range of two: `1~2`, `1〜2`, `1-2`, `1 to 2`, `1 or 2`, `1から2`.
    func quantity(at i: Int) -> (low: Double, high: Double?, end: Int)? {
        guard let (low, end) = number(at: i) else { return nil }
        var k = end
        let afterSpace = skipSpaces(k)
        let c = self[afterSpace]
        if c == "~" || c == "-" {
            k = skipSpaces(afterSpace + 1)
            // `4- to 5-pound`: a hyphen that waits for the unit, then `to`.
            if hasWord(Self.to, at: k) { k = skipSpaces(k + 2) }
        } else if hasWord(Self.to, at: afterSpace) && afterSpace > end {
            k = skipSpaces(afterSpace + 2)
        } else if hasWord(Self.or, at: afterSpace) && afterSpace > end {
            k = skipSpaces(afterSpace + 2)
        } else if has(Self.kara, at: afterSpace) {
            k = skipSpaces(afterSpace + 2)
        } else {
            return (low, nil, end)
        }
        guard let (high, highEnd) = number(at: k), high >= low else { return (low, nil, end) }
        return (low, high, highEnd)
    }

    private static let to: [Unicode.Scalar] = ["t", "o"]
    private static let or: [Unicode.Scalar] = ["o", "r"]
    private static let kara: [Unicode.Scalar] = ["か", "ら"]
}
