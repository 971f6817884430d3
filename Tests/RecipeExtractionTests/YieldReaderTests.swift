@testable import RecipeExtraction
import Testing

@Suite struct YieldReaderTests {
    @Test(arguments: [
        ("4人分", 4.0), ("Serves 4-6", 4), ("12 cookies", 12), ("２人分", 2), ("二人分", 2), ("Makes 1.5 litres", 1.5),
        ("8", 8), ("about a dozen", nil), ("", nil),
    ] as [(String, Double?)])
    func readsServings(_ yield: String, _ expected: Double?) {
        #expect(YieldReader.servings(yield) == expected)
    }
}
