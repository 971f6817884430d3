import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pool M12 of issue 11 (session 13, lead): kinds of error it showed, each fixed as a lexicon fact or a
/// general rule. Lines written for this test.
@Suite struct HeldPoolM12Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: ["8 ounces pasta", "1 lb dried pasta", "パスタ 200g"])
    func aGenericPastaBuysALongOrShortPasta(line: String) throws {
        // Lasagna sheets are a pasta for one dish, never what `pasta` buys, however cheap the pack.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        let foods = try #require(product).foods
        #expect(!foods.contains("lasagna"))
        #expect(foods.contains { ["spaghetti", "penne", "macaroni", "fettuccine"].contains($0) })
    }

    @Test func lasagnaSheetsStillBuyTheLasagna() throws {
        let (result, product) = Self.match("9 oz dried lasagna sheets")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("lasagna"))
    }

    @Test(arguments: ["8 ounces uncooked orzo pasta", "250g fresh tagliarini pasta", "200g tagliolini"])
    func aPastaKindNotSoldIsOnlyOffered(line: String) throws {
        // Orzo and tagliolini are kinds of their own: the nearest pasta sold is offered, not bought.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(BundledIdentityTests.catalog.product(id: alternative.productId)?.foods.contains("lasagna") == false)
    }

    @Test(arguments: ["½ cup minced ham", "2 tablespoons minced bacon", "3 oz finely minced prosciutto"])
    func aCuredMeatMincedIsChoppedByTheCook(line: String) throws {
        // No shop grinds ham: the ham sold is bought, never the pork mince.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.allSatisfy { !$0.hasPrefix("ground-") })
    }

    @Test(arguments: ["1 lb ground pork", "300g minced beef", "1/2 pound ground sausage"])
    func rawMeatMincedIsStillTheMince(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains { $0.hasPrefix("ground-") })
    }

    @Test(arguments: [
        ("1 tbsp avocado oil", "avocado-oil"), ("2 tbsp walnut oil", "walnut-oil"), ("1 tsp almond oil", "almond-oil"),
        ("1 cup dried black-eyed peas", "cowpea"), ("ささげ 100g", "cowpea"), ("1 cup pigeon peas", "pigeon-pea"),
    ])
    func lumpedKindsAreFoodsOfTheirOwn(line: String, food: String) {
        // Nut and seed oils, and black-eyed peas (cowpeas) and pigeon peas, were one food each.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food)
    }

    @Test(arguments: [
        "3/4 pound dry pasta, like ziti, fusilli, shells or rigatoni", "1 lb pasta (such as penne or rigatoni)",
        "12 oz short pasta, e.g. fusilli or macaroni",
    ])
    func examplesOfAGenericFoodSayItsFamily(line: String) throws {
        // Short shapes named as examples: a short pasta is bought, never the spaghetti that is cheapest for `pasta`.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        let foods = try #require(product).foods
        #expect(foods.contains { ["penne", "macaroni", "fusilli"].contains($0) })
    }

    @Test(arguments: ["1 lb pasta such as spaghetti", "1 lb pasta, like spaghetti or penne"])
    func examplesWithNothingInCommonSayNothing(line: String) throws {
        // One example of the food's own children, or examples of two families: the generic food, bought as plain.
        let (result, _) = Self.match(line)
        #expect(result.status == .matched)
        #expect(LineRequestProbe.food(of: line) == "pasta")
    }
}

/// The food a line is matched as, after the rules of `LineRequest` (the parse keeps the food it read).
enum LineRequestProbe {
    static func food(of line: String) -> String {
        let index = BundledIdentityTests.matcher.index
        let parsed = BundledIdentityTests.parser.parse(line)
        let features = NameFeatures(line: parsed.name.isEmpty ? parsed.text : parsed.name, japanese: parsed.language == "ja")
        return LineRequest(parsed, normalizedName: features.normalized, index: index).foodId
    }
}

