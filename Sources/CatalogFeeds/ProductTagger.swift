internal import Catalog
public import FoodLexicon
internal import Foundation

/// Tags merchant products from their names: the foods (lexicon name index), the kind (food, prepared dish,
/// not food), the attributes and product-kind words of the shared `AttributeExtractor`, the pack size, and
/// a confidence. Brand words are taken out first; marketing words are known words of the extractor's table
/// (`お徳用`, `family pack`) and count as explained.
///
/// Pure and synchronous; build once and call `tag` per product.
public struct ProductTagger: Sendable {
    public let lexicon: Lexicon
    public let extractor: AttributeExtractor
    /// Below this confidence a product is listed for review.
    public static let reviewThreshold = 0.6

    /// A tagger over a lexicon and the extractor (bundled by default).
    /// Dishes eaten as a meal (`curry`, `gyudon`): prepared foods one of whose names is a dish word of the
    /// extractor (`カレーライス`, `牛丼`), unlike sweets and snacks filed as prepared (`biscuit`, `cake`).
    let mealDishes: Set<String>

    public init(lexicon: Lexicon, extractor: AttributeExtractor = .bundled) {
        self.lexicon = lexicon
        self.extractor = extractor
        var dishes: Set<String> = []
        for food in lexicon.foods where food.category == "prepared" {
            if (food.english + food.japanese).contains(where: { extractor.attributes(in: $0, category: food.category).dish }) {
                dishes.insert(food.id)
            }
        }
        mealDishes = dishes
    }

    /// What a product's texts say. `name` is read first, `nameEn` when `name` names no food; `category` (a
    /// free text or a path such as `Produce > Fresh Vegetables`) tells non-food aisles and prepared foods, and
    /// names the food when the name does not; `brand` is removed from the name before reading.
    public func tag(name: String, nameEn: String = "", category: String = "", brand: String = "", size: String = "")
        -> ProductTags
    {
        var tags = ProductTags()
        let cleaned = Self.removing(brand, from: name)
        let cleanedEn = Self.removing(brand, from: nameEn)
        // The size column wins over a size in the name.
        let sizeReading = size.isEmpty ? nil : PackSizeReader.read(size)
        let nameReading = PackSizeReader.read(cleaned.isEmpty ? cleanedEn : cleaned)
        tags.pack = sizeReading?.pack ?? nameReading.pack ?? (cleaned.isEmpty ? nil : PackSizeReader.read(cleanedEn).pack)
        tags.familyPack = (sizeReading?.familyPack ?? false) || nameReading.familyPack

        var (foods, text, leftover, named) = readFoods(cleaned)
        if foods.isEmpty, !cleanedEn.isEmpty {
            (foods, text, leftover, named) = readFoods(cleanedEn)
        } else if let first = foods.first, lexicon.food(id: first)?.category == "prepared" {
            // A dish word may name what an ingredient is for: the ingredient is the product. Japanese names split
            // compounds with spaces (`クリームシチュー ルウ` is `シチュールウ`, stew roux); an English name may
            // say it when the other does not (`cream stew roux`).
            var head = ingredientAcrossSpace(in: cleaned, dish: first)
            if head == nil, !cleanedEn.isEmpty, cleanedEn != cleaned, let en = readFoods(cleanedEn).foods.first,
               isIngredient(en, ofDish: first, english: cleanedEn)
            {
                head = en
            }
            if let head {
                foods.removeAll { $0 == head }
                foods.insert(head, at: 0)
            }
        } else if let first = foods.first, let kind = kindAcrossSpace(in: cleaned, of: first) {
            // A Japanese name split where a compound naming a kind of the food runs on (`製菓用 薄力粉` is
            // `製菓用薄力粉`, cake flour).
            foods.removeAll { $0 == kind }
            foods.insert(kind, at: 0)
        }
        var fromCategory = false
        if !category.isEmpty {
            // The aisle's last step often names the food (`Produce > Bananas`).
            let last = category.split(whereSeparator: { ">/|›»".contains($0) }).last.map(String.init) ?? category
            if let found = lexicon.longestMatch(in: last) {
                if foods.isEmpty {
                    foods = [found.food.id]
                    fromCategory = true
                } else if let k = foods.firstIndex(where: { id in
                    id == found.food.id || lexicon.ancestors(of: id).contains(where: { $0.id == found.food.id })
                }), k > 0 {
                    // Of the foods the name names, the one the aisle names (or a kind of it) is the product
                    // (`Strawberry Cookies` in `Snacks > Cookies`).
                    foods.insert(foods.remove(at: k), at: 0)
                }
            }
        }
        tags.foods = foods
        let main = foods.first.flatMap { lexicon.food(id: $0) }
        var attributes = extractor.attributes(in: text, category: main?.category)
        if !cleanedEn.isEmpty, text != cleanedEn {
            attributes = attributes.merging(extractor.attributes(in: cleanedEn, category: main?.category))
        }
        let categoryAttributes = category.isEmpty ? FoodAttributes() : extractor.attributes(in: category, category: nil)
        tags.attributes = attributes
        // What kind of product it is is read outside the names of ingredient foods and of what it is for: the
        // dish word in `餃子の皮` (gyoza wrappers) or `しゃぶしゃぶ用` (for shabu-shabu) does not make a dish.
        if attributes.dish || attributes.nonFood {
            let kindText = named.reduce(text) { rest, name in
                guard let range = rest.range(of: name) else { return rest }
                return rest.replacingCharacters(in: range, with: " ")
            }
            let outside = extractor.attributes(in: kindText, category: main?.category)
            if !outside.dish || !outside.nonFood {
                var merged = outside
                if !cleanedEn.isEmpty, text != cleanedEn {
                    let namedEn = readFoods(cleanedEn).named
                    let kindTextEn = namedEn.reduce(cleanedEn) { rest, name in
                        guard let range = rest.range(of: name) else { return rest }
                        return rest.replacingCharacters(in: range, with: " ")
                    }
                    merged = merged.merging(extractor.attributes(in: kindTextEn, category: main?.category))
                }
                attributes.dish = merged.dish
                attributes.nonFood = merged.nonFood
            }
        }
        // A Japanese name whose head noun is a dish eaten as a meal is that dish (`ビーフカレー`, `キーマカレー`), though
        // no word of the extractor's says so: a line asking for beef never buys beef curry.
        if !attributes.dish, !attributes.nonFood, let main, mealDishes.contains(main.id),
           endsAWord(in: cleaned, withNameOf: main)
        {
            attributes.dish = true
        }
        tags.unknownWords = leftover

        // Kind: a non-food word wins over everything (`dog food, chicken`); a dish word over the foods in it.
        if attributes.nonFood {
            tags.kind = .nonFood
            tags.confidence = main == nil ? 0.9 : 0.75
            tags.reasons.append("a non-food word in the name")
        } else if attributes.dish {
            tags.kind = .prepared
            tags.confidence = main == nil ? 0.7 : 0.85
            tags.reasons.append("a prepared-dish word in the name")
        } else if categoryAttributes.nonFood && main == nil {
            tags.kind = .nonFood
            tags.confidence = 0.8
            tags.reasons.append("a non-food aisle")
        } else if categoryAttributes.nonFood {
            tags.kind = .nonFood
            tags.confidence = 0.55
            tags.reasons.append("a non-food aisle, though the name names \(main!.id)")
        } else if categoryAttributes.dish {
            tags.kind = .prepared
            tags.confidence = 0.7
            tags.reasons.append("a prepared-food aisle")
        } else if let main {
            // Each word no table explains lowers the confidence: the name may say something the lexicon misses.
            let unknown = Double(leftover.reduce(0) { $0 + Self.weight(of: $1) })
            tags.confidence = max(0.3, (fromCategory ? 0.65 : 0.95) - 0.12 * unknown)
            tags.reasons.append(fromCategory ? "food \(main.id) from the category" : "food \(main.id) in the name")
        } else {
            tags.confidence = 0
            tags.reasons.append("no known food in the name")
        }
        return tags
    }

    /// Foods in `text` (longest name first, each taken out before the next), the text read, and the words
    /// left once food names, size and known words are taken out.
    private func readFoods(_ text: String) -> (foods: [String], text: String, leftover: [String], named: [String]) {
        guard !text.isEmpty else { return ([], text, [], []) }
        var rest = withoutOriginWords(text)
        var foods: [String] = []
        // Names of ingredient foods and of what the product is for, as written: not read for its kind.
        var named: [String] = []
        // Foods named by a form word only (`切り落とし` offcuts): the main food only when no other is named.
        var formFoods: [String] = []
        var firstPosition = Int.max
        var firstName: String?
        var names: [String: String] = [:]
        for _ in 0..<6 {
            guard let found = lexicon.longestMatch(in: rest) else { break }
            // A food named as what the product is for (`すき焼き用`, `ステーキ用`, `for soup`) is not the product.
            var food = found.food
            if rest[found.range.upperBound...].hasPrefix("用") {
                // … but another food named at its start is (`牛サーロインステーキ用` is sirloin).
                guard let head = prefixFood(of: found.matchedText), head.category != "prepared" else {
                    named.append(found.matchedText + "用")
                    rest.replaceSubrange(found.range, with: " ")
                    continue
                }
                food = head
            } else if let cut = cutBeforeForm(found) {
                // A cut then a form word (`牛肩ロース薄切り`): the cut, in that form.
                food = cut
            } else if let animal = animal(before: found, in: rest) {
                // A bare cut word written after another animal (`ラム肩ロース`): that animal's meat, not the
                // animal the bare word is filed under (`肩ロース` is pork shoulder alone).
                food = animal
            }
            if food.category != "prepared" { named.append(found.matchedText) }
            if isFormWord(found.matchedText) {
                if !formFoods.contains(food.id) { formFoods.append(food.id) }
                if names[food.id] == nil { names[food.id] = found.matchedText }
                rest.replaceSubrange(found.range, with: " ")
                continue
            }
            if !foods.contains(food.id) {
                // Of two kinds of one food, a Japanese name puts the one it is last (`黒毛和牛 肩ロース` is chuck).
                let position = rest.distance(from: rest.startIndex, to: found.range.lowerBound)
                if let first = foods.first, foods.count == 1, !Self.isLatin(found.matchedText), position > firstPosition,
                   let parent = food.parent, parent == lexicon.food(id: first)?.parent
                {
                    foods.insert(food.id, at: 0)
                } else {
                    if foods.isEmpty { firstPosition = position; firstName = found.matchedText }
                    foods.append(food.id)
                }
                names[food.id] = found.matchedText
            }
            rest.replaceSubrange(found.range, with: " ")
        }
        // A breed or brand standing for the animal (`黒毛和牛`, `黒豚`) then a bare cut (`もも`, `ヒレ`, `肩ロース`):
        // the cut of that animal is the food.
        if let first = foods.first, let name = firstName, let (cut, word) = cutOfAnimal(after: first, named: name, in: text) {
            // A food read inside the cut's word was a misreading of it (`もも` is round here, not peach).
            foods.removeAll { $0 == cut.id || (names[$0].map { word.contains($0) && !name.contains($0) } ?? false) }
            foods.insert(cut.id, at: 0)
        }
        for id in formFoods where !foods.contains(id) { foods.append(id) }
        if foods.count > 1, let k = headIndex(foods: foods, names: names, formFoods: formFoods, in: text), k > 0 {
            foods.insert(foods.remove(at: k), at: 0)
        }
        let main = foods.first.flatMap { lexicon.food(id: $0) }
        let normalized = TextNormalizer.normalize(Self.withoutSizes(rest))
        let unknown = extractor.unknownWords(normalized: normalized, category: main?.category)
        let words = unknown.split(separator: " ").map(String.init).filter { word in
            // Digits, single Latin letters and kana particles say nothing.
            !word.unicodeScalars.allSatisfy { CharacterSet.decimalDigits.contains($0) }
                && !(word.utf8.count == 1) && !Self.particles.contains(word)
        }
        return (foods, text, words, named)
    }

    /// Where the food that heads the name is in `foods`, when the name's word order says it: an English name
    /// states what it is before its first comma (after a maker's name) and before `with`/`in`/`for`/`from`/`to`/`+`,
    /// its head noun last (`Black Bean & Corn Salsa`, `Probiotic Kefir, Honey Blueberry`, `Tuna in Spring Water`),
    /// a kind of the head named before it winning (`Sharp Cheddar Deli Cheese`); a Japanese
    /// compound word ends with its head (`ビーフカレー`, `牛乳パン`). A food named by a form word only heads an
    /// English phrase (`Flavored Syrup, Chocolate`), not a Japanese word (`ぶり切り落とし`).
    func headIndex(foods: [String], names: [String: String], formFoods: [String], in text: String) -> Int? {
        // Where a food's name is in the head phrase (its first occurrence).
        func span(_ id: String, in zone: Substring) -> Range<String.Index>? {
            guard let name = names[id] else { return nil }
            return zone.range(of: name, options: .caseInsensitive)
        }
        if Self.isLatin(text) {
            // Words in brackets are an aside (`Tortilla Chips (It's A Cracker Too)`), not the head phrase.
            let unbracketed = Self.withoutBrackets(text)
            // The head phrase is before the first comma, unless that part is a maker's name (`Klippy's, Cookie
            // Dough, Chocolate Chip`) or names no food (`The Flame, Sweet Tea`): then the next part naming one.
            let parts = unbracketed.split(separator: ",", omittingEmptySubsequences: false)
            var zone = parts.first ?? unbracketed[...]
            if parts.count > 1 {
                for (k, part) in parts.enumerated() {
                    if k == 0, Self.isMakerName(part) { continue }
                    if foods.contains(where: { span($0, in: part) != nil }) {
                        zone = part
                        break
                    }
                }
            }
            // A stop word after the first word closes the head phrase: a name must start before it.
            var stop = zone.endIndex
            let lowered = zone.lowercased()
            if lowered.utf8.count == zone.utf8.count, let firstSpace = lowered.firstIndex(of: " ") {
                for word in [" with ", " in ", " for ", " from ", " to ", " + "] {
                    guard let r = lowered.range(of: word, range: firstSpace..<lowered.endIndex) else { continue }
                    let at = zone.utf8.index(zone.startIndex, offsetBy: lowered.utf8.distance(from: lowered.startIndex, to: r.lowerBound))
                    stop = min(stop, at)
                }
            }
            var best: (index: Int, end: String.Index)?
            for (k, id) in foods.enumerated() {
                guard let range = span(id, in: zone), range.lowerBound < stop else { continue }
                if best == nil || range.upperBound > best!.end { best = (k, range.upperBound) }
            }
            if best == nil {
                // No food before the stop word (`Mug With 2 Packets Of Cocoa Mix`): the phrase after it is the head.
                stop = zone.endIndex
                for (k, id) in foods.enumerated() {
                    guard let range = span(id, in: zone) else { continue }
                    if best == nil || range.upperBound > best!.end { best = (k, range.upperBound) }
                }
            }
            // A kind of the head food named before it in the phrase is the food (`Sharp Cheddar Deli Cheese`).
            if let head = best {
                for (k, id) in foods.enumerated() where k != head.index {
                    guard let range = span(id, in: zone), range.upperBound <= head.end, range.lowerBound < stop,
                          lexicon.ancestors(of: id).contains(where: { $0.id == foods[head.index] })
                    else { continue }
                    return k
                }
            }
            return best?.index
        }
        // Japanese: the food whose name ends a word in which the main food's name comes before it.
        // A name read across a space where another food's name was taken out (`レトルト カレー` once `ビーフ` is
        // out of `レトルト ビーフカレー`) is in the word of its last part, when that part alone names the food.
        func lastPart(_ name: String) -> String {
            guard let last = name.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).last.map(String.init),
                  last != name, let food = lexicon.longestMatch(in: name)?.food.id,
                  lexicon.longestMatch(in: last)?.food.id == food
            else { return name }
            return last
        }
        guard let main = foods.first, let mainName = names[main] else { return nil }
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }) {
            guard let mainRange = word.range(of: mainName) else { continue }
            let bare = Self.withoutSizes(String(word)).trimmingCharacters(in: .whitespaces)
            for (k, id) in foods.enumerated().dropFirst() {
                guard let name = names[id].map(lastPart), !formFoods.contains(id), bare.hasSuffix(name),
                      let range = word.range(of: name, options: .backwards), range.lowerBound >= mainRange.upperBound
                else { continue }
                return k
            }
        }
        return nil
    }

    /// An English name's first comma part that names its maker: a possessive (`Klippy's`, `Uncle Matt's`) or a
    /// company word (`Co.`, `Inc`, `Bakery`).
    static func isMakerName(_ part: Substring) -> Bool {
        let words = part.lowercased().split(whereSeparator: { $0 == " " || $0 == "." })
        guard let last = words.last else { return false }
        if last.hasSuffix("'s") || last.hasSuffix("\u{2019}s") || last.hasSuffix("s'") { return true }
        return words.contains(where: { Self.makerWords.contains(String($0)) })
    }

    static let makerWords: Set<String> = ["co", "company", "inc", "llc", "ltd", "corp", "bakery", "bakeries", "brands", "creamery", "dairies"]

    /// `text` with what is between round or square brackets blanked out.
    static func withoutBrackets(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" { depth += 1; out.append(" "); continue }
            if character == ")" || character == "]" { depth = max(0, depth - 1); out.append(" "); continue }
            out.append(depth > 0 ? " " : character)
        }
        return out
    }

    /// Whether `head`, the main food of the English name, is an ingredient where the other name read `first`, a
    /// dish, and the English name names no dish.
    func isIngredient(_ head: String, ofDish first: String, english: String) -> Bool {
        guard let food = lexicon.food(id: head), food.category != "prepared",
              lexicon.food(id: first)?.category == "prepared"
        else { return false }
        return !extractor.attributes(in: english, category: food.category).dish
    }

    /// A food, not a dish, whose Japanese name runs across the space after the word naming `dish` (`クリームシチュー
    /// ルウ` → `シチュールウ`).
    func ingredientAcrossSpace(in text: String, dish: String) -> String? {
        guard !Self.isLatin(text) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
        for (word, next) in zip(words, words.dropFirst()) where lexicon.longestMatch(in: word)?.food.id == dish {
            let joined = word + next
            var start = joined.startIndex
            while start < joined.index(joined.startIndex, offsetBy: word.count) {
                if let found = anchoredMatch(in: String(joined[start...])), found.matchedText.count > joined.distance(from: start, to: joined.index(joined.startIndex, offsetBy: word.count)),
                   found.food.category != "prepared"
                {
                    return found.food.id
                }
                start = joined.index(after: start)
            }
        }
        return nil
    }

    /// Whether a word of the Japanese `text` (its size and brackets left out) ends with a Japanese name of `food`.
    func endsAWord(in text: String, withNameOf food: Food) -> Bool {
        guard !text.isEmpty, !Self.isLatin(text) else { return false }
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }) {
            var bare = Substring(Self.withoutSizes(String(word)).trimmingCharacters(in: .whitespaces))
            while let last = bare.unicodeScalars.last, Self.brackets.contains(last) { bare = bare.dropLast() }
            if food.japanese.contains(where: { bare.hasSuffix($0) }) { return true }
        }
        return false
    }

    /// A kind of `food` whose Japanese name is the longest in two neighbouring words joined and runs across the
    /// space between them.
    func kindAcrossSpace(in text: String, of food: String) -> String? {
        guard !Self.isLatin(text) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
        for (word, next) in zip(words, words.dropFirst()) {
            let joined = String(word + next)
            let junction = joined.index(joined.startIndex, offsetBy: word.count)
            guard let found = lexicon.longestMatch(in: joined), found.range.lowerBound < junction,
                  found.range.upperBound > junction, found.food.id != food,
                  lexicon.ancestors(of: found.food.id).contains(where: { $0.id == food })
            else { continue }
            return found.food.id
        }
        return nil
    }

    /// The name is only a form or cut word the extractor knows (`切り落とし`, `sliced`), with nothing else.
    func isFormWord(_ name: String) -> Bool {
        let normalized = TextNormalizer.normalize(name)
        return !extractor.attributes(normalized: normalized, category: "meat").traits.isEmpty
            && extractor.unknownWords(normalized: normalized, category: "meat").allSatisfy { $0 == " " }
    }

    /// For a name written as another food's name then form words (`牛肩ロース薄切り`: chuck, sliced), that
    /// other food, unless it is a more general food of the one found (`生たら切り身` stays cod fillet).
    func cutBeforeForm(_ found: FoodMatch) -> Food? {
        guard !Self.isLatin(found.matchedText), Self.cutCategories.contains(found.food.category) else { return nil }
        var head = found.matchedText
        var tail = ""
        while head.count > 1 {
            tail.insert(head.removeLast(), at: tail.startIndex)
            guard let match = lexicon.longestMatch(in: head), match.range.lowerBound == head.startIndex,
                  match.range.upperBound == head.endIndex
            else { continue }
            guard match.food.id != found.food.id, match.food.category == found.food.category,
                  !lexicon.ancestors(of: found.food.id).contains(where: { $0.id == match.food.id }), isFormWord(tail)
            else { return nil }
            return match.food
        }
        return nil
    }

    /// The meat animal named right before `found`, in the same word, when `found` is a bare cut word (its name
    /// does not say its animal) of another animal: `ラム` in `ラム肩ロース`.
    func animal(before found: FoodMatch, in text: String) -> Food? {
        guard !Self.isLatin(found.matchedText), Self.meatCategories.contains(found.food.category),
              let root = lexicon.ancestors(of: found.food.id).last,
              !root.japanese.contains(where: { found.matchedText.contains($0) })
        else { return nil }
        let before = text[..<found.range.lowerBound]
        let word = before.reversed().prefix(while: { $0 != " " && $0 != "\u{3000}" })
        guard !word.isEmpty else { return nil }
        let tail = String(word.reversed())
        guard let match = lexicon.longestMatch(in: tail), match.range.upperBound == tail.endIndex,
              match.food.parent == nil, match.food.id != root.id, Self.meatCategories.contains(match.food.category)
        else { return nil }
        return match.food
    }

    /// Categories of the meat of land animals.
    static let meatCategories: Set<String> = ["meat", "poultry"]

    /// Categories whose foods are sold as cuts in a form (`薄切り`, `切り身`).
    static let cutCategories: Set<String> = ["meat", "poultry", "seafood"]

    /// The longest food named by the whole of a prefix of `text`.
    func anchoredMatch(in text: String) -> FoodMatch? {
        var head = text
        while !head.isEmpty {
            if let match = lexicon.longestMatch(in: head), match.range.lowerBound == head.startIndex,
               match.range.upperBound == head.endIndex
            {
                return match
            }
            head.removeLast()
        }
        return nil
    }

    /// The cut named after `first` when `first` is a kind of a meat animal whose name ends with the animal's
    /// (a breed: `黒毛和牛`, `黒豚`): the animal's shortest Japanese name joined to each later word that is not
    /// only a form word (`黒毛和牛 もも焼肉用` → `牛もも` → beef round).
    func cutOfAnimal(after first: String, named name: String, in text: String) -> (Food, String)? {
        let line = lexicon.ancestors(of: first)
        guard let animal = line.last, Self.cutCategories.contains(animal.category), line.count == 1,
              let short = animal.japanese.min(by: { $0.count < $1.count }), !Self.isLatin(text), name.hasSuffix(short)
        else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
        for word in words {
            let joined = short + word
            guard let found = anchoredMatch(in: joined), found.food.id != first, found.food.id != animal.id, found.food.category == animal.category,
                  found.matchedText.hasPrefix(short), found.matchedText.count > short.count + 1
            else { continue }
            return (cutBeforeForm(found) ?? found.food, String(word))
        }
        return nil
    }

    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x80 }
    }

    /// The longest food named at the start of `text` and shorter than it.
    func prefixFood(of text: String) -> Food? {
        var head = text
        while head.count > 1 {
            head.removeLast()
            if let found = lexicon.longestMatch(in: head), found.range.lowerBound == head.startIndex { return found.food }
        }
        return nil
    }

    /// `text` without the words, between spaces, that only say where the food is from or how it is sold
    /// (`国産`, `北海道産`, `お徳用`, `【特売】`): they must not join the next word into another food's name
    /// (`国産 牛乳` is milk, not `国産牛`).
    func withoutOriginWords(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
        guard words.count > 1 else { return text }
        let kept = words.filter { word in
            // The word without the brackets around it (`【北海道産】`).
            var bare = word.unicodeScalars[...]
            while let first = bare.first, Self.brackets.contains(first) { bare = bare.dropFirst() }
            while let last = bare.last, Self.brackets.contains(last) { bare = bare.dropLast() }
            if bare.last == "産" && !bare.contains(where: { $0.value < 0x80 }) { return false }
            if lexicon.longestMatch(in: String(word)) != nil { return true }
            let normalized = TextNormalizer.normalize(String(word))
            return !extractor.unknownWords(normalized: normalized, category: nil).isEmpty
                || !extractor.attributes(normalized: normalized, category: nil).isEmpty
        }
        return kept.joined(separator: " ")
    }

    private static let brackets: Set<Unicode.Scalar> = ["【", "】", "[", "]", "(", ")", "（", "）", "「", "」"]

    /// Kana particles and connectives a name may leave between food words (`の`, `と`, `入り`).
    private static let particles: Set<String> = ["の", "と", "や", "に", "で", "を", "and", "with", "in", "of", "or", "the", "a", "for", "de", "en"]

    /// How much an unknown word lowers the confidence: a Japanese run of one or two letters (often a particle
    /// or counter) counts half.
    private static func weight(of word: String) -> Double {
        let latin = word.unicodeScalars.first.map { $0.value < 0x80 } ?? true
        if latin { return 1 }
        return word.count <= 2 ? 0.5 : 1
    }

    /// The text without its size phrases (`12 oz`, `約300g`), which are not food words.
    static func withoutSizes(_ text: String) -> String {
        var out = ""
        var skipping = false
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text : text.precomposedStringWithCompatibilityMapping
        for scalar in folded.unicodeScalars {
            if scalar.value >= 0x30 && scalar.value <= 0x39 {
                skipping = true
                out.unicodeScalars.append(" ")
                continue
            }
            if skipping {
                // The unit after a number: Latin letters, `.`, `/`, `x`, or a counter kanji.
                if (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
                    || scalar == "." || scalar == "/" || scalar == "×" || scalar == "%" || counters.contains(scalar)
                {
                    out.unicodeScalars.append(" ")
                    continue
                }
                if scalar == " " { continue }
                skipping = false
            }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    private static let counters: Set<Unicode.Scalar> = [
        "個", "本", "枚", "尾", "玉", "切", "れ", "株", "束", "丁", "匹", "房", "粒", "缶", "袋", "入", "り", "パ", "ッ", "ク",
        "カ", "ト", "グ", "ラ", "ム", "キ", "ロ", "合", "杯", "人", "前", "食", "回", "分",
    ]

    /// `text` without `brand` (any case), so a brand naming a food (`Blue Diamond`, `Red Fork`) does not tag it.
    static func removing(_ brand: String, from text: String) -> String {
        let brand = FeedReader.trimmingSpaces(brand)
        guard !brand.isEmpty else { return text }
        var out = text
        if Self.isLatin(brand) && Self.isLatin(text) {
            // ASCII both: a byte search on the lowercased text finds what the case-insensitive search does.
            let hay = Array(text.lowercased().utf8), needle = Array(brand.lowercased().utf8)
            guard needle.count <= hay.count,
                let start = (0...(hay.count - needle.count)).first(where: { hay[$0..<($0 + needle.count)].elementsEqual(needle) })
            else { return text }
            let lower = out.utf8.index(out.startIndex, offsetBy: start)
            let upper = out.utf8.index(lower, offsetBy: needle.count)
            out.replaceSubrange(lower..<upper, with: " ")
        } else {
            guard let range = text.range(of: brand, options: [.caseInsensitive]) else { return text }
            out.replaceSubrange(range, with: " ")
        }
        return FeedReader.trimmingSpaces(out)
    }
}
