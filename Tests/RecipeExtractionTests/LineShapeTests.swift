import Testing

@testable import RecipeExtraction

@Suite struct LineShapeTests {
    @Test(arguments: [
        "1/4", "cup", "200 g", "(60 ml)", "2 1/2", "½", "1⁄2 tsp", "4 each, large", "大さじ2", "1個", "200g",
        "2 EL", "1 c. à s.", "3 Stück", "大さじ1と1/2", "少々",
    ])
    func piecesOfAnIngredientAreFragments(_ text: String) {
        #expect(LineShape(text) == .fragment)
    }

    @Test(arguments: [
        ("1 cup flour", LineShape.named(hasAmount: true)), ("oyster sauce", .named(hasAmount: false)),
        ("g Mehl", .named(hasAmount: false)), ("玉ねぎ 1個", .named(hasAmount: true)), ("塩", .named(hasAmount: false)),
        ("", .empty), ("• –", .empty),
    ])
    func linesThatNameSomething(_ text: String, _ shape: LineShape) {
        #expect(LineShape(text) == shape)
    }

    @Test func fragmentsRankBelowWholeLines() {
        // Given the amount, unit and name spans of one ingredient read as three lines, and the line whole
        let pieces = ["1/4", "cup", "oyster sauce"].map(TreeRecipeReader.ingredientLikeness).reduce(0, +)
        let whole = TreeRecipeReader.ingredientLikeness("1/4 cup oyster sauce")
        // Then the whole line is worth more than its pieces
        #expect(pieces == -1)
        #expect(whole == 2)
    }
}
