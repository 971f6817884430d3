import IngredientParsing
import FoodLexicon
import Foundation

extension ProductMatcher {
    /// The longest English name read as a list of foods (about twenty words): a longer one is a sentence.
    static let listMaxBytes = 160

    /// Shapes a food of a list is cut in, said after its name (`tortilla strips`, `carrot sticks`).
    static let itemShapes: FewStrings = ["strips", "sticks", "chunks", "cubes", "pieces"]

    /// The most items read as a list: a line of toppings names up to eight (cheese, chips, jalapeños, green onions,
    /// olives, salsa, avocado, cilantro; session 46's second pool).
    static let listMaxItems = 8

    /// Words after a list's last food that end its foods (`for serving`, `to serve`): what follows is the cook's.
    static let listEnds = [" for serving", " to serve", " for garnish", " to garnish", " for topping", " to top",
                           " for dipping", " to taste", " as needed", " if desired", " if you like", " (", " ["]

    /// An English line naming several foods and no choice between them (`Sour cream, shredded cheese, chopped
    /// cilantro, lime wedges`, `1 cup chopped onion, celery and carrot`, `tortillas and sliced avocado, for serving`)
    /// as lines of its own: `own` the item naming the food the line was read as, `others` the other items in the
    /// order written. A line giving an amount gives it to the list: each item has an equal share of it (a third of
    /// a cup of each of onion, celery and carrot). Nil when the line is not such a list: a choice (` or `), an item
    /// that names no food (`1 apple, peeled, cored and diced`: words after the last food are the cook's and end the
    /// list), an item with an amount of its own, fewer than two foods, or a line read as a food none of its items
    /// names (`salt, pepper, and nutmeg` read as salt and pepper, one food).
    ///
    /// An item of one or two words before a last item of several shares that item's head when the two read as a
    /// food of the last item's family (`oyster, morel, and porcini mushrooms`: oyster mushrooms, not oysters;
    /// `Parmesan and cheddar cheese`; not `Salt and white pepper`: salt, not salt and pepper),
    /// and the words before the first item's food are asked of items that say none (`frozen peas and carrots`: frozen
    /// carrots; `fresh savory, thyme, and parsley`).
    func othersListed(_ parsed: ParsedIngredient) -> (own: ParsedIngredient, others: [ParsedIngredient])? {
        // (A count is of one food: `2 oranges, juice and zest`, `8 oysters, water reserved` say what to do with it.)
        guard parsed.language == "en", let lineFood = parsed.food, !parsed.name.isEmpty, parsed.addedQuantity == nil,
            parsed.quantity == nil || parsed.unit != nil,
            parsed.text.utf8.count <= Self.listMaxBytes,
            parsed.text.utf8.contains(0x2C) || ByteSearch.containsFolded(parsed.text, " and ")
                || ByteSearch.start(of: " & ", in: parsed.text) != nil,
            !ByteSearch.containsFolded(parsed.text, " or "), !ByteSearch.containsFolded(parsed.text, "/or"),
            !ByteSearch.containsFolded(parsed.text, " each "), !ByteSearch.containsFolded(parsed.text, " with "),
            var start = ByteSearch.start(of: parsed.name, in: parsed.text)
        else { return nil }
        // (The cook's words the parser took from before the name open the first item: `shredded cheese, sour cream`.)
        if let preparation = parsed.preparation, let opening = ByteSearch.start(of: preparation + " " + parsed.name, in: parsed.text) {
            start = opening
        }
        var region = parsed.text[start...]
        // (A label opening the line is no item: `Toppings: diced tomatoes, …`.)
        // (Its characters are walked only when its bytes hold a colon: most regions have none.)
        if region.utf8.contains(0x3A), let colon = region.firstIndex(of: ":") { region = region[region.index(after: colon)...] }
        // (By bytes first: most English lines have a comma, few a list after their name or one of its ends; Foundation's
        // search, any case, for each end had cost 8% of matching.)
        let regionText = String(region)
        guard regionText.utf8.contains(0x2C) || ByteSearch.containsFolded(regionText, " and ")
            || ByteSearch.start(of: " & ", in: regionText) != nil
        else { return nil }
        for end in Self.listEnds where ByteSearch.containsFolded(regionText, end) {
            if let found = region.range(of: end, options: .caseInsensitive) { region = region[..<found.lowerBound] }
        }
        let items = listItems(region)
        guard items.count >= 2, items.count <= Self.listMaxItems else { return nil }
        // Each item's food and the words it is read by (its own, or with the last item's head).
        var read: [(words: String, food: String, lead: Substring)] = []
        let lastWords = items[items.count - 1].split(separator: " ")
        // (The last item's food is read once: an item not named whole is parsed to read it.)
        let lastFood = foodOfItem(items[items.count - 1])
        let lastFamily = lastFood.map { family(of: $0.id) } ?? []
        for (k, item) in items.enumerated() {
            var found: (words: String, food: String, lead: Substring)?
            // (The first item may open with the cook's words the parser took: `chopped yellow, red and green …`.)
            var bare = Substring(item)
            var lead: Substring = ""
            if k == 0, let preparation = parsed.preparation, item.hasPrefix(preparation + " ") {
                bare = item.dropFirst(preparation.count + 1)
                lead = Substring(preparation)
            }
            if k < items.count - 1, lastWords.count >= 2, item.split(separator: " ").count <= 2 || !lead.isEmpty {
                for cut in 1..<lastWords.count {
                    let joined = String(bare) + " " + lastWords[cut...].joined(separator: " ")
                    // (An item naming no food alone shares the head whatever the family: `yellow, red, and green bell
                    // pepper`, where ピーマン and パプリカ are foods of their own; session 50's second pool.)
                    let colour = Self.namesOnlyAColour(bare)
                    guard lead.isEmpty || colour else { break }
                    if let food = index.lexicon.longestMatch(in: joined), food.range == joined.startIndex..<joined.endIndex,
                        colour || !family(of: food.food.id).isDisjoint(with: lastFamily)
                    {
                        found = (joined, food.food.id, lead)
                        break
                    }
                }
            }
            if found == nil, let food = k == items.count - 1 ? lastFood : foodOfItem(item) {
                found = (item, food.id, food.lead)
            }
            guard let found else { return nil }
            read.append(found)
        }
        // (The item of the line's food may read as a kind of it or its family's other: `diced tomatoes`, which the
        // lexicon names tinned, where the parser read tomatoes diced; the line's reading holds for that item.)
        let lineFamily = family(of: lineFood)
        guard Set(read.map(\.food)).count >= 2,
            let own = read.firstIndex(where: { $0.food == lineFood })
                ?? read.firstIndex(where: { lineFamily.contains($0.food) || family(of: $0.food).contains(lineFood) })
        else { return nil }
        read[own].food = lineFood
        // Items describing one food are no list: a kind and its food (`skinless and boneless chicken thighs`, `peeled,
        // chopped shrimp`), or an item whose words another item says (`green onions, green and white parts`).
        for (k, item) in read.enumerated() {
            let lineage = index.lineages[item.food] ?? []
            let words = Set(item.words.lowercased().split(separator: " "))
            for (j, other) in read.enumerated() where j != k {
                if lineage.contains(where: { $0.id == other.food }) { return nil }
                if words.isSubset(of: other.words.lowercased().split(separator: " ")) { return nil }
            }
        }
        // The first item's words before its food, or the state its name opens with (`frozen peas`), asked of the
        // items saying none (`frozen`, `fresh`).
        var shared = read[0].lead
        if shared.isEmpty, let first = read[0].words.split(separator: " ").first, read[0].words.contains(" "),
            Self.formWords[first.lowercased()] != nil
        {
            shared = first
        }
        var lines: [ParsedIngredient] = []
        for (k, item) in read.enumerated() {
            var line = parsed
            line.name = item.words
            line.text = item.lead.isEmpty && !shared.isEmpty && k > 0 ? shared + " " + item.words : item.words
            line.comment = nil
            line.preparation = nil
            if let quantity = parsed.quantity {
                line.quantity = quantity / Double(read.count)
                line.quantityMax = parsed.quantityMax.map { $0 / Double(read.count) }
            }
            line = reading(line, as: item.food)
            lines.append(line)
        }
        let others = lines.enumerated().filter { $0.offset != own && read[$0.offset].food != lineFood }.map(\.element)
        return (lines[own], others)
    }

    /// Colour words an item of a list may be alone (`yellow, red, and green bell pepper`): the last item's head is
    /// theirs.
    static let colourWords: FewStrings = ["red", "green", "yellow", "orange", "white", "black", "purple", "brown", "golden"]

    /// Whether a list's item is one colour word and nothing else.
    static func namesOnlyAColour(_ item: some StringProtocol) -> Bool {
        item.utf8.count <= 6 && colourWords.contains(item.lowercased())
    }

    /// A food and the foods it is a kind of (`porcini`: porcini, mushroom).
    func family(of food: String) -> Set<String> {
        Set([food] + (index.lineages[food] ?? []).map(\.id))
    }

    /// The items of a list of foods, split at commas and at `and` or `&` (`, and`), the words after the last food
    /// left out (`…, chopped`); an item the lexicon reads whole as one food keeps its `and` (`salt and pepper`,
    /// `half and half`). Empty when fewer than two items are left: no list.
    func listItems(_ region: Substring) -> [String] {
        var pieces: [String] = []
        for piece in region.split(separator: ",") {
            var piece = piece.trimmingSpaces
            // (A mark to a note is no part of the food: `frozen peas and carrots*`.)
            while piece.utf8.last == 0x2A { piece.removeLast() }
            for opener in ["and ", "& "] where Self.opens(piece, with: opener) {
                piece = String(piece.dropFirst(opener.count)).trimmingSpaces
            }
            if !piece.isEmpty { pieces.append(piece) }
        }
        // The items from the last piece back: words after the last food are the cook's (`Fresh parsley and dill,
        // chopped`). (So a first piece left alone, with no `and` to split, is no list before it is looked up: most
        // lines read so are a food and the cook's words, `1 onion, chopped`.)
        var kept: [String] = []
        for k in pieces.indices.reversed() {
            let piece = pieces[k]
            if k == 0, kept.isEmpty, !ByteSearch.contains(piece, " and "), !ByteSearch.contains(piece, " & ") { return [] }
            let found = index.lexicon.longestMatch(in: piece)
            if let whole = found, whole.range == piece.startIndex..<piece.endIndex {
                kept.append(piece)
                continue
            }
            // (Split only a piece whose bytes hold the joiner: most pieces are one item, `chopped`.)
            var parts = [piece]
            for joiner in [" and ", " & "] where ByteSearch.contains(piece, joiner) {
                parts = parts.flatMap { ByteSearch.components($0, separatedBy: joiner) }
            }
            parts = parts.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            // (A piece not split is its own item: it was looked up above.)
            let unsplit = parts.count == 1 && parts[0] == piece
            for part in parts.reversed() {
                if kept.isEmpty, !(unsplit ? found != nil : index.lexicon.longestMatch(in: part) != nil) { continue }
                kept.append(part)
            }
        }
        return kept.count >= 2 ? kept.reversed() : []
    }

    /// Whether `piece` opens with the lowercase ASCII `opener` in any case (`And `, `and `), as its lowercased
    /// text would: its bytes are compared first, and the text is lowercased only when they agree (rarely).
    static func opens(_ piece: String, with opener: String) -> Bool {
        let bytes = piece.utf8, wanted = opener.utf8
        guard bytes.count >= wanted.count,
            zip(bytes, wanted).allSatisfy({ $0 == $1 || ($0 >= 0x41 && $0 <= 0x5A && $0 | 0x20 == $1) })
        else { return false }
        return piece.lowercased().hasPrefix(opener)
    }

    /// The food an item of a list names, when it names one and nothing else: the whole item (`sour cream`), or the
    /// parser reads its other words as the cook's (`sliced cucumbers`), as words the matcher reads as the food's state
    /// (`Fresh parsley`) or as a part closing the name (`lime wedges`); `lead` the item's words before the food's
    /// name. Nil for an item with an amount, or with words the lexicon and the matcher do not read (`fresh savory`,
    /// `assorted dried oyster`).
    func foodOfItem(_ item: String) -> (id: String, lead: Substring)? {
        guard let found = index.lexicon.longestMatch(in: item) else { return nil }
        if found.range.upperBound == item.endIndex, found.range.lowerBound == item.startIndex {
            return (found.food.id, "")
        }
        let own = IngredientParser(lexicon: index.lexicon).parse(item)
        guard own.quantity == nil, own.unit == nil, own.language == "en", let food = own.food,
            let named = index.lexicon.longestMatch(in: own.name), named.food.id == food,
            let at = item.range(of: named.matchedText)
        else { return nil }
        let before = own.name[..<named.range.lowerBound].split(separator: " ")
        // (Words after the food's name are a part or a shape closing it, never the cook's: `shells removed`, `fat
        // trimmed`. `tortilla strips` had ended a list of toppings, none but the cheese bought; session 49's last pool.)
        let after = item[at.upperBound...].split(separator: " ")
        guard after.allSatisfy({
                IngredientParser.trailingParts.contains($0.lowercased()) || Self.itemShapes.contains($0.lowercased())
            }),
            before.allSatisfy({ !index.extractor.attributes(in: String($0), category: named.food.category).traits.isEmpty })
        else { return nil }
        return (food, item[..<at.lowerBound].trimmingSpaces[...])
    }
}
