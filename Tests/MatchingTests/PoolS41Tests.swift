import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 41's blind pools of real lines (half A read): kinds of error fixed as general rules or lexicon facts.
/// Lines written for this test.
@Suite struct PoolS41Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    /// A list of choices is tried in the order written, its middle items too (only the first and the one after `or`
    /// had been), and the first choice's words before its food are asked of an item that says none: `dried plums` are
    /// prunes, bought when no dried apricots are sold.
    @Test func aListsMiddleChoiceIsBoughtWithTheFirstsWords() throws {
        let (match, product) = Self.match("1 cup dried apricots, plums, or peaches, chopped")
        #expect(match.status == .matched)
        #expect(try #require(product?.name).contains("プルーン"))
        #expect(match.candidates.first?.reasons.first == "the line's other choice: dried plums")
    }

    @Test func listedBetweenReadsTheMiddleItems() {
        let matcher = BundledIdentityTests.matcher
        let parser = BundledIdentityTests.parser
        let middle = matcher.listedBetween(parser.parse("1 cup dried apricots, plums, pluots, pears, or peaches"))
        // (`pluots` names no food: passed over.)
        #expect(middle.map { $0.name } == ["dried plums", "dried pears"])
        #expect(middle.map { $0.food } == ["prune", "pear"])
        // An item of more words keeps its own; an item of another category (salt) is no choice of this one.
        let own = matcher.listedBetween(parser.parse("1/2 cup fresh basil, mint leaves, salt, or parsley"))
        #expect(own.map { $0.name } == ["mint leaves"])
        // No list, no middle: `milk or cream`.
        #expect(matcher.listedBetween(parser.parse("1 cup milk or cream")).isEmpty)
        #expect(matcher.listedBetween(parser.parse("牛乳、生クリーム または 豆乳 100ml")).isEmpty)
    }

    /// Instant (granular) flour is a kind of its own, not the kitchen's flour: unmatched, plain flour offered. (The
    /// note names it as the line does, since session 43.)
    @Test(arguments: [("1 c instant flour", "instant flour"), ("2 tablespoons Wondra flour", "wondra flour")])
    func instantFlourIsNoPantryFlour(line: String, named: String) {
        let (match, _) = Self.match(line)
        #expect(match.parsed.food == "flour-instant")
        #expect(match.status == .unmatched)
        #expect(match.alternative?.note == "flour; the line asks for \(named)")
    }

    /// Green chillies (青唐辛子) are no poblano, Fresno a fresh red chili, Anaheim and Hatch green chiles; cooked brown
    /// rice is no rice cooked with barley (麦飯): the note offering the nearest names what the line asks for, in the
    /// English line's own words since session 43 (`anaheim chiles`, not the food's first name, `green chili`).
    @Test(arguments: [
        ("2 green chillies, slit", "green-chili", "green chillies"), ("青唐辛子 1本", "green-chili", "green chili"),
        ("1 fresno chile, halved", "fresh-chili", nil), ("2 anaheim chiles, roasted", "green-chili", "anaheim chiles"),
        ("4 poblano peppers", "poblano", "poblano peppers"), ("2 kashmiri chilies", "kashmiri-chili", "kashmiri chilies"),
        ("麦飯 2杯", "cooked-rice-multigrain", "cooked mixed grain rice"),
        ("1 cup cooked brown rice", "cooked-brown-rice", "cooked brown rice"),
    ] as [(String, String, String?)])
    func chilesAndCookedRiceAreNamedAsAsked(line: String, food: String, asked: String?) throws {
        let (match, _) = Self.match(line)
        #expect(match.parsed.food == food)
        #expect(match.status == .unmatched)
        let note = try #require(match.alternative?.note)
        if let asked { #expect(note.hasSuffix("the line asks for \(asked)"), "\(line): \(note)") }
    }

    @Test func aPoblanoIsAGreenChili() {
        let lexicon = BundledIdentityTests.lexicon
        #expect(lexicon.food(id: "poblano")?.parent == "green-chili")
        #expect(lexicon.food(id: "canned-green-chiles")?.parent == "green-chili")
        #expect(lexicon.food(id: "green-chili")?.parent == "chili-pepper")
    }

    /// Offers judged by hand (session 41, half A): the nearest is a product a cook would use instead, never what the
    /// named thing is made from; when nothing is, nothing is offered.
    @Test(arguments: [
        ("3 tablespoons roasted chili garlic sauce", "シラチャー"), ("1 tbsp sambal oelek", "シラチャー"),
        ("3 jalapeño peppers, seeded and diced", "ししとう"), ("2 anaheim chiles, roasted", "ししとう"),
        ("1 (8 ounce) box corn muffin mix", "ホットケーキミックス"), ("2 tablespoons redcurrant jelly", "ジャム"),
        ("1/4 cup grape jelly", "ジャム"),
    ])
    func theNearestIsWhatACookUsesInstead(line: String, name: String) throws {
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        let offered = try #require(match.alternative)
        #expect(offered.name.contains(name), "\(line): \(offered.name)")
    }

    @Test(arguments: ["2 tbsp squid ink", "1/2 cup candied orange peel", "100 g mixed peel", "1/2 cup sweet chili sauce",
                      "1 cup toffee bits", "20 soft caramels, unwrapped"])
    func nothingIsOfferedForWhatNoProductStandsIn(line: String) {
        // Squid ink is no kind of squid, candied peel no fresh fruit, caramel no sugar, and no sauce sold is a sweet
        // chili sauce.
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        #expect(match.alternative == nil, "\(line): \(match.alternative?.name ?? "")")
        #expect(match.noAlternative != nil)
    }

    /// A line sending the cook to the recipe's own steps names what the recipe makes (session 41's offers, half A: a
    /// crema made in the steps below had been offered sour cream); so does the water rice was washed in (米のとぎ汁, kept
    /// to boil bamboo shoots or daikon in: glutinous rice had been offered).
    @Test(arguments: ["6 tbsp lime crema * see steps below", "2 cups duck stock (see instructions)",
                      "1 cup pickling liquid, see directions", "米のとぎ汁 500ml", "とぎ汁 適量"])
    func aLineSentToTheStepsIsMadeInTheRecipe(line: String) {
        #expect(Self.match(line).0.status == .madeInRecipe)
    }

    /// Sashimi is raw fish sliced, no sushi: `Xの刺身` is the fish for sashimi (the block sold 刺身用), and a fish the
    /// lexicon does not know is offered nothing (it had been read as sushi and offered rice).
    @Test func sashimiIsTheFishNotSushi() throws {
        let (bream, product) = Self.match("鯛の刺身 200g")
        #expect(bream.status == .matched)
        #expect(try #require(product?.name).contains("刺身用"))
        let (unknown, _) = Self.match("ワニの刺身 70g")
        #expect(unknown.parsed.food != "sushi")
        #expect(unknown.alternative == nil)
    }

    /// A line whose words name a product made from its food is offered nothing that is only what the product is
    /// made of (garlic for garlic bread, dill for a dill dip, peppermint for peppermint candies): no cook uses the one
    /// for the other.
    /// A dairy food stays the nearest for what a cook stirs from it (cream cheese for a frosting), a food's own name is
    /// no such product (tart apples are apples), a sauce the food is packed in is none either, and a flavouring keeps
    /// the food that gives the flavour (an orange for orange oil). (Chipotles in adobo had been the sauce's example:
    /// since session 53 their stand-in group stands alone, judges having called dried chilies poor for them.)
    @Test(arguments: ["1 jar creamy dill dip",
                      "2 tbsp mango curry sauce", "1 cup cinnamon baking chips", "5 hard peppermint candies",
                      "2 lemon lollipops"])
    func whatAProductIsMadeOfIsNoNearest(line: String) {
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        #expect(match.alternative == nil, "\(line): \(match.alternative?.name ?? "")")
    }

    @Test(arguments: [("1 cup cream cheese frosting", "クリームチーズ"), ("3 Granny Smith apples", "りんご"),
                      ("2 jalapeños in adobo sauce", "ししとう"), ("8 drops orange oil", "オレンジ"),
                      ("1/2 tsp brandy extract", "ブランデー")])
    func aDairyBodyAFoodsOwnNameOrAPackingSauceKeepTheirNearest(line: String, name: String) throws {
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        #expect(try #require(match.alternative).name.contains(name))
    }

    /// Offal stands in for offal, never for the animal's muscle meat: giblets are offered the livers (with hearts),
    /// pork offal the beef offal, and hearts buy the pack of livers with hearts, which holds them.
    @Test(arguments: [("1 lb chicken giblets", "鶏レバー"), ("豚もつ 300g", "牛もつ")])
    func offalIsOfferedOffal(line: String, name: String) throws {
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        #expect(try #require(match.alternative).name.contains(name))
    }

    @Test func heartsBuyTheLiversWithHearts() throws {
        let (match, product) = Self.match("鶏ハツ 200g")
        #expect(match.status == .matched)
        #expect(try #require(product?.name).contains("ハツ付き"))
    }

    /// The fresh fruit is no nearest for a dried one (dried figs, dried mango: no cook dries it for the recipe); a
    /// dried peel keeps its fruit, whose zest a cook grates and dries.
    @Test(arguments: ["1 cup dried figs, quartered", "1/2 cup dried mango, diced", "3/4 cup chopped dried apples"])
    func aFreshFruitIsNoNearestForADriedOne(line: String) {
        let (match, _) = Self.match(line)
        #expect(match.status == .unmatched)
        #expect(match.alternative?.name.contains("いちじく") != true)
        #expect(match.alternative?.name.contains("マンゴー") != true)
        #expect(match.alternative?.name.contains("りんご") != true)
    }

    @Test func aDriedPeelKeepsItsFruit() throws {
        let (match, _) = Self.match("2 tbsp dried grated orange peel")
        #expect(try #require(match.alternative).name.contains("オレンジ"))
    }

    /// Dried coconut flaked or shredded is one purchase (the shop's desiccated coconut), and an unwaxed lemon, whose
    /// peel is eaten, prefers the organic one (a preference: unwaxed limes still buy the limes sold).
    @Test func flakedCoconutAndUnwaxedCitrus() throws {
        let (coconut, product) = Self.match("1 cup flaked coconut, toasted")
        #expect(coconut.status == .matched)
        #expect(try #require(product?.name).contains("ココナッツ"))
        let (lemon, organic) = Self.match("zest of 1 unwaxed lemon")
        #expect(lemon.status == .matched)
        #expect(try #require(organic?.name).contains("有機"))
        let (limes, _) = Self.match("2 unwaxed limes")
        #expect(limes.status == .matched)
    }
}
