import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pools M23-M26 of issue 11 (session 16): what they showed wrong, on lines written for this test.
@Suite struct HeldPoolM23Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: ["下漬け用塩 大さじ2", "仕上げ用塩 少々"])
    func aUseBeforeAJapaneseNameStatesNoState(line: String) {
        // `下漬け用塩` (salt for the first salting) read 漬け as pickled: the salt was unmatched, pickled salt asked.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == "salt")
        #expect(result.status == .pantry)
    }

    @Test(arguments: [("とんかつ用豚ロース 2枚", "とんかつ用"), ("刺身用サーモン 150g", "刺身用"), ("サーモン（刺身用） 150g", "刺身用")])
    func aUseInAJapaneseNameKeepsItsCut(line: String, cut: String) throws {
        // The cut a use names is still the cut sold for it: pork loin for tonkatsu is not sliced loin, salmon for
        // sashimi no fillet.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(cut))
    }

    @Test(arguments: ["京ねぎ 1本", "京ねぎ（青ねぎ） 適量"])
    func kyoNegiIsAGreenOnion(line: String) throws {
        // 京ねぎ (Kujo negi) is a leafy green onion; it was read as the white 長ねぎ and left unmatched.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "green-onion")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("green-onion"))
    }

    @Test(arguments: ["2 cups bran cereal", "1 cup raisin bran"])
    func branCerealIsNoCornflakes(line: String) {
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "bran-cereal")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
    }

    @Test(arguments: ["4 black cod fillets", "銀だら 2切れ"])
    func blackCodIsSablefishNotCod(line: String) {
        // Black cod (sablefish, 銀だら) bought 生たら.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "sablefish")
        #expect(product.map { !$0.foods.contains("cod") } ?? true)
    }

    @Test func granaPadanoIsACheeseOfItsOwn() {
        // Grana Padano was a name of parmesan, so `grated Parmigiano-Reggiano or Grana Padano` bought the shaker
        // powder for the Parmigiano it was offered beside; now the parmesan is offered, marked as the nearest.
        let (result, product) = Self.match("1 cup grated Grana Padano")
        #expect(result.parsed.food == "grana-padano")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
        #expect(result.alternative?.verdict == .substitute)
    }

    @Test(arguments: ["1 (6 ounce) can pitted black olives, drained", "1/2 cup drained ripe olives, sliced", "1 cup black olives"])
    func olivesAreSoldInAJar(line: String) throws {
        // Drained or canned olives were unmatched against the jar of black olives, read as fresh fruit.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("olive"))
    }

    @Test func nonpareilCapersAreCapers() throws {
        // `nonpareil` named sprinkles: the capers were unmatched.
        let (result, product) = Self.match("1 tbsp nonpareil capers, drained")
        #expect(result.parsed.food == "capers")
        #expect(try #require(product).foods.contains("capers"))
    }

    @Test func coffeeBeansAreNotGroundCoffee() throws {
        // `1/4 cup coffee beans` bought ground coffee: whole and ground are two forms, as for spices.
        let (beans, product) = Self.match("1/4 cup coffee beans")
        #expect(beans.parsed.food == "coffee-beans")
        #expect(beans.status == .unmatched, "\(product?.name ?? "-")")
        let (ground, bought) = Self.match("2 tbsp ground coffee")
        #expect(ground.status == .matched)
        #expect(try #require(bought).foods.contains("ground-coffee"))
    }

    @Test func freshlyPoddedPeasAreFresh() {
        // `freshly podded peas` bought the frozen ones; `fresh peas` was already unmatched with them offered.
        let (result, product) = Self.match("150 g freshly podded peas")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
        #expect(result.alternative?.name.contains("冷凍") == true)
    }

    @Test func aFlavourWordIsNoSeasoning() throws {
        // `sharply flavored black olives` asked seasoned olives, and the plain jar was only offered.
        let (result, product) = Self.match("1/2 cup sharply flavored black olives, pitted")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("olive"))
    }

    @Test(arguments: [("甘酢しょうが 20g", "新しょうが甘酢漬け"), ("紅しょうが 適量", "紅しょうが")])
    func gariIsNoBeniShoga(line: String, name: String) throws {
        // 甘酢しょうが (gari) bought 紅しょうが: the red pickled ginger is tagged as itself now.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.hasPrefix(name))
    }

    @Test func youngGingerIsFreshGinger() throws {
        // 新しょうが was a name of the pickled ginger: young ginger is the fresh root (a kind of ginger since session
        // 50, which the bundled catalog sells as such: PoolS50gTests).
        let (result, product) = Self.match("新しょうが 200g")
        #expect(result.parsed.food == "young-ginger")
        #expect(BundledIdentityTests.lexicon.food(id: "young-ginger")?.parent == "ginger")
        #expect(try #require(product).foods.contains("young-ginger"))
    }

    @Test(arguments: [
        ("100g parmesan, or similar vegetarian hard cheese, finely grated", "parmesan"),
        ("1 parsnip, turnip, or rutabaga, diced", "turnip"),
    ])
    func aChoiceClosedByACommaIsTriedWhole(line: String, food: String) throws {
        // The first choice before `, or` was never tried: the line was unmatched on the second.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains { $0 == food || $0.hasPrefix(food) })
    }

    @Test func cheeseSinglesAreProcessedSlices() throws {
        let (result, product) = Self.match("2 KRAFT Singles")
        #expect(result.parsed.food == "processed-cheese")
        #expect(try #require(product).foods.contains("processed-cheese"))
    }

    @Test func meatCutIntoChunksIsCutFromAPiece() throws {
        // `4 pounds beef, cut into 1/2-inch chunks` bought six packs of scraps (こま切れ): chunks are cubes.
        let (result, product) = Self.match("2 pounds beef, cut into 1-inch chunks")
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("こま切れ") == false)
        let (lamb, sliced) = Self.match("1.3 kg boneless lamb shoulder, cut into 4 cm chunks")
        #expect(lamb.status == .unmatched, "\(sliced?.name ?? "-")")
    }

    @Test func vanillaBakingChipsAreWhiteChocolate() {
        // They bought eleven bottles of vanilla extract.
        let (result, product) = Self.match("1 1/4 cups white vanilla baking chips")
        #expect(result.parsed.food == "white-chocolate")
        #expect(product.map { !$0.foods.contains("vanilla-extract") } ?? true)
    }

    @Test(arguments: ["2 tbsp Asian fish sauce", "3 tbsp Vietnamese fish sauce"])
    func aRegionalFishSauceIsFishSauce(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("fish-sauce"))
    }

    @Test func anchovyFilletsAreTheCuredOnes() throws {
        // アンチョビ is salt-cured: `salted anchovy fillets in oil` was unmatched against it, and fresh anchovies
        // bought 22 jars of it.
        let (salted, product) = Self.match("6 salted anchovy fillets in oil, finely chopped")
        #expect(salted.status == .matched)
        #expect(try #require(product).foods.contains("anchovy"))
        let (fresh, jar) = Self.match("1 1/2 pounds fresh anchovies, butterflied")
        #expect(fresh.status == .unmatched, "\(jar?.name ?? "-")")
    }

    @Test(arguments: [("4 whole leaves lettuce", "leaf"), ("3 whole sprigs thyme", "sprig"), ("2 whole cloves garlic", "clove")])
    func wholeBeforeACountedPartIsASize(line: String, unit: String) {
        // `4 whole leaves lettuce` was read as a name and bought four heads of leaf lettuce (issue 12's example).
        let (result, _) = Self.match(line)
        #expect(result.parsed.unit == unit)
        #expect(result.candidates.first?.packs == 1)
    }

    @Test(arguments: ["6 whole cloves", "12 whole cloves (optional)"])
    func wholeClovesStayTheSpice(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == "cloves")
    }

    @Test func wholeEggsAreEggs() throws {
        // `8 whole eggs` named a food of its own and was unmatched against the egg packs.
        let (result, product) = Self.match("8 whole eggs")
        #expect(result.parsed.food == "egg")
        #expect(try #require(product).foods.contains("egg"))
    }

    @Test func beansRinsedAndDrainedComeFromACan() {
        // `1 cup BUSH'S® Great Northern Beans, rinsed and drained` bought a bag of dried beans.
        let (beans, product) = Self.match("1 cup Great Northern beans, rinsed and drained")
        #expect(beans.status == .unmatched, "\(product?.name ?? "-")")
        #expect(beans.alternative != nil)
        // Lentils are rinsed dry, and the dried ones are bought.
        let (lentils, bag) = Self.match("1 cup lentils, rinsed and drained")
        #expect(lentils.status == .matched)
        #expect(bag?.foods.contains("lentils") == true)
    }

    @Test(arguments: ["アンチョビ 1缶（50g）", "1 can anchovy fillets", "One 2 oz tin anchovy fillets, minced"])
    func aSaltedFoodAskedCannedIsItsTin(line: String) throws {
        // Anchovy fillets are salted, and sold in a tin: `1缶` asked canned and was unmatched.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("anchovy"))
    }

    @Test(arguments: ["1 1/2 cups KRAFT Shredded Mozzarella Cheese", "1 cup (90 g) shredded mozzarella cheese"])
    func shreddedMozzarellaIsMozzarella(line: String) throws {
        // It bought balls of fresh mozzarella, and session 23 made shredded mozzarella the pizza cheese. Blind judges of
        // sessions 47-52 called the pizza-cheese blend wrong for it four times in five, and the mozzarella right for
        // shredded or grated mozzarella five times in five: the named cheese is bought, the cook grates it.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "mozzarella")
        #expect(try #require(product).foods.contains("mozzarella"))
    }

    @Test(arguments: [
        ("600g rack pork loin ribs, cut into four portions", "pork-ribs-baby-back"),
        ("250g Peking roast duck, cut into small pieces", "roast-duck"),
        ("1 tsp vanilla paste", "vanilla-paste"),
    ])
    func aNamedCutOrDishIsNoOtherProduct(line: String, food: String) {
        // Loin ribs bought sliced loin, a roast duck raw duck breast, vanilla paste the extract.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == food)
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
    }

    @Test func oneWordAfterOrSharesTheFirstChoicesWords() throws {
        // `vanilla paste or extract`: the extract is vanilla extract, and is bought.
        let (result, product) = Self.match("1 tsp vanilla paste or extract")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("vanilla-extract"))
    }

    @Test func aSquashLineIsNotToldItAskedForButternut() {
        let (result, _) = Self.match("1 cup cooked acorn squash")
        #expect(result.alternative?.note?.contains("butternut") == false)
    }

    @Test(arguments: [
        ("One 28-ounce can peeled tomatoes, drained", 2), ("One 5½-pound chicken", 2),
        // (Cut up by the cook: a whole counted loin is offered the cutlets since session 47, aCountedLoinIsNoCutlets.)
        ("One 1½- to 1¾-pound boneless pork loin, cut into 1-inch cubes", 4),
    ])
    func aSizeAfterACountWordIsEachPiecesWeight(line: String, packs: Int) throws {
        // `One 28-ounce can` bought one 400 g can; `One 1½- to 1¾-pound boneless pork loin` one 200 g pack of slices.
        let (result, _) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(result.candidates.first).packs == packs)
    }

    @Test func aWeighedJointOfMeatIsNoSlices() throws {
        // A 1½-pound pork loin is a joint: it bought thin slices; the thick cutlets are the nearest the catalog has
        // (offered since session 47: a counted piece is cooked whole).
        let (result, _) = Self.match("One 1½- to 1¾-pound boneless pork loin")
        let nearest = try #require(result.alternative)
        #expect(nearest.name.contains("薄切り") == false)
        #expect(nearest.name.contains("とんかつ用"))
    }

    @Test func cardamomPodsWithTheirSeedsRemovedAreTheDriedSpice() throws {
        // `seeds removed` read as a fresh pod, for every spice: the cardamom was unmatched.
        let (result, product) = Self.match("8 green cardamom pods, seeds removed and crushed")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("cardamom"))
    }

    @Test func garlicGranulesAreGarlicPowder() throws {
        // They bought a net of fresh garlic.
        let (result, product) = Self.match("1 tablespoon garlic granules")
        #expect(try #require(product).foods.contains("garlic-powder"))
        #expect(result.parsed.food == "garlic-powder")
    }

    @Test(arguments: [("2 fresh lasagne sheets", false), ("6 ounces uncooked spaghetti, broken in half", true), ("1 lb spaghetti", true)])
    func freshPastaIsNotTheDried(line: String, matched: Bool) {
        // Pasta named without a state is sold dried: `fresh lasagne sheets` bought the dried box; uncooked pasta is
        // the dried one.
        let (result, product) = Self.match(line)
        #expect((result.status == .matched) == matched, "\(line): \(product?.name ?? "-")")
    }

    @Test(arguments: ["2 cups potato chips", "1 cup corn chips, partially crushed"])
    func chipsAreNoPotatoes(line: String) {
        // Crisps were a kind of potato, so a bag of potatoes was offered for them.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative.map { !$0.name.contains("じゃがいも") } ?? true)
    }

    @Test func aCrispAppleIsAnApple() throws {
        let (result, product) = Self.match("1 lg firm, crisp apple, cored, peeled, and diced")
        #expect(result.parsed.food == "apple")
        #expect(try #require(product).foods.contains { $0.hasPrefix("apple") })
    }

    @Test(arguments: [("250g Blenheim Orange apples, peeled and chopped", "apple"), ("貝割れ菜 適量", "radish-sprouts")])
    func aVarietyOrSpellingNamesItsFood(line: String, food: String) throws {
        // Blenheim Orange apples bought oranges; 貝割れ菜 was unmatched against かいわれ大根.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == food)
        #expect(try #require(product).foods.contains { $0.hasPrefix(food) })
    }

    @Test(arguments: ["小松菜をゆでる塩 少々", "イワシをしめる塩 適量"])
    func aJapaneseNameEndsInWhatItNames(line: String) {
        // The salt for boiling komatsuna was read as komatsuna, and unmatched as a kind of it.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == "salt")
        #expect(result.status == .pantry)
    }

    @Test(arguments: ["するめいか 1杯", "小松菜 1束"])
    func aNameWithoutAVerbClauseKeepsItsFood(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.parsed.food != "salt")
        #expect(result.status == .matched)
    }

    @Test func aFlowersHoneyIsHoney() throws {
        // `orange blossom honey` bought oranges.
        let (result, product) = Self.match("3 tablespoons orange blossom honey")
        #expect(result.parsed.food == "honey")
        #expect(try #require(product).foods.contains("honey"))
    }
}
