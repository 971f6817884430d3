import FoodLexicon
import IngredientParsing
import Testing

/// One table row: a line and the whole parse expected for it.
struct LineCase: Sendable, CustomTestStringConvertible {
    var expected: ParsedIngredient
    var testDescription: String { expected.text }

    init(
        _ text: String, name: String, quantity: Double? = nil, max: Double? = nil, unit: String? = nil,
        unitText: String? = nil, size: String? = nil, preparation: String? = nil, comment: String? = nil,
        group: String? = nil, optional: Bool = false, toTaste: Bool = false, food: String? = nil,
        amount: Amount? = nil, language: String
    ) {
        expected = ParsedIngredient(
            text: text, name: name, quantity: quantity, quantityMax: max, unit: unit, unitText: unitText, size: size,
            preparation: preparation, comment: comment, group: group, optional: optional, toTaste: toTaste, food: food,
            amount: amount, language: language)
    }
}

private func mass(_ grams: Double) -> Amount { Amount(value: grams, dimension: .mass) }
private func volume(_ millilitres: Double) -> Amount { Amount(value: millilitres, dimension: .volume) }
private func count(_ pieces: Double) -> Amount { Amount(value: pieces, dimension: .count) }

/// A small lexicon with fixed piece weights and densities, so the expectations do not move with the bundled data.
let testLexicon: Lexicon = {
    let foods = [
        Food(id: "chicken-thigh", english: ["chicken thigh"], japanese: ["鶏もも肉"], category: "poultry", pieceGrams: 250),
        Food(id: "onion", english: ["onion"], japanese: ["玉ねぎ", "たまねぎ"], category: "vegetable", pieceGrams: 200),
        Food(id: "soy-sauce", english: ["soy sauce"], japanese: ["醤油", "しょうゆ"], category: "seasoning", density: 1.2),
        Food(id: "salt", english: ["salt"], japanese: ["塩"], category: "seasoning", pantry: true, density: 1.2),
        Food(id: "sugar", english: ["sugar", "caster sugar"], japanese: ["砂糖"], category: "sweetener", density: 0.6),
        Food(id: "flour", english: ["flour", "all-purpose flour"], japanese: ["小麦粉"], category: "baking", density: 0.5),
        Food(id: "garlic", english: ["garlic"], japanese: ["にんにく"], category: "vegetable", pieceGrams: 5),
        Food(id: "water", english: ["water"], japanese: ["水"], category: "drink", density: 1),
        Food(id: "milk", english: ["milk"], japanese: ["牛乳"], category: "dairy"),
        Food(id: "tofu", english: ["tofu"], japanese: ["豆腐"], category: "soy", pieceGrams: 300),
        Food(id: "butter", english: ["butter"], japanese: ["バター"], category: "dairy"),
        Food(id: "tomato", english: ["tomato"], japanese: ["トマト"], category: "vegetable", pieceGrams: 150),
        Food(id: "celery", english: ["celery"], japanese: ["セロリ"], category: "vegetable"),
        Food(id: "pork-ribs", english: ["pork ribs"], japanese: ["スペアリブ"], category: "meat"),
        Food(id: "bell-pepper", english: ["bell pepper", "red pepper"], japanese: ["パプリカ"], category: "vegetable"),
        Food(id: "red-pepper-flakes", english: ["red pepper flakes", "crushed red pepper"], japanese: ["一味唐辛子"],
             category: "spice"),
    ]
    // The foods above are valid by construction; an empty lexicon keeps the suite running if that ever changes.
    return (try? Lexicon(foods: foods)) ?? (try? Lexicon(foods: []))!
}()

@Suite struct IngredientParserTests {
    let parser: IngredientParser

    init() throws {
        parser = IngredientParser(lexicon: testLexicon, units: try UnitTable.loadBundled())
    }

    // MARK: Japanese

    static let japaneseQuantities: [LineCase] = [
        LineCase("♥鶏モモ肉 500g前後", name: "鶏モモ肉", quantity: 500, unit: "g", unitText: "g", comment: "前後", group: "♥",
                 food: "chicken-thigh", amount: mass(500), language: "ja"),
        LineCase("玉ねぎ 1/2個", name: "玉ねぎ", quantity: 0.5, unit: "piece", unitText: "個", food: "onion",
                 amount: mass(100), language: "ja"),
        LineCase("醤油 大さじ1", name: "醤油", quantity: 1, unit: "tbsp", unitText: "大さじ", food: "soy-sauce",
                 amount: mass(18), language: "ja"),
        LineCase("砂糖 大さじ1と1/2", name: "砂糖", quantity: 1.5, unit: "tbsp", unitText: "大さじ", food: "sugar",
                 amount: mass(13.5), language: "ja"),
        LineCase("牛乳 １・１/２カップ", name: "牛乳", quantity: 1.5, unit: "cup_jp", unitText: "カップ", food: "milk",
                 amount: volume(300), language: "ja"),
        LineCase("水 ½カップ", name: "水", quantity: 0.5, unit: "cup_jp", unitText: "カップ", food: "water",
                 amount: mass(100), language: "ja"),
        LineCase("玉ねぎ 1⁄4個", name: "玉ねぎ", quantity: 0.25, unit: "piece", unitText: "個", food: "onion",
                 amount: mass(50), language: "ja"),
        LineCase("にんにく １～２片", name: "にんにく", quantity: 1, max: 2, unit: "clove", unitText: "片", food: "garlic",
                 amount: count(2), language: "ja"),
        LineCase("豆腐 1〜2丁", name: "豆腐", quantity: 1, max: 2, unit: "piece", unitText: "丁", food: "tofu",
                 amount: mass(600), language: "ja"),
        LineCase("しょうゆ 大さじ2+大さじ3", name: "しょうゆ", quantity: 5, unit: "tbsp", unitText: "大さじ", food: "soy-sauce",
                 amount: mass(90), language: "ja"),
        LineCase("塩 小さじ(1〜)2弱", name: "塩", quantity: 1, max: 2, unit: "tsp", unitText: "小さじ", comment: "弱",
                 food: "salt", amount: mass(12), language: "ja"),
        LineCase("小麦粉 約100g", name: "小麦粉", quantity: 100, unit: "g", unitText: "g", comment: "約", food: "flour",
                 amount: mass(100), language: "ja"),
        LineCase("米 2合", name: "米", quantity: 2, unit: "go", unitText: "合", amount: volume(360), language: "ja"),
        LineCase("水 200cc", name: "水", quantity: 200, unit: "ml", unitText: "cc", food: "water", amount: mass(200),
                 language: "ja"),
        LineCase("バター ２０ｇ", name: "バター", quantity: 20, unit: "g", unitText: "ｇ", food: "butter", amount: mass(20),
                 language: "ja"),
        LineCase("大根 小1本", name: "大根", quantity: 1, unit: "piece", unitText: "本", size: "小", amount: count(1),
                 language: "ja"),
        LineCase("きゅうり 1本半", name: "きゅうり", quantity: 1.5, unit: "piece", unitText: "本", amount: count(1.5),
                 language: "ja"),
        LineCase("豆腐 半丁", name: "豆腐", quantity: 0.5, unit: "piece", unitText: "丁", food: "tofu", amount: mass(150),
                 language: "ja"),
        LineCase("鶏もも肉 1枚（300g）", name: "鶏もも肉", quantity: 1, unit: "sheet", unitText: "枚", comment: "300g",
                 food: "chicken-thigh", amount: count(1), language: "ja"),
        LineCase("鶏もも肉 200g〜250g", name: "鶏もも肉", quantity: 200, max: 250, unit: "g", unitText: "g",
                 food: "chicken-thigh", amount: mass(250), language: "ja"),
        LineCase("玉ねぎ1個", name: "玉ねぎ", quantity: 1, unit: "piece", unitText: "個", food: "onion", amount: mass(200),
                 language: "ja"),
        LineCase("卵 2", name: "卵", quantity: 2, amount: count(2), language: "ja"),
    ]

    static let japaneseUnits: [LineCase] = [
        LineCase("ほうれん草 1束", name: "ほうれん草", quantity: 1, unit: "bunch", unitText: "束", amount: count(1), language: "ja"),
        LineCase("焼きのり 2枚", name: "焼きのり", quantity: 2, unit: "sheet", unitText: "枚", amount: count(2), language: "ja"),
        LineCase("しめじ 1パック", name: "しめじ", quantity: 1, unit: "package", unitText: "パック", amount: count(1),
                 language: "ja"),
        LineCase("ツナ 1缶", name: "ツナ", quantity: 1, unit: "can", unitText: "缶", amount: count(1), language: "ja"),
        LineCase("もやし 1袋", name: "もやし", quantity: 1, unit: "bag", unitText: "袋", amount: count(1), language: "ja"),
        LineCase("さば 2尾", name: "さば", quantity: 2, unit: "piece", unitText: "尾", amount: count(2), language: "ja"),
        LineCase("鮭 2切れ", name: "鮭", quantity: 2, unit: "slice", unitText: "切れ", amount: count(2), language: "ja"),
        LineCase("レタス 1/2玉", name: "レタス", quantity: 0.5, unit: "piece", unitText: "玉", amount: count(0.5),
                 language: "ja"),
        LineCase("しょうが 1かけ", name: "しょうが", quantity: 1, unit: "clove", unitText: "かけ", amount: count(1),
                 language: "ja"),
        LineCase("白菜 1/4株", name: "白菜", quantity: 0.25, unit: "head", unitText: "株", amount: count(0.25), language: "ja"),
        LineCase("牛乳 100ml", name: "牛乳", quantity: 100, unit: "ml", unitText: "ml", food: "milk", amount: volume(100),
                 language: "ja"),
        LineCase("だし昆布 5cm", name: "だし昆布", quantity: 5, unit: "cm", unitText: "cm", language: "ja"),
    ]

    static let japaneseMarkers: [LineCase] = [
        LineCase("【A】醤油 大さじ2", name: "醤油", quantity: 2, unit: "tbsp", unitText: "大さじ", group: "A", food: "soy-sauce",
                 amount: mass(36), language: "ja"),
        LineCase("(B)砂糖 小さじ1", name: "砂糖", quantity: 1, unit: "tsp", unitText: "小さじ", group: "B", food: "sugar",
                 amount: mass(3), language: "ja"),
        LineCase("Ａ 塩 少々", name: "塩", group: "Ａ", toTaste: true, food: "salt", language: "ja"),
        LineCase("＜たれ＞砂糖 大さじ1", name: "砂糖", quantity: 1, unit: "tbsp", unitText: "大さじ", group: "たれ",
                 food: "sugar", amount: mass(9), language: "ja"),
        LineCase("★水 100ml", name: "水", quantity: 100, unit: "ml", unitText: "ml", group: "★", food: "water",
                 amount: mass(100), language: "ja"),
        LineCase("☆塩 小さじ1/2", name: "塩", quantity: 0.5, unit: "tsp", unitText: "小さじ", group: "☆", food: "salt",
                 amount: mass(3), language: "ja"),
        LineCase("●砂糖 10g", name: "砂糖", quantity: 10, unit: "g", unitText: "g", group: "●", food: "sugar",
                 amount: mass(10), language: "ja"),
        LineCase("◎水 1カップ", name: "水", quantity: 1, unit: "cup_jp", unitText: "カップ", group: "◎", food: "water",
                 amount: mass(200), language: "ja"),
        LineCase("◆醤油 小さじ2", name: "醤油", quantity: 2, unit: "tsp", unitText: "小さじ", group: "◆", food: "soy-sauce",
                 amount: mass(12), language: "ja"),
        LineCase("※塩 適量", name: "塩", group: "※", toTaste: true, food: "salt", language: "ja"),
        LineCase("【合わせ調味料（たれ）】砂糖 5g", name: "砂糖", quantity: 5, unit: "g", unitText: "g", group: "合わせ調味料（たれ）",
                 food: "sugar", amount: mass(5), language: "ja"),
        LineCase("・にんにく 1片", name: "にんにく", quantity: 1, unit: "clove", unitText: "片", food: "garlic",
                 amount: count(1), language: "ja"),
    ]

    static let japaneseVague: [LineCase] = [
        LineCase("こしょう 少々", name: "こしょう", toTaste: true, language: "ja"),
        LineCase("サラダ油 適量", name: "サラダ油", toTaste: true, language: "ja"),
        LineCase("ねぎ 適宜", name: "ねぎ", optional: true, toTaste: true, language: "ja"),
        // ひとつまみ is a pinch, too small to buy for: as vague as 少々, with its unit.
        LineCase("塩 ひとつまみ", name: "塩", unit: "pinch", unitText: "ひとつまみ", toTaste: true, food: "salt",
                 language: "ja"),
        // ひとつかみ is one handful: an amount to buy for, though no number is written.
        LineCase("パセリ ひとつかみ", name: "パセリ", unit: "handful", unitText: "ひとつかみ",
                 amount: count(1), language: "ja"),
        LineCase("ラー油 お好みで", name: "ラー油", optional: true, toTaste: true, language: "ja"),
        LineCase("しょうが （お好みで）", name: "しょうが", comment: "お好みで", optional: true, toTaste: true, language: "ja"),
        LineCase("黒こしょう 好みで少々", name: "黒こしょう", optional: true, toTaste: true, language: "ja"),
        LineCase("塩 各少々", name: "塩", comment: "各", toTaste: true, food: "salt", language: "ja"),
        LineCase("ごま（白） 適量", name: "ごま（白）", toTaste: true, language: "ja"),
        LineCase("揚げ油 鍋の深さ3cmくらい", name: "揚げ油", quantity: 3, unit: "cm", unitText: "cm", comment: "鍋の深さ; くらい",
                 language: "ja"),
        LineCase("酢 ひたひたになるくらい", name: "酢", comment: "ひたひたになるくらい", language: "ja"),
    ]

    // MARK: English

    static let englishQuantities: [LineCase] = [
        LineCase("2 1/2 cups all-purpose flour, sifted", name: "all-purpose flour", quantity: 2.5, unit: "cup",
                 unitText: "cups", preparation: "sifted", food: "flour", amount: mass(300), language: "en"),
        LineCase("½ cup milk", name: "milk", quantity: 0.5, unit: "cup", unitText: "cup", food: "milk", amount: volume(120),
                 language: "en"),
        LineCase("1½ tbsp soy sauce", name: "soy sauce", quantity: 1.5, unit: "tbsp", unitText: "tbsp", food: "soy-sauce",
                 amount: mass(27), language: "en"),
        LineCase("1 to 2 teaspoons salt", name: "salt", quantity: 1, max: 2, unit: "tsp", unitText: "teaspoons",
                 food: "salt", amount: mass(12), language: "en"),
        LineCase("1-2 cloves garlic, minced", name: "garlic", quantity: 1, max: 2, unit: "clove", unitText: "cloves",
                 preparation: "minced", food: "garlic", amount: count(2), language: "en"),
        LineCase("2 x 400g cans chopped tomatoes", name: "chopped tomatoes", quantity: 2, unit: "can", unitText: "cans",
                 comment: "400g", food: "tomato", amount: count(2), language: "en"),
        LineCase("150g/5oz caster sugar", name: "caster sugar", quantity: 150, unit: "g", unitText: "g", comment: "5oz",
                 food: "sugar", amount: mass(150), language: "en"),
        LineCase("1 (14 ounce) can coconut milk", name: "coconut milk", quantity: 1, unit: "can", unitText: "can",
                 comment: "14 ounce", food: "milk", amount: count(1), language: "en"),
        LineCase("about 2 pounds onions", name: "onions", quantity: 2, unit: "lb", unitText: "pounds", comment: "about",
                 food: "onion", amount: mass(907.184), language: "en"),
        LineCase("4 fl oz water", name: "water", quantity: 4, unit: "fl_oz", unitText: "fl oz", food: "water",
                 amount: mass(118.294), language: "en"),
        LineCase("3 garlic cloves", name: "garlic", quantity: 3, unit: "clove", unitText: "cloves", food: "garlic",
                 amount: count(3), language: "en"),
        LineCase("1 T butter", name: "butter", quantity: 1, unit: "tbsp", unitText: "T", food: "butter", amount: volume(15),
                 language: "en"),
        LineCase("1 t salt", name: "salt", quantity: 1, unit: "tsp", unitText: "t", food: "salt", amount: mass(6),
                 language: "en"),
        LineCase("a pinch of salt", name: "salt", quantity: 1, unit: "pinch", unitText: "pinch", food: "salt",
                 amount: count(1), language: "en"),
        LineCase("two onions", name: "onions", quantity: 2, food: "onion", amount: mass(400), language: "en"),
    ]

    static let englishGrammar: [LineCase] = [
        LineCase("1 large onion, finely diced", name: "onion", quantity: 1, size: "large", preparation: "finely diced",
                 food: "onion", amount: mass(200), language: "en"),
        LineCase("3 tablespoons butter, at room temperature", name: "butter", quantity: 3, unit: "tbsp",
                 unitText: "tablespoons", preparation: "at room temperature", food: "butter", amount: volume(45),
                 language: "en"),
        LineCase("1 cup butter or margarine, softened", name: "butter or margarine", quantity: 1, unit: "cup",
                 unitText: "cup", preparation: "softened", food: "butter", amount: volume(240), language: "en"),
        LineCase("Salt and pepper to taste", name: "Salt and pepper", comment: "to taste", toTaste: true, food: "salt",
                 language: "en"),
        LineCase("Salt, to taste", name: "Salt", comment: "to taste", toTaste: true, food: "salt", language: "en"),
        LineCase("1/2 cup chopped walnuts (optional)", name: "walnuts", quantity: 0.5, unit: "cup", unitText: "cup",
                 preparation: "chopped", comment: "optional", optional: true, amount: volume(120), language: "en"),
        LineCase("Fresh parsley, for garnish", name: "Fresh parsley", comment: "for garnish", optional: true,
                 language: "en"),
        LineCase("2 tbsp sugar, for the sauce", name: "sugar", quantity: 2, unit: "tbsp", unitText: "tbsp",
                 comment: "for the sauce", food: "sugar", amount: mass(18), language: "en"),
        LineCase("Oil as needed", name: "Oil", comment: "as needed", toTaste: true, language: "en"),
        LineCase("2 small tomatoes, peeled and chopped", name: "tomatoes", quantity: 2, size: "small",
                 preparation: "peeled and chopped", food: "tomato", amount: mass(300), language: "en"),
        LineCase("1 sprig thyme or 1/2 teaspoon dried", name: "thyme", quantity: 1, unit: "sprig", unitText: "sprig",
                 comment: "or 1/2 teaspoon dried", amount: count(1), language: "en"),
        LineCase("2 skinless, boneless chicken thighs", name: "skinless, boneless chicken thighs", quantity: 2,
                 food: "chicken-thigh", amount: mass(500), language: "en"),
        LineCase("4 thin skinless, boneless fillets of sole", name: "thin skinless, boneless fillets of sole", quantity: 4,
                 amount: count(4), language: "en"),
        LineCase("2 very large onions", name: "onions", quantity: 2, size: "very large", food: "onion", amount: mass(400),
                 language: "en"),
        LineCase("Optional: 1 cup raisins", name: "raisins", quantity: 1, unit: "cup", unitText: "cup", comment: "optional",
                 optional: true, amount: volume(240), language: "en"),
        LineCase("1 cup flour (such as King Arthur)", name: "flour", quantity: 1, unit: "cup", unitText: "cup",
                 comment: "such as King Arthur", food: "flour", amount: mass(120), language: "en"),
    ]

    static let oddLines: [LineCase] = [
        LineCase("", name: "", language: "en"),
        LineCase("   ", name: "", language: "en"),
        LineCase("@@@ ###", name: "@@@ ###", language: "en"),
        LineCase("ingredients", name: "ingredients", language: "en"),
        LineCase("【たれ】", name: "", group: "たれ", language: "ja"),
        LineCase("大さじ2", name: "", quantity: 2, unit: "tbsp", unitText: "大さじ", amount: volume(30), language: "ja"),
        LineCase("(", name: "(", language: "en"),
    ]

    @Test(arguments: japaneseQuantities) func japaneseQuantity(_ line: LineCase) { check(line) }
    @Test(arguments: japaneseUnits) func japaneseUnit(_ line: LineCase) { check(line) }
    @Test(arguments: japaneseMarkers) func japaneseMarker(_ line: LineCase) { check(line) }
    @Test(arguments: japaneseVague) func japaneseVagueAmount(_ line: LineCase) { check(line) }
    @Test(arguments: englishQuantities) func englishQuantity(_ line: LineCase) { check(line) }
    @Test(arguments: englishGrammar) func englishLine(_ line: LineCase) { check(line) }
    @Test(arguments: oddLines) func oddLine(_ line: LineCase) { check(line) }
    @Test(arguments: englishNames) func englishName(_ line: LineCase) { check(line) }
    @Test(arguments: englishNameEdges) func englishNameEdge(_ line: LineCase) { check(line) }

    /// Measures, asides and lists around an English name, as readers label them.
    static let englishNameEdges: [LineCase] = [
        // A bracket holding a number inside the name, and a measure joined by a hyphen, are notes.
        LineCase("2 cups (500 mL) whipping (35%) cream", name: "whipping cream", quantity: 2, unit: "cup",
                 unitText: "cups", comment: "500 mL; 35%", amount: volume(480), language: "en"),
        LineCase("12 plastic snap-apart 3x2-inch Easter eggs", name: "plastic snap-apart Easter eggs", quantity: 12,
                 comment: "3x2-inch", amount: count(12), language: "en"),
        LineCase("1 small (or ½ large) onion, peeled", name: "onion", quantity: 1, size: "small",
                 preparation: "peeled", comment: "or ½ large", food: "onion", amount: mass(200), language: "en"),
        // `minus` is a second measure like `plus`; a second vessel after `or` is no name.
        LineCase("1 cup minus 2 tablespoons (180 grams) sugar", name: "sugar", quantity: 1, unit: "cup",
                 unitText: "cup", comment: "minus 2 tablespoons; 180 grams", food: "sugar", amount: mass(144),
                 language: "en"),
        LineCase("1 (12 fluid ounce) can or bottle wheat beer", name: "wheat beer", quantity: 1, unit: "can",
                 unitText: "can", comment: "12 fluid ounce; or bottle", amount: count(1), language: "en"),
        // A bracketed `or other …` points at no food of its own.
        LineCase("1 lb vongole veraci (or other small clams)", name: "vongole veraci", quantity: 1, unit: "lb",
                 unitText: "lb", comment: "or other small clams", amount: mass(453.592), language: "en"),
        // After `or` a preparation starts the second food's name; the name does not stop at `or`.
        LineCase("2 c Brussels sprout leaves or thinly sliced Brussels sprouts",
                 name: "Brussels sprout leaves or thinly sliced Brussels sprouts", quantity: 2, unit: "cup",
                 unitText: "c", amount: volume(480), language: "en"),
        // Three or more single foods closing with `or` are one name.
        LineCase("4 tbsp olive, sunflower, hazelnut or walnut oil", name: "olive, sunflower, hazelnut or walnut oil",
                 quantity: 4, unit: "tbsp", unitText: "tbsp", amount: volume(60), language: "en"),
        // A first word that names no food describes the food after its comma.
        LineCase("2 crusty, seeded tomatoes", name: "crusty, seeded tomatoes", quantity: 2, food: "tomato",
                 amount: mass(300), language: "en"),
        LineCase("2 salt, seeded tomatoes", name: "salt", quantity: 2, preparation: "seeded tomatoes", food: "salt",
                 amount: count(2), language: "en"),
        // Without a number, a piece word after a list of foods stays in the name.
        LineCase("parsley or celery sprigs, to garnish", name: "parsley or celery sprigs", comment: "to garnish",
                 optional: true, food: "celery", language: "en"),
        // A hyphenated size before a unit word grades the pieces the unit counts.
        LineCase("6 quarter-size slices fresh ginger", name: "fresh ginger", quantity: 6, unit: "slice",
                 unitText: "slices", size: "quarter-size", amount: count(6), language: "en"),
        // `whole` names the product, as `baby` does.
        LineCase("5 whole cloves", name: "whole cloves", quantity: 5, amount: count(5), language: "en"),
        // A participle after a state word opening the name is a preparation; alone, or in a run, it stays.
        LineCase("4 ripe peeled tomatoes", name: "ripe tomatoes", quantity: 4, preparation: "peeled", food: "tomato",
                 amount: mass(600), language: "en"),
        LineCase("2 cold, cooked tomatoes", name: "cold tomatoes", quantity: 2, preparation: "cooked", food: "tomato",
                 amount: mass(300), language: "en"),
        LineCase("1 tsp fresh coarsely ground black pepper", name: "fresh black pepper", quantity: 1, unit: "tsp",
                 unitText: "tsp", preparation: "coarsely ground", amount: volume(5), language: "en"),
        LineCase("2 cups fresh, chopped", name: "fresh", quantity: 2, unit: "cup", unitText: "cups",
                 preparation: "chopped", amount: volume(480), language: "en"),
        LineCase("2 cups frozen chopped onion", name: "frozen chopped onion", quantity: 2, unit: "cup", unitText: "cups",
                 food: "onion", amount: volume(480), language: "en"),
        // After a can or package a word for how the food was handled is a preparation; a cut names the product.
        LineCase("1 (1 pound) package washed and chopped onions", name: "onions", quantity: 1, unit: "package",
                 unitText: "package", preparation: "washed and chopped", comment: "1 pound", food: "onion",
                 amount: count(1), language: "en"),
        LineCase("1 (14 ounce) can chopped tomatoes", name: "chopped tomatoes", quantity: 1, unit: "can", unitText: "can",
                 comment: "14 ounce", food: "tomato", amount: count(1), language: "en"),
        // An adverb joined by a hyphen, a piece word after the preparation, a size before the number.
        LineCase("2 cups fully-cooked rice", name: "rice", quantity: 2, unit: "cup", unitText: "cups",
                 preparation: "fully-cooked", amount: volume(480), language: "en"),
        LineCase("1 minced clove garlic", name: "garlic", quantity: 1, unit: "clove", unitText: "clove",
                 preparation: "minced", food: "garlic", amount: count(1), language: "en"),
        LineCase("Heaped ½ cup sugar", name: "sugar", quantity: 0.5, unit: "cup", unitText: "cup", size: "Heaped",
                 food: "sugar", amount: mass(72), language: "en"),
        // A comma after a size closes it; a hyphenated size after the comma is one more.
        LineCase("10 large, even-sized tomatoes", name: "tomatoes", quantity: 10, size: "large even-sized", food: "tomato",
                 amount: mass(1500), language: "en"),
        LineCase("4 large, unpeeled garlic cloves", name: "garlic", quantity: 4, unit: "clove", unitText: "cloves",
                 size: "large", preparation: "unpeeled", food: "garlic", amount: count(4), language: "en"),
        // How fine crumbs are grades them before a state word; `fine sea salt` is a salt.
        LineCase("1 cup fine dry flour", name: "dry flour", quantity: 1, unit: "cup", unitText: "cup", size: "fine",
                 food: "flour", amount: mass(120), language: "en"),
        LineCase("1 tsp fine sea salt", name: "fine sea salt", quantity: 1, unit: "tsp", unitText: "tsp", food: "salt",
                 amount: mass(6), language: "en"),
        // `healthy`, `full`, `hefty` grade a unit, not a name; a slug is a splash.
        LineCase("6 healthy dollops of butter", name: "butter", quantity: 6, unit: "dollop", unitText: "dollops",
                 size: "healthy", food: "butter", amount: count(6), language: "en"),
        LineCase("2 cups full cream milk", name: "full cream milk", quantity: 2, unit: "cup", unitText: "cups",
                 food: "milk", amount: volume(480), language: "en"),
        LineCase("a slug of soy sauce", name: "soy sauce", quantity: 1, unit: "splash", unitText: "slug", food: "soy-sauce",
                 amount: count(1), language: "en"),
        // A weak participle before another preparation, a size or a comma is a preparation too.
        LineCase("1 cup pitted coarsely chopped tomatoes", name: "tomatoes", quantity: 1, unit: "cup", unitText: "cup",
                 preparation: "pitted coarsely chopped", food: "tomato", amount: volume(240), language: "en"),
        LineCase("½ pitted large tomato", name: "tomato", quantity: 0.5, size: "large", preparation: "pitted",
                 food: "tomato", amount: mass(75), language: "en"),
        LineCase("1 cup mashed, ripe tomatoes", name: "ripe tomatoes", quantity: 1, unit: "cup", unitText: "cup",
                 preparation: "mashed", food: "tomato", amount: volume(240), language: "en"),
        // The rind of a fruit is what is used of it, like its zest; `one-half` is a number.
        LineCase("Rind of one-half lemon", name: "lemon", quantity: 0.5, preparation: "Rind of", amount: count(0.5),
                 language: "en"),
        // `in` and cut pieces after the name say how it is cut; `in` and anything else stays (`capers in brine`).
        LineCase("2 ounces butter in small pieces", name: "butter", quantity: 2, unit: "oz", unitText: "ounces",
                 preparation: "in small pieces", food: "butter", amount: mass(56.699), language: "en"),
        LineCase("1 cup tofu in 1/2-inch dice", name: "tofu", quantity: 1, unit: "cup", unitText: "cup",
                 preparation: "in 1/2-inch dice", food: "tofu", amount: volume(240), language: "en"),
        LineCase("1 tbsp capers in brine", name: "capers in brine", quantity: 1, unit: "tbsp", unitText: "tbsp",
                 amount: volume(15), language: "en"),
    ]

    /// What is the name and what is not, as recipe parsers label it: sizes, preparations, second measures,
    /// vague second amounts and counted pieces stay out of the name.
    static let englishNames: [LineCase] = [
        LineCase("4 fresh large plum tomatoes, chopped", name: "fresh plum tomatoes", quantity: 4, size: "large",
                 preparation: "chopped", food: "tomato", amount: mass(600), language: "en"),
        LineCase("1 cup medium-grain rice", name: "medium-grain rice", quantity: 1, unit: "cup", unitText: "cup",
                 amount: volume(240), language: "en"),
        LineCase("5 cups peeled, cored, and sliced tart apples", name: "tart apples", quantity: 5, unit: "cup",
                 unitText: "cups", preparation: "peeled, cored, and sliced", amount: volume(1200), language: "en"),
        // What the pieces weigh is a note on them, not their name.
        LineCase("2 trout fillets weighing about 200g each", name: "trout fillets", quantity: 2,
                 comment: "weighing about 200g each", amount: count(2), language: "en"),
        // A run of participles split by commas alone, the first one before the first comma.
        LineCase("2 cups peeled, seeded, diced tart apples", name: "tart apples", quantity: 2, unit: "cup",
                 unitText: "cups", preparation: "peeled, seeded, diced", amount: volume(480), language: "en"),
        LineCase("3 tablespoons chopped pitted olives", name: "pitted olives", quantity: 3, unit: "tbsp",
                 unitText: "tablespoons", preparation: "chopped", amount: volume(45), language: "en"),
        LineCase("4- to 5-pound pot roast of beef", name: "pot roast of beef", quantity: 4, max: 5, unit: "lb",
                 unitText: "pound", amount: mass(2267.96), language: "en"),
        LineCase("500g/1lb2oz sausage meat", name: "sausage meat", quantity: 500, unit: "g", unitText: "g",
                 comment: "1lb2oz", amount: mass(500), language: "en"),
        LineCase("150ml-200ml/5-7fl oz milk", name: "milk", quantity: 150, max: 200, unit: "ml", unitText: "ml",
                 comment: "5-7fl oz", food: "milk", amount: volume(200), language: "en"),
        LineCase("¼ cup or more Madeira", name: "Madeira", quantity: 0.25, unit: "cup", unitText: "cup", comment: "or more",
                 amount: volume(60), language: "en"),
        LineCase("4 tbsp tablespoons sugar", name: "sugar", quantity: 4, unit: "tbsp", unitText: "tbsp", food: "sugar",
                 amount: mass(36), language: "en"),
        LineCase("2 shots espresso", name: "espresso", quantity: 2, unit: "shot", unitText: "shots", amount: volume(60),
                 language: "en"),
        LineCase("3 stems rosemary", name: "rosemary", quantity: 3, unit: "sprig", unitText: "stems", amount: count(3),
                 language: "en"),
        LineCase("2 celery sticks, chopped", name: "celery", quantity: 2, unit: "stick", unitText: "sticks",
                 preparation: "chopped", food: "celery", amount: count(2), language: "en"),
        LineCase("2 pounds pork ribs", name: "pork ribs", quantity: 2, unit: "lb", unitText: "pounds", food: "pork-ribs",
                 amount: mass(907.184), language: "en"),
        LineCase("½ each yellow and red pepper", name: "yellow and red pepper", quantity: 0.5, comment: "each",
                 food: "bell-pepper", amount: count(0.5), language: "en"),
        LineCase("1 tsp crushed red pepper", name: "crushed red pepper", quantity: 1, unit: "tsp", unitText: "tsp",
                 food: "red-pepper-flakes", amount: volume(5), language: "en"),
        // A serving temperature before a preparation goes with it; alone it stays in the name.
        LineCase("3 cups hot cooked rice", name: "rice", quantity: 3, unit: "cup", unitText: "cups",
                 preparation: "hot cooked", amount: volume(720), language: "en"),
        LineCase("2 cups hot chicken stock", name: "hot chicken stock", quantity: 2, unit: "cup", unitText: "cups",
                 amount: volume(480), language: "en"),
        // Toasting or roasting before an oil names the pressed seeds: the product; other participles prepare.
        LineCase("2 tbsp toasted sesame oil", name: "toasted sesame oil", quantity: 2, unit: "tbsp", unitText: "tbsp",
                 amount: volume(30), language: "en"),
        LineCase("1 tsp roasted walnut oil", name: "roasted walnut oil", quantity: 1, unit: "tsp", unitText: "tsp",
                 amount: volume(5), language: "en"),
        LineCase("2 tbsp melted coconut oil", name: "coconut oil", quantity: 2, unit: "tbsp", unitText: "tbsp",
                 preparation: "melted", amount: volume(30), language: "en"),
        LineCase("1 cup toasted pecans", name: "pecans", quantity: 1, unit: "cup", unitText: "cup",
                 preparation: "toasted", amount: volume(240), language: "en"),
    ]

    @Test func plusMeasureBetweenCommasAfterTheUnit() {
        // Given `plus` and a measure set off by commas right after the unit
        let parsed = parser.parse("1/2 pound, plus 2 tablespoons, softened butter")
        // Then the unit stands, the measure is a note and the name comes after it
        #expect(parsed.name == "butter")
        #expect(parsed.quantity == 0.5)
        #expect(parsed.unit == "lb")
        #expect(parsed.preparation == "softened")
        #expect(parsed.comment == "plus 2 tablespoons")
        // After the name the commas still split: `sifted` is a preparation, the name has no comma
        let after = parser.parse("1 cup flour, plus 2 tablespoons, sifted")
        #expect(after.name == "flour")
        #expect(after.preparation == "sifted")
    }

    @Test func headingGroupAppliesUnlessTheLineHasItsOwn() {
        // Given a heading group from the recipe, When a line has no marker, Then the heading is its group.
        #expect(parser.parse("砂糖 大さじ1", group: "たれ").group == "たれ")
        #expect(parser.parse("★砂糖 大さじ1", group: "たれ").group == "★")
    }

    @Test func aUnitWordSetAsideStillNamesAKindOfTheFood() throws {
        // Given a lexicon where `fillet of beef` is a kind of beef
        let lexicon = try Lexicon(foods: [
            Food(id: "beef", english: ["beef"], japanese: ["牛肉"], category: "meat"),
            Food(id: "beef-tenderloin", english: ["beef tenderloin", "fillet of beef"], japanese: ["牛ヒレ肉"],
                 parent: "beef", category: "meat"),
            Food(id: "pork-belly", english: ["pork belly"], japanese: ["豚バラ肉"], category: "meat"),
            Food(id: "lemon", english: ["lemon"], japanese: ["レモン"], category: "fruit"),
            Food(id: "lemon-juice", english: ["lemon juice"], japanese: ["レモン果汁"], parent: "lemon", category: "fruit"),
        ])
        let parser = IngredientParser(lexicon: lexicon, units: try UnitTable.loadBundled())
        // When `fillet` goes to the comment as a second unit, Then the food is still the tenderloin
        let fillet = parser.parse("2 lb fillet of beef")
        #expect(fillet.comment == "fillet")
        #expect(fillet.food == "beef-tenderloin")
        // And a unit word that names no kind leaves the food as named
        #expect(parser.parse("3kg piece of pork belly").food == "pork-belly")
        #expect(parser.parse("1 lb piece of beef").food == "beef")
        // Nor does a name across a comma (`lemon, juice`)
        #expect(parser.parse("1 lb piece of lemon, juice only").food == "lemon")
    }

    private func check(_ line: LineCase) {
        let got = parser.parse(line.expected.text)
        #expect(got == line.expected)
    }
}
