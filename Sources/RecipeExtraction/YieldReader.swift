/// Reads the number of servings from a yield as written (`4人分` → 4, `Serves 4-6` → 4, `12 cookies` → 12).
enum YieldReader {
    private static let kanjiDigits: [Character: Double] = [
        "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]

    /// The first number in the yield, or a kanji numeral before `人`; nil when none.
    static func servings(_ yield: String?) -> Double? {
        guard let yield else { return nil }
        let text = TextCleaner.normalize(yield)
        // A negative number (`-3`, a dump's error) is no yield.
        if let first = text.first(where: { !$0.isWhitespace }), first == "-" || first == "−" { return nil }
        var digits = ""
        var seenDigit = false
        for character in text {
            if let value = character.wholeNumberValue, character.isASCII {
                digits.append(Character(String(value)))
                seenDigit = true
            } else if seenDigit, character == "." || character == ",", !digits.contains(".") {
                digits.append(".")
            } else if seenDigit {
                break
            }
        }
        while digits.hasSuffix(".") { digits.removeLast() }
        if let value = Double(digits), value > 0 { return value }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if let value = kanjiDigits[character], index + 1 < characters.count, "人名".contains(characters[index + 1]) {
                return value
            }
        }
        return nil
    }
}
