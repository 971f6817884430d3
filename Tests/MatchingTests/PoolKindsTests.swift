import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Round 11 of issue 11: kinds of error a fresh pool of real lines showed, each fixed as a general rule or a
/// lexicon or catalog fact: a named variety sold apart (flat-leaf parsley, nashi), a particular sugar, vinegar or
/// herb part not carried (no silent substitution), an aside naming the kind or only the use, and the other
/// choice of a line in either order. Lines written for this test.
@Suite struct PoolKindsTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    // MARK: Facts of the lexicon and catalog

    @Test(arguments: [
        ("1 bunch flat-leaf parsley", "italian-parsley"),
        ("イタリアンパセリ 1束", "italian-parsley"),
        ("梨 1個", "asian-pear"),
        ("1 nashi pear, sliced", "asian-pear"),
        ("青じそ 5枚", "perilla"),
        ("きび砂糖 大さじ1", "brown-sugar"),
        ("1/2 cup packed light brown sugar", "brown-sugar"),
        ("深ねぎ 1本", "leek"),
        ("根しょうが 1かけ", "ginger"),
        ("1 thumb ginger root, grated", "ginger"),
        ("スライスチーズ 2枚", "processed-cheese"),
        ("4 slices American cheese", "processed-cheese"),
        ("塩蔵わかめ 30g", "wakame-salted"),
        ("1 oz salted wakame", "wakame-salted"),
    ])
    func theLineBuysItsFood(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["スライスチーズ 2枚", "4 slices American cheese"])
    func cheeseSlicesBuySlices(line: String) throws {
        // Processed cheese asked in slices buys the sliced pack, not the wedges.
        let (_, product) = Self.match(line)
        #expect(try #require(product).name.contains("スライス"))
    }

    @Test(arguments: ["2 tbsp chopped parsley", "パセリ 少々"])
    func plainParsleyTakesAnyParsley(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        let foods = try #require(product).foods
        #expect(foods.contains("parsley") || foods.contains("italian-parsley"))
    }

    @Test(arguments: [
        "2 Bosc pears, cored", "洋梨 1個", "穂じそ 4本", "shiso flower buds, to garnish", "てんさい糖 50g",
        "1/4 cup beet sugar", "三温糖 大さじ1", "1 tbsp sherry vinegar", "シェリービネガー 大さじ1",
    ])
    func aParticularFoodNotSoldIsOnlyOffered(line: String) {
        // European pears, shiso flower spikes, beet sugar, sanontou and sherry vinegar are not carried: a nashi, shiso
        // leaves, white or cane sugar and white wine vinegar are only offered.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
    }

    @Test(arguments: ["3 ripe Comice pears, peeled", "洋梨 2個"])
    func aEuropeanPearIsOfferedTheNashi(line: String) throws {
        // Pears of both kinds share a family: the nashi sold is offered for a European pear, never bought.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(BundledIdentityTests.catalog.product(id: alternative.productId)?.foods.contains("asian-pear") == true)
    }

    @Test(arguments: ["ミックス味噌 大さじ2", "2 tbsp mixed miso"])
    func mixedMisoIsThePantrysMiso(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    // MARK: Asides

    @Test(arguments: [
        ("豚肉（ロース） 200g", "pork-loin"),
        ("牛肉（サーロイン） 150g", "beef-sirloin"),
        ("1 lb beef (sirloin), cubed", "beef-sirloin"),
    ])
    func anAsideNamingAKindBuysThatKind(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["卵（錦糸卵用） 3個", "卵（だし巻き卵） 2個", "2 eggs (omelette)"])
    func anAsideNamingWhatTheCookMakesBuysTheFood(line: String) throws {
        // An omelette is no kind of egg sold: the aside says what the cook makes of the eggs.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("egg"))
    }

    @Test func anAsideNamesTheKindOnlyOfTheLinesFood() {
        let lexicon = BundledIdentityTests.lexicon
        let index = BundledIdentityTests.matcher.index
        let pork = lexicon.food(id: "pork")!
        #expect(LineRequest.kindInAside(of: pork, in: "豚肉（ロース）", index: index)?.id == "pork-loin")
        // A food that is no kind of the line's (beef in a note of pork) or the food itself says nothing.
        #expect(LineRequest.kindInAside(of: pork, in: "豚肉（牛肉）", index: index) == nil)
        #expect(LineRequest.kindInAside(of: pork, in: "豚肉（豚肉）", index: index) == nil)
        #expect(LineRequest.kindInAside(of: pork, in: "pork (about 1 lb)", index: index) == nil)
    }

    @Test(arguments: ["酢（マリネ用） 大さじ2", "みりん（鍋用） 大さじ1", "1/4 cup vinegar (for the pickles)", "2 tbsp vinegar, for the marinade"])
    func aUseIsNoKind(line: String) {
        // What the staple is for names no kind of it: still the pantry's.
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    @Test(arguments: [
        ("for the pickles", true), ("FOR serving", true), ("マリネ用", true), ("unsalted", false), ("用", true),
        ("fo r", false), ("", false),
    ])
    func aTextMayNameAUse(text: String, use: Bool) {
        #expect(LineRequest.mayNameAUse(text) == use)
    }

    @Test func theLineStillSaysWhatItIsInAUseAside() {
        // Only the use is dropped: a reference to the recipe in the same aside still makes the line made here.
        let (result, _) = Self.match("1 cup dressing (for the salad, recipe follows)")
        #expect(result.status == .madeInRecipe)
    }

    // MARK: Choices

    @Test(arguments: [
        ("3 tbsp clarified (or unsalted) butter", "ghee"),
        ("澄ましバター 大さじ3", "ghee"),
        ("1 tbsp balsamic or sherry vinegar", "balsamic"),
        ("1 cup raisins or currants", "raisin"),
        ("シェリービネガー（またはバルサミコ酢） 大さじ1", "balsamic"),
        ("2 tsp apple cider or champagne vinegar", "vinegar-apple"),
        ("1/2 lb ground beef or ground venison", "ground-beef"),
        ("1 tbsp mirin (sweet rice wine) or sweet sherry", "mirin"),
    ])
    func eitherChoiceIsBought(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: [
        ("clarified (or unsalted) butter", "clarified  butter"), ("stock (OR water)", "stock "),
        ("butter (softened)", nil), ("butter (organic) (or margarine)", "butter (organic) "), ("a (or", nil),
    ])
    func anAsideOfferingAnotherChoiceIsLeftOut(text: String, expected: String?) {
        #expect(LineRequest.withoutChoiceAsides(text) == expected)
    }

    @Test func aFirstChoiceIsReadOnlyWhereAFoodsNameEndsIt() {
        // `rolls pork or veal sausage`: `rolls pork` ends in no food's name (bread rolls are no choice here).
        let (_, product) = Self.match("3 rolls pork or veal sausage")
        #expect(product?.foods.contains("bread-roll") != true)
    }

    @Test func aWordBeforeOrTakesTheSecondsHeadOnlyWhenTheyNameAFood() {
        // `walnut or olive oil`: walnut oil is not sold, and walnuts are no choice the line offers.
        let (result, product) = Self.match("2 tbsp walnut or olive oil")
        #expect(product?.foods.contains("walnut") != true)
        #expect(result.status == .pantry || result.status == .matched)
    }
}
