import Catalog
import FoodLexicon
import Testing
@testable import Matching

/// A part weighed or measured by volume and bought as the food it comes from (issue 12, session 8): spoons of
/// grated zest buy the fruits that give that much zest, a weight of egg whites the eggs that give that weight.
@Suite struct DerivedPartAmountTests {
    @Test(arguments: [
        // A lemon gives about a tablespoon of grated zest, a lime two teaspoons, an orange two tablespoons.
        ("3 tbsp grated lemon zest", "lemon", 3.0),
        ("レモンの皮のすりおろし 大さじ2", "lemon", 2),
        ("1 tablespoon grated lime zest", "lime", 1.5),
        ("ライムの皮 小さじ2", "lime", 1),
        ("1 tbsp orange zest", "orange", 0.5),
        ("オレンジの皮 大さじ1", "orange", 0.5),
    ])
    func spoonsOfZestBuyTheFruitsThatGiveIt(line: String, fruit: String, fruits: Double) throws {
        let (result, product) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(product?.foods.first == fruit, "\(line): \(product?.name ?? "none")")
        let covers = try #require(best.reasons.last)
        #expect(covers.hasSuffix("covers \(PackPlan.format(fruits)) \(fruits == 1 ? "pc" : "pcs")"), "\(covers)")
    }

    @Test(arguments: [
        // A lime gives about 2 tablespoons of juice, a yuzu 1, a kabosu nearly 2: the fruits that give the volume.
        ("1/2 cup fresh lime juice", "lime", 4),
        ("ライム果汁 大さじ3", "lime", 2),
        ("ゆず果汁 大さじ2", "yuzu", 2),
        ("3 tbsp yuzu juice", "yuzu", 3),
        ("かぼす果汁 大さじ1", "kabosu", 3),  // one pack of three
    ])
    func spoonsOfJuiceBuyTheFruitsThatGiveIt(line: String, fruit: String, fruits: Int) throws {
        let (result, product) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(product?.foods.first == fruit, "\(line): \(product?.name ?? "none")")
        let pieces = best.packs * Int(product?.pack.value ?? 0)
        #expect(pieces == fruits, "\(line): \(best.reasons)")
    }

    @Test(arguments: [("卵白 100g", "2.9 pcs"), ("60 g egg whites", "1.7 pcs"), ("卵黄 大さじ2", "1.5 pcs")])
    func aWeightOfWhitesOrYolksBuysTheEggsThatGiveIt(line: String, eggs: String) throws {
        // A white weighs 35 g and a yolk 20 g of a 60 g egg: 100 g of whites is three eggs, not 1.7.
        let (result, product) = BundledIdentityTests.match(line)
        let best = try #require(result.best, "\(line): \(result.status)")
        #expect(product?.foods.first == "egg")
        #expect(best.reasons.last?.hasSuffix("covers \(eggs)") == true, "\(best.reasons)")
    }

    @Test(arguments: ["4 strips lemon zest", "1 thick strip of lemon rind"])
    func countedStripsKeepToTheFruitsOwnTable(line: String) throws {
        // A strip is a share of its fruit (portions.tsv), never a whole fruit each.
        let (result, _) = BundledIdentityTests.match(line)
        let best = try #require(result.best)
        #expect(best.packs == 1, "\(best.reasons)")
        #expect(best.reasons.last?.contains("at 15 g each") == true, "\(best.reasons)")
    }
}

/// The yield rows behind it: a part taken from a food weighs less than one piece of that food, and a cup of
/// grated zest weighs as a solid (between 10 and 300 g).
@Suite struct DerivedPartDataTests {
    static let lexicon = try! Lexicon.bundled()

    @Test(arguments: [
        "lemon-zest", "lime-zest", "orange-zest", "egg-yolk", "egg-white", "lemon-juice", "lime-juice", "yuzu-juice",
        "sudachi-juice", "kabosu-juice",
    ])
    func aPartWeighsLessThanItsSourcePiece(part: String) throws {
        let food = try #require(Self.lexicon.food(id: part))
        let parent = try #require(food.parent.flatMap { Self.lexicon.food(id: $0) })
        let grams = try #require(food.pieceGrams)
        let whole = try #require(parent.pieceGrams)
        #expect(grams > 0 && grams < whole, "\(part): \(grams) g of a \(whole) g \(parent.id)")
    }

    @Test(arguments: ["lemon-zest", "lime-zest", "orange-zest"])
    func aCupOfGratedZestIsPlausible(zest: String) throws {
        let cup = try #require(Portions.bundled.cupGrams(food: zest, said: [])?.row.grams)
        #expect((10...300).contains(cup))
    }
}
