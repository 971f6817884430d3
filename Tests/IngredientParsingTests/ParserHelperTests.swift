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
}
