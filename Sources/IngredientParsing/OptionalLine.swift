/// Whether a recipe leaves a whole ingredient line to the cook: `1 cup chopped pecans (optional)`, `a pinch of cayenne,
/// if you like`, `Optional toppings: sour cream`, `くるみ（お好みで）`, `三つ葉（あれば）`, `青じそ 5枚（なくても可）`.
///
/// Narrower than `ParsedIngredient.optional`, which also holds purposes (`for garnish`, `to serve`) and the amounts
/// left to taste (`鮎 お好みで`, `粗びき黒胡椒 好みで少々`): those a cook still buys. A word that says only an extra or a
/// preparation is optional is not the line's (`plus more for drizzling, if desired`, `seeded if desired`, `or more if
/// you like`). Carts list such lines apart unless asked to buy them (`CartOptions.includeOptional`).
public enum OptionalLine {
    /// English phrases leaving the line to the cook.
    static let englishPhrases = ["optional", "if desired", "if you like", "if you wish", "if using"]
    /// Words in the clause before such a phrase that make it say something else is optional.
    static let englishOthers = ["more", "extra", "additional", "or"]
    /// Japanese words leaving the line to the cook wherever they stand.
    static let japaneseWords = ["あれば", "なくても", "省略可", "好みで入れ"]
    /// Japanese words leaving it to the cook only in a bracket (`（お好みで）`); after a name alone they are its amount.
    static let japaneseBracketed = ["お好みで", "好みで"]

    /// Whether the line as written is left to the cook.
    public static func isMarked(_ text: String) -> Bool {
        english(text.lowercased()) || japanese(text)
    }

    /// At most this many places of the phrases are read in one line: each reads its clause, and a line of thousands
    /// of them (bad input) would take a reading each.
    static let placesRead = 32

    static func english(_ text: String) -> Bool {
        let chars = Array(text)
        func isLetter(_ i: Int) -> Bool { i >= 0 && i < chars.count && chars[i].isLetter }
        func words(_ range: Range<Int>) -> [String] {
            String(chars[range]).split(whereSeparator: { !$0.isLetter }).map(String.init)
        }
        /// Where the whole word `word` first stands, if it does.
        func firstWord(_ word: String) -> Int? {
            let w = Array(word)
            guard w.count <= chars.count else { return nil }
            return (0...(chars.count - w.count)).first {
                chars[$0..<($0 + w.count)].elementsEqual(w) && !isLetter($0 - 1) && !isLetter($0 + w.count)
            }
        }
        /// The word ending before `i` (skipping what is no letter), lowercased as the text is.
        func wordBefore(_ i: Int) -> String {
            var end = i
            while end > 0, !chars[end - 1].isLetter { end -= 1 }
            var start = end
            while start > 0, chars[start - 1].isLetter { start -= 1 }
            return String(chars[start..<end])
        }
        let plus = firstWord("plus")
        var read = 0
        for phrase in englishPhrases {
            let p = Array(phrase)
            guard p.count <= chars.count else { continue }
            for i in 0...(chars.count - p.count) where chars[i..<(i + p.count)].elementsEqual(p) {
                guard !isLetter(i - 1), !isLetter(i + p.count) else { continue }
                read += 1
                if read > placesRead { return false }
                // (`…, plus extra for dusting (optional)`: the extra is.)
                if let plus, plus < i { continue }
                let start = (chars[..<i].lastIndex(where: { "(,;)".contains($0) }) ?? -1) + 1
                let clause = words(start..<i)
                if clause.contains(where: englishOthers.contains) { continue }
                // (`seeded if desired`: a preparation is.)
                if clause.count == 1, clause[0].hasSuffix("ed") { continue }
                // (`reserve 1 tablespoon for optional shredded coconut`: another thing is.)
                if ["for", "an", "the"].contains(wordBefore(i)) { continue }
                // (`if using frozen ravioli, make sure it's thawed`: an instruction for a case; `capers, if using`
                // ends its clause.)
                if phrase == "if using" {
                    let rest = chars[(i + p.count)...].drop(while: { $0 == " " })
                    if let next = rest.first, !"),;.".contains(next) { continue }
                }
                return true
            }
        }
        return false
    }

    /// Words after `お好みで` that make it the amount's (`（好みで加減する）`: adjust to taste).
    static let japaneseAmountWords = ["調整", "加減", "増減", "量"]

    static func japanese(_ text: String) -> Bool {
        if japaneseWords.contains(where: text.contains) { return true }
        for word in japaneseBracketed {
            for open in ["（", "("] {
                var rest = Substring(text)
                while let range = rest.firstRange(of: open + word) {
                    rest = rest[range.upperBound...]
                    if !japaneseAmountWords.contains(where: rest.hasPrefix) { return true }
                }
            }
        }
        return false
    }
}
