import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 47: what session 46's last pool (drawn on its final binary) showed, once read: a liver beside a gizzard
/// bought as pork liver, a whole fish to eat raw bought as fillets to cook, crunchy noodles bought as soft ones, pinto
/// beans bought as red kidney beans, sourdough as a square loaf, a counted pork loin as cutlets. Lines written for
/// this test.
@Suite struct PoolS47Tests {
    /// A generic animal food beside another animal's food of one category is that animal's kind of it.
    @Test(arguments: ["砂肝・レバー 各100g", "レバー・砂肝 各100g"])
    func aLiverBesideAGizzardIsTheBirds(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        let bought = [product?.name] + result.also.map { $0.best?.name }
        #expect(bought.contains { $0?.contains("鶏レバー") == true }, "\(line): \(bought)")
        #expect(!bought.contains { $0?.contains("豚レバー") == true }, "\(line): \(bought)")
    }

    /// Beside a food of its own category, or of none of the animals', a generic food stays as named.
    @Test func aLiverBesidePorkStaysALiver() {
        let foods = BundledIdentityTests.matcher.animalKinds(["liver", "pork"])
        #expect(foods == ["liver", "pork"])
        #expect(BundledIdentityTests.matcher.animalKinds(["liver", "onion"]) == ["liver", "onion"])
        #expect(BundledIdentityTests.matcher.animalKinds(["liver", "chicken-gizzard"]) == ["chicken-liver", "chicken-gizzard"])
        // (Two other categories around it say no one animal.)
        #expect(BundledIdentityTests.matcher.animalKinds(["liver", "chicken-gizzard", "squid"])[0] == "liver")
    }

    /// A whole fish the cook eats raw is offered as sashimi, not as fillets to cook. (Bought until session 52, when a
    /// whole fish counted stopped buying cut portions: `PoolS52cTests`.)
    @Test func aFishToEatRawIsSashimi() {
        expectOffered("鯛（生で食べられるもの） 1尾", food: "sea-bream", offered: "刺身用", because: "sashimi as asked")
        expectOffered("鯛 1尾", food: "sea-bream", offered: "切り身", because: "fillets ≠ whole fish: offered as alternative")
    }

    /// Crunchy noodles and fried wonton strips are made things: no soft noodles; wrappers offered for the strips.
    @Test func crunchyNoodlesAreNoSoftOnes() {
        expectNothingOffered("1 cup crispy chow mein noodles")
        expectOffered("1 cup fried wonton strips", food: "wonton-strips", offered: "ワンタンの皮")
        _ = expectBought("1 cup chow mein noodles", product: "焼きそば")
    }

    /// Pinto, borlotti and cranberry beans are mottled beans of their own: red kidney beans are offered, not bought.
    @Test(arguments: ["1 can pinto beans, drained", "2 cups cooked borlotti beans"])
    func pintoBeansAreOfferedKidneyBeans(line: String) {
        expectOffered(line, food: "pinto-beans", offered: "キドニー")
        _ = expectBought("1 can red kidney beans", product: "キドニー")
    }

    /// Sourdough is a rustic loaf, as country, peasant and artisan loaves are (session 47's fifth pool: a half baguette
    /// gives no slices of one): offered a baguette, never a square loaf; a baguette or crusty bread is still bought.
    @Test func sourdoughIsARusticLoaf() throws {
        expectOffered("2 slices sourdough bread", food: "sourdough", offered: "バゲット")
        expectOffered("4 slices country-style bread", food: "rustic-loaf", offered: "バゲット")
        _ = expectBought("1 loaf crusty bread", product: "バゲット")
        // (`style` tells no food: the `English-style loaf` sold is no baguette.)
        _ = expectBought("1 baguette", product: "バゲット")
    }

    /// A piece of meat counted with its weight is cooked whole: cutlets make none, unless the cook cuts it up.
    @Test func aCountedLoinIsNoCutlets() throws {
        let (whole, bought) = BundledIdentityTests.match("1 (3 pound) boneless pork loin")
        #expect(whole.status == .unmatched, "\(bought?.name ?? "")")
        #expect(try #require(whole.alternative).name.contains("とんかつ用"))
        // (Words keeping it one piece cut nothing up: `in one piece`, `butterflied`.)
        for kept in ["1 (3 pound) boneless pork loin, in one piece", "1 (3 pound) pork loin, butterflied"] {
            #expect(BundledIdentityTests.match(kept).0.status == .unmatched, "\(kept)")
        }
        _ = expectBought("1 (3 pound) boneless pork loin, cut into 1-inch cubes", product: "ロース")
        _ = expectBought("1 (3 pound) boneless pork loin, sliced into chops", product: "ロース")
    }
}

/// Session 47's first pool (bucket 0, drawn on the rules above): German sweet chocolate bought as bittersweet,
/// yellow potatoes as floury ones. Lines written for this test.
@Suite struct PoolS47bTests {
    /// German's sweet chocolate is a baking chocolate of its own: the bittersweet sold is offered.
    @Test func germanSweetChocolateIsOfferedBittersweet() {
        expectOffered("3 oz German sweet chocolate, chopped", food: "sweet-chocolate", offered: "チョコレート")
    }

    /// Yellow potatoes are the waxy kind (Yukon Gold's): May Queen, not the floury Danshaku.
    @Test func yellowPotatoesAreWaxy() {
        _ = expectBought("2 pounds yellow potatoes, halved", product: "メークイン")
    }
}

/// Session 47's second pool (bucket 1): live oysters bought shucked, tomatoes with green chiles bought plain, instant
/// tapioca bought as pearls, a Japanese list given a little of each bought one food. Lines written for this test.
@Suite struct PoolS47cTests {
    /// Shellfish bought live or scrubbed are in their shells: the shop's shucked oysters are offered, not bought.
    @Test(arguments: ["12 live oysters", "2 pounds mussels, scrubbed"])
    func liveShellfishAreInTheirShells(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(product?.name.contains("むき身") != true, "\(line): \(product?.name ?? "")")
        if line.contains("oysters") { #expect(result.status == .unmatched) }
        _ = expectBought("200 g shucked oysters", product: "むき身")
    }

    /// Tomatoes with green chiles (Ro-Tel) are a can of their own; plain diced tomatoes are offered.
    @Test func tomatoesWithGreenChilesAreNoPlainCan() {
        expectOffered("1 can diced tomatoes with green chiles", food: "canned-tomatoes-chiles", offered: "トマト")
    }

    /// Instant tapioca is a thickener, not the pearls: a starch is offered.
    @Test func instantTapiocaIsNoPearls() {
        _ = expectNotSold("2 tablespoons minute tapioca", food: "instant-tapioca", offered: true)
    }

    /// A Japanese list given a little of no measure buys each of its foods, as a `各` list does; `お好みで` stays a choice.
    @Test func aLittleOfEachBuysEach() {
        let (result, _) = BundledIdentityTests.match("昆布・ゆず 少々")
        #expect(result.also.count == 1)
        let (choice, _) = BundledIdentityTests.match("うどん・そば お好みで")
        #expect(choice.also.isEmpty)
    }
}

/// Session 47's third and fourth pools (buckets 2 and 3): preserving sugar taken for the kitchen's white sugar, stew
/// pieces bought as thin slices, pickled scallions (rakkyo) unread. Lines written for this test.
@Suite struct PoolS47dTests {
    /// Meat cut into pieces sized by a thing (a matchbox) is cut from a piece: thin slices make none.
    @Test func matchboxPiecesAreNoSlices() throws {
        let (result, product) = BundledIdentityTests.match("600 g beef shin, cut into matchbox-size pieces")
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains("薄切り") == false)
        #expect(LineRequest.cutsIntoLargePieces("cut into large chunks"))
        #expect(!LineRequest.cutsIntoLargePieces("cut into thin strips"))
    }

    /// Pickled scallions are pickled rakkyo, as pickled shallots are.
    @Test func pickledScallionsAreRakkyo() {
        _ = expectBought("8 pickled scallions, halved", product: "らっきょう")
    }

    /// Jam sugar (with pectin) is no white sugar in the kitchen: granulated sugar is offered.
    @Test func jamSugarIsNoPantrySugar() {
        expectOffered("500 g preserving sugar", food: "jam-sugar", offered: "グラニュー糖")
    }
}

/// Session 47's fifth pool (bucket 4): tomatoes with jalapeños bought plain, brown crab meat bought as white, Chinese
/// lettuce unread. Lines written for this test.
@Suite struct PoolS47eTests {
    @Test func tomatoesWithJalapenosAreNoPlainCan() {
        _ = expectNotSold("1 can diced tomatoes with jalapenos", food: "canned-tomatoes-chiles", offered: true)
    }

    /// Brown crab meat is the crab's dark meat: the white canned flakes are offered, not bought.
    @Test func brownCrabMeatIsNoWhiteMeat() {
        _ = expectNotSold("100 g brown crab meat", food: "brown-crabmeat", offered: true)
        _ = expectBought("100 g white crabmeat", product: "かに缶")
    }

    /// Chinese lettuce is Chinese leaf, napa cabbage.
    @Test func chineseLettuceIsNapaCabbage() {
        _ = expectBought("1/2 head Chinese lettuce, shredded", product: "白菜")
    }
}

/// Session 47's pools: a recipe's 200 ml of soy sauce or mirin is bought, not taken from the kitchen's bottle. Lines
/// written for this test.
@Suite struct PoolS47fTests {
    @Test(arguments: ["醤油 250ml", "1 1/4 cups soy sauce", "みりん 1カップ"])
    func aBottlesWorthIsBought(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(product != nil)
    }

    @Test(arguments: ["醤油 大さじ3", "1/3 cup soy sauce", "みりん 100ml"])
    func aRecipesShareIsAtHand(line: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .pantry, "\(line)")
    }

    @Test func theBundledPantryKeepsABottle() {
        // (150 ml since session 49, 200 ml in sessions 47-48.)
        #expect(Pantry.bundled.atHand["soy-sauce"] == 150)
        #expect(Pantry.bundled.atHand["mirin"] == 150)
        #expect(Pantry.bundled.atHand["vinegar"] == 150)
    }
}
