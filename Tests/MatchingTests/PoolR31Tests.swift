import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules of session 31, from lines judged in earlier held pools or found reading the real texts' output, each on lines
/// of its own shape.
@Suite struct PoolR31Tests {
    /// The kernels, flesh or pulp of produce bought whole, written before its count (`kernels sliced from 2 ears of
    /// sweet corn`), are what is used of that produce: the count is the produce's (the line was read as a food
    /// called `kernels` and left unmatched).
    @Test func thePartUsedOfProduceCountedAfterIt() {
        let corn = expectBought("kernels sliced from 2 ears of sweet corn", product: "とうもろこし")
        #expect(corn.parsed.food == "corn")
        #expect(corn.parsed.quantity == 2)
        #expect(corn.candidates.first?.reasons.last?.hasSuffix("covers 2 pcs") == true)
        let avocado = expectBought("the flesh of 3 ripe avocados, mashed", product: "アボカド")
        #expect(avocado.parsed.quantity == 3)
        #expect(avocado.parsed.preparation?.hasPrefix("the flesh of") == true)
    }

    /// A name listing kinds that share the last one's head (`strawberry, cherry or fig preserves`) names the first kind
    /// with that head first: the first kind alone had been read (fresh strawberries, offered for candied ones), or the
    /// head alone (any jam, which bought another kind), or the last kind (`vegetable stock` for `chicken, beef or
    /// vegetable stock`).
    @Test func theFirstKindOfAListSharingItsHead() {
        let jam = expectBought("2 tbsp strawberry, cherry or fig preserves", product: "いちごジャム")
        #expect(jam.parsed.food == "strawberry-jam")
        let stock = expectBought("1 litre chicken, beef or vegetable stock", product: "チキンブイヨン")
        #expect(stock.parsed.food == "chicken-stock")
        // (Apricot jam is not sold: not another jam bought for the head alone, but the jam offered instead.)
        let (apricot, _) = BundledIdentityTests.match("3 tbsp apricot or peach preserves")
        #expect(apricot.parsed.food == "apricot-jam")
        #expect(apricot.status == .unmatched)
        #expect(apricot.alternative?.name.contains("ジャム") == true)
        // (Two kinds that are siblings are read as the parser reads them; the first choice is
        // bought after the match.)
        let (cheese, _) = BundledIdentityTests.match("1 cup Swiss or Gruyère cheese")
        #expect(cheese.parsed.food == "gruyere")
    }

    /// Stand-ins judged poor before (session 29's pools): a boxed mix is offered the hotcake mix, not plain flour; a
    /// gluten-free flour rice flour, never a wheat flour; frozen kernels the canned ones, not the whole ear. Agave
    /// nectar and chervil, offered nothing, are offered honey and parsley.
    @Test(arguments: [
        ("1 box chocolate cake mix", "ホットケーキミックス"), ("3 tbsp gluten free flour blend", "米粉"),
        ("12 oz frozen corn", "コーン缶"), ("2 tsp agave syrup", "はちみつ"), ("3 sprigs chervil, chopped", "パセリ"),
    ])
    func standInsOfAKind(line: String, offered: String) throws {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.status == .unmatched)
        let alternative = try #require(match.alternative)
        #expect(alternative.name.contains(offered), "\(line): \(alternative.name)")
    }

    /// A state the line leaves open (`fresh or canned corn`) names no kind: the food is corn, not the canned kernels
    /// `canned corn` names (so with frozen, which had been unmatched). Either form is bought, the cheaper covering
    /// purchase: a can for ¾ cup (session 36; it had been the ear, the food's own product, at more).
    @Test func aStateLeftOpenNamesNoKind() {
        let corn = expectBought("3/4 cup fresh or canned corn", product: "コーン缶")
        #expect(corn.parsed.food == "corn")
        #expect(corn.parsed.comment == "fresh or canned")
    }

    /// A place produce or seafood comes from (`Californian avocados`, `dried Turkish oregano`) is no variety the shop
    /// tells apart: the food is bought (it was unmatched for a kind no product names). A variety the lexicon names
    /// after a place is still that variety, and a place that names kinds of its own (Chinese) stays a kind.
    @Test(arguments: [("3 ripe Californian avocados", "アボカド"), ("1 tsp dried Turkish oregano", "オレガノ"),
                      ("1 large Spanish onion, sliced", "玉ねぎ")])
    func aPlaceIsNoVariety(line: String, product: String) {
        expectBought(line, product: product)
    }

    /// Words that describe the piece in hand or how it was cured (`ripe yet still firm pears`, `a long green chilli`,
    /// `brine-cured olives`) name no variety, and a beef tomato is a tomato: the food is bought (each was unmatched
    /// for a kind no product names).
    @Test(arguments: [("4 ripe yet still firm peaches", "桃"), ("2 beef tomatoes, thickly sliced", "トマト"),
                      ("1/2 cup brine cured black olives", "オリーブ")])
    func wordsOfThePieceAreNoVariety(line: String, product: String) {
        let match = expectBought(line, product: product)
        #expect(match.parsed.food != nil)
    }

    /// Yard-long beans are a vegetable of their own (十六ささげ), offered green beans when not sold: not dried white
    /// beans, bought for `beans`.
    @Test(arguments: ["300 g snake beans", "十六ささげ 6本"])
    func longBeansAreNoDriedBeans(line: String) throws {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.parsed.food == "yardlong-beans")
        #expect(match.status == .unmatched)
        #expect(try #require(match.alternative).name.contains("いんげん"))
    }

    /// Japanese words around a spec or saying who made the food name no kind of it (`乳脂肪分…%以上の`, `手作り`):
    /// the cream whose fat fits is bought, homemade miso is the pantry's miso (both were unmatched for a kind).
    @Test func wordsAroundASpecNameNoKind() {
        let cream = expectBought("乳脂肪分40%以上の生クリーム 100ml", product: "乳脂肪42%")
        #expect(cream.candidates.first?.reasons.contains { $0.hasPrefix("fat 42%") } == true)
        let (miso, _) = BundledIdentityTests.match("手作り味噌 100g")
        #expect(miso.status == .pantry)
    }

    /// The soaking liquid of no food the line names is what soaking another line's food gave: nothing to buy (it was
    /// unmatched), as the cooking liquid is not. Named with its food, it buys the dried food.
    @Test(arguments: ["戻し汁 大さじ3", "1/2 cup of the soaking liquid"])
    func aSoakingLiquidOfNoFoodIsMadeInTheRecipe(line: String) {
        let (match, _) = BundledIdentityTests.match(line)
        #expect(match.status == .madeInRecipe)
    }

    /// Dried mushrooms named with no kind are any dried ones (the shiitake sold), not dried button mushrooms: the line
    /// was unmatched, fresh button mushrooms offered.
    @Test func driedMushroomsOfNoKind() {
        let match = expectBought("25 g dried mushrooms, rehydrated", product: "干ししいたけ")
        #expect(match.parsed.food == "mushrooms")
    }
}
