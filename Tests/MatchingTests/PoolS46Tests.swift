import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 46: what the held-out pool and offers drawn on session 45's last binary showed, once read (an ingredient
/// offered for a made thing, sparkling water for cola, red lentils and red grapes bought as others, baking powder
/// taken from the kitchen). Lines written for this test.
@Suite struct PoolS46Tests {
    /// A made thing the shop lacks is offered nothing of another category: its ingredient is no nearest for it.
    @Test(arguments: [
        "1/3 cup unsweetened applesauce", "1 cup guacamole, for serving", "2 tbsp olive tapenade", "1 cup tzatziki",
        "3 slices of thick omelette", "厚焼き玉子 1本", "おにぎり 3個", "2 cups ganache", "1 cup prepared guacamole",
        // (Crunchy fried onions are no onion powder: sessions 41-45's offers.)
        "1 cup crispy fried shallots", "フライドオニオン 大さじ2",
    ])
    func aMadeThingIsOfferedNoIngredient(line: String) {
        expectNothingOffered(line)
    }

    /// A made thing a cook makes from one food alone (`made-from.tsv`) is offered that food.
    @Test(arguments: [
        ("1 (16 oz) bag frozen hash browns", "じゃがいも"), ("2 cups mashed potatoes", "じゃがいも"),
        ("しめさば 1枚", "さば"),
    ])
    func aMadeThingOfOneFoodIsOfferedIt(line: String, offered: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line): \(product?.name ?? "")")
        #expect(try #require(result.alternative).name.contains(offered), "\(line)")
    }

    @Test func theMadeFromTableReadsRowsAndInherits() {
        let table = MadeFrom(tsv: "food\tfrom\tnote\n# comment\nhash-browns\tpotato\tgrated\n")
        #expect(table.sources["hash-browns"] == ["potato"])
        let lexicon = BundledIdentityTests.lexicon
        // A kind of a listed made thing inherits its row (frozen fries: French fries').
        #expect(MadeFrom.bundled.sources(of: "potato-frozen-fries", lineage: lexicon.ancestors(of: "potato-frozen-fries"))
            == ["potato"])
        #expect(MadeFrom.bundled.sources(of: "applesauce", lineage: lexicon.ancestors(of: "applesauce")) == nil)
        // Every row names made things of the lexicon and the foods they are made from.
        for (made, sources) in MadeFrom.bundled.sources {
            #expect(lexicon.food(id: made)?.category == "prepared", "\(made)")
            for food in sources { #expect(lexicon.food(id: food) != nil, "\(food)") }
        }
    }

    /// A flavoured soda is offered no plain sparkling water (`stand-ins.tsv` sodas).
    @Test(arguments: ["1 can cola", "2 cups orange soda", "1 cup ginger ale", "1/2 cup lemonade"])
    func aSodaIsOfferedNoSparklingWater(line: String) {
        expectNothingOffered(line)
    }

    /// Baking powder and baking soda are bought, not assumed in the kitchen.
    @Test(arguments: [("1/2 tsp baking powder", "ベーキングパウダー"), ("重曹 小さじ1/2", "重曹"), ("1 tsp baking soda", "重曹")])
    func bakingPowderAndSodaAreBought(line: String, product: String) {
        _ = expectBought(line, product: product)
    }

    /// Red lentils are a lentil of their own (they cook to a purée): the brown ones sold are offered, not bought.
    @Test(arguments: ["1 cup red lentils, rinsed", "赤レンズ豆 100g"])
    func redLentilsAreOfferedLentils(line: String) {
        expectOffered(line, food: "red-lentils", offered: "レンズ豆")
        _ = expectBought("1 cup lentils", product: "レンズ豆")
    }

    /// Muscat grapes are green: no red grapes; green grapes and grapes named alone are them.
    @Test func muscatGrapesAreGreen() throws {
        let (red, bought) = BundledIdentityTests.match("12 red grapes, halved")
        #expect(bought == nil)
        #expect(try #require(red.alternative).note?.hasPrefix("green") == true)
        _ = expectBought("1 cup green grapes", product: "マスカット")
        _ = expectBought("ぶどう 1房", product: "マスカット")
    }

    /// `light` before a cheese is its reduced-fat kind (bought as the regular one since session 49, low-fat being a
    /// preference in dairy); `light cream` alone is still a cream.
    @Test func lightCreamCheeseIsReducedFat() throws {
        let result = expectBought("1/3 cup light cream cheese, softened", product: "クリームチーズ")
        #expect(try #require(result.candidates.first).reasons.contains("not low-fat; the line prefers low-fat"))
        let (cream, _) = BundledIdentityTests.match("1 cup light cream")
        #expect(cream.parsed.food != "cream-cheese")
    }
}

extension PoolS46Tests {
    /// Chili crisp (食べるラー油) is a condiment of its own, crisp garlic and chili in oil: plain ラー油 is offered, not
    /// bought; chili oil asked is bought.
    @Test(arguments: ["2 tbsp chili crisp", "食べるラー油 大さじ1", "1 jar crispy chili oil"])
    func chiliCrispIsOfferedChiliOil(line: String) {
        expectOffered(line, food: "chili-crisp", offered: "ラー油")
        _ = expectBought("ラー油 小さじ1", product: "ラー油")
    }

    /// A line of eight toppings is a list: each food sold is bought.
    @Test func aLineOfEightToppingsIsAList() {
        let (result, _) = BundledIdentityTests.match(
            "Toppings: grated cheddar, sour cream, chopped tomatoes, green onions, black olives, avocado, cilantro, lime")
        #expect(result.also.count == 7, "\(result.also.map(\.parsed.name))")
    }
}

extension PoolS46Tests {
    /// Session 46's third pool: chicken apple sausage is chicken sausage (no chicken thigh bought for it); イイダコ and
    /// baby octopus are a small octopus of their own, offered the boiled octopus sold.
    @Test(arguments: ["8 ounces chicken apple sausage links", "タコ（イイダコ） 300g", "いいだこ 4杯", "1 lb baby octopus, cleaned"])
    func aKindNotSoldIsOffered(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(product == nil, "\(line): \(product?.name ?? "")")
        #expect(result.alternative != nil)
    }
}

extension PoolS46Tests {
    /// Session 46's fourth pool: a French line of cream and a Dutch line of mixed mince are in languages Kaimono does
    /// not read (they were left unmatched as English).
    @Test(arguments: [("20 cl Crème liquide", "fr"), ("300 gr rund-varkensgehakt", "nl")])
    func aLineInALanguageNotReadSaysSo(line: String, language: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unsupportedLanguage)
        #expect(result.parsed.language == language)
    }
}

extension PoolS46Tests {
    /// Session 46's fifth pool: the catalog's cloves are whole (`クローブ ホール`, as its other whole spices are named), so
    /// ground cloves are offered them, not bought; cloves counted are bought.
    @Test func theCatalogsClovesAreWhole() throws {
        let (ground, product) = BundledIdentityTests.match("2 teaspoons ground cloves")
        #expect(ground.parsed.food == "cloves")
        #expect(product == nil)
        #expect(try #require(ground.alternative).name.contains("クローブ"))
        _ = expectBought("5 whole cloves", product: "クローブ")
    }
}

extension PoolS46Tests {
    /// Session 46's sixth pool: microgreens named alone are radish sprouts, never the larger pea shoots (豆苗, bought by
    /// name); German lines of cocktail tomatoes and baking powder are in a language Kaimono does not read.
    @Test func microgreensAreRadishSprouts() {
        _ = expectBought("6 ounces micro greens", product: "かいわれ")
        _ = expectBought("豆苗 1袋", product: "豆苗")
    }

    @Test(arguments: ["100 g Cocktailtomaten", "8 g Backpulver"])
    func germanLinesAreNotRead(line: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unsupportedLanguage)
        #expect(result.parsed.language == "de")
    }
}

extension PoolS46Tests {
    /// Session 46's seventh pool: sausages the cook takes out of their skins are raw sausage meat, as out of their casings:
    /// no smoked wieners bought; one cured sausage peeled to slice keeps it.
    @Test func sausagesOutOfTheirSkinsAreSausageMeat() {
        let (result, product) = BundledIdentityTests.match("300 g pork sausages, skins removed")
        #expect(product == nil, "\(product?.name ?? "")")
        #expect(result.status == .unmatched)
        _ = expectBought("3 ounces chorizo, skin removed, cut in slices", product: "チョリソー")
    }
}
