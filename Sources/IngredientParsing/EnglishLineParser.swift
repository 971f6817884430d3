import FoodLexicon

/// Takes an English line apart: `[quantity] [(note)] [size] [unit] [of] [preparation] name[, preparation or
/// comment …] [to taste | for the sauce …]`.
struct EnglishLineParser {
    let line: ScannedLine
    let units: UnitTable
    /// Foods known by name, to tell a describing word (`crusty, seeded buns`) from a food (`salt, pepper`).
    var lexicon: Lexicon?

    /// Whether a counting unit's word opens a food's name that runs on past it (`2 rib eye steaks`, `1 strip
    /// steak`): the word is the food's, not what counts it. Units of weight and volume open no food's name.
    private func startsFoodName(_ unit: Int, at start: Int, unitEnd: Int, end: Int) -> Bool {
        guard let lexicon, units.units[unit].dimension == .count, unitEnd < end,
            let word = line.text(from: start, to: unitEnd), let text = line.text(from: start, to: end),
            let match = lexicon.longestMatch(in: text)
        else { return false }
        guard match.range.lowerBound == text.startIndex,
            match.matchedText.unicodeScalars.count > word.unicodeScalars.count + 1
        else { return false }
        // (`cloves garlic` is a name of garlic, whose cloves the unit counts: the words after it name the same food.)
        return line.text(from: unitEnd, to: end).flatMap { lexicon.longestMatch(in: $0) }?.food.id != match.food.id
    }

    func parse(from start: Int) -> LineParts {
        var parts = LineParts()
        let segments = self.segments(from: start)
        guard let first = segments.first else { return parts }
        // `Cheddar, Monterey Jack, or mozzarella cheese`: a list that ends in `or`/`and` is one name.
        var headEnd = first.upperBound
        var restStart = 1
        for k in 1..<max(segments.count, 1) where k < segments.count {
            let segment = segments[k]
            let lower = line.skipSpaces(segment.lowerBound)
            if line.hasWord(Words.or, at: lower) || line.hasWord(Words.and, at: lower) {
                // `sherry vinegar, or balsamic vinegar`, `rum, or amount desired`: one food, then after a comma
                // another to use instead, is an aside; `honey, or other sweetener` names the kind and stays.
                if k == 1, line.hasWord(Words.or, at: lower),
                   Words.kindAlternatives.match(line, at: line.skipSpaces(lower + 2)) == nil { break }
                let between = segments[1..<k]
                let listLike = between.allSatisfy {
                    let start = line.skipSpaces($0.lowerBound)
                    return wordCount($0) <= 3 && !startsPreparation(start) && Words.trailingPhrases.match(line, at: start) == nil
                        && !line.hasWord(Words.like, at: start)
                }
                let after = line.skipSpaces(lower + (line.hasWord(Words.or, at: lower) ? 2 : 3))
                if listLike, !startsPreparation(after), !ScalarClass.isDigit(line[after]), wordCount(segment) <= 6,
                   Words.trailingPhrases.match(line, at: lower) == nil, Words.trailingPhrases.match(line, at: after) == nil {
                    headEnd = segment.upperBound
                    restStart = k + 1
                }
                break
            }
            if k == 1, wordCount(segment) <= 4, !startsPreparation(lower), Words.trailingPhrases.match(line, at: lower) == nil,
               !line.hasWord(Words.for, at: lower), !line.hasWord(Words.like, at: lower), !line.hasWord(Words.with, at: lower),
               wordsAfterOr(segment) >= 2, !describesState(segment) {
                // `corn, peanut or vegetable oil`: a list whose last item carries the noun.
                headEnd = segment.upperBound
                restStart = 2
                break
            }
            if k == 1, closesFoodListWithAnd(segment, after: first) {
                // `salt, black pepper and cayenne pepper to taste`, `beef, veal and pork`: foods joined by `and` are
                // the foods of the line, as a list closed by `or` is.
                headEnd = segment.upperBound
                restStart = 2
                break
            }
            if k >= 2, wordCount(segment) <= 4, wordsAfterOr(segment) >= 1,
               !startsPreparation(lower), Words.trailingPhrases.match(line, at: lower) == nil,
               !line.hasWord(Words.for, at: lower), !line.hasWord(Words.like, at: lower), !line.hasWord(Words.with, at: lower),
               !describesState(segment), segments[1..<k].allSatisfy({ isListItem($0) }) {
                // `olive, sunflower, hazelnut or walnut oil`, `beef, chicken, veal or pork`: a list of single
                // foods that closes with `or`.
                headEnd = segment.upperBound
                restStart = k + 1
                break
            }
            if wordCount(segment) > 3 { break }
        }
        if restStart == 1, segments.count >= 2, let listEnd = listAfterHeading(segments) {
            // `Toppings: shredded lettuce, sour cream, salsa`: after a heading the comma list is what the line names.
            headEnd = segments[listEnd - 1].upperBound
            restStart = listEnd
        }
        if restStart == 1, segments.count >= 3 {
            // `lemon juice, brandy, balsamic vinegar`, `oregano, rosemary, thyme, sage`: two or more short items
            // after the first, each naming a food, are a list of foods even without a closing `or`/`and`.
            var k = 1
            while k < segments.count, namesListedFood(segments[k]) { k += 1 }
            if k >= 3, namesListedFood(first.lowerBound..<first.upperBound, opensLine: true) {
                headEnd = segments[k - 1].upperBound
                restStart = k
            }
        }
        parseHead(first.lowerBound..<headEnd, into: &parts)
        // `skinless, boneless chicken thighs`, `peeled, diced mango`: a lone adjective before a comma
        // belongs to the name after it.
        var merges = 0
        // A name ending in a comma of that list (`peeled,` of `peeled, seeded, diced tomato`) is looked at without it.
        while merges < 4, restStart < segments.count, let written = parts.name {
            let name = written.utf8.last == 0x2C ? Self.withoutTrailingCommas(written) : written
            let next = line.skipSpaces(segments[restStart].lowerBound)
            if let packed = Words.packedIn.match(line, at: next),
               line.skipSpaces(next + packed.count) >= segments[restStart].upperBound || line[line.skipSpaces(next + packed.count)] == "(" {
                // `sun-dried tomatoes, packed in oil`: the packing names the product.
                headEnd = segments[restStart].upperBound
                restStart += 1
                merges += 1
                parts = LineParts()
                parseHead(first.lowerBound..<headEnd, into: &parts)
                continue
            }
            guard Words.trailingPhrases.match(line, at: next) == nil, !line.hasWord(Words.for, at: next),
                  !line.hasWord(Words.or, at: next) else { break }
            // `McCormick® Cloves, Ground`: a name that is a brand alone, closed by its mark, goes on with the product
            // after the comma when it opens with a capital; what follows is the note.
            // So does a product's own name written in capitals after its brand's mark (`Ragu® Chunky Tomato, Garlic &
            // Onion Sauce`): a segment of capitalised words only, none a preparation, continues it.
            if ((name.hasSuffix("®") || name.hasSuffix("™")) && ScalarClass.isUpperASCII(line[next]) && !startsPreparation(next))
                || ((name.contains("®") || name.contains("™")) && isTitleCaseName(segments[restStart]) && !startsPreparation(next))
            {
                headEnd = segments[restStart].upperBound
                restStart += 1
                merges += 1
                parts = LineParts()
                parseHead(first.lowerBound..<headEnd, into: &parts)
                if let merged = parts.name, merged.utf8.last == 0x2C { parts.name = Self.withoutTrailingCommas(merged) }
                continue
            }
            // The lexicon is asked only when the cheap tests cannot decide: a lone describing word before a name
            // merges anyway, and a segment of preparations alone (`onion, finely chopped`) names no food.
            let mergesAnyway = (isLoneAdjective(name) || isOnlyPreparation(name))
                && (!startsPreparation(next) || name.hasSuffix("ed"))
            if !mergesAnyway, onlyPreparations(segments[restStart]) || !describesFoodAfter(name, segments[restStart]) {
                break
            }
            headEnd = segments[restStart].upperBound
            restStart += 1
            merges += 1
            parts = LineParts()
            parseHead(first.lowerBound..<headEnd, into: &parts)
        }
        for segment in segments.dropFirst(restStart) {
            if parts.quantity == nil, parts.unit == nil, takeMeasure(segment, into: &parts) { continue }
            classify(segment, into: &parts)
        }
        // `Scant 2/3 cup (60g) (old-fashioned rolled oats)`: a name written wholly in brackets, with nothing outside
        // them, is the name; the first note naming a food (and no amount) is taken.
        if parts.name?.isEmpty ?? true, let lexicon,
            let k = parts.comments.firstIndex(where: { note in
                !note.unicodeScalars.contains(where: { $0.properties.numericType != nil }) && lexicon.longestMatch(in: note) != nil
            })
        {
            parts.name = parts.comments.remove(at: k)
        }
        return parts
    }

    /// A segment after the name that is only a measure gives the line's amount when the head has none:
    /// `60% bittersweet chocolate, 1½ cups`, `sugar, pinch of`. Returns whether it did.
    private func takeMeasure(_ range: Range<Int>, into parts: inout LineParts) -> Bool {
        let lower = line.skipSpaces(range.lowerBound)
        guard lower < range.upperBound else { return false }
        var upper = lastNonSpace(range) + 1
        if line[upper - 1] == "." { upper -= 1 }
        if let (low, high, qEnd) = line.quantity(at: lower) {
            var u = line.skipSpaces(qEnd)
            if line[u] == "-" { u += 1 }
            guard let (unit, uEnd) = englishUnit(at: u, end: upper), line.skipSpaces(uEnd) >= upper else { return false }
            parts.quantity = low
            parts.quantityMax = high
            parts.unit = unit
            parts.unitText = line.text(from: u, to: uEnd)
            return true
        }
        // `pinch of` with nothing after it: the measure written after the name, as some sites list a pantry food.
        guard ScalarClass.isASCIILetter(line[lower]), let (unit, uEnd) = englishUnit(at: lower, end: upper),
              Words.measureWithoutNumber.contains(units.units[unit].code) else { return false }
        let of = line.skipSpaces(uEnd)
        guard line.hasWord(Words.of, at: of), line.skipSpaces(of + Words.of.count) >= upper else { return false }
        parts.unit = unit
        parts.unitText = line.text(from: lower, to: uEnd)
        return true
    }

    // MARK: Segments

    /// The line split at top-level commas and semicolons (not inside parentheses).
    private func segments(from start: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var lower = start
        // `1/2 pound, plus 2 tablespoons, butter`: the commas around a `plus` measure split nothing.
        var unsplitComma = -1
        for i in start..<line.count {
            let c = line[i]
            if depth == 0, c == ",", i == unsplitComma { continue }
            if depth == 0, c == ",", lower == start, let plusEnd = plusMeasure(at: line.skipSpaces(i + 1)),
               line[line.skipSpaces(plusEnd)] == "," || hasNameAfter(plusEnd, line.count),
               let measureEnd = measures(at: line.skipSpaces(start), end: i), line.skipSpaces(measureEnd) == i {
                // `1 cup, plus 2 tablespoons olive oil`: without a closing comma the name follows the measure.
                if line[line.skipSpaces(plusEnd)] == "," { unsplitComma = line.skipSpaces(plusEnd) }
                continue
            }
            if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0, c == "-", line[i - 1] == " ", line[i + 1] == " ", i > start + 1 {
                result.append(lower..<i)
                lower = i + 1
            } else if depth == 0, c == "," || c == ";" {
                if ScalarClass.isDigit(line[i - 1]), ScalarClass.isDigit(line[i + 1]) { continue }
                result.append(lower..<i)
                lower = i + 1
            }
        }
        result.append(lower..<line.count)
        return result.filter { line.hasContent(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// A whole number of two or more, a space and a fraction joined by a hyphen to a length (`12 ½-inch-thick
    /// slices`, `10 1/4-inch pieces`) before a plural word: the whole number counts the pieces and the fraction
    /// sizes them. Returns the count and where it ends, or nil (`1 1/2-inch piece` is one and a half inches).
    private func countBeforeLength(from start: Int, to end: Int) -> (value: Double, end: Int)? {
        guard line[end] == "-", let (unit, uEnd) = englishUnit(at: end + 1, end: line.count) ?? lengthWithDimension(at: end + 1),
              units.units[unit].dimension == .length else { return nil }
        var w = start
        var whole = 0.0
        while w < end, w - start < 4, ScalarClass.isDigit(line[w]) {
            whole = whole * 10 + Double(line[w].value - 0x30)
            w += 1
        }
        guard w > start, w < end, ScalarClass.isSpace(line[w]), whole >= 2 else { return nil }
        // The pieces: a plural word after the length and the way it runs (`-thick slices`, `-inch cubes`).
        let after = line.skipSpaces(dimensionEnd(after: uEnd))
        var e = after
        while e < line.count, ScalarClass.isWordLetter(line[e]) { e += 1 }
        guard e - after >= 3, line[e - 1] == "s" else { return nil }
        return (whole, w)
    }

    /// A length joined by a hyphen to the way it runs (`inch-thick`, where a unit word ends only before a space):
    /// the unit and where the length word ends.
    private func lengthWithDimension(at k: Int) -> (Int, Int)? {
        var wordEnd = k
        while wordEnd < line.count, ScalarClass.isASCIILetter(line[wordEnd]) { wordEnd += 1 }
        guard wordEnd > k, line[wordEnd] == "-", let (unit, uEnd) = englishUnit(at: k, end: wordEnd), uEnd == wordEnd,
              units.units[unit].dimension == .length, dimensionEnd(after: uEnd) > uEnd else { return nil }
        return (unit, uEnd)
    }

    /// The end of the measure of one piece or package at `k` (`12-ounce`, `400g`, `2-inch`, `½-inch-thick`: a
    /// length takes the way it runs), or nil when no number and unit stand there.
    private func pieceMeasureEnd(at k: Int, end: Int) -> Int? {
        guard ScalarClass.isDigit(line[k]) || ScalarClass.vulgarFraction(line[k]) != nil,
              let (_, _, numberEnd) = line.quantity(at: k) else { return nil }
        var u = numberEnd
        if line[u] == "-" { u += 1 }
        u = line.skipSpaces(u)
        guard let (unit, unitEnd) = englishUnit(at: u, end: end) ?? lengthWithDimension(at: u) else { return nil }
        return units.units[unit].dimension == .length ? dimensionEnd(after: unitEnd) : unitEnd
    }

    /// After a length, the end of the word saying which dimension it gives (`1-inch thick`, `2 inches long`).
    private func dimensionEnd(after measureEnd: Int) -> Int {
        var k = line.skipSpaces(measureEnd)
        if line[k] == "-" { k += 1 }
        guard let word = Words.dimensions.match(line, at: k) else { return measureEnd }
        return k + word.count
    }

    /// The end of `plus 2 tablespoons` (or `less`, `minus`) at `i`, or nil.
    private func plusMeasure(at i: Int) -> Int? {
        let length = line.hasWord(Words.plus, at: i) ? Words.plus.count : line.hasWord(Words.less, at: i) ? Words.less.count
            : line.hasWord(Words.minus, at: i) ? Words.minus.count : 0
        guard length > 0 else { return nil }
        return measures(at: line.skipSpaces(i + length), end: line.count)
    }

    /// `crusty, seeded hamburger buns`, `ripest, most flavorful tomatoes`: a one-word name that names no food,
    /// before a comma and a short phrase that does, describes that food.
    private func describesFoodAfter(_ name: String, _ segment: Range<Int>) -> Bool {
        guard let lexicon, !name.utf8.contains(0x20), wordCount(segment) <= 8,
              let text = line.text(from: segment.lowerBound, to: segment.upperBound),
              lexicon.longestMatch(in: name) == nil, lexicon.lookup(name) == nil else { return false }
        return lexicon.longestMatch(in: text) != nil
    }

    private static func withoutTrailingCommas(_ name: String) -> String {
        var bare = Substring(name)
        while bare.last == "," || bare.last == " " { bare = bare.dropLast() }
        return String(bare)
    }

    /// Whether a segment is two words or more that each open with a capital and go on in small letters, joined by
    /// `&`, `and`, `of` or `with` (`Garlic & Onion Sauce`): the rest of a product name written in title case. A
    /// note is none: one word (`Medium`, `Smoked`), capitals throughout (`MIX WELL BEFORE MEASURING`), a number or
    /// `or` (`Regular or 98% Fat Free`).
    private func isTitleCaseName(_ range: Range<Int>) -> Bool {
        var i = line.skipSpaces(range.lowerBound)
        var words = 0
        while i < range.upperBound {
            var end = i
            while end < range.upperBound, !ScalarClass.isSpace(line[end]) { end += 1 }
            let first = line[i]
            if !ScalarClass.isUpperASCII(first) {
                let word = String(String.UnicodeScalarView((i..<end).map { line[$0] }))
                guard ["&", "and", "of", "with"].contains(word) else { return false }
            } else {
                // A capitalised word of letters only (no `98%`, no `Fat-Free,`), small letters after its capital.
                for k in i..<end where !(line[k].properties.isAlphabetic || line[k] == "'") {
                    if k == end - 1 && line[k] == "," { continue }
                    return false
                }
                if end - i > 1, !line[i + 1].properties.isLowercase { return false }
                words += 1
            }
            i = line.skipSpaces(end)
        }
        return words > 1
    }

    /// A name of one lowercase describing word (`skinless`, `peeled`, `mild`), or a comma list of them
    /// (`skinless, boneless`), or two or three of them (`thin skinless`): the name goes on after a comma.
    private func isLoneAdjective(_ name: String) -> Bool {
        if name.utf8.contains(0x2C) || name.utf8.contains(0x20) {
            let words = name.split(whereSeparator: { $0 == "," || $0 == " " })
            return words.count >= 2 && (name.utf8.contains(0x2C) || words.count <= 3)
                && words.allSatisfy { !$0.contains(",") && isLoneAdjective(String($0)) }
        }
        guard let first = name.unicodeScalars.first else { return false }
        let lowercase = first.value >= 0x61 && first.value <= 0x7A
        if !lowercase, first.value >= 0x41, first.value <= 0x5A, name.hasSuffix("ed") || name.hasSuffix("less") { return true }
        guard lowercase else { return false }
        return name.hasSuffix("less") || name.hasSuffix("ed") || name.hasSuffix("free")
            || Words.loneAdjectives.contains(name)
    }

    /// A quick look for the letters size words start with after a space or at the start (`l`, `s`, `m`,
    /// `j`, `x`, `e`), so most names skip the word-by-word check.
    private static func mayHoldSize(_ name: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in name.utf8 {
            if previous == 0x20 {
                switch byte | 0x20 {
                case 0x6C, 0x73, 0x6D, 0x6A, 0x78, 0x65: return true
                default: break
                }
            }
            previous = byte
        }
        return false
    }

    /// A name made only of preparations (`peeled, cored`, `finely diced`): the name itself comes after the
    /// next comma (`peeled, cored, and sliced tart apples`).
    private func isOnlyPreparation(_ name: String) -> Bool {
        guard name.utf8.contains(0x20) || name.utf8.contains(0x2C), name.hasSuffix("ed") || name.hasSuffix("ly") else {
            return false
        }
        var sawPreparation = false
        for raw in name.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let word = raw.lowercased()
            if word == "and" || word == "or" { continue }
            let scalars = Array(word.unicodeScalars)
            guard Words.preparations.all.contains(scalars) || Words.adverbs.all.contains(scalars)
                || Words.weakPreparations.all.contains(scalars) || word.hasSuffix("ed") && word.count > 4
            else { return false }
            sawPreparation = true
        }
        return sawPreparation
    }

    /// Whether a segment says how the food is (`fresh or frozen`, `pitted and diced`, `medium or hot`)
    /// rather than naming more foods.
    private func describesState(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if i == range.lowerBound || ScalarClass.isSpace(line[i - 1]) {
                if Words.stateWords.match(line, at: i) != nil || Words.sizes.match(line, at: i) != nil { return true }
                var j = i
                while j < range.upperBound, ScalarClass.isWordLetter(line[j]) || line[j] == "-" { j += 1 }
                if j - i > 3, line[j - 1] == "d", line[j - 2] == "e" { return true }
            }
            i += 1
        }
        return false
    }

    /// A short item of a list of foods: two words at most, no preparation, no state, no phrase.
    private func isListItem(_ range: Range<Int>) -> Bool {
        let start = line.skipSpaces(range.lowerBound)
        return wordCount(range) <= 2 && !startsPreparation(start) && !describesState(range)
            && Words.trailingPhrases.match(line, at: start) == nil && !line.hasWord(Words.for, at: start)
            && !line.hasWord(Words.or, at: start) && !line.hasWord(Words.and, at: start)
    }

    /// An item of a comma list of foods: a few words, no amount, no phrase opening a note or purpose, not
    /// ending in a participle (`stems removed`) or `only`, and naming a food the lexicon knows.
    /// The line's first segment (`1 tsp salt`) may hold the amount and a few more words.
    private func namesListedFood(_ range: Range<Int>, opensLine: Bool = false) -> Bool {
        guard let lexicon, wordCount(range) <= (opensLine ? 6 : 3) else { return false }
        let start = line.skipSpaces(range.lowerBound)
        // A note in brackets closing the item (`sour cream (for serving)`) is left to the name's own rules.
        var upper = range.upperBound
        for k in range where line[k] == "(" && !opensLine {
            upper = k
            break
        }
        for k in start..<upper where (ScalarClass.isDigit(line[k]) && !opensLine) || line[k] == ":" { return false }
        if Words.trailingPhrases.match(line, at: start) != nil || Words.listItemOpeners.match(line, at: start) != nil {
            return false
        }
        guard upper > start else { return false }
        let last = lastNonSpace(start..<upper)
        var w = last
        while w > start, !ScalarClass.isSpace(line[w - 1]) { w -= 1 }
        if last - w >= 3, line[last] == "d", line[last - 1] == "e" { return false }
        if line.hasWord(Words.only, at: w) { return false }
        guard let text = line.text(from: start, to: last + 1) else { return false }
        return lexicon.longestMatch(in: text) != nil
    }

    /// When the line opens with a heading of three words at most and a colon, with no amount after it
    /// (`Garnish: mint sprigs, lemon slices`), the index of the first segment after the comma list that follows;
    /// nil otherwise. The list ends at a preparation, a trailing phrase or a purpose.
    private func listAfterHeading(_ segments: [Range<Int>]) -> Int? {
        let first = segments[0]
        var k = line.skipSpaces(first.lowerBound)
        var words = 1
        while k < first.upperBound, line[k] != ":" {
            guard ScalarClass.isWordLetter(line[k]) || line[k] == "-" || line[k] == "'" || ScalarClass.isSpace(line[k]) else { return nil }
            if ScalarClass.isSpace(line[k]), !ScalarClass.isSpace(line[k + 1]) {
                words += 1
                if words > 3 { return nil }
            }
            k += 1
        }
        guard k < first.upperBound else { return nil }
        let after = line.skipSpaces(k + 1)
        guard after < first.upperBound, ScalarClass.isWordLetter(line[after]), !ScalarClass.isDigit(line[after]),
              line.quantity(at: after) == nil, wordNumber(at: after, end: first.upperBound) == nil else { return nil }
        var end = 1
        while end < segments.count {
            let start = line.skipSpaces(segments[end].lowerBound)
            let last = lastNonSpace(segments[end])
            guard start < segments[end].upperBound, !startsPreparation(start), Words.trailingPhrases.match(line, at: start) == nil,
                  Words.listItemOpeners.match(line, at: start) == nil, !(line[last] == "d" && line[last - 1] == "e")
            else { break }
            end += 1
        }
        return end > 1 ? end : nil
    }

    /// A segment after the first that closes a list of foods with `and` (`black pepper and cayenne pepper`, `veal
    /// and pork`): a few words up to a trailing phrase, no preparation or state opening it, and the lexicon knowing
    /// a food on each side of `and` and in the line's first segment.
    private func closesFoodListWithAnd(_ range: Range<Int>, after first: Range<Int>) -> Bool {
        guard let lexicon, contains(Words.and, in: range) else { return false }
        let start = line.skipSpaces(range.lowerBound)
        guard start < range.upperBound, ScalarClass.isASCIILetter(line[start]), !startsPreparation(start),
              Words.listItemOpeners.match(line, at: start) == nil, Words.trailingPhrases.match(line, at: start) == nil
        else { return false }
        // The list ends where a trailing phrase starts (`to taste`).
        var end = range.upperBound
        var join: Int?
        var i = start + 1
        while i < range.upperBound {
            if ScalarClass.isSpace(line[i - 1]) {
                if Words.trailingPhrases.match(line, at: i) != nil || line.hasWord(Words.for, at: i) || line[i] == "(" {
                    end = i
                    break
                }
                if line.hasWord(Words.and, at: i) { join = join ?? i }
                if line.hasWord(Words.or, at: i) { return false }
            }
            i += 1
        }
        guard let join, join > start, wordCount(start..<end) <= 5,
              let before = line.text(from: start, to: join), let after = line.text(from: join + Words.and.count, to: end),
              let opening = line.text(from: first.lowerBound, to: first.upperBound),
              lexicon.longestMatch(in: before) != nil, lexicon.longestMatch(in: after) != nil,
              lexicon.longestMatch(in: opening) != nil else { return false }
        return true
    }

    /// How many words follow the last `or` of the range (0 without one): `peanut or vegetable oil` → 2.
    private func wordsAfterOr(_ range: Range<Int>) -> Int {
        var i = range.upperBound - 1
        while i > range.lowerBound {
            if ScalarClass.isSpace(line[i - 1]), line.hasWord(Words.orWord, at: i) {
                return wordCount((i + 2)..<range.upperBound)
            }
            i -= 1
        }
        return 0
    }

    /// Whether the whole word `word` occurs inside the range.
    private func contains(_ word: [Unicode.Scalar], in range: Range<Int>) -> Bool {
        var i = range.lowerBound + 1
        while i < range.upperBound {
            if ScalarClass.isSpace(line[i - 1]), line.hasWord(word, at: i) { return true }
            i += 1
        }
        return false
    }

    /// Words in the range, not counting bracketed notes.
    private func wordCount(_ range: Range<Int>) -> Int {
        var count = 0
        var inWord = false
        var depth = 0
        for i in range {
            if line[i] == "(" { depth += 1 }
            if line[i] == ")" { depth = max(0, depth - 1) }
            let letter = depth == 0 && !ScalarClass.isSpace(line[i]) && line[i] != ")"
            if letter && !inWord { count += 1 }
            inWord = letter
        }
        return count
    }

    /// A segment after the name: preparation (`chopped`), purpose (`for the sauce`), or a comment.
    private func classify(_ range: Range<Int>, into parts: inout LineParts) {
        var lower = line.skipSpaces(range.lowerBound)
        var upper = range.upperBound
        // A segment in parentheses is a comment without them.
        if line[lower] == "(", let close = line.closingBracket(from: lower), close == lastNonSpace(range) {
            lower += 1
            upper = close
        }
        guard let text = line.text(from: lower, to: upper) else { return }
        markVague(lower..<upper, into: &parts)
        if startsPreparation(lower) && !line.hasWord(Words.for, at: lower) {
            parts.addPreparation(text)
        } else {
            parts.addComment(text)
        }
    }

    private func lastNonSpace(_ range: Range<Int>) -> Int {
        var j = range.upperBound - 1
        while j > range.lowerBound, ScalarClass.isSpace(line[j]) { j -= 1 }
        return j
    }

    /// Sets `toTaste`/`optional` from the phrases in a range.
    private func markVague(_ range: Range<Int>, into parts: inout LineParts) {
        var i = range.lowerBound
        while i < range.upperBound {
            if i == range.lowerBound || !ScalarClass.isWordLetter(line[i - 1]) {
                if Words.toTastePhrases.match(line, at: i) != nil { parts.toTaste = true }
                if Words.optionalPhrases.match(line, at: i) != nil { parts.optional = true }
            }
            i += 1
        }
    }

    // MARK: The head: amount, unit and name

    private func parseHead(_ head: Range<Int>, into parts: inout LineParts) {
        let end = head.upperBound
        var i = line.skipSpaces(head.lowerBound)
        if line.hasWord(Words.optional, at: i), let colon = optionalHeadingColon(after: i + Words.optional.count, end: end) {
            // `Optional: 2 small squid`, `Optional garnish: grated Parmesan`
            parts.optional = true
            parts.addComment("optional")
            i = line.skipSpaces(colon + 1)
        }
        if let phrase = Words.toTastePhrases.match(line, at: i), hasNameAfter(i + phrase.count, end) {
            // `as needed sesame seeds`, `to taste Japanese bouillon`: the vague amount written first.
            parts.toTaste = true
            parts.addComment(line.text(from: i, to: i + phrase.count))
            i = line.skipSpaces(i + phrase.count)
        }
        if line[i] == "~" { i = line.skipSpaces(i + 1) }
        if let word = Words.sizes.match(line, at: i), line.quantity(at: line.skipSpaces(i + word.count)) != nil {
            // `Heaped ½ cup pecans`: a size written before the number grades the measure.
            parts.addSize(line.text(from: i, to: i + word.count))
            i = line.skipSpaces(i + word.count)
        }
        var vagueCount = false
        if let phrase = Words.vagueCounts.match(line, at: i) {
            // `couple sprigs thyme`, `a few leaves basil`: no number, but the unit still counts.
            parts.addComment(line.text(from: i, to: i + phrase.count))
            i = line.skipSpaces(i + phrase.count)
            if line.hasWord(Words.of, at: i) { i = line.skipSpaces(i + 2) }
            vagueCount = true
        }
        // `juice of 1 lemon`: what is used of the food, then its amount.
        if let phrase = Words.partsOf.match(line, at: i) {
            parts.addPreparation(line.text(from: i, to: (i + phrase.count)))
            i = line.skipSpaces(i + phrase.count)
        }
        // `about 2 cups`, `approximately 1 lb`
        if let word = Words.approximations.match(line, at: i) {
            parts.addComment(String(String.UnicodeScalarView(word)))
            i = line.skipSpaces(i + word.count)
            if line[i] == "." { i = line.skipSpaces(i + 1) }
        }
        // `Additional 1 tablespoon sugar, for sprinkling`: more of a food, then its amount.
        if let word = Words.additional.match(line, at: i), line.quantity(at: line.skipSpaces(i + word.count)) != nil {
            parts.addComment(String(String.UnicodeScalarView(word)))
            i = line.skipSpaces(i + word.count)
        }
        var hasQuantity = false
        let quantityStart = i
        if let (low, high, qEnd) = line.quantity(at: i), qEnd <= end, line[qEnd] != "%" {
            parts.quantity = low
            parts.quantityMax = high
            hasQuantity = true
            i = qEnd
            if high == nil, let count = countBeforeLength(from: quantityStart, to: qEnd) {
                // `12 ½-inch-thick slices`: the count, then the size of each piece, not twelve and a half.
                parts.quantity = count.value
                i = count.end
            }
        } else if let (value, wEnd) = wordNumber(at: i, end: end) {
            parts.quantity = value
            hasQuantity = true
            i = wEnd
        }
        // After the quantity: package notes `(28 ounce)`, `x 400g`, metric/imperial pairs `/5oz`, `12-ounce`.
        var unitFound = false
        afterQuantity: while hasQuantity {
            i = line.skipSpaces(i)
            guard i < end else { break }
            let c = line[i]
            if c == "(", unitFound, pluralEnding(at: i) {
                // `2 slice(s) bread`: the plural in brackets is part of the unit word.
                i = line.closingBracket(from: i)! + 1
                continue
            }
            if c == "(" || c == "[" {
                let close = min(line.closingBracket(from: i) ?? end, end)
                parts.addComment(line.text(from: i + 1, to: close))
                i = min(close + 1, end)
                continue
            }
            if line.hasWord(Words.dozen, at: i) {
                parts.quantity = parts.quantity.map { $0 * 12 }
                parts.quantityMax = parts.quantityMax.map { $0 * 12 }
                i += Words.dozen.count
                continue
            }
            if unitFound, let current = parts.unit, units.units[current].dimension == .length,
               let (unit, uEnd) = englishUnit(at: i, end: end), units.units[unit].dimension != .length {
                // `2cm/1in piece ginger`: the length describes the piece.
                parts.addComment(parts.unitText)
                parts.unit = unit
                parts.unitText = line.text(from: i, to: uEnd)
                i = uEnd
                continue
            }
            if c == "-", !unitFound, englishUnit(at: i + 1, end: end) != nil {
                // `5-pound roast`, `4- to 5-pound`: the hyphen joins the amount to its unit.
                i += 1
                continue
            }
            if c == "+", !unitFound, let (more, _, nEnd) = line.quantity(at: line.skipSpaces(i + 1)),
               englishUnit(at: line.skipSpaces(nEnd), end: end) != nil {
                // `1/4 + 1/8 teaspoon`: two amounts of one unit, added.
                parts.quantity = parts.quantity.map { $0 + more }
                parts.quantityMax = nil
                i = nEnd
                continue
            }
            if !unitFound, let phrase = Words.vagueAlternatives.match(line, at: i),
               englishUnit(at: line.skipSpaces(i + phrase.count), end: end) != nil
                || (parts.unit == nil && hasNameAfter(i + phrase.count, end) && !startsAmountAfterOr(i + 2)) {
                // `2 or more tablespoons`: the aside stands between the number and its unit; `8 or so fresh Thai
                // chiles`: or before the name.
                parts.addComment(line.text(from: i, to: i + phrase.count))
                i += phrase.count
                continue
            }
            if !unitFound, let packed = preparationBeforeUnit(at: i, end: end) {
                // `4 packed cups spinach`, `2 loosely packed cups basil`: how the cup is filled.
                parts.addPreparation(line.text(from: i, to: packed.preparationEnd))
                i = packed.unitStart
                continue
            }
            if line.hasWord(Words.each, at: i) {
                // `½ each yellow and red pepper`, `1 pound each beef and pork`
                parts.addComment("each")
                i += Words.each.count
                continue
            }
            if (c == "x" || c == "X" || c == "×"), line[i + 1] == " " || ScalarClass.isDigit(line[i + 1]) {
                i += 1
                continue
            }
            if c == "/", let pairEnd = measures(at: line.skipSpaces(i + 1), end: end) {
                if let note = line.text(from: (i + 1), to: pairEnd) { parts.addComment(note) }
                i = pairEnd
                continue
            }
            if !unitFound, let measureEnd = pieceMeasureEnd(at: i, end: end) {
                // A second number: a package size (`2 12-ounce cans`, `2 x 400g tins`).
                parts.addComment(line.text(from: i, to: measureEnd))
                i = measureEnd
                continue
            }
            if !unitFound, let (unit, uEnd) = englishUnit(at: i, end: end), !startsFoodName(unit, at: i, unitEnd: uEnd, end: end) {
                parts.unit = unit
                parts.unitText = line.text(from: i, to: uEnd)
                unitFound = true
                i = uEnd
                continue
            }
            break
        }
        // Sizes and modifiers: `large`, `small handful`, `heaped tbsp`.
        i = line.skipSpaces(i)
        var sizeStart = i
        var sawSize = false
        while i < end {
            if line.hasWord(Words.very, at: i) || line.hasWord(Words.extra, at: i) {
                let after = line.skipSpaces(i + 5 - (line.hasWord(Words.very, at: i) ? 1 : 0))
                if (Words.sizes.match(line, at: after) != nil) {
                    i = after
                    continue
                }
            }
            if !unitFound, let compoundEnd = sizeCompound(at: i, end: end) {
                // `quarter-size slices`, `bite-size pieces`, `thick-cut strips`: how big the pieces the unit counts are.
                sawSize = true
                i = line.skipSpaces(compoundEnd)
                break
            }
            guard let word = Words.sizes.match(line, at: i),
                  line[i + word.count] != "-" else { break }
            var after = line.skipSpaces(i + word.count)
            // `6 large or 8 medium celery stalks`: a second count in another size is an aside; the size is no name.
            if hasQuantity, line.hasWord(Words.or, at: after) {
                let other = line.skipSpaces(after + 2)
                if let (_, _, qEnd) = line.quantity(at: other) {
                    var otherEnd = line.skipSpaces(qEnd)
                    if let size = Words.sizes.match(line, at: otherEnd) { otherEnd = line.skipSpaces(otherEnd + size.count) }
                    if otherEnd < end, ScalarClass.isWordLetter(line[otherEnd]) {
                        parts.addSize(line.text(from: sizeStart, to: i + word.count))
                        parts.addComment(line.text(from: after, to: otherEnd))
                        i = otherEnd
                        sizeStart = i
                        break
                    }
                }
            }
            if line.hasWord(Words.to, at: after) {
                // `small to medium`
                let second = line.skipSpaces(after + 2)
                if let other = Words.sizes.match(line, at: second) {
                    after = line.skipSpaces(second + other.count)
                }
            }
            if line.hasWord(Words.or, at: after) || line.hasWord(Words.and, at: after) || after >= end { break }
            if Words.unitModifiers.contains(word), englishUnit(at: after, end: end) == nil, !sawSize {
                break
            }
            sawSize = true
            i = after
        }
        if sawSize {
            parts.addSize(line.text(from: sizeStart, to: i))
            if line[i] == ",", hasNameAfter(i + 1, end) {
                // `10 large, even-sized field mushrooms`, `4 large, unpeeled garlic cloves`: the comma closes the size,
                // and a hyphenated size after it is one more.
                i = line.skipSpaces(i + 1)
                if let sizeEnd = hyphenatedSize(at: i, end: end), hasNameAfter(sizeEnd, end) {
                    parts.addSize(line.text(from: i, to: sizeEnd))
                    i = line.skipSpaces(sizeEnd)
                }
            }
            sizeStart = i
        }
        if let texture = Words.textures.match(line, at: i),
           Words.statesAfterTexture.match(line, at: line.skipSpaces(i + texture.count)) != nil {
            // `fine fresh bread crumbs`, `fine dry bread crumbs`: how fine the crumbs are grades them, like a size.
            parts.addSize(line.text(from: i, to: i + texture.count))
            i = line.skipSpaces(i + texture.count)
        }
        if !unitFound, sawSize, let measureEnd = pieceMeasureEnd(at: i, end: end),
           englishUnit(at: line.skipSpaces(measureEnd), end: end) != nil {
            // `1 large 2-inch piece ginger`, `2 medium 14-ounce cans tomatoes`: after the size, the measure of each
            // piece or package the unit counts.
            parts.addComment(line.text(from: i, to: measureEnd))
            i = line.skipSpaces(measureEnd)
        }
        if !unitFound, let (unit, uEnd) = englishUnit(at: i, end: end),
           hasQuantity || sawSize || vagueCount || Words.measureWithoutNumber.contains(units.units[unit].code)
           || line.hasWord(Words.of, at: line.skipSpaces(uEnd)),
           !startsFoodName(unit, at: i, unitEnd: uEnd, end: end) {
            let after = line.skipSpaces(uEnd)
            // `12 whole cloves (optional)`: a word followed only by a note is the name, not its unit.
            var named = after
            if line[named] == "(", let close = line.closingBracket(from: named), close < end { named = line.skipSpaces(close + 1) }
            if after < end, named < end {
                parts.unit = unit
                parts.unitText = line.text(from: i, to: uEnd)
                unitFound = true
                i = uEnd
            }
        }
        // After the unit: `(1 oz)`, `/240ml`, `of`.
        while unitFound {
            i = line.skipSpaces(i)
            if line[i] == "-", let unit = parts.unit, parts.quantityMax == nil, let (high, _, nEnd) = line.quantity(at: line.skipSpaces(i + 1)),
               let (other, uEnd) = englishUnit(at: line.skipSpaces(nEnd), end: end), other == unit {
                // `150ml-200ml`: a range that repeats its unit.
                parts.quantityMax = high
                i = uEnd
                continue
            }
            if let phrase = Words.vagueAlternatives.match(line, at: i) {
                // `¼ cup or more Madeira`, `2 tbsp or so honey`, `splash or two Marsala`
                parts.addComment(line.text(from: i, to: i + phrase.count))
                i += phrase.count
                continue
            }
            if line.hasWord(Words.each, at: i) {
                parts.addComment("each")
                i += Words.each.count
                continue
            }
            if let unit = parts.unit, let (other, uEnd) = englishUnit(at: i, end: end), other == unit,
               line.skipSpaces(uEnd) < end {
                // `4 tbsp tablespoons mayonnaise`, `2 cloves cloves garlic`: the unit written twice.
                i = uEnd
                continue
            }
            if line[i] == "(", pluralEnding(at: i) {
                // `2 slice(s) bread`, `1 pinch(es) salt`: the plural written in brackets is part of the unit word.
                i = line.closingBracket(from: i)! + 1
                continue
            }
            if line[i] == "(" || line[i] == "[", let close = line.closingBracket(from: i), close < end {
                parts.addComment(line.text(from: (i + 1), to: close))
                i = close + 1
                continue
            }
            if line[i] == "/", let pairEnd = measures(at: line.skipSpaces(i + 1), end: end) {
                parts.addComment(line.text(from: (i + 1), to: pairEnd))
                i = pairEnd
                continue
            }
            if let current = parts.unit, units.units[current].dimension != .count,
               let (other, uEnd) = englishUnit(at: i, end: end),
               line.hasWord(Words.of, at: line.skipSpaces(uEnd)) || Words.containers.contains(units.units[other].code) {
                // `3kg piece of pork belly`
                parts.addComment(line.text(from: i, to: uEnd))
                i = uEnd
                continue
            }
            if ScalarClass.isDigit(line[i]) || ScalarClass.vulgarFraction(line[i]) != nil, let moreEnd = measures(at: i, end: end) {
                // `1 lb 2oz`, `20g¾oz` (the slash lost)
                parts.addComment(line.text(from: i, to: moreEnd))
                i = moreEnd
                continue
            }
            if line[i] == ",", let plusEnd = plusMeasure(at: line.skipSpaces(i + 1)) {
                // `1/2 pound, plus 2 tablespoons, softened butter`, `1 cup, plus 2 tablespoons olive oil`
                let closing = line[line.skipSpaces(plusEnd)] == ","
                if closing || hasNameAfter(plusEnd, end) {
                    parts.addComment(line.text(from: line.skipSpaces(i + 1), to: plusEnd))
                    i = closing ? line.skipSpaces(plusEnd) + 1 : plusEnd
                    continue
                }
            }
            if let length = line.hasWord(Words.plus, at: i) ? Words.plus.count
                : line.hasWord(Words.minus, at: i) ? Words.minus.count : line[i] == "+" ? 1 : nil,
               let plusEnd = measures(at: line.skipSpaces(i + length), end: end) {
                // `3/4 cup plus 1 tablespoon`, `1 cup minus 2 tablespoons`
                parts.addComment(line.text(from: i, to: plusEnd))
                i = plusEnd
                continue
            }
            if line.hasWord(Words.or, at: i), let current = parts.unit,
               let (other, uEnd) = englishUnit(at: line.skipSpaces(i + 2), end: end),
               units.units[other].dimension == units.units[current].dimension, line.skipSpaces(uEnd) < end {
                // `1 can or bottle wheat beer`, `1 12-oz bottle or can of beer`: another vessel for the same amount.
                parts.addComment(line.text(from: i, to: uEnd))
                i = uEnd
                continue
            }
            break
        }
        i = line.skipSpaces(i)
        if unitFound || hasQuantity, line[i] == ",", i > head.lowerBound, line[line.skipSpaces(i + 1)] != ",",
           hasNameAfter(i + 1, end), line[i - 1] == ")" || line[i - 1] == "." || unitFound {
            // `1/2 c. (1 stick), unsalted butter`, `1 stalk, celery`: a comma closing the amount opens the name.
            i = line.skipSpaces(i + 1)
        }
        if line.hasWord(Words.of, at: i) { i = line.skipSpaces(i + 2) }
        // Preparation before the name: `finely chopped onion`, `sifted flour`.
        let prepStart = i
        var prepEnd = i
        var k = i
        var afterSeparator = false
        // A run that washed or rinsed the food (`rinsed, stemmed and dried cherries`) dries it after: `dried`
        // there is patted dry, no state.
        var washed = false
        // After a can or package the participle names the product (`can crushed tomatoes`).
        // A run opening with a word for how the food was kept or handled (`package refrigerated pork roast`,
        // `package washed and chopped collard greens`) is a preparation there too.
        let container = parts.unit.map { Words.containers.contains(units.units[$0].code) } ?? false
            && Words.handling.match(line, at: k) == nil
        while k < end, !container {
            if let product = Words.madeProducts.match(line, at: k) {
                // `shredded coconut`, `crushed tomatoes`: the participle names the product the food is sold as.
                let after = line.skipSpaces(k + product.count)
                if after >= end || line[after] == "(" || line[after] == "," { break }
            }
            if let adverb = Words.adverbs.match(line, at: k) {
                k = line.skipSpaces(k + adverb.count)
                // `fully-cooked`, `well-drained`: an adverb joined by a hyphen.
                if line[k] == "-", ScalarClass.isASCIILetter(line[k + 1]) { k += 1 }
                continue
            }
            // A weak participle (`pitted`) joins a run after a comma or `and` (`peeled, pitted, and chopped`);
            // right before the name it names the food (`chopped pitted olives`).
            if let verb = Words.preparations.match(line, at: k)
                ?? (afterSeparator ? Words.weakPreparations.match(line, at: k) : weakBeforeMore(at: k, end: end))
                ?? (afterSeparator && washed && line.hasWord(Words.dried, at: k) ? Words.dried : nil) {
                if Words.washing.match(line, at: k) != nil { washed = true }
                k = line.skipSpaces(k + verb.count)
                if line[k] == "(", let close = line.closingBracket(from: k), close < end, hasNameAfter(close + 1, end),
                   (k..<close).contains(where: { ScalarClass.isDigit(line[$0]) || ScalarClass.vulgarFraction(line[$0]) != nil }) {
                    // `cubed (¼-inch) dill pickles`: the size of the cut goes with it.
                    k = line.skipSpaces(close + 1)
                }
                prepEnd = k
                afterSeparator = false
                // `peeled, cored, and sliced tart apples`: the run goes on over commas and `and`/`or`.
                var next = k
                if line[next] == "," { next = line.skipSpaces(next + 1) }
                if line.hasWord(Words.and, at: next) {
                    next = line.skipSpaces(next + 3)
                } else if line.hasWord(Words.or, at: next) {
                    next = line.skipSpaces(next + 2)
                }
                if next != k, startsPreparation(next) || Words.weakPreparations.match(line, at: next) != nil
                    || line.hasWord(Words.ground, at: next) || (washed && line.hasWord(Words.dried, at: next)) {
                    k = next
                    afterSeparator = true
                }
                continue
            }
            if k > prepStart, line.hasWord(Words.ground, at: k), prepEnd < k {
                // `freshly ground`, but `ground beef` names a food.
                k = line.skipSpaces(k + Words.ground.count)
                prepEnd = k
                continue
            }
            break
        }
        var prepText = prepEnd
        if prepEnd > prepStart, line[prepEnd] == ",", hasNameAfter(prepEnd + 1, end) { prepEnd += 1 }
        if prepEnd > prepStart, prepEnd < end, hasNameAfter(prepEnd, end) {
            // The comma closing the run is no part of it.
            while prepText > prepStart, line[prepText - 1] == "," || ScalarClass.isSpace(line[prepText - 1]) {
                prepText -= 1
            }
            parts.addPreparation(line.text(from: prepStart, to: prepText))
            i = prepEnd
        }
        if hasQuantity, !unitFound, prepEnd > prepStart, i == prepEnd, let (unit, uEnd) = englishUnit(at: i, end: end),
           Words.trailingUnits.contains(where: { line.hasWord($0, at: i) }), hasNameAfter(uEnd, end) {
            // `1 minced clove garlic`: the piece word after the preparation counts the food.
            parts.unit = unit
            parts.unitText = line.text(from: i, to: uEnd)
            unitFound = true
            i = line.skipSpaces(uEnd)
            if line.hasWord(Words.of, at: i) { i = line.skipSpaces(i + 2) }
        }
        parseName(min(i, end)..<end, into: &parts)
        if let name = parts.name {
            takeTrailingUnit(name, into: &parts, keepUnit: unitFound)
        } else if parts.unit != nil, parts.size == nil, let unitText = parts.unitText {
            // `5 cloves`: the unit word is all the name there is.
            parts.name = unitText
            parts.unit = nil
            parts.unitText = nil
        }
        moveSizeWords(into: &parts)
    }

    /// Size words inside the name (`fresh large plum tomatoes`, `hard-boiled large egg yolks`) grade the
    /// pieces, not the food: they move to `size`. Kept: a size that is all of the name, one joined by a
    /// hyphen (`medium-grain rice`), one grading the word after it (`medium ripe`, `medium sherry`) and one
    /// after an article or preposition (`breast from a large chicken`).
    private func moveSizeWords(into parts: inout LineParts) {
        guard let name = parts.name, name.utf8.contains(0x20), Self.mayHoldSize(name) else { return }
        var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var moved: [String] = []
        var k = 0
        while k < words.count {
            let lower = words[k].lowercased()
            var span = Words.sizeInName.contains(lower) ? 1 : 0
            // `extra large`, `very small` (`2 dozen of very small potatoes`) are one size.
            if lower == "extra" || lower == "very", k + 1 < words.count, Words.sizeInName.contains(words[k + 1].lowercased()) {
                span = 2
            }
            // `fresh medium or small strawberries`: two sizes to choose from are one size.
            if span == 1, k + 2 < words.count, Words.sizeChoiceJoins.contains(words[k + 1].lowercased()),
               Words.sizeInName.contains(words[k + 2].lowercased()) { span = 3 }
            let next = k + span < words.count ? words[k + span].lowercased() : nil
            let previous = k > 0 ? words[k - 1].lowercased() : nil
            guard span > 0, words.count > span, let next, !Words.gradedBySize.contains(next),
                  !(previous.map(Words.beforeSizeInName.contains) ?? false) else {
                k += 1
                continue
            }
            moved.append(words[k..<(k + span)].joined(separator: " "))
            words.removeSubrange(k..<(k + span))
        }
        guard !moved.isEmpty else { return }
        parts.name = words.joined(separator: " ")
        for size in moved { parts.addSize(size) }
    }

    /// `8 whole cloves garlic` → name whole garlic, unit clove, as `8 whole garlic cloves` reads; `whole cloves`
    /// alone (or closing the name) is the spice. So for any counted part: `4 whole leaves lettuce` counts leaves
    /// (it bought four heads), `3 whole sprigs thyme` sprigs.
    private func takePartAfterWhole(_ name: String, into parts: inout LineParts, keepUnit: Bool) {
        guard !keepUnit, parts.quantity != nil, name.utf8.count > 12, name.utf8.first! | 0x20 == 0x77,
              name.lowercased().hasPrefix("whole ")
        else { return }
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 3, words[0].lowercased() == "whole", let unit = units.english(String(words[1])),
              units.units[unit].dimension == .count, units.units[unit].code != "piece",
              units.units[unit].code != "clove" || words[2].lowercased() == "garlic" else { return }
        parts.unit = unit
        parts.unitText = String(words[1])
        // `1 whole head of garlic`: the `of` joins the part to its food.
        let food = words[2].lowercased() == "of" ? words.dropFirst(3) : words.dropFirst(2)
        guard !food.isEmpty else { return }
        parts.name = ([words[0]] + food).joined(separator: " ")
    }

    /// `2 garlic cloves` → name garlic, unit clove.
    private func takeTrailingUnit(_ name: String, into parts: inout LineParts, keepUnit: Bool) {
        guard let space = name.lastIndex(of: " ") else { return }
        let last = String(name[name.index(after: space)...])
        let lowered = Array(last.lowercased().unicodeScalars)
        guard Words.trailingUnits.contains(lowered), let unit = units.english(last) else {
            takePartAfterWhole(name, into: &parts, keepUnit: keepUnit)
            return
        }
        let rest = name[..<space].lowercased()
        // `pears with stalks`: a part after `with`, `and`, `or` is not what is counted.
        if let previous = rest.split(separator: " ").last, Words.beforeOtherPart.contains(String(previous)) { return }
        // `ground cloves`, `whole cloves` are the spice.
        if rest.hasSuffix("ground") || rest.hasSuffix("whole") || !rest.contains(where: { $0.isLetter }) { return }
        // `parsley or chervil sprigs`, `fresh thyme, marjoram, or sage sprig`: without a number the word closes a
        // list of foods, and names their pieces rather than counting them.
        if parts.quantity == nil, rest.utf8.contains(0x2C) || rest.split(separator: " ").contains("or") { return }
        if keepUnit {
            // `1 ounce rosemary sprigs`: the unit written first counts.
            parts.comments.insert(last, at: 0)
        } else {
            parts.unit = unit
            parts.unitText = last
        }
        parts.name = String(name[..<space])
    }

    /// The name region: the name, then trailing phrases (`to taste`, `for the sauce`, `or 1 tsp dried`),
    /// a trailing note in parentheses, or a trailing preparation (`onion finely chopped`).
    private func parseName(_ range: Range<Int>, into parts: inout LineParts) {
        var upper = range.upperBound
        var start = line.skipSpaces(range.lowerBound)
        if let choice = Words.stateChoices.match(line, at: start), hasNameAfter(start + choice.count, upper) {
            // `fresh or frozen peas`: how the food may come is a note, as after a comma.
            parts.addComment(line.text(from: start, to: start + choice.count))
            start = line.skipSpaces(start + choice.count)
        }
        let lower = min(start, upper)
        var i = lower
        var depth = 0
        var innerCut: Range<Int>?
        while i < upper {
            let c = line[i]
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth = max(0, depth - 1) }
            if depth == 0, c == ":", i > lower, ScalarClass.isWordLetter(line[i - 1]), line.hasContent(from: i + 1, to: upper),
               parts.quantity != nil || parts.unit != nil || wordCount(lower..<i) > 3 {
                // `1 kg white sugar: regular`: a colon after the name opens a note on it. Without an amount, a colon
                // after a word or three closes a heading, which stays (`Toppings: lettuce, sour cream`).
                parts.addComment(line.text(from: i + 1, to: upper))
                upper = i
                break
            }
            if depth == 0, i > lower, ScalarClass.isSpace(line[i - 1]) {
                if (Words.trailingPhrases.match(line, at: i) != nil) || startsPurpose(i)
                    || (line.hasWord(Words.or, at: i) && startsAmountAfterOr(i + 2))
                    || (line.hasWord(Words.plus, at: i) && startsAmountAfterOr(i + 4))
                    || (c == "+" && startsAmountAfterOr(i + 1))
                    || (line.hasWord(Words.like, at: i) && hasNameAfter(i + Words.like.count, upper)) {
                    // `leafy greens like kale`: an example, as `such as` gives one.
                    markVague(i..<upper, into: &parts)
                    parts.addComment(line.text(from: i, to: upper))
                    upper = i
                    break
                }
                if ScalarClass.isDigit(c), let measureEnd = measures(at: i, end: upper),
                   line.skipSpaces(dimensionEnd(after: measureEnd)) >= upper {
                    // `golden raisins 125 mL`: a second measure after the name; `orange slice 1/4-inch thick`: its size.
                    parts.addComment(line.text(from: i, to: upper))
                    upper = i
                    break
                }
                // After a comma it goes on a list of preparations before the name (`scraped, thinly sliced carrots`).
                if let adverb = Words.adverbs.match(line, at: i), !followsComma(i, after: lower), !followsAlternative(i, after: lower),
                   let verb = Words.preparations.match(line, at: line.skipSpaces(i + adverb.count)) {
                    let verbEnd = line.skipSpaces(i + adverb.count) + verb.count
                    if let after = foodAfterPreparation(verbEnd, upper, before: lower..<i) {
                        // `organic freshly squeezed lemon juice`: a describing word, then the preparation, then the
                        // food's name; the preparation is cut from the name, which goes on.
                        parts.addPreparation(line.text(from: i, to: verbEnd))
                        innerCut = i..<after
                        i = after
                        continue
                    }
                    // `onion finely chopped`
                    parts.addPreparation(line.text(from: i, to: upper))
                    upper = i
                    break
                }
                if line.hasWord(Words.inWord, at: i), let piecesEnd = piecesAfterIn(i + Words.inWord.count, upper),
                   line.skipSpaces(piecesEnd) >= upper {
                    // `Parmesan cheese in small pieces`, `dates in 1/8-inch dice`: how the food is cut.
                    parts.addPreparation(line.text(from: i, to: upper))
                    upper = i
                    break
                }
                if let verb = Words.midPreparations.match(line, at: i) {
                    let next = line.skipSpaces(i + verb.count)
                    if next >= upper || line[next] == "(" || (Words.afterParticiple.match(line, at: next) != nil) {
                        // `carrots cut into chunks`, `snails cooked in court-bouillon`
                        parts.addPreparation(line.text(from: i, to: upper))
                        upper = i
                        break
                    }
                }
            }
            i += 1
        }
        while upper > lower, line[upper - 1] == "*" || ScalarClass.isSpace(line[upper - 1]) { upper -= 1 }
        // Trailing notes in parentheses.
        while true {
            let last = lastNonSpace(lower..<upper)
            guard last > lower, line[last] == ")" || line[last] == "]" else { break }
            var j = last
            var d = 0
            while j >= lower {
                if line[j] == ")" || line[j] == "]" { d += 1 }
                if line[j] == "(" || line[j] == "[" {
                    d -= 1
                    if d == 0 { break }
                }
                j -= 1
            }
            guard j > lower else { break }
            if keepsInName((j + 1)..<last) { break }
            let text = line.text(from: (j + 1), to: last)
            markVague(j..<last, into: &parts)
            parts.comments.insert(contentsOf: text.map { [$0] } ?? [], at: 0)
            upper = j
        }
        // Trailing `*`, `.` and `:`.
        while upper > lower, line[upper - 1] == "*" || line[upper - 1] == ":" || line[upper - 1] == "."
            || ScalarClass.isSpace(line[upper - 1]) || line[upper - 1] == "-" {
            upper -= 1
        }
        if let cut = innerCut, cut.upperBound < upper {
            // (Each side of the cut preparation is read as a name on its own, then joined.)
            let before = nameWithoutMeasures(lower..<cut.lowerBound, into: &parts)
            let after = nameWithoutMeasures(cut.upperBound..<upper, into: &parts)
            parts.name = [before, after].compactMap { $0 }.joined(separator: " ")
        } else {
            parts.name = nameWithoutMeasures(lower..<upper, into: &parts)
        }
    }

    /// After a preparation written inside the name (`organic freshly squeezed lemon juice`): where the rest of the
    /// name starts, when the words before the preparation name no food and the words after it do (up to the
    /// name's end). Not after a comma, `and`/`or`, or a bracket: those keep the run a trailing preparation.
    private func foodAfterPreparation(_ verbEnd: Int, _ upper: Int, before: Range<Int>) -> Int? {
        guard let lexicon else { return nil }
        let after = line.skipSpaces(verbEnd)
        guard after < upper, ScalarClass.isASCIILetter(line[after]), !line.hasWord(Words.and, at: after),
              !line.hasWord(Words.or, at: after), Words.adverbs.match(line, at: after) == nil,
              Words.preparations.match(line, at: after) == nil,
              !(after..<upper).contains(where: { ",;:()[]".unicodeScalars.contains(line[$0]) }),
              let rest = line.text(from: after, to: upper), let food = lexicon.longestMatch(in: rest),
              food.range.upperBound == rest.endIndex,
              line.text(from: before.lowerBound, to: before.upperBound).map({ lexicon.longestMatch(in: $0) == nil }) ?? true
        else { return nil }
        return after
    }

    /// The name's text without the measures written inside it, which go to the comment: a bracket holding a
    /// number (`whipping (35%) cream`, `warm (110°F/38°C) milk`, `(or ½ large) butternut squash`) and a
    /// measure joined by a hyphen (`snap-apart 3x2-inch Easter eggs`).
    private func nameWithoutMeasures(_ range: Range<Int>, into parts: inout LineParts) -> String? {
        var cuts: [Range<Int>] = []
        // Preparations inside the name (`fresh chopped oregano`): cut like the measures, but kept as preparation.
        var preparationCuts: [Range<Int>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let c = line[i]
            if i == range.lowerBound, let (cut, preparation) = preparationInName(at: i, in: range) {
                cuts.append(cut)
                preparationCuts.append(cut)
                parts.addPreparation(line.text(from: preparation.lowerBound, to: preparation.upperBound))
                i = cut.upperBound
                continue
            }
            if c == "(" || c == "[", let close = line.closingBracket(from: i), close < range.upperBound {
                if (i..<close).contains(where: { ScalarClass.isDigit(line[$0]) || ScalarClass.vulgarFraction(line[$0]) != nil })
                    || (isNoteInsideName((i + 1)..<close) && !line.hasWord(Words.or, at: line.skipSpaces(close + 1))) {
                    cuts.append(i..<(close + 1))
                }
                i = close + 1
                continue
            }
            if ScalarClass.isDigit(c), i == range.lowerBound || ScalarClass.isSpace(line[i - 1]) {
                var j = i
                var hyphen: Int?
                while j < range.upperBound, !ScalarClass.isSpace(line[j]) {
                    if line[j] == "-" { hyphen = j }
                    j += 1
                }
                if let hyphen, let (_, uEnd) = englishUnit(at: hyphen + 1, end: j), uEnd == j, j < range.upperBound {
                    // `1 1/4-inch`: a whole number written before the fraction belongs to the measure.
                    var start = i
                    var k = i - 1
                    while k > range.lowerBound, ScalarClass.isSpace(line[k]) { k -= 1 }
                    var w = k
                    while w >= range.lowerBound, ScalarClass.isDigit(line[w]) { w -= 1 }
                    if w < k, w < range.lowerBound || ScalarClass.isSpace(line[w]) { start = w + 1 }
                    cuts.append(start..<j)
                }
                i = j
                continue
            }
            i += 1
        }
        guard !cuts.isEmpty else { return line.text(from: range.lowerBound, to: range.upperBound) }
        var pieces: [String] = []
        var from = range.lowerBound
        for cut in cuts {
            if let piece = line.text(from: from, to: cut.lowerBound) { pieces.append(piece) }
            if preparationCuts.contains(cut) {
                from = cut.upperBound
                continue
            }
            let bracket = line[cut.lowerBound] == "(" || line[cut.lowerBound] == "["
            let inner = bracket ? (cut.lowerBound + 1)..<(cut.upperBound - 1) : cut
            parts.addComment(line.text(from: inner.lowerBound, to: inner.upperBound))
            from = cut.upperBound
        }
        if let piece = line.text(from: from, to: range.upperBound) { pieces.append(piece) }
        guard !pieces.isEmpty else { return line.text(from: range.lowerBound, to: range.upperBound) }
        return pieces.joined(separator: " ")
    }

    /// After `in`: sizes or measures, then a word for cut pieces (`small pieces`, `1/8-inch dice`); where it ends.
    private func piecesAfterIn(_ i: Int, _ end: Int) -> Int? {
        var k = line.skipSpaces(i)
        for _ in 0..<3 {
            guard k < end else { return nil }
            if let shape = Words.cutPieces.match(line, at: k) { return k + shape.count }
            if let size = Words.sizes.match(line, at: k) {
                k = line.skipSpaces(k + size.count)
            } else if ScalarClass.isDigit(line[k]) || ScalarClass.vulgarFraction(line[k]) != nil {
                while k < end, !ScalarClass.isSpace(line[k]) { k += 1 }
                k = line.skipSpaces(k)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a segment is made only of preparations and their adverbs (`finely chopped`, `peeled and diced`).
    private func onlyPreparations(_ range: Range<Int>) -> Bool {
        var k = line.skipSpaces(range.lowerBound)
        var saw = false
        while k < range.upperBound {
            if let word = Words.adverbs.match(line, at: k) ?? Words.preparations.match(line, at: k) {
                saw = true
                k = line.skipSpaces(k + word.count)
            } else if line.hasWord(Words.and, at: k) || line.hasWord(Words.or, at: k) {
                k = line.skipSpaces(k + (line.hasWord(Words.and, at: k) ? 3 : 2))
            } else {
                return false
            }
        }
        return saw
    }

    /// A weak participle (`pitted`, `mashed`) that is a preparation by what follows it: another preparation
    /// (`pitted coarsely chopped black olives`), a size (`½ pitted large avocado`) or a comma before the name
    /// (`mashed, ripe plantains`). Right before the name it names the food (`pitted dates`).
    private func weakBeforeMore(at k: Int, end: Int) -> [Unicode.Scalar]? {
        guard let weak = Words.weakPreparations.match(line, at: k) else { return nil }
        let next = line.skipSpaces(k + weak.count)
        guard next < end else { return nil }
        if line[next] == "," { return hasNameAfter(next + 1, end) ? weak : nil }
        if Words.adverbs.match(line, at: next) != nil, startsPreparation(next) { return weak }
        if let size = Words.sizes.match(line, at: next), line[next + size.count] != "-", hasNameAfter(next + size.count, end) {
            return weak
        }
        return nil
    }

    /// A hyphenated size word (`even-sized`, `bite-size`) at `i`; where it ends.
    private func hyphenatedSize(at i: Int, end: Int) -> Int? {
        guard i < end, ScalarClass.isASCIILetter(line[i]) else { return nil }
        var j = i
        var hyphen: Int?
        while j < end, !ScalarClass.isSpace(line[j]) {
            if line[j] == "-" { hyphen = j }
            j += 1
        }
        guard let hyphen, hyphen > i, let tail = Words.sizeCompoundEnds.match(line, at: hyphen + 1),
              hyphen + 1 + tail.count == j else { return nil }
        return j
    }

    /// A preparation written inside the name after a state word that opens it (`fresh chopped oregano`,
    /// `ripe peeled pears`, `cold, cooked white rice`), as readers leave it out of the name. (After `and`/`or`
    /// readers keep it: `salt and freshly ground black pepper`.) Returns the range cut from the name and the
    /// preparation's own range. A serving temperature before the preparation goes with it (`hot cooked rice`,
    /// `warm boiled potatoes`: rice, prepared `hot cooked`).
    private func preparationInName(at i: Int, in range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        guard i == range.lowerBound else { return nil }
        let served = Words.servingTemperatures.match(line, at: i)
        guard let state = served ?? Words.statesBeforePreparation.match(line, at: i) else { return nil }
        let cutStart = served == nil ? i + state.count : i
        var k = line.skipSpaces(i + state.count)
        if line[k] == "," {
            // `Hot, cooked wide noodles`: set off by a comma the temperature stays in the name.
            guard served == nil else { return nil }
            k = line.skipSpaces(k + 1)
        }
        let preparationStart = served == nil ? k : i
        var sawAdverb = false
        while let adverb = Words.adverbs.match(line, at: k) {
            k = line.skipSpaces(k + adverb.count)
            sawAdverb = true
        }
        let verb = Words.preparations.match(line, at: k) ?? (sawAdverb && line.hasWord(Words.ground, at: k) ? Words.ground : nil)
        guard let verb else { return nil }
        let verbEnd = k + verb.count
        let after = line.skipSpaces(verbEnd)
        // Only before more of the name: `fresh, chopped` alone, or a run going on with `and`/`or`, stays.
        guard after < range.upperBound, ScalarClass.isWordLetter(line[after]), !line.hasWord(Words.and, at: after),
              !line.hasWord(Words.or, at: after) else { return nil }
        return (cutStart..<after, preparationStart..<verbEnd)
    }

    /// A hyphenated word that grades pieces (`quarter-size`, `bite-sized`, `thick-cut`) right before a unit word;
    /// returns where it ends.
    private func sizeCompound(at i: Int, end: Int) -> Int? {
        guard ScalarClass.isASCIILetter(line[i]) else { return nil }
        var j = i
        var hyphen: Int?
        while j < end, !ScalarClass.isSpace(line[j]) {
            if line[j] == "-" { hyphen = j }
            j += 1
        }
        guard let hyphen, hyphen > i, Words.sizeCompoundEnds.match(line, at: hyphen + 1).map({ hyphen + 1 + $0.count == j }) ?? false,
              englishUnit(at: line.skipSpaces(j), end: end) != nil else { return nil }
        return j
    }

    /// Whether the last mark before `i` (spaces skipped, not before `lower`) is a comma.
    private func followsComma(_ i: Int, after lower: Int) -> Bool {
        var k = i - 1
        while k > lower, ScalarClass.isSpace(line[k]) { k -= 1 }
        return k >= lower && line[k] == ","
    }

    /// Whether the word before `i` is `or` or `and`: what follows starts another food's name
    /// (`dried currants or finely chopped dried cherries`).
    private func followsAlternative(_ i: Int, after lower: Int) -> Bool {
        var k = i - 1
        while k > lower, ScalarClass.isSpace(line[k]) { k -= 1 }
        return (k - 1 > lower && line.hasWord(Words.or, at: k - 1) && ScalarClass.isSpace(line[k - 2]))
            || (k - 2 > lower && line.hasWord(Words.and, at: k - 2) && ScalarClass.isSpace(line[k - 3]))
    }

    /// A bracket inside the name that is a note, not an alias: three words or more (`plain (full- or reduced-fat)
    /// yogurt`) or a remark (`basmati (not jasmine) rice`), where a trailing bracket would be one too. A short
    /// alias (`roma (plum) tomatoes`) or grade (`rolled (old-fashioned) oats`) stays, and so does a bracket closing
    /// the first of two choices (`mirin (sweet rice wine) or dry sherry`), which matching reads as one food.
    private func isNoteInsideName(_ range: Range<Int>) -> Bool {
        let lower = line.skipSpaces(range.lowerBound)
        guard lower < range.upperBound, wordCount(range) >= 3 || Words.notAliases.match(line, at: lower) != nil
            || line.hasWord(Words.see, at: lower) else { return false }
        return !keepsInName(range)
    }

    /// A short bracketed alias stays in the name (`chickpea flour (besan)`); notes do not (`(optional)`, `(about 6)`).
    private func keepsInName(_ range: Range<Int>) -> Bool {
        let lower = line.skipSpaces(range.lowerBound)
        let alternative = line.hasWord(Words.or, at: lower)
        guard wordCount(range) <= (alternative ? 4 : 2), lower < range.upperBound else { return false }
        // A bracket inside (`((not whipping cream) cold)`) makes it a note.
        for k in range where ScalarClass.isDigit(line[k]) || line[k] == "," || line[k] == ":" || line[k] == "(" { return false }
        var last = range.upperBound
        while last > lower, ScalarClass.isSpace(line[last - 1]) { last -= 1 }
        if line[last - 1] == "d", line[last - 2] == "e", !alternative { return false }
        if alternative, Words.unnamedAlternatives.match(line, at: line.skipSpaces(lower + 2)) != nil { return false }
        // `(or finely grated)`: another way to prepare the same food; `(to top)`: what it is for.
        if alternative, startsPreparation(line.skipSpaces(lower + 2)) { return false }
        if line.hasWord(Words.to, at: lower) { return false }
        // `(Italian bacon)`: an origin, capitalized, before what the food is, glosses it.
        if line[lower].value >= 0x41, line[lower].value <= 0x5A, let origin = Words.origins.match(line, at: lower),
           line.skipSpaces(lower + origin.count) < range.upperBound { return false }
        if (Words.trailingPhrases.match(line, at: lower) != nil) || startsPreparation(lower)
            || (Words.notAliases.match(line, at: lower) != nil)
            || (Words.optionalPhrases.match(line, at: lower) != nil) || line.hasWord(Words.see, at: lower) {
            return false
        }
        // `(totally optional)`: optional however it is put.
        if contains(Words.optional, in: lower..<range.upperBound) { return false }
        return true
    }

    private func startsPurpose(_ i: Int) -> Bool {
        line.hasWord(Words.for, at: i)
    }

    private func startsAmountAfterOr(_ i: Int) -> Bool {
        let k = line.skipSpaces(i)
        return ScalarClass.isDigit(line[k]) || ScalarClass.vulgarFraction(line[k]) != nil
    }

    private func hasNameAfter(_ i: Int, _ end: Int) -> Bool {
        let k = line.skipSpaces(i)
        return k < end && ScalarClass.isWordLetter(line[k]) && !line.hasWord(Words.for, at: k)
            && !(Words.trailingPhrases.match(line, at: k) != nil)
    }

    /// Whether the text at `i` starts with a preparation (`chopped`, `finely diced`, `cut into …`).
    private func startsPreparation(_ i: Int) -> Bool {
        var k = i
        while let adverb = Words.adverbs.match(line, at: k) {
            k = line.skipSpaces(k + adverb.count)
        }
        return (Words.preparations.match(line, at: k) != nil)
            || (Words.preparationStarts.match(line, at: k) != nil)
    }

    /// The colon closing `Optional` or `Optional garnish` (two words at most) at the start of a line.
    private func optionalHeadingColon(after i: Int, end: Int) -> Int? {
        var k = i
        var words = 0
        while k < end, words <= 2 {
            if line[k] == ":" { return k }
            if ScalarClass.isSpace(line[k]) {
                k = line.skipSpaces(k)
                words += 1
                continue
            }
            guard ScalarClass.isWordLetter(line[k]) else { return nil }
            k += 1
        }
        return nil
    }

    /// A plural ending in brackets joined to the word before it: `(s)` of `slice(s)`, `(es)` of `pinch(es)`.
    private func pluralEnding(at i: Int) -> Bool {
        guard i > 0, ScalarClass.isASCIILetter(line[i - 1]) else { return false }
        let s = line[i + 1] == "e" && line[i + 2] == "s" ? i + 3 : i + 1
        return line[s] == "s" && line[s + 1] == ")"
    }

    /// A preparation (with its adverbs) between the number and the unit (`packed` of `4 packed cups spinach`):
    /// where the preparation ends and where the unit starts.
    private func preparationBeforeUnit(at i: Int, end: Int) -> (preparationEnd: Int, unitStart: Int)? {
        var k = i
        while let adverb = Words.adverbs.match(line, at: k) { k = line.skipSpaces(k + adverb.count) }
        guard let verb = Words.preparations.match(line, at: k) else { return nil }
        let unitStart = line.skipSpaces(k + verb.count)
        guard let (_, uEnd) = englishUnit(at: unitStart, end: end), hasNameAfter(uEnd, end) else { return nil }
        return (k + verb.count, unitStart)
    }

    /// One or more measures after `/`: `5oz`, `4lb 8oz`, `1 cup`. Returns where they end.
    private func measures(at i: Int, end: Int) -> Int? {
        var k = i
        var found: Int?
        while k < end, let (_, _, nEnd) = line.quantity(at: k) {
            var u = line.skipSpaces(nEnd)
            if line[u] == "-" { u += 1 }  // `½-inch`
            guard let (_, uEnd) = englishUnit(at: u, end: end) else { break }
            found = uEnd
            k = line.skipSpaces(uEnd)
            // `5½oz–7oz`: a range of two measures.
            if line[k] == "-", ScalarClass.isDigit(line[line.skipSpaces(k + 1)]) { k = line.skipSpaces(k + 1) }
        }
        return found
    }

    /// Number words: `one` … `twelve`, `a`/`an` before a unit or size, `half`, `a dozen`.
    private func wordNumber(at i: Int, end: Int) -> (Double, Int)? {
        if startsHalfAndHalf(at: i) { return nil }
        for (word, value) in Words.numbers where line.hasWord(word, at: i) {
            if value == 1, line[i + word.count] == "-", line.hasWord(Words.half, at: i + word.count + 1) {
                // `one-half lemon`
                return (0.5, line.skipSpaces(i + word.count + 1 + Words.half.count))
            }
            var after = line.skipSpaces(i + word.count)
            if after >= end { return nil }
            if line.hasWord(Words.dozen, at: after) { return (value * 12, after + Words.dozen.count) }
            // `half a lemon`, `half an onion`: the article counts nothing more.
            if value == 0.5, let article = line.hasWord(Words.a, at: after) ? Words.a : line.hasWord(Words.an, at: after) ? Words.an : nil,
               hasNameAfter(after + article.count, end) {
                after = line.skipSpaces(after + article.count)
            }
            return (value, after)
        }
        for article in [Words.a, Words.an] where line.hasWord(article, at: i) {
            let after = line.skipSpaces(i + article.count)
            if line.hasWord(Words.dozen, at: after) { return (12, after + Words.dozen.count) }
            if line.hasWord(Words.half, at: after) { return (0.5, after + Words.half.count) }
            if englishUnit(at: after, end: end) != nil || (Words.sizes.match(line, at: after) != nil) || line.hasWord(Words.whole, at: after) {
                return (1, after)
            }
            // `a 2-inch piece ginger`, `a 14-ounce can tomatoes`: one of the pieces the measure describes.
            if let (_, _, nEnd) = line.quantity(at: after), line[nEnd] == "-", englishUnit(at: nEnd + 1, end: end) != nil {
                return (1, after)
            }
        }
        return nil
    }

    /// `half-and-half`, `half and half`, `half & half`, `half-n-half`: the cream's name, not half of something.
    private func startsHalfAndHalf(at i: Int) -> Bool {
        guard line.hasWord(Words.half, at: i) else { return false }
        var k = i + Words.half.count
        while k < line.count, line[k] == " " || line[k] == "-" { k += 1 }
        if line.hasWord(Words.and, at: k) {
            k += Words.and.count
        } else if k < line.count, line[k] == "&" || line[k] == "n" || line[k] == "N", k + 1 < line.count,
            !ScalarClass.isWordLetter(line[k + 1])
        {
            k += 1
        } else {
            return false
        }
        while k < line.count, line[k] == " " || line[k] == "-" { k += 1 }
        return line.hasWord(Words.half, at: k)
    }

    /// A unit word at `i` (longest spelling first: `fl oz`, `fluid ounces`, `tbsp.`), and where it ends.
    func englishUnit(at i: Int, end: Int) -> (Int, Int)? {
        guard i < end, ScalarClass.isASCIILetter(line[i]) else { return nil }
        guard let (unit, length) = units.matchEnglish(line.s, at: i, end: end) else { return nil }
        let after = i + length
        // `tbsp.` ends after the period.
        return (unit, line[after] == "." ? after + 1 : after)
    }
}
