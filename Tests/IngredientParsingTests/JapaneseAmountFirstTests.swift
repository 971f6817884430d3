import FoodLexicon
import IngredientParsing
import Testing

/// A Japanese line may write its amount before its name (`大さじ2 醤油`, session 36: a new user's lines lost their
/// name to the comment and went unmatched). The words after the amount and a space are the name when they say no
/// amount and leave nothing to the cook; otherwise the line is only an amount with its notes, as before.
@Suite struct JapaneseAmountFirstTests {
    let parser: IngredientParser

    init() throws {
        parser = IngredientParser(lexicon: testLexicon, units: try UnitTable.loadBundled())
    }

    @Test(arguments: [
        ("大さじ2 醤油", "醤油", 2.0, "tbsp", nil as String?),
        ("300g キャベツ", "キャベツ", 300, "g", nil),
        ("2個 玉ねぎ", "玉ねぎ", 2, "piece", nil),
        ("小さじ1/2 塩", "塩", 0.5, "tsp", nil),
        ("1/2個 玉ねぎ（みじん切り）", "玉ねぎ", 0.5, "piece", "みじん切り"),
    ])
    func theNameAfterTheAmount(line: String, name: String, quantity: Double, unit: String, comment: String?) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.unit == unit, "\(line)")
        #expect(parsed.comment == comment, "\(line)")
    }

    @Test(arguments: ["大さじ2 (約30g)", "小さじ1 ※なくても可", "大さじ2 お好みで", "大さじ2"])
    func onlyAnAmountHasNoName(line: String) {
        // (A bracket, a note mark or words leaving it to the cook after the amount name no food.)
        #expect(parser.parse(line).name == "", "\(line)")
    }

    @Test func theNameBeforeTheAmountIsAsBefore() {
        let parsed = parser.parse("醤油 大さじ2")
        #expect(parsed.name == "醤油")
        #expect(parsed.quantity == 2)
    }
}
