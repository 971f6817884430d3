import Catalog
import IngredientParsing
import Testing
@testable import Matching

/// Session 45: what the held-out pool drawn on session 44's last binary showed, once read (minced mutton weighed out
/// offered nothing, black-bean tofu bought as plain tofu). Lines written for this test.
@Suite struct PoolS45Tests {
    /// Meat weighed out that the words after its name say minced or ground is bought minced, as a shopper would; the
    /// same meat counted in pieces is the cut the cook minces.
    @Test(arguments: [
        ("800 g lamb shoulder meat, minced", "ラムひき肉"), ("2 lb mutton, ground", "ラムひき肉"),
        ("750g beef, minced", "牛ひき肉"), ("1 lb pork, finely minced", "豚ひき肉"),
    ])
    func meatWeighedOutAndMincedIsMince(line: String, product: String) {
        let result = expectBought(line, product: product)
        #expect(result.candidates.first?.reasons.contains("minced as asked") == true, "\(line)")
    }

    @Test func aCountedCutTheCookMincesIsTheCut() {
        let (result, _) = BundledIdentityTests.match("3 chicken thighs, minced")
        #expect(result.candidates.first?.reasons.contains("minced as asked") != true)
    }

    /// Tofu made from black soybeans (黒豆豆腐) is a tofu of its own: not sold, it is offered plain tofu, not bought as it.
    @Test(arguments: ["1 block black bean curd", "黒豆豆腐 1丁"])
    func blackBeanTofuIsOffered(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == "black-soybean-tofu")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("豆腐"))
    }
}

extension PoolS45Tests {
    /// The alternative a shopper takes is the cheapest of those as near as the nearest, never one fitting the form
    /// asked less: diced tomatoes not sold low in salt are offered the diced can, not the cheaper whole one.
    @Test(arguments: ["2 (14 oz) cans no-salt-added diced tomatoes", "1 can diced tomatoes (no salt added)"])
    func theAlternativeKeepsTheFormAsked(line: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched)
        #expect(try #require(result.alternative).name.contains("カットトマト"), "\(result.alternative?.name ?? "")")
    }
}

extension PoolS45Tests {
    /// Goji berries are sold dried (クコの実): a fresh or frozen fruit is no nearest of them, nor of a fruit asked dried.
    @Test(arguments: ["2 tbsp goji berries", "1/4 cup dried goji berries", "1 cup dried cranberries"])
    func noFreshFruitIsOfferedForADriedOne(line: String) {
        expectNothingOffered(line)
    }

    /// Wakegi (わけぎ) is a plant of its own, not the small green onion (小ねぎ): offered it, not bought as it; dry ice is
    /// no water to take from the kitchen.
    @Test func wakegiIsOfferedTheGreenOnion() throws {
        let (result, product) = BundledIdentityTests.match("わけぎ 1束")
        #expect(result.parsed.food == "wakegi")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("ねぎ"))
        expectBought("小ねぎ 1束", product: "ねぎ")
        let (ice, _) = BundledIdentityTests.match("1 pound dry ice")
        #expect(ice.status == .unmatched)
        #expect(ice.parsed.food == "dry-ice")
    }
}

extension PoolS45Tests {
    /// Nuts asked sliced, slivered, shaved or flaked are not the whole ones (sliced by machine, スライスアーモンド):
    /// whole almonds are offered; chopped nuts, or nuts the cook slices after the comma, are the whole ones bought.
    @Test(arguments: ["1 cup sliced almonds", "1/2 cup slivered almonds", "1 cup shaved almonds", "1 cup flaked almonds"])
    func slicedNutsAreNotWholeOnes(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("アーモンド"))
    }

    @Test(arguments: ["1 cup chopped almonds", "1/2 cup almonds, sliced", "100 g almonds"])
    func wholeNutsTheCookCutsAreBought(line: String) {
        expectBought(line, product: "アーモンド")
    }

    /// A fresh vegetable is no nearest of a pickled one (shishito for pickled jalapeños); a cucumber for pickling is a
    /// fresh one (`Kirby cucumbers`: the cucumber offered, no pickle asked).
    @Test func aPickledVegetableIsOfferedNoFreshOne() throws {
        let (jalapeno, _) = BundledIdentityTests.match("1/4 cup pickled jalapeño slices")
        #expect(jalapeno.status == .unmatched)
        #expect(jalapeno.alternative == nil, "\(jalapeno.alternative?.name ?? "")")
        let (kirby, _) = BundledIdentityTests.match("3 Kirby cucumbers")
        #expect(try #require(kirby.alternative).name.contains("きゅうり"))
    }
}

extension PoolS45Tests {
    /// A flavour extract is no kind of vanilla: almond, lemon or peppermint extract not sold is offered nothing (the
    /// vanilla essence had been offered as their general food; judged poor), and vanilla is still bought.
    @Test(arguments: ["1 tsp peppermint extract", "1/2 tsp almond extract", "1 tsp orange extract"])
    func anotherFlavourIsNoVanilla(line: String) {
        expectNothingOffered(line)
    }

    @Test func vanillaIsStillBought() {
        expectBought("1 tsp pure vanilla extract", product: "バニラ")
    }
}

extension PoolS45Tests {
    /// All-purpose flour from what a kitchen keeps at hand (`pantry.tsv`, `at_hand`: 300 g in session 45, 200 g since
    /// session 46, 180 g in session 48, 150 g since session 49) is bought; less stays in the pantry. Other staples are bought from half the pack, as before.
    @Test(arguments: ["2 1/2 cups all-purpose flour", "400 g plain flour", "3 cups flour", "2 cups all-purpose flour"])
    func flourBeyondWhatIsAtHandIsBought(line: String) {
        let result = expectBought(line, product: "中力粉")
        #expect(result.candidates.first?.reasons.first == "a staple, but more than a kitchen keeps at hand: bought")
    }

    @Test(arguments: ["1 cup all-purpose flour", "3 tbsp plain flour", "3/4 cup sugar"])
    func lessStaysInThePantry(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .pantry)
    }
}

extension PoolS45Tests {
    /// Session 45's fifth pool: thick cream is double cream (the 42% cream, not the 35% whipping cream); calf's liver
    /// and Indian black salt are foods of their own, offered beef liver and salt, not bought as them (nor the salt
    /// taken from the kitchen).
    @Test func thickCreamIsTheRichestCream() {
        expectBought("1 cup thick cream", product: "42%")
    }

    @Test(arguments: [("2 slices calf's liver", "calf-liver"), ("½ tsp black salt", "black-salt")])
    func aFoodOfItsOwnIsOffered(line: String, food: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == food)
        #expect(result.status == .unmatched)
        #expect(product == nil)
    }
}

extension PoolS45Tests {
    /// A Japanese line giving each of several foods no measure (`各適量`) buys each as needed, as a line giving each an
    /// amount does; salt and pepper stays one staple.
    @Test func eachFoodAsNeededIsMatched() throws {
        let (breading, _) = BundledIdentityTests.match("薄力粉、溶き卵、パン粉 各適量")
        #expect(Set(([breading] + breading.also).compactMap(\.parsed.food)).isSuperset(of: ["beaten-egg", "panko"]),
            "\(([breading] + breading.also).compactMap(\.parsed.food))")
        let (vegetables, _) = BundledIdentityTests.match("ごぼう、にんじん 各適量")
        #expect(Set(([vegetables] + vegetables.also).compactMap(\.parsed.food)) == ["burdock", "carrot"])
        #expect(BundledIdentityTests.match("塩、こしょう 各適量").0.also.isEmpty)
    }
}
