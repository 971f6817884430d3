import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Round 9 of issue 11 on the bundled lexicon and catalog: rules that leave a line unmatched, with an honest
/// alternative, where the evidence for a purchase is weak. Lines written for this test.
@Suite struct ConservativeRulesTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    static func alternativeProduct(_ result: IngredientMatch) -> Product? {
        result.alternative.flatMap { BundledIdentityTests.catalog.product(id: $0.productId) }
    }

    @Test(arguments: ["1/4 cup cashew butter", "カシューナッツバター 大さじ2"])
    func aSiblingMadeFromTheSameParentIsNoMatch(line: String) throws {
        // Almond flour and cashew butter are both made from nuts: that shared trait does not make one the other.
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(product?.foods.contains("almond-flour") != true)
        #expect(result.candidates.allSatisfy { !$0.name.contains("アーモンド") || $0.verdict != .compatible })
    }

    @Test func aSiblingStillShowsItsCut() throws {
        // Stew beef is cubed beef: diced shank for stews shows the cut and is bought.
        let (result, product) = Self.match("2 lb beef stew meat")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("beef-shank"))
    }

    @Test(arguments: ["ハス 2尾", "ハス 3匹"])
    func aPlantCountedByTheAnimalIsNotBought(line: String) throws {
        // ハス counted in 尾 is the fish of that name, not the lotus root: nothing is bought.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(alternative.note?.contains("animal") == true)
    }

    @Test(arguments: [("れんこん 1節", "lotus-root"), ("あじ 2尾", "horse-mackerel")])
    func countersThatFitTheFoodBuyIt(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["3 tbsp apple juice concentrate, thawed", "2 tbsp orange juice concentrate"])
    func aConcentrateIsNoJuice(line: String) throws {
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative != nil)
    }

    @Test func aMarinadeIsNotItsMeat() throws {
        // `char siu marinade` names a marinade for char siu, not the roast pork.
        let (result, _) = Self.match("1 bottle char siu marinade")
        #expect(result.status == .unmatched)
    }

    @Test func juiceItselfIsStillBought() throws {
        let (result, product) = Self.match("1 cup orange juice")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("orange-juice"))
    }

    @Test(arguments: ["2 cups skim milk", "1 cup fat-free milk", "無脂肪乳 200ml"])
    func fatFreeMilkBuysNeitherWholeMilkNorPowder(line: String) throws {
        // Whole milk is not fat-free, and skim milk powder (スキムミルク) is a dried milk, not one to pour.
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let alternative = try #require(Self.alternativeProduct(result))
        #expect(!alternative.foods.contains("milk-powder"))
    }

    @Test(arguments: [("1 cup low-fat milk", "low-fat-milk"), ("1/2 cup reduced-fat milk", "low-fat-milk"), ("スキムミルク 大さじ2", "milk-powder")])
    func lowFatMilkAndMilkPowderAreBought(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["2 tbsp white rum", "ホワイトラム 大さじ1"])
    func whiteRumIsNoDarkRum(line: String) throws {
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(try #require(Self.alternativeProduct(result)).foods.contains("rum"))
    }

    @Test(arguments: ["2 tbsp dark rum", "ダークラム 大さじ1", "3 tbsp rum"])
    func darkOrPlainRumBuysDarkRum(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("rum"))
    }

    @Test(arguments: ["1 lb white fish fillets", "白身魚 200g", "2 lb firm white fish"])
    func fishIsNotAFishCake(line: String) throws {
        // Fish paste products are made from fish, not a kind of it: a fish line never buys chikuwa.
        let (result, product) = Self.match(line)
        #expect(product?.foods.contains("chikuwa") != true)
        #expect(result.status != .matched || product?.foods.contains("surimi") != true)
        #expect(Self.alternativeProduct(result)?.foods.contains("chikuwa") != true)
    }

    @Test(arguments: ["ちくわ 2本", "2 chikuwa fish cakes"])
    func fishCakesAreStillBought(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("chikuwa"))
    }
}
