import Catalog
import IngredientParsing
import FoodLexicon
import Testing
@testable import Matching

/// Session 48's first pool (bucket 7, drawn on session 47's final code) and the last pool of session 47: shrimp counted
/// by the tail bought peeled, crushed rosemary by the teaspoon bought fresh, Canadian bacon offered belly bacon, and a
/// cup or more of oil taken from the kitchen's bottle. Lines written for this test.
@Suite struct PoolS48Tests {
    /// Shrimp counted whole (尾, 匹) are bought in their shells; peeled shrimp asked so stay peeled.
    @Test(arguments: ["えび 2尾", "えび 6尾（殻と背ワタを除く）", "エビ 10尾"])
    func shrimpCountedByTheTailAreInTheirShells(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("殻付き"), "\(line): \(product?.name ?? "")")
    }

    @Test func shrimpAskedPeeledOrByWeightAreNotForcedIntoShells() throws {
        _ = expectBought("むきえび 10尾", product: "むきえび")
        // (A weight says nothing of the shell: the cheapest covering pack of either.)
        let (byWeight, _) = BundledIdentityTests.match("えび 150g")
        #expect(byWeight.status == .matched)
        #expect(!LineRequest.crustaceans.contains("squid"))
    }

    /// A teaspoon of an herb crushed or crumbled is of the dried leaves; chopped, or said fresh, it is fresh.
    @Test(arguments: ["1/2 teaspoon rosemary, crushed", "1 teaspoon thyme, crumbled", "1/2 tsp oregano, finely crushed"])
    func crushedBySpoonIsDried(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("ドライ") || product?.name.contains("オレガノ") == true, "\(line): \(product?.name ?? "")")
    }

    @Test func crushedFreshOrBySprigStaysFresh() throws {
        for line in ["1/2 teaspoon crushed fresh rosemary leaves", "2 sprigs rosemary, crushed", "1 teaspoon rosemary, chopped"] {
            let (_, product) = BundledIdentityTests.match(line)
            #expect(try #require(product).name.contains("ドライ") == false, "\(line)")
        }
        #expect(LineRequest.crushesDriedLeaves("finely crushed"))
        #expect(LineRequest.crushesDriedLeaves("crumbled"))
        #expect(!LineRequest.crushesDriedLeaves("finely chopped"))
        #expect(!LineRequest.crushesDriedLeaves("crushed and chopped"))
        #expect(!LineRequest.crushesDriedLeaves("finely"))
    }

    /// Canadian (peameal) bacon is cured, cooked pork loin: loin ham, ロースハム, not belly bacon. Back bacon stays
    /// a bacon of its own; ham named alone still buys the ham.
    @Test func canadianBaconIsLoinHam() throws {
        _ = expectBought("4 slices Canadian bacon", product: "ロースハム")
        _ = expectBought("ロースハム 4枚", product: "ロースハム")
        _ = expectBought("4 slices ham", product: "ハム")
        let (back, _) = BundledIdentityTests.match("4 slices back bacon")
        #expect(back.parsed.food == "bacon-canadian")
    }

    /// A cup or more of a cooking oil is bought: a kitchen keeps a bottle, not a recipe's cup more.
    @Test(arguments: ["1 cup vegetable oil", "300ml rapeseed oil", "1 1/2 cups canola oil", "サラダ油 250ml"])
    func aCupOfOilIsBought(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(product != nil)
    }

    @Test(arguments: ["3 tablespoons vegetable oil", "1/3 cup olive oil", "サラダ油 大さじ2", "揚げ油 適量"])
    func aRecipesShareOfOilIsAtHand(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .pantry, "\(line)")
    }

    /// A staple the shop does not sell, asked in more than a kitchen keeps, is no pantry line: the nearest is offered.
    @Test func anUnsoldOilOverTheBarIsOffered() throws {
        let result = expectNotSold("1 cup grapeseed oil", food: "grapeseed-oil", offered: true)
        #expect(try #require(result.alternative).name.contains("油"))
        #expect(BundledIdentityTests.match("2 tablespoons grapeseed oil").0.status == .pantry)
    }

    @Test func theBundledPantryKeepsABottleOfOil() {
        for oil in ["vegetable-oil", "canola-oil", "grapeseed-oil"] {
            #expect(Pantry.bundled.atHand[oil] == 200, "\(oil)")
        }
        // Olive oil from half a cup (session 52).
        #expect(Pantry.bundled.atHand["olive-oil"] == 120)
    }
}

/// Session 48's second pool (bucket 8): 00 flour taken for the kitchen's flour, sun-dried tomato paste bought as
/// plain tomato paste, a Spanish rice mix bought as plain rice, 200 g of sugar taken from the kitchen's bag. Lines
/// written for this test.
@Suite struct PoolS48bTests {
    /// Italian 00 flour is a flour of its own, not the kitchen's: offered the flour sold, never bought as it.
    @Test func doubleZeroFlourIsNoKitchenFlour() throws {
        let result = expectNotSold("300 g tipo 00 flour", food: "flour-00", offered: true)
        #expect(try #require(result.alternative).name.contains("粉"))
        #expect(BundledIdentityTests.match("2 tbsp flour").0.status == .pantry)
    }

    /// A number alone is no word telling a kind: `00` shows in every `500g`.
    @Test func aNumberIsNoDistinction() throws {
        let index = BundledIdentityTests.matcher.index
        let food = try #require(index.lexicon.food(id: "flour-00"))
        let flour = try #require(index.lexicon.food(id: "flour"))
        let distinction = CatalogIndex.distinction(
            of: food, from: flour, extractor: index.extractor, attributes: [:])
        #expect(!distinction.japaneseWords.contains("00"))
        #expect(!distinction.englishWords.contains("00"))
    }

    @Test func sunDriedTomatoPasteIsNoPlainPaste() throws {
        let result = expectNotSold("2 tsp sun-dried tomato paste", food: "sun-dried-tomato-paste", offered: true)
        #expect(try #require(result.alternative).name.contains("トマトペースト"))
        _ = expectBought("2 tbsp tomato paste", product: "トマトペースト")
    }

    /// Spanish (Mexican) rice is a seasoned rice dish or boxed mix: no plain rice.
    @Test func spanishRiceIsNoPlainRice() {
        let (result, product) = BundledIdentityTests.match("2 cups Spanish rice")
        #expect(result.parsed.food == "spanish-rice")
        #expect(product == nil)
    }

    /// 200 g of white sugar (a cup) is bought; a recipe's spoonfuls come from the kitchen's bag.
    @Test(arguments: ["砂糖 200g", "1 cup sugar", "1 1/2 cups granulated sugar"])
    func aCupOfSugarIsBought(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(product != nil)
    }

    @Test(arguments: ["砂糖 大さじ2", "1/2 cup sugar", "砂糖 100g"])
    func aRecipesShareOfSugarIsAtHand(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .pantry, "\(line)")
    }

    /// British soft brown sugar, light or dark, is brown sugar, never white.
    @Test func softBrownSugarIsBrown() {
        _ = expectBought("325g light brown soft sugar", product: "きび砂糖")
        #expect(BundledIdentityTests.match("75g soft dark brown sugar").0.parsed.food == "dark-brown-sugar")
    }
}

/// Session 48's third and fifth pools (buckets 9 and 11): smoked trout offered a raw sashimi block, a pork loin
/// weighed in brackets after its name bought as cutlets. Lines written for this test.
@Suite struct PoolS48cTests {
    /// Smoked fish is eaten as it comes: raw fish is no nearest for it.
    @Test func rawFishIsNoNearestOfSmokedFish() {
        let (result, product) = BundledIdentityTests.match("200 g smoked trout")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(result.alternative?.name.contains("刺身") != true, "\(result.alternative?.name ?? "")")
        // (Smoked salmon is sold and bought as asked.)
        _ = expectBought("100 g smoked salmon", product: "スモークサーモン")
    }

    /// A piece of meat weighed in brackets after its name is a joint, as one weighed before it: no slices or cutlets.
    @Test(arguments: ["1 pork loin (about 3 pounds)", "1 boneless pork loin roast (1.5 kg)"])
    func aLoinWeighedAfterItsNameIsAJoint(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line): \(product?.name ?? "")")
        #expect(try #require(result.alternative).name.contains("ロース"))
    }

    @Test func piecesWeighedTogetherAreWeighedEach() throws {
        let parser = BundledIdentityTests.parser
        #expect(LineRequest.pieceGramsAfter(parser.parse("4 pork chops (about 2 pounds)")).map { ($0 / 226.8).rounded() } == 1)
        #expect(LineRequest.pieceGramsAfter(parser.parse("2 pork shoulders (about 4 pounds each)")).map { ($0 / 1814.4).rounded() } == 1)
        #expect(LineRequest.pieceGramsAfter(parser.parse("pork loin (about 3 pounds)")) == nil)
        // (Chops weighed together are no joint: cutlets for them.)
        let (chops, _) = BundledIdentityTests.match("4 pork chops (about 2 pounds)")
        #expect(chops.status == .matched)
    }
}

/// Session 48's fifth and sixth pools (buckets 11 and 12): all-purpose flour bought as whole wheat for an aside
/// offering it, ground meat of choice left unbought, thick-cut bacon bought as thin rashers, chocolate truffles bought
/// as baking chocolate, 1½ cups of all-purpose flour taken from the kitchen. Lines written for this test.
@Suite struct PoolS48dTests {
    /// An aside offering another food (`(or whole wheat pastry flour)`) asks nothing of the first choice.
    @Test func anAsideNamingAnotherFoodAsksNothingOfThisOne() throws {
        _ = expectBought("2 cups all-purpose flour (or whole wheat pastry flour)", product: "中力粉")
        // (One naming the same food offers another form of it: the state named first is still asked.)
        _ = expectBought("1 tablespoon dried thyme (or 3 tablespoons fresh thyme)", product: "ドライ")
    }

    /// Ground meat named alone is the everyday mixed mince.
    @Test(arguments: ["1 pound ground meat", "1-2 pounds minced meat of choice"])
    func groundMeatBuysTheMixedMince(line: String) {
        _ = expectBought(line, product: "合いびき")
    }

    /// Bacon said thick is sliced from the slab; bacon alone buys the rashers.
    @Test func thickCutBaconIsSlicedFromTheSlab() {
        _ = expectBought("4 slices thick-cut applewood smoked bacon", product: "ブロック")
        _ = expectBought("6 slices thickly sliced bacon", product: "ブロック")
        let (rashers, product) = BundledIdentityTests.match("4 slices bacon")
        #expect(rashers.status == .matched)
        #expect(product?.name.contains("ブロック") == false)
    }

    @Test func chocolateTrufflesAreNoBakingChocolate() {
        let (result, product) = BundledIdentityTests.match("6 chocolate truffles")
        #expect(result.parsed.food == "chocolate-truffle")
        #expect(product == nil)
    }

    /// All-purpose flour from 180 g (1½ cups) is bought.
    @Test(arguments: ["1 1/2 cups all-purpose flour", "190g plain flour"])
    func oneAndAHalfCupsOfFlourAreBought(line: String) {
        _ = expectBought(line, product: "中力粉")
    }
}

/// Session 48's last pool (bucket 13): a Japanese aside naming the sugar's kind left unread (zarame taken for the
/// kitchen's sugar), the items of a Japanese list made pickled by their neighbour, pulled pork bought as chashu. Lines
/// written for this test.
@Suite struct PoolS48eTests {
    /// A Japanese aside naming a kind of the line's food, and nothing else, is the kind asked.
    @Test func aJapaneseAsideNamingAKindIsTheKind() throws {
        _ = expectBought("味噌 大さじ2（白味噌）", product: "白味噌")
        _ = expectBought("砂糖 大さじ2（きび砂糖）", product: "きび砂糖")
        let (zarame, product) = BundledIdentityTests.match("砂糖 140g（中ざらめ糖）")
        #expect(zarame.status == .unmatched, "\(product?.name ?? "")")
        #expect(zarame.parsed.food == "sugar")
        // (An aside saying more than a kind, or naming another food, is not read so.)
        let matcher = BundledIdentityTests.matcher
        let parser = BundledIdentityTests.parser
        #expect(matcher.kindInJapaneseAside(parser.parse("味噌 大さじ2（白味噌でも可）")) == nil)
        #expect(matcher.kindInJapaneseAside(parser.parse("砂糖 大さじ2（はちみつ）")) == nil)
        #expect(try #require(matcher.kindInJapaneseAside(parser.parse("味噌 大さじ2（白味噌）"))).food == "white-miso")
    }

    /// Each item of a Japanese list is read for itself: a neighbour's 漬物 makes no item pickled.
    @Test func aListItemIsNotItsNeighbour() throws {
        let (result, _) = BundledIdentityTests.match("三つ葉、高菜漬物、ごま 適量")
        let mitsuba = try #require(([result] + result.also).first { $0.parsed.food == "mitsuba" })
        #expect(mitsuba.status == .matched)
        #expect(LineRequest.opensWithListSeparator("、ごま 適量"[...].utf8))
        #expect(!LineRequest.opensWithListSeparator(" 適量"[...].utf8))
    }

    /// Pulled pork is a dish of its own: the chashu sold is offered, not bought.
    @Test func pulledPorkIsNoChashu() {
        _ = expectNotSold("8 oz cooked pulled pork", food: "pulled-pork", offered: true)
        _ = expectBought("チャーシュー 100g", product: "焼豚")
    }
}

/// Session 48's eighth pool (bucket 14): buffalo ribs bought as pork ribs, Hawaiian sweet rolls as butter rolls.
/// Lines written for this test.
@Suite struct PoolS48fTests {
    @Test func buffaloRibsAreNoPorkRibs() {
        let (result, product) = BundledIdentityTests.match("3 pounds buffalo ribs")
        #expect(result.status == .unmatched, "\(product?.name ?? "")")
        #expect(product == nil)
        _ = expectBought("3 pounds pork spare ribs", product: "スペアリブ")
    }

    /// Hawaiian rolls are sweet rolls of their own: butter rolls are offered.
    @Test func hawaiianRollsAreOfferedButterRolls() {
        expectOffered("8 Hawaiian sweet rolls", food: "hawaiian-rolls", offered: "バターロール")
        _ = expectBought("8 dinner rolls", product: "バターロール")
    }
}

/// Session 48's last two pools (buckets 14 and 15): sun-dried tomatoes packed in oil bought dry-packed. Lines written
/// for this test.
@Suite struct PoolS48gTests {
    /// Sun-dried tomatoes packed in oil come in a jar: the dry-packed ones are offered, not bought.
    @Test(arguments: ["1 jar sun-dried tomatoes packed in olive oil", "1/2 cup sun-dried tomatoes, packed in oil",
                      "6 sun-dried tomatoes (oil-packed), chopped", "ドライトマトのオイル漬け 50g"])
    func oilPackedSunDriedTomatoesAreNoDryOnes(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line): \(product?.name ?? "")")
        #expect(result.alternative?.name.contains("ドライトマト") == true)
    }

    @Test func dryPackedOrFriedInOilStayAsTheyAre() {
        _ = expectBought("1/2 cup sun-dried tomatoes, chopped", product: "ドライトマト")
        _ = expectBought("1 onion, sliced and fried in oil", product: "玉ねぎ")
        #expect(LineRequest.packedInOil("drained, packed in olive oil"))
        #expect(!LineRequest.packedInOil("fried in oil"))
    }
}
