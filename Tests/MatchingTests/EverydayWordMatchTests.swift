import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Japanese lines whose names hold everyday words (session 33): the word names neither a food nor a kind, and a
/// clause in the past says what the cook did, not which kind to buy.
@Suite struct EverydayWordMatchTests {
    static func match(_ line: String) -> (IngredientMatch, Product?) {
        BundledIdentityTests.match(line)
    }

    @Test(arguments: [
        ("あったら豚肉 100g", "pork"), ("かき混ぜた卵 2個", "egg"), ("じっくり炒めた玉ねぎ 1個", "onion"),
        ("ゆでたいか 100g", "squid"), ("薄切りにした豚肉 200g", "pork"), ("刻んだねぎ 大さじ2", "leek"),
        ("手羽中 8本", "chicken-mid-wing"),
    ])
    func buysTheFoodTheLineNames(line: String, food: String) throws {
        let (result, product) = Self.match(line)
        #expect(result.parsed.food == food, "\(line)")
        #expect(result.status == .matched, "\(line)")
        let bought = try #require(product, "\(line)")
        let lexicon = try Lexicon.bundled()
        #expect(bought.foods.contains { id in id == food || lexicon.ancestors(of: id).contains { $0.id == food } },
            "\(line) bought \(bought.name)")
    }

    /// What the catalog does not carry is not bought as the food a word held (`手づくりのたれ` was offered chestnuts,
    /// `お好みの野菜` beef tripe).
    @Test(arguments: [("手づくりのたれ 大さじ2", "tare"), ("お好みの野菜 100g", "vegetables"), ("無塩鮭 2切れ", "salmon")])
    func readsNoFoodInsideAWord(line: String, food: String) {
        let (result, _) = Self.match(line)
        #expect(result.parsed.food == food, "\(line)")
        let offered = result.candidates.map(\.productId) + [result.alternative?.productId].compactMap { $0 }
        for id in offered {
            let foods = BundledIdentityTests.catalog.product(id: id)?.foods ?? []
            #expect(!foods.contains("chestnut") && !foods.contains("beef-tripe"), "\(line) offered \(id)")
        }
    }
}

/// A Japanese line leaving its food to the cook (`お好みで`, `あれば`, `（なければ省略可）`) buys what the same line without
/// those words buys: the words, kept in the name as readers write them, are not compared with products' names.
@Suite struct OptionalLineMatchTests {
    @Test(arguments: [
        ("豚薄切り肉（お好みで） 適量", "豚薄切り肉 適量"), ("お好みで豚薄切り肉", "豚薄切り肉"),
        ("筍（なければ省略可） 少々", "筍 少々"), ("あればパセリ 少々", "パセリ 少々"), ("お好みで 蟹", "蟹"),
    ])
    func buysWhatThePlainLineBuys(line: String, plain: String) {
        let (optional, bought) = BundledIdentityTests.match(line)
        let (reference, expected) = BundledIdentityTests.match(plain)
        #expect(optional.parsed.optional, "\(line)")
        #expect(reference.status == .matched, "\(plain)")
        #expect(optional.status == reference.status, "\(line)")
        #expect(bought?.id == expected?.id, "\(line) bought \(bought?.name ?? "nothing")")
    }
}

/// Boiled eggs are eggs boiled at home: `ゆで卵` buys eggs, never the shop's onsen eggs (soft, set in their shells
/// at 65 °C: no potato salad or curry topping is made from them), which only `温泉卵` buys. Our own evaluation had
/// counted onsen eggs right for `ゆで卵 2個`, as a product's foods hold its food's ancestors (egg).
@Suite struct BoiledEggTests {
    @Test(arguments: ["ゆで卵 2個", "ゆでたまご 1個", "固ゆで卵 2個", "半熟卵 2個", "2 hard-boiled eggs"])
    func boiledEggsBuyEggs(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        let bought = try #require(product, "\(line)")
        #expect(bought.foods.first == "egg", "\(line) bought \(bought.name)")
    }

    @Test func onsenEggsAreTheirOwnFood() throws {
        let (result, product) = BundledIdentityTests.match("温泉卵 2個")
        #expect(result.parsed.food == "onsen-egg")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.first == "onsen-egg")
    }

    /// A seasoned egg (`味玉`) is marinated for hours: not bought as plain eggs, nor as onsen eggs; eggs are offered.
    @Test func seasonedEggsAreNotBoughtPlain() throws {
        let (result, _) = BundledIdentityTests.match("味玉 2個")
        #expect(result.parsed.food == "ajitama")
        #expect(result.status == .unmatched)
        let offered = try #require(result.alternative?.productId)
        #expect(BundledIdentityTests.catalog.product(id: offered)?.foods.first == "egg")
    }
}

/// A Japanese 枚 of produce with no row of its own is a slice cut from it (`すいか 2枚` had bought two watermelons as
/// 16 eighths, ¥7,968); produce counted so whole has its row (`こんにゃく 2枚`: two blocks), and leaves theirs.
@Suite struct SheetOfProduceTests {
    @Test(arguments: [
        ("すいか 2枚", "2 枚 ≈ 560 g at 280 g each"), ("トマト 2枚", "2 枚 ≈ 40 g at 20 g each"),
        ("キャベツ 2枚", "2 枚 ≈ 100 g at 50 g each"),
    ])
    func aSheetIsASlice(line: String, reason: String) throws {
        let best = try #require(BundledIdentityTests.match(line).0.best)
        #expect(best.packs == 1, "\(line)")
        #expect(best.reasons.contains { $0.hasPrefix(reason) }, "\(line): \(best.reasons)")
    }

    @Test func aSheetWithoutAWeightBuysOnePack() throws {
        let best = try #require(BundledIdentityTests.match("メロン 2枚").0.best)
        #expect(best.packs == 1)
        #expect(best.reasons.contains("no weight known for a 枚 of melon: 1 pack of the smallest size"))
    }

    @Test func konjacIsCountedInBlocks() throws {
        let best = try #require(BundledIdentityTests.match("こんにゃく 2枚").0.best)
        #expect(best.reasons.contains { $0.hasPrefix("2 枚 ≈ 500 g at 250 g each") }, "\(best.reasons)")
    }
}

/// A fish's roe is a part taken from it, not a kind of it: a line asking for the fish never buys its roe
/// (`200 g herring` had bought two packs of seasoned herring roe, ¥2,560, as "a kind of herring").
@Suite struct RoeIsNoKindOfItsFishTests {
    @Test(arguments: ["200 g herring", "1 herring", "にしん 2尾"])
    func theFishBuysNoRoe(line: String) {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.parsed.food == "herring", "\(line)")
        #expect(result.status == .unmatched, "\(line)")
        // (A product whose English name holds the word may still be listed as a name-only candidate, never bought
        // nor offered.)
        if let offered = result.alternative?.productId {
            #expect(BundledIdentityTests.catalog.product(id: offered)?.foods.contains("herring-roe") != true, "\(line)")
        }
        #expect(!result.candidates.contains { $0.verdict == .compatible && $0.reasons.contains { $0.contains("is a kind of herring") } })
    }

    @Test(arguments: [("いくら 50g", "salmon-roe"), ("明太子 50g", "cod-roe")])
    func roeIsStillBoughtAsRoe(line: String, food: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        // (The roe or a kind of it: the catalog's いくら醤油漬け is the soy-marinated salmon roe since session 54.)
        let foods = try #require(product).foods
        let bought = try #require(foods.first)
        #expect(bought == food || BundledIdentityTests.lexicon.ancestors(of: bought).contains { $0.id == food }, "\(line): \(bought)")
    }

    @Test func roeHasNoFishAsParent() throws {
        let lexicon = try Lexicon.bundled()
        for id in ["salmon-roe", "herring-roe", "cod-roe", "flying-fish-roe", "mullet-roe"] {
            #expect(lexicon.food(id: id)?.parent == nil, "\(id)")
        }
    }
}

/// A kind of the line's food kept another way (dried, canned, pickled) is another form of it when the line says no
/// state: `200 g plum` had bought a bag of prunes; now unmatched, the prunes judged "dried ≠ fresh" (and, since
/// session 44's held-out offers judged prunes a poor nearest for plums, not offered either). Kinds sold cooked are
/// the food itself (練り物 buys chikuwa or kamaboko).
@Suite struct KindKeptAnotherWayTests {
    @Test(arguments: ["200 g plum", "すもも 200g"])
    func aDriedKindIsNoFreshOne(line: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line)")
        let prunes = try #require(result.candidates.first { BundledIdentityTests.catalog.product(id: $0.productId)?.foods.first == "prune" })
        #expect(prunes.reasons.contains("dried ≠ fresh: offered as alternative"), "\(prunes.reasons)")
        #expect(result.alternative == nil, "\(line)")
    }

    @Test(arguments: ["練り物 200g", "100 g prunes"])
    func aKindSoldAsItsFoodIsBought(line: String) {
        #expect(BundledIdentityTests.match(line).0.status == .matched, "\(line)")
    }
}

/// Sausages and bacon a line cuts into pieces are cut from the links or slices sold: `1 pound sausage, cut into
/// 1-inch pieces` had been unmatched, the shop's coarse-ground (`あらびき`) sausages read as mince against the block
/// the chunks seemed to ask. Cubes of ham or beef still ask for a piece.
@Suite struct CutUpSausageTests {
    @Test(arguments: ["1 pound sausage, cut into 1-inch pieces", "4 sausages, cut into chunks", "8 oz bacon, cut into 1-inch pieces"])
    func linksAndSlicesAreBought(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        let food = try #require(product).foods.first
        #expect(food == "sausage" || food == "bacon", "\(line): \(food ?? "")")
    }

    @Test func beefCubesStillAskForAPiece() {
        let (result, _) = BundledIdentityTests.match("1 lb beef chuck, cut into 1-inch pieces")
        #expect(result.status == .unmatched)
    }
}

/// Grated cheese is bought shredded when no grated kind is named (`1 cup grated cheese` had bought sliced processed
/// cheese): slices grate into nothing, and shredded cheese is what a shopper takes for it.
@Suite struct GratedCheeseTests {
    @Test(arguments: ["1 cup grated cheese", "grated cheese, to serve"])
    func gratedCheeseBuysShredded(line: String) throws {
        let (result, product) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        #expect(try #require(product).foods.first == "shredded-cheese", "\(line)")
    }

    @Test func slicesAreNoGratedCheese() throws {
        let (result, _) = BundledIdentityTests.match("1 cup grated cheese")
        let slices = result.candidates.filter { BundledIdentityTests.catalog.product(id: $0.productId)?.foods.first == "processed-cheese" }
        for candidate in slices where candidate.name.contains("スライス") {
            #expect(candidate.verdict == .substitute, "\(candidate.name): \(candidate.reasons)")
        }
        #expect(BundledIdentityTests.match("1/2 cup grated Parmesan cheese").0.parsed.food == "parmesan")
    }
}

/// A one-word first choice before a second that is one food's name whole is whole when it joined to the second's head
/// names nothing of its own: `honey or maple syrup` had bought the maple syrup, as if `honey syrup` were asked.
@Suite struct FirstChoiceBeforeACompoundNameTests {
    @Test func honeyIsBoughtFirst() throws {
        let (result, product) = BundledIdentityTests.match("2 tbsp honey or maple syrup")
        #expect(result.status == .matched)
        #expect(try #require(product).foods.first == "honey")
    }

    @Test(arguments: [("1 cup chicken or vegetable stock", "chicken-stock"), ("1 lb beef or pork chorizo", "chorizo")])
    func aSharedHeadIsStillShared(line: String, food: String) throws {
        let (_, product) = BundledIdentityTests.match(line)
        let foods = try #require(product).foods
        let lexicon = try Lexicon.bundled()
        #expect(foods.contains { $0 == food || lexicon.ancestors(of: $0).contains { $0.id == food } }, "\(line): \(foods)")
    }
}
