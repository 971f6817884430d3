public import FoodLexicon

/// Turns one ingredient line (`♥鶏モモ肉 500g前後`, `2 1/2 cups all-purpose flour, sifted`) into a
/// `ParsedIngredient`: name, quantity, unit, size, preparation, comment, group, food and amount.
///
/// Japanese and English are told apart per line (any kana or kanji → Japanese); a line in a language it
/// does not read (German, Chinese, Urdu …) gets that language's code (`LineLanguage`). The parser never
/// throws: a line it cannot read comes back with its cleaned text as the name.
public struct IngredientParser: Sendable {
    /// Words for washing a food, after which `dried` is patted dry, no state (`washed and dried spinach`): the
    /// parser keeps such a run as the preparation, and matching asks no dried food for it.
    public static let washingWords = ["washed", "rinsed", "cleaned", "scrubbed"]
    private let lexicon: Lexicon
    private let units: UnitTable
    private let languages: LineLanguage

    /// A parser over a food lexicon, a units table and the words that tell languages it does not read.
    public init(lexicon: Lexicon, units: UnitTable = .bundled, languages: LineLanguage = .bundled) {
        self.lexicon = lexicon
        self.units = units
        self.languages = languages
    }

    /// `手羽中 8本`, `最中 2個`: a size word written right after the name (`中`, medium) that ends a food's name with
    /// it is the name's last letter, not the size (手羽中 are chicken mid-wings).
    /// So when a word stands before it (`国産 鶏手羽中 250g`, `大山どり 手羽中 8本`): the parser had kept the word glued to the
    /// size as a note on the amount (`鶏手羽`), and only the word before as the name.
    private func keepNameEndingInSize(_ text: String, into parts: inout LineParts) {
        guard let size = parts.size, let name = parts.name else { return }
        func endsAFoodName(_ whole: String) -> Bool {
            guard text.contains(whole), let match = lexicon.longestMatch(in: whole) else { return false }
            return match.range.upperBound == whole.endIndex && match.matchedText.count > size.count
        }
        if endsAFoodName(name + size) {
            parts.name = name + size
            parts.size = nil
            return
        }
        guard let glued = parts.comments.first, let named = text.firstRange(of: name),
            let word = text[named.upperBound...].firstRange(of: glued + size)
        else { return }
        if endsAFoodName(glued + size) {
            parts.name = String(text[named.lowerBound..<word.upperBound])
            parts.comments.removeFirst()
            parts.size = nil
        } else if lexicon.longestMatch(in: name) == nil, lexicon.longestMatch(in: glued) != nil {
            // A food glued to its size after a word naming none (`国産 ごぼう中 1本`): the food is the name, medium.
            parts.name = String(text[named.lowerBound..<text.index(word.upperBound, offsetBy: -size.count)])
            parts.comments.removeFirst()
        }
    }

    /// A Japanese name without the words that leave its food to the cook, kept in it as readers write them
    /// (`あればパセリ`, `豚薄切り肉（お好みで）`, `奈良漬（好みで加減する）`): the food's own name, to compare with products'.
    public static func nameWithoutOptionalWords(_ name: String) -> String {
        JapaneseLineParser.withoutOptionalWords(name)
    }

    /// Parses one line. `group` is the heading the line stands under, if any; a marker or label
    /// written in the line itself takes precedence.
    public func parse(_ text: String, group: String? = nil) -> ParsedIngredient {
        parse(text, group: group, addsClauses: true)
    }

    private func parse(_ text: String, group: String?, addsClauses: Bool) -> ParsedIngredient {
        let line = ScannedLine(text)
        let (marker, start) = GroupMarker.leading(line, from: 0)
        var parts = line.isJapanese
            ? JapaneseLineParser(line: line, units: units).parse(from: start)
            : EnglishLineParser(line: line, units: units, lexicon: lexicon).parse(from: start)
        if !line.isJapanese {
            takeTrailingPart(&parts)
            takePieceWord(into: &parts)
            keepProductName(text, into: &parts)
        } else {
            keepNameEndingInSize(text, into: &parts)
        }
        let oneMeasure = takeOneMeasure(&parts)
        let name = parts.name ?? ""
        // A part word kept in the name (`basil leaves`) is looked past: the food is the one before it.
        let named = parts.partOf ?? name
        var found = named.isEmpty ? nil : lexicon.longestMatch(in: named)
        // A slip of the pen right after the food found names a longer name's food (`1 cup olive oli`: olive oil, not
        // the olives; two blind judges of session 52 found olives bought).
        if !line.isJapanese, let match = found, let meant = lexicon.slipCorrected(match, in: named) {
            found = meant
        }
        // `fava (broad) beans`: an aside in brackets inside an English name splits it; the name read without the
        // aside names the food when it finds a longer name than either part (fava beans, not beans).
        if !line.isJapanese, let unbracketed = Self.withoutInnerAside(named),
            let whole = lexicon.longestMatch(in: unbracketed),
            whole.matchedText.count > (found?.matchedText.count ?? 0)
        {
            found = whole
        }
        // A fat or style word may stand between a kind's words (`plain Greek whole-milk yogurt`, `nonfat Greek style
        // plain yogurt`): read without it, a kind of the food found is the food.
        if !line.isJapanese, let general = found, lexicon.hasKinds(general.food.id),
            let kind = Self.kindWithoutInterposedWords(of: general, in: named, lexicon: lexicon)
        {
            found = kind
        }
        // `lamb rib or neck bones`: English choices may share the head written last. A food found in the first
        // choice is the kind the first choice names with that head, when it names one (lamb rib bones, not lamb).
        if !line.isJapanese, let named = found, let kind = Self.kindWithSharedHead(of: named, in: parts.partOf ?? name, lexicon: lexicon) {
            found = kind
        }
        // `小松菜をゆでる塩`, `ゆでるための酢`: a Japanese name ends in what it names; a clause before it that ends in a
        // verb says what that is for (the salt, not the komatsuna).
        if line.isJapanese, let head = Self.headAfterVerbClause(named), let match = lexicon.longestMatch(in: head),
            match.matchedText == head
        {
            found = match
        } else if line.isJapanese, let after = Self.foodAfterPastClause(named, found: found, lexicon: lexicon) {
            found = after.match
        }
        // `その他のおかず（卵焼き、ブロッコリー、ウインナーなど）`: a Japanese name naming no food outside its bracket, whose
        // bracket lists examples, names no one thing to buy.
        if line.isJapanese, let match = found, Self.isOnlyAnExampleOfAList(match, in: named, lexicon: lexicon) {
            found = nil
        }
        // Not to a food named in a clause after `plus` (`1 egg plus 3 egg yolks` buys eggs).
        if !line.isJapanese, !parts.comments.isEmpty, let named = found {
            let narrowed = narrower(than: named, in: text)
            let key = narrowed.matchedText.lowercased()
            // Nor to a kind named by a state the line left open (`fresh or canned corn` is corn, either way: not the
            // canned kernels, which `canned corn` names).
            if !parts.comments.contains(where: { Self.plusClause($0)?.lowercased().contains(key) == true }),
                !parts.comments.contains(where: { Self.statesLeftOpen($0).contains { key.hasPrefix($0 + " ") } })
            {
                found = narrowed
            }
        }
        let food = named.isEmpty ? nil : food(named: named, longest: found)
        var added: Double?
        var addedMeasure: ParsedIngredient.AddedMeasure?
        if addsClauses, let food { (added, addedMeasure) = addedByPlusClauses(parts, food: food) }
        // Words of the food found never count as foreign: a German line naming only `Butter` is read as butter.
        let foreign = languages.unsupported(text, food: found?.matchedText)
        var unitIndex = parts.unit
        var size = parts.size
        // `小鯛 4尾`, `小いわし 10尾`: 小 before a food's whole name, the two no food's name together, is the size of
        // the pieces (`小松菜`, `小豆`, `小ねぎ` are foods of their own and keep their names).
        if line.isJapanese, size == nil, name.hasPrefix("小"), name.count >= 2, name.count <= 6, lexicon.lookup(name) == nil,
            lexicon.lookup(String(name.dropFirst())) != nil
        {
            size = "小"
        }
        var unitText = parts.unitText
        // `みりん 大3`, `塩 小1/2`: in Japanese, 大 or 小 before a bare number is the spoon written short, when the
        // food is one measured by volume (a density and no piece weight: not `じゃがいも 小4`, `唐辛子 大2`).
        if line.isJapanese, unitIndex == nil, parts.part == nil, parts.quantity != nil, let said = size,
            said == "大" || said == "小", let food, food.density != nil, food.pieceGrams == nil,
            let spoon = units.index(code: said == "大" ? "tbsp" : "tsp")
        {
            unitIndex = spoon
            unitText = said
            size = nil
        }
        let unit = unitIndex.map { units.units[$0] }
        let part = parts.part.map { units.units[$0] }
        return ParsedIngredient(
            text: text,
            name: name,
            quantity: parts.quantity,
            quantityMax: parts.quantityMax,
            unit: unit?.code,
            unitText: unitText,
            part: part?.code,
            size: size,
            preparation: parts.preparation,
            comment: parts.comments.isEmpty ? nil : parts.comments.joined(separator: "; "),
            group: marker ?? group,
            optional: parts.optional,
            toTaste: parts.toTaste,
            food: food?.id,
            amount: Self.amount(
                parts.quantityMax ?? parts.quantity.map { $0 + (added ?? 0) } ?? (oneMeasure ? 1 : nil),
                unit: unit ?? part, food: food
            ).map {
                Amount(value: ($0.value * 1000).rounded() / 1000, dimension: $0.dimension)
            },
            language: foreign ?? (line.isJapanese ? "ja" : "en"),
            addedQuantity: added,
            addedMeasure: addedMeasure
        )
    }

    /// Parses the lines of one recipe. A line its own words do not tell (no English word and no word of another
    /// language: `4 Rumpsteaks`, `2 cl Limejuice`, `1 fenouil`) is in the recipe's language when that is one
    /// Kaimono does not read: the one most of its lines are told in (two or more, more than the lines saying an
    /// English word), else the one the page declares (`declaredLanguage`, `de-DE`), when fewer than half of its
    /// Latin lines say an English word. Lines told by their own words keep their language.
    public func parse(recipeLines: [(text: String, group: String?)], declaredLanguage: String?) -> [ParsedIngredient] {
        var parsed = recipeLines.map { parse($0.text, group: $0.group) }
        guard let language = recipeLanguage(lines: parsed.map { ($0.language, $0.text) }, declared: declaredLanguage)
        else { return parsed }
        for k in parsed.indices where isUntold(parsed[k])
            || (parsed[k].language == "en" && parsed[k].food == nil && languages.reads(parsed[k].text, as: language))
        {
            parsed[k].language = language
        }
        return parsed
    }

    /// The language Kaimono does not read that a recipe's lines are in, from each line's language as parsed alone
    /// and its text (`parse(recipeLines:declaredLanguage:)`); `nil` when the recipe is English or Japanese.
    public func recipeLanguage(lines: [(language: String, text: String)], declared: String?) -> String? {
        var told: [String: Int] = [:]
        var english = 0, latin = 0
        for line in lines where line.language != "ja" {
            latin += 1
            if line.language == "en" {
                if languages.saysEnglish(line.text) { english += 1 }
            } else {
                told[line.language, default: 0] += 1
            }
        }
        guard latin > 0, english * 2 < latin else { return nil }
        // (Ties go to the code first in the alphabet: the same answer on every run.)
        if let (code, count) = told.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            count >= max(2, english + 1)
        {
            return code
        }
        let code = declared.map { String($0.lowercased().prefix(2)) } ?? ""
        return code.count == 2 && code != "en" && code != "ja" && code.allSatisfy({ $0 >= "a" && $0 <= "z" }) ? code : nil
    }

    /// Whether a line parsed alone as English says no English word and is more than a food's whole name: it takes its
    /// recipe's language. A name the lexicon knows whole (`1 Avocado`, `200 g Feta`, `4 cl Tequila`) is read as it
    /// is in any recipe; a compound or a phrase around a food word (`4 Rumpsteaks`, `Kokoslikör`, `sweet potato
    /// fritter` in a Danish list) is not.
    public func isUntold(_ parsed: ParsedIngredient) -> Bool {
        guard parsed.language == "en", !languages.saysEnglish(parsed.text) else { return false }
        guard let food = parsed.food, !parsed.name.isEmpty else { return true }
        return lexicon.lookup(parsed.name)?.id != food
    }

    /// The words after a Japanese verb clause that ends a name's modifier (`…をゆでる塩` → 塩, `…るための酢` → 酢,
    /// `…る用の油` → 油): the clause must take an object (`を`) or say a purpose (`ための`, `用の`). Nil otherwise.
    public static func headAfterVerbClause(_ name: String) -> String? {
        guard name.utf8.count >= 9, name.contains("る") else { return nil }
        let characters = Array(name)
        for marker in ["るための", "る用の", "る"].map(Array.init) {
            // The last place the marker stands.
            var k = characters.count - marker.count
            while k >= 0, !characters[k..<k + marker.count].elementsEqual(marker) { k -= 1 }
            guard k >= 0 else { continue }
            if marker.count == 1, !characters[..<k].contains("を") { return nil }
            let head = String(characters[(k + marker.count)...])
            return head.isEmpty ? nil : head
        }
        return nil
    }

    /// The words after each verb in the past that may end a clause before a Japanese name (`薄切りにした豚肉` → 豚肉,
    /// `炒めたまいたけ` → まいたけ, `刻んだねぎ` → ねぎ), first to last: a `た` or `だ` after a kana of the い or え row,
    /// `っ` or `ん` (a verb's past: した, った, んだ, めた, でた), with words after it. The caller keeps a head that is a
    /// food's whole name (`ゆでたまご` offers まご, which is none).
    public static func headsAfterPastClause(_ name: String) -> [Substring] {
        guard name.utf8.count >= 9, name.unicodeScalars.contains(where: { $0 == "た" || $0 == "だ" }) else { return [] }
        var heads: [Substring] = []
        var previous: Character?
        for index in name.indices {
            let character = name[index]
            defer { previous = character }
            guard character == "た" || character == "だ", let before = previous, Self.endsVerbStem(before) else { continue }
            let after = name[name.index(after: index)...]
            if !after.isEmpty { heads.append(after) }
        }
        return heads
    }

    /// Whether a kana may end a verb's stem before its past `た`/`だ`: the い and え rows, `っ` and `ん`.
    private static func endsVerbStem(_ character: Character) -> Bool {
        "いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれっん".contains(character)
    }

    /// The food named whole after a clause in the past that ends before it (`じっくり炒めた玉ねぎ` → onion, `ゆでたいか` →
    /// squid, not the sea bream `たい` across the verb's ending), or nil. Not when the food `found` in the name
    /// holds the `た` after its first letter: the `た` is the food's own (`えだまめ` opens no clause `えだ`).
    /// The head is returned with the food matched in it (a match in `head`'s own text).
    public static func foodAfterPastClause(_ name: String, found: FoodMatch?, lexicon: Lexicon)
        -> (head: String, match: FoodMatch)?
    {
        for head in headsAfterPastClause(name) where head.utf8.count <= 8 * lexicon.longestName {
            // (A longer head is no food's whole name: four bytes a letter, twice over for what normalizing drops. Not
            // searched, so a long line's many heads cost no search each.)
            let ending = name.index(before: head.startIndex)
            if let found, found.range.lowerBound < ending, ending < found.range.upperBound { continue }
            let text = String(head)
            if let match = lexicon.longestMatch(in: text), match.matchedText == text { return (text, match) }
        }
        return nil
    }

    /// The kind of `named` that the first of two English choices names with the head of the second (`lamb rib or
    /// neck bones`: lamb rib bones, a kind of lamb), or the food the first choice's words and that head name whole
    /// (`vegetable or corn oil`: vegetable oil). The food must have been read in the first choice, and the second
    /// must end in a word the first does not. Nil otherwise.
    static func kindWithSharedHead(of named: FoodMatch, in name: String, lexicon: Lexicon) -> FoodMatch? {
        // (Most names offer no choice: a byte search for ` or `, any case, first.)
        guard Self.hasSpacedOr(name, anyCase: true) else { return nil }
        let lower = name.lowercased()
        guard let marker = Self.firstRange(of: " or ", in: lower),
            let at = Self.firstRange(of: named.matchedText.lowercased(), in: lower),
            at.upperBound <= marker.lowerBound
        else { return nil }
        var second = lower[marker.upperBound...]
        if let end = second.firstIndex(where: { ",;(".contains($0) }) { second = second[..<end] }
        let secondWords = second.split(separator: " ")
        guard secondWords.count >= 2, let head = secondWords.last, head.allSatisfy(\.isLetter) else { return nil }
        var first = lower[..<marker.lowerBound]
        if let comma = first.lastIndex(where: { ",;(".contains($0) }) { first = first[first.index(after: comma)...] }
        let firstWords = first.split(separator: " ")
        guard let last = firstWords.last, last != head, last.allSatisfy(\.isLetter) else { return nil }
        let joined = firstWords.joined(separator: " ") + " " + head
        guard let kind = lexicon.longestMatch(in: joined), kind.range.upperBound == joined.endIndex,
            kind.matchedText.count > named.matchedText.count + head.count,
            // A kind of the first food, or a food the first choice's last word and the head name whole (`vegetable or
            // corn oil`: vegetable oil, no vegetable; `unsalted vegetable or mushroom broth`: vegetable broth).
            lexicon.ancestors(of: kind.food.id).contains(where: { $0.id == named.food.id })
                || kind.range.lowerBound <= joined.index(joined.endIndex, offsetBy: -(last.count + 1 + head.count))
        else { return nil }
        return kind
    }

    /// `text.firstRange(of: needle)`, found by bytes when both are ASCII without a carriage return (then each byte
    /// is a character and no character has two spellings); the string search, comparing characters, otherwise.
    static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
        let n = Array(needle.utf8)
        guard let head = n.first, n.allSatisfy({ $0 < 0x80 && $0 != 0x0D }), text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D })
        else {
            return text.firstRange(of: needle)
        }
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let at = utf8[start...].firstIndex(of: head) {
            var end = at
            var matched = 0
            while matched < n.count, end < utf8.endIndex, utf8[end] == n[matched] {
                matched += 1
                end = utf8.index(after: end)
            }
            if matched == n.count { return at..<end }
            start = utf8.index(after: at)
        }
        return nil
    }

    /// The name without an aside in round brackets that has words on both sides (`fava (broad) beans` → `fava
    /// beans`); nil when there is none.
    static func withoutInnerAside(_ name: String) -> String? {
        guard name.utf8.contains(0x28), let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return nil }
        let before = name[..<open].drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
        let after = name[name.index(after: close)...].drop(while: { $0 == " " })
        guard before.contains(where: \.isLetter), after.contains(where: \.isLetter) else { return nil }
        return String(before) + " " + String(after)
    }

    /// `1 egg plus 3 egg yolks`, `4 eggs, plus 4 egg yolks`, `卵 2個＋卵黄1個`, `75g butter, plus 25g melted
    /// butter`: a clause after `plus` or `+` measuring more of the same food (or naming it shorter: `flour`
    /// after `all-purpose flour`), or counting a part a cook takes one from each piece of it (a yolk or a white
    /// from an egg), asks for more of it: 3, 4 and 1 more eggs, 25 g more butter, in the line's unit. So does a
    /// clause that only measures (`¾ cup plus 1 tablespoon flour`, `1/2 pound, plus 2 tablespoons, butter`).
    /// The quantity stays as written and the clause in the comment. Only plain amounts add up: no range, and
    /// counts to counts or a mass or volume to the same. A measure-only clause in a unit of another kind (`1
    /// stick plus 2 tablespoons butter`) comes back as the added measure, for the food's weights to convert.
    /// Nil when no clause adds.
    private func addedByPlusClauses(_ parts: LineParts, food: Food) -> (Double?, ParsedIngredient.AddedMeasure?) {
        guard parts.quantity != nil, parts.quantityMax == nil else { return (nil, nil) }
        let unit = parts.unit.map { units.units[$0] }
        var added = 0.0
        var other: ParsedIngredient.AddedMeasure?
        for comment in parts.comments {
            guard let clause = Self.plusClause(comment) else { continue }
            let more = parse(clause, group: nil, addsClauses: false)
            guard let count = more.quantity, more.quantityMax == nil, !more.toTaste else { continue }
            // A clause naming nothing measures more of the line's food (`2 tablespoons` alone reads its unit word
            // as the name: nothing follows it).
            let spelled = more.food == nil && more.unit == nil ? units.english(more.name).map { units.units[$0].code } : nil
            let measured = more.food == nil && more.name.isEmpty ? more.unit : spelled
            guard measured != nil
                || more.food.map({ $0 == food.id || $0 == food.parent || takenOnePerPiece($0, from: food) }) == true
            else { continue }
            if let factor = factor(of: measured ?? more.unit, into: unit) {
                added += count * factor
            } else if other == nil, let code = measured, code != unit?.code {
                other = ParsedIngredient.AddedMeasure(quantity: count, unit: code)
            }
        }
        return (added > 0 ? (added * 1000).rounded() / 1000 : nil, other)
    }

    /// How many of the line's unit one of the clause's unit is: 1 for counts (none or pieces on both sides) and
    /// the same unit, the ratio for two masses or two volumes, nil otherwise.
    private func factor(of code: String?, into unit: UnitTable.Unit?) -> Double? {
        let clauseCounts = code == nil || code == "piece"
        guard let unit, unit.code != "piece" else { return clauseCounts ? 1 : nil }
        guard let code, let index = units.index(code: code) else { return nil }
        let other = units.units[index]
        if other.code == unit.code { return 1 }
        guard other.dimension == unit.dimension, unit.dimension == .mass || unit.dimension == .volume, unit.factor > 0
        else { return nil }
        return other.factor / unit.factor
    }

    /// The states of a comment that is a choice of them only (`fresh or frozen`, `canned or fresh`), lowercased;
    /// none for any other comment.
    static func statesLeftOpen(_ comment: String) -> [String] {
        // (Most comments hold no `or`.)
        guard comment.utf8.count < 32, Self.hasSpacedOr(comment, anyCase: false) else { return [] }
        let words = comment.lowercased().split(separator: " ").filter { $0 != "or" }
        guard words.count >= 2, words.allSatisfy({ Self.choosableStates.contains(String($0)) }) else { return [] }
        return words.map(String.init)
    }

    /// Whether `text` holds ` or ` (lowercase, or `anyCase`), by its bytes: the string search compares characters,
    /// and most texts asked hold none.
    private static func hasSpacedOr(_ text: String, anyCase: Bool) -> Bool {
        let fold: UInt8 = anyCase ? 0x20 : 0
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            if previous.0 == 0x20, previous.1 | fold == 0x6F, previous.2 | fold == 0x72, byte == 0x20 { return true }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// States a line may leave to the cook (`fresh or frozen peas`): the words of the parser's choices of states.
    static let choosableStates: Set<String> = Set(
        Words.stateChoices.all.flatMap { String(String.UnicodeScalarView($0)).split(separator: " ").map(String.init) }
    ).subtracting(["or"])

    /// The clause after a leading `plus`, `+` or `＋` (and `an additional`, `another`), when the comment
    /// starts so.
    private static func plusClause(_ comment: String) -> String? {
        // Most comments start otherwise: tell by the first byte (`p`, `P`, `+`, the lead byte of `＋`) before
        // any lowercased copy.
        guard let first = comment.utf8.first, first == 0x70 || first == 0x50 || first == 0x2B || first == 0xEF
        else { return nil }
        var rest = Substring(comment)
        if rest.lowercased().hasPrefix("plus ") {
            rest = rest.dropFirst(5)
        } else if rest.hasPrefix("+") || rest.hasPrefix("＋") {
            rest = rest.dropFirst()
        } else {
            return nil
        }
        rest = rest.drop(while: { $0 == " " || $0 == "　" })
        for lead in ["an additional ", "additional ", "another ", "an extra "] where rest.lowercased().hasPrefix(lead) {
            rest = rest.dropFirst(lead.count)
            break
        }
        return rest.isEmpty ? nil : String(rest)
    }

    /// Whether one piece of `food` gives one of the food `id` names: a child of it in the same category that
    /// weighs less a piece (a yolk or a white of an egg), not a cut of a bird or a kind of it.
    private func takenOnePerPiece(_ id: String, from food: Food) -> Bool {
        guard let part = lexicon.food(id: id), part.parent == food.id, part.category == food.category,
            let partGrams = part.pieceGrams, let wholeGrams = food.pieceGrams
        else { return false }
        return partGrams < wholeGrams
    }

    /// `handful basil`, `パセリ ひとつかみ`: a measure written without a number (or with the kana `ひと` in it) is
    /// one of it, an amount to buy for like any other, not a vague one. The quantity stays as written (none); the
    /// line's amount is one of the measure. A pinch or a dash is too small to buy for (`Words.pinches`).
    private func takeOneMeasure(_ parts: inout LineParts) -> Bool {
        guard parts.quantity == nil, let unit = parts.unit,
            Words.measureWithoutNumber.contains(units.units[unit].code), !Words.pinches.contains(units.units[unit].code)
        else { return false }
        parts.toTaste = false
        return true
    }

    /// The kind of `general` that `name` names once its fat or style words are left out (`plain Greek whole-milk
    /// yogurt` → Greek yogurt); nil when none is, or the name has no such word.
    static func kindWithoutInterposedWords(of general: FoodMatch, in name: String, lexicon: Lexicon) -> FoodMatch? {
        let words = name.lowercased().split(separator: " ")
        let kept = words.filter { !interposedWords.contains(String($0)) }
        guard kept.count < words.count, !kept.isEmpty, let kind = lexicon.longestMatch(in: kept.joined(separator: " ")),
            kind.food.id != general.food.id,
            lexicon.ancestors(of: kind.food.id).contains(where: { $0.id == general.food.id })
        else { return nil }
        return kind
    }

    /// Whether `match` stands inside a bracket of `name` that lists several examples (two or more `、`, `・` or `,`,
    /// ending in `など`, `等` or `とか`) while the words outside the brackets name no food.
    static func isOnlyAnExampleOfAList(_ match: FoodMatch, in name: String, lexicon: Lexicon) -> Bool {
        // (Most names have no bracket: a byte look first.)
        guard name.utf8.contains(0xEF) || name.utf8.contains(0x28),
            let open = name[..<match.range.lowerBound].lastIndex(where: { $0 == "（" || $0 == "(" }),
            let close = name[match.range.upperBound...].firstIndex(where: { $0 == "）" || $0 == ")" }),
            !name[open..<match.range.lowerBound].contains(where: { $0 == "）" || $0 == ")" })
        else { return false }
        let inside = name[name.index(after: open)..<close]
        guard inside.filter({ "、・,，".contains($0) }).count >= 2,
            inside.hasSuffix("など") || inside.hasSuffix("等") || inside.hasSuffix("とか")
        else { return false }
        let outside = String(name[..<open]) + " " + String(name[name.index(after: close)...])
        return lexicon.longestMatch(in: outside) == nil
    }

    /// Words of fat, style or colour that may stand inside a kind's name in English (`Greek whole-milk yogurt`,
    /// `glutinous white rice`, `evaporated whole milk`).
    static let interposedWords: Set<String> = [
        "whole-milk", "full-fat", "low-fat", "lowfat", "nonfat", "non-fat", "fat-free", "reduced-fat", "part-skim", "plain",
        "white", "whole",
    ]

    /// A kind of the food named that a unit word set aside names with it (`2 lb fillet of beef`: `fillet`
    /// went to the comment, and `fillet of beef` is beef tenderloin), else the food named.
    func narrower(than named: FoodMatch, in text: String) -> FoodMatch {
        // Only a kind of the food named can be narrower: a food with no kinds needs no second search.
        guard lexicon.hasKinds(named.food.id), let whole = lexicon.longestMatch(in: text), whole.food.id != named.food.id,
            whole.matchedText.count > named.matchedText.count,
            // Within one phrase: not across a comma or bracket (`½ a lemon, juice only` is not lemon juice).
            !whole.matchedText.contains(where: { ",;:()[]（）、".contains($0) }),
            // Not through a size word set aside (`2 large or 3 small potatoes` is potatoes, not small potatoes).
            SizeWords.bundled.removing(from: whole.matchedText) == whole.matchedText,
            Self.firstRange(of: named.matchedText.lowercased(), in: whole.matchedText.lowercased()) != nil,
            lexicon.ancestors(of: whole.food.id).contains(where: { $0.id == named.food.id })
        else { return named }
        // Over the words that named the food, not further on in the line: a later choice (`cubed pumpkin, or 3 cups
        // pumpkin purée`) is another thing, not a kind of the first.
        let lower = text.lowercased()
        if let first = Self.firstRange(of: named.matchedText.lowercased(), in: lower),
            lower.distance(from: lower.startIndex, to: first.upperBound)
                <= text.distance(from: text.startIndex, to: whole.range.lowerBound)
        {
            return named
        }
        return whole
    }

    /// Part words that may close an English name (`6 lettuce leaves`, `2 lemon slices`, `8 broccoli florets`).
    public static let trailingParts: Set<String> = [
        "leaf", "leaves", "slice", "slices", "floret", "florets", "wedge", "wedges", "rib", "ribs",
    ]

    /// Of those, the ones a reader keeps in the name (`basil leaves`, `lemon wedge`, `broccoli florets`): they
    /// name what is used, where a slice or a rib counts pieces cut from the food (`2 orange slices`: 2 slices).
    static let partsKeptInName: Set<String> = ["leaf", "leaves", "floret", "florets", "wedge", "wedges"]

    /// `6 large lettuce leaves`: a counted name ending in a part word is that many parts of the food before it,
    /// when the name names that same food (`lettuce leaves` is lettuce; `bay leaves`, `curry leaves` and
    /// `pork ribs` are foods of their own and stay whole). Florets are the parts of the food they are sold as
    /// (`broccoli florets` → broccoli). Leaves, wedges and florets stay in the name and go to `part`
    /// (name `lettuce leaves`, part leaf, no unit); slices and ribs become the unit (name lettuce, unit slice).
    private func takeTrailingPart(_ parts: inout LineParts) {
        guard parts.unit == nil, parts.quantity != nil, let name = parts.name, let space = name.lastIndex(of: " ")
        else { return }
        let word = String(name[name.index(after: space)...])
        let lowered = word.lowercased()
        guard Self.trailingParts.contains(lowered), let unit = units.english(word) else { return }
        let rest = String(name[..<space])
        // `strawberries with leaves`: a part word after `with`, `and`, `or` is not what is counted.
        if let previous = rest.split(separator: " ").last, Words.beforeOtherPart.contains(previous.lowercased()) { return }
        guard let restFood = lexicon.longestMatch(in: rest)?.food else { return }
        let whole = lexicon.longestMatch(in: name)?.food
        let same = whole?.id == restFood.id
        let floret = lowered.hasPrefix("floret") && whole?.parent == restFood.id
        guard same || floret else { return }
        if Self.partsKeptInName.contains(lowered) {
            parts.part = unit
            parts.partOf = rest
            return
        }
        parts.name = rest
        parts.unit = unit
        parts.unitText = word
    }

    /// The food a name names: the longest known name in it, unless the name is one word in one script that
    /// is no known name but sounds like one, and what is known of it is less than half of it
    /// (`グリュイエールチーズ` → gruyere rather than cheese; `ガーリックエキス` stays garlic).
    private func food(named name: String, longest: FoodMatch?) -> Food? {
        if let longest {
            // The script test first: it stops at the first letter of most names, where counting reads them all.
            guard name.unicodeScalars.allSatisfy({ (0x30A1...0x30FC).contains($0.value) || $0 == "・" }),
                longest.matchedText.unicodeScalars.count * 2 < name.unicodeScalars.count
            else { return longest.food }
        }
        if let longest {
            // The sound must name a kind of what is known of the name (gruyere of its チーズ): a name that only sounds
            // like another food's (`ベアルネーズソース`, like `brownies`) is the sauce it ends in.
            guard let sounding = lexicon.soundsLike(name) else { return longest.food }
            if sounding.id == longest.food.id || lexicon.ancestors(of: sounding.id).contains(where: { $0.id == longest.food.id }) {
                return sounding
            }
            return longest.food
        }
        if let exact = lexicon.lookup(name) { return exact }
        // Sounds are tried for a short name only: a loanword, not a phrase.
        guard name.utf8.count <= 40 else { return nil }
        return lexicon.soundsLike(name)
    }

    /// `2 celery sticks`, `1 celery rib`, `2 orange slices`: a counted piece named after the food is the unit,
    /// when the food without it is in the lexicon and the whole is not a food of its own (`pork ribs`).
    private func takePieceWord(into parts: inout LineParts) {
        guard parts.unit == nil, parts.quantity != nil, let name = parts.name, let space = name.lastIndex(of: " ") else { return }
        let last = name[name.index(after: space)...]
        guard Self.pieceWords.contains(last.lowercased()), let unit = units.english(String(last).lowercased()) else { return }
        let rest = String(name[..<space])
        guard lexicon.lookup(name) == nil, lexicon.lookup(rest) != nil else { return }
        parts.name = rest
        parts.unit = unit
        parts.unitText = String(last)
    }

    /// `1 tsp crushed red pepper`: a participle written right before the name stays in it when the two
    /// together name another food in the lexicon than the name alone (red pepper flakes, not a bell pepper).
    private func keepProductName(_ text: String, into parts: inout LineParts) {
        guard let whole = parts.preparation, let name = parts.name else { return }
        // Words before the name come first in the preparation; the cook's words after it follow a comma
        // (`shredded mozzarella, for the top`: `shredded, for the top`).
        let comma = whole.firstIndex(of: ",")
        let preparation = comma.map { String(whole[..<$0]) } ?? whole
        let after = comma.map { String(whole[$0...]) } ?? ""
        guard let last = Self.lastWord(of: preparation), Self.productParticiples.contains(last.lowercased()) else { return }
        defer {
            // (The words after the comma stay the preparation's.)
            if !after.isEmpty, parts.preparation != whole {
                let kept = parts.preparation ?? ""
                let rest = after.drop { $0 == "," || $0 == " " }
                parts.preparation = kept.isEmpty ? String(rest) : kept + after
            }
        }
        var words = preparation.split(separator: " ").map(String.init)
        // Heat toasts the seeds an oil is pressed from, never the oil: `toasted sesame oil` is the product.
        if Self.seedHeatings.contains(last.lowercased()), name.hasSuffix(" oil"),
            Self.occurs(last + " " + name, in: text)
        {
            words.removeLast()
            parts.name = last + " " + name
            parts.partOf = parts.partOf.map { last + " " + $0 }
            parts.preparation = words.isEmpty ? nil : words.joined(separator: " ")
            return
        }
        for count in [2, 1] where words.count >= count {
            let lead = words.suffix(count).joined(separator: " ")
            let phrase = lead + " " + name
            guard !lead.contains(","), Self.occurs(phrase, in: text) || Self.occurs(phrase.lowercased(), in: text.lowercased()),
                  let whole = lexicon.lookup(phrase) else { continue }
            let plain = (lexicon.longestMatch(in: name)?.food ?? lexicon.lookup(name))?.id
            guard whole.id != plain, !descends(whole, from: plain) else { continue }
            words.removeLast(count)
            parts.name = lead + " " + name
            parts.partOf = parts.partOf.map { lead + " " + $0 }
            parts.preparation = words.isEmpty ? nil : words.joined(separator: " ")
            return
        }
    }

    /// The last word of `text` split at spaces (`text.split(separator: " ").last`, without splitting all of it).
    static func lastWord(of text: String) -> Substring? {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " {
            end = text.index(before: end)
        }
        guard end > text.startIndex else { return nil }
        let head = text[..<end]
        return head[(head.lastIndex(of: " ").map(head.index(after:)) ?? head.startIndex)...]
    }

    /// Participles that name a product with the food after them (`crushed red pepper`, `smoked paprika`).
    private static let productParticiples: Set<String> = [
        "crushed", "ground", "toasted", "roasted", "dried", "smoked", "shredded", "flaked", "sliced", "minced",
        "cooked", "canned", "pickled", "powdered", "whipped", "condensed", "evaporated", "frozen", "desiccated",
        "blanched", "salted", "fried", "steamed", "puffed", "rolled", "cured", "creamed", "refried", "candied",
    ]

    /// Participles of heat that name an oil with the seed after them (`toasted sesame oil`).
    private static let seedHeatings: Set<String> = ["toasted", "roasted"]

    /// Whether `needle` occurs in `text`, compared byte by byte (the generic substring search is slow here).
    static func occurs(_ needle: String, in text: String) -> Bool {
        let pattern = Array(needle.utf8)
        let bytes = Array(text.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return pattern.isEmpty }
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    /// Whether `food` is `ancestor` or below it (`minced garlic` under garlic: a form, not another food).
    private func descends(_ food: Food, from ancestor: String?) -> Bool {
        guard let ancestor else { return false }
        var current: Food? = food
        var steps = 0
        while let item = current, steps < 8 {
            if item.id == ancestor { return true }
            current = item.parent.flatMap { lexicon.food(id: $0) }
            steps += 1
        }
        return false
    }

    private static let pieceWords: Set<String> = ["stick", "sticks", "rib", "ribs", "slice", "slices", "loaf", "loaves"]

    /// The quantity in base units, the upper end of a range (what to buy).
    ///
    /// Mass units give grams; volume units give grams when the food's density is known (`醤油 大さじ1`
    /// → 18 g), else millilitres; pieces (`個`, `本`, no unit) give grams by the food's piece weight
    /// (`玉ねぎ 1個` → 200 g), else a count; other counted units (`枚`, `can`, `clove`) give a count.
    public static func amount(_ quantity: Double?, unit: UnitTable.Unit?, food: Food?) -> Amount? {
        guard let quantity, quantity.isFinite else { return nil }
        guard let unit else {
            // A bare number counts pieces (`3 eggs`, `卵 2`).
            if let grams = food?.pieceGrams { return Amount(value: quantity * grams, dimension: .mass) }
            return Amount(value: quantity, dimension: .count)
        }
        switch unit.dimension {
        case .mass:
            return Amount(value: quantity * unit.factor, dimension: .mass)
        case .volume:
            let millilitres = quantity * unit.factor
            if let density = food?.density { return Amount(value: millilitres * density, dimension: .mass) }
            return Amount(value: millilitres, dimension: .volume)
        case .count:
            if unit.code == "piece", let grams = food?.pieceGrams {
                return Amount(value: quantity * grams, dimension: .mass)
            }
            return Amount(value: quantity * unit.factor, dimension: .count)
        case .length:
            return nil
        }
    }
}
