import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 43: what the held-out pool and offers drawn on session 42's last binary showed, once read (a substitute the
/// line's own aside names left unbought; meat cut into chunks in an aside bought as scraps; a note naming another
/// chile than the line's; butter offered for a dairy-free line; foods named after another that are not it). Lines
/// written for this test.
@Suite struct PoolS43Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    /// The food an aside tells the cook to use instead (`alternatively use …`, `you can also substitute …`) is bought
    /// when the line's own food is not sold, the reason saying so; a line making a diet claim keeps it (no butter for
    /// vegan butter, whatever its aside allows).
    @Test(arguments: [
        ("3 tbsp date syrup (alternatively use maple syrup)", "メープルシロップ", "maple syrup"),
        ("1/2 cup khoya (you can also substitute milk powder)", "スキムミルク", "milk powder"),
        ("2 tbsp rice syrup (alternatively, use honey)", "はちみつ", "honey"),
    ])
    func theChoiceAnAsideNamesIsBought(line: String, product: String, choice: String) {
        let result = expectBought(line, product: product)
        #expect(result.candidates.first?.reasons.first == "the line's other choice: \(choice)", "\(line)")
    }

    @Test func aDietClaimIsNotSwappedForTheAsidesChoice() throws {
        let (result, product) = Self.match("50g vegan butter (can use regular butter if you're not vegan)")
        #expect(result.status == .unmatched)
        #expect(product == nil)
        #expect(try #require(result.alternative).name.contains("マーガリン"))
    }

    @Test func theAsideChoiceIsReadOnlyAfterAnOpener() {
        let matcher = BundledIdentityTests.matcher
        let parser = BundledIdentityTests.parser
        #expect(matcher.asideChoice(of: parser.parse("3 tbsp date syrup (alternatively use maple syrup mixed with a little molasses)"))?.name == "maple syrup")
        #expect(matcher.asideChoice(of: parser.parse("3 tbsp date syrup (see note on maple syrup)")) == nil)
        // (An aside naming the line's own food offers no other.)
        #expect(matcher.asideChoice(of: parser.parse("2 tbsp maple syrup (alternatively use more maple syrup)")) == nil)
    }

    /// Meat an aside says is cut into large pieces (`5 cm pieces`, `3-inch chunks`) is cut from a block, as the same
    /// words after a comma say: scraps or thin slices make no chunks.
    @Test(arguments: ["600 g beef (chuck or brisket), 3-inch chunks", "1 kg pork (shoulder or belly), 5 cm pieces"])
    func meatCutIntoChunksInAnAsideIsABlock(line: String) {
        let (result, product) = Self.match(line)
        if result.status == .matched {
            let name = product?.name ?? ""
            #expect(!name.contains("こま") && !name.contains("薄切り") && !name.contains("ひき肉"), "\(line): \(name)")
        } else {
            #expect(result.status == .unmatched, "\(line)")
        }
        let parsed = BundledIdentityTests.parser.parse(line)
        let request = LineRequest(parsed, normalizedName: NameFeatures(line: parsed.name, japanese: false).normalized,
                                  index: BundledIdentityTests.matcher.index)
        #expect(request.asked.traits.contains(.block), "\(line)")
    }

    /// A note names the line's food in the English line's own words when they are a name of that food (`chipotle chili
    /// powder`, `guajillo chiles`), not the food's first name (`ancho`, which the judges read as another chile).
    @Test(arguments: [
        ("1 teaspoon smoked chipotle chili powder", "chipotle chili powder"),
        ("3 dried guajillo chiles", "guajillo chiles"),
    ])
    func aNoteNamesTheFoodAsTheLineWritesIt(line: String, named: String) throws {
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let note = try #require(result.alternative?.note)
        #expect(note.hasSuffix("the line asks for \(named)"), "\(line): \(note)")
        #expect(!note.contains("ancho"), "\(line): \(note)")
    }

    /// No dairy product is the nearest for a dairy-free line; dairy-free butter is a plant spread, offered margarine.
    @Test func aDairyFreeLineIsOfferedNoDairy() throws {
        let (butter, _) = Self.match("2 tbsp dairy-free butter, melted")
        #expect(butter.parsed.food == "vegetable-fat-spread")
        #expect(butter.status == .unmatched)
        #expect(try #require(butter.alternative).name.contains("マーガリン"))
        let (cheese, _) = Self.match("1 cup dairy-free cheddar, shredded")
        #expect(cheese.status == .unmatched)
        if let offered = cheese.alternative {
            #expect(!offered.name.contains("チーズ"), "\(offered.name)")
        }
    }

    /// The food itself in another state (desiccated coconut) is a nearer offer than a product made from it in another
    /// category (coconut milk, coconut oil).
    @Test func theFoodInAnotherStateComesBeforeAProductMadeFromIt() throws {
        let (result, _) = Self.match("2 tbsp grated fresh coconut")
        #expect(result.status == .unmatched)
        let offered = try #require(result.alternative)
        #expect(offered.name.contains("ココナッツファイン"), "\(offered.name)")
    }

    /// Lexicon facts: iceberg is the shop's レタス; crystallized and stem ginger, savoury onion jams, praline, red-eye
    /// gravy and bean koji are foods of their own with no nearest (fresh ginger, strawberry jam, almonds, demi-glace and
    /// white beans had been offered); hash browns are no French fries; grain mustard is whole-grain mustard (Dijon
    /// offered, not karashi); spicy oil is chili oil; stuffing mix is offered croutons and matzo meal dry breadcrumbs,
    /// not a loaf or cake flour; halloumi is offered no feta (its stand-in is paneer).
    @Test func foodsNamedAfterAnotherAreNotIt() throws {
        expectBought("1 iceberg, shredded", product: "レタス")
        expectBought("spicy oil, to serve", product: "ラー油")
        expectNotSold("2 tbsp chopped crystallized ginger", food: "stem-ginger", offered: false)
        expectNotSold("3 tbsp red onion marmalade", food: "savory-jam", offered: false)
        expectNotSold("1/2 cup chopped praline", food: "candied-nuts", offered: false)
        expectNotSold("1 cup red eye gravy", food: "red-eye-gravy", offered: false)
        expectNotSold("豆麹 200g", food: "bean-koji", offered: false)
        expectNotSold("200 g halloumi, sliced", food: "halloumi", offered: false)
        let hash = expectNotSold("2 cups frozen hash browns", food: "hash-browns", offered: true)
        #expect(hash.alternative?.note == "potato; the line asks for hash browns")
        let mustard = expectNotSold("1 tbsp grain mustard", food: "whole-grain-mustard", offered: true)
        #expect(try #require(mustard.alternative).name.contains("ディジョン"))
        let stuffing = expectNotSold("4 cups stuffing mix", food: "stuffing-mix", offered: true)
        #expect(try #require(stuffing.alternative).name.contains("クルトン"))
        let matzo = expectNotSold("1/2 cup matzo meal", food: "matzo", offered: true)
        #expect(try #require(matzo.alternative).name.contains("パン粉"))
    }

    /// `apple`, the folded Swedish äpple, is an English word too: `Apple Onion Relish` is an English line.
    @Test func anEnglishFoodWordIsNoForeignEvidence() {
        let (result, _) = Self.match("2 tbsp Apple Onion Relish")
        #expect(result.parsed.language == "en")
        #expect(result.status == .unmatched)
    }
}

/// Session 43's second held-out pool and offers (drawn on this session's first commit), read after they were measured: a list of choices
/// followed by what the cook adds, a food named only in a bracketed label, a cooked food counted in packs, and foods
/// offered what they are made from. Lines written for this test.
@Suite struct PoolS43SecondTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    /// A comment going on with the name's list of choices asks nothing of the first, whatever the cook adds after it
    /// (`plus extra`, `if needed`): the plain stock is bought.
    @Test func aListOfChoicesBeforeTheCooksWordsAsksNothingOfTheFirst() {
        expectBought("2 cups Chicken Stock, low-sodium chicken broth, or Vegetable Stock, plus more as needed", product: "チキン")
        #expect(LineRequest.listsChoices("low-sodium broth; or water; plus more; if needed"))
        #expect(!LineRequest.listsChoices("plus more; if needed"))
        #expect(!LineRequest.listsChoices("or more to taste"))
    }

    /// A label in brackets followed only by an amount (`【だし汁】 300ml`) is parsed as the group of a line with no name,
    /// as the evaluation labels have it, and matched on the food it names; a letter label names none.
    @Test func aBracketedLabelWithOnlyAnAmountIsMatchedOnItsFood() {
        let parser = BundledIdentityTests.parser
        let parsed = parser.parse("【鶏ひき肉】 200g")
        #expect(parsed.group == "鶏ひき肉")
        #expect(parsed.name.isEmpty)
        let (result, product) = Self.match("【鶏ひき肉】 200g")
        #expect(result.status == .matched)
        #expect(product?.name.contains("ひき肉") == true)
        #expect(result.parsed.group == "鶏ひき肉")
        #expect(result.parsed.name.isEmpty)
        let (letter, _) = Self.match("【A】 大さじ1")
        #expect(letter.status == .unmatched)
    }

    /// A cooked grain counted in packages (`1 pack of cooked quinoa`) is the shop's ready pack: the dry grain is only
    /// offered, with a note; measured by the cup it is cooked at home from the dry grain.
    @Test func aCookedGrainCountedInPacksIsNotBoughtDry() throws {
        let (pack, _) = Self.match("2 packs of steamed brown rice")
        #expect(pack.status == .unmatched)
        #expect(try #require(pack.alternative).note == "uncooked; the line asks for it bought cooked")
        let (cup, product) = Self.match("2 cups steamed brown rice")
        #expect(cup.status == .matched)
        #expect(product?.name.contains("玄米") == true)
    }

    /// Thin long pasta is offered spaghetti, not a flat ribbon; a blue cheese dressing mayonnaise, not the cheese;
    /// nothing is offered for cherry pie filling (fresh cherries had been), for a stuffing made in the recipe (a loaf or
    /// croutons had been) nor for a dry dressing mix (a bottled dressing), while a stuffing mix is offered croutons.
    @Test func foodsAreOfferedNoneOfWhatTheyAreMadeFrom() throws {
        let hair = expectNotSold("200 g capellini", food: "capellini", offered: true)
        #expect(try #require(hair.alternative).name.contains("スパゲッティ"))
        let dressing = expectNotSold("1/2 cup blue cheese dressing", food: "blue-cheese-dressing", offered: true)
        #expect(try #require(dressing.alternative).name.contains("マヨネーズ"))
        expectNotSold("1 can cherry pie filling", food: "canned-cherry-pie", offered: false)
        expectNotSold("4 cups cornbread stuffing", food: "stuffing", offered: false)
        expectNotSold("1 packet Italian dressing mix", food: "dressing-mix", offered: false)
        let mix = expectNotSold("1 box stuffing mix", food: "stuffing-mix", offered: true)
        #expect(try #require(mix.alternative).name.contains("クルトン"))
    }

    /// An herb named alone by the teaspoon or pinch, with nothing done to it, is the dried herb (`1 tsp oregano`), as
    /// `1 tsp coriander` is the ground seed; chopped, fresh or in leaves it stays fresh. Session 43's third pool.
    @Test func anHerbByTheTeaspoonIsDried() {
        expectBought("1 tsp thyme", product: "タイム ドライ")
        expectBought("1/2 teaspoon basil", product: "バジル ドライ")
        expectBought("1 tsp chopped thyme", product: "タイム 10g")
        expectBought("2 teaspoons fresh thyme", product: "タイム 10g")
        expectBought("1 tbsp thyme leaves", product: "タイム 10g")
    }

    /// Vanilla bean powder is no whole pod: unmatched, the pod offered.
    @Test func vanillaPowderIsNoPod() throws {
        let powder = expectNotSold("1 tsp vanilla bean powder", food: "vanilla-powder", offered: true)
        #expect(try #require(powder.alternative).name.contains("バニラビーンズ"))
    }
}
