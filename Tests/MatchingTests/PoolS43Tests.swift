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
        let stuffing = expectNotSold("4 cups stuffing mix", food: "stuffing", offered: true)
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
