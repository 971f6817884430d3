@testable import IngredientParsing
import Testing

/// The parser's string helpers against the plain standard-library form they stand for.
@Suite struct ParserHelperTests {
    @Test(arguments: [
        "", " ", "   ", "sliced", "thinly sliced", "thinly sliced ", " roughly  chopped  ", "a b c", "x ",
        "finely grated", "peeled, sliced", "e\u{301} crushed", " \u{301}sliced", "dried \u{301}", "crushed\u{A0}red",
    ])
    func lastWordIsTheLastOfTheSplit(_ text: String) {
        #expect(IngredientParser.lastWord(of: text) == text.split(separator: " ").last)
    }

    @Test func wordSetMatchesAsAScanOfEveryWordWould() {
        let words = [
            "c", "cup", "cups", "chopped", "coarsely chopped", "cut", "a", "an", "and", "x-large", "Tbsp", "t",
            "to taste", "to", "e", "ea", "o'clock", "of", "or", "-", "1", "fine", "finely", "finely chopped",
        ]
        let set = WordSet(words)
        let scalars = words.map { Array($0.unicodeScalars) }
        let lines = [
            "2 cups coarsely chopped onion", "1 C. chopped nuts, to taste", "a x-large egg or two", "t salt & pepper",
            "Finely Chopped parsley", "cut-up chicken", "e, ea; o'clock of 1-2", "c", "an", "", "cupcake cups",
            "½ cup of to-taste sugar", "CUT INTO 1-inch pieces",
        ]
        for text in lines {
            let line = ScannedLine(text)
            for i in -1...line.count {
                // The plain form: every word of the same first letter, longest first, the first that is there.
                let slot = { (s: Unicode.Scalar) -> Int in
                    let v = ScalarClass.lowerASCII(s).value
                    return v >= 0x61 && v <= 0x7A ? Int(v - 0x61) : 26
                }
                let expected = scalars.filter { slot($0.first ?? " ") == slot(line[i]) }
                    .sorted { $0.count > $1.count }
                    .first { line.hasWord($0, at: i) }
                #expect(set.match(line, at: i) == expected, "\(text) at \(i)")
            }
        }
    }
}
