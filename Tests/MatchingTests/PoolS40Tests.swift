import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Session 40's blind pool of 240 real lines (half A read): kinds of error fixed as general rules or lexicon facts.
/// Lines written for this test.
@Suite struct PoolS40Tests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    /// Free-range, cage-free and pasture-raised are a preference as organic is: a product saying so (平飼い) ranks
    /// first when the line asks for it, also when the line asks for a part of the egg; never a conflict.
    @Test(arguments: [
        "4 free-range egg whites", "2 cage-free egg yolks", "3 pasture-raised eggs", "平飼い卵 3個", "平飼いたまごの卵黄 2個",
    ])
    func freeRangeIsBoughtWhenAsked(line: String) throws {
        let (match, product) = Self.match(line)
        #expect(match.status == .matched)
        let name = try #require(product?.name)
        #expect(name.contains("平飼い"), "\(line): \(name)")
        #expect(match.candidates.first?.reasons.contains("free-range as asked") == true)
    }

    @Test func freeRangeIsNoConflict() throws {
        // Eggs asked plainly buy the plain eggs; a free-range bird not sold buys the bird the shop has.
        let (eggs, egg) = Self.match("3 eggs")
        #expect(eggs.status == .matched)
        #expect(egg?.name.contains("平飼い") == false)
        let (chicken, _) = Self.match("1 free-range chicken (about 1.5 kg)")
        #expect(chicken.status == .matched)
        #expect(chicken.candidates.first?.reasons.contains("not free-range") == true)
    }

    @Test func theProductsClaimIsRead() {
        let extractor = AttributeExtractor.bundled
        #expect(extractor.attributes(in: "平飼い たまご Mサイズ 6個", category: "egg").diet.contains(.freeRange))
        #expect(extractor.attributes(in: "free range eggs", category: "egg").diet.contains(.freeRange))
        #expect(!extractor.attributes(in: "たまご Mサイズ 6個", category: "egg").diet.contains(.freeRange))
    }

    /// Meat cut into chunks for a dish (`唐揚げ用 カット`, `カレー・シチュー用 角切り`) is bought only when the line asks for
    /// it or nothing else is sold: a whole cut can be cut for any dish, chunks cannot be sliced (it had won by weight,
    /// the cheaper purchase).
    @Test(arguments: [("鶏むね肉 200g", false), ("1 1/2 pounds boneless chicken breast", false), ("牛すね肉 300g", false),
                      ("鶏むね肉（唐揚げ用） 300g", true)])
    func meatCutForADishIsBoughtWhenAsked(line: String, cut: Bool) throws {
        let (match, product) = Self.match(line)
        #expect(match.status == .matched)
        let name = try #require(product?.name)
        #expect((name.contains("唐揚げ用") || name.contains("角切り")) == cut, "\(line): \(name)")
    }

    /// Sanding (coarse decorating) sugar is no kitchen's sugar: not pantry, and not sold, so offered the white sugar.
    @Test(arguments: ["¼ cup sanding sugar, for sprinkling", "2 tbsp coarse sugar for the top"])
    func sandingSugarIsNotThePantrysSugar(line: String) {
        let (match, _) = Self.match(line)
        #expect(match.parsed.food == "zarame")
        #expect(match.status == .unmatched)
        #expect(match.alternative != nil)
    }

    /// Rice bran is no kind of rice: a line asking for it is not offered polished rice.
    @Test(arguments: ["米ぬか 500g", "2 cups rice bran"])
    func riceBranIsNotOfferedRice(line: String) {
        let (match, _) = Self.match(line)
        #expect(match.parsed.food == "rice-bran")
        #expect(match.status == .unmatched)
        #expect(match.alternative == nil)
    }
}
