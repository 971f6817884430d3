import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 52's first pools (52a-52e, the lines no pool had drawn, on session 51's final code): what blind judges
/// called wrong, on lines written for this test.
@Suite struct PoolS52Tests {
    /// Eggs an English line names with nothing said cooked are raw: the shop's boiled quail eggs are offered, not
    /// bought. Boiled, peeled or cut by the cook, or asked boiled, they are bought; a Japanese line keeps them.
    @Test(arguments: ["12 quail eggs", "6 quail's eggs, at room temperature"])
    func quailEggsAskedRawAreOffered(line: String) {
        expectOffered(
            line, food: "quail-egg", offered: "うずらの卵 水煮", because: "canned, boiled ≠ raw eggs: offered as alternative")
    }

    @Test(arguments: ["12 quail eggs, hard-boiled and peeled", "8 quail eggs, halved", "6 hard-boiled quail eggs",
                      "うずらの卵 8個"])
    func quailEggsCookedOrJapaneseAreBought(line: String) {
        _ = expectBought(line, product: "うずらの卵 水煮")
    }

    /// Hen's eggs keep their grade: asking them raw changes no score (the large ones are still the L pack).
    @Test func largeEggsStayLarge() {
        _ = expectBought("3 large eggs, beaten", product: "Lサイズ")
    }

    /// Parmesan grated fine is grated by the cook from the wedge, as coarsely or freshly grated is; grated alone is
    /// the shaker's powder.
    @Test func finelyGratedParmesanIsTheWedge() {
        _ = expectBought("75g finely grated parmesan", product: "パルミジャーノ")
        _ = expectBought("¼ cup grated parmesan cheese", product: "パルメザンチーズ 粉")
    }

    /// Shredded or grated mozzarella is mozzarella: the pizza-cheese blend is another cheese. A blend named so is still
    /// the blend.
    @Test(arguments: ["2 cups shredded mozzarella cheese", "1 cup grated mozzarella, divided", "8 oz mozzarella shreds"])
    func shreddedMozzarellaIsMozzarella(line: String) {
        let result = expectBought(line, product: "モッツァレラ")
        #expect(result.parsed.food == "mozzarella")
    }

    @Test func aShreddedBlendIsPizzaCheese() {
        _ = expectBought("1 cup shredded Italian cheese blend", product: "ピザ用")
    }

    /// Organic or natural cane sugar is the golden cane sugar (きび砂糖), not white sugar.
    @Test(arguments: ["1 cup organic cane sugar", "200g natural cane sugar", "1/2 cup evaporated cane juice"])
    func organicCaneSugarIsKibizato(line: String) {
        _ = expectBought(line, product: "きび砂糖")
    }

    /// Greek black olives are Kalamata olives: the shop's ripe black olives are offered, not bought.
    @Test(arguments: [
        ("2 tbsp chopped pitted Greek black olives", "greek black olives"), ("1/2 cup Greek olives", "greek olives"),
    ])
    func greekOlivesAreKalamata(line: String, name: String) {
        expectOffered(
            line, food: "kalamata-olives", offered: "ブラックオリーブ",
            because: "olives is more general than \(name): offered as alternative")
    }

    /// Multigrain bread is no whole wheat bread: offered, not bought.
    @Test func multigrainBreadIsItsOwn() {
        expectOffered(
            "2 slices multigrain bread", food: "multigrain-bread", offered: "全粒粉",
            because: "whole wheat bread is more general than multigrain bread: offered as alternative")
    }

    /// Cooked, roasted or vacuum-packed chestnuts are sold peeled and ready: weighed or counted, the raw chestnuts are
    /// offered, not bought. (By the cup, cooked chestnuts are a measure of the cook's own, as cooked rice is.)
    /// Chestnuts the cook peels or shells are the raw ones.
    @Test(arguments: ["200g cooked chestnuts", "1 pound peeled cooked chestnuts, mashed", "12 roasted chestnuts",
                      "むき甘栗 100g"])
    func cookedChestnutsAreNotRaw(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let offered = try #require(result.alternative)
        #expect(offered.name.contains("栗 300g"))
        #expect(offered.reasons.contains("chestnuts is more general than roasted chestnuts: offered as alternative"))
    }

    @Test(arguments: ["20 chestnuts, peeled", "1 cup shelled chestnuts", "1 cup cooked chestnuts, chopped"])
    func chestnutsTheCookPeelsAreRaw(line: String) {
        _ = expectBought(line, product: "栗 300g")
    }

    /// Sweetened coconut is no desiccated coconut, which is unsweetened: offered, not bought. Unsweetened or plain
    /// shredded coconut buys it.
    @Test func sweetenedCoconutIsNotDesiccated() {
        expectOffered(
            "1 cup sweetened shredded coconut", food: "coconut", offered: "ココナッツファイン",
            because: "unsweetened, the line says not: offered as alternative")
        _ = expectBought("1/2 cup unsweetened shredded coconut", product: "ココナッツファイン")
        _ = expectBought("1 cup desiccated coconut", product: "ココナッツファイン")
    }

    /// Half a cup of olive oil is bought; a third of a cup stays the kitchen's.
    @Test func halfACupOfOliveOilIsBought() {
        _ = expectBought("1/2 cup olive oil", product: "オリーブオイル")
        #expect(BundledIdentityTests.match("1/3 cup olive oil").0.status == .pantry)
    }

    /// A slip of the pen after a food's name names the longer name: olive oil, never the olives.
    @Test(arguments: ["1 cup olive oli", "1 cup olive oill"])
    func aSlipAfterOliveIsOliveOil(line: String) {
        let result = expectBought(line, product: "オリーブオイル")
        #expect(result.parsed.food == "olive-oil")
    }

    /// Cognac is a brandy; lemon sole a flounder; chardonnay vinegar a white wine vinegar; pimientos de Padrón the
    /// shop's shishito.
    @Test(arguments: [("3 tbsp cognac", "ブランデー"), ("4 lemon sole fillets", "かれい"),
                      ("1 tbsp chardonnay vinegar", "白ワインビネガー"), ("200g pimientos de Padrón", "ししとう")])
    func namesOfWhatTheShopSells(line: String, product: String) {
        _ = expectBought(line, product: product)
    }
}

/// Session 52's last pools (52f-52k, on the rules above): what blind judges called wrong, on lines written for this
/// test.
@Suite struct PoolS52bTests {
    /// Beans or pulses the cook soaks are the dried ones: the shop's canned chickpeas are offered, not bought. Canned
    /// or unsaid, they are bought; dried beans soaked are bought dried.
    @Test(arguments: ["250g chickpeas, soaked overnight", "1 cup chickpeas (soaked in water overnight)"])
    func soakedChickpeasAreDried(line: String) {
        expectOffered(line, food: "chickpea", offered: "ひよこ豆 水煮", because: "canned ≠ dried: offered as alternative")
    }

    @Test func cannedOrUnsaidChickpeasAreBought() {
        _ = expectBought("1 can chickpeas, drained", product: "ひよこ豆 水煮")
        _ = expectBought("2 cups chickpeas", product: "ひよこ豆 水煮")
        _ = expectBought("1 cup white beans, soaked overnight and drained", product: "白いんげん豆")
    }

    /// Baby back ribs are no spare ribs, in either word order: offered, not bought.
    @Test(arguments: ["2 racks baby back pork ribs", "3 lb baby back ribs"])
    func babyBackRibsAreTheirOwn(line: String) {
        expectOffered(line, food: "pork-ribs-baby-back", offered: "スペアリブ")
    }

    /// Almond slivers are slivered almonds, sold sliced: the whole almonds are offered, not bought.
    @Test func almondSliversAreSliced() {
        expectOffered(
            "1 tablespoon almond slivers", food: "almond", offered: "アーモンド 100g",
            because: "whole ≠ sliced: offered as alternative")
    }
}

/// Kinds blind judges of sessions 47-52 called wrong more than once that the code still bought, found by reading
/// every judged line again on this session's code: lines written for this test.
@Suite struct PoolS52cTests {
    /// One whole fish or more, counted (`1匹`, `1尾`, `1 whole sea bream`), is not met by fillets or a sashimi block:
    /// they are offered, not bought (scraps are no nearest). Half a fish, half sides, a whole fish sold, butterflied
    /// fish and shrimp counted by 尾 are still bought.
    @Test(arguments: ["マダイ 1匹（約600g）", "鯛 1尾", "1 whole sea bream (about 700g), cleaned"])
    func wholeFishAreNotFillets(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let offered = try #require(result.alternative)
        #expect(offered.name.contains("切り身"), "\(offered.name)")
        #expect(offered.reasons.contains("fillets ≠ whole fish: offered as alternative"))
    }

    @Test(arguments: [("タイ 1/2尾", "真鯛 切り身"), ("サバ 2尾", "真さば1尾"), ("塩さば 2尾", "塩さば 半身"),
                      ("きす 4尾", "きす 開き"), ("エビ 10尾", "殻付き")])
    func partsOrWholeFishSoldAreBought(line: String, product: String) {
        _ = expectBought(line, product: product)
    }

    /// Lump or fresh crabmeat is picked from cooked crab: the boiled crab legs are bought, not the canned flakes; crab
    /// meat named so alone stays the can.
    @Test(arguments: ["8 ounces lump crabmeat", "1 lb jumbo lump crabmeat", "200g fresh white crab meat",
                      "8 oz fresh lump crabmeat"])
    func lumpOrFreshCrabmeatIsBoiledCrab(line: String) {
        let result = expectBought(line, product: "ずわいがに ボイル")
        #expect(result.parsed.food == "crab")
    }

    @Test func crabMeatAloneIsCanned() {
        _ = expectBought("150g crab meat", product: "かに缶")
    }

    /// Baby greens, mesclun or a spring mix are a bag of young leaves: a head of leaf lettuce is offered, not bought.
    /// Mixed greens or salad greens stay leaf lettuce.
    @Test(arguments: [("6 oz mixed baby greens", "mixed baby greens"), ("5 oz spring mix", "spring mix"),
                      ("ベビーリーフ 1袋", "baby greens")])
    func babyGreensAreTheirOwn(line: String, name: String) {
        expectOffered(
            line, food: "baby-greens", offered: "レタス",
            because: "leaf lettuce is more general than \(name): offered as alternative")
    }

    @Test(arguments: ["8 cups mixed greens", "2 cups mixed salad greens"])
    func mixedGreensAreLeafLettuce(line: String) {
        _ = expectBought(line, product: "レタス")
    }
}
