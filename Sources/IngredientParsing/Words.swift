/// The English words the line grammar knows, as lowercase scalars for `ScannedLine.hasWord`.
enum Words {
    typealias W = [Unicode.Scalar]

    private static func w(_ s: String) -> W { Array(s.unicodeScalars) }

    static let or = w("or")
    static let and = w("and")
    static let of = w("of")
    static let `for` = w("for")
    static let a = w("a")
    static let an = w("an")
    static let half = w("half")
    static let dozen = w("dozen")
    static let ground = w("ground")

    static let approximations: WordSet = WordSet(["about", "approximately", "approx", "around", "roughly", "up to", "at least", "scant", "generous"])

    /// Words before an amount that ask for more of a food used elsewhere: `Additional 1 tablespoon sugar`.
    static let additional: WordSet = WordSet(["additional", "extra", "more", "plus"])

    /// Words after which a part word is no part of the food named before them (`strawberries with leaves`).
    static let beforeOtherPart: Set<String> = ["with", "without", "and", "or", "of", "in", "from", "plus"]

    /// Words that name what is used of a food before the amount: `juice of 1 lemon`, `leaves from 1 sprig`.
    static let partsOf: WordSet = WordSet(["juice and zest of", "juice and grated zest of", "juice and grated rind of", "juice and rind of",
                          "grated rind of", "finely grated rind of", "rind of", "juice and julienned zest of", "grated zest of",
                          "finely grated zest of", "zest and juice of", "juice of", "zest of", "juice from", "leaves from",
                          "leaves of", "seeds from", "seeds of", "zest from", "grated zest from", "finely grated zest from",
                          "juice and zest from", "zest and juice from", "the zest of", "the zest from", "the juice of",
                          "the juice from", "the juice and zest of", "the zest and juice of", "the grated zest of",
                          "the seeds from", "the seeds of", "scraped seeds from", "scraped seeds of", "the scraped seeds from",
                          "the scraped seeds of", "seeds scraped from", "the leaves from", "the leaves of",
                          // (The flesh or kernels of fruit and ears bought whole: `kernels cut from 2 ears of corn`, `flesh
                          // of 2 avocados`, `meat from a roast chicken`.)
                          "kernels from", "kernels of", "kernels cut from", "kernels sliced from", "kernels scraped from",
                          "kernels removed from", "the kernels from", "the kernels of", "flesh of", "flesh from",
                          "the flesh of", "the flesh from",
                          "pulp of", "pulp from", "the pulp of", "the pulp from", "meat from", "meat of", "the meat from",
                          "the meat of", "segments of", "segments from", "arils from", "arils of"])

    /// Words naming a unit inside the name (`2 garlic cloves` → garlic, clove), taken when no unit is written.
    static let trailingUnits = ["clove", "cloves", "stalk", "stalks", "sprig", "sprigs", "bulb", "bulbs", "spear", "spears"]
        .map(w)

    /// Prepositions after a participle that make it a preparation (`carrots cut into chunks`).
    static let afterParticiple: WordSet = WordSet(["in", "into", "to", "with", "on", "until", "from", "at", "and", "or", "by", "for",
                                                   "under", "off", "fine", "finely", "coarsely", "roughly", "thinly", "small"])
    static let midPreparations: WordSet = WordSet(["cut", "tied", "dredged", "cooked", "peeled", "chopped", "sliced", "diced", "soaked",
                                  "rinsed", "drained", "halved", "quartered", "trimmed", "seeded", "torn", "broken",
                                  "grated", "minced", "crushed", "shredded", "mashed", "cubed", "softened", "melted",
                                  "thawed", "washed", "scrubbed", "pounded", "removed", "separated", "squeezed",
                                                   "mixed", "pulled", "stemmed", "ground", "reserved", "shaved"])
    static let plus = w("plus")
    /// Words before a second measure that takes from the first: `1 cup, less 2 tablespoons, vodka`.
    static let less = w("less")
    /// A choice of states opening the name (`fresh or frozen peas`, `fresh or canned chicken broth`): how the
    /// food may come, a note as after a comma (`cranberries, fresh or frozen`), not part of what is named.
    static let stateChoices: WordSet = WordSet(["fresh or frozen", "fresh or thawed frozen", "fresh or canned", "frozen or fresh",
                                                "canned or fresh", "fresh or thawed"])
    /// Products named by how they were made (`shredded coconut`, `crushed tomatoes`): the participle before the
    /// food is the product, as the lexicon names it, not a preparation of the food.
    static let madeProducts: WordSet = WordSet(["shredded coconut", "flaked coconut", "crushed tomatoes", "crushed tomato"])
    /// Which way a length runs (`1-inch thick`, `2 inches long`).
    static let dimensions: WordSet = WordSet(["thick", "long", "wide", "across", "in diameter", "thin"])
    static let minus = w("minus")
    static let each = w("each")
    /// Vague second amounts after a unit: `¼ cup or more Madeira`, `2 tbsp or so honey`.
    static let vagueAlternatives: WordSet = WordSet(["or more", "or so", "or two", "or less", "or three"])
    static let like = w("like")
    static let stateWords = WordSet(["fresh", "frozen", "hot", "mild", "regular", "juice", "zest", "raw", "cooked", "dried",
                                     "canned", "ripe", "skinless", "boneless", "whole", "halves", "only", "rind", "peel",
                                     "homemade", "store-bought", "storebought", "store", "crunchy", "creamy"])
    static let with = w("with")
    static let inWord = w("in")
    /// How fine a food is ground or crumbed, a grade when a state word follows (`fine fresh bread crumbs`);
    /// otherwise part of the name (`fine sea salt`, `coarse salt`).
    static let textures = WordSet(["fine", "coarse"])
    static let statesAfterTexture = WordSet(["fresh", "dry", "dried"])
    /// Words for the pieces a food is cut in (`in small pieces`, `in ½-inch dice`).
    static let cutPieces = WordSet(["pieces", "piece", "dice", "cubes", "chunks", "slices", "strips", "wedges", "rings",
                                    "halves", "quarters", "julienne", "matchsticks", "shreds"])
    /// State words after which a participle is a preparation, not part of the name (`fresh chopped oregano`,
    /// `ripe peeled pears`); `frozen` is not one of them (`frozen chopped onions` is what is sold).
    static let statesBeforePreparation = WordSet(["fresh", "ripe", "cold", "plain"])
    /// Temperatures a cooked food is served at (`hot cooked rice`): before a preparation they go with it.
    static let servingTemperatures = WordSet(["hot", "warm"])
    static let orWord = w("or")
    static let andWord = w("and")
    static let vagueCounts: WordSet = WordSet(["a couple of", "a couple", "couple of", "couple", "a few", "few", "several"])
    /// Bracketed words that start a note, not an alias of the name.
    static let notAliases: WordSet = WordSet(["see", "recipe", "any", "not", "no", "from", "homemade", "store-bought", "available", "use",
                             "note", "page", "optional"])
    /// How a food is packed, after a comma (`sun-dried tomatoes, packed in oil`): which product it is, as
    /// `anchovy fillets in oil` names one, not how to prepare it.
    static let packedIn: WordSet = WordSet(["packed in oil", "packed in olive oil", "packed without oil", "packed in water",
                                            "packed in brine", "packed in syrup", "packed in juice", "oil-packed", "dry-packed"])
    /// Where a food comes from, capitalized, opening a bracket that says what the food is (`pancetta (Italian
    /// bacon)`, `chouriço (Portuguese sausage)`): a gloss for the reader, not another name of it.
    static let origins: WordSet = WordSet(["italian", "portuguese", "japanese", "spanish", "mexican", "indian", "chinese", "thai",
                                           "french", "greek", "korean", "vietnamese", "turkish", "moroccan", "asian", "german",
                                           "indonesian", "malaysian", "filipino", "persian", "lebanese", "hungarian", "polish",
                                           "russian", "swedish", "jamaican", "caribbean", "cuban", "brazilian", "peruvian",
                                           "ethiopian", "middle eastern", "english", "american"])
    /// Words after a bracketed `or` that point at something unnamed (`(or other small clams)`, `(or regular)`):
    /// an aside, not a second name.
    /// Words after `, or` that name the kind the food before is one of (`honey, or other sweetener`): the
    /// alternative stays in the name, where another food after `, or` is an aside.
    static let kindAlternatives: WordSet = WordSet(["other", "similar"])
    static let unnamedAlternatives: WordSet = WordSet(["other", "regular", "more", "any", "your"])
    static let optional = w("optional")
    static let very = w("very")
    static let extra = w("extra")
    static let to = w("to")
    static let only = w("only")
    /// Words that open a note or a purpose rather than another food of a comma list (`like rigatoni`, `with tops`).
    static let listItemOpeners: WordSet = WordSet(["like", "such", "for", "with", "without", "to", "and", "or", "plus",
                                                   "about", "each", "cut", "in", "into", "at", "if", "more", "or more", "any"])
    static let loneAdjectives: Set<String> = ["mild", "natural", "fresh", "ripe", "large", "small", "firm", "lean", "raw",
                                              "organic", "fruity", "spicy", "creamy", "crunchy", "hot", "warm", "cold",
                                              "sweet", "dry", "soft", "hard", "thick", "thin", "whole", "plain"]
    /// Participles that are part of the food's name on their own (`pitted dates`) but a preparation in a run
    /// (`chopped and pitted nectarine`).
    static let weakPreparations: WordSet = WordSet(["pitted", "mashed", "whipped", "flaked", "blanched", "crumbled", "powdered",
                                   "drained", "leveled", "levelled", "cooked"])
    /// Units after which a participle names the product (`1 can crushed tomatoes`).
    static let containers: Set<String> = ["can", "jar", "package", "bag", "box", "bottle", "carton", "container", "envelope"]
    static let see = w("see")
    /// Words for how a food was kept or handled, a preparation even after a can or package, where other
    /// participles name the product (`can crushed tomatoes`).
    static let handling = WordSet(["refrigerated", "purchased", "washed", "rinsed", "drained", "thawed", "cleaned"])
    /// Washing words, after which `dried` in the same run is patted dry (`washed and dried spinach`).
    static let washing = WordSet(IngredientParser.washingWords)
    static let dried = w("dried")

    static let numbers: [(W, Double)] = [
        ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7), ("eight", 8),
        ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("half", 0.5), ("dozen", 12),
    ].map { (w($0.0), $0.1) }

    /// `whole` and `mini` before a name name the product (`whole cloves`, `whole eggs`, `mini marshmallows`),
    /// as readers label them, unlike the sizes below; `a whole chicken` is still one.
    static let whole = w("whole")

    /// Ends of hyphenated words that say how big pieces are (`bite-size`, `thick-cut`).
    static let sizeCompoundEnds: WordSet = WordSet(["size", "sized", "cut"])

    /// Size words before the unit or name.
    static let sizes: WordSet = WordSet([
        "extra-large", "extra large", "x-large", "medium-large", "medium-sized", "medium-size", "large-sized",
        "large-size", "small-sized", "small-size", "small", "medium", "large", "big", "jumbo", "giant", "larger", "smaller",
        "bigger",
        "heaped", "heaping", "level", "generous", "rounded", "good", "thin", "thick", "lg", "med", "md", "sm",
        "scant", "full", "healthy", "hefty", "fine",
    ])

    /// Size words that grade pieces wherever they stand in a name (`fresh large plum tomatoes`).
    static let sizeInName: Set<String> = [
        "large", "small", "medium", "extra-large", "x-large", "jumbo", "lg", "sm", "medium-sized", "medium-size",
        "large-sized", "large-size", "small-sized", "small-size", "miniature", "larger", "smaller", "bigger",
    ]
    /// Words a size grades rather than the food (`medium ripe`, `medium-dry`, `medium sherry`).
    static let gradedBySize: Set<String> = [
        "ripe", "rare", "grain", "hot", "dry", "sweet", "firm", "soft", "sharp", "bodied", "well", "sherry", "heat",
        "roast", "ground", "to", "or", "and", "size", "sized",
    ]
    /// Words joining two sizes into one choice (`medium or small`, `small to medium`).
    static let sizeChoiceJoins: Set<String> = ["or", "to"]
    /// Words after which a size belongs to a phrase of its own (`from a large chicken`).
    static let beforeSizeInName: Set<String> = ["a", "an", "from", "of", "the", "one", "each"]

    /// Modifiers that count as a size only before a unit (`thick slice`, `generous handful`), not before a name
    /// (`whole milk`, `thin spaghetti`, `good olive oil`). How full a measure is (`scant`, `heaped`, `level`,
    /// `rounded`) names no food, so it is a size before the name too (`3 cups scant cherry tomatoes`).
    static let unitModifiers = ["generous", "good", "thin", "thick", "whole", "full", "healthy", "hefty", "fine"]
        .map(w)

    /// Units that may stand without a number (`pinch of salt`, `handful basil`).
    static let measureWithoutNumber: Set<String> = ["pinch", "dash", "handful", "splash", "sprig", "bunch", "knob"]
    /// Measures too small to buy for: a line of them stays as it reads (`塩 ひとつまみ` is as vague as 少々) and
    /// buys the smallest pack.
    static let pinches: Set<String> = ["pinch", "dash"]

    static let adverbs: WordSet = WordSet([
        "finely", "coarsely", "roughly", "thinly", "thickly", "freshly", "lightly", "firmly", "loosely", "well",
        "very", "slightly", "partially", "partly", "lightly", "evenly", "freshly", "gently", "just",
        "newly", "fully", "completely", "not", "tightly", "barely",
    ])

    static let preparations: WordSet = WordSet([
        "chopped", "minced", "sliced", "diced", "grated", "shredded", "sifted", "crushed", "cubed", "cooked",
        "peeled", "melted", "softened", "beaten", "toasted", "halved", "quartered", "seeded",
        "deseeded", "trimmed", "cored", "drained", "rinsed", "thawed", "uncooked", "julienned", "slivered",
        "blanched", "shelled", "deveined", "zested", "juiced", "hulled", "stemmed", "snipped", "torn", "packed",
        "crumbled", "squeezed", "scrubbed", "cleaned", "washed", "pureed", "puréed", "riced", "boiled",
        "steamed", "poached", "warmed", "chilled", "cut", "divided", "separated", "sieved", "skinned", "boned",
        "defrosted", "reserved", "removed", "dissolved", "scalded", "broken", "smashed", "bruised",
        "segmented", "chunked", "spiralized", "shaved", "cracked", "strained", "soaked", "dried off",
        "patted", "roughly", "coarsely", "finely", "thinly", "at room temperature", "room temperature",
        "lukewarm", "picked", "shucked", "unpeeled", "refrigerated", "purchased", "unsifted", "pulverized", "hard-boiled",
        "hard-cooked", "hard boiled", "hard cooked", "soft-boiled", "well-shaken", "well-drained", "well-trimmed",
        "coarse-ground", "fine-ground",
        // Handling of raw food before cooking, as written after a comma on recipe sites (`, de-seeded`) and so
        // a preparation before the name too.
        "de-seeded", "deboned", "de-boned", "pin-boned", "stoned", "husked", "whisked", "scraped", "jointed",
        "podded", "pricked", "filleted", "gutted", "chiffonaded", "spatchcocked", "butterflied", "scored",
        "pounded", "flattened", "destemmed", "de-stemmed", "de-veined", "undrained",
        // Herbs measured together (`1 tbsp combined chopped thyme and parsley`).
        "combined",
    ])

    /// Phrases that start a preparation segment without a past participle (`cut into cubes`, `in chunks`).
    static let preparationStarts: WordSet = WordSet(["cut", "in", "into", "thinly", "finely", "very", "left", "room", "at room", "torn",
                                    "broken", "preferably"])

    /// Phrases that end the name: everything from them on is a comment (`to taste`, `for serving`).
    static let trailingPhrases: WordSet = WordSet([
        "to taste", "or to taste", "as needed", "as required", "as desired", "to serve", "to garnish", "to cover",
        "to decorate", "to dust", "to finish", "to brush", "to grease", "to season", "plus more", "plus extra",
        "plus additional", "optional",
        "if desired", "if needed", "if using", "if you like", "divided", "or more", "or less", "at room temperature",
        "room temperature", "more or less", "or as needed", "such as", "preferably", "e.g", "about", "approximately",
        "weighing",
    ])

    static let toTastePhrases: WordSet = WordSet(["to taste", "as needed", "as required", "as desired", "as you like",
                                                  "to your taste"])
    static let optionalPhrases: WordSet = WordSet([
        "optional", "if desired", "if you like", "if using", "for garnish", "for garnishing", "to garnish",
        "for decoration", "to decorate", "for serving", "to serve", "if available",
    ])
}

/// Lowercase ASCII words and phrases grouped by their first two letters, so a scan tries only the few that
/// can match.
struct WordSet: Sendable {
    /// Slot `27 * first + second` (see `slot`; a word of one letter has second slot 26), longest first.
    /// A word matches only where the line's next letter falls in its second slot: its own second letter
    /// when it has one (compared lowercased), else a boundary, which is never a Latin letter.
    private let byPair: [[[Unicode.Scalar]]]
    let all: [[Unicode.Scalar]]

    init(_ words: [String]) {
        var table: [[[Unicode.Scalar]]] = Array(repeating: [], count: 27)
        let scalars = words.map { Array($0.unicodeScalars) }
        for word in scalars {
            table[Self.slot(word.first ?? " ")].append(word)
        }
        // Longest first, so `finely chopped` wins over `finely`.
        let byLetter = table.map { $0.sorted { $0.count > $1.count } }
        var pairs: [[[Unicode.Scalar]]] = Array(repeating: [], count: 27 * 27)
        for (first, words) in byLetter.enumerated() {
            for word in words {
                pairs[27 * first + (word.count >= 2 ? Self.slot(word[1]) : 26)].append(word)
            }
        }
        byPair = pairs
        all = scalars
    }

    private static func slot(_ s: Unicode.Scalar) -> Int {
        let v = ScalarClass.lowerASCII(s).value
        return v >= 0x61 && v <= 0x7A ? Int(v - 0x61) : 26
    }

    /// The word of the set at `i` of the line (a whole word, any case), if one is there.
    func match(_ line: ScannedLine, at i: Int) -> [Unicode.Scalar]? {
        let words = byPair[27 * Self.slot(line[i]) + Self.slot(line[i + 1])]
        for k in words.indices where line.hasWord(words[k], at: i) { return words[k] }
        return nil
    }

    func contains(_ word: [Unicode.Scalar]) -> Bool { all.contains(word) }
}
