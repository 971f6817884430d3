internal import Foundation
internal import KaimonoData

/// Reads the attributes a text states about a food: traits (`乾燥`, `juice of`, `薄切り`), diet claims
/// (`gluten-free`, `卵不使用`), labels that contradict a claim (`加糖`), and spec values (`乳脂肪42%`,
/// `Lサイズ`). One extractor serves ingredient lines and product names alike.
///
/// The words are data (`data/lexicon/attributes.tsv`): each row gives an attribute, the food categories in
/// which its words mean it (`粉` is a powder for spices, grated for cheese), and English and Japanese words.
/// Texts are scanned once after `TextNormalizer`, taking the longest word at each position, so a longer
/// word hides the shorter ones inside it (`すき焼き用` is a cut, not a grilled dish; `生姜` is not `生`).
/// English words match whole words only. Which foods must claim a diet flag to satisfy it is the second
/// table (`data/lexicon/diet.tsv`).
public struct AttributeExtractor: Sendable {
    /// What one word says.
    struct Action: Sendable, Hashable {
        var traits: UInt64 = 0
        var diet: UInt32 = 0
        var contradicted: UInt32 = 0
        var fat: Double?
        var grade: SizeGrade?
        /// Bit 0: not food; bit 1: a prepared dish.
        var kind: UInt8 = 0
        /// A word kept only so that it hides shorter words inside it.
        var isIgnore: Bool { traits == 0 && diet == 0 && contradicted == 0 && fat == nil && grade == nil && kind == 0 }
    }

    /// One word with the categories it applies to.
    struct Marker: Sendable {
        var bytes: [UInt8]
        /// Latin words match at word boundaries only.
        var latin: Bool
        /// Category bits the word applies to; 0 = every category, and texts without a known food.
        var include: UInt64
        /// Category bits the word never applies to.
        var exclude: UInt64
        var action: Action
    }

    /// Which foods must claim a diet flag to satisfy a line that asks for it.
    struct ClaimRule: Sendable {
        var everything = false
        var categories: Set<String> = []
        var foods: Set<String> = []
        /// Categories whose products rank higher for saying the flag but serve without it.
        var preferred: Set<String> = []
    }

    /// One word as the scan tries it, side by side with the others of its key.
    struct Probe: Sendable {
        var start: Int32
        var length: Int32
        var include: UInt64
        var exclude: UInt64
        /// Its index in `markers`.
        var marker: Int32
        var latin: Bool
    }

    /// Keys of `firstStart`: two bytes, then the 4,096 characters of lead byte E3.
    static let keyCount = 65536 + 4096
    /// The tables an extractor reads, built once by `init` and shared by its copies (a copy retains one reference,
    /// not one per table: the matcher copies the extractor for every line it reads).
    private struct Tables: Sendable {
        var markers: [Marker] = []
        /// The scan's tables, flat so that the hot loop touches no reference-counted storage: what a scan tries at a
        /// text position, by the position's first bytes (longest word first) as `probes[firstStart[k]..<firstStart[k
        /// + 1]]` with `k = firstKey(…)`, and every word's bytes as `bytes[probe.start..<probe.start + probe.length]`.
        /// Every word is at least two bytes long once normalized (a kanji is three). A word starting with kana (lead
        /// byte E3) is filed under that whole character: under its first two bytes alone, each kana of a text was
        /// tried against some 80 words of its block.
        var firstStart: [Int32] = Array(repeating: 0, count: AttributeExtractor.keyCount + 1)
        var probes: [Probe] = []
        /// Per key of `firstStart`: every word filed there is a Latin word (none can start inside a word).
        var latinOnly: [Bool] = []
        var bytes: [UInt8] = []
        var categoryBits: [String: UInt64] = [:]
        var claimRules: [DietFlag: ClaimRule] = [:]
        var usualByCategory: [String: FoodTrait] = [:]
        var usualByFood: [String: FoodTrait] = [:]
        /// Per food of `usual-states.tsv`: the states asked that its product in the usual state does not stand in for.
        var notStandingInByFood: [String: TraitSet] = [:]
        /// Some word is written in digits alone (with spaces): only then may a text of digits state anything.
        var readsDigits = false

        /// The category bits of a scope column (`spice|herb`, `!alcohol`).
        mutating func scope(_ text: String) -> (include: UInt64, exclude: UInt64) {
            var include: UInt64 = 0, exclude: UInt64 = 0
            for part in text.split(separator: "|") {
                let negated = part.hasPrefix("!")
                let name = String(negated ? part.dropFirst() : part)
                let bit = categoryBit(name)
                if negated { exclude |= bit } else { include |= bit }
            }
            return (include, exclude)
        }

        mutating func categoryBit(_ name: String) -> UInt64 {
            if let bit = categoryBits[name] { return bit }
            let bit: UInt64 = categoryBits.count < 64 ? 1 << UInt64(categoryBits.count) : 0
            categoryBits[name] = bit
            return bit
        }
    }
    private final class Storage: Sendable {
        let tables: Tables
        init(_ tables: Tables) { self.tables = tables }
    }
    private let storage: Storage
    private var markers: [Marker] { storage.tables.markers }
    private var firstStart: [Int32] { storage.tables.firstStart }
    private var probes: [Probe] { storage.tables.probes }
    private var latinOnly: [Bool] { storage.tables.latinOnly }
    private var bytes: [UInt8] { storage.tables.bytes }
    private var categoryBits: [String: UInt64] { storage.tables.categoryBits }
    private var claimRules: [DietFlag: ClaimRule] { storage.tables.claimRules }
    private var usualByCategory: [String: FoodTrait] { storage.tables.usualByCategory }
    private var usualByFood: [String: FoodTrait] { storage.tables.usualByFood }

    /// An extractor that knows no words (every text has empty attributes).
    public init() { storage = Storage(Tables()) }

    /// The extractor shipped with Kaimono; empty when the bundled files are missing or malformed
    /// (`loadBundled()` says why).
    public static let bundled: AttributeExtractor = (try? loadBundled()) ?? AttributeExtractor()

    /// Reads the bundled `lexicon/attributes.tsv`, `lexicon/diet.tsv` and `lexicon/usual-states.tsv`, saying
    /// what is wrong when it cannot.
    public static func loadBundled() throws(LexiconError) -> AttributeExtractor {
        let attributes = try Self.read("lexicon/attributes.tsv")
        let diet = try Self.read("lexicon/diet.tsv")
        let usual = try Self.read("lexicon/usual-states.tsv")
        return try AttributeExtractor(
            attributes: attributes.text, diet: diet.text, usualStates: usual.text, attributesSource: attributes.path,
            dietSource: diet.path, usualStatesSource: usual.path)
    }

    private static func read(_ relative: String) throws(LexiconError) -> (text: String, path: String) {
        let url = BundledData.file(relative)
        do {
            return (try String(contentsOf: url, encoding: .utf8), url.path)
        } catch {
            throw LexiconError(
                source: url.path, message: "cannot read the bundled table (\(error)); set KAIMONO_DATA to a data folder")
        }
    }

    /// Builds an extractor from the three tables (see `data/lexicon/README.md` for their columns).
    public init(
        attributes: String, diet: String = "flag\tcategories\tfoods\tpreferred\n", usualStates: String = "scope\tstate\n",
        attributesSource: String = "attributes.tsv", dietSource: String = "diet.tsv",
        usualStatesSource: String = "usual-states.tsv"
    ) throws(LexiconError) {
        var t = Tables()
        for (line, fields) in try Self.rows(attributes, header: ["attribute", "scope", "en", "ja"], source: attributesSource) {
            let action = try Self.action(fields[0], line: line, source: attributesSource)
            let (include, exclude) = t.scope(fields[1])
            for (column, latin) in [(fields[2], true), (fields[3], false)] {
                for word in column.split(separator: "|") where !word.isEmpty {
                    let normalized = TextNormalizer.normalize(String(word))
                    guard !normalized.isEmpty else {
                        throw LexiconError(
                            source: attributesSource, line: line,
                            message: "the word \"\(word)\" is empty after normalization; remove it")
                    }
                    let bytes = Array(normalized.utf8)
                    guard bytes.count >= 2 else {
                        throw LexiconError(
                            source: attributesSource, line: line,
                            message: "the word \"\(word)\" is a single letter; write a longer word")
                    }
                    t.markers.append(Marker(
                        bytes: bytes, latin: latin && bytes[0] < 0x80, include: include, exclude: exclude,
                        action: action))
                }
            }
        }
        t.readsDigits = t.markers.contains { $0.bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x20 } }
        var byFirstBytes: [Int: [Int32]] = [:]
        var starts: [Int32] = []
        for (index, marker) in t.markers.enumerated() {
            byFirstBytes[Int(marker.bytes[0]) << 8 | Int(marker.bytes[1]), default: []].append(Int32(index))
            starts.append(Int32(t.bytes.count))
            t.bytes.append(contentsOf: marker.bytes)
        }
        // Longest first within the first two bytes, then split by the whole first character, keeping that order.
        var byFirstKey: [Int: [Int32]] = [:]
        for (_, var list) in byFirstBytes {
            list.sort { t.markers[Int($0)].bytes.count > t.markers[Int($1)].bytes.count }
            for m in list {
                let word = t.markers[Int(m)].bytes
                byFirstKey[Self.firstKey(word[0], word[1], word.count > 2 ? word[2] : 0), default: []].append(m)
            }
        }
        t.latinOnly = Array(repeating: true, count: Self.keyCount)
        for key in 0..<Self.keyCount {
            t.firstStart[key] = Int32(t.probes.count)
            if let list = byFirstKey[key] {
                for m in list {
                    let marker = t.markers[Int(m)]
                    t.probes.append(Probe(
                        start: starts[Int(m)], length: Int32(marker.bytes.count), include: marker.include,
                        exclude: marker.exclude, marker: m, latin: marker.latin))
                }
                t.latinOnly[key] = list.allSatisfy { t.markers[Int($0)].latin }
            }
        }
        t.firstStart[Self.keyCount] = Int32(t.probes.count)
        // (A table written before session 49 has no `preferred` column; it still loads, preferring nothing.)
        let dietHeader = Self.headerLine(of: diet).map(String.init) == Self.dietColumnsBefore49.joined(separator: "\t")
            ? Self.dietColumnsBefore49 : Self.dietColumns
        for (line, fields) in try Self.rows(diet, header: dietHeader, source: dietSource) {
            guard let flag = DietFlag(rawValue: fields[0]) else {
                throw LexiconError(
                    source: dietSource, line: line,
                    message: "unknown diet flag \"\(fields[0])\"; known: \(DietFlag.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var rule = t.claimRules[flag] ?? ClaimRule()
            for category in fields[1].split(separator: "|").map(String.init) {
                if category == "*" { rule.everything = true } else { rule.categories.insert(category) }
            }
            rule.foods.formUnion(fields[2].split(separator: "|").map(String.init))
            if fields.count > 3 { rule.preferred.formUnion(fields[3].split(separator: "|").map(String.init)) }
            t.claimRules[flag] = rule
        }
        // (A table written before session 51 has no `not_for` column; it still loads, every usual state standing in.)
        let usualHeader = Self.headerLine(of: usualStates).map(String.init) == Self.usualStateColumnsBefore51.joined(separator: "\t")
            ? Self.usualStateColumnsBefore51 : Self.usualStateColumns
        let stateNames = FoodTrait.allCases.filter { $0.group == .state }.map(\.rawValue).joined(separator: ", ")
        for (line, fields) in try Self.rows(usualStates, header: usualHeader, source: usualStatesSource) {
            guard let state = FoodTrait(rawValue: fields[1]), state.group == .state else {
                throw LexiconError(
                    source: usualStatesSource, line: line, message: "\"\(fields[1])\" is not a state; write one of \(stateNames)")
            }
            var notFor = TraitSet()
            for name in fields.count > 2 ? fields[2].split(separator: "|").map(String.init) : [] {
                guard let asked = FoodTrait(rawValue: name), asked.group == .state, asked != state else {
                    throw LexiconError(
                        source: usualStatesSource, line: line,
                        message: "not_for \"\(name)\" is not a state other than \(state.rawValue); write one of \(stateNames)")
                }
                notFor.insert(asked)
            }
            if fields[0].hasPrefix("category:") {
                guard notFor.isEmpty else {
                    throw LexiconError(
                        source: usualStatesSource, line: line,
                        message: "not_for is read for a food, not for a category: write the foods' rows (spinach, kale …)")
                }
                t.usualByCategory[String(fields[0].dropFirst("category:".count))] = state
            } else {
                t.usualByFood[fields[0]] = state
                if !notFor.isEmpty { t.notStandingInByFood[fields[0]] = notFor }
            }
        }
        storage = Storage(t)
    }

    /// `usual-states.tsv`'s columns, and those of a table written before session 51 (no `not_for`).
    static let usualStateColumns = ["scope", "state", "not_for"]
    static let usualStateColumnsBefore51 = ["scope", "state"]

    /// `diet.tsv`'s columns, and those of a table written before session 49 (no `preferred`).
    static let dietColumns = ["flag", "categories", "foods", "preferred"]
    static let dietColumnsBefore49 = ["flag", "categories", "foods"]

    /// A table's first line that is neither empty nor a `#` comment, without its line end.
    static func headerLine(of text: String) -> Substring? {
        text.split(whereSeparator: \.isNewline).first { line in line.contains { !$0.isWhitespace } && !line.hasPrefix("#") }
    }

    /// The rows of one of the tables (`Lexicon.rows`, the one reader of lexicon TSVs), each padded to the header's
    /// columns; a row with more columns than the header is an error naming its line.
    private static func rows(_ text: String, header: [String], source: String) throws(LexiconError) -> [(Int, [String])] {
        var rows: [(Int, [String])] = []
        for (line, read) in try Lexicon.rows(of: text, columns: header, source: source, emptyIs: "empty table") {
            var fields = read
            guard fields.count <= header.count else {
                throw LexiconError(
                    source: source, line: line,
                    message: "\(fields.count) columns, expected \(header.count) (\(header.joined(separator: ", ")))")
            }
            while fields.count < header.count { fields.append("") }
            rows.append((line, fields))
        }
        return rows
    }

    /// What the attribute column says (`trait:dried`, `diet:vegan`, `not:unsweetened`, `spec:fat=38`,
    /// `spec:grade=L`, `ignore`; several joined by `,`).
    private static func action(_ text: String, line: Int, source: String) throws(LexiconError) -> Action {
        var action = Action()
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if item == "ignore" { continue }
            let (kind, value) = item.split(separator: ":", maxSplits: 1).map(String.init).pair
            switch kind {
            case "trait":
                guard let trait = FoodTrait(rawValue: value) else {
                    throw LexiconError(
                        source: source, line: line,
                        message: "unknown trait \"\(value)\"; known: \(FoodTrait.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                action.traits |= trait.bit
            case "diet", "not":
                guard let flag = DietFlag(rawValue: value) else {
                    throw LexiconError(
                        source: source, line: line,
                        message: "unknown diet flag \"\(value)\"; known: \(DietFlag.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                if kind == "diet" { action.diet |= flag.bit } else { action.contradicted |= flag.bit }
            case "kind":
                switch value {
                case "non-food": action.kind |= 1
                case "dish": action.kind |= 2
                default:
                    throw LexiconError(
                        source: source, line: line, message: "unknown kind \"\(value)\"; write kind:non-food or kind:dish")
                }
            case "spec":
                let (name, number) = value.split(separator: "=", maxSplits: 1).map(String.init).pair
                if name == "fat", let fat = Double(number), fat >= 0, fat < 100 {
                    action.fat = fat
                } else if name == "grade", let grade = SizeGrade(rawValue: number) {
                    action.grade = grade
                } else {
                    throw LexiconError(
                        source: source, line: line,
                        message: "unknown spec \"\(value)\"; write fat=PERCENT or grade=S|M|L|LL")
                }
            default:
                throw LexiconError(
                    source: source, line: line,
                    message: "unknown attribute \"\(item)\"; write trait:NAME, diet:FLAG, not:FLAG, spec:NAME=VALUE, kind:KIND or ignore")
            }
        }
        return action
    }

    // MARK: Extracting

    /// The attributes stated in `text` (any form; normalized here), read with the words of `category`.
    public func attributes(in text: String, category: String?) -> FoodAttributes {
        // A count and its fractions (`3 `, `1 1/2 `, the words before many an English name) state nothing: normalized
        // they are digits and spaces, which no word is (read without normalizing, scanning and reading percentages).
        if !storage.tables.readsDigits, Self.isOnlyNumbers(text) { return FoodAttributes() }
        var result = attributes(normalized: TextNormalizer.normalize(text), category: category)
        // A written percentage is more precise than a word (`heavy cream (36%)`).
        var written = FoodAttributes()
        Self.percentages(in: text, into: &written)
        result.fatPercent = written.fatPercent ?? result.fatPercent
        result.leanPercent = written.leanPercent ?? result.leanPercent
        return result
    }

    /// The attributes stated in `original`, whose `TextNormalizer` form the caller already has.
    public func attributes(normalized: String, original: String, category: String?) -> FoodAttributes {
        var result = attributes(normalized: normalized, category: category)
        var written = FoodAttributes()
        Self.percentages(in: original, into: &written)
        result.fatPercent = written.fatPercent ?? result.fatPercent
        result.leanPercent = written.leanPercent ?? result.leanPercent
        return result
    }

    /// The attributes stated in a text already in `TextNormalizer` form (percent values are not read).
    public func attributes(normalized: String, category: String?) -> FoodAttributes {
        scan(normalized, category: category) { _, _ in }
    }

    /// What a normalized text says beyond every word the tables know (attribute words and ignored words
    /// such as `国産`), spaces collapsed: the words a name adds that no table explains (`金山寺` in
    /// `金山寺味噌` once the food name is taken out).
    public func unknownWords(normalized: String, category: String?) -> String {
        var known = [Bool](repeating: false, count: normalized.utf8.count)
        _ = scan(normalized, category: category) { start, length in
            for k in start..<min(start + length, known.count) { known[k] = true }
        }
        var bytes: [UInt8] = []
        var space = false
        for (k, byte) in normalized.utf8.enumerated() {
            if known[k] || byte == 0x20 {
                space = !bytes.isEmpty
                continue
            }
            if space { bytes.append(0x20) }
            space = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Scans a normalized text once, longest word first at each position; `matched` gets each word's byte
    /// offset and length in the normalized text.
    private func scan(_ normalized: String, category: String?, matched report: (Int, Int) -> Void) -> FoodAttributes {
        var result = FoodAttributes()
        guard !markers.isEmpty, !normalized.isEmpty else { return result }
        let categoryBit = category.flatMap { categoryBits[$0] } ?? 0
        var text = normalized
        text.makeContiguousUTF8()
        var traits: UInt64 = 0, diet: UInt32 = 0, contradicted: UInt32 = 0, kind: UInt8 = 0
        markers.withUnsafeBufferPointer { markers in
        firstStart.withUnsafeBufferPointer { firstStart in
        probes.withUnsafeBufferPointer { probes in
        latinOnly.withUnsafeBufferPointer { latinOnly in
        bytes.withUnsafeBufferPointer { bytes in
        _ = text.utf8.withContiguousStorageIfAvailable { haystack in
            let count = haystack.count
            // Out of range reads as a space, so words match at either end.
            @inline(__always) func at(_ k: Int) -> UInt8 { k >= 0 && k < count ? haystack[k] : 0x20 }
            var i = 0
            while i < count - 1 {
                // (A three-byte character's lead byte is always followed by two more in valid UTF-8.)
                let lead = haystack[i]
                let first = Self.firstKey(lead, haystack[i + 1], lead == 0xE3 ? haystack[i + 2] : 0)
                // Latin words start a word: not right after a letter or digit.
                let inWord = Self.isWordByte(at(i - 1))
                // (Inside a word, a key holding Latin words only has nothing to try: most of an English text.)
                if inWord && latinOnly[first] {
                    i += 1
                    continue
                }
                var matched = 0
                var k = Int(firstStart[first])
                let end = Int(firstStart[first + 1])
                while k < end {
                    let probe = probes[k]
                    k += 1
                    let length = Int(probe.length)
                    guard i + length <= count else { continue }
                    let include = probe.include, exclude = probe.exclude, latin = probe.latin
                    if latin && inWord { continue }
                    if include != 0 && include & categoryBit == 0 { continue }
                    if exclude & categoryBit != 0 { continue }
                    let from = Int(probe.start)
                    var j = 1
                    while j < length && haystack[i + j] == bytes[from + j] { j += 1 }
                    guard j == length else { continue }
                    if latin && Self.isLetterByte(at(i + length)) { continue }
                    let action = markers[Int(probe.marker)].action
                    traits |= action.traits
                    diet |= action.diet
                    contradicted |= action.contradicted
                    kind |= action.kind
                    if let fat = action.fat, result.fatPercent == nil { result.fatPercent = fat }
                    if let grade = action.grade, result.grade == nil { result.grade = grade }
                    matched = length
                    report(i, length)
                    break
                }
                i += max(matched, 1)
            }
        }
        }
        }
        }
        }
        }
        result.traits = TraitSet(rawValue: traits)
        result.diet = DietSet(rawValue: diet)
        result.contradicted = DietSet(rawValue: contradicted)
        result.nonFood = kind & 1 != 0
        result.dish = kind & 2 != 0
        return result
    }

    /// What a food's names say (`dried shiitake` → dried; `lemon juice` → juice; `卵黄` → yolk): attributes
    /// every product and line of that food share. The display names count whole; the other names only for
    /// what makes a food what it is — seasoned, whole grain, made from another food (`seasoned rice vinegar`
    /// names sushi vinegar) — not for a state one name happens to mention (`freshly squeezed lemon juice` is
    /// a name of lemon juice, and bottled lemon juice is not fresh).
    public func attributes(of food: Food) -> FoodAttributes {
        var result = FoodAttributes()
        let display = [food.english.first, food.japanese.first].compactMap { $0 }
        for name in display {
            result = result.merging(attributes(in: name, category: food.category))
        }
        // Display names that disagree within a group (`ground coriander`, `コリアンダーシード`) say nothing there.
        for group in FoodTrait.Group.allCases {
            let inGroup = result.traits.of(group)
            if inGroup.rawValue & (inGroup.rawValue &- 1) != 0 { result.traits.subtract(inGroup) }
        }
        for name in food.english.dropFirst() + food.japanese.dropFirst() {
            let traits = attributes(in: name, category: food.category).traits
            result.traits.formUnion(traits.intersection(Self.identityTraits))
        }
        // A spec value is asked by a line or stated by a product, never by a food's name: `heavy cream` names the
        // food of every 生クリーム, whose fat the line says, or not.
        result.fatPercent = nil
        result.leanPercent = nil
        result.grade = nil
        return result
    }

    /// Traits that say what a food is, whichever of its names states them.
    static let identityTraits = TraitSet.groupMask(.seasoning).union(.groupMask(.grain)).union(.groupMask(.product))

    /// Whether a product of `food` (with its ancestors `lineage`) must say `flag` to satisfy a line asking
    /// for it: a food that may contain what the flag excludes (wheat for gluten-free, milk for vegan).
    public func needsClaim(_ flag: DietFlag, food: Food, lineage: [Food]) -> Bool {
        guard let rule = claimRules[flag] else { return false }
        if rule.everything { return true }
        if rule.categories.contains(food.category) { return true }
        if rule.foods.contains(food.id) { return true }
        return lineage.contains { rule.foods.contains($0.id) }
    }

    /// Whether a product of `food` that does not say `flag` still serves a line asking for it, ranked below one that
    /// says it (`diet.tsv`'s `preferred` categories: dairy for low-fat).
    public func prefersClaim(_ flag: DietFlag, food: Food) -> Bool {
        claimRules[flag]?.preferred.contains(food.category) ?? false
    }

    /// The state a product of `food` is in when its names state none (spices dried, produce fresh, kombu
    /// dried); the nearest food of the lineage listed wins over the category.
    public func usualState(of food: Food, lineage: [Food]) -> FoodTrait? {
        if let state = usualByFood[food.id] { return state }
        for ancestor in lineage { if let state = usualByFood[ancestor.id] { return state } }
        return usualByCategory[food.category]
    }

    /// The state `usual-states.tsv` lists for `food` or the nearest food of its lineage, leaving out the
    /// category's: a food listed on its own (cinnamon sticks dried) says how it is sold whatever is measured.
    public func listedUsualState(of food: Food, lineage: [Food]) -> FoodTrait? {
        if let state = usualByFood[food.id] { return state }
        for ancestor in lineage { if let state = usualByFood[ancestor.id] { return state } }
        return nil
    }

    /// Whether a product of `food` in its usual state stands in for a line asking it in `asked` (frozen spinach:
    /// the fresh leaves do not), by `usual-states.tsv`'s `not_for` of the food or the nearest food of its lineage
    /// listing one.
    public func usualStateStandsIn(for asked: FoodTrait, food: Food, lineage: [Food]) -> Bool {
        let table = storage.tables.notStandingInByFood
        guard !table.isEmpty else { return true }
        if let notFor = table[food.id] { return !notFor.contains(asked) }
        for ancestor in lineage { if let notFor = table[ancestor.id] { return !notFor.contains(asked) } }
        return true
    }

    /// Words known to the extractor.
    public var wordCount: Int { markers.count }

    /// The key of `firstStart` for a word or text position starting with these bytes: the first two bytes,
    /// or for a character of lead byte E3 (kana, Japanese punctuation) the character's 12 low bits above 65535.
    @inline(__always)
    private static func firstKey(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Int {
        if b0 == 0xE3 {
            return 65536 | Int(b1 & 0x3F) << 6 | Int(b2 & 0x3F)
        }
        return Int(b0) << 8 | Int(b1)
    }

    /// Whether a text is ASCII digits, spaces and the marks written between them (`/`, `.`, `-`, `,`, brackets) and
    /// nothing else: `TextNormalizer` makes digits and spaces of it. (No `%`: a percentage is read.)
    static func isOnlyNumbers(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || byte == 0x20 || byte == 0x2F || byte == 0x2E || byte == 0x2D || byte == 0x2C
                || byte == 0x28 || byte == 0x29
        }
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    @inline(__always)
    private static func isLetterByte(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// Percent values in the raw text: lean share next to `lean`/`赤身`, else milk fat when the text is about
    /// milk, cream or fat (`乳脂肪42%`, `2% milk`). `100%` (juice, buckwheat) says nothing here.
    static func percentages(in text: String, into result: inout FoodAttributes) {
        // `%` or the full-width `％` (EF BC 85): most texts have neither, and leave here.
        var hasPercent = false
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == 0x25 || (byte == 0x85 && previous == (0xEF, 0xBC)) {
                hasPercent = true
                break
            }
            previous = (previous.1, byte)
        }
        guard hasPercent else { return }
        let scalars = Array(text.unicodeScalars)
        let lower = text.lowercased()
        let lean = lower.contains("lean") || text.contains("赤身")
        let fatty = lower.contains("fat") || lower.contains("milk") || lower.contains("cream") || text.contains("脂肪")
            || text.contains("乳") || text.contains("クリーム")
        for (index, scalar) in scalars.enumerated() where scalar == "%" || scalar == "％" {
            var digits = ""
            var start = index
            while start > 0 {
                let v = scalars[start - 1].value
                if (0x30...0x39).contains(v) || v == 0x2E {
                    digits.unicodeScalars.insert(scalars[start - 1], at: digits.unicodeScalars.startIndex)
                } else if (0xFF10...0xFF19).contains(v) || v == 0xFF0E, let half = Unicode.Scalar(v - 0xFEE0) {
                    digits.unicodeScalars.insert(half, at: digits.unicodeScalars.startIndex)
                } else {
                    break
                }
                start -= 1
            }
            guard let value = Double(digits), value > 0, value < 100 else { continue }
            if lean {
                if result.leanPercent == nil { result.leanPercent = value }
            } else if fatty, result.fatPercent == nil {
                result.fatPercent = value
            }
        }
    }
}

extension Array where Element == String {
    /// The first two elements, the second empty when missing.
    fileprivate var pair: (String, String) { (first ?? "", count > 1 ? self[1] : "") }
}
