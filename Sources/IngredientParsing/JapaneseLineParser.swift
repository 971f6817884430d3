/// Takes a Japanese line apart: `name amount comment`, where the amount is found as the leftmost place
/// after the name where a whole amount (`大さじ1と1/2`, `1〜2個`, `500g前後`, `少々`) can be read and is
/// followed only by the end of the line, a space, or a parenthesised note.
struct JapaneseLineParser {
    let line: ScannedLine
    let units: UnitTable

    /// An amount found in the line.
    struct Found {
        var low: Double?
        var high: Double?
        var unit: Int?
        var unitRange: Range<Int>?
        var size: String?
        var comments: [String] = []
        var toTaste = false
        var optional = false
        var end = 0
    }

    func parse(from start: Int) -> LineParts {
        let n = line.count
        // `お好みで 万能ねぎ`: a line opening with words that leave the food to the cook, then a space, is that food,
        // optional; not the vague amount `好みで` with the name as its note. (Written together, `あればパセリ 少々`, the
        // words stay in the name, as readers keep them, and the line is optional: see `optionalWords`.) Read in a
        // loop, not by recursion: a line of thousands of them must not exhaust the stack.
        var from = start
        var said: [String] = []
        while let word = Self.leadingOptional.first(where: { line.has($0.scalars, at: from) }) {
            var rest = from + word.scalars.count
            while rest < n, ScalarClass.isSpace(line[rest]) || Self.isSeparator(line[rest]) { rest += 1 }
            guard rest < n, rest > from + word.scalars.count,
                !(isCandidate(rest) && amount(at: rest).flatMap({ trailing($0.end) }) != nil)
            else { break }
            said.append(word.text)
            from = rest
        }
        guard said.isEmpty else {
            var parts = parseAfterOptionalWords(from: from)
            parts.optional = true
            parts.comments.insert(contentsOf: said, at: 0)
            return parts
        }
        return parseAfterOptionalWords(from: start)
    }

    private func parseAfterOptionalWords(from start: Int) -> LineParts {
        let n = line.count
        var parts = LineParts()
        var i = start + 1
        if start < n, unitBefore(at: start) != nil || vagueAlone(at: start), let found = amount(at: start),
           let rest = trailing(found.end)
        {
            // Only an amount (`大さじ2`, `お好みで 少々`): no name; or the amount written first (`大さじ2 醤油`).
            return amountFirst(found, rest: rest)
        }
        while i < n {
            if isCandidate(i), let found = amount(at: i), let rest = trailing(found.end) {
                fill(&parts, found, rest: rest)
                var nameEnd = i
                if !ScalarClass.isSpace(line[i - 1]), let space = lastSpace(start..<i), name(start..<space) != nil {
                    // `焼きのり 全型1/3枚`, `ごはん 茶碗2杯`: the word glued to the amount describes the amount.
                    if let note = line.text(from: (space + 1), to: i) { parts.comments.insert(note, at: 0) }
                    nameEnd = space
                }
                parts.name = name(start..<nameEnd)
                if optionalAsideRange(start..<nameEnd) != nil || Self.leadingOptional.contains(where: { line.has($0.scalars, at: start) }) {
                    parts.optional = true
                }
                return parts
            }
            i += 1
        }
        // The whole line may be an amount (`少々`), maybe written before its name (`300g キャベツ`), or there is no
        // amount at all.
        if start < n, isCandidate(start), let found = amount(at: start), let rest = trailing(found.end) {
            return amountFirst(found, rest: rest)
        }
        var nameEnd = n
        // A vague amount in brackets: `しょうが （お好みで）`.
        if let last = lastBracket(start..<n), let vague = vague(at: last.lowerBound + 1),
           last.lowerBound + 1 + vague.scalars.count == last.upperBound - 1 {
            parts.toTaste = true
            parts.optional = vague.optional
            parts.addComment(line.text(from: (last.lowerBound + 1), to: (last.upperBound - 1)))
            nameEnd = last.lowerBound
        } else if optionalAsideRange(start..<n) != nil {
            // `パセリ（あれば）`: the bracket stays in the name, as readers keep it; the line is optional.
            parts.optional = true
        } else if let space = firstSpace(start..<n), name(start..<space) != nil, describesAmount(space..<n) {
            // Names have no spaces; what follows one is an amount in words (`ひたひたになるくらい`, `2人分`).
            parts.addComment(line.text(from: space, to: n))
            nameEnd = space
        }
        parts.name = name(start..<nameEnd)
        if line.contains(anyOf: Self.optionalWords, from: start, to: n) { parts.optional = true }
        return parts
    }

    /// A line opening with its amount: the words after it and a space, outside brackets, are its name when they say
    /// no amount and leave nothing to the cook (`大さじ2 醤油`, `2個 玉ねぎ（みじん切り）`, `300g キャベツ`); else the line
    /// is only an amount and its notes (`大さじ2 (約30g)`, `少々 お好みで`, `小さじ1 ※なくても可`).
    private func amountFirst(_ found: Found, rest: [String]) -> LineParts {
        var parts = LineParts()
        let at = line.skipSpaces(found.end)
        if found.low != nil, !found.toTaste, at > found.end, at < line.count, ScalarClass.closing(line[at]) == nil,
            ScalarClass.isJapanese(line[at]) || ScalarClass.isASCIILetter(line[at]), let first = rest.first,
            !first.unicodeScalars.contains(where: { ScalarClass.isDigit($0) || ScalarClass.kanjiDigit($0) != nil }),
            !Self.optionalWords.contains(where: { first.contains(String(String.UnicodeScalarView($0))) }),
            !Self.leadingOptional.contains(where: { first.hasPrefix($0.text) }),
            !Self.amountEndings.contains(where: { first.hasSuffix($0.text) })
        {
            fill(&parts, found, rest: Array(rest.dropFirst()))
            var name = Substring(first)
            while let last = name.unicodeScalars.last, ScalarClass.isSpace(last) || last == "\u{3000}" { name = name.dropLast() }
            parts.name = String(name)
            return parts
        }
        fill(&parts, found, rest: rest)
        return parts
    }

    /// `パセリ（あれば） 少々`, `豚薄切り肉（お好みで） 適量`: the bracket closing a name, when it opens with words
    /// leaving the food to the cook (the line is optional; matching reads the name without it); the range of the
    /// brackets. (Not a bracket going on to name more of the food:
    /// `鶏肉（もも肉があれば）` keeps it.)
    private func optionalAsideRange(_ range: Range<Int>) -> Range<Int>? {
        guard let last = lastBracket(range), name(range.lowerBound..<last.lowerBound) != nil,
              Self.optionalAsideStarts.contains(where: { line.has($0.scalars, at: last.lowerBound + 1) })
        else { return nil }
        return last
    }

    private func lastSpace(_ range: Range<Int>) -> Int? {
        var depth = 0
        var j = range.upperBound - 1
        while j > range.lowerBound {
            let c = line[j]
            if c == ")" || c == "]" || c == ">" || c == "」" { depth += 1 }
            if c == "(" || c == "[" || c == "<" || c == "「" { depth -= 1 }
            if depth <= 0, ScalarClass.isSpace(c) { return j }
            j -= 1
        }
        return nil
    }

    private func firstSpace(_ range: Range<Int>) -> Int? {
        var depth = 0
        for j in range {
            let c = line[j]
            if c == "(" || c == "[" || c == "<" || c == "「" { depth += 1 }
            if c == ")" || c == "]" || c == ">" || c == "」" { depth -= 1 }
            if depth <= 0, ScalarClass.isSpace(c), j > range.lowerBound { return j }
        }
        return nil
    }

    /// The bracketed text ending the range (`(お好みで)`), as the range of the brackets.
    private func lastBracket(_ range: Range<Int>) -> Range<Int>? {
        var upper = range.upperBound
        while upper > range.lowerBound, ScalarClass.isSpace(line[upper - 1]) { upper -= 1 }
        guard upper > range.lowerBound, line[upper - 1] == ")" || line[upper - 1] == "]" else { return nil }
        var j = upper - 1
        while j > range.lowerBound {
            if line[j] == "(" || line[j] == "[" {
                return line.closingBracket(from: j) == upper - 1 ? j..<upper : nil
            }
            j -= 1
        }
        return nil
    }

    /// Whether words after a space say how much rather than what: a number, or `くらい`, `量`, `倍`, `など`.
    private func describesAmount(_ range: Range<Int>) -> Bool {
        for j in range {
            let c = line[j]
            if ScalarClass.isDigit(c) || c == "量" || c == "倍" || c == "%" || c == "％" { return true }
        }
        var upper = range.upperBound
        while upper > range.lowerBound, ScalarClass.isSpace(line[upper - 1]) { upper -= 1 }
        for word in Self.amountEndings where line.has(word.scalars, at: upper - word.scalars.count) { return true }
        return false
    }

    private func fill(_ parts: inout LineParts, _ found: Found, rest: [String]) {
        parts.quantity = found.low
        parts.quantityMax = found.high
        parts.unit = found.unit
        parts.unitText = found.unitRange.flatMap { line.text(from: $0.lowerBound, to: $0.upperBound) }
        parts.size = found.size
        parts.toTaste = found.toTaste
        parts.optional = found.optional
        for comment in found.comments { parts.addComment(comment) }
        for comment in rest { parts.addComment(comment) }
        if !rest.isEmpty, line.contains(anyOf: Self.optionalWords, from: found.end, to: line.count) { parts.optional = true }
    }

    /// The name: the text before the amount, without the leaders and separators around it.
    private func name(_ range: Range<Int>) -> String? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while upper > lower, Self.isSeparator(line[upper - 1]) { upper -= 1 }
        while lower < upper, Self.isSeparator(line[lower]) || GroupMarker.isBullet(line[lower]) { lower += 1 }
        return line.text(from: lower, to: upper)
    }

    private static func isSeparator(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case " ", "…", "‥", "・", ".", ":", "=", "＝", "_", "-", "~", "、", ",", "/", "→", "･", "·": return true
        default: return false
        }
    }

    // MARK: The amount

    /// A cheap test before the full parse: can an amount start at `i`?
    private func isCandidate(_ i: Int) -> Bool {
        let c = line[i]
        if ScalarClass.isDigit(c) {
            let before = line[i - 1]
            // (Nor a digit of a grade or code glued to a Latin letter, `黒毛和牛 A4 サーロイン`: only the size letters of
            // eggs and produce, `L2個`, `M1個`, lead an amount.)
            if i > 0, before.isASCII, before.properties.isAlphabetic, !"SMLXsmlx".unicodeScalars.contains(before) {
                return false
            }
            return i == 0 || !(ScalarClass.isDigit(before) || before == "." || before == "/" || before == ",")
        }
        if ScalarClass.vulgarFraction(c) != nil { return true }
        if units.japaneseBefore[c] != nil { return true }
        switch c {
        case "約", "お", "大", "中", "小", "各", "計", "正", "合", "全", "半", "少", "適", "ひ", "ふ", "好", "一", "二",
             "三", "四", "五", "六", "七", "八", "九", "十", "だ", "ほ", "す", "つ", "た":
            return true
        default:
            return false
        }
    }

    private func amount(at start: Int) -> Found? {
        var found = Found()
        var i = start
        // Approximation and size words before the amount: `約`, `各`, `正味`, `小`, `大きめ`.
        prefixes: while true {
            for word in Self.approximations where line.has(word.scalars, at: i) {
                found.comments.append(word.text)
                i = line.skipSpaces(i + word.scalars.count)
                continue prefixes
            }
            for word in Self.sizes where line.has(word.scalars, at: i) {
                let after = line.skipSpaces(i + word.scalars.count)
                if startsNumber(after) {
                    found.size = word.text
                    i = after
                    continue prefixes
                }
            }
            break
        }
        if let vague = vague(at: i) {
            found.toTaste = true
            found.optional = vague.optional
            if let unitCode = vague.unitCode, let index = units.index(code: unitCode) {
                found.unit = index
                found.unitRange = i..<(i + vague.scalars.count)
            }
            var end = i + vague.scalars.count
            // `好みで少々`: one vague word after another.
            while let more = self.vague(at: line.skipSpaces(end)) {
                end = line.skipSpaces(end) + more.scalars.count
            }
            // `ひとつまみ〜小さじ2/3`: a vague lower end, a measured upper end.
            let tilde = line.skipSpaces(end)
            if line[tilde] == "~", let upper = amount(at: line.skipSpaces(tilde + 1)), !upper.toTaste, upper.low != nil {
                found = upper
                found.comments.insert(line.text(from: i, to: end) ?? "", at: 0)
                return found
            }
            found.end = end
            return found
        }
        var j: Int
        if let (unit, length) = unitBefore(at: i) {
            j = line.skipSpaces(i + length)
            if line[j] == "(", let (low, lowEnd) = line.number(at: j + 1), line[lowEnd] == "~", line[lowEnd + 1] == ")",
               let (high, highEnd) = line.number(at: lowEnd + 2), high >= low {
                // `小さじ(1〜)2`: at least one, up to two.
                found.low = low
                found.high = high
                j = highEnd
            } else if let (low, high, end) = line.quantity(at: j) {
                found.low = low
                found.high = high
                j = end
            } else if let (value, end) = wordNumber(at: j) {
                found.low = value
                j = end
            } else {
                return nil
            }
            found.unit = unit
            found.unitRange = i..<(i + length)
            if line[j] == "杯" { j += 1 }
            // `小さじ2〜大さじ1`: the upper end in another spoon.
            let tilde = line.skipSpaces(j)
            if found.high == nil, line[tilde] == "~", let (otherUnit, otherLength) = unitBefore(at: line.skipSpaces(tilde + 1)) {
                let k = line.skipSpaces(line.skipSpaces(tilde + 1) + otherLength)
                if let (high, highEnd) = line.number(at: k), let low = found.low,
                   let converted = add(0, unit, high, otherUnit), converted >= low {
                    found.high = converted
                    j = highEnd
                }
            }
        } else if let (low, high, end) = line.quantity(at: i) {
            found.low = low
            found.high = high
            j = end
            let afterSpace = line.skipSpaces(j)
            if let (unit, length) = unitAfter(at: afterSpace) {
                found.unit = unit
                found.unitRange = afterSpace..<(afterSpace + length)
                j = afterSpace + length
                if line[j] == "半" {
                    // `1本半`
                    found.low = (found.low ?? 0) + 0.5
                    j += 1
                }
                // `35g〜38g`: a range with the unit written twice.
                let tilde = line.skipSpaces(j)
                if found.high == nil, line[tilde] == "~", let (high, highEnd) = line.number(at: line.skipSpaces(tilde + 1)),
                   let (again, againLength) = unitAfter(at: line.skipSpaces(highEnd)), again == unit, let low = found.low,
                   high >= low {
                    found.high = high
                    j = line.skipSpaces(highEnd) + againLength
                }
            }
        } else if let (value, end) = wordNumber(at: i) {
            found.low = value
            j = end
            if let (unit, length) = unitAfter(at: j) {
                found.unit = unit
                found.unitRange = j..<(j + length)
                j += length
            } else if !(line[i] == "半" && line[j] == "分") && line[j - 1] != "つ" {
                // A bare `半` or kanji numeral names nothing without its counter.
                return nil
            } else if line[j] == "分" {
                j += 1
            }
        } else {
            return nil
        }
        // A sum written with `+`: `大さじ2+大さじ3`, `200g+50g`.
        let plus = line.skipSpaces(j)
        if line[plus] == "+", let low = found.low, found.high == nil {
            let next = line.skipSpaces(plus + 1)
            if let more = amount(at: next), let moreLow = more.low, more.high == nil, !more.toTaste,
               let sum = add(low, found.unit, moreLow, more.unit) {
                found.low = sum
                j = more.end
                found.comments.append(contentsOf: more.comments)
            } else if let clauseEnd = namedAmountEnd(from: next) {
                // `卵 2個＋卵黄1個`: another food with its own amount is a note here; whether it adds to this
                // food's amount (a yolk is one more egg) is the lexicon's to say (`IngredientParser`).
                if let clause = line.text(from: plus, to: clauseEnd) { found.comments.append(clause) }
                j = clauseEnd
            }
        }
        // Words after the amount: `強`, `弱`, `前後`, `程度`, `分`.
        suffixes: while true {
            for word in Self.suffixes where line.has(word.scalars, at: j) {
                found.comments.append(word.text)
                j += word.scalars.count
                continue suffixes
            }
            break
        }
        found.end = j
        return found
    }

    /// What may follow an amount: nothing, or a note after a space, a bracket or a comma.
    /// Returns the notes, or nil when the text goes on (the amount was part of the name).
    private func trailing(_ end: Int) -> [String]? {
        let n = line.count
        if end >= n { return [] }
        let c = line[end]
        guard c == " " || c == "(" || c == "[" || c == "<" || c == "、" || c == "," || c == "/" || c == "※"
            || c == "*" || c == "・" || c == ";" || c == "「" || c == "【" || c == "→" || c == ":" else { return nil }
        var notes: [String] = []
        var i = end
        while i < n {
            i = line.skipSpaces(i)
            while i < n, line[i] == "、" || line[i] == "," || line[i] == "/" || line[i] == ";" || line[i] == ":" {
                i = line.skipSpaces(i + 1)
            }
            guard i < n else { break }
            if ScalarClass.closing(line[i]) != nil {
                let close = line.closingBracket(from: i) ?? n
                if let note = line.text(from: (i + 1), to: close) { notes.append(note) }
                i = close + 1
            } else {
                var j = i
                while j < n, ScalarClass.closing(line[j]) == nil { j += 1 }
                if let note = line.text(from: i, to: j) { notes.append(note) }
                i = j
            }
        }
        return notes
    }

    /// `卵黄1個`, `卵黄 1個`, `七味 少々` after a `+`: a short name and then a whole amount of it; the end of that
    /// amount.
    /// A kanji numeral inside the name (`七味`) that starts no amount is part of the name.
    private func namedAmountEnd(from start: Int) -> Int? {
        var k = start
        while k < min(line.count, start + 12) {
            let c = line[k]
            if ScalarClass.closing(c) != nil || c == "+" || c == "~" || c == "、" || c == "," { return nil }
            if k > start, ScalarClass.isSpace(c) || startsNumber(k) {
                let at = line.skipSpaces(k)
                if let more = amount(at: at), more.low != nil && more.high == nil || more.toTaste {
                    return more.end
                }
                if ScalarClass.isSpace(c) || ScalarClass.kanjiDigit(c) == nil { return nil }
            }
            k += 1
        }
        return nil
    }

    private func startsNumber(_ i: Int) -> Bool {
        ScalarClass.isDigit(line[i]) || ScalarClass.vulgarFraction(line[i]) != nil || line[i] == "半"
            || ScalarClass.kanjiDigit(line[i]) != nil
    }

    /// `半` (a half), kanji numerals (`二`), and `ひとつ`, `ふたつ` ….
    private func wordNumber(at i: Int) -> (Double, Int)? {
        if line[i] == "半" { return (0.5, i + 1) }
        for (word, value) in Self.kanaNumbers where line.has(word, at: i) {
            return (value, i + word.count)
        }
        if let digit = ScalarClass.kanjiDigit(line[i]) {
            if digit == 10, let ones = ScalarClass.kanjiDigit(line[i + 1]), ones < 10 { return (10 + ones, i + 2) }
            if digit < 10, line[i + 1] == "十" {
                if let ones = ScalarClass.kanjiDigit(line[i + 2]), ones < 10 { return (digit * 10 + ones, i + 3) }
                return (digit * 10, i + 2)
            }
            return (digit, i + 1)
        }
        return nil
    }

    private func unitBefore(at i: Int) -> (Int, Int)? {
        match(units.japaneseBefore, at: i)
    }

    private func unitAfter(at i: Int) -> (Int, Int)? {
        match(units.japaneseAfter, at: i)
    }

    private func match(_ table: [Unicode.Scalar: [([Unicode.Scalar], Int)]], at i: Int) -> (Int, Int)? {
        let first = ScalarClass.lowerASCII(line[i])
        guard let entries = table[first] else { return nil }
        for (spelling, index) in entries {
            guard i + spelling.count <= line.count else { continue }
            var same = true
            for k in 0..<spelling.count where ScalarClass.lowerASCII(line[i + k]) != spelling[k] {
                same = false
                break
            }
            guard same else { continue }
            // A Latin unit ends where the Latin word ends (`5cm`, not `5cmx`).
            if let last = spelling.last, ScalarClass.isASCIILetter(last), ScalarClass.isASCIILetter(line[i + spelling.count]) {
                continue
            }
            return (index, spelling.count)
        }
        return nil
    }

    /// Whether vague words alone, and notes in brackets, make the line from `i` (`お好みで`, `好みで少々`): it names no
    /// food, where reading from its second letter would take `お` for a name.
    private func vagueAlone(at i: Int) -> Bool {
        guard var end = vague(at: i).map({ i + $0.scalars.count }) else { return false }
        while let more = vague(at: line.skipSpaces(end)) { end = line.skipSpaces(end) + more.scalars.count }
        end = line.skipSpaces(end)
        return end >= line.count || line[end] == "(" || line[end] == "["
    }

    private func vague(at i: Int) -> VagueWord? {
        for word in Self.vagueWords where line.has(word.scalars, at: i) {
            return word
        }
        return nil
    }

    /// Adds two amounts when their units measure the same thing; the result is in the first unit.
    private func add(_ a: Double, _ unitA: Int?, _ b: Double, _ unitB: Int?) -> Double? {
        guard let unitA, let unitB else { return unitA == nil && unitB == nil ? a + b : nil }
        let ua = units.units[unitA]
        let ub = units.units[unitB]
        guard ua.dimension == ub.dimension, ua.dimension != .count || unitA == unitB else { return nil }
        return a + b * ub.factor / ua.factor
    }

    // MARK: Words

    struct Word {
        let text: String
        let scalars: [Unicode.Scalar]
        init(_ text: String) {
            self.text = text
            self.scalars = Array(text.unicodeScalars)
        }
    }

    struct VagueWord {
        let scalars: [Unicode.Scalar]
        let optional: Bool
        let unitCode: String?
        init(_ text: String, optional: Bool = false, unit: String? = nil) {
            scalars = Array(text.unicodeScalars)
            self.optional = optional
            unitCode = unit
        }
    }

    static let approximations = ["約", "およそ", "だいたい", "大体", "各", "計", "合計", "全部で", "正味", "ほぼ"].map(Word.init)
    static let sizes = ["大きめ", "小さめ", "大ぶり", "小ぶり", "中くらい", "大", "中", "小", "極小", "特大"].map(Word.init)
    static let suffixes = ["強", "弱", "前後", "程度", "くらい", "ぐらい", "位", "ほど", "程", "分", "ずつ", "づつ", "余り", "余",
                           "以上", "以下", "見当", "目安", "角", "幅", "長さ", "ちょっと", "杯", "~"].map(Word.init)
    static let vagueWords: [VagueWord] = [
        VagueWord("少々"), VagueWord("少量"), VagueWord("適量"), VagueWord("適宜", optional: true),
        VagueWord("ひとつまみ", unit: "pinch"), VagueWord("ひとつかみ", unit: "handful"), VagueWord("少し"),
        VagueWord("お好みの量", optional: true), VagueWord("お好みで", optional: true), VagueWord("好みで", optional: true),
        VagueWord("お好み", optional: true), VagueWord("好み", optional: true), VagueWord("適当"), VagueWord("ひとふり"),
        VagueWord("少量ずつ"), VagueWord("たっぷり"), VagueWord("すこし"), VagueWord("つまみ", unit: "pinch"),
        VagueWord("ひと振り"), VagueWord("適時"), VagueWord("定量"), VagueWord("一つまみ", unit: "pinch"), VagueWord("ひとにぎり", unit: "handful"),
    ].sorted { $0.scalars.count > $1.scalars.count }
    static let amountEndings = ["くらい", "ぐらい", "位", "ほど", "程度", "など", "人分", "分", "少々", "適量", "多め", "多めに", "少なめ", "少なめに"].map(Word.init)
    /// Words opening a line that leave its food to the cook (`お好みで 万能ねぎ`), longest first.
    static let leadingOptional = ["お好みで", "好みで", "お好みにより", "好みにより", "お好みに応じて", "好みに応じて", "あれば",
                                  "必要なら", "必要であれば", "必要に応じて"]
        .map(Word.init).sorted { $0.scalars.count > $1.scalars.count }
    /// A Japanese name without the words leaving its food to the cook that readers keep in it (`あればパセリ`,
    /// `パセリ（あれば）`): what the food is called.
    static func withoutOptionalWords(_ name: String) -> String {
        var text = Substring(name)
        if let word = leadingOptional.first(where: { text.hasPrefix($0.text) }), text.count > word.text.count {
            text = text.dropFirst(word.text.count).drop { $0 == " " || $0 == "　" }
        }
        if text.last == "）" || text.last == ")", let open = text.lastIndex(where: { $0 == "（" || $0 == "(" }), open > text.startIndex {
            let inner = text[text.index(after: open)...]
            if optionalAsideStarts.contains(where: { inner.hasPrefix($0.text) }) {
                text = text[..<open]
                while text.last == " " || text.last == "　" { text = text.dropLast() }
            }
        }
        return String(text)
    }

    /// Words opening a bracket after a name that leave the food to the cook (`（あれば）`, `（なければ省略可）`).
    static let optionalAsideStarts = ["お好み", "好み", "あれば", "なくても", "無くても", "なければ省略", "無ければ省略", "省略可",
                                      "必要なら", "必要であれば", "必要に応じて"].map(Word.init)
    static let optionalWords = ["お好み", "好みで", "あれば", "なくても可", "なくても良い", "なくてもよい", "省略可"]
        .map { Array($0.unicodeScalars) }
    static let kanaNumbers: [([Unicode.Scalar], Double)] = [
        ("ひとつ", 1), ("ふたつ", 2), ("みっつ", 3), ("よっつ", 4), ("いつつ", 5), ("ひと", 1), ("ふた", 2),
    ].map { (Array($0.0.unicodeScalars), $0.1) }
}
