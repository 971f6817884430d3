import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pools M19-M22 of issue 11 (session 15): the wrong products they showed were lexicon and catalog facts.
/// Lines written for this test.
@Suite struct HeldPoolM19Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test func riceBranOilIsSoldAsItself() throws {
        // 米油 was filed as sunflower oil: a sunflower oil line bought rice bran oil.
        let (rice, product) = Self.match("3 tbsp rice bran oil")
        #expect(rice.status == .matched)
        #expect(try #require(product).foods.contains("rice-bran-oil"))
        let (sunflower, other) = Self.match("1 tbsp sunflower oil, for greasing")
        #expect(sunflower.parsed.food == "sunflower-oil")
        #expect(other.map { !$0.foods.contains("rice-bran-oil") } ?? true)
    }

    @Test(arguments: ["1 unbaked 9-inch pie shell", "one 10-inch pie crust", "pastry for a single-crust pie"])
    func aPieCrustIsNoBoxOfTartlets(line: String) {
        // The bakery's タルト台 6個 are small tartlet cases; a pie is one crust.
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "pie-crust")
        #expect(product.map { !$0.foods.contains("tartlet-shell") && !$0.name.hasPrefix("タルト台") } ?? true)
    }

    @Test(arguments: ["12 mini tart shells", "タルトカップ 8個"])
    func tartletShellsAreBought(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("tartlet-shell"))
    }

    @Test(arguments: [
        ("1/2 cup pomegranate juice", "pomegranate-juice"),
        ("ざくろジュース 100ml", "pomegranate-juice"),
        ("1 cup tart cherry juice", "cherry-juice"),
        ("1 cup cranberry juice", "cranberry-juice"),
    ])
    func eachFruitJuiceIsItsOwnFood(line: String, food: String) {
        // Pomegranate and cherry juice were names of cranberry juice.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food)
    }

    @Test(arguments: ["1 lb mild turkey sausage, casings removed", "2 links turkey kielbasa"])
    func turkeySausageIsNoPorkWiener(line: String) {
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == "turkey-sausage")
        #expect(result.status != .matched)
        #expect(product.map { !$0.foods.contains("sausage") } ?? true)
    }

    @Test func chileDeArbolIsAChiliOfItsOwn() throws {
        // It was no food at all; the dried red chilies are offered, marked as a substitute.
        let (result, _) = Self.match("4 dried chiles de arbol")
        #expect(result.parsed.food == "chile-de-arbol")
        #expect(result.status == .unmatched)
        #expect(try #require(result.alternative).verdict == .substitute)
    }

    @Test(arguments: [
        ("10 Korean dates (daechu), pitted", "jujube"),
        ("1 lb red snapper fillets, skin on", "red-snapper"),
        ("600g loin of lamb, trimmed", "lamb-loin"),
    ])
    func theNameNamesItsOwnFood(line: String, food: String) {
        // Korean dates are jujubes, not date palm fruit; `snapper fillet` was a name of a Caribbean fish mix;
        // a loin of lamb was lamb in general.
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food)
    }

    @Test func aLoinOfLambIsNotShoulderSlices() {
        // ラム肩ロース is lamb shoulder: it was filed as lamb in general and bought for any cut.
        // (`product` is the one bought: none when the line is unmatched.)
        let (result, product) = Self.match("1 boneless lamb loin, about 1 lb")
        #expect(result.parsed.food == "lamb-loin")
        #expect(product.map { !$0.foods.contains("lamb-shoulder") } ?? true)
    }

    @Test func liquidGlucoseIsGlucoseSyrup() throws {
        let (result, product) = Self.match("2 tbsp liquid glucose")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("corn-syrup"))
    }
}
