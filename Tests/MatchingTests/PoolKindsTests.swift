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
        // (Brown sugar is the pantry's in a kitchen's amounts: bought by half a pack or more.)
        ("きび砂糖 300g", "brown-sugar"),
        ("2 cups packed light brown sugar", "brown-sugar"),
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
        "1/4 cup beet sugar", "1 tbsp sherry vinegar", "シェリービネガー 大さじ1",
    ])
    func aParticularFoodNotSoldIsOnlyOffered(line: String) {
        // European pears, shiso flower spikes, beet sugar and sherry vinegar are not carried (sanontou is the pantry's): a nashi, shiso
        // leaves, white or cane sugar and white wine vinegar are only offered.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
    }

    @Test(arguments: ["3 ripe pears, halved", "洋梨 2個"])
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
        ("1 cup raisins or currants", "raisins"),
        ("シェリービネガー（またはバルサミコ酢） 大さじ1", "balsamic"),
        ("2 tsp apple cider or sherry vinegar", "vinegar-apple"),
        ("1/2 lb ground beef or ground venison", "ground-beef"),
    ])
    func eitherChoiceIsBought(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: ["1 tsp smoked paprika or paprika", "2 tsp smoked paprika or plain paprika"])
    func theGeneralFoodAfterItsKindIsAskedNothingOfTheKind(line: String) throws {
        // The catalog has plain paprika only: the choice after `or` is bought, and `smoked` is the first choice's.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "smoked-paprika")
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(product).foods.contains("paprika"))
    }

    @Test func aChoiceWithAnotherHeadKeepsTheWordsBeforeIt() {
        // `stock` is not `broth`: the low-salt ask of the first choice stays, and no vegetable stock is bought.
        let (result, product) = Self.match("4 cups no-salt-added beef broth or stock")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
    }

    @Test(arguments: ["3 tbsp jerk sauce", "2 tbsp romesco sauce", "身欠きニシン 3本"])
    func aKindNoTableKnowsIsOfferedNoOtherKind(line: String) {
        // Meat sauce is no jerk sauce, seasoned herring roe no dried herring:
        // another known kind of the line's food differs from the kind asked as much as any.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative == nil, "\(line): \(result.alternative?.name ?? "")")
    }

    @Test(arguments: [
        ("1/2 cup pecan halves", "walnut"), ("1 lb dried black beans", "white-beans"),
    ])
    func theCheapestAlternativeStaysInTheNearestOnesCategory(line: String, food: String) throws {
        // Held pool M7: pecans were offered almond milk, black beans sweet bean paste: a kind in another category
        // (a drink, a paste) is another form of the nearest food, no stand-in for the line's. (Pecans are offered
        // walnuts, their stand-in, since session 21; dried black beans white beans, since session 24. Flaked coconut
        // buys the desiccated coconut since session 41: `PoolS41Tests`.)
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative, "\(line)")
        #expect(BundledIdentityTests.catalog.product(id: alternative.productId)?.foods.first == food, "\(line): \(alternative.name)")
    }

    @Test(arguments: ["比内地鶏 200g", "壱州豆腐 1丁"])
    func aKindNoTableKnowsIsOfferedAPlainKind(line: String) throws {
        // A breed of chicken or a local tofu the catalog lacks: the plain thighs or tofu block it sells.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative, "\(line)")
        #expect(alternative.verdict == .substitute)
    }

    @Test(arguments: [
        ("reserved from cans", true), ("drained from the tin", true), ("spooned from a jar", true),
        ("soaked in water and drained", false), ("you can ask your fishmonger", false), ("cut from the cob", false),
    ])
    func aPreparationTakingTheFoodFromACanAsksCanned(preparation: String, expected: Bool) {
        // The parser now keeps `reserved from cans` in the preparation (`beet liquid reserved from cans`).
        #expect(LineRequest.takesFromACan(preparation) == expected)
    }

    @Test func aFirstChoiceClosedByAnAsideIsWhole() {
        // `mirin (sweet rice wine) or sweet sherry`: mirin alone, the pantry's (sherry is not read into it).
        let (result, _) = Self.match("1 tbsp mirin (sweet rice wine) or sweet sherry")
        #expect(result.status == .pantry)
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

    @Test(arguments: [
        ("butter (or margarine)", true), ("stock ( OR water)", true), ("stock (orange)", false), ("(or", false),
        ("no aside", false), ("a (b) (or c)", true),
    ])
    func anAsideOfferingAChoiceIsSeenByItsBytes(text: String, choice: Bool) {
        #expect(LineRequest.hasChoiceAside(text) == choice)
    }

    @Test(arguments: [("豚肉（ロース）", true), ("pork (loin)", true), ("豚肉", false), ("Ａ豚肉", false), ("～", false)])
    func anOpeningBracketIsSeenByItsBytes(text: String, bracket: Bool) {
        #expect(LineRequest.hasOpeningBracket(text) == bracket)
    }

    @Test func aWordBeforeOrTakesTheSecondsHeadOnlyWhenTheyNameAFood() {
        // `walnut or olive oil`: walnut oil is not sold, and walnuts are no choice the line offers.
        let (result, product) = Self.match("2 tbsp walnut or olive oil")
        #expect(product?.foods.contains("walnut") != true)
        #expect(result.status == .pantry || result.status == .matched)
    }

    // MARK: Staples named after another food, lists and uses in Japanese names (pool 2)

    @Test(arguments: ["1 tsp lemon pepper", "2 tsp chicken seasoning", "1/2 tsp truffle salt", "レモン塩 少々"])
    func aStapleNamedAfterAnotherFoodIsNotThePantrys(line: String) {
        // Lemon pepper is no black pepper and a chicken seasoning no seasoning we have: bought (here: only offered).
        let (result, _) = Self.match(line)
        #expect(result.status != .pantry)
        #expect(result.status != .matched)
    }

    @Test(arguments: [
        "salt and pepper, to taste", "1 tsp kosher salt", "2 tbsp olive oil", "1 tbsp sugar", "塩、こしょう 各少々",
        "1 cube chicken bouillon",
        // 三温糖 is the kitchen's brown sugar. (Brown sugar itself, light or dark, and きび砂糖 are not, say the line
        // judges of sessions 42-45: `brownSugarIsBought`.)
        "三温糖 大さじ1",
    ])
    func plainStaplesStayInThePantry(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    /// Brown sugar by the spoon or the cup is bought (nine line judges in twelve, sessions 42-45, said a Tokyo kitchen
    /// has none; cart judges of sessions 37 and 39 had kept it in the pantry).
    @Test(arguments: ["1 Tbsp brown sugar", "1/4 cup packed light brown sugar", "きび砂糖 大さじ1"])
    func brownSugarIsBought(line: String) {
        expectBought(line, product: "きび砂糖")
    }

    @Test(arguments: [
        ("lemon pepper", "pepper", "lemon"), ("salt and pepper", "pepper", nil), ("black pepper", "pepper", nil),
        ("garlic, pepper", "pepper", nil),
        // (A food inside a diet claim is no flavour: session 42.)
        ("low-fat yogurt", "yogurt", nil), ("mango yogurt", "yogurt", "mango"),
    ])
    func theFlavourBeforeAStaple(name: String, food: String, flavour: String?) throws {
        let lexicon = BundledIdentityTests.lexicon
        let staple = try #require(lexicon.food(id: food))
        let extractor = BundledIdentityTests.matcher.index.extractor
        #expect(LineRequest.englishFlavour(of: name, food: staple, lexicon: lexicon, extractor: extractor) == flavour)
    }

    @Test(arguments: ["しょうゆ・みりん 各大さじ1", "塩、砂糖 各小さじ1/2", "仕上げ用塩 少々", "酢・砂糖 各大さじ2"])
    func aListOrAUseOfStaplesIsThePantrys(line: String) {
        // Other foods listed beside a staple, or what it is for, name no kind of it.
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    @Test(arguments: [("飾り用ごま 少々", "sesame-seeds"), ("パセリ・ミント 各少々", "parsley")])
    func aListOrAUseBuysTheFood(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        let foods = try #require(product).foods
        #expect(foods.contains(food) || foods.contains { food == "parsley" && $0 == "italian-parsley" })
    }

    @Test(arguments: ["鶏刺し用鶏肉 200g", "金山寺味噌 大さじ2"])
    func aWordThatNamesAFoodOrAKindStaysAKind(line: String) {
        // `鶏刺し用` names the meat (a grade eaten raw), 金山寺 a kind of miso: neither is bought as the plain food.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
    }

    @Test(arguments: ["地酒 大さじ2", "日本酒 50ml"])
    func localSakeIsThePantrysSake(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .pantry)
    }

    @Test(arguments: [
        ("1 cup drained mandarin oranges", "canned-mandarin"), ("1 cup pineapple chunks, drained", "canned-pineapple"),
        ("みかん缶 1缶", "canned-mandarin"),
    ])
    func drainedFruitIsCanned(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: [("2 mandarin oranges, peeled", "mandarin"), ("1 cup drained cooked chickpeas", "chickpea")])
    func onlyDrainedFruitIsCanned(line: String, food: String) throws {
        // Fresh fruit is not drained, and a drained bean may be cooked at home.
        let (_, product) = Self.match(line)
        if food == "mandarin" { #expect(try #require(product).foods.contains(food)) }
        #expect(product?.foods.contains("canned-mandarin") != true)
    }

    // MARK: Kinds lumped into one food (fu, basil, allspice)

    @Test(arguments: [
        ("車麩 2枚", "kurumabu"), ("お麩 10g", "kurumabu"), ("1 tbsp ground allspice", "allspice"),
        ("オールスパイス 小さじ1/2", "allspice"), ("ガパオ 1パック", "holy-basil"), ("2 cups holy basil, loosely packed", "holy-basil"),
    ])
    func theKindSoldIsBought(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains(food))
    }

    @Test(arguments: [
        "生麩 1本", "手まり麩 8個", "庄内麩 1枚", "1 cup vital wheat gluten", "8 oz seitan, sliced", "1 tsp mixed spice",
        "ミックススパイス 小さじ1", "1 bunch Thai basil", "タイバジル 1束",
    ])
    func anotherKindIsNotBoughtAsTheOneSold(line: String) throws {
        // Fresh, flower or sheet fu, gluten flour and seitan are no dried wheel fu; mixed spice is no allspice; Thai
        // basil (horapha) no holy basil.
        let (result, product) = Self.match(line)
        #expect(result.status != .matched)
        #expect(product?.foods.contains("kurumabu") != true || result.status != .matched)
    }

    @Test func pimentosAreNoAllspice() {
        let (_, product) = Self.match("1 jar diced pimentos, drained")
        #expect(product?.foods.contains("allspice") != true)
    }
}
