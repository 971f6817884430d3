internal import Foundation
internal import KaimonoData

/// The canonical foods with their Japanese and English names, and fast name lookup.
///
/// Every name is indexed by its `TextNormalizer` key, together with generated variants (English plurals,
/// Japanese cut names without the final `肉`, `…マヨネーズ` as `…マヨ`), so `lookup(_:)` is a dictionary access and
/// `longestMatch(in:)` walks a trie from each start position of the normalized text.
public struct Lexicon: Sendable {
    /// The foods and their indexes, built once and shared by every copy: copying a lexicon (each line's
    /// parser holds one) costs one reference count rather than one per table.
    private let tables: Tables

    private final class Tables: Sendable {
        let foods: [Food]
        let indexByID: [String: Int]
        let indexByKey: [[UInt32]: Int]
        let trie: NameTrie
        let indexByLatinSound: [String: Int]
        let indexByKatakanaSound: [String: Int]
        /// The ids of the foods some food names as its parent.
        let parentIDs: Set<String>
        /// The trie nodes where a name written in hiragana and katakana together ends (`かにカマ`).
        let mixedScriptNodes: Set<Int32>
        /// The words that name no food, in `TextNormalizer` form, longest first.
        let notFoodWords: [String]
        /// The most normalized letters any name (or variant) has.
        let longestName: Int
        /// Every word of the English names, normalized (`olive`, `oil`): a word outside it is no food's.
        let englishWords: Set<String>
        /// The last words of the English names of two words or more, by the words before them (`olive` → `oil`,
        /// `paste` …), for `slipCorrected`.
        let lastWordsAfter: [String: [String]]

        init(foods: [Food], indexByID: [String: Int], index: Index, notFoodWords: [String]) {
            self.foods = foods
            self.notFoodWords = Array(Set(notFoodWords.map(TextNormalizer.normalize)))
                .sorted { ($0.unicodeScalars.count, $1) > ($1.unicodeScalars.count, $0) }
            self.indexByID = indexByID
            parentIDs = Set(foods.compactMap(\.parent))
            indexByKey = index.indexByKey
            longestName = index.indexByKey.keys.map(\.count).max() ?? 0
            trie = index.trie
            var nodes: Set<Int32> = []
            for key in index.mixedScriptKeys {
                var node = index.trie.root
                var reached = true
                for value in key {
                    guard let next = index.trie.child(node, value) else {
                        reached = false
                        break
                    }
                    node = next
                }
                if reached { nodes.insert(node) }
            }
            mixedScriptNodes = nodes
            indexByLatinSound = index.indexByLatinSound
            indexByKatakanaSound = index.indexByKatakanaSound
            var words: Set<String> = []
            var lasts: [String: [String]] = [:]
            for food in foods {
                for name in food.english {
                    let normalized = TextNormalizer.normalize(name)
                    let parts = normalized.split(separator: " ")
                    words.formUnion(parts.map(String.init))
                    guard parts.count >= 2, let last = parts.last, last.utf8.count >= Lexicon.slipLength else { continue }
                    let before = parts.dropLast().joined(separator: " ")
                    if lasts[before]?.contains(String(last)) != true { lasts[before, default: []].append(String(last)) }
                }
            }
            englishWords = words
            lastWordsAfter = lasts
        }
    }

    /// The name indexes `buildIndex` makes.
    private struct Index {
        /// Normalized name (as scalar values) → index in `foods`.
        var indexByKey: [[UInt32]: Int] = [:]
        var trie = NameTrie(entries: [])
        /// Loanword key (see ``LoanwordKey``) of an English name → index in `foods`, or -1 when foods share the key.
        var indexByLatinSound: [String: Int] = [:]
        /// The same for katakana names: a Latin name is compared only with these, a katakana name only with the
        /// English ones (`pound` must not sound like `pernod`).
        var indexByKatakanaSound: [String: Int] = [:]
        /// The keys of names written in hiragana and katakana together (`かにカマ`), and of their variants.
        var mixedScriptKeys: Set<[UInt32]> = []
    }

    /// All foods, in file order.
    public var foods: [Food] { tables.foods }
    private var indexByID: [String: Int] { tables.indexByID }
    private var indexByKey: [[UInt32]: Int] { tables.indexByKey }
    private var trie: NameTrie { tables.trie }
    private var mixedScriptNodes: Set<Int32> { tables.mixedScriptNodes }

    /// The most letters a food's name has once normalized: a longer text is no food's whole name.
    public var longestName: Int { tables.longestName }

    /// The words that hold a food's name but name no food (`ゆっくり`, `お好み`: see ``init(foods:notFoodWords:source:)``),
    /// in `TextNormalizer` form, longest first: a reader of a name's words takes them out as naming nothing.
    public var notFoodWords: [String] { tables.notFoodWords }
    private var indexByLatinSound: [String: Int] { tables.indexByLatinSound }
    private var indexByKatakanaSound: [String: Int] { tables.indexByKatakanaSound }

    private static let bundledResult: Result<Lexicon, LexiconError> = {
        let url = BundledData.file("lexicon/foods.tsv")
        let wordsURL = BundledData.file("lexicon/not-food-words.tsv")
        var texts: [String] = []
        for file in [url, wordsURL] {
            do {
                texts.append(try String(contentsOf: file, encoding: .utf8))
            } catch {
                return .failure(LexiconError(
                    source: file.path, message: "cannot read the bundled lexicon (\(error)); set KAIMONO_DATA to a data folder"))
            }
        }
        let text = texts[0]
        let wordsText = texts[1]
        do throws(LexiconError) {
            let words = try notFoodWords(tsv: wordsText, source: wordsURL.path).map(\.word)
            return .success(try Lexicon(tsv: text, notFoodWords: words, source: url.path))
        } catch {
            return .failure(error)
        }
    }()

    /// The lexicon shipped with Kaimono (`data/lexicon/foods.tsv`, with the words of `not-food-words.tsv`), loaded
    /// once per process.
    public static func bundled() throws(LexiconError) -> Lexicon {
        switch bundledResult {
        case .success(let lexicon): return lexicon
        case .failure(let error): throw error
        }
    }

    /// Builds a lexicon from foods; ids must be unique and parents must exist.
    ///
    /// `notFoodWords` are words that hold a food's name but name no food (`ゆっくり` holds くり, chestnuts):
    /// `longestMatch(in:)` finds no name that overlaps one of them without holding it all (a word is not looked for
    /// where the text writes it in katakana). None may be a food's name.
    public init(foods: [Food], notFoodWords: [String] = [], source: String = "foods") throws(LexiconError) {
        tables = try Self.tables(foods: foods, notFoodWords: notFoodWords, source: source)
    }

    /// The tables of `foods`, checked: unique ids, known parents, no parent loop, no word that names no food
    /// spelled as a food's name.
    private static func tables(foods: [Food], notFoodWords: [String], source: String) throws(LexiconError) -> Tables {
        var indexByID: [String: Int] = [:]
        for (index, food) in foods.enumerated() {
            if indexByID[food.id] != nil {
                throw LexiconError(source: source, message: "duplicate food id \"\(food.id)\"")
            }
            indexByID[food.id] = index
        }
        for food in foods {
            if let parent = food.parent, indexByID[parent] == nil {
                throw LexiconError(source: source, message: "food \"\(food.id)\" has unknown parent \"\(parent)\"")
            }
        }
        if let cycle = firstParentCycle(foods, indexByID) {
            throw LexiconError(source: source, message: "parent chain of \"\(cycle)\" loops back to itself")
        }
        var index = buildIndex(foods)
        if !notFoodWords.isEmpty {
            var entries = index.indexByKey.map { (key: $0.key, food: $0.value) }
            var seen: Set<[UInt32]> = []
            for word in notFoodWords {
                let key = NormalizedText(word).elements.map(\.value)
                if key.isEmpty {
                    throw LexiconError(source: source, message: "a word that names no food is empty or blank")
                }
                if let food = index.indexByKey[key] {
                    throw LexiconError(
                        source: source,
                        message: "\"\(word)\", listed among the words that name no food (not-food-words.tsv), is a name of \"\(foods[food].id)\"; remove it from one of the two files")
                }
                if seen.insert(key).inserted {
                    entries.append((key: key, food: NameTrie.wordMark))
                }
            }
            index.trie = NameTrie(entries: entries)
        }
        return Tables(foods: foods, indexByID: indexByID, index: index, notFoodWords: notFoodWords)
    }

    /// The food with this id.
    public func food(id: String) -> Food? {
        indexByID[id].map { foods[$0] }
    }

    /// The food named exactly `name` after normalization, trying plural, honorific and variant folding.
    ///
    /// `Tomatoes` → tomato, `お米` → rice (but `おから` stays okara), `ﾀﾏﾈｷﾞ` → onion.
    public func lookup(_ name: String) -> Food? {
        let key = NormalizedText(name).elements.map(\.value)
        guard !key.isEmpty else { return nil }
        if let index = indexByKey[key] {
            return foods[index]
        }
        // A singular keeps all but the last three letters at most (`berries` → `berry`, `leaves` → `leaf`): when no
        // name begins with those (`chopped chives`: none begins `chopped chi`), none of the singulars is a name, and
        // they are not made. (Names and their variants are all in the trie.)
        var stemNamed = true
        var node = trie.root
        for value in key.dropLast(3) {
            guard let next = trie.child(node, value) else {
                stemNamed = false
                break
            }
            node = next
        }
        for candidate in stemNamed ? EnglishInflection.singulars(of: key) : [] {
            if let index = indexByKey[candidate] {
                return foods[index]
            }
        }
        if key.count >= 2, key[0] == 0x304A || key[0] == 0x3054 {
            if let index = indexByKey[Array(key.dropFirst())] {
                return foods[index]
            }
        }
        return nil
    }

    /// The food whose name (or generated variant) is exactly this `TextNormalizer` key, without folding
    /// plurals or honorifics: a cheap test of whether a normalized name is a food's whole name.
    public func food(normalizedKey key: String) -> Food? {
        indexByKey[key.unicodeScalars.map(\.value)].map { foods[$0] }
    }

    /// The longest known food name inside `text`, at word boundaries for Latin script.
    ///
    /// `にんにくのみじん切り` → garlic, `鶏モモ肉` → chicken thigh, `boneless skinless chicken breasts` →
    /// chicken breast. A name outside brackets wins over one inside (`鯛（刺身用）` → sea bream); of two equally
    /// long names the earlier wins, except that in Japanese a later food wins over a pantry seasoning
    /// (`塩鮭` → salmon, `淡水魚` → fish). A katakana name of one or two letters must
    /// not start or end inside a longer katakana word (`ラム` is not found in `クラム`, nor `クリ` in `クリーム`).
    /// In English a name inside a hyphenated word that another word follows is a modifier (`gluten-free
    /// oats` → oats, `whole-milk ricotta` → ricotta) and loses to any name that is not one.
    public func longestMatch(in text: String) -> FoodMatch? {
        // The trie is lent from the shared tables for the walk: no copy, no reference counting per step.
        longestMatch(in: text, trie: tables.trie)
    }

    private func longestMatch(in text: String, trie: NameTrie) -> FoodMatch? {
        let normalized = NormalizedText(text)
        let elements = normalized.elements
        let count = elements.count
        let english = !elements.contains { ScalarFolding.isKana($0.value) || (0x3400...0x9FFF).contains($0.value) }
        let headZone = english ? Self.englishHeadZone(elements, text) : count
        let hyphenated = english && text.utf8.contains(0x2D)
        let purpose = english ? nil : Self.purposeMark(elements)
        let trailingPurpose = english ? nil : Self.trailingPurposeMark(elements)
        // (Looked for only when two names compete across one: most names have no mark and most lines one name.)
        var brandMarkRead = false
        var brandMarkOffset: Int?
        func brandMark() -> Int? {
            if !brandMarkRead {
                brandMarkRead = true
                brandMarkOffset = Self.lastBrandMark(text)
            }
            return brandMarkOffset
        }
        var best: (start: Int, end: Int, food: Int, modifier: Bool)?
        // Words that hold a food's name but name none (`ゆっくり`, `お好み`), where the first walk met them: a name that
        // overlaps one without holding it all is no name (`ゆっくり` holds no chestnut, `お好みの` no ミノ), so a second walk
        // passes such names over. Most texts meet no such word and are walked once.
        // (In the order they start: the walk goes from each start in turn.)
        var words: [(start: Int, end: Int)] = []
        var longestWord = 0
        var secondWalk = false
        repeat {
            best = nil
            var start = 0
            while start < count {
                defer { start += 1 }
                let first = elements[start].value
                let latinStart = ScalarFolding.isWordLatin(first)
                if first == 0x20 || (latinStart && start > 0 && ScalarFolding.isWordLatin(elements[start - 1].value)) {
                    continue
                }
                var node = trie.root
                var position = start
                while position < count, let next = trie.child(node, elements[position].value) {
                    node = next
                    position += 1
                    let food = trie.entry(at: node)
                    if food == -1 { continue }
                    // An English name runs not into an aside nor out of it (`vegetable oil (for frying)` names no oil for
                    // frying: the aside says what the oil is for). A Japanese aside may finish the name (`洋からし（粉）`).
                    if english, elements[position - 1].bracketed != elements[start].bracketed { continue }
                    // Nor into the first word of an aside that goes on in hiragana: a clause or phrase about the food
                    // (`レモン（皮をむく）` peels the lemon, `鶏（皮なし）` is skinless), not the end of its name.
                    if !english, !elements[start].bracketed, elements[position - 1].bracketed, position < count,
                        elements[position].bracketed, !elements[position].katakana,
                        (0x3041...0x3096).contains(elements[position].value)
                    {
                        continue
                    }
                    let length = position - start
                    if latinStart {
                        if position < count, ScalarFolding.isWordLatin(elements[position - 1].value),
                            ScalarFolding.isWordLatin(elements[position].value)
                        {
                            continue
                        }
                    } else if length <= 2, elements[start].katakana, elements[position - 1].katakana,
                        (start > 0 && elements[start - 1].katakana && !elements[start].separated)
                            || (position < count && !elements[position].separated
                                && ScalarFolding.continuesKatakanaWord(elements[position].value))
                    {
                        continue
                    }
                    // A short kana name is written in one script: one found across hiragana and katakana (`たら` in
                    // `ゆでたラム`, `しいら` in `おいしいラード`) is none, unless the food's name is so written. (Longer
                    // names may be: `さつまイモ`, `たまネギ`.)
                    if !english, position - start <= 3, Self.mixesKana(elements, from: start, to: position),
                        !mixedScriptNodes.contains(node)
                    {
                        continue
                    }
                    if food == NameTrie.wordMark {
                        // (Everyday words are written in hiragana and kanji: a katakana run folded to the same
                        // letters is a loanword or a name, `セイヨウニシン` holds no `ように`.)
                        if !secondWalk, !elements[start..<position].contains(where: \.katakana) {
                            words.append((start, position))
                            longestWord = max(longestWord, position - start)
                        }
                        continue
                    }
                    if secondWalk, Self.cutsAWord(from: start, to: position, words: words, longest: longestWord) { continue }
                    let modifier = hyphenated
                        && Self.inHyphenatedModifier(text, Int(elements[start].start), Int(elements[position - 1].end))
                    if let current = best {
                        let outside = !elements[start].bracketed
                        let currentOutside = !elements[current.start].bracketed
                        if outside != currentOutside {
                            // A name outside brackets beats one inside them.
                            if !outside { continue }
                        } else if modifier != current.modifier {
                            // A name that is not part of a hyphenated modifier beats one that is.
                            if modifier { continue }
                        } else if english, let brandMark = brandMark(),
                            (Int(elements[position - 1].end) <= brandMark) != (Int(elements[current.end - 1].end) <= brandMark),
                            Self.oneListItem(
                                text, from: Int(elements[min(current.start, start)].start),
                                to: Int(elements[max(current.end, position) - 1].end))
                        {
                            // A name wholly before a brand's mark is the brand's (`Chocolate Chex® cereal`, `Honey Maid®
                            // graham crackers`): a food named after the mark in the same item wins whatever the lengths.
                            if Int(elements[position - 1].end) <= brandMark { continue }
                        } else if english {
                            // English puts what a phrase names before any `in`/`with`/`for` part, and its head
                            // last: prefer names starting before such a word; of two overlapping names the one
                            // ending later (`fruity green olive oil` → olive oil), else the longer, else the
                            // earlier (`capers in vinegar` → capers, `mascarpone cheese` → mascarpone).
                            let inZone = start < headZone
                            let currentInZone = current.start < headZone
                            let currentLength = current.end - current.start
                            if inZone != currentInZone {
                                if !inZone { continue }
                            } else if start < current.end && current.start < position {
                                if position < current.end || (position == current.end && length <= currentLength) {
                                    continue
                                }
                            } else if inZone, start >= current.end,
                                Self.isHeadNamedAfter(foods[food], foods[current.food]),
                                Self.oneBarePhrase(elements, text, from: current.end, to: start),
                                Self.endsPhrase(elements, text, at: position, headZone: headZone),
                                // (An ice cream offered instead, `whipped cream topping or ice cream`, is no flavour's.)
                                !(Self.isFrozenDessert(foods[food]) && Self.holdsOr(elements, text, from: current.end, to: start))
                            {
                                // A sauce named last after the food it is made of is the head (`chicken gravy`,
                                // `mushroom gravy`): it wins whatever the lengths.
                            } else if length <= currentLength {
                                continue
                            }
                        } else if start == current.end, !foods[food].pantry,
                            Self.isHeadNamedAfter(foods[food], foods[current.food])
                        {
                            // A Japanese compound ends in its head: a sauce, syrup, bread or drink written right
                            // after the food it is made of or named after is what is bought, whatever the lengths
                            // (`きのこソース`), as in English (`mushroom gravy`). Not a staple of the pantry (salt,
                            // soy sauce), which follows a food as a seasoning of it (`鶏塩`).
                        } else if (purpose != nil || trailingPurpose != nil),
                            (position == purpose || position == trailingPurpose)
                                != (current.end == purpose || current.end == trailingPurpose)
                        {
                            // A name right before a `…用` says what the food is for, and loses to any other (`牛ももすき焼き用`
                            // → beef round, `牛ロースしゃぶしゃぶ用肉` → beef loin, not the dish the meat is sliced for).
                            if position == purpose || position == trailingPurpose { continue }
                        } else if let purpose, (position <= purpose) != (current.end <= purpose),
                            !Self.onlyRepeatsCategory(
                                after: foods[position > purpose ? food : current.food],
                                before: foods[position > purpose ? current.food : food])
                        {
                            // What a `…用` says the food is for loses to the food after it, whatever their lengths
                            // (`天ぷら用えび` → prawns, `生姜焼き用豚肉` → pork); not to the word for the category of a
                            // food named before it (`牛ロースしゃぶしゃぶ用肉` is beef loin, `肉` only says it is meat).
                            if position <= purpose { continue }
                        } else {
                            // Longer beats shorter; of equal ones the earlier wins, except that a later food
                            // beats a pantry seasoning (`塩鮭` → salmon).
                            let currentLength = current.end - current.start
                            if length < currentLength {
                                continue
                            }
                            if length == currentLength && (!foods[current.food].pantry || foods[food].pantry) {
                                continue
                            }
                        }
                    }
                    best = (start, position, food, modifier)
                }
            }
            if words.isEmpty || secondWalk { break }
            secondWalk = true
        } while true
        guard let best else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: Int(elements[best.start].start))
        let upper = utf8.index(utf8.startIndex, offsetBy: Int(elements[best.end - 1].end))
        let range = lower..<upper
        return FoodMatch(food: foods[best.food], range: range, matchedText: String(text[range]))
    }

    /// Whether the name at `from..<to` overlaps one of `words` (in the order they start, none longer than `longest`)
    /// without holding it all. Only the words that can reach it are looked at: a text full of such words costs no more
    /// than one holding a few.
    static func cutsAWord(from: Int, to: Int, words: [(start: Int, end: Int)], longest: Int) -> Bool {
        // The first word starting after `from - longest`: any earlier one ends at or before `from`.
        var lower = 0
        var upper = words.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if words[middle].start <= from - longest { lower = middle + 1 } else { upper = middle }
        }
        var index = lower
        while index < words.count, words[index].start < to {
            let word = words[index]
            if from < word.end && !(from <= word.start && word.end <= to) { return true }
            index += 1
        }
        return false
    }

    /// Whether the kana of `elements[from..<to]` are written partly in hiragana and partly in katakana.
    static func mixesKana(_ elements: [NormalizedText.Element], from: Int, to: Int) -> Bool {
        var hiragana = false
        var katakana = false
        for element in elements[from..<to] where (0x3041...0x3096).contains(element.value) {
            if element.katakana { katakana = true } else { hiragana = true }
            if hiragana && katakana { return true }
        }
        return false
    }

    /// Whether the bytes of `text` from `from` to `to` hold no comma or semicolon: one item of a list.
    static func oneListItem(_ text: String, from: Int, to: Int) -> Bool {
        let bytes = text.utf8
        guard from < to, to <= bytes.count else { return false }
        let lower = bytes.index(bytes.startIndex, offsetBy: from)
        let upper = bytes.index(bytes.startIndex, offsetBy: to)
        return !bytes[lower..<upper].contains { $0 == 0x2C || $0 == 0x3B }
    }

    /// The byte offset of the last ® or ™ of `text` (C2 AE, E2 84 A2), if any.
    public static func lastBrandMark(_ text: String) -> Int? {
        var mark: Int?
        var offset = 0
        var previous: (UInt8, UInt8) = (0, 0)
        for b in text.utf8 {
            if (b == 0xAE && previous.1 == 0xC2) || (b == 0xA2 && previous.1 == 0x84 && previous.0 == 0xE2) { mark = offset }
            previous = (previous.1, b)
            offset += 1
        }
        return mark
    }

    /// Whether `later`, named after `earlier` in one phrase, is the phrase's head whatever the lengths: a sauce or
    /// seasoning made of `earlier`, a meat or mushrooms (gravy of chicken, of
    /// mushrooms), a sweet spread made of a fruit (`peach preserves`, `fig jam`), or a yogurt named after a fruit,
    /// a nut or its milk (`coconut yogurt`, `whole milk yogurt`), a syrup named after a nut, herb or spice (`hazelnut
    /// syrup`), bread, crackers or cookies named after what they hold. Not a sauce of vegetables or
    /// seafood: `tomato and basil sauce` is a tomato sauce, `sun-dried tomato pesto` no pesto of basil.
    /// Or a pasta or dumpling named after its filling (`portobello mushroom ravioli`, `spinach pierogi`, `beef
    /// tortellini`): the filling is inside what is bought. Or an ice cream or sorbet (see `isFrozenDessert`).
    static func isHeadNamedAfter(_ later: Food, _ earlier: Food) -> Bool {
        (later.category == "seasoning" && sauceSources.contains(earlier.category))
            || (later.category == "sweetener" && syrupFlavours.contains(earlier.category))
            || ((later.id == yogurt || later.parent == yogurt) && flavourSources.contains(earlier.category))
            || isFilled(later) || isFrozenDessert(later)
            || (isFlavouredDrink(later) && drinkFlavours.contains(earlier.category))
            || (namedAfterWhatTheyHold.contains(later.id) && breadFlavours.contains(earlier.category))
    }
    /// What a sweetener is flavoured with and named after (`fig jam`, `hazelnut syrup`, `ginger syrup`).
    private static let syrupFlavours: Set<String> = ["fruit", "nut", "herb", "spice"]
    /// Bread, crackers and cookies named as such: a food before them names their kind (`banana bread`, `cheddar
    /// crackers`, `chocolate chip cookies`), never the thing bought.
    public static let namedAfterWhatTheyHold: Set<String> = [bread, "crackers", "biscuit"]
    /// Bread named as such: a food before it names its kind (`banana bread`, `zucchini bread`); a bun or a roll is
    /// bought whatever it is topped or made with (`sesame seed hamburger buns`, `potato rolls`).
    public static let bread = "bread"
    /// What bread named as such is named after and made with (`banana bread`, `buttermilk bread`, `potato bread`): a
    /// fruit, a vegetable, a dairy food, a nut, a herb, a spice or a baking food (`chocolate chip cookies`). The bread
    /// is what is bought. (Not rolls or buns, whose
    /// names run into longer ones: `vegetable egg rolls` are spring rolls.)
    private static let breadFlavours: Set<String> = ["fruit", "vegetable", "dairy", "nut", "herb", "spice", "baking"]

    /// Whether `food` is a drink named after its flavour (`grapefruit soda`, `cherry cola`, `peach schnapps`, `ginger
    /// tea`): a soft drink, tea, coffee, wine, beer or spirit. Not water or juice, whose fruit is what the line
    /// names (`juice of 2 limes`, `pineapple juice` is the fruit's juice), nor a cocktail (`shrimp cocktail`).
    public static func isFlavouredDrink(_ food: Food) -> Bool {
        guard food.category == "beverage" || food.category == "alcohol", !notFlavouredDrinks.contains(food.id)
        else { return false }
        return food.parent.map { !notFlavouredDrinks.contains($0) } ?? true
    }
    private static let notFlavouredDrinks: Set<String> = ["water", "juice", "cocktail"]
    /// What a drink is flavoured with and named after: a fruit, a nut, a herb or a spice.
    private static let drinkFlavours: Set<String> = ["fruit", "nut", "herb", "spice"]
    /// Whether `food` is an ice cream or sorbet: named after its flavour (`pistachio ice cream`, `chocolate ice
    /// cream`, `mango sorbet`), whatever the flavour is, the dessert is what is bought.
    public static func isFrozenDessert(_ food: Food) -> Bool {
        // (Compared, not hashed: this runs for every English line's food.)
        isFrozenDessertId(food.id) || food.parent.map(isFrozenDessertId) == true
    }
    private static func isFrozenDessertId(_ id: String) -> Bool { id == "ice-cream" || id == "sorbet" }
    /// Whether `food` is made with a filling named before it (ravioli and its kinds, dumplings, wontons), or is a
    /// filling made of what is named before it (`sausage and apple stuffing`, `wild rice stuffing`: the stuffing).
    public static func isFilled(_ food: Food) -> Bool {
        filled.contains(food.id) || food.parent.map(filled.contains) == true
    }
    private static let filled: Set<String> = ["ravioli", "dumplings", "wonton", "stuffing"]
    private static let yogurt = "yogurt"
    /// What a yogurt is named after (`coconut yogurt`, `strawberry yogurt`) or made of (`whole milk yogurt`): no
    /// fruit, nut or milk to buy.
    private static let flavourSources: Set<String> = ["fruit", "nut", "dairy"]
    private static let sauceSources: Set<String> = ["meat", "poultry", "mushroom"]

    /// Whether the original text between two names (elements `from` and `to`) is only letters and spaces: one
    /// phrase, no list (`chicken, gravy`) or aside.
    static func oneBarePhrase(_ elements: [NormalizedText.Element], _ text: String, from: Int, to: Int) -> Bool {
        guard from > 0, from <= to, to < elements.count else { return false }
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: Int(elements[from - 1].end))
        let upper = bytes.index(bytes.startIndex, offsetBy: Int(elements[to].start))
        return bytes[lower..<upper].allSatisfy { $0 == 0x20 || (0x61...0x7A).contains($0 | 0x20) }
    }

    /// Whether the original text between two names (elements `from` and `to`) holds the word `or`.
    static func holdsOr(_ elements: [NormalizedText.Element], _ text: String, from: Int, to: Int) -> Bool {
        guard from > 0, from <= to, to < elements.count else { return false }
        let bytes = Array(text.utf8)
        let lower = Int(elements[from - 1].end)
        let upper = Int(elements[to].start)
        guard lower + 2 <= upper else { return false }
        for k in lower..<(upper - 1) where bytes[k] | 0x20 == 0x6F && bytes[k + 1] | 0x20 == 0x72 {
            let before = k == 0 || bytes[k - 1] == 0x20
            let after = k + 2 >= bytes.count || bytes[k + 2] == 0x20
            if before && after { return true }
        }
        return false
    }

    /// Whether a name ending at element `position` ends its phrase: the text ends, or a word of the tail (`in`,
    /// `with`, `for` …), a number or a mark that is no letter (`,`, `(`) follows.
    static func endsPhrase(_ elements: [NormalizedText.Element], _ text: String, at position: Int, headZone: Int)
        -> Bool
    {
        guard position > 0, position < elements.count, position < headZone else { return true }
        let bytes = text.utf8
        var k = bytes.index(bytes.startIndex, offsetBy: Int(elements[position - 1].end))
        while k < bytes.endIndex, bytes[k] == 0x20 { k = bytes.index(after: k) }
        guard k < bytes.endIndex else { return true }
        return !(0x61...0x7A).contains(bytes[k] | 0x20)
    }

    /// The element index of the last `用` outside brackets that says what the food after it is for
    /// (`天ぷら用えび`, `パスタ用ソース`), when a name can follow it; nil otherwise. Not a `用` of a word that means
    /// use itself (`使用`, `代用`, `利用`, `用意`, `用途`).
    static func purposeMark(_ elements: [NormalizedText.Element]) -> Int? {
        var mark: Int?
        for k in elements.indices.dropLast() where elements[k].value == 0x7528 && !elements[k].bracketed {
            if k > 0, notPurposeBefore.contains(elements[k - 1].value) { continue }
            if notPurposeAfter.contains(elements[k + 1].value) { continue }
            if elements[k + 1].bracketed || elements[k + 1].value == 0x20 { continue }
            mark = k
        }
        return mark
    }

    /// Whether `after` is only the word for the category `before` is of (`肉` after `牛ロース`, `魚` after a fish).
    static func onlyRepeatsCategory(after: Food, before: Food) -> Bool {
        after.id == after.category && after.parent == nil && before.category == after.category && before.id != after.id
    }

    /// The position of a `用` that closes the text outside brackets (`牛ももすき焼き用`, `豚ロースしゃぶしゃぶ用 200g`): what
    /// the name before it is for; `nil` when none does.
    static func trailingPurposeMark(_ elements: [NormalizedText.Element]) -> Int? {
        var end = elements.count
        while end > 0, elements[end - 1].value == 0x20 || elements[end - 1].bracketed { end -= 1 }
        let k = end - 1
        guard k > 0, elements[k].value == 0x7528, !notPurposeBefore.contains(elements[k - 1].value) else { return nil }
        return k
    }

    /// Kanji before `用` in words for using (`使用`, `代用`, `利用`, `併用`, `応用`, `作用`, `費用`, `無用`, `有用`,
    /// `信用`, `採用`, `適用`, `活用`, `兼用`, `常用`).
    private static let notPurposeBefore: Set<UInt32> = Set("使代利併応作費無有信採適活兼常".unicodeScalars.map(\.value))
    /// Kanji after `用` in such words (`用意`, `用途`, `用量`).
    private static let notPurposeAfter: Set<UInt32> = Set("意途量".unicodeScalars.map(\.value))

    /// Whether the name at UTF-8 offsets `start..<end` of `text` ends in a hyphenated word (a hyphen joins
    /// its last word to a letter before or after) and another word follows that word: `gluten-free oats`,
    /// `whole-milk ricotta`, `chicken-apple sausage`, but not `1 cup half-and-half` or `extra-virgin olive
    /// oil spray` (its last word stands alone).
    static func inHyphenatedModifier(_ text: String, _ start: Int, _ end: Int) -> Bool {
        let bytes = text.utf8
        func byte(_ offset: Int) -> UInt8? {
            offset >= 0 && offset < bytes.count ? bytes[bytes.index(bytes.startIndex, offsetBy: offset)] : nil
        }
        func isLetter(_ value: UInt8?) -> Bool {
            guard let value else { return false }
            return (0x61...0x7A).contains(value | 0x20) || value >= 0x80
        }
        // The name's last word, joined by a hyphen to a letter before or after it.
        var wordStart = end
        while wordStart > start, isLetter(byte(wordStart - 1)) {
            wordStart -= 1
        }
        let before = byte(wordStart - 1) == 0x2D && isLetter(byte(wordStart - 2))
        let after = byte(end) == 0x2D && isLetter(byte(end + 1))
        guard before || after else { return false }
        // The end of the hyphenated word, then a space and another word.
        var offset = end
        while let value = byte(offset), isLetter(value) || value == 0x2D {
            offset += 1
        }
        guard byte(offset) == 0x20 else { return false }
        while byte(offset) == 0x20 {
            offset += 1
        }
        return isLetter(byte(offset))
    }

    /// Where the head of an English noun phrase can end: the first `in`, `with`, `from`, `for` or `to`
    /// after the first word (what follows names something else: `capers in vinegar`). Not a word a hyphen joins
    /// to the word before it: `bone-in chicken breast` is chicken breast.
    private static func englishHeadZone(_ elements: [NormalizedText.Element], _ text: String) -> Int {
        var index = 0
        var wordIndex = 0
        while index < elements.count {
            guard ScalarFolding.isWordLatin(elements[index].value) else {
                index += 1
                continue
            }
            var end = index
            while end < elements.count, ScalarFolding.isWordLatin(elements[end].value) {
                end += 1
            }
            if wordIndex > 0, end - index <= 4, isStopWord(elements, index, end),
                !hyphenBefore(text, Int(elements[index].start))
            {
                return index
            }
            wordIndex += 1
            index = end
        }
        return elements.count
    }

    /// Whether a hyphen stands right before UTF-8 offset `offset` of `text`.
    private static func hyphenBefore(_ text: String, _ offset: Int) -> Bool {
        guard offset > 0, offset <= text.utf8.count else { return false }
        return text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: offset - 1)] == 0x2D
    }

    /// `in`, `with`, `from`, `for` or `to`, compared without allocating.
    private static func isStopWord(_ elements: [NormalizedText.Element], _ start: Int, _ end: Int) -> Bool {
        func at(_ offset: Int) -> UInt32 { elements[start + offset].value }
        switch end - start {
        case 2:
            return (at(0) == 0x69 && at(1) == 0x6E) || (at(0) == 0x74 && at(1) == 0x6F)
        case 3:
            return at(0) == 0x66 && at(1) == 0x6F && at(2) == 0x72
        case 4:
            return (at(0) == 0x77 && at(1) == 0x69 && at(2) == 0x74 && at(3) == 0x68)
                || (at(0) == 0x66 && at(1) == 0x72 && at(2) == 0x6F && at(3) == 0x6D)
        default:
            return false
        }
    }

    /// Whether some food is a kind of the food with `id` (names it as its parent): when not, no food has it
    /// among its ancestors.
    public func hasKinds(_ id: String) -> Bool {
        tables.parentIDs.contains(id)
    }

    /// The parent chain of the food with `id`, nearest first (`pork-belly` → [pork]); empty when unknown.
    public func ancestors(of id: String) -> [Food] {
        var result: [Food] = []
        var current = food(id: id)
        var seen: Set<String> = [id]
        while let parentID = current?.parent, !seen.contains(parentID), let parent = food(id: parentID) {
            result.append(parent)
            seen.insert(parentID)
            current = parent
        }
        return result
    }

    private static func firstParentCycle(_ foods: [Food], _ indexByID: [String: Int]) -> String? {
        for food in foods {
            var seen: Set<String> = [food.id]
            var current = food
            while let parentID = current.parent, let index = indexByID[parentID] {
                if seen.contains(parentID) {
                    return food.id
                }
                seen.insert(parentID)
                current = foods[index]
            }
        }
        return nil
    }

    private static func buildIndex(_ foods: [Food]) -> Index {
        var built = Index()
        func key(_ name: String) -> [UInt32] {
            NormalizedText(name).elements.map(\.value)
        }
        // Written names first, so a generated variant never hides a name some food really has.
        let keys = foods.map { food in (english: food.english.map(key), japanese: food.japanese.map(key)) }
        for food in foods {
            for name in food.japanese {
                let elements = NormalizedText(name).elements
                if mixesKana(elements, from: 0, to: elements.count) { built.mixedScriptKeys.insert(elements.map(\.value)) }
            }
        }
        built.indexByKey.reserveCapacity(keys.reduce(0) { $0 + 3 * $1.english.count + 2 * $1.japanese.count })
        for (index, names) in keys.enumerated() {
            for key in names.english + names.japanese where !key.isEmpty && built.indexByKey[key] == nil {
                built.indexByKey[key] = index
            }
        }
        let meat: UInt32 = 0x8089
        // Shops and cooks shorten マヨネーズ to マヨ inside a name (`からしマヨ`, `ガーリックマヨ`).
        let mayonnaise = key("マヨネーズ")
        let mayo = key("マヨ")
        for (index, names) in keys.enumerated() {
            var variants: [[UInt32]] = []
            for key in names.english {
                variants += EnglishInflection.plurals(of: key)
                if let singular = EnglishInflection.singular(of: key) {
                    variants.append(singular)
                }
            }
            // (Not for a cut of meat in general, `切り落とし肉`, `薄切り肉`: without `肉` the name is a cut of any food, and
            // would name `まぐろの切り落とし` or `ぶり切り落とし` a meat.)
            let cutOfAnyMeat = foods[index].parent == "meat"
            for key in names.japanese where key.count >= 3 && key.last == meat && !cutOfAnyMeat {
                variants.append(Array(key.dropLast()))
                if built.mixedScriptKeys.contains(key) { built.mixedScriptKeys.insert(Array(key.dropLast())) }
            }
            for key in names.japanese where key.count > mayonnaise.count && key.suffix(mayonnaise.count).elementsEqual(mayonnaise) {
                let shortened = Array(key.dropLast(mayonnaise.count)) + mayo
                variants.append(shortened)
                if built.mixedScriptKeys.contains(key) { built.mixedScriptKeys.insert(shortened) }
            }
            for key in variants where built.indexByKey[key] == nil {
                built.indexByKey[key] = index
            }
        }
        built.trie = NameTrie(entries: built.indexByKey.map { (key: $0.key, food: $0.value) })
        for (index, food) in foods.enumerated() {
            for sound in Set(food.english.flatMap { LoanwordKey.keys(latin: $0) }) {
                if let other = built.indexByLatinSound[sound], other != index { built.indexByLatinSound[sound] = -1 } else { built.indexByLatinSound[sound] = index }
            }
            for sound in Set(food.japanese.compactMap { LoanwordKey.key(katakana: $0) }) {
                if let other = built.indexByKatakanaSound[sound], other != index {
                    built.indexByKatakanaSound[sound] = -1
                } else {
                    built.indexByKatakanaSound[sound] = index
                }
            }
        }
        return built
    }

    /// The food an English name means when a word right after the food `match` found is a one-letter slip of the last
    /// word of a longer name (`olive oill`, `olive oli`: olive oil, not the olives found): the word is no word of any
    /// English name, the two are one space apart, and the word is the name's last word with one letter added, dropped
    /// or two letters swapped (not changed: `beef rub` is no beef rib), and not by an ending (`lemon, juiced`,
    /// `chicken breasts`). The match returned runs over the slip. Nil when there is no such word.
    public func slipCorrected(_ match: FoodMatch, in text: String) -> FoodMatch? {
        let after = text[match.range.upperBound...].utf8
        guard after.first == 0x20 else { return nil }
        let word = after.dropFirst().prefix { (0x61...0x7A).contains($0 | 0x20) }
        // (The word ends the text or meets a space or punctuation: not a digit, a hyphen or another script.)
        guard word.count >= Self.slipLength,
            word.endIndex == after.endIndex
                || !((0x30...0x39).contains(after[word.endIndex]) || after[word.endIndex] >= 0x80 || after[word.endIndex] == 0x2D)
        else { return nil }
        let typed = String(decoding: word, as: UTF8.self).lowercased()
        guard !tables.englishWords.contains(typed) else { return nil }
        let before = TextNormalizer.normalize(match.matchedText)
        guard let lasts = tables.lastWordsAfter[before] else { return nil }
        for last in lasts where Self.isSlip(typed, of: last) {
            if let food = lookup(before + " " + last), food.id != match.food.id {
                let range = match.range.lowerBound..<word.endIndex
                return FoodMatch(food: food, range: range, matchedText: String(text[range]))
            }
        }
        return nil
    }

    /// The fewest letters a word must have to be read as a slip of another (`oli`).
    static let slipLength = 3

    /// Whether `typed` is `word` with one letter added or dropped, or two neighbouring letters swapped; not with an
    /// ending added or dropped (`s`, `d`), which makes another word of it.
    static func isSlip(_ typed: String, of word: String) -> Bool {
        let a = Array(typed.utf8), b = Array(word.utf8)
        if a.count == b.count {
            guard let first = a.indices.first(where: { a[$0] != b[$0] }), first + 1 < a.count else { return false }
            return a[first] == b[first + 1] && a[first + 1] == b[first] && a[(first + 2)...] == b[(first + 2)...]
        }
        guard abs(a.count - b.count) == 1 else { return false }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        let at = short.indices.first { long[$0] != short[$0] } ?? short.count
        guard long[(at + 1)...] == short[at...] else { return false }
        // (An ending: the longer word is the shorter with `s` or `d` after it: `juice` and `juiced`, `breast` and
        // `breasts`.)
        return !(at == short.count && (long[at] == 0x73 || long[at] == 0x64))
    }

    /// The food whose name sounds like `name` across the two scripts, when only one does: a katakana
    /// loanword for a food known by its English name (`グリュイエール` → gruyere) or a Latin name for a food
    /// known by its katakana one (`harissa` → ハリッサ). Only whole names written in one script are tried.
    ///
    /// A Latin name is tried only when it is one word whose key keeps four consonants or more: a phrase
    /// (`Arbroath smokies`) is no loanword, and three consonants meet too many names (`kernels` sounds like
    /// コーンオイル, `buter` like バターオイル). Nor is an English participle (`sliced` is no セロリシード,
    /// `sifted` no asafoetida), nor an adjective of what a food lacks (`boneless` sounds like バニラアイス): a line cut
    /// from its food leaves the word alone.
    public func soundsLike(_ name: String) -> Food? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let katakana = LoanwordKey.key(katakana: trimmed)
        if katakana == nil {
            if trimmed.utf8.contains(where: { $0 == 0x20 || $0 == 0x2D }) { return nil }
            let lowered = trimmed.lowercased()
            if lowered.hasSuffix("ed") || lowered.hasSuffix("less") { return nil }
        }
        let sounds = katakana.map { [$0] } ?? LoanwordKey.keys(latin: trimmed).filter { $0.utf8.count >= 4 }
        let index = katakana == nil ? indexByKatakanaSound : indexByLatinSound
        var found: Int?
        for sound in sounds {
            guard let index = index[sound] else { continue }
            guard index >= 0, found == nil || found == index else { return nil }
            found = index
        }
        return found.map { foods[$0] }
    }
}
