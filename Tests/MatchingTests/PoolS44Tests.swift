import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 44: what the held-out pool drawn on session 43's last binary showed, once read (elbow macaroni bought for a
/// short pasta named by its tube examples; fresh thyme for a line asking dried first; strained yogurt bought plain;
/// a low-sodium claim in a bracket not read; komagire for sliced pork; a named bamboo shoot bought boiled; trout and a
/// Cornish hen offered nothing near). Lines written for this test.
@Suite struct PoolS44Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    /// A generic pasta named by examples none of which is sold is bought as the food standing in for an example
    /// (`stand-ins.tsv`: penne for rigatoni or ziti), not as the family's cheapest kind (elbow macaroni).
    @Test(arguments: [
        "1 pound short pasta such as rigatoni",
        "12 oz dried pasta, like ziti or rigatoni",
    ])
    func aStandInForTheExampleIsBought(line: String) {
        let result = expectBought(line, product: "ペンネ")
        #expect(result.candidates.first?.reasons.first?.hasPrefix("a stand-in for the example the line gives: ") == true,
            "\(line): \(result.candidates.first?.reasons ?? [])")
    }

    /// The stand-in is bought only for a generic food: a kind the line names, not sold, is not bought as the stand-in
    /// of its other choice (`Oaxaca cheese (or Monterey Jack)` is no cheddar to buy).
    @Test func aNamedKindIsNotBoughtAsTheStandInOfItsOtherChoice() {
        let (result, _) = Self.match("2 cups Oaxaca cheese (or Monterey Jack)")
        #expect(result.candidates.first?.reasons.first?.hasPrefix("a stand-in for the example") != true,
            "\(result.candidates.first?.reasons ?? [])")
    }

    /// A rigatoni line itself, rigatoni not sold, is not bought as penne (another kind): penne is offered.
    @Test func rigatoniIsOfferedPenne() throws {
        let (result, product) = Self.match("400 g rigatoni")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("ペンネ"))
    }

    /// The state the name says comes before the one an aside offers as the second choice (`dried oregano (or 2
    /// tablespoons fresh)`): the dried jar is bought, as the line asks first.
    @Test(arguments: [
        ("2 teaspoons dried thyme (or 2 tablespoons fresh)", "タイム ドライ"),
        ("1 tsp dried thyme (or 1 tbsp fresh thyme)", "タイム ドライ"),
    ])
    func theStateNamedFirstWins(line: String, product: String) {
        _ = expectBought(line, product: product)
    }

    @Test func anAsideOpeningWithOrIsReadByItsBytes() {
        #expect(LineRequest.opensWithOr("or 1 tablespoon fresh"))
        #expect(LineRequest.opensWithOr("  OR fresh"))
        #expect(!LineRequest.opensWithOr("orange zest"))
        #expect(!LineRequest.opensWithOr("or"))
        #expect(!LineRequest.opensWithOr("for garnish"))
    }

    /// Strained yogurt is Greek yogurt: the participle, which the parser reads as the cook's work (as the evaluation
    /// labels do), names with the food right after it a kind of it the lexicon knows (plain yogurt had been bought).
    @Test func strainedYogurtIsGreekYogurt() {
        let parsed = BundledIdentityTests.parser.parse("1 cup strained yogurt")
        #expect(parsed.name == "yogurt")
        #expect(parsed.preparation == "strained")
        _ = expectBought("1 cup strained yogurt", product: "ギリシャヨーグルト")
        // (After a comma it is the cook's work on what is bought.)
        _ = expectBought("1 cup plain yogurt, strained", product: "プレーンヨーグルト")
    }

    /// A low-sodium claim written as a choice of low or none (`(low or no sodium)`, `no-sodium`) is a claim: the
    /// unlabelled broth is offered, not bought.
    @Test(arguments: ["3 cups chicken stock (low or no sodium)", "2 cups no-sodium vegetable stock"])
    func lowOrNoSodiumIsAClaim(line: String) {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil, "\(line)")
        #expect(result.alternative?.note?.contains("low-sodium") == true, "\(line): \(result.alternative?.note ?? "no offer")")
    }

    /// Sliced pork (`豚肉薄切り`, `thinly sliced pork`) is pork sold in slices, of any plain cut; komagire scraps are
    /// another product. Pork for shabu-shabu is the loin cut so.
    @Test(arguments: [("豚肉薄切り 150g", "薄切り"), ("1/2 lb thinly sliced pork", "薄切り"), ("豚しゃぶしゃぶ用 200g", "しゃぶしゃぶ用")])
    func slicedPorkIsNoScraps(line: String, product: String) throws {
        let (result, bought) = Self.match(line)
        #expect(result.status == .matched)
        let name = try #require(bought).name
        #expect(name.contains(product) && !name.contains("こま"), "\(line): \(name)")
    }

    /// 淡竹 and 根曲がり竹 are bamboo shoots of their own kinds, sold fresh in season: the boiled shoots are offered.
    @Test(arguments: ["淡竹 300g", "根曲がり竹 10本"])
    func aNamedBambooShootIsOfferedTheBoiledOnes(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("たけのこ"))
    }

    /// Sirloin tip is cut from the round, not the sirloin; lamb neck fillet is the neck.
    @Test(arguments: [("2 pounds sirloin tip roast", "beef-round"), ("4 lamb neck fillets", "lamb-neck")])
    func cutsNamedAfterAnotherAreTheirOwn(line: String, food: String) {
        #expect(BundledIdentityTests.parser.parse(line).food == food, "\(line)")
        let (_, product) = Self.match(line)
        #expect(product?.name.contains("サーロイン") != true, "\(line): \(product?.name ?? "nothing")")
    }

    /// Trout is offered the salmon trout a shop sells (farmed rainbow trout); a Cornish hen the whole chicken, never
    /// cut thighs.
    @Test(arguments: [("4 trout fillets", "サーモントラウト"), ("2 Cornish game hens", "丸鶏")])
    func theNearestOfAFishOrBirdNotSold(line: String, offered: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains(offered), "\(line)")
    }

    // MARK: Offers (session 44's held-out offers, drawn on this session's first rules)

    /// A dried fruit is no nearest for the fresh one (prunes for plums to halve or slice), nor a jar of dried leaves
    /// for fresh ones to garnish with: nothing is offered rather than them.
    @Test(arguments: ["6 ripe plums, halved and stoned", "3 damsons", "fresh sage leaves, to garnish"])
    func noDriedNearestForFresh(line: String) {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        let offered = result.alternative?.name ?? ""
        #expect(!offered.contains("プルーン") && !offered.contains("ドライ"), "\(line): \(offered)")
    }

    /// A mix of foods as the other choice is no one food to buy: not its first part alone.
    @Test func aMixAsTheOtherChoiceBuysNoPartOfIt() {
        let (result, product) = Self.match("1 tsp grains of paradise (or a mixture of black pepper and cardamom)")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(ProductMatcher.namesAMix("a mixture of black pepper and cardamom"))
        #expect(ProductMatcher.namesAMix("Equal parts milk and cream"))
        #expect(!ProductMatcher.namesAMix("half and half"))
        // (`or half and half` is the cream product: still a choice.)
        _ = expectBought("1 cup heavy cream or half and half", product: "生クリーム")
    }

    /// Stand-ins the judges named: usukuchi for white soy sauce (both keep a dish pale), grilled tofu for smoked or
    /// pressed tofu, zucchini for spaghetti squash (kabocha makes no strands).
    @Test(arguments: [
        ("白醤油 大さじ1", "うすくち"), ("200 g smoked tofu", "焼き豆腐"), ("1 spaghetti squash, halved", "ズッキーニ"),
        ("そうめんかぼちゃ 1個", "ズッキーニ"),
    ])
    func theNearestIsTheStandIn(line: String, offered: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains(offered), "\(line)")
    }

    /// A note names the kind an English line asks by its words with the food's (`cinnamon sugar`), not as `a kind
    /// named cinnamon`; adverbs and shapes name no kind (`freshly roasted Anaheim chiles`, `oval plums`).
    @Test func aKindIsNamedAsTheLineWritesIt() throws {
        let (result, _) = Self.match("1/4 teaspoon cinnamon sugar")
        let note = try #require(result.alternative?.note)
        #expect(note.contains("the line asks for cinnamon sugar"), "\(note)")
        for line in ["4 freshly roasted Anaheim chiles", "2 pounds small oval purple plums"] {
            let parsed = BundledIdentityTests.parser.parse(line)
            let request = LineRequest(parsed, normalizedName: NameFeatures(line: parsed.name, japanese: false).normalized,
                                      index: BundledIdentityTests.matcher.index)
            #expect(request.qualifier == nil, "\(line): \(request.qualifier ?? "")")
        }
    }

    /// Espresso is coffee brewed strong: the ground coffee is what it is made from.
    @Test func espressoIsCoffee() {
        #expect(BundledIdentityTests.parser.parse("2 shots espresso").food == "coffee")
        #expect(BundledIdentityTests.parser.parse("2 tsp espresso powder").food == "instant-coffee")
    }

    // MARK: Session 44's third pool (drawn on this session's first commit)

    /// Pasta named after what colours its dough is a kind of its own: plain spaghetti is offered, not bought.
    @Test(arguments: [("1 lb spinach fettuccine", "フェットチーネ"), ("12 oz tomato spaghetti", "スパゲッティ")])
    func aColouredPastaIsAKind(line: String, offered: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains(offered), "\(line)")
    }

    /// Dark brown sugar is no staple a Tokyo kitchen keeps (three judges in three pools): it is its own food, the
    /// shop's brown sugar offered. (Since session 45 brown sugar alone is no staple either: it is bought.)
    @Test func darkBrownSugarIsNoStaple() throws {
        let (dark, _) = Self.match("1/3 cup packed dark brown sugar")
        #expect(dark.status == .unmatched)
        #expect(dark.alternative != nil)
        #expect(Self.match("1 tbsp light brown sugar").0.status == .matched)
    }

    /// Fresh salsa (salsa cruda, pico de gallo) is made in the kitchen from fresh tomatoes: the jar of cooked salsa is
    /// offered, not bought.
    @Test(arguments: ["1 cup salsa cruda", "2 cups fresh tomato salsa"])
    func freshSalsaIsNoJar(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("サルサ"), "\(line)")
    }

    /// American pepperoncini come pickled in jars: dried chilies are no nearest; the Italian peperoncino (one p) is the
    /// dried chili itself.
    @Test func pepperonciniArePickled() {
        let (pickled, _) = Self.match("1/2 cup sliced pepperoncini, with some brine")
        #expect(pickled.status == .unmatched)
        #expect(pickled.alternative?.name.contains("唐辛子") != true, "\(pickled.alternative?.name ?? "")")
        _ = expectBought("2 peperoncini", product: "唐辛子")
    }

    // MARK: Session 44's fourth pool (drawn on the commit before)

    /// A bird weighed as one, at four fifths of a whole bird's weight or more, is a whole bird (three packs of breast
    /// had been bought for `1.5kg free-range chicken`); less is the parts, and a cut named is that cut.
    @Test(arguments: [("1.6kg/3lb 8oz free-range chicken", "丸鶏"), ("1.5 kg chicken thighs", "もも")])
    func aBirdWeighedAsOneIsWhole(line: String, product: String) {
        _ = expectBought(line, product: product)
        for line in ["2 pounds chicken", "3 pounds chicken, any cut"] {
            let (parts, bought) = Self.match(line)
            #expect(parts.status == .matched)
            #expect(bought?.name.contains("丸鶏") != true, "\(line)")
        }
    }

    /// A crust of the writer's own recipe (`1/2 of my recipe`) is made in the recipe, no pastry to buy.
    @Test func theWritersOwnRecipeIsMadeInIt() {
        #expect(Self.match("1 unbaked pie crust (1/2 of my recipe)").0.status == .madeInRecipe)
    }

    // MARK: Session 44's fifth pool (drawn on the commit before)

    /// Frozen berries are offered, not bought, for a line saying neither; asked frozen, fresh ones are bought.
    @Test func frozenBerriesAreNoFreshOnes() throws {
        let (fresh, bought) = Self.match("1 pint raspberries")
        #expect(fresh.status == .unmatched)
        #expect(bought == nil)
        #expect(try #require(fresh.alternative).note == "frozen; the line asks for fresh")
        _ = expectBought("1 cup frozen raspberries", product: "冷凍ラズベリー")
    }

    /// Cheese the cook cubes is bought as a block, not slices.
    @Test func cubedCheeseIsNoSlices() throws {
        let (_, product) = Self.match("1 (8 ounce) package processed cheese product, cubed")
        #expect(try #require(product).name.contains("スライス") == false)
    }

    /// Butterhead (Bibb, Boston, サラダ菜) is a lettuce of its own: leaf lettuce is offered, not bought.
    @Test(arguments: ["1 large head Bibb lettuce", "2 heads butterhead lettuce", "サラダ菜 4枚"])
    func butterheadIsItsOwnLettuce(line: String) {
        let (result, product) = Self.match(line)
        #expect(result.status == .unmatched, "\(line)")
        #expect(product == nil)
    }

    /// Roasted red peppers are the jar, not a fresh pepper to roast; a pepper roasted after a comma is the cook's.
    @Test func roastedRedPeppersAreTheJar() {
        #expect(BundledIdentityTests.parser.parse("1/2 cup roasted red peppers, sliced").food == "roasted-peppers-jar")
        _ = expectBought("2 red peppers, roasted", product: "パプリカ")
    }

    /// A juice an aside says is squeezed from the fruit asks for the fruit.
    @Test(arguments: [("¼ cup lemon juice (from 3 lemons)", "レモン"), ("2 tbsp lime juice (from 1 lime)", "ライム")])
    func juiceFromTheFruitBuysTheFruit(line: String, fruit: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        let name = try #require(product).name
        #expect(name.contains(fruit) && !name.contains("果汁"), "\(line): \(name)")
        #expect(LineRequest.saysSqueezedFrom("from about 3 lemons", source: "lemon", lexicon: BundledIdentityTests.matcher.index.lexicon))
        #expect(!LineRequest.saysSqueezedFrom("from concentrate", source: "orange", lexicon: BundledIdentityTests.matcher.index.lexicon))
    }

    /// A note quotes a Japanese name whole where the words left over would garble it (`大和肉鶏`: `和`, `5倍酢`: `倍`).
    @Test func aJapaneseKindIsQuotedWhole() throws {
        let (result, _) = Self.match("5倍酢 100ml")
        let note = try #require(result.alternative?.note)
        #expect(note.hasSuffix("the line asks for 5倍酢"), "\(note)")
    }

    // MARK: Session 44's sixth pool (drawn on the commit before)

    /// Dutch words the pool showed read as English (`laurierblaadje`, a bay leaf): the line is in a language Kaimono
    /// does not read, not an unmatched English line.
    @Test(arguments: ["1 laurierblaadje", "2 laurierblaadjes"])
    func dutchLinesAreUnsupported(line: String) {
        #expect(Self.match(line).0.status == .unsupportedLanguage, "\(line)")
    }
}
