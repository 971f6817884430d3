import Catalog
import Foundation
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// What a careful shopper buys for an amount (issue 12, session 7): bunches as the shop sells them, typical
/// weights met by whole packs within a tenth, small produce as fewer usual pieces, strips of citrus zest.
@Suite struct ShopperAmountTests: PlansBundledLines {
    // MARK: Bunches as sold

    @Test(arguments: [
        ("2 bunches cilantro", "cilantro", 30.0, 2),
        ("パクチー 2束", "cilantro", 30.0, 2),
        ("1 bunch spinach", "spinach", 200.0, 1),
        ("ほうれん草 1束", "spinach", 200.0, 1),
        ("2 bunches mint", "mint", 15.0, 2),
    ])
    func aBunchIsOnePackOfAboutABunchsWeight(line: String, food: String, grams: Double, packs: Int) throws {
        // A US bunch of cilantro weighs about 50 g; the shop's bunch is its 30 g pack: two bunches are two packs.
        let plan = try plan(line, PackSize(value: grams, unit: .g), food: food)
        #expect(plan.packs == packs, "\(plan.reason)")
        #expect(plan.reason.contains("a bunch as sold"), "\(plan.reason)")
    }

    @Test(arguments: [("ほうれん草 2束", 400.0), ("2 bunches spinach", 600.0)])
    func aBagFarFromABunchIsBoughtByWeight(line: String, grams: Double) throws {
        // A 1 kg bag is no bunch: the bunches' weight is what it must cover.
        let plan = try plan(line, PackSize(value: 1000, unit: .g), food: "spinach")
        #expect(plan.needed == grams)
        #expect(plan.packs == 1)
        #expect(!plan.reason.contains("as sold"))
    }

    // MARK: Typical weights are good to a tenth

    @Test(arguments: ["人参 160g", "160 g carrots"])
    func aWeightATenthOverAWholeVegetableIsThatVegetable(line: String) throws {
        // 160 g of carrots at 150 g a carrot: one carrot, not two.
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: "carrot")
        #expect(plan.packs == 1, "\(plan.reason)")
        #expect(plan.estimated)
        #expect(plan.reason.contains("within a typical weight's tenth"), "\(plan.reason)")
    }

    @Test(arguments: [("人参 200g", 2), ("人参 340g", 3), ("400 g carrots", 3)])
    func moreThanATenthOverBuysAnotherPiece(line: String, packs: Int) throws {
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: "carrot")
        #expect(plan.packs == packs, "\(plan.reason)")
    }

    @Test(arguments: ["1 cup fresh green beans, snapped into halves", "さやいんげん 1カップ"])
    func aCupOfASolidIsAnEstimate(line: String) throws {
        // A cup of green beans is 100–110 g: one 100 g bag.
        let plan = try plan(line, PackSize(value: 100, unit: .g), food: "green-beans")
        #expect(plan.packs == 1, "\(plan.reason)")
        #expect(plan.estimated)
    }

    @Test(arguments: ["豚こま切れ肉 305g", "305 g pork"])
    func aWrittenWeightKeepsItsSmallSlack(line: String) throws {
        // The cook weighed 305 g: a 300 g pack under 3% short is allowed, 320 g is not.
        let covered = try plan(line, PackSize(value: 300, unit: .g), food: "pork")
        #expect(covered.packs == 1)
        #expect(!covered.estimated)
        let over = try plan(line.replacingOccurrences(of: "305", with: "320"), PackSize(value: 300, unit: .g), food: "pork")
        #expect(over.packs == 2)
    }

    @Test func aCountOfWholePiecesIsNoEstimate() throws {
        let plan = try plan("卵 4個", PackSize(value: 6, unit: .piece), food: "egg")
        #expect(!plan.estimated)
        #expect(plan.needed == 4)
    }

    // MARK: Small produce by weight

    @Test(arguments: ["じゃがいも 小4個", "4 small potatoes"])
    func smallPotatoesAreFewerUsualOnes(line: String) throws {
        // 4 small potatoes (0.7 of a usual one each) weigh as 2.8: a bag of 3, not of 5.
        let three = try plan(line, PackSize(value: 3, unit: .piece), food: "potato")
        #expect(three.packs == 1, "\(three.reason)")
        #expect(abs((three.needed ?? 0) - 2.8) < 0.001)
        #expect(three.reason.contains("of a usual size"), "\(three.reason)")
    }

    @Test(arguments: ["じゃがいも 大2個", "2 large potatoes", "卵 小4個", "4 small eggs"])
    func largeProduceAndSmallEggsStayCounted(line: String) throws {
        // The shopper picks large ones; eggs are not grown produce.
        let food = line.contains("卵") || line.contains("egg") ? "egg" : "potato"
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: food)
        #expect(plan.needed == (line.contains("2") ? 2 : 4), "\(plan.reason)")
    }

    // MARK: Strips of zest

    @Test(arguments: [("3 strips lemon zest", "lemon"), ("2 strips orange peel", "orange")])
    func stripsOfZestAreAShareOfTheFruit(line: String, food: String) throws {
        let plan = try plan(line, PackSize(value: 1, unit: .piece), food: food)
        #expect(plan.packs == 1, "\(plan.reason)")
        #expect((plan.needed ?? 1) < 1, "\(plan.reason)")
    }
}

/// The strip rows of session 7: a strip of zest stands for a share of its fruit, never a whole one.
@Suite struct ZestStripDataTests {
    @Test(arguments: ["lemon", "lime", "orange", "yuzu"])
    func aStripIsASixthToATenthOfItsFruit(food: String) throws {
        let strip = try #require(Portions.bundled.partGrams(food: food, unit: "strip", written: nil)?.grams)
        let piece = try #require(try Lexicon.bundled().food(id: food)?.pieceGrams)
        #expect((6...10).contains(piece / strip), "\(food): \(strip) g a strip of a \(piece) g fruit")
    }
}

/// Bananas are sold by the hand (a bunch of five), as a green grocer sells them: six bananas are two hands, not six
/// single bananas priced as hands.
@Suite struct BananaHandTests {
    @Test func everyBundledBananaProductIsAHand() throws {
        let bananas = BundledIdentityTests.catalog.products.filter { $0.foods.first == "banana" }
        #expect(!bananas.isEmpty)
        for product in bananas {
            #expect(product.pack.unit == .piece && product.pack.value >= 3, "\(product.name): \(product.pack)")
        }
    }

    @Test(arguments: [("6 bananas", 2), ("バナナ 2本", 1), ("1 ripe banana, mashed", 1)])
    func bananasBuyHands(line: String, packs: Int) throws {
        let (result, product) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(product?.foods.first == "banana")
        #expect(best.packs == packs, "\(line): \(best.reasons)")
    }
}
