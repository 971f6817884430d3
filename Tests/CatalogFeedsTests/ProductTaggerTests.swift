import Catalog
import CatalogFeeds
import FoodLexicon
import Testing

/// How the tagger reads Japanese meat and fish names and dish words that do not make a dish.
@Suite struct ProductTaggerTests {
    static let tagger = ProductTagger(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        // A breed, then a bare cut: the cut of that animal.
        ("黒毛和牛 A4 ヒレ焼肉用 150g", "beef-tenderloin", ProductKind.food),
        ("黒毛和牛 A5 ももすき焼き用 200g", "beef-round", .food),
        ("黒毛和牛 切り落とし 500g", "beef-scraps", .food),
        // A cut before a form word: the cut; a kind of food before one stays that kind.
        ("米国産 牛肩ロース薄切り 200g", "beef-chuck", .food),
        // (Cod fillets are cod, as the catalog tags them: `cod-fillet` is Atlantic cod since session 54.)
        ("生たら 切り身 3個", "cod", .food),
        // An offcut word names a form, not the food.
        ("ぶり切り落とし 150g", "yellowtail", .food),
        // A dish named as what the product is for, or inside an ingredient's name, does not make a dish.
        ("国産 豚ロースしゃぶしゃぶ用 300g", "pork-loin", .food),
        ("国産 牛ももすき焼き用 200g", "beef-round", .food),
        ("餃子の皮 24枚", "gyoza-wrappers", .food),
        // A bare cut word after another animal is that animal's meat (`肩ロース` alone is pork shoulder).
        ("ラム肩ロース 薄切り 200g", "lamb-shoulder", .food),
        // A dish word joined across a space to the ingredient it names (`シチュールウ`, stew roux).
        ("クリームシチュー ルウ 180g", "stew-roux", .food),
        // A compound naming a kind of the food, split by a space (`製菓用薄力粉`, cake flour).
        ("製菓用 薄力粉 1kg", "cake-flour", .food),
        // An English name's head noun comes last in the phrase before a comma or `in`/`with`; a Japanese
        // compound word ends with its head.
        ("Roasted Corn & Black Bean Salsa", "salsa", .food),
        ("Flavored Coffee Syrup, Hazelnut", "syrup", .food),
        ("Yellow Cling Peaches in Heavy Syrup", "peach", .food),
        ("Light Tuna Chunks in Water", "tuna", .food),
        ("牛乳パン 3個", "bread", .food),
        ("さば味噌煮 缶詰", "mackerel", .food),
        // A maker's name before the first comma, or a first part naming no food, is not the head phrase; an
        // aside in brackets is not either.
        ("Hollow Creek Bakery, Oat Cookies, Maple", "biscuit", .food),
        ("Nana Jo's, Tomato Salsa, Extra Hot", "salsa", .food),
        ("Blue Door, Cream Soda", "fruit-soda", .food),
        ("Tortilla Chips (Baked Like A Cracker)", "corn-tortilla-chips", .food),
        ("Cold Brew Coffee + Oat Milk", "coffee", .food),
        // No food before the stop word: the phrase after it.
        ("Gift Tin With Assorted Butter Cookies", "biscuit", .food),
        // A kind of the head food named before it is the food.
        ("Sharp Cheddar Deli Cheese", "cheddar", .food),
        // A spread named after its nut or seed is no dairy butter; crisps cooked in a kettle are no fries; a
        // creamer without dairy is a coffee creamer.
        ("Crunchy Walnut Pecan Butter", "nut-butter", .food),
        ("Stone Ground Sesame Seed Butter", "tahini", .food),
        ("Kettle Cooked Chips, Rosemary", "potato-chips", .food),
        ("Hazelnut Non-Dairy Creamer", "coffee-creamer", .food),
        // … but a dish is still one.
        ("牛肉コロッケ 4個", "croquette", .prepared),
        ("Spinach & Feta Pierogi", "dumplings", .prepared),
        // A Japanese name whose head noun is a dish eaten as a meal is that dish, though no dish word says so;
        // an ingredient named after the dish is not one.
        ("中辛 チキンカレー 180g", "curry", .prepared),
        ("キーマカレー 2袋", "curry", .prepared),
        // … also when a word before it joins the dish's name across the space (`レトルト カレー`).
        ("レトルト ポークカレー 中辛", "curry", .prepared),
        ("カレールウ 甘口", "curry-roux", .food),
        ("カレー粉 缶 37g", "curry-powder", .food),
    ])
    func mainFoodAndKind(name: String, food: String, kind: ProductKind) {
        let tags = Self.tagger.tag(name: name)
        #expect(tags.foods.first == food, "\(name): \(tags.foods)")
        #expect(tags.kind == kind, "\(name): \(tags.kind)")
    }

    @Test func theEnglishNameNamesTheIngredientWhereTheOtherReadsADish() {
        let both = Self.tagger.tag(name: "カレー 中辛 ルウ 6皿分", nameEn: "curry roux, medium hot, 6 servings")
        #expect(both.foods.first == "curry-roux", "\(both.foods)")
        // A dish in both names stays the dish, not the food it is made with.
        let dish = Self.tagger.tag(name: "ビーフカレー 200g", nameEn: "beef curry, 200 g")
        #expect(dish.foods == ["curry", "beef"])
    }

    @Test func theAisleTellsWhichNamedFoodTheProductIs() {
        // The name alone reads its first part as the head; the aisle names a food of which one named is a kind.
        let tags = Self.tagger.tag(name: "Tomato Basil, Mozzarella Sticks", category: "Dairy > Cheese")
        #expect(tags.foods.first == "mozzarella", "\(tags.foods)")
        #expect(Self.tagger.tag(name: "Tomato Basil, Mozzarella Sticks").foods.first == "basil")
        // An aisle naming none of them leaves the name's reading.
        #expect(Self.tagger.tag(name: "Tomato Basil, Mozzarella Sticks", category: "Snacks").foods.first == "basil")
    }

    @Test func aCutWordIsNotReadAsAnotherFood() {
        let tags = Self.tagger.tag(name: "黒毛和牛 A5 もも焼肉用 400g")
        #expect(tags.foods == ["beef-round", "wagyu"])
    }
}
