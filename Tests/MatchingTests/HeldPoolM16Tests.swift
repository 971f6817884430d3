import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pools M14-M16 of issue 11 (session 14): kinds of error they showed, each fixed as a lexicon fact or a
/// general rule. Lines written for this test.
@Suite struct HeldPoolM16Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("2 pounds cubed pumpkin, or 4 cups pumpkin purée", "pumpkin"),
        ("8 ripe tomatoes, peeled, or 6 canned tomatoes", "tomato"),
    ])
    func aLongerNameInALaterChoiceIsNoKindOfTheFirst(line: String, food: String) {
        // The food is the one the name names; a kind of it named further on is the other choice.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food)
        #expect(result.status == .matched)
    }

    @Test func aUnitWordSetAsideStillNarrowsTheName() {
        // `fillet` went to the comment, and `fillet of beef` holds the beef the name names.
        let (result, _) = Self.match("3 lb fillet of beef")
        #expect(result.parsed.food == "beef-tenderloin")
    }

    @Test(arguments: [
        ("京みず菜（市販の水菜でも良い） 1束", "mizuna"),
        ("万木かぶ（市販のかぶでも可） 2個", "turnip"),
        ("豊橋ちくわ（市販のちくわやかまぼこでも可） 2本", "chikuwa"),
    ])
    func aJapaneseAsideAllowingAFoodBuysIt(line: String, food: String) throws {
        // `（Xでも可）` offers X in place of the line's food; the food itself, unqualified, counts too.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test func anAsideGivingAnAmountIsNoChoice() {
        // `（500gでも可）` allows more of the same: nothing else is read from it.
        let (result, _) = Self.match("米麹 200g（300gでも可）")
        #expect(result.candidates.allSatisfy { !$0.reasons.contains { $0.hasPrefix("the line's other choice") } })
    }

    @Test(arguments: ["2 tsp Thai fish sauce", "1 tbsp fish sauce (Thai)"])
    func thaiFishSauceIsNamPla(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("fish-sauce"))
    }

    @Test(arguments: ["1 cup shredded Italian cheese blend", "2 cups Mozzarella-Cheddar cheese blend"])
    func aCheeseBlendIsShreddedCheese(line: String) throws {
        // A blend names the cheeses it mixes; what is sold is the shredded mix, not a wedge of one of them.
        let (_, product) = Self.match(line)
        #expect(try #require(product).foods.contains("shredded-cheese"))
    }

    @Test(arguments: ["1 small box instant lemon pudding and pie filling", "1 package pudding & pie filling, chocolate"])
    func puddingAndPieFillingIsAPuddingMix(line: String) {
        // Not cherry pie filling: no cherries are bought or offered.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == "instant-pudding")
        let offered = result.candidates + (result.alternative.map { [$0] } ?? [])
        for candidate in offered {
            #expect(BundledIdentityTests.catalog.product(id: candidate.productId)?.foods.contains("cherry") != true)
        }
    }

    @Test(arguments: ["1/3 cup nonfat dry milk powder", "2 tbsp non-fat dry milk", "脱脂粉乳 大さじ2"])
    func skimMilkPowderClaimsNothingItNeedsToShow(line: String) throws {
        // Milk powder made from skim milk is sold as スキムミルク: `nonfat` names the powder, no label to look for.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("milk-powder"))
    }

    @Test(arguments: ["1/2 cup grated Reggiano Parmesan", "3 tbsp finely grated parmigiano-reggiano", "パルミジャーノ・レッジャーノ 30g"])
    func parmigianoReggianoIsTheWedgeNotTheShakerPowder(line: String) throws {
        // The powder (パルメザンチーズ 粉) is parmesan, not the parmigiano reggiano the line names.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("parmigiano-reggiano"))
    }

    @Test func plainParmesanShavingsStillBuyTheWedge() throws {
        let (_, product) = Self.match("2 ounces Parmesan cheese shavings")
        #expect(try #require(product).foods.contains("parmigiano-reggiano"))
    }

    @Test(arguments: [
        ("3 tbsp chopped Italian or flat parsley", "italian-parsley"),
        ("1 cup whole wheat pastry flour", "whole-wheat-flour"),
        ("2 tsp capers in vinegar, drained", "capers"),
        ("煎茶（茶葉） 大さじ1", "sencha"),
    ])
    func namesAndUsualStatesFromTheM14Pool(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test func aJapaneseFirstChoiceBeforeALongerSecondIsTried() throws {
        // The longer name of the second choice is read (ほうじ茶, not carried); the first, 煎茶, is sold.
        let (result, product) = Self.match("煎茶またはほうじ茶 10g")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("sencha"))
    }

    @Test(arguments: [("みりん 大3", "tbsp", 3.0), ("塩 小1/2", "tsp", 0.5)])
    func aBareLargeOrSmallBeforeANumberIsTheSpoon(line: String, unit: String, quantity: Double) {
        // 大3 is 大さじ3 for a food measured by volume.
        let parsed = BundledIdentityTests.parser.parse(line)
        #expect(parsed.unit == unit)
        #expect(parsed.quantity == quantity)
        #expect(parsed.size == nil)
    }

    @Test(arguments: ["じゃがいも 小4", "唐辛子 大2"])
    func aSizeBeforeACountOfPiecesStaysASize(line: String) {
        let parsed = BundledIdentityTests.parser.parse(line)
        #expect(parsed.unit == nil)
        #expect(parsed.size != nil)
    }

    @Test(arguments: ["1 tsp Old Bay seasoning", "2 tbsp taco seasoning mix"])
    func namedSpiceBlendsAreNoCajunSeasoning(line: String) {
        // Old Bay (celery salt, paprika) and taco seasoning (cumin, chili) are blends of their own.
        let (_, product) = Self.match(line)
        #expect(product?.foods.contains("cajun-seasoning") != true)
    }

    @Test(arguments: ["2 tbsp chopped flatleaf parsley", "1 cup flat-leaf parsley leaves"])
    func flatleafParsleyIsItalianParsley(line: String) throws {
        let (_, product) = Self.match(line)
        #expect(try #require(product).foods.contains("italian-parsley"))
    }

    @Test(arguments: ["150g caster sugar", "1/2 cup superfine sugar"])
    func casterSugarIsFineGranulatedSugar(line: String) {
        // グラニュー糖 is what a baker takes for caster sugar: a pantry staple like it (bought from 200 g since
        // session 48, `pantry.tsv`).
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == "granulated-sugar")
        #expect(result.status == .pantry)
        #expect(Self.match("200g caster sugar").0.status == .matched)
    }

    @Test func grenadineIsNoPomegranateMolasses() {
        let (result, _) = Self.match("1 tbsp grenadine syrup")
        #expect(result.parsed.food == "grenadine")
    }

    @Test(arguments: ["1 papaya and/or mango, diced", "2 cups kumquats and/or strawberries"])
    func andOrOffersAChoice(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .matched)
    }

    @Test(arguments: ["2 cups strawberries, stems removed", "1 lb strawberries, without the leaves"])
    func aPartTheCookThrowsAwayIsNotAsked(line: String) throws {
        // `leaves removed` says what goes in the bin, not that leaves are bought.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("strawberry"))
    }

    @Test(arguments: [
        ("1 cup maple syrup powder", "maple-sugar"), ("2 oz rye whiskey", "rye-whiskey"),
        ("1 cup green cherry tomatoes", "green-tomato"), ("1 cup ditalini pasta", "ditalini"),
        ("2 cups tart cherries, pitted", "sour-cherry"), ("1 tsp grated gingerroot", "ginger"),
    ])
    func lexiconFactsFromTheM17AndM18Pools(line: String, food: String) {
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food)
    }

    @Test(arguments: ["1 cup maple syrup powder", "1 cup green cherry tomatoes", "1 cup tart red cherries"])
    func aKindTheShopDoesNotCarryIsNotBoughtAsItsParent(line: String) {
        // Liquid maple syrup, red cherry tomatoes and sweet cherries are other things: offered, not bought.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
    }
}
