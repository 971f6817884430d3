import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Held pool M10 of issue 11 (session 13): kinds of error it showed, each fixed as a lexicon fact or a general
/// rule. Lines written for this test.
@Suite struct HeldPoolM10Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: ["3 sticks cinnamon", "1 stick of cinnamon, broken in half", "1 cinnamon stick"])
    func aStickOfASpiceIsTheWholeBark(line: String) throws {
        // A count of sticks asks for the stick, never the ground spice sold beside it.
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("cinnamon-stick"))
    }

    @Test(arguments: ["1 tsp ground cinnamon", "pinch of cinnamon"])
    func aSpoonOfCinnamonIsStillTheGroundOne(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("cinnamon"))
    }

    @Test(arguments: ["1/4 cup oil and vinegar dressing", "2 tbsp vinaigrette", "ビネグレットソース 大さじ2"])
    func aVinaigretteIsNoJapaneseStyleDressing(line: String) throws {
        // The soy-based 和風ドレッシング sold is a Japanese dressing, not a vinaigrette: not bought, and since session 49
        // not offered either (three blind judges called the offer poor).
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative == nil)
    }

    @Test(arguments: ["1/2 cup salad dressing", "ドレッシング 大さじ2"])
    func aPlainDressingStillBuysTheDressingSold(line: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods.contains("japanese-dressing"))
    }

    @Test(arguments: ["1/4 cup spicy ketchup", "fries and spicy ketchup, to serve"])
    func aSpicyKetchupIsNoPlainKetchup(line: String) throws {
        // `spicy` names a kind of the condiment (no word of a merchant's praise), also after an `and` of the list:
        // the plain ketchup sold is only offered.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(BundledIdentityTests.catalog.product(id: alternative.productId)?.foods.contains("ketchup") == true)
    }

    @Test(arguments: ["crackers and tomato ketchup, to serve", "1 cup barbecue sauce"])
    func aFoodsOwnNameAfterAnAndIsStillBought(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .matched)
    }

    @Test func theWordsOfAnotherChoiceAreNoKind() {
        // Before `or` come other choices (`Dijon or honey-Dijon mustard`): no kind is read from them.
        let (result, _) = Self.match("3 tbsp Dijon or honey-Dijon mustard")
        #expect(result.status == .matched)
        // (The first kind with the head they share is the first choice, session 31: yellow mustard is not sold, and
        // the Dijon one is offered, not bought for it.)
        let (yellow, _) = Self.match("3 tbsp yellow or honey-Dijon mustard")
        #expect(yellow.parsed.food == "yellow-mustard")
        #expect(yellow.status == .unmatched)
        #expect(yellow.alternative != nil)
    }

    @Test(arguments: ["1 tsp cubeb pepper", "2 tsp freshly ground tailed pepper", "クベバ 小さじ1/2"])
    func cubebIsNoPantryPepper(line: String) throws {
        // Cubeb, like long pepper, is a pepper of its own: not the pantry's black pepper, which is only offered.
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        let alternative = try #require(result.alternative)
        #expect(BundledIdentityTests.catalog.product(id: alternative.productId)?.foods.contains("pepper") == true)
    }
}
