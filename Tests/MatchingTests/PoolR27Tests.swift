import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules from the re-judged pools of session 27 (Ren21–Ren22, Rja21–Rja22: lines of the lines sets), each on lines of
/// its own shape.
@Suite struct PoolR27Tests {
    /// Choices that are words describing one head (`red or green bell pepper`) are read as the first with the head
    /// (red bell pepper), bought when sold, as a first choice written whole is.
    @Test(arguments: [
        ("2 red or green bell peppers", "パプリカ 赤", "red bell peppers"),
        ("1 green or red bell pepper, diced", "ピーマン", "green pepper"),
        ("3 cups whole or skim milk", "牛乳", "whole milk"),
        ("14 oz firm or extra-firm tofu", "木綿豆腐", "firm tofu"),
        ("12 oz firm or extra firm tofu, pressed", "木綿豆腐", "firm tofu"),
    ])
    func theFirstOfDescribedChoicesIsBought(line: String, product: String, reading: String) {
        let match = expectBought(line, product: product)
        #expect(match.candidates.first?.reasons.first == "the line's first choice: \(reading)")
    }

    /// A line whose own reading is not sold, and whose first described choice is, buys the first
    /// (`light or dark soy sauce`: dark soy sauce is not sold, light is).
    @Test func theFirstDescribedChoiceOfAnUnmatchedLine() {
        let match = expectBought("1 tbsp light or dark soy sauce", product: "うすくち醤油")
        #expect(match.candidates.first?.reasons.first == "the line's first choice: light soy sauce")
    }

    /// Words before `or` that the lexicon does not read and that describe nothing (`Tuscan`) would leave only the
    /// head, a food more general than either choice: the line stays as it was read.
    @Test(arguments: ["4 slices Tuscan or French bread", "1 lb thinly sliced flank or sirloin beef"])
    func unreadWordsMakeNoFirstChoice(line: String) {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.candidates.first?.reasons.first?.hasPrefix("the line's first choice") != true, "\(line)")
    }

    /// A hyphen before `or` joins the head to the second choice's first word (`white- or red-wine vinegar`: the first
    /// choice is white-wine vinegar, never plain vinegar from the pantry).
    @Test func aHyphenatedFirstChoiceKeepsItsHead() {
        let (match, _) = BundledIdentityTests.match("2 tbsp white- or red-wine vinegar")
        #expect(match.status != .pantry)
        #expect(match.parsed.food == "vinegar-wine")
    }

    /// Fish counted whole (`サバ 6尾`) are bought whole when a whole fish is sold, though cut portions cover the
    /// count for less; with no whole fish sold, portions are offered (`鯛 1尾`; bought until session 52).
    @Test func wholeFishAreBoughtWhole() {
        expectBought("サバ 6尾", product: "1尾")
        expectBought("鯖 中4尾", product: "1尾")
        let (bream, product) = BundledIdentityTests.match("鯛 1尾")
        #expect(bream.status == .unmatched)
        #expect(product == nil)
        #expect(bream.alternative?.name.contains("切り身") == true)
    }

    /// A comment going on with the name's list of choices (`Beef Stock, low-sodium canned beef broth, or Chicken
    /// Stock`) asks nothing of the first choice; one aside offering another form still does (`(or 1 tsp dried
    /// sage)`: the dried herb is allowed).
    @Test func aListOfChoicesAfterTheNameAsksNothingOfTheFirst() {
        let stock = expectBought("1 cup Beef Stock, low-sodium canned beef broth, or Chicken Stock", product: "ビーフブイヨン")
        #expect(stock.candidates.first?.reasons.contains { $0.contains("low-sodium") } == false)
        #expect(LineRequest.listsChoices("low-sodium canned beef broth; or Chicken Stock"))
        #expect(!LineRequest.listsChoices("about 2 cups; chopped"))
        expectBought("3 tbsp chopped fresh sage (or 1 tsp dried sage)", product: "セージ")
    }

    /// A seasoning the cook may give (`this can be infused`, `may be marinated ahead`) asks no seasoned product.
    @Test func aSeasoningTheCookMayGiveIsNotAsked() {
        expectBought("2 cups milk (this may be infused ahead)", product: "牛乳")
        #expect(LineRequest.cookSeasons("this can be infused but must be cold"))
        #expect(LineRequest.cookSeasons("infused with vanilla"))
        #expect(!LineRequest.cookSeasons("garlic infused"))
    }

    /// Field and flat mushrooms are the large agaricus caps (portobello), not hatakeshimeji.
    @Test(arguments: ["4 large field mushrooms", "2 flat mushrooms, sliced"])
    func fieldMushroomsArePortobello(line: String) {
        expectBought(line, product: "ポルトベロ")
    }

    /// A generic food with examples (`firm white fish such as cod or halibut`, `fish fillets (sole, flounder or
    /// similar)`) buys the first example sold when the generic food is not, and says so.
    @Test(arguments: [
        ("1 lb firm white fish such as cod or halibut", "たら", "cod"),
        ("4 fish fillets (sole, flounder or similar)", "かれい", "flounder"),
        ("1 cup dried fruit (apricots, raisins, or dates)", "レーズン", "raisins"),
    ])
    func theFirstExampleSoldIsBought(line: String, product: String, example: String) {
        let match = expectBought(line, product: product)
        #expect(match.candidates.first?.reasons.first == "an example the line gives: \(example)")
    }

    /// A list joined by `and` is a mix, not a choice; a bracket holding words that name no food is an aside; a food
    /// with a parent has no examples: these lines stay unmatched.
    @Test(arguments: [
        "2 lb mixed vegetables, such as carrots, zucchini and peppers",
        "1 handful herbs (basil, mint and parsley)",
        "1 small handful dried tangerine peel (from Asian grocers, or use orange zest)",
    ])
    func noExampleIsChosen(line: String) {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.status != .matched, "\(line)")
        let parsed = BundledIdentityTests.parser.parse(line)
        #expect(BundledIdentityTests.matcher.examplesGiven(in: parsed).isEmpty, "\(line)")
    }

    /// Pepperoni is a kind of salami: with none sold, salami is offered; 肉鶏 (broiler chicken) is chicken.
    @Test func pepperoniAndBroilers() {
        let (pepperoni, _) = BundledIdentityTests.match("8 slices pepperoni")
        #expect(pepperoni.status == .unmatched)
        #expect(pepperoni.alternative?.name.contains("サラミ") == true)
        let (broiler, _) = BundledIdentityTests.match("肉鶏 300g")
        #expect(broiler.parsed.food == "chicken")
    }

    /// `5 large green bell peppers` buys the ピーマン that weigh as much (some 24), not one bag of four.
    @Test func englishBellPeppersBuyTheirWeightOfPiman() throws {
        let (match, product) = BundledIdentityTests.match("5 large green bell peppers, sliced")
        let bought = try #require(match.best)
        let perPack = try #require(product?.pack.value)
        #expect(Double(bought.packs) * perPack >= 20, "\(bought.reasons)")
        let (japanese, _) = BundledIdentityTests.match("ピーマン 4個")
        #expect(japanese.best?.packs == 1)
    }

    /// A product that comes with another food (`鶏レバー ハツ付き`: livers with hearts) is bought for a line of the
    /// main food alone only when nothing of that food alone is as good; a line asking both still buys it.
    @Test func aProductWithAnotherFoodIsNotBoughtForTheFoodAlone() {
        let livers = expectBought("1 lb chicken livers, trimmed", product: "鶏レバー")
        #expect(BundledIdentityTests.catalog.product(id: livers.best?.productId ?? "")?.name.contains("ハツ") == false)
        expectBought("鶏レバー ハツ付き 600g", product: "ハツ付き")
        #expect(ProductMatcher.namesAnAddedFood("chicken liver with hearts"))
        #expect(!ProductMatcher.namesAnAddedFood("chicken livers"))
        let lexicon = BundledIdentityTests.lexicon
        let liver = lexicon.food(id: "chicken-liver")
        #expect(CatalogIndex.withAnotherFood(japanese: "鶏レバー ハツ付き 300g", english: "", main: liver, lexicon: lexicon))
        #expect(CatalogIndex.withAnotherFood(japanese: "", english: "chicken liver with chicken hearts", main: liver, lexicon: lexicon))
        // Bone and skin are no other food.
        let thigh = lexicon.food(id: "chicken-thigh")
        #expect(!CatalogIndex.withAnotherFood(japanese: "鶏もも肉 骨付き 500g", english: "", main: thigh, lexicon: lexicon))
    }

    /// Soya sauce is soy sauce (`sodium reduced soya sauce`: the low-sodium one); sunflower oil is a neutral oil the
    /// kitchen has, as canola.
    @Test func soyaSauceAndSunflowerOil() {
        expectBought("2 tbsp sodium reduced soya sauce", product: "減塩")
        let (oil, _) = BundledIdentityTests.match("2 tbsp sunflower oil")
        #expect(oil.status == .pantry)
    }

    /// Peasant and artisan bread are crusty loaves, not the square sandwich loaf (since session 47 a rustic loaf, of
    /// which the baguette sold is offered: PoolS47Tests); Carolina rice is a long-grain rice.
    @Test func peasantBreadAndCarolinaRice() throws {
        let peasant = expectNotSold("6 slices peasant bread", food: "rustic-loaf", offered: true)
        #expect(try #require(peasant.alternative).name.contains("バゲット"))
        expectBought("2 cups cooked Carolina rice", product: "バスマティ")
        // Names that end in `loaf` or `style` would make the English-style loaf a baguette: none is a name.
        expectBought("1 large French baguette, torn", product: "バゲット")
    }

    /// Examples said so (`such as`, `like`) are read after any food (`yellow squash, such as zucchini`), and a
    /// generic food bought as its cheapest plain kind buys the example the line names (`a piece of cheese, such as
    /// cheddar`); the describing words of the name are asked of each example (`fresh wild mushrooms (like porcini,
    /// …, shiitake)`: no dried porcini).
    @Test func examplesSaidSoAndNamedForAPlainKind() {
        expectBought("3 small yellow squash, such as zucchini", product: "ズッキーニ")
        expectBought("a wedge of cheese, such as cheddar", product: "チェダー")
        expectBought("8 oz pasta, such as penne", product: "ペンネ")
        let (mushrooms, product) = BundledIdentityTests.match("1 lb mixed fresh wild mushrooms (like porcini, chanterelle, shiitake)")
        #expect(mushrooms.status == .matched)
        #expect(product?.name.contains("乾燥") == false, "\(product?.name ?? "")")
    }

    /// Shredded mozzarella is mozzarella the cook shreds (since session 52: `HeldPoolM23Tests`), with the cook's
    /// words after a comma (`, divided`) kept apart; boneless pork spareribs are cut from the shoulder.
    @Test func shreddedMozzarellaAndBonelessRibs() {
        expectBought("3 cups shredded mozzarella, divided", product: "モッツァレラ")
        expectBought("2 lb boneless pork spareribs", product: "肩ロース")
        let parsed = BundledIdentityTests.parser.parse("3 cups shredded mozzarella, divided")
        #expect(parsed.name == "mozzarella")
        #expect(parsed.preparation == "shredded, divided")
    }

    /// Onion flakes and dried minced onion are the dried onion (never a fresh onion); fat-free milk is skim milk,
    /// whose nearest product is the low-fat milk offered, not whole milk.
    @Test func driedOnionAndFatFreeMilk() {
        let (flakes, fresh) = BundledIdentityTests.match("2 tsp onion flakes")
        #expect(flakes.parsed.food == "onion-powder")
        #expect(fresh?.name != "玉ねぎ")
        let (milk, _) = BundledIdentityTests.match("3 cups fat-free milk, warmed")
        #expect(milk.status == .unmatched)
        #expect(milk.alternative?.name.contains("低脂肪乳") == true)
    }
}
