import Catalog
import IngredientParsing
@testable import Matching
import Testing

/// Kinds the lexicon had lumped into another food, split where a shopper tells them apart (session 11, from a
/// held pool of real lines judged by hand): snap peas are no snow peas, vinegar-cured mackerel (しめさば) is no raw
/// mackerel, chutney is no cucumber relish; English bread crumbs are the dry ones unless said fresh, and so is panko
/// (パン粉) since session 19 (a held pool judged 生パン粉 for `panko bread crumbs` wrong: panko is sold dry); a whole
/// fowl is a whole chicken.
@Suite struct KindsSplitTests {
    @Test(arguments: [
        ("1 lb snap peas", "p-00680"),
        ("スナップエンドウ 10本", "p-00680"),
        ("しめサバ 160g", "p-00481"),
        ("〆さば 1枚", "p-00481"),
    ])
    func aKindTheCatalogLacksOffersItsParentAsTheAlternative(line: String, productId: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line): \(result.best?.name ?? "-")")
        let alternative = try #require(result.alternative, "\(line)")
        #expect(alternative.productId == productId, "\(line): \(alternative.name)")
        #expect(alternative.verdict == .substitute)
    }

    @Test(arguments: ["2 tablespoons mango chutney", "マンゴーチャツネ 大さじ1"])
    func chutneyIsNoCucumber(line: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == "chutney")
        #expect(result.status == .unmatched)
        #expect(result.alternative == nil, "\(result.alternative?.name ?? "")")
    }

    @Test(arguments: [
        ("1 cup bread crumbs", "breadcrumbs-dry"),
        ("3 tbsp breadcrumbs", "breadcrumbs-dry"),
        ("1 cup panko breadcrumbs", "breadcrumbs-dry"),
        ("パン粉 1カップ", "breadcrumbs-dry"),
        ("2 cups fresh white bread crumbs", "fresh-breadcrumbs"),
        ("1 4-pound whole fowl or chicken", "whole-chicken"),
        ("絹さや 10枚", "snow-peas"),
        ("さば 1尾", "mackerel"),
        // Flat-leaf is a kind's name, not its leaves: the product is no part of parsley.
        ("4 sprigs fresh Italian parsley", "italian-parsley"),
        ("¾ cup chopped fresh Italian parsley", "italian-parsley"),
        // Rehydrated (戻した) is the cook's work, no kind of wakame the product must name.
        ("戻したわかめ 40g", "wakame"),
        // How a food is packed stays in its English name now: `without oil` names no oil pressed from it.
        ("1/4 cup sun-dried tomatoes, packed without oil (about 6)", "dried-tomato"),
        ("1 cup crushed tomatoes", "canned-tomatoes"),
    ])
    func theLineBuysItsOwnKind(line: String, food: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(product).foods.first == food, "\(line): \(product?.name ?? "-")")
    }

    @Test func seasonedBreadCrumbsAreNotBoughtAsPlainOnes() throws {
        let (result, _) = BundledIdentityTests.match("3/4 cup Italian-style bread crumbs")
        #expect(result.parsed.food == "breadcrumbs-seasoned")
        #expect(result.status == .unmatched)
        #expect(try #require(result.alternative).productId == "p-00921")
    }

    /// Session 12, from the second half of an audit of the names of every food the catalog sells: a name that
    /// stood for a different product (rye flour for whole wheat, oat milk for almond milk, garlic salt for garlic
    /// powder, fried onions for onion powder, a cordial for lime juice, an Earl Grey for plain black tea, a smoky
    /// or a single-chile powder for the chili blend) is its own kind now, and the parent is only offered.
    @Test(arguments: [
        ("3 cups dark rye flour", "p-01384"),
        ("ライ麦粉 100g", "p-01384"),
        ("200 g wholemeal spelt flour", "p-01384"),
        ("1 cup unsweetened oat milk", "p-01401"),
        ("オーツミルク 200ml", "p-01401"),
        ("1/2 tsp garlic salt", "p-01225"),
        ("ガーリックソルト 少々", "p-01225"),
        // (Fried onions are offered nothing since session 46, no onion powder: `PoolS46Tests`.)
        ("3 Earl Grey tea bags", "p-01397"),
        ("1 tsp ground chipotle", "p-01203"),
        ("1/2 tsp piment d'Espelette", "p-01204"),
        // Foxtail (粟) and barnyard millet (稗) are other grains than the proso millet (もちきび) the catalog sells.
        ("粟 大さじ2", "p-01501"),
        ("稗 50g", "p-01501"),
        // Held pool M4 (session 12): a neutral white liquor for fruit liqueurs is no sweet potato shochu; Noto's
        // いしる is no Thai fish sauce; fromage blanc and quark are no cottage cheese.
        ("ホワイトリカー 1.8L", "p-01141"),
        ("泡盛 100ml", "p-01141"),
        ("しょっつる 大さじ1", "p-01072"),
        ("200 g quark", "p-01466"),
        // Held pool M8: chapatis and lavash are other flatbreads than the pita the catalog sells.
        ("4 chapatis, warmed", "p-00916"),
        // Tart baking apples (Granny Smith, Bramley, 紅玉) are no sweet Fuji: held pools M5 and M8.
        ("2 large Granny Smith apples, cored", "p-00764"),
        ("紅玉 2個", "p-00764"),
        // (A lamb neck fillet is its own cut, held pool M8: `PoolS42Tests` for what is offered.)
    ])
    func anotherProductsNameIsItsOwnKind(line: String, productId: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line): \(result.best?.name ?? "-")")
        let alternative = try #require(result.alternative, "\(line)")
        #expect(alternative.productId == productId, "\(line): \(alternative.name)")
        #expect(alternative.verdict == .substitute)
    }

    @Test(arguments: [
        // A thin boneless breast is a chicken cutlet in English recipes; the fried dish is chicken katsu.
        ("4 boneless chicken cutlets, about 5 ounces each", "chicken-breast"),
        ("2 tsp chicken katsu", "fried-chicken"),
        // Unblended chile powder is ground red chili (一味), not the cumin-and-oregano chili powder blend.
        ("1 tbsp red chili powder", "ichimi"),
        ("2 teaspoons chili powder", "chili-powder"),
        ("1/2 cup hulled millet", "millet"),
        ("焼酎 大さじ2", "imo-shochu"),
        ("3 tbsp buttery spread, softened", "margarine"),
    ])
    func aSplitNameBuysTheRightFood(line: String, food: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(product).foods.first == food, "\(line): \(product?.name ?? "-")")
    }

    @Test(arguments: ["12 bamboo skewers, soaked in water", "wooden skewers"])
    func skewersAreNoYakitori(line: String) {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status != .matched, "\(line): \(product?.name ?? "-")")
        #expect(result.alternative?.productId != "p-01313")
    }

    @Test func aCubeSteakIsNoSirloin() {
        // A tenderized cut of the round, not the catalog's sirloin or fillet steaks.
        let (result, product) = BundledIdentityTests.match("1 lb cube steak")
        #expect(result.parsed.food == "cube-steak")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
    }

    @Test(arguments: ["1 (28 oz) can whole peeled roma tomatoes", "2 cans plum tomatoes, crushed by hand"])
    func aFreshKindAskedCannedBuysTheCannedFood(line: String) throws {
        // Canned tomatoes are plum tomatoes: a kind sold only fresh, asked canned, is the parent's canned kind.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(product).foods.first == "canned-tomatoes")
    }

    @Test(arguments: ["1 (15 oz) can hominy, drained", "2 cans cannellini beans"])
    func aKindMadeOtherwiseIsNoCannedFormOfItsParent(line: String) {
        // Hominy is nixtamalized corn, no can of sweet corn; canned chickpeas are no cannellini.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status != .matched, "\(line): \(product?.name ?? "-")")
    }

    @Test(arguments: ["1 cup grape soda", "オレンジソーダ 200ml"])
    func aFruitSodaIsNoFruit(line: String) {
        // Held pool M6: `orange soda` bought oranges; a flavoured soda is a soft drink the catalog lacks.
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == "fruit-soda")
        #expect(result.status == .unmatched, "\(product?.name ?? "-")")
    }

    @Test func aSaddleIsAJointNotSlices() {
        // Held pool M5: a saddle of lamb (the loin, whole) bought sliced shoulder. Held pool M22: `loin of lamb`
        // did the same. The loin is its own cut now, which the catalog does not sell: the line is unmatched and
        // never buys the sliced shoulder.
        for line in ["1 saddle of lamb, about 2 pounds", "1 1/2 pounds loin of lamb"] {
            let (result, product) = BundledIdentityTests.match(line)
            #expect(result.parsed.food == "lamb-loin", "\(line)")
            #expect(result.status == .unmatched, "\(line): \(product?.name ?? "-")")
            #expect(product?.foods.first != "lamb-shoulder", "\(line)")
        }
    }

    @Test(arguments: [("1 (6 ounce) tub sun-dried tomato pesto", false), ("2 tbsp basil pesto", true)])
    func aPestoIsMadeFromWhatItNames(line: String, matched: Bool) {
        // Held pool M9: a jar of sun-dried tomato pesto bought three bags of dried tomatoes.
        let (result, product) = BundledIdentityTests.match(line)
        #expect((result.status == .matched) == matched, "\(line): \(product?.name ?? "-")")
        if matched { #expect(product?.foods.first == "pesto") }
    }

    @Test func aSiblingsOwnNameShowsNoKindOfTheLine() {
        // Held pool M9: 牛肩ロース (beef chuck) holds the ロース of beef loin, and was bought sliced for a T-bone steak
        // (a T-bone is a strip loin, サーロイン, since session 28: the loin itself is the line here); a sibling named
        // after the line's food is still a form of it (かつおだしの素 for かつおだし).
        for line in ["1 lb beef loin, in one piece", "牛ロース 300g"] {
            let (loin, product) = BundledIdentityTests.match(line)
            #expect(loin.status != .matched, "\(line): \(product?.name ?? "-")")
        }
        let (dashi, _) = BundledIdentityTests.match("かつおだし 200ml")
        #expect(dashi.status == .matched)
    }
}
