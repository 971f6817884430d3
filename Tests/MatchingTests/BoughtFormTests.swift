import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// The form a line asks for against the form the bundled catalog sells (issue 11): beans sold dried, coconut
/// sold desiccated, spices and cheese the cook grinds or grates, oils pressed
/// from a plant food, and birds counted whole. Lines written for this test, in both languages where the rule
/// reads words of both.
@Suite struct BoughtFormTests {
    /// The bundled catalog's answer for a line, as `BundledIdentityTests` reads it.
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("1 cup dried cannellini beans", "white-beans"),
        ("白いんげん豆 100g", "white-beans"),
        ("1 can baked beans", "baked-beans"),
        ("1 can chickpeas, drained", "chickpea"),
        ("1 cup desiccated coconut", "coconut"),
        ("ココナッツファイン 30g", "coconut"),
        ("1/2 cup sun-dried tomatoes, chopped", "dried-tomato"),
        ("2 chickens (3½ to 4 pounds each) with giblets, quartered", "whole-chicken"),
        ("1 fryer chicken", "whole-chicken"),
        ("1 (3 to 4 pound) roasting chicken", "whole-chicken"),
        ("鶏 1羽", "whole-chicken"),
        ("2 boneless chicken breasts", "chicken-breast"),
    ])
    func aLineBuysItsForm(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).foods == [food])
    }

    @Test(arguments: [
        // Beans are sold dried: a can of them is not bought dry.
        "1 can (15 oz) cannellini beans, drained", "400g/14oz can cannellini beans in water", "白いんげん豆（水煮缶） 1缶",
        // Desiccated coconut is not the fresh meat.
        "1/2 cup fresh coconut meat", "生ココナッツ 100g",
        // An oil is not the plant it is pressed or infused from (a lemon is offered: its zest gives the oil).
        "1 tbsp lemon oil", "レモンオイル 小さじ1",
    ])
    func anotherFormIsOnlyOffered(line: String) {
        let (result, _) = Self.match(line)
        #expect(result.status == .unmatched)
        #expect(result.alternative != nil)
    }

    @Test(arguments: [
        // Freshly grated or ground: the cook grates or grinds the whole; a line without the word buys it ground.
        ("1/2 cup freshly grated Parmesan", "ブロック"),
        ("1 cup grated parmesan", "粉"),
        ("1 tsp freshly ground cumin", "シード"),
        ("1 tsp ground cumin", "パウダー"),
    ])
    func freshlyGroundIsGroundAtHome(line: String, word: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.status == .matched)
        #expect(try #require(product).name.contains(word))
    }
}
