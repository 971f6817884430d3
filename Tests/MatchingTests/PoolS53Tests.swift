import FoodLexicon
import Testing
@testable import Matching

/// Session 53: the offers blind judges of sessions 47-52 called poor most often, read by kind. A stand-in group may
/// stand alone (`stand-ins.tsv`, fourth column `alone`): no more general food is offered for its foods.
@Suite struct PoolS53Tests {
    /// Chipotles in adobo are smoked and sauced: plain dried chilies, their general food, are no nearest (eleven of
    /// twelve judgements poor). Nothing is offered.
    @Test(arguments: ["2 chipotle chiles in adobo sauce, finely chopped", "1 (4 ounce) can chipotle peppers, drained",
                      "3 oz chipotle chile in adobo sauce", "チポトレ 1本"])
    func chipotlesAreOfferedNothing(line: String) {
        expectNotSold(line, food: "chipotle", offered: false)
        expectNothingOffered(line)
    }

    /// Marmalade is a bitter citrus preserve: no berry jam stands in (four judgements of four). Other jams still are
    /// offered the jam sold.
    @Test(arguments: ["4 tbsp marmalade", "½ c orange marmalade (fine-cut or without peel)", "マーマレード 大さじ2"])
    func marmaladeIsOfferedNothing(line: String) {
        expectNotSold(line, food: "marmalade", offered: false)
        expectNothingOffered(line)
    }

    @Test func otherJamsAreStillOfferedTheJamSold() {
        expectOffered("1 cup peach jam", food: "jam", offered: "いちごジャム")
    }

    /// The general food still stands in outside a group marked alone: fresh red chillies are offered dried ones.
    @Test func freshChilliesAreStillOfferedDriedOnes() {
        expectOffered("2 fresh red chillies, chopped", food: "fresh-chili", offered: "赤唐辛子")
    }

    /// Canned mushrooms are button mushrooms: the fresh white ones are offered, not the cheaper portobellos (seven
    /// judgements of seven).
    @Test(arguments: ["1 (10 ounce) can sliced mushrooms", "1 jar (4-1/2 ounces) whole mushrooms, undrained",
                      "マッシュルーム缶 1缶"])
    func cannedMushroomsAreOfferedButtonMushrooms(line: String) {
        let result = BundledIdentityTests.match(line).0
        #expect(result.status == .unmatched)
        #expect(result.alternative?.name.contains("マッシュルーム ホワイト") == true, "\(result.alternative?.name ?? "nothing")")
    }

    /// Serranos are fresh green chiles: shishito, as for jalapeños, not the dried red chili (three judgements of
    /// four).
    @Test(arguments: ["2 serrano chiles, seeded", "1 (6 inch) serrano pepper, diced"])
    func serranosAreOfferedShishito(line: String) {
        expectOffered(line, food: "serrano", offered: "ししとう")
    }

    /// Bucatini is a thick spaghetti: spaghetti, not the flat fettuccine (two judgements of two).
    @Test(arguments: ["6 ounces bucatini pasta", "ブカティーニ 200g"])
    func bucatiniIsOfferedSpaghetti(line: String) {
        expectOffered(line, food: "bucatini", offered: "スパゲッティ")
    }

    /// Pepperjack written as one word is pepper jack, a Monterey Jack: a melting cheese is offered, not processed
    /// slices.
    @Test func pepperjackIsMontereyJack() {
        let result = expectNotSold("8 ounces pepperjack cheese, shredded", food: "monterey-jack", offered: true)
        #expect(result.alternative?.name.contains("スライスチーズ") == false)
    }

    /// Braising cuts stand alone: bone-in short ribs to braise are offered a braising block (brisket, shank), not
    /// thin slices of beef belly, their general food (four judgements of five).
    @Test(arguments: ["3 lb bone in beef short ribs, cut into 2-inch pieces", "6 pounds beef short ribs, on the bone"])
    func shortRibsAreOfferedABraisingBlock(line: String) {
        let result = expectNotSold(line, food: "beef-short-ribs", offered: true)
        let name = result.alternative?.name ?? ""
        #expect(name.contains("ブロック") && !name.contains("薄切り"), "\(line): \(name)")
    }

    /// Fontina of the Aosta valley is an Alpine cheese: gruyère, not cheddar (two judgements of two).
    @Test func fontinaIsOfferedGruyere() {
        expectOffered("8 ounces Italian Fontina, cut into ¼-inch cubes", food: "fontina", offered: "グリュイエール")
    }

    /// Poblanos are large mild chiles roasted, peeled or stuffed: the green bell pepper, not tiny shishito (two of two).
    @Test func poblanosAreOfferedGreenPeppers() {
        expectOffered("4 poblano chili peppers, peeled with seeds removed", food: "poblano", offered: "ピーマン")
    }

    /// Lima or butter beans are whole beans: another whole bean, not sweet adzuki (two of two).
    @Test func limaBeansAreOfferedAnotherWholeBean() {
        let result = expectNotSold("1 1/2 cups frozen baby lima beans", food: "lima-beans", offered: true)
        #expect(result.alternative?.name.contains("小豆") == false)
    }

    /// Semolina, gnocchi and carrot tops have no stand-in sold: nothing, not cake flour, macaroni or carrots.
    @Test(arguments: ["130g/4½oz semolina", "1 lb potato gnocchi", "2 c tender carrot tops", "人参の葉 5本"])
    func foodsWithNoStandInAreOfferedNothing(line: String) {
        expectNothingOffered(line)
    }

    /// Glucose in British baking is liquid glucose: mizuame, the glucose syrup sold, not white sugar (two of two).
    @Test func glucoseIsOfferedMizuame() {
        expectOffered("20g/¾oz glucose", food: "dextrose", offered: "水あめ")
    }

    /// Cheeses named for a nearest: Oaxaca is offered mozzarella, Lincolnshire Poacher cheddar, a herb-and-garlic
    /// cheese cream cheese; processed slices had been offered for each, as a cheese of no known kind.
    @Test(arguments: [("2.5 cups Oaxaca cheese", "oaxaca-cheese", "モッツァレラ"),
                      ("100g/3½oz Lincolnshire poacher cheese", "lincolnshire-poacher", "チェダー"),
                      ("1 (4 ounce) package herb-and-garlic spreadable cheese", "herb-cream-cheese", "クリームチーズ")])
    func namedCheesesAreOfferedTheirNearest(line: String, food: String, offered: String) {
        expectOffered(line, food: food, offered: offered)
    }

    @Test func aGroupMarkedAloneIsRead() {
        let table = StandIns(tsv: "group\tfoods\tnote\nsmoked\tchipotle\tno general food\talone\nsoft\tfeta\t\n")
        #expect(table.groups["chipotle"] == "smoked")
        #expect(table.alone == ["smoked"])
        #expect(StandIns.bundled.alone.contains("chiles-chipotle"))
        #expect(StandIns.bundled.alone.contains("jam-marmalade"))
        #expect(StandIns.bundled.alone.contains("beef-braising"))
    }
}
