import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules from the re-judged pools of session 26 (Ren7–Ren8, Rja7–Rja8: lines of the lines sets) and the WRONG lines
/// session 25 left.
@Suite struct PoolR26Tests {
    /// The choice written first is bought when it is sold, though the longer second was read: whole (`milk or
    /// cream`), or with the head it shares with the second (`chicken or vegetable stock`: chicken stock).
    @Test(arguments: [
        ("1 cup milk or cream", "牛乳"), ("2 cups butter or margarine, softened", "バター"),
        ("4 cups chicken or vegetable stock", "チキンブイヨン"), ("6 oz ramen or thin udon noodles", "中華麺"),
        ("1 cup sour cream or Greek yogurt", "サワークリーム"), ("8 oz mascarpone or cream cheese", "マスカルポーネ"),
        ("2 tablespoons chopped fresh parsley or cilantro", "パセリ"), ("1 tsp lime or lemon juice", "ライム"),
    ])
    func theFirstChoiceSoldIsBought(line: String, product: String) {
        let match = expectBought(line, product: product)
        #expect(match.candidates.first?.reasons.first?.hasPrefix("the line's first choice: ") == true)
    }

    /// A first choice sold only under a name the lexicon cannot read, or the last but one of a longer list, leaves
    /// the line as it was read; a list's first item is its first choice (session 29: `PoolR29Tests`).
    @Test func aChoiceNotWrittenFirstIsNotPreferred() {
        // Mint is the first of three: cilantro, before `or`, is not the first choice; mint is.
        let (herbs, _) = BundledIdentityTests.match("1 cup fresh mint, cilantro, or Asian basil leaves")
        #expect(herbs.candidates.first?.reasons.first == "the line's first choice: fresh mint")
        #expect(ProductMatcher.startsBeforeChoice("chicken stock", in: "4 cups chicken or vegetable stock"))
        #expect(!ProductMatcher.startsBeforeChoice("cilantro", in: "mint, cilantro, or basil"))
        #expect(!ProductMatcher.startsBeforeChoice("vegetable stock", in: "4 cups chicken or vegetable stock"))
        #expect(!ProductMatcher.startsBeforeChoice("", in: "milk or cream"))
        #expect(!ProductMatcher.startsBeforeChoice("milk", in: "1 cup milk"))
    }

    /// A line whose first choice is the food read keeps it (`ground beef or ground turkey`: beef, turkey unsold).
    @Test func theFoodReadFirstStays() {
        expectBought("1 lb ground beef or ground turkey", product: "牛ひき肉")
        expectBought("4 oz pancetta, guanciale or bacon", product: "パンチェッタ")
    }

    /// Stock or bouillon powder and granules are the instant stock (consommé), not a carton of liquid stock.
    @Test(arguments: ["1 tsp stock powder", "pinch stock or bouillon powder", "2 tsp bouillon granules"])
    func stockPowderIsInstantStock(line: String) {
        expectBought(line, product: "コンソメ")
    }

    /// An aside allowing the dried herb is read when other asides follow it (`(or 1 tsp/5 mL dried) 15 mL`).
    @Test func driedAllowedBeforeAnotherAside() {
        expectBought("1 tbsp chopped fresh oregano (or 1 tsp/5 mL dried) 15 mL", product: "オレガノ")
        let (fresh, _) = BundledIdentityTests.match("1 tbsp chopped fresh oregano; 15 mL")
        #expect(fresh.status == .unmatched)
    }

    /// A staple in an amount no kitchen keeps at hand (half the pack bought or more) is bought and says so; a
    /// spoonful stays the pantry's.
    @Test(arguments: [("酢 1.8L", "穀物酢"), ("醬油 800ml", "醤油"), ("1 quart vinegar", "穀物酢"), ("2 cups granulated sugar", "グラニュー糖")])
    func aStapleByTheBottleIsBought(line: String, product: String) {
        let match = expectBought(line, product: product)
        #expect(match.candidates.first?.reasons.first == "a staple, but more than a kitchen keeps at hand: bought")
    }

    @Test(arguments: ["醤油 大さじ2", "酢 50ml", "1 tbsp olive oil", "1 cup flour, sifted", "salt", "酢 適量"])
    func aStapleBySpoonfulsStaysInThePantry(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .pantry)
    }

    @Test func outgrowsAKitchenNeedsAMeasuredAmount() {
        #expect(ProductMatcher.outgrowsAKitchen(needed: 300, perPack: 500))
        #expect(ProductMatcher.outgrowsAKitchen(needed: 250, perPack: 500))
        #expect(!ProductMatcher.outgrowsAKitchen(needed: 200, perPack: 500))
        #expect(!ProductMatcher.outgrowsAKitchen(needed: nil, perPack: 500))
        #expect(!ProductMatcher.outgrowsAKitchen(needed: 300, perPack: 0))
    }

    /// Names of pools Ren9–Ren10 and Rja9–Rja10: peperoncino flakes are chili flakes (not pickled pepperoncini),
    /// はらこ is salmon roe.
    @Test func namesOfPoolsR9R10() {
        expectBought("½ teaspoon peperoncino flakes", product: "輪切り唐辛子")
        expectBought("はらこ 80g", product: "いくら")
    }

    /// A volume of a line naming the granules themselves is of the granules, not of the stock made from them; a
    /// volume of stock is still bought as the granules that make it.
    @Test func aCupOfGranulesIsOfTheGranules() throws {
        let match = expectBought("1/4 cup chicken bouillon granules", product: "鶏ガラスープの素")
        #expect(try #require(match.candidates.first).reasons.contains { $0.hasSuffix("covers 36 g") })
        let (soup, _) = BundledIdentityTests.match("コンソメスープ 2カップ")
        #expect(soup.candidates.first?.reasons.contains { $0.contains("made from ≈") } == true)
        #expect(LineNeed.namesConcentrate("chicken bouillon granules"))
        #expect(LineNeed.namesConcentrate("顆粒コンソメ"))
        #expect(!LineNeed.namesConcentrate("chicken broth"))
    }

    /// Weights of parts and cups the judges found missing: a head of kale (a bunch), a stem of celery (a rib), a cup
    /// of imitation crab.
    @Test(arguments: [
        ("1 head kale", "3 × 100 g"), ("4 stems celery, chopped into cubes", "4 stems ≈ 200 g"),
        ("1 cup imitation crabmeat", "2 × 80 g"),
    ])
    func partsAndCupsJudgedShort(line: String, reason: String) throws {
        let match = expectBought(line, product: "")
        #expect(try #require(match.candidates.first).reasons.contains { $0.contains(reason) })
    }

    /// Breakfast cereal is sold by product name: a name no table knows before it (`Chex`, `POST Fruity PEBBLES`, in
    /// capitals or not) is such a product, offered as corn flakes but not bought; cereal named alone buys them.
    @Test(arguments: ["2 cups POST fruity PEBBLES Cereal", "3 cups Chex cereal"])
    func aNamedCerealIsNotCornFlakes(line: String) {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.status == .unmatched)
        #expect(match.alternative?.name.contains("コーンフレーク") == true)
    }

    @Test func cerealNamedAloneIsBought() {
        expectBought("2 cups breakfast cereal", product: "コーンフレーク")
        expectBought("2 cups Kellogg's Corn Flakes cereal", product: "コーンフレーク")
    }

    /// A seasoning named vegetarian is made without fish: the fish sauce is offered with the flag it lacks, never
    /// bought; vegetarian stock is vegetable stock.
    @Test func aVegetarianSeasoningIsNoFishSauce() {
        expectNotSold("3 tablespoons vegetarian fish sauce", food: "fish-sauce", offered: true)
        expectNotSold("2 tbsp vegetarian oyster sauce", food: "oyster-sauce", offered: true)
        expectBought("4 cups vegetarian stock", product: "野菜ブイヨン")
        expectBought("6-8 cups veggie stock or chicken stock, warmed", product: "野菜ブイヨン")
    }

    /// `もしくは` separates choices as `または` does, and the second choice's words ask nothing of the first.
    @Test func moshikuhaIsAChoice() {
        let match = expectBought("三つ葉もしくは甘酢しょうが 適量", product: "三つ葉")
        #expect(match.candidates.first?.reasons.first == "the line's first choice: 三つ葉")
        expectBought("三つ葉または甘酢しょうが 適量", product: "三つ葉")
        #expect(BundledIdentityTests.match("醤油もしくはポン酢 大さじ1").0.status == .pantry)
    }

    /// A part named with `の` (`猪の骨`) keeps its animal: a choice of another animal (`（もしくは豚）`) buys no pork.
    @Test func aPartOfAnAnimalIsNoOtherAnimal() {
        let (bones, bought) = BundledIdentityTests.match("猪の骨（もしくは豚） 適量")
        #expect(bones.status == .unmatched)
        #expect(bought == nil)
    }

    /// White chocolate in chunks is white chocolate, not chocolate chips; none is sold, and dark chocolate is not
    /// offered for it.
    @Test func whiteChocolateChunksAreWhiteChocolate() {
        let (match, _) = BundledIdentityTests.match("1½ cups (375 ml) white chocolate chunks")
        #expect(match.parsed.food == "white-chocolate")
        #expect(match.status == .unmatched)
        #expect(match.alternative == nil)
    }

    /// A Japanese name naming no food outside a bracket that lists examples (`その他のおかず（卵焼き、ブロッコリー、…
    /// など）`) names no one thing to buy; a food named outside keeps its examples as kinds.
    @Test func aListOfExamplesBuysNone() {
        let (others, bought) = BundledIdentityTests.match("その他のおかず（卵焼き、ブロッコリー、ウインナー、いちごなど） お好みで")
        #expect(others.parsed.food == nil)
        #expect(bought == nil)
        #expect(BundledIdentityTests.match("とり肉（もも・胸・レバー・玉みちなど） 800g").0.status == .matched)
        // One example is the food's kind, not a list.
        #expect(BundledIdentityTests.match("魚（ブリ等） 150g").0.parsed.food != nil)
    }

    /// A choice read as the line's food is weighed as that food: twenty cherry tomatoes are 140 g, not the 2.1 kg of
    /// twenty small tomatoes (13 packs, ¥3,874).
    @Test func aChoiceIsWeighedAsItsOwnFood() throws {
        let match = expectBought("20 assorted cherry or small tomatoes", product: "ミニトマト")
        let first = try #require(match.candidates.first)
        #expect(first.packs == 1)
        #expect(first.reasons.contains { $0.contains("at 7 g each") })
    }

    /// Names of pools Ren15–Ren16 and Rja15–Rja16: a thin omelette (錦糸卵) is made at home from eggs; ねりからし is
    /// karashi; semi-skimmed milk is low-fat milk (no skimmed spec); dried, crushed chilli is chili flakes.
    @Test func namesOfPoolsR15R16() {
        let omelette = expectBought("錦糸卵 1個", product: "たまご")
        #expect(omelette.candidates.first?.reasons.contains("thin omelette is made at home from egg") == true)
        expectBought("ねりからし 適宜", product: "練りからし")
        expectBought("120ml/4fl oz semi-skimmed milk", product: "低脂肪乳")
        expectBought("2 pinches dried, crushed chilli", product: "唐辛子")
        // An omelette, a dish, is still no eggs bought.
        #expect(BundledIdentityTests.match("卵焼き 1本").0.status == .unmatched)
    }

    /// Names of pools Ren17–Ren18 and Rja17–Rja18: 山わさび is horseradish, 寒干し大根 dried daikon; mascarpone cheese
    /// named first is mascarpone.
    @Test func namesOfPoolsR17R18() {
        expectBought("山わさび 適量", product: "ホースラディッシュ")
        expectBought("寒干し大根 50g", product: "切り干し大根")
        expectBought("1 cup mascarpone cheese or cream cheese", product: "マスカルポーネ")
    }
}
