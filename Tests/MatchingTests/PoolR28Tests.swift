import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules from the judged pools of session 28 (Ren33–Ren36: lines of the lines-en set), each on lines of its own shape.
@Suite struct PoolR28Tests {
    /// A word hyphenated or written before `cut` says how the food is cut, no kind of it: the food is bought
    /// (`center-cut salmon` was unmatched for `no center cut in the name`), and a cut the lexicon names as a kind
    /// stays one (`steel-cut oats`).
    @Test(arguments: [
        ("1 pound center-cut salmon fillets", "鮭"),
        ("2 cups crinkle-cut carrots", "にんじん"),
        ("3 cups French-cut green beans", "いんげん"),
        ("2 cups french cut green beans", "いんげん"),
    ])
    func aCutIsNoKind(line: String, product: String) {
        let match = expectBought(line, product: product)
        #expect(match.candidates.first?.reasons.contains { $0.hasPrefix("no ") && $0.contains("in the name") } == false)
    }

    @Test func aCutTheLexiconNamesStaysAKind() {
        let (match, _) = BundledIdentityTests.match("1 cup steel-cut oats")
        #expect(match.parsed.food == "steel-cut-oats")
        #expect(match.status == .unmatched)
    }

    /// A drink named after a fruit, nut, herb or spice (`cherry cola`, `peach schnapps`, `coconut soda`) is the drink,
    /// never the flavour's food, and asks the flavoured kind: a plain soda water is only its alternative.
    @Test(arguments: [
        ("1 can cherry cola", "cola"),
        ("1/2 cup peach schnapps", "liqueur"),
        ("1 cup coconut soda", "soda"),
        ("2 cups lime or grapefruit soda", "soda"),
    ])
    func aDrinkNamedAfterItsFlavourIsTheDrink(line: String, food: String) {
        let (match, product) = BundledIdentityTests.match(line)
        #expect(match.parsed.food == food, "\(line)")
        #expect(match.status == .unmatched, "\(line): \(product?.name ?? "nothing bought")")
    }

    /// Juice and water keep their fruit (`pineapple juice` is the fruit's juice, `lemon water` asks lemons).
    @Test func juiceKeepsItsFruit() {
        let (juice, _) = BundledIdentityTests.match("1 cup pineapple juice")
        #expect(juice.parsed.food == "pineapple-juice")
    }

    /// A volume of brewed coffee is bought as the ground coffee that makes it (`2 cups freshly brewed coffee`: one
    /// 200 g bag, not two for 480 g), while spoons of a concentrate the line names itself are of the concentrate
    /// (`1 tbsp instant coffee`, offered ground coffee: a spoonful, not the grams for a cup).
    @Test func brewedCoffeeIsMadeFromGroundCoffee() {
        let match = expectBought("2 cups freshly brewed coffee", product: "コーヒー")
        #expect(match.candidates.first?.packs == 1)
        #expect(match.candidates.first?.reasons.contains { $0.contains("made from") } == true)
        let (instant, _) = BundledIdentityTests.match("1 tbsp instant coffee")
        #expect(instant.alternative?.reasons.contains { $0.contains("made from") } == false)
    }

    /// Light and white meat tuna are canned tuna (`light meat tuna` read as meat and offered meatballs).
    @Test(arguments: ["2 cans light meat tuna, drained", "1 can solid white tuna in oil"])
    func lightMeatTunaIsCannedTuna(line: String) {
        expectBought(line, product: "ツナ")
    }

    /// Orange pekoe is a grade of black tea, no orange.
    @Test func orangePekoeIsTea() {
        let (match, _) = BundledIdentityTests.match("3 cups brewed orange pekoe tea")
        #expect(match.parsed.food == "tea")
    }

    /// Raw meat the cook is to slice thin (`pork loin, thinly sliced`) buys the sliced meat a butcher sells, as
    /// `thinly sliced pork loin` does (it bought the cutlet cut); a sausage or ham sliced thin asks nothing of the cut.
    @Test func rawMeatToSliceThinBuysSlices() {
        let match = expectBought("250g pork loin, very thinly sliced", product: "薄切り")
        #expect(match.candidates.first?.reasons.contains("sliced as asked") == true)
        let (sausage, _) = BundledIdentityTests.match("6 oz smoked sausage, thinly sliced on the bias")
        #expect(sausage.candidates.first?.reasons.contains { $0.contains("sliced") } == false)
    }

    /// Steaks of a food sold only as a block (`tuna steaks`: a saku of sashimi tuna) are cut from the block: it is
    /// bought, with the reason, rather than scraps offered.
    @Test func steaksAreCutFromABlock() {
        let match = expectBought("2 thick tuna steaks (about 6 oz each)", product: "さく")
        #expect(match.candidates.first?.reasons.contains("block; cut into steaks at home") == true)
    }

    /// Cheese grated coarse is grated by the cook from a block: the powdered cheese is never coarse.
    @Test func coarselyGratedCheeseIsGratedFromABlock() {
        expectBought("⅓ cup Parmesan, coarsely grated", product: "ブロック")
        expectBought("⅓ cup grated Parmesan", product: "粉")
    }

    /// English spinach is spinach; sushi rice in an English line is the short-grain rice to cook.
    @Test func englishSpinachAndSushiRice() {
        expectBought("2 handfuls English spinach", product: "ほうれん草")
        let (rice, _) = BundledIdentityTests.match("1½ cups sushi rice, rinsed")
        #expect(rice.status == .matched)
        #expect(rice.parsed.food == "japanese-rice-koshihikari")
    }

    /// A Japanese shop's サーロイン is the strip loin: strip, New York strip, T-bone and porterhouse steaks buy it (a
    /// boned T-bone was unmatched, the tenderloin offered).
    @Test(arguments: ["2 New York strip steaks, 1 inch thick", "1 T-bone steak (about 1 lb), boned"])
    func stripLoinSteaksAreSirloin(line: String) {
        let match = expectBought(line, product: "サーロインステーキ")
        #expect(match.parsed.food == "beef-sirloin")
    }

    /// Tuscan (black, dinosaur) kale is kale; mushrooms named alone buy a kind with a cap, never enoki's strands.
    @Test func tuscanKaleAndMushroomsNamedAlone() {
        expectBought("6 leaves Tuscan kale, ribs removed", product: "ケール")
        let (mushrooms, product) = BundledIdentityTests.match("12 oz mixed wild mushrooms, torn")
        #expect(mushrooms.status == .matched)
        #expect(product?.name.contains("えのき") == false)
    }

    /// Shellfish in their shells, said before the name or after a comma (`shrimp, in the shell`, `shell on`), buy the
    /// shell-on ones; peeled or shelled shrimp buy the peeled ones (`1 lb peeled shrimp` bought a 1 kg shell-on bag).
    @Test(arguments: [
        ("2 lb jumbo shrimp, in the shell", "殻付き"),
        ("1 lb medium shrimp, shell on, deveined", "殻付き"),
        ("20 shell-on prawns", "殻付き"),
        ("1½ pounds peeled medium shrimp", "むきえび"),
        ("10 oz shelled shrimp", "むきえび"),
    ])
    func shellfishInOrOutOfTheirShells(line: String, product: String) {
        expectBought(line, product: product)
    }

    /// Gelatine sheets and leaves are gelatin, bought as the powder a shop sells, weighed at 2 g a sheet; an envelope
    /// of powder weighs 7 g.
    @Test func gelatinSheetsAreGelatin() {
        let sheets = expectBought("5 sheets leaf gelatine", product: "ゼラチン")
        #expect(sheets.candidates.first?.reasons.last?.hasSuffix("covers 10 g") == true)
        let envelope = expectBought("2 envelopes plain gelatin", product: "ゼラチン")
        #expect(envelope.candidates.first?.reasons.last?.hasSuffix("covers 14 g") == true)
    }

    /// A bread named after what it is made with (`banana bread`, `zucchini bread`) is bread of that kind, never its
    /// fruit or vegetable: unmatched when not sold, a plain loaf offered; buns and rolls are bought whatever they are
    /// topped with.
    @Test(arguments: ["1 loaf banana bread, sliced", "4 slices zucchini bread", "3 cups cubed pumpkin bread"])
    func aBreadNamedAfterAFoodIsBread(line: String) {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.parsed.food == "bread", "\(line)")
        #expect(match.status == .unmatched, "\(line)")
    }

    @Test func bunsAreBoughtWhateverTheirTopping() {
        expectBought("4 sesame hamburger buns", product: "バンズ")
    }

    /// Banana shallots are shallots; California ripe olives are the black olives; whole wheat sandwich bread is whole
    /// wheat bread; portabello is a spelling of portobello.
    @Test(arguments: [
        ("2 banana shallots, diced", "エシャロット"),
        ("½ cup sliced California ripe olives", "オリーブ"),
        ("8 slices whole wheat sandwich bread", "全粒粉"),
        ("3 portabello mushrooms, stems removed", "ポルトベロ"),
    ])
    func namesOfSoldFoods(line: String, product: String) {
        expectBought(line, product: product)
    }
}
