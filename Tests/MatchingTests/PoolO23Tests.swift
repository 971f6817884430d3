import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// A line whose food (`food`) is not sold: nothing is bought, and when `offered`, another product is offered.
@discardableResult
func expectNotSold(
    _ line: String, food: String, offered: Bool, sourceLocation: SourceLocation = #_sourceLocation
) -> IngredientMatch {
    let (result, product) = BundledIdentityTests.match(line)
    #expect(result.parsed.food == food, sourceLocation: sourceLocation)
    #expect(result.status == .unmatched, sourceLocation: sourceLocation)
    #expect(product == nil, sourceLocation: sourceLocation)
    if offered { #expect(result.alternative != nil, sourceLocation: sourceLocation) }
    return result
}

/// A line that buys nothing and is offered nothing instead (no product sold is a fair nearest for it).
/// A line left unmatched as `food`, offered a product whose name holds `offered`.
@discardableResult
func expectOffered(
    _ line: String, food: String, offered: String, sourceLocation: SourceLocation = #_sourceLocation
) -> IngredientMatch {
    let result = expectNotSold(line, food: food, offered: true, sourceLocation: sourceLocation)
    #expect(result.alternative?.name.contains(offered) == true,
            "\(line): \(result.alternative?.name ?? "nothing offered")", sourceLocation: sourceLocation)
    return result
}

/// A line left unmatched as `food`, offered a product (whose name holds `offered`, when given) with `reason` among the
/// alternative's reasons.
@discardableResult
func expectOffered(
    _ line: String, food: String, offered: String? = nil, because reason: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> IngredientMatch {
    let result = offered.map { expectOffered(line, food: food, offered: $0, sourceLocation: sourceLocation) }
        ?? expectNotSold(line, food: food, offered: true, sourceLocation: sourceLocation)
    #expect(result.alternative?.reasons.contains(reason) == true,
            "\(line): \(result.alternative?.reasons ?? [])", sourceLocation: sourceLocation)
    return result
}

func expectNothingOffered(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let (result, product) = BundledIdentityTests.match(line)
    #expect(product == nil, "\(line): \(product?.name ?? "")", sourceLocation: sourceLocation)
    #expect(result.alternative == nil, "\(line): \(result.alternative?.name ?? "")", sourceLocation: sourceLocation)
}

/// A line that buys a product whose name holds `product`.
@discardableResult
func expectBought(_ line: String, product: String, sourceLocation: SourceLocation = #_sourceLocation) -> IngredientMatch {
    let (result, bought) = BundledIdentityTests.match(line)
    #expect(result.status == .matched, "\(line)", sourceLocation: sourceLocation)
    #expect(bought?.name.contains(product) == true, "\(line): \(bought?.name ?? "nothing bought")", sourceLocation: sourceLocation)
    return result
}

/// Rules from held pools P92–P95 (session 23): what the judges found wrong, on lines of their own shape.
@Suite struct PoolO23Tests {
    @Test(arguments: ["3 chicken breasts", "3 whole chicken breasts", "2 large chicken breasts, cut into thin strips"])
    func countedBreastsAreWholeBreasts(line: String) throws {
        // `3 whole chicken breasts` bought breast cut up for karaage, the cheapest packs of the breast.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        let name = try #require(product).name
        #expect(name.contains("むね肉"))
        #expect(!name.contains("唐揚げ用"))
    }

    @Test func byWeightCutUpMeatIsTheSameMeat() throws {
        // A weight of thighs may be bought cut up for karaage, when that is the cheaper cover.
        let result = expectBought("鶏モモ肉 500g前後", product: "もも肉")
        #expect(try #require(result.candidates.first).packs == 1)
    }

    @Test(arguments: ["1 whole sea bream (about 700 g), scaled and gutted", "1 x 675g/1½lb whole, large sea bream, cleaned"])
    func aWholeFishIsNoOffcuts(line: String) throws {
        // `1 x 675g/1½lb whole, large sea bream, cleaned` bought five packs of 切り落とし; its fillets come nearer.
        // (Offered since session 52, not bought: `PoolS52cTests`.)
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        let name = try #require(result.alternative).name
        #expect(name.contains("真鯛"))
        #expect(!name.contains("切り落とし"))
    }

    @Test(arguments: ["鶏もも肉（唐揚げ用） 300g", "鶏もも肉 唐揚げ用 300g"])
    func meatCutForKaraageIsBoughtWhenAsked(line: String) throws {
        let result = expectBought(line, product: "唐揚げ用")
        #expect(try #require(result.candidates.first).reasons.contains { $0.contains("diced as asked") })
    }

    @Test(arguments: ["2 x 400g cans chopped tomatoes", "One 14.5-ounce can diced peeled tomatoes, drained"])
    func choppedTomatoesStillBuyTheChoppedCan(line: String) throws {
        // (The rule above ranks cut-up meat lower; a can of chopped tomatoes is no meat.)
        expectBought(line, product: "カットトマト")
    }

    @Test func aCanOfAnotherCountrysSizeIsOneCan() throws {
        // `1 x 198g/7oz can sweetcorn` bought two 190 g cans.
        let result = expectBought("1 x 198g/7oz can sweetcorn", product: "コーン")
        let bought = try #require(result.candidates.first)
        #expect(bought.packs == 1)
        #expect(bought.reasons.contains { $0.contains("within a tenth of the written can size") })
    }

    @Test func aWeightWithoutAContainerIsMetInFull() throws {
        // 200 g is not a can: two 190 g cans cover it.
        let (result, _) = BundledIdentityTests.match("200g canned sweetcorn")
        #expect(result.status == .matched)
        #expect(try #require(result.candidates.first).packs == 2)
    }

    @Test(arguments: [("2 c confectioner’s sugar", "粉糖"), ("3 tbsp confectioner's sugar", "粉糖")])
    func possessiveNamesAreRead(line: String, name: String) throws {
        // The apostrophe's `s` is dropped when reading a name: `confectioner’s sugar` was plain sugar (pantry).
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(result.parsed.food == "powdered-sugar")
        #expect(try #require(product).name.contains(name))
    }

    @Test(arguments: ["80g/2¾oz coarse sea salt", "Course sea salt, for sprinkling"])
    func coarseSeaSaltShowsTheCoarseSalt(line: String) throws {
        // A pantry line still shows what would be bought: table salt for coarse sea salt was wrong.
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .pantry)
        #expect(result.parsed.food == "salt-coarse")
        #expect(try #require(result.candidates.first).name.contains("粗塩"))
    }

    @Test(arguments: [
        ("1 (12 fluid ounce) can or bottle wheat beer (such as Blue Moon®)", "wheat-beer", "ビール"),
        ("1 x 400g tin flageolet beans, drained and rinsed", "flageolet-bean", nil),
        ("2 lamb fillets, weighing about 175g/6oz each", "lamb-fillet", "ラム"),
    ] as [(String, String, String?)])
    func foodsNotSoldAreNotBoughtAsAnother(line: String, food: String, alternative: String?) throws {
        // Wheat beer bought bulgur (wheat), flageolets red kidney beans, lamb fillets bone-in chops.
        let result = expectNotSold(line, food: food, offered: false)
        if let alternative {
            #expect(try #require(result.alternative).name.contains(alternative))
        }
    }

    @Test(arguments: ["1 teaspoon GREY POUPON Dijon Mustard", "1 teaspoon Grey Poupon® Dijon mustard"])
    func aBrandInCapitalsNamesNoKind(line: String) throws {
        // `GREY POUPON` was read as a kind of mustard no product names.
        expectBought(line, product: "ディジョン")
    }

    @Test func capitalsOfAShortKindOrOfAWholeNameAreNoBrand() {
        #expect(LineRequest.lastBrandWordEnd("GREY POUPON Dijon ", in: "GREY POUPON Dijon Mustard") != nil)
        #expect(LineRequest.lastBrandWordEnd("Safeway SELECT Frozen ", in: "Safeway SELECT Frozen Ravioli") != nil)
        #expect(LineRequest.lastBrandWordEnd("BBQ ", in: "BBQ sauce") == nil)
        #expect(LineRequest.lastBrandWordEnd("GREEN ", in: "GREEN ONION") == nil)
        #expect(LineRequest.lastBrandWordEnd("smoked ", in: "smoked paprika") == nil)
    }

    @Test(arguments: [
        ("spinach pierogi", "dumplings"), ("9 oz spinach ravioli", "ravioli"), ("20 pumpkin tortellini", "tortellini"),
    ])
    func aFilledFoodIsNoFoodOfItsFilling(line: String, food: String) throws {
        // `spinach pierogi` bought spinach; `portobello mushroom ravioli` portobello mushrooms. The filling is a
        // kind only a product naming it is: none here, so the plain one is offered.
        expectNotSold(line, food: food, offered: true)
    }

    @Test func aFillingTheProductNamesIsBought() throws {
        expectBought("1 lb pork dumplings", product: "餃子")
    }

    @Test(arguments: [("3 cups (750 mL) pineapple chunks, fresh or canned (see Notes)", 2),
        ("1 (20 ounce) can pineapple chunks", 1), ("1 cup canned pineapple chunks, drained", 1)])
    func cupsOfCannedPineappleCountCans(line: String, cans: Int) throws {
        // `3 cups pineapple chunks` could not be compared with a can (no weight) and bought one.
        let result = expectBought(line, product: "パイナップル缶")
        #expect(try #require(result.candidates.first).packs == cans)
    }

}

/// Rules from held pools P96–P99 (session 23, judged on 3bfa120).
@Suite struct PoolP23Tests {
    @Test(arguments: ["¾ teaspoon kosher salt, plus extra for sprinkling", "1 1/2 tablespoons kosher salt"])
    func kosherSaltShowsTheCoarseSalt(line: String) throws {
        // Table salt shown for kosher salt is about twice as salty by the spoon.
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .pantry)
        #expect(result.parsed.food == "salt-coarse")
        #expect(try #require(result.candidates.first).name.contains("粗塩"))
    }

    @Test func strongPlainFlourIsBreadFlour() throws {
        let (result, _) = BundledIdentityTests.match("750g/1lb 10oz strong plain flour, plus extra for flouring")
        #expect(result.parsed.food == "bread-flour")
        #expect(try #require(result.candidates.first).name.contains("強力粉"))
    }

    @Test(arguments: [("1 cup lime sorbet", "sorbet"), ("4½ tsp. pepper jelly", "pepper-jelly")])
    func foodsNotSoldAreNotBoughtAsAnother(line: String, food: String) throws {
        // Lime sorbet bought vanilla ice cream; pepper jelly showed ground black pepper.
        expectNotSold(line, food: food, offered: false)
    }

    @Test(arguments: [
        ("3 tbsp peanut, canola or corn oil", "peanut-oil"), ("vegetable or corn oil, to grease the tin", "vegetable-oil"),
    ])
    func aChoiceSharingItsHeadNamesTheOil(line: String, oil: String) throws {
        // `vegetable or corn oil` was read as vegetables, with nothing to buy. (A list of three names its first item
        // with the head they share: peanut oil, session 31.)
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == oil)
        #expect(result.status == .pantry)
    }

    @Test(arguments: ["2 cups cornflakes", "1 cup cereal", "シリアル 30g"])
    func cornFlakesAreCornFlakes(line: String) throws {
        // The catalog's コーンフレーク was tagged cereal: `2 cups cornflakes` was unmatched with it offered.
        expectBought(line, product: "コーンフレーク")
    }

    @Test func aFoodNamedInsideABrandIsTheBrands() throws {
        // `Chocolate Chex® cereal` bought baking chocolate: the food after the mark is the line's.
        let (result, _) = BundledIdentityTests.match("2 cups Chocolate Chex® cereal")
        #expect(result.parsed.food == "cereal")
        // … within one item of a list only: the next item's brand does not make its food the line's.
        let (list, _) = BundledIdentityTests.match(
            "Toppings: shredded lettuce, SARGENTO® ChefStyle Shredded Mild Cheddar Cheese, sour cream, ORTEGA® Thick & Smooth Taco Sauce")
        #expect(list.status != .matched)
    }

    @Test func nonfatTortillasAreNoPlainOnes() throws {
        // `8 nonfat flour tortillas` bought ordinary tortillas: tortillas must claim low-fat (diet.tsv).
        let (result, product) = BundledIdentityTests.match("8 nonfat flour tortillas")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("トルティーヤ"))
        let (plain, _) = BundledIdentityTests.match("8 flour tortillas")
        #expect(plain.status == .matched)
    }

    @Test(arguments: [("4 ripe plum tomatoes", "tomato-large", "中玉トマト"), ("2 vine tomatoes, seeded and diced", "tomato", "トマト")])
    func plumTomatoesBuyTheKindSold(line: String, food: String, name: String) throws {
        // `4 ripe plum tomatoes` bought six vine-ripened tomatoes, whose English name `vine` read as the plum kind,
        // while 中玉トマト (the plum kind's own name) was tagged plain tomato.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(result.parsed.food == food)
        #expect(try #require(product).name.contains(name))
    }

}

/// Rules from held pools P100–P103 (session 23, judged on c283571).
@Suite struct PoolQ23Tests {
    @Test func smokedSausageBuysTheWieners() throws {
        // A Japanese shop's wieners are smoked: `1/2 pound smoked sausage` was unmatched with them offered as fresh.
        expectBought("1/2 pound smoked sausage, thinly sliced", product: "ウインナー")
        // Raw sausage is no smoked wiener, and frozen ones are still bought as they are sold.
        #expect(BundledIdentityTests.match("1 lb fresh pork sausage").0.status == .unmatched)
        #expect(BundledIdentityTests.match("6 frozen breakfast sausages").0.status == .matched)
    }

    @Test func aChickenStockCubeIsChickenBouillon() throws {
        // `½ chicken stock cube` was a kind of consommé named chicken, unmatched.
        let (result, _) = BundledIdentityTests.match("½ chicken stock cube, dissolved in 300ml/10½fl oz just-boiled water")
        #expect(result.parsed.food == "chicken-stock-powder")
        #expect(try #require(result.candidates.first).name.contains("鶏ガラスープの素"))
    }

    @Test(arguments: ["8 ounces Italian-style or chorizo-style soy sausage", "4 vegetarian sausages"])
    func meatlessSausagesAreNoPork(line: String) throws {
        // `soy sausage` bought pork wieners.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(product == nil)
        // Soy sauce seasons meat: it asks for no plant-based product.
        #expect(BundledIdentityTests.match("2 lb soy sauce chicken wings").0.status == .matched)
    }

    @Test func howBaconWasCuredNamesNoKind() throws {
        // `maple-cured bacon` was a kind of bacon named maple, unmatched with bacon offered.
        expectBought("6 slices maple-cured bacon, or more to taste", product: "ベーコン")
    }

    @Test(arguments: ["2 tsp fresh coarsely ground black peppercorns", "pinch fresh nutmeg"])
    func freshBeforeASpiceSoldDriedIsFreshlyGround(line: String) throws {
        // `fresh` before pepper or nutmeg says freshly ground: the dried spice was offered as a wrong form.
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        // Fresh chiles and fresh turmeric root are still asked fresh.
        #expect(BundledIdentityTests.match("2 fresh red chillies").0.status == .unmatched)
        #expect(BundledIdentityTests.match("1 tbsp fresh turmeric, grated").0.status == .unmatched)
    }

}

/// Rules from held pools P104–P107 (session 23, judged on 2e03112).
@Suite struct PoolR23Tests {
    @Test(arguments: [("8 fluid ounces light rum (such as Appletons)", "white-rum"), ("~4 black cardamom pods", "black-cardamom"),
        ("1/3 cup chopped fully cooked low-fat ham", "ham"), ("One 7-ounce block of creamed coconut (see Notes)", "creamed-coconut"),
        ("4 tender garlic shoots, root ends trimmed", "green-garlic")])
    func aKindNotSoldIsOfferedNotBought(line: String, food: String) {
        // Light rum bought dark rum; black cardamom the green pods; low-fat ham the ordinary loin ham; creamed coconut
        // desiccated coconut; garlic shoots garlic bulbs.
        expectNotSold(line, food: food, offered: true)
    }

    @Test func darkRumAndGreenCardamomAreStillBought() {
        #expect(BundledIdentityTests.match("2 tbsp dark rum").0.status == .matched)
        #expect(BundledIdentityTests.match("4 green cardamom pods").0.status == .matched)
    }

    @Test func aCupOfMashedSweetPotatoWeighsAsMashed() throws {
        // A mashed cup weighed as a cubed one (133 g): `3 cups cold mashed sweet potatoes` bought two potatoes.
        let (result, _) = BundledIdentityTests.match("3 cups cold mashed sweet potatoes (without added milk and butter)")
        #expect(try #require(result.candidates.first).reasons.contains { $0.contains("255 g a cup") })
    }

    @Test func ryeToastIsRyeBread() throws {
        expectBought("Rye toast", product: "ライ麦")
    }

    @Test func aPlaceNameShowsNoColour() {
        // 青森県産 (from Aomori) read as green: garlic from there showed the green of green garlic.
        let tagged = AttributeExtractor.bundled.attributes(in: "にんにく 青森県産 50g", category: "vegetable")
        #expect(!tagged.traits.contains(.green))
    }
}
