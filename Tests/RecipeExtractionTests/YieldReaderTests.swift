@testable import RecipeExtraction
import Testing

@Suite struct YieldReaderTests {
    @Test(arguments: [
        ("4人分", 4.0), ("Serves 4-6", 4), ("12 cookies", 12), ("２人分", 2), ("二人分", 2), ("Makes 1.5 litres", 1.5),
        ("8", 8), ("about a dozen", nil), ("", nil), ("-3", nil), ("(Serves 6)", 6),
    ] as [(String, Double?)])
    func readsServings(_ yield: String, _ expected: Double?) {
        #expect(YieldReader.servings(yield) == expected)
    }

    /// A dump's servings are a positive number, and a page may write its yield in a bracket after a heading
    /// (`Ingredients <small>(Serves 6)</small>`): session 36, a new user's try (`serves -4`; no servings to scale).
    @Test func servingsArePositiveAndReadInABracket() throws {
        let extractor = RecipeExtractor()
        for servings in ["-4", "0"] {
            let json = #"{"title": "Neg", "ingredients": ["2 eggs"], "servings": "# + servings + "}"
            let recipe = try #require(try extractor.extract(json: Array(json.utf8), source: "x.json").first)
            #expect(recipe.servings == nil, "\(servings)")
        }
        let page = """
            <html><body><h1>Grain Salad</h1><h2>Ingredients <small>(Serves 6)</small></h2>
            <ul><li>1 cup farro</li><li>2 cups arugula</li><li>1 lemon</li></ul></body></html>
            """
        #expect(try extractor.extract(html: Array(page.utf8), source: "p.html").servings == 6)
    }
}
