import FoodLexicon
import IngredientParsing
import Testing

/// Rules of issue 15 that hold across recipe sites: a choice of states opening the name, `half a`, a vague
/// alternative before the name, a second measure after a comma, products named by how they were made, a
/// measure written after the name, whole cloves of garlic, a gloss in brackets and
/// how a food is packed.
@Suite struct HeldOutLineRulesTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    /// The fields a reader labels, compared whole.
    struct Parts: Equatable, CustomStringConvertible {
        var name: String
        var quantity: Double?
        var unit: String?
        var preparation: String?
        var comment: String?

        var description: String {
            "\(name) | \(quantity.map { "\($0)" } ?? "-") | \(unit ?? "-") | \(preparation ?? "-") | \(comment ?? "-")"
        }
    }

    private func parts(_ line: String) -> Parts {
        let p = parser.parse(line)
        return Parts(name: p.name, quantity: p.quantity, unit: p.unit, preparation: p.preparation, comment: p.comment)
    }

    @Test(arguments: [
        // How the food may come, written before the name, is a note as it is after a comma.
        ("2 cups fresh or frozen corn kernels", Parts(name: "corn kernels", quantity: 2, unit: "cup", comment: "fresh or frozen")),
        ("3 cups fresh or canned pumpkin puree", Parts(name: "pumpkin puree", quantity: 3, unit: "cup", comment: "fresh or canned")),
        ("1 cup fresh or thawed frozen cherries", Parts(name: "cherries", quantity: 1, unit: "cup", comment: "fresh or thawed frozen")),
        ("1/2 cup frozen or fresh cranberries", Parts(name: "cranberries", quantity: 0.5, unit: "cup", comment: "frozen or fresh")),
        // With no food after it, the choice is all the name there is.
        ("1 cup fresh or frozen", Parts(name: "fresh or frozen", quantity: 1, unit: "cup")),
    ])
    func aChoiceOfStatesBeforeTheNameIsANote(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // `half a`: the article counts nothing more.
        ("Juice of half an orange", Parts(name: "orange", quantity: 0.5, preparation: "Juice of")),
        ("half a cucumber, sliced", Parts(name: "cucumber", quantity: 0.5, preparation: "sliced")),
        // `or so` before the name is an aside, as before a unit.
        ("10 or so cherry tomatoes", Parts(name: "cherry tomatoes", quantity: 10, comment: "or so")),
        ("2 or more tablespoons honey", Parts(name: "honey", quantity: 2, unit: "tbsp", comment: "or more")),
    ])
    func vagueWordsAroundTheCount(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A second measure after a comma, with or without a comma closing it, then the name.
        ("2 cups, plus 3 tablespoons whole milk", Parts(name: "whole milk", quantity: 2, unit: "cup", comment: "plus 3 tablespoons")),
        ("1 cup, minus 1 tablespoon, sugar", Parts(name: "sugar", quantity: 1, unit: "cup", comment: "minus 1 tablespoon")),
        ("1 cup, less 2 tablespoons, rye whiskey", Parts(name: "rye whiskey", quantity: 1, unit: "cup", comment: "less 2 tablespoons")),
        ("1/2 pound, plus 2 tablespoons, butter", Parts(name: "butter", quantity: 0.5, unit: "lb", comment: "plus 2 tablespoons")),
    ])
    func aSecondMeasureAfterAComma(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // The participle names the product when the name ends with the food.
        ("2 cups sweetened shredded coconut", Parts(name: "sweetened shredded coconut", quantity: 2, unit: "cup")),
        ("1 cup shredded coconut, toasted", Parts(name: "shredded coconut", quantity: 1, unit: "cup", preparation: "toasted")),
        ("28 ounces crushed tomatoes", Parts(name: "crushed tomatoes", quantity: 28, unit: "oz")),
        // Before more of the name, or before another food, it stays a preparation.
        ("1 cup shredded coconut meat", Parts(name: "coconut meat", quantity: 1, unit: "cup", preparation: "shredded")),
        ("2 cups crushed tomatoes with basil", Parts(name: "tomatoes with basil", quantity: 2, unit: "cup", preparation: "crushed")),
        ("1 cup shredded carrots", Parts(name: "carrots", quantity: 1, unit: "cup", preparation: "shredded")),
    ])
    func productsNamedByHowTheyWereMade(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A measure written after the name gives the amount when none came first.
        ("brown sugar, 1/2 cup", Parts(name: "brown sugar", quantity: 0.5, unit: "cup")),
        ("dark chocolate chips, 2 ounces", Parts(name: "dark chocolate chips", quantity: 2, unit: "oz")),
        ("salt, pinch of", Parts(name: "salt", unit: "pinch")),
        ("cinnamon, dash of", Parts(name: "cinnamon", unit: "dash")),
        // A count with a size after the name stays a note.
        ("onion, 1 large", Parts(name: "onion", comment: "1 large")),
    ])
    func aMeasureAfterTheName(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // `whole cloves garlic` counts cloves of garlic, as `whole garlic cloves` does.
        ("8 whole cloves garlic", Parts(name: "whole garlic", quantity: 8, unit: "clove")),
        ("1 whole clove garlic, peeled", Parts(name: "whole garlic", quantity: 1, unit: "clove", preparation: "peeled")),
        ("5 whole garlic cloves", Parts(name: "whole garlic", quantity: 5, unit: "clove")),
        // Without garlic after them, whole cloves are the spice.
        ("12 whole cloves", Parts(name: "whole cloves", quantity: 12)),
        ("2 whole cloves, crushed", Parts(name: "whole cloves", quantity: 2, preparation: "crushed")),
    ])
    func wholeClovesOfGarlic(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A bracket saying where a food comes from and what it is glosses the name: a note.
        ("4 slices prosciutto (Italian ham)", Parts(name: "prosciutto", quantity: 4, unit: "slice", comment: "Italian ham")),
        ("1 cup paneer (Indian cottage cheese)", Parts(name: "paneer", quantity: 1, unit: "cup", comment: "Indian cottage cheese")),
        ("2 poblanos (Mexican chiles), thinly sliced", Parts(name: "poblanos", quantity: 2, preparation: "thinly sliced", comment: "Mexican chiles")),
        // A negation is a note, as `not` is.
        ("1 chicken with giblets (no neck)", Parts(name: "chicken with giblets", quantity: 1, comment: "no neck")),
        // Optional, however it is put, is a note.
        ("1 tbsp truffle oil (totally optional)", Parts(name: "truffle oil", quantity: 1, unit: "tbsp", comment: "totally optional")),
        // Another name of the food, or the origin alone, stays.
        ("2 tbsp fish sauce (nam pla)", Parts(name: "fish sauce (nam pla)", quantity: 2, unit: "tbsp")),
        ("1 cup basil (Thai)", Parts(name: "basil (Thai)", quantity: 1, unit: "cup")),
    ])
    func aGlossInBracketsIsANote(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A note in brackets inside the name leaves it, as one closing the name does.
        ("1 cup plain (low- or no-fat) kefir", Parts(name: "plain kefir", quantity: 1, unit: "cup", comment: "low- or no-fat")),
        // A bracket closing the first of two choices stays: the choice reads as that food alone.
        ("2 tbsp maple syrup (see the tip) or honey", Parts(name: "maple syrup (see the tip) or honey", quantity: 2, unit: "tbsp")),
        ("1 cup basmati (not jasmine) rice", Parts(name: "basmati rice", quantity: 1, unit: "cup", comment: "not jasmine")),
        // A short alias or grade inside the name stays.
        ("3 roma (plum) tomatoes", Parts(name: "roma (plum) tomatoes", quantity: 3)),
        ("1 cup rolled (old-fashioned) oats", Parts(name: "rolled (old-fashioned) oats", quantity: 1, unit: "cup")),
    ])
    func aNoteInBracketsInsideTheNameIsANote(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // Foods joined by `and` after a comma are the line's foods, as a list closed by `or` is.
        ("Salt, white pepper and paprika to taste", Parts(name: "Salt, white pepper and paprika", comment: "to taste")),
        ("1 pound each lamb, pork and beef, minced together",
         Parts(name: "lamb, pork and beef", quantity: 1, unit: "lb", preparation: "minced together", comment: "each")),
        // Parts of the food, or its preparations, joined by `and` are not more foods.
        ("4 scallions, white and green parts, sliced", Parts(name: "scallions", quantity: 4, preparation: "sliced", comment: "white and green parts")),
        ("2 onions, peeled and chopped", Parts(name: "onions", quantity: 2, preparation: "peeled and chopped")),
    ])
    func foodsJoinedByAndAfterACommaAreAList(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A dash joining two words inside one is written as the hyphen it stands for.
        ("200g self\u{2013}raising flour", Parts(name: "self-raising flour", quantity: 200, unit: "g")),
        // Windows-1252 dashes read as Latin-1 control codes still separate a preparation.
        ("2 cups green peas \u{96} shelled and rinsed", Parts(name: "green peas", quantity: 2, unit: "cup", preparation: "shelled and rinsed")),
        // A dash between words, with spaces, is no hyphen.
        ("1 leek \u{2013} sliced", Parts(name: "leek", quantity: 1, preparation: "sliced")),
    ])
    func dashesAsWritten(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // How full the measure is names no food: a size before the name too.
        ("2 cups scant blueberries", Parts(name: "blueberries", quantity: 2, unit: "cup")),
        ("1 tbsp heaped cocoa powder", Parts(name: "cocoa powder", quantity: 1, unit: "tbsp")),
        // Words that can name the food stay (`good`, `thin`).
        ("2 tbsp good balsamic vinegar", Parts(name: "good balsamic vinegar", quantity: 2, unit: "tbsp")),
        // Two sizes to choose from, inside the name, are one size.
        ("1 pint fresh large or medium blackberries", Parts(name: "fresh blackberries", quantity: 1, unit: "pint")),
        // A metric measure run into its imperial twin, the slash lost, before a fraction.
        ("30g¾oz flat-leaf parsley", Parts(name: "flat-leaf parsley", quantity: 30, unit: "g", comment: "¾oz")),
        // A comma list of describing words goes on into the name after the next comma.
        ("2 pounds skinless, boneless, smoked trout", Parts(name: "skinless, boneless, smoked trout", quantity: 2, unit: "lb")),
    ])
    func measureModifiersSizeChoicesAndDescribingLists(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // A participle after the name, with what it is done with, is how the food is prepared.
        ("1 shallot ground with the pork", Parts(name: "shallot", quantity: 1, preparation: "ground with the pork")),
        ("1/2 cup pasta water reserved from the pot", Parts(name: "pasta water", quantity: 0.5, unit: "cup", preparation: "reserved from the pot")),
        ("2 cups corn kernels sliced off the cob", Parts(name: "corn kernels", quantity: 2, unit: "cup", preparation: "sliced off the cob")),
        // Before the name, and in it, the word still names the food.
        ("1 pound ground lamb", Parts(name: "ground lamb", quantity: 1, unit: "lb")),
    ])
    func aParticipleAfterTheNameWithItsPhraseIsAPreparation(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // After a heading and a colon, the comma list is what the line names; the heading stays with it.
        ("Garnish: lime wedges, cilantro sprigs", Parts(name: "Garnish: lime wedges, cilantro sprigs")),
        ("Optional garnish: mint leaves, orange slices", Parts(name: "mint leaves, orange slices", comment: "optional")),
        // The list ends at a preparation or a trailing phrase.
        ("Toppings: sour cream, pickled onions, to serve", Parts(name: "Toppings: sour cream, pickled onions", comment: "to serve")),
        // After an amount and a name, a colon opens a note on the food.
        ("2 cups brown rice: short grain, rinsed", Parts(name: "brown rice", quantity: 2, unit: "cup", preparation: "rinsed", comment: "short grain")),
    ])
    func aColonClosesAHeadingOrOpensANote(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // After a size, the measure of each piece or package, then the unit that counts them.
        ("1 large 3-inch piece fresh turmeric", Parts(name: "fresh turmeric", quantity: 1, unit: "piece", comment: "3-inch")),
        ("2 small 8-ounce jars salsa verde", Parts(name: "salsa verde", quantity: 2, unit: "jar", comment: "8-ounce")),
        // The size of a cut, in brackets after the preparation, goes with it.
        ("1 cup diced (1/2-inch) celery root", Parts(name: "celery root", quantity: 1, unit: "cup", preparation: "diced (1/2-inch)")),
    ])
    func measuresAfterASizeOrACut(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        // How the food is packed, after a comma, names the product.
        ("2 cups sun-dried tomatoes, packed in oil", Parts(name: "sun-dried tomatoes, packed in oil", quantity: 2, unit: "cup")),
        ("1/2 cup sun-dried tomatoes, packed without oil (about 8), chopped",
         Parts(name: "sun-dried tomatoes, packed without oil", quantity: 0.5, unit: "cup", preparation: "chopped", comment: "about 8")),
        ("1 cup artichoke hearts, packed in water, drained",
         Parts(name: "artichoke hearts, packed in water", quantity: 1, unit: "cup", preparation: "drained")),
        // Packed alone, or into the measure, is how the cup is filled.
        ("1 cup brown sugar, packed", Parts(name: "brown sugar", quantity: 1, unit: "cup", preparation: "packed")),
        ("1 cup basil leaves, packed in the cup", Parts(name: "basil leaves", quantity: 1, unit: "cup", preparation: "packed in the cup")),
    ])
    func thePackingNamesTheProduct(line: String, expected: Parts) {
        #expect(parts(line) == expected)
    }

    @Test(arguments: [
        ("グリュイエールチーズ 50g", "gruyere"),
        // A katakana name that only sounds like another food (`brownies`) is the sauce its known word says.
        ("ベアルネーズソース 大さじ2", "sauce"),
    ])
    func aSoundAlikeNamesAKindOfWhatIsKnownOfTheName(line: String, food: String) {
        #expect(parser.parse(line).food == food)
    }
}

/// Everyday Japanese words that hold a food's name (`not-food-words.tsv`) give the line no food of theirs.
@Suite struct NotFoodWordLineTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("お好みの野菜 100g", "vegetables"),
        ("かぶるくらいの水", "water"),
        ("ひとつまみの塩", "salt"),
        ("手づくりのたれ 大さじ2", "tare"),
        ("かき混ぜた卵 2個", "egg"),
        ("いちょう切りの大根 1/4本", "daikon"),
        ("小さめのなす 3本", "eggplant"),
        ("ねぎのみじん切り 大さじ1", "leek"), ("水 コップいっぱい", "water"), ("塩 きもち多め", "salt"),
    ])
    func readsTheFoodNotTheWord(line: String, food: String) {
        #expect(parser.parse(line).food == food, "\(line)")
    }
}

/// A word the parser would take for a size or a unit that ends or opens a food's name belongs to the name.
@Suite struct NameOverSizeAndUnitTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("手羽中 8本", "手羽中", "chicken-mid-wing"), ("鶏手羽中 6本", "鶏手羽中", "chicken-mid-wing"),
        ("最中 2個", "最中", "wagashi"),
    ])
    func aSizeLetterEndingAFoodsName(line: String, name: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name)
        #expect(parsed.food == food)
        #expect(parsed.size == nil)
        #expect(parsed.quantity != nil)
    }

    @Test func aSizeAfterAFoodsWholeNameStaysTheSize() {
        for line in ["玉ねぎ中 1個", "玉ねぎ 中1個", "じゃがいも 中2個"] {
            let parsed = parser.parse(line)
            #expect(parsed.size == "中", "\(line)")
            #expect(parsed.food != nil, "\(line)")
        }
    }

    @Test(arguments: [
        ("2 rib eye steaks", "rib eye steaks", "beef-ribeye"), ("2 strip steaks", "strip steaks", "beef-sirloin"),
        ("1 rack of lamb", "rack of lamb", "lamb-rack"),
    ])
    func aCountingWordOpeningAFoodsName(line: String, name: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name)
        #expect(parsed.food == food)
        #expect(parsed.unit == nil)
        #expect(parsed.quantity != nil)
    }

    /// The unit stays where the words after it name the same food (`cloves garlic` is also a name of garlic) or
    /// where no name opens with it.
    @Test(arguments: [
        ("2 cloves garlic", "clove", "garlic"), ("3 ribs celery", "rib", "celery"), ("1 stick butter", "stick", "butter"),
        ("4 strips bacon", "strip", "bacon"),
    ])
    func aUnitCountingAFoodStays(line: String, unit: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.unit == unit)
        #expect(parsed.food == food)
    }
}

/// A Japanese name may open with a clause in the past (`薄切りにした豚肉`): the food is the one named whole after it,
/// not one read across the verb's ending (`ゆでたいか` is squid, no `たい`).
@Suite struct PastClauseNameTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("ゆでたいか 100g", "squid"), ("薄切りにした豚肉 200g", "pork"), ("炒めたまいたけ 1パック", "maitake"),
        ("じっくり炒めた玉ねぎ 1個", "onion"), ("刻んだねぎ 大さじ2", "leek"), ("たたいた梅 1個", "japanese-apricot"),
    ])
    func theFoodAfterTheClause(line: String, food: String) {
        #expect(parser.parse(line).food == food, "\(line)")
    }

    /// A `た` inside a food's own name opens no clause (`ゆでたまご` offers まご, no food).
    @Test(arguments: [
        ("ゆでたまご 2個", "egg-boiled"), ("ゆでたこ 100g", "octopus"), ("たまねぎ 1個", "onion"), ("えだまめ 100g", "edamame"),
        ("煮たえだまめ 100g", "edamame"), ("好きなえだまめ 100g", "edamame"),
    ])
    func aNameHoldingTaKeepsItsFood(line: String, food: String) {
        #expect(parser.parse(line).food == food, "\(line)")
    }

    /// A long name of many clauses still reads the food after the last one (heads too long for a name are passed
    /// over unsearched).
    @Test func aLongNameOfManyClauses() {
        let line = String(repeating: "ゆでた", count: 3_000) + "いか 100g"
        #expect(parser.parse(line).food == "squid")
    }

    @Test func headsAreOfferedFirstToLast() {
        #expect(IngredientParser.headsAfterPastClause("炒めたまいたけ") == ["まいたけ", "け"])
        #expect(IngredientParser.headsAfterPastClause("かたい豚肉").isEmpty)
        #expect(IngredientParser.headsAfterPastClause("ゆでたまご") == ["まご"])
        #expect(IngredientParser.headsAfterPastClause("玉ねぎ").isEmpty)
    }
}

/// Words after a space that say how much (`多め`, `少なめに`) are the amount's, not the name's.
@Suite struct MoreOrLessAmountTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("塩 少し多め", "塩", "salt"), ("塩 きもち多め", "塩", "salt"), ("ごま油 多めに", "ごま油", "sesame-oil"),
        ("砂糖 少なめ", "砂糖", "sugar"),
    ])
    func theNameEndsAtTheSpace(line: String, name: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.food == food, "\(line)")
        #expect(parsed.comment != nil, "\(line)")
    }
}

/// Words leaving a food to the cook (`お好みで`, `あれば`) make the line optional. Before the name and a space they are
/// taken out of it; written together with the name, or in a bracket closing it, they stay, as readers keep them
/// (matching compares the name without them: `OptionalLineMatchTests`).
@Suite struct OptionalWordsAroundTheNameTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("お好みで 万能ねぎ", "万能ねぎ", "green-onion"), ("お好みで　蟹", "蟹", "crab"),
        ("好みで 七味唐辛子", "七味唐辛子", "shichimi"), ("あれば パセリ", "パセリ", "parsley"),
    ])
    func wordsBeforeASpaceAreTakenOut(line: String, name: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.food == food, "\(line)")
        #expect(parsed.optional, "\(line)")
        #expect(parsed.comment?.hasPrefix(line.prefix(2)) == true, "\(line): \(parsed.comment ?? "no comment")")
    }

    @Test(arguments: [
        ("あればパセリ 少々", "あればパセリ", "parsley"), ("お好みで豚薄切り肉", "お好みで豚薄切り肉", "pork"),
        ("パセリ（あれば） 少々", "パセリ（あれば）", "parsley"), ("パセリ（あれば）", "パセリ（あれば）", "parsley"),
        ("豚薄切り肉（お好みで） 200g", "豚薄切り肉（お好みで）", "pork"),
        ("奈良漬（好みで加減する） 40g", "奈良漬（好みで加減する）", "japanese-pickles"),
        ("三つ葉（なければ省略可） 適量", "三つ葉（なければ省略可）", "mitsuba"),
    ])
    func wordsWrittenWithTheNameStayInIt(line: String, name: String, food: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.food == food, "\(line)")
        #expect(parsed.optional, "\(line)")
    }

    @Test(arguments: [
        ("あればパセリ", "パセリ"), ("パセリ（あれば）", "パセリ"), ("豚薄切り肉（お好みで）", "豚薄切り肉"),
        ("奈良漬（好みで加減する）", "奈良漬"), ("鶏肉（もも肉があれば）", "鶏肉（もも肉があれば）"), ("お好み焼き粉", "お好み焼き粉"),
        ("お好みで", "お好みで"),
    ])
    func theFoodsOwnName(name: String, own: String) {
        #expect(IngredientParser.nameWithoutOptionalWords(name) == own, "\(name)")
    }

    @Test func aBracketNamingMoreOfTheFoodStaysInTheName() {
        let parsed = parser.parse("鶏肉（もも肉があれば） 200g")
        #expect(parsed.name == "鶏肉（もも肉があれば）")
        #expect(!parsed.optional)
        // A food whose own name opens with such a word is not cut (お好み焼き粉 is okonomiyaki flour).
        #expect(parser.parse("お好み焼き粉 100g").food == "okonomiyaki-flour")
        #expect(!parser.parse("お好み焼き粉 100g").optional)
    }

    @Test func manyWordsBeforeTheNameAreReadInALoop() {
        // 200,000 of them had overflowed the stack, one recursive call each.
        let parsed = parser.parse(String(repeating: "あれば ", count: 200_000) + "パセリ")
        #expect(parsed.name == "パセリ")
        #expect(parsed.food == "parsley")
        #expect(parsed.optional)
        #expect(parser.parse("お好みで あれば パセリ").comment == "お好みで; あれば")
    }

    @Test(arguments: ["お好みで", "お好みで 少々", "好みで少々", "少々（お好みで）"])
    func vagueWordsAloneNameNothing(line: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == "", "\(line): \(parsed.name)")
        #expect(parsed.food == nil, "\(line)")
        #expect(parsed.toTaste, "\(line)")
    }
}

/// `half-and-half` and its spellings name the cream; `half` opening them is no quantity.
@Suite struct HalfAndHalfTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("half-and-half", "half-and-half"), ("Half & half for serving", "Half & half"),
        ("half and half, warmed", "half and half"), ("half-n-half", "half-n-half"),
        ("half-and-half cream, to taste", "half-and-half cream"),
    ])
    func theCreamIsNamed(line: String, name: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.quantity == nil, "\(line)")
        #expect(parsed.food == "half-and-half", "\(line)")
    }

    @Test func halfOfSomethingIsStillAHalf() {
        #expect(parser.parse("half a lemon").quantity == 0.5)
        #expect(parser.parse("half an onion, chopped").food == "onion")
        #expect(parser.parse("1 cup half-and-half").quantity == 1)
    }
}

/// A preparation inside the name after a describing word (`organic freshly squeezed lemon juice`) is cut out of it;
/// the name goes on to the food after it. A preparation after the food (`onion finely chopped`) still ends it.
@Suite struct PreparationInsideTheNameTests {
    let parser = IngredientParser(lexicon: try! Lexicon.bundled())

    @Test(arguments: [
        ("1/4 cup organic freshly squeezed lemon juice", "organic lemon juice", "lemon-juice", "freshly squeezed"),
        ("1 tsp best quality freshly grated nutmeg", "best quality nutmeg", "nutmeg", "freshly grated"),
        ("organic thinly sliced beef", "organic beef", "beef", "thinly sliced"),
    ])
    func theFoodAfterThePreparationIsNamed(line: String, name: String, food: String, preparation: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.food == food, "\(line)")
        #expect(parsed.preparation == preparation, "\(line)")
    }

    @Test(arguments: [
        ("1 onion finely chopped", "onion", "finely chopped"),
        ("1 cup cheese freshly grated parmesan", "cheese", "freshly grated parmesan"),
    ])
    func aPreparationAfterTheFoodEndsTheName(line: String, name: String, preparation: String) {
        let parsed = parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.preparation == preparation, "\(line)")
    }
}
