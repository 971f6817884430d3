import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules from the judged pools of session 30 (Ren73–Ren76: lines of the lines-en set), each on lines of its own shape.
@Suite struct PoolR30Tests {
    /// A last choice that mixes the foods before it (`or a mixture`, `or a combination of both`) names no food: the
    /// line is matched on the foods before it (the word `mix` had asked for a product made from basil: pesto).
    @Test func aMixOfTheChoicesIsNoFood() {
        let match = expectBought("2 tbsp chopped fresh parsley, mint, chives, or a mixture", product: "パセリ")
        // (The parse is given back as written.)
        #expect(match.parsed.name == "fresh parsley, mint, chives, or a mixture")
        // (Raspberries are sold only frozen, which session 44's judges took for no fresh ones: blueberries here.)
        expectBought("1 cup blueberries, blackberries, or a combination", product: "ブルーベリー")
    }

    /// Stuffing is a filling made of what its name puts before it (`wild rice stuffing`, `chestnut stuffing`): the
    /// stuffing is the food, never the first food named.
    @Test func stuffingIsNamedAfterWhatItHolds() {
        for line in ["4 cups wild rice stuffing", "Chestnut and sausage stuffing"] {
            let (match, _) = BundledIdentityTests.match(line)
            #expect(match.parsed.food == "stuffing", "\(line)")
            #expect(match.status != .matched, "\(line)")
        }
    }

    /// `dried chiles` are any dried pods (the whole red ones sold), not ancho chiles.
    @Test func driedChilesAreAnyDriedPods() {
        let match = expectBought("3 dried chiles, toasted and crumbled", product: "赤唐辛子")
        #expect(match.parsed.food == "dried-chiles")
    }

    /// An unmatched line whose first choice names the line's food whole is matched on it: the second choice's words
    /// (flavoured) are not asked of the first.
    @Test func theFirstChoiceOfTheLinesOwnFood() {
        let match = expectBought("3 tbsp pure maple or maple-flavored syrup", product: "メープルシロップ")
        #expect(match.candidates.first?.reasons.first == "the line's first choice: pure maple")
    }

    /// A first choice that is the very head the second ends in (`milk or oat milk`) is the plain food, bought first.
    @Test func thePlainFoodBeforeAVariantOfItsName() {
        let milk = expectBought("250 ml milk or almond milk", product: "牛乳")
        #expect(milk.candidates.first?.reasons.first == "the line's first choice: milk")
        expectBought("2 cups rice or cauliflower rice", product: "精白米")
        // A single food before a second choice whose other words name no food is its own food (no `rocket spinach`).
        let rocket = expectBought("150 g rocket or baby spinach", product: "ルッコラ")
        #expect(rocket.candidates.first?.reasons.first == "the line's first choice: rocket")
    }

    /// Two foods joined by `and`, the one read a pantry staple: the other is bought (`sea salt and butter, to serve`
    /// was listed as pantry salt). A staple whose own name holds the `and` stays one staple.
    @Test func theFoodBesideAStaple() {
        let butter = expectBought("Sea salt and butter, to serve", product: "バター")
        #expect(butter.candidates.first?.reasons.first == "the line's other food: butter")
        expectBought("Sugar and ground cinnamon, for dusting", product: "シナモン")
        let (staple, _) = BundledIdentityTests.match("salt and pepper")
        #expect(staple.status == .pantry)
        let (staples, _) = BundledIdentityTests.match("1 tsp salt and pepper")
        #expect(staples.status == .pantry)
    }

    /// Foods of a stand-in group are judged when nothing of the line's own food is sold, whatever their names:
    /// palm sugar is offered kokuto (white sugar before), jasmine rice basmati (Japanese rice before), seasoned salt
    /// the seasoned pepper salt (table salt before). A general food that is itself a kind still comes first
    /// (mozzarella for burrata, never string cheese, a kind of mozzarella).
    @Test func standInsAreJudgedWhateverTheirNames() {
        let cases: [(String, String)] = [
            ("2 tbsp shaved palm sugar", "黒砂糖"),
            ("300 g jasmine rice", "バスマティ"),
            ("1 tsp seasoned salt", "味付け塩こしょう"),
            ("200 g burrata", "モッツァレラ"),
            // (Greens braised alike: collards, not sold, are offered kale; there was no alternative.)
            ("1 bunch collard greens, stemmed", "ケール"),
        ]
        for (line, alternative) in cases {
            let (match, _) = BundledIdentityTests.match(line)
            #expect(match.status == .unmatched, "\(line)")
            #expect(match.alternative?.name.contains(alternative) == true, "\(line): \(match.alternative?.name ?? "none")")
        }
        let (rice, _) = BundledIdentityTests.match("300 g jasmine rice")
        #expect(rice.alternative?.reasons.first == "food basmati stands in for jasmine-rice")
    }

    /// Wheat berries are the whole grain, a food of their own: bulgur (cracked, parboiled) is not bought for them.
    @Test func wheatBerriesAreTheWholeGrain() {
        let (match, _) = BundledIdentityTests.match("1 cup wheat berries, soaked overnight")
        #expect(match.parsed.food == "wheat-berries")
        #expect(match.status == .unmatched)
    }

    // After the held pools Ren77–Ren80 (judged on abe72a7).

    /// A matched line whose first choice names its food alone is bought on that choice when the second's words had
    /// changed the product (`prosciutto or thin smoked ham slices` bought ham for `smoked`); the line's other words stay
    /// (a stick of cinnamon is still a stick).
    @Test func theFirstChoiceFreeOfTheSecondsWords() {
        let match = expectBought("120 g prosciutto or thin smoked ham slices", product: "プロシュート")
        #expect(match.candidates.first?.reasons.first == "the line's first choice: prosciutto")
        expectBought("2 sticks cinnamon or cassia", product: "シナモンスティック")
    }

    /// Unsmoked (green) bacon is not smoked: a smoked block is only its alternative.
    @Test func unsmokedBaconIsNotSmoked() {
        let (match, _) = BundledIdentityTests.match("500 g unsmoked bacon, in a piece")
        #expect(match.status == .unmatched)
        #expect(match.alternative?.reasons.contains("smoked ≠ fresh: offered as alternative") == true)
    }

    /// `preferably` names the kind the cook wants: bought when sold, as an example (`such as`) is when the food is not.
    @Test func preferablyNamesTheKind() {
        let match = expectBought("2 tsp hot pepper paste, preferably gochujang", product: "コチュジャン")
        #expect(match.parsed.food == "gochujang")
        // … and a kind of a food that is sold itself (Tabasco is the hot sauce sold): the kind preferred.
        let sauce = expectBought("3 tbsp chili sauce, preferably sriracha", product: "シラチャー")
        #expect(sauce.candidates.first?.reasons.first == "the kind the line prefers: sriracha")
    }

    /// Chillies in oil are chili oil (ラー油), not oil from the pantry; pre-cooked rice is the packed cooked rice.
    @Test func namesOfChiliOilAndPrecookedRice() {
        expectBought("1 tsp chillies in oil, to serve", product: "ラー油")
        expectBought("2 cups pre-cooked rice", product: "パックごはん")
    }

    /// `combined` before herbs measured together is a preparation, not the name; `dried` in a run that washed the
    /// food is patted dry, no dried fruit.
    @Test func combinedAndWashedAndDried() {
        let (herbs, _) = BundledIdentityTests.match("2 tsp combined chopped thyme and rosemary")
        #expect(herbs.parsed.name == "thyme and rosemary")
        #expect(herbs.status == .matched)
        let berries = expectBought("300 g rinsed and dried blueberries", product: "ブルーベリー")
        #expect(berries.parsed.name == "blueberries")
        #expect(berries.parsed.preparation == "rinsed and dried")
    }

    /// A dried herb offered for a fresh one covers a third of the fresh weight (15 g of tarragon: one 5 g jar of the
    /// dried, not three); past one pack (a bunch, 30 g: two jars) the shopper is asked to check the amount.
    @Test func aDriedHerbForFreshCoversAThird() {
        let (tarragon, _) = BundledIdentityTests.match("15 g fresh tarragon, chopped")
        #expect(tarragon.status == .unmatched)
        #expect(tarragon.alternative?.packs == 1)
        #expect(tarragon.alternative?.reasons.contains("dried for fresh: a third of the fresh weight") == true)
        #expect(tarragon.alternative?.reasons.last?.hasSuffix("check the amount") == false)
        let (bunch, _) = BundledIdentityTests.match("a large bunch of tarragon")
        #expect(bunch.alternative?.packs == 1)
        #expect(bunch.alternative?.reasons.last?.hasSuffix("it is not: 1 pack, check the amount") == true)
    }

    // After the held pool Ren81 (judged on aeb0210), and remarks on alternatives from Ren77–Ren80.

    /// Alfredo sauce is a white sauce of its own (it was read as cheese, or as a tomato pasta sauce): the canned
    /// white sauce is its alternative.
    @Test func alfredoSauceIsAWhiteSauce() {
        let (match, _) = BundledIdentityTests.match("1 jar (15 oz) Alfredo pasta sauce")
        #expect(match.parsed.food == "alfredo-sauce")
        #expect(match.status == .unmatched)
        #expect(match.alternative?.name.contains("ホワイトソース") == true)
    }

    /// Crackers and cookies are named after what they hold (`cheddar crackers`, `chocolate chip cookies`), a syrup
    /// after a nut (`hazelnut syrup`): the cracker, cookie or syrup is the food, never cheese, chocolate or nuts.
    @Test func crackersCookiesAndSyrupsAreNamedAfterTheirFlavour() {
        let cases: [(String, String)] = [
            ("3 cups white cheddar snack crackers", "crackers"),
            ("12 chocolate chip cookies, crumbled", "biscuit"),
            ("2 tbsp hazelnut syrup", "syrup"),
        ]
        for (line, food) in cases {
            let (match, _) = BundledIdentityTests.match(line)
            #expect(match.parsed.food == food, "\(line)")
            #expect(match.status != .matched, "\(line)")
            #expect(match.alternative?.name.contains("チーズ") != true, "\(line)")
        }
    }

    /// Dried beans offered for canned ones cover a third of the cans' weight (two 15-ounce cans: one 300 g bag,
    /// not three).
    @Test func driedBeansForCannedCoverAThird() {
        let (match, _) = BundledIdentityTests.match("2 (15 oz) cans cannellini beans, drained")
        #expect(match.status == .unmatched)
        #expect(match.alternative?.packs == 1)
        #expect(match.alternative?.reasons.contains("dried for canned: a third of the weight") == true)
    }

    /// Baked ham and honey ham are the sliced cooked ham a deli sells, not a whole ham on the bone.
    @Test func bakedHamIsHam() {
        let match = expectBought("4 slices baked ham", product: "ハム")
        #expect(match.parsed.food == "ham")
    }

    /// Littleneck and cherrystone clams are hard clams (はまぐり, some 25 g each in the shell), not the small Manila
    /// clams (あさり, 10 g): eighteen of them weigh some 450 g.
    @Test func littlenecksAreHardClams() {
        let match = expectBought("18 littleneck clams, scrubbed", product: "はまぐり")
        #expect(match.parsed.food == "hard-clam")
        #expect(match.candidates.first?.packs == 2)
    }
}
