import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Round 8 of issue 11 on the bundled lexicon and catalog: a fruit tree's leaves, the cut a roast or mince
/// needs, cheese kinds no table knows, cook's cuts that name no kind, and foods the catalog does not carry.
/// Lines written for this test.
@Suite struct LeavesCutsAndKindsTests {
    /// The identity suite's matcher and parser on the bundled data (one load of the catalog for both suites).
    static let matcher = BundledIdentityTests.matcher
    static let parser = BundledIdentityTests.parser

    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("1 cup whole milk ricotta", "ricotta"),
        ("200ml soured cream", "sour-cream"),
        // A bite-size or needle-thin cut is the cook's work: no kind of the food.
        ("鶏胸肉（一口大） 200g", "chicken-breast"),
        ("針しょうが 15g", "ginger"),
        // Meat said ground after the comma is bought minced.
        ("1 lb lamb, ground", "ground-lamb"),
        ("2 lb beef, ground", "ground-beef"),
        ("ラム肉（ひき肉） 300g", "ground-lamb"),
        // Words that are no kind of butter or milk keep the food itself.
        ("4 tbsp cold butter", "butter"),
        ("2 tbsp Irish butter", "butter"),
        ("1 cup cold milk", "milk"),
        // Green cardamom is a kind sold dried, not a fresh pod.
        ("2 green cardamom pods", "cardamom"),
        ("8 flour tortillas", "tortilla"),
        ("ダック 300g", "duck"),
        // 白だし and しらす keep their products once だし醤油 and こうなご are foods of their own.
        ("白だし 大さじ2", "usukuchi-dashi-soy"),
        ("しらす干し 30g", "sand-lance"),
        ("2 tbsp shiro dashi", "usukuchi-dashi-soy"),
        // Bean curd is tofu.
        ("1 block firm bean curd", "firm-tofu"),
        ("450 g soft bean curd, cubed", "silken-tofu"),
    ])
    func aLineBuysItsFood(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: [("大豆 40g", "乾燥"), ("1/2 cup soybeans, soaked overnight", "乾燥"), ("大豆水煮 150g", "水煮"), ("1 cup boiled soybeans", "水煮")])
    func soybeansNamedAloneAreDried(line: String, word: String) throws {
        // Soybeans named alone are the dried beans; boiled ones are said so.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(word))
    }

    @Test(arguments: [("2 pounds beef tenderloin, cubed", "ステーキ"), ("2 lb pork loin, cubed", "とんかつ")])
    func meatToCubeTakesAThickCut(line: String, word: String) throws {
        // No block of the cut is sold: a steak or cutlet is thick enough to cube, unlike slices for yakiniku.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(word))
    }

    @Test(arguments: [
        ("2 tbsp tomato paste", "ペースト"), ("2 tbsp tomato purée", "ペースト"), ("トマトペースト 大さじ1", "ペースト"),
        ("トマトピューレ 100g", "ピューレ"), ("500 g passata", "ピューレ"),
    ])
    func tomatoPasteIsNoPuree(line: String, word: String) throws {
        // Paste is the concentrate (`tomato purée` in British recipes); トマトピューレ is the thinner purée, with passata.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(word))
    }

    @Test(arguments: ["2 lb beef shank roast, cut into 2-inch pieces", "牛すね肉（塊） 600g"])
    func chunksStayCompatibleWithABlockAsked(line: String) throws {
        // Diced meat is a block cubed: below the block, yet no substitute; thin slices are one.
        let result = Self.matcher.match(Self.parser.parse(line), top: 40)
        #expect(result.status == .matched)
        #expect(try #require(result.candidates.first).name.contains("ブロック"))
        let diced = try #require(result.candidates.first { $0.name.contains("角切り") })
        #expect(diced.verdict == .compatible)
        #expect(diced.reasons.contains("diced; a block asked"))
    }

    @Test(arguments: [
        "2 lb boneless pork shoulder roast", "4 pounds bone-in pork roast", "豚肩ロース（塊） 500g",
        "1 lb boneless pork shoulder, cut into 1-inch cubes",
    ])
    func aRoastBuysABlock(line: String) throws {
        // A roast is cut from a block: slices or scraps of the same meat rank below it.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("ブロック"))
    }

    @Test(arguments: [
        // (A fruit tree's leaves: the fruit is neither bought nor, since session 42, offered: `PoolS42Tests`.)
        // Japanese anchovies are sold fresh or dried, never as the canned fillets; no such fish is sold.
        "カタクチイワシ 500g", "300 g fresh Japanese anchovies",
        // (A roast or meat to cube of a meat sold only sliced: `PoolS42Tests`, no slices offered.)
        // A counted duck is a whole bird; only breasts are sold.
        "1 4-pound duck", "鴨 1羽",
        // Corn tortillas are no flour tortillas.
        "8 corn tortillas", "コーントルティーヤ 6枚",
        // (Sweets named after a flavour are not the herb, and are offered nothing: `PoolS41Tests`.)
        // Green chiles are fresh pods: no dried red chili or cayenne is one.
        "1 long hot green chile pepper", "1/2 cup chopped roasted green chiles",
        // Dashi soy sauce is soy sauce with dashi, not 白だし: the soy sauce is offered.
        "だし醤油 大さじ3", "2 tbsp dashi soy sauce",
        // Sashimi soy sauce is a soy sauce of its own (no rice from the word 刺身).
        "刺身醤油 適量", "2 tbsp sashimi soy sauce",
        // A cheese kind no table knows is not any cheese sold.
        "100 g Tilsit cheese", "4 oz semisoft cheese, such as Havarti", "100g Lincolnshire poacher cheese",
    ])
    func aFoodNotSoldIsOffered(line: String) throws {
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative != nil)
    }

    @Test(arguments: ["マス 2切れ", "2 trout fillets"])
    func troutIsNoSalmonTrout(line: String) {
        // サーモントラウト is sold as salmon: a trout line does not buy it.
        let (result, product) = Self.match(line)
        #expect(result.status != .matched)
        #expect(product?.foods.contains("trout-salmon") != true)
    }

    @Test(arguments: ["コウナゴ 200g", "小女子 50g", "1/2 cup dried sand lance"])
    func sandLanceIsNoShirasu(line: String) {
        // Young sand lance (こうなご) is another fish than shirasu (sardine and anchovy fry), and none is sold.
        let (result, product) = Self.match(line)
        #expect(result.status != .matched)
        #expect(product?.foods.contains("sand-lance") != true)
    }

    @Test func aFruitLeafIsJudgedASubstitute() throws {
        let (result, _) = Self.match("4 fig leaves")
        let best = try #require(result.candidates.first)
        #expect(best.verdict == .substitute)
        #expect(best.reasons.contains { $0.contains("leaves") })
    }
}
