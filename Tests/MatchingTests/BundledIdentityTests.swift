import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Food identities the bundled lexicon and catalog decide (issue 11): which food a line names and whether a
/// product sold is that food, in both languages. Lines written for this test.
@Suite struct BundledIdentityTests {
    static let lexicon = try! Lexicon.bundled()
    static let catalog = try! BundledCatalog.load()
    static let matcher = ProductMatcher(catalog: catalog, lexicon: lexicon)
    static let parser = IngredientParser(lexicon: lexicon, units: UnitTable.bundled)

    static func match(_ line: String) -> (IngredientMatch, Product?) {
        let result = matcher.match(parser.parse(line), top: 3)
        return (result, result.best.flatMap { catalog.product(id: $0.productId) })
    }

    @Test(arguments: [
        ("1 lb boneless country-style pork ribs", "pork-shoulder"),
        ("1 pound ground sirloin", "ground-beef"),
        ("12 oz ground chicken breast", "ground-chicken"),
        ("2 tbsp peanut butter", "peanut-butter"),
        ("½ cup roasted peanuts", "peanut"),
        ("4 slices bologna", "mortadella"),
        ("ボロニアソーセージ 4枚", "mortadella"),
        ("6 cocktail wieners", "sausage"),
        ("ウィンナーソーセージ 1袋", "sausage"),
        ("充填豆腐 1丁", "silken-tofu"),
        ("1 block extra-firm tofu", "firm-tofu"),
        ("黒豆 200g", "black-soybean"),
        ("1 cup dried black soybeans", "black-soybean"),
        ("2 cans beer", "beer"),
        ("1/4 cup black olives", "olive"),
        ("125ml Greek-style yoghurt", "greek-yogurt"),
        ("ギリシャヨーグルト 200g", "greek-yogurt"),
        ("1 cup plain yogurt", "yogurt"),
        ("1 tbsp Dijon mustard", "mustard"),
        ("むきえび 100g", "shrimp"),
        ("1 cup marinara sauce", "tomato-sauce"),
        ("1 cup meat sauce", "meat-sauce"),
        ("ミートソース 1缶", "meat-sauce"),
        ("2 tablespoons prepared mayonnaise", "mayonnaise"),
        ("½ cup ham or chicken stock", "chicken-stock"),
        ("2 tbsp rich chicken stock", "chicken-stock"),
        ("10 spring roll wrappers", "spring-roll-wrappers"),
        ("1.5 kg stewing beef", "beef-shank"),
        // (US short ribs are bone-in braising ribs, a food of their own since session 21, not sold.)
        ("500 g beef rib", "beef-rib"),
        ("牛カルビ 200g", "beef-rib"),
        ("春巻きの皮 10枚", "spring-roll-wrappers"),
        ("小なす 4個", "eggplant"),
        ("2 long Japanese eggplants", "chinese-eggplant"),
        ("長なす 2本", "chinese-eggplant"),
    ])
    func aLineBuysItsFood(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: [
        "1 cup raw peanuts", "生落花生 300g", "2 bottles non-alcoholic lager", "1/4 pint stout", "黒ビール 350ml",
        "1 can black beans, drained", "8 pickled onions",
        // Kinds the catalog does not sell: the general food is only offered.
        "1/4 cup Kalamata olives, pitted", "カラマタオリーブ 10個", "1 dried Kashmiri chilli", "2 tsp Kashmiri chilli powder",
        "丸なす 1個", "水なす 2個", "赤酢 大さじ2",
        "白エビ 80g", "2 tbsp yellow mustard", "1 tbsp whole grain mustard", "粒マスタード 大さじ1",
        // A general sauce named with a word no table knows is a kind we cannot name, not any sauce sold.
        // Skirt and flank steak are not sold: a sirloin steak is a steak, not this cut.
        "1 1/2 lb flank steak", "ハラミ 200g",
        // Ribeye (リブロース) is not sold: short rib or カルビ is another cut.
        "2 ribeye steaks", "牛リブロース 300g",
        // Rice paper is no wheat spring roll wrapper.
        "8 rice paper wrappers", "ライスペーパー 10枚",
        "5 tablespoons jerk sauce", "1/4 cup buffalo sauce", "3 tbsp sweet chili sauce", "スイートチリソース 大さじ2",
    ])
    func aFoodNotSoldIsOnlyOffered(line: String) {
        // Nothing sold is this food: the line stays unmatched (a near product at most offered as the alternative).
        let (result, _) = Self.match(line)
        #expect(result.status != .matched)
    }

    @Test(arguments: ["2 tsp kosher salt", "pinch Maldon sea salt", "¾ teaspoon Chinese thin soy sauce", "2 tbsp distilled white vinegar"])
    func aStaplesOwnWordsKeepItInThePantry(line: String) {
        // A pantry staple's adjectives describe it (`kosher salt`): no unknown kind makes it a purchase.
        #expect(Self.match(line).0.status == .pantry)
    }
}
