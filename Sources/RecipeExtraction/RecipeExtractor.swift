public import Foundation
internal import CLibXML2

/// Extracts recipes from HTML pages and JSON documents; the one entry point of this module.
///
/// Sources are tried in order of trust: JSON-LD, microdata, RDFa, then the page's plain ingredient list.
/// JSON-LD is found by scanning the raw bytes, so most pages are never parsed as HTML. A value with no
/// state: share one extractor between threads.
public struct RecipeExtractor: Sendable {
    /// The limits in force.
    public var options: ExtractionOptions

    /// Creates an extractor with `options`.
    public init(options: ExtractionOptions = .init()) {
        self.options = options
    }

    /// libxml2 must be initialised once, before any thread parses.
    static let initializeLibXML: Void = { xmlInitParser() }()

    /// Extracts whatever `data` holds: JSON (first byte `{` or `[`) or HTML.
    public func extract(data: Data, source: String) throws(ExtractionError) -> [Recipe] {
        try extract(bytes: [UInt8](data), source: source)
    }

    /// Extracts whatever `bytes` hold: JSON (first byte `{` or `[`) or HTML.
    public func extract(bytes: [UInt8], source: String) throws(ExtractionError) -> [Recipe] {
        try checkSize(bytes.count, source: source)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { throw .empty(source: source) }
        if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") {
            return try extract(json: bytes, source: source)
        }
        return [try extract(html: bytes, source: source)]
    }

    /// Extracts the recipe of an HTML page (any encoding the page declares or that can be recognised).
    ///
    /// - Parameter charset: The charset the page came with (an HTTP `Content-Type` parameter); it wins
    ///   over the page's own `<meta charset>`, as in browsers. A byte order mark wins over both.
    public func extract(html bytes: [UInt8], source: String, charset: String? = nil) throws(ExtractionError) -> Recipe {
        try checkSize(bytes.count, source: source)
        guard bytes.contains(where: { $0 > 0x20 }) else { throw .empty(source: source) }
        let page = PageDecoder.utf8(bytes, declaredCharset: charset)
        let (blocks, htmlLanguage) = page.withUnsafeBufferPointer { buffer in
            let scanner = ByteScanner(bytes: buffer)
            return (scanner.jsonLDBlocks(), scanner.htmlLanguage())
        }
        var schemaFacts: RecipeFields?
        var withIngredients: [RecipeFields] = []
        for block in blocks {
            let parsed: Any?
            switch block {
            case .body(let range): parsed = LenientJSON.parse(page[range])
            case .attribute(let text): parsed = LenientJSON.parse(Array(text.utf8)[...])
            }
            guard let json = parsed else { continue }
            for object in SchemaRecipeReader.recipeObjects(in: json) {
                let fields = SchemaRecipeReader.fields(of: object)
                if !fields.ingredients.isEmpty { withIngredients.append(fields) }
                if !fields.ingredients.isEmpty, schemaFacts?.ingredients.isEmpty ?? true {
                    schemaFacts = fields
                } else if schemaFacts == nil {
                    schemaFacts = fields
                }
            }
            // Recipes that belong together sit in one block (an array, a @graph): later blocks are not read.
            if !withIngredients.isEmpty { break }
        }
        if withIngredients.count > 1 {
            // A page with several recipes (a main dish and its sauce, a roundup) is about the one its title names.
            let title = page.withUnsafeBufferPointer { ByteScanner(bytes: $0).pageTitle() }.map(TextCleaner.cleanMarkup)
            if let title, let named = Self.recipeNamed(by: title, among: withIngredients) { schemaFacts = named }
        }
        if let schemaFacts, !schemaFacts.ingredients.isEmpty {
            // JSON-LD wins, unless none of its lines has an amount while the page's own list has them
            // (some sites put only names, or only section names, in their JSON-LD) and it is the same list.
            // A list with a few amounts among many lines without (`½ cucumber` among bare names) is the same
            // case, when the page's list names the same foods line for line.
            let bare = Self.lacksAmounts(schemaFacts.ingredients)
            guard !bare, !Self.mostlyLacksAmounts(schemaFacts.ingredients) else {
                let reader = TreeRecipeReader(tree: HTMLTree.parse(utf8: page))
                if let visible = reader.microdata() ?? reader.rdfa() ?? reader.plainList(),
                    Self.canStand(visible.ingredients, for: schemaFacts.ingredients, sameFoodsOnly: !bare),
                    visible.ingredients.filter({ Self.hasAmount($0.text) }).count * 2 >= visible.ingredients.count
                {
                    var fields = schemaFacts
                    fields.ingredients = visible.ingredients
                    return recipe(fields, method: .html, pageLanguage: htmlLanguage, source: source)
                }
                return recipe(schemaFacts, method: .jsonLD, pageLanguage: htmlLanguage, source: source)
            }
            // Some sites put only part of their list in the JSON-LD (some groups of several): the page's own
            // list wins when it holds every JSON-LD line and more. The page is parsed only when it shows
            // more list items starting with an amount than the JSON-LD has lines.
            let shown = page.withUnsafeBufferPointer { ByteScanner(bytes: $0).listItemsWithAmounts() }
            if shown > schemaFacts.ingredients.count,
                let visible = TreeRecipeReader(tree: HTMLTree.parse(utf8: page)).plainList(),
                Self.extends(visible.ingredients, schemaFacts.ingredients)
            {
                var fields = schemaFacts
                fields.ingredients = visible.ingredients
                return recipe(fields, method: .html, pageLanguage: htmlLanguage, source: source)
            }
            // JSON-LD written name first (`fresh ravioli 500gr`, `lemon 1`) where the page shows the amount first:
            // the page's lines, as a reader sees them, when they are the same foods line for line. A page whose
            // list stops short (the last JSON-LD lines, a baking tin, shown apart under an equipment heading)
            // gives the lines it shows; the JSON-LD's lines after them stay as written.
            if Self.putsAmountsLast(schemaFacts.ingredients),
                let visible = TreeRecipeReader(tree: HTMLTree.parse(utf8: page)).plainList(),
                Self.showsAmountsFirst(visible.ingredients, for: schemaFacts.ingredients)
            {
                var fields = schemaFacts
                fields.ingredients = visible.ingredients + schemaFacts.ingredients.dropFirst(visible.ingredients.count)
                return recipe(fields, method: .html, pageLanguage: htmlLanguage, source: source)
            }
            var facts = schemaFacts
            facts.ingredients = Self.groupingShownHeadings(facts.ingredients, page: page)
            return recipe(facts, method: .jsonLD, pageLanguage: htmlLanguage, source: source)
        }
        let tree = HTMLTree.parse(utf8: page)
        let reader = TreeRecipeReader(tree: tree)
        let found: (RecipeFields, ExtractionMethod)?
        if let fields = reader.microdata() {
            found = (fields, .microdata)
        } else if let fields = reader.rdfa() {
            found = (fields, .rdfa)
        } else if let fields = reader.plainList() {
            found = (fields, .html)
        } else {
            found = nil
        }
        guard let found else { throw .noRecipe(source: source) }
        var fields = found.0
        let method = found.1
        fields.title = schemaFacts?.title ?? fields.title ?? reader.pageTitle()
        fields.yield = schemaFacts?.yield ?? fields.yield ?? reader.pageYield()
        fields.language = fields.language ?? schemaFacts?.language
        return recipe(fields, method: method, pageLanguage: htmlLanguage, source: source)
    }

    /// Extracts the recipes of a JSON document: a schema.org Recipe (or a graph or array holding some),
    /// an array of recipes, or our own Recipe JSON.
    public func extract(json bytes: [UInt8], source: String) throws(ExtractionError) -> [Recipe] {
        try checkSize(bytes.count, source: source)
        guard bytes.contains(where: { $0 > 0x20 }) else { throw .empty(source: source) }
        let text = PageDecoder.utf8(bytes)
        guard let json = LenientJSON.parse(text[...]) else {
            throw ExtractionError(
                .invalidJSON, source: source, reason: "input is not valid JSON",
                fix: "pass a schema.org Recipe object, an array of them, or kaimono's recipe JSON")
        }
        var objects = SchemaRecipeReader.recipeObjects(in: json)
        if objects.isEmpty {
            if let object = json as? [String: Any], SchemaRecipeReader.looksLikeRecipe(object) {
                objects = [object]
            } else if let array = json as? [Any] {
                objects = array.compactMap { $0 as? [String: Any] }.filter(SchemaRecipeReader.looksLikeRecipe)
            }
        }
        let recipes = objects.map { object in
            var recipe = recipe(SchemaRecipeReader.fields(of: object), method: .json, pageLanguage: nil, source: source)
            // (Servings are a positive number: `0` or `-4` in a dump says nothing of the recipe's yield.)
            if let servings = object["servings"] as? Double, servings > 0, servings.isFinite { recipe.servings = servings }
            return recipe
        }
        guard !recipes.isEmpty else {
            throw ExtractionError(
                .noRecipe, source: source, reason: "the JSON holds no recipe (no Recipe object, no ingredients)",
                fix: "pass a schema.org Recipe object, an array of them, or kaimono's recipe JSON")
        }
        return recipes
    }

    /// The recipe whose name the page title holds, when the first recipe's name is not in the title but
    /// another one's is (all its words, in a title that may add the site's name).
    static func recipeNamed(by title: String, among recipes: [RecipeFields]) -> RecipeFields? {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        }
        let titleWords = words(title)
        func covered(_ recipe: RecipeFields) -> Bool {
            let name = words(recipe.title ?? "")
            return !name.isEmpty && name.isSubset(of: titleWords)
        }
        guard let first = recipes.first, !covered(first) else { return nil }
        return recipes.dropFirst().first(where: covered)
    }

    /// Whether the page's visible list can stand for JSON-LD lines that carry no amount: it has at least as
    /// many lines, and exactly as many when every JSON-LD line names the food of a visible line (the
    /// site's own list without its amounts: a longer visible list is then another reading, with lines the
    /// site did not count as ingredients, and the site's data is kept).
    /// With `sameFoodsOnly` (JSON-LD lines some of which have amounts), only the same foods line for line stand.
    static func canStand(_ visible: [IngredientEntry], for names: [IngredientEntry], sameFoodsOnly: Bool = false) -> Bool {
        guard visible.count >= names.count else { return false }
        let lines = visible.map { $0.text.lowercased() }
        let sameFoods = names.allSatisfy { name in
            let lowered = name.text.lowercased()
            return lines.contains { $0.contains(lowered) }
        }
        if sameFoodsOnly { return sameFoods && visible.count == names.count }
        return !sameFoods || visible.count == names.count
    }

    /// Whether the page's `visible` list holds every one of the JSON-LD `lines` (letters and digits compared,
    /// case ignored) and at least one line more, without repeating itself.
    static func extends(_ visible: [IngredientEntry], _ lines: [IngredientEntry]) -> Bool {
        // The same list at several sizes (one per number of servings) holds it all too, and is no longer list.
        guard visible.count > lines.count, !TreeRecipeReader.repeatsItself(visible.map(\.text)) else { return false }
        func key(_ text: String) -> String {
            String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            }))
        }
        var shown: [String: Int] = [:]
        for entry in visible { shown[key(entry.text), default: 0] += 1 }
        for entry in lines {
            let line = key(entry.text)
            guard let count = shown[line], count > 0 else { return false }
            shown[line] = count - 1
        }
        return true
    }

    /// JSON-LD lines that are the names of groups (`Apple slaw` above the slaw's lines): a short line without an
    /// amount, in no group, before a line with one, that the page shows as a heading. It becomes the group of
    /// the lines after it (up to the next such line). Lines the page does not show so stay ingredients.
    static func groupingShownHeadings(_ entries: [IngredientEntry], page: [UInt8]) -> [IngredientEntry] {
        var headings: Set<Int> = []
        for index in entries.indices.dropLast() {
            let text = entries[index].text
            guard entries[index].group == nil, text.utf8.count <= 48, !hasAmount(text),
                hasAmount(entries[index + 1].text), text.split(separator: " ").count <= 5
            else { continue }
            if page.withUnsafeBufferPointer({ ByteScanner(bytes: $0).showsAsHeading(text) }) { headings.insert(index) }
        }
        guard !headings.isEmpty else { return entries }
        var result: [IngredientEntry] = []
        var group: String?
        for (index, entry) in entries.enumerated() {
            if headings.contains(index) {
                group = entry.text
                continue
            }
            result.append(IngredientEntry(text: entry.text, group: entry.group ?? group))
        }
        return result
    }

    /// Whether most of three or more lines end with their amount (`verse ravioli 500gr`, `lemon 1`, `Mehl 200 g`)
    /// and none starts with one. Lines in Japanese (`じゃがいも 3個`) are written so on the page too: never.
    static func putsAmountsLast(_ entries: [IngredientEntry]) -> Bool {
        guard entries.count >= 3 else { return false }
        var last = 0
        for entry in entries {
            guard let first = entry.text.unicodeScalars.first, !(0x30...0x39).contains(first.value),
                entry.text.unicodeScalars.allSatisfy({ $0.value < 0x3000 })
            else { return false }
            if amountEnds(entry.text) != nil { last += 1 }
        }
        return last * 2 > entries.count
    }

    /// The text before a trailing amount (`verse ravioli` of `verse ravioli 500gr`, `Mehl` of `Mehl 200 g`), or nil.
    static func amountEnds(_ text: String) -> Substring? {
        var words = text.split(separator: " ")
        guard words.count >= 2 else { return nil }
        if words.count >= 3, words[words.count - 1].count <= 3, !hasAmount(String(words[words.count - 1])),
            hasAmount(String(words[words.count - 2]))
        {
            words.removeLast()
        }
        guard let amount = words.last, amount.first?.isNumber == true else { return nil }
        return text[..<amount.startIndex]
    }

    /// Whether the page's `visible` lines are the JSON-LD `lines` line for line: every word of a JSON-LD line
    /// but its amount is in the page's line, and a line ending in an amount there starts with one here.
    /// The page may show fewer lines (one in eight left out at most, all at the end): those it shows count.
    static func showsAmountsFirst(_ visible: [IngredientEntry], for lines: [IngredientEntry]) -> Bool {
        guard visible.count >= 3, visible.count <= lines.count, (lines.count - visible.count) * 8 <= lines.count
        else { return false }
        func words(_ text: Substring) -> Set<String> {
            Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        }
        var moved = 0
        for (shown, line) in zip(visible, lines) {
            let name = amountEnds(line.text)
            if name != nil {
                guard shown.text.first?.isNumber == true else { return false }
                moved += 1
            }
            guard words(name ?? line.text[...]).isSubset(of: words(shown.text[...])) else { return false }
        }
        return moved * 2 > visible.count
    }

    /// Whether a list of two or more lines names no amount at all.
    static func lacksAmounts(_ entries: [IngredientEntry]) -> Bool {
        entries.count >= 2 && !entries.contains { hasAmount($0.text) }
    }

    /// Whether a list of four or more lines names an amount in a quarter of its lines at most, and in some.
    static func mostlyLacksAmounts(_ entries: [IngredientEntry]) -> Bool {
        guard entries.count >= 4 else { return false }
        let amounts = entries.count { hasAmount($0.text) }
        return amounts > 0 && amounts * 4 <= entries.count
    }

    static func hasAmount(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x80 ? scalar.value >= 0x30 && scalar.value <= 0x39 : scalar.properties.numericType != nil
        }
    }

    private func checkSize(_ count: Int, source: String) throws(ExtractionError) {
        if count > options.maxInputBytes {
            throw .tooLarge(source: source, size: count, limit: options.maxInputBytes)
        }
    }

    private func recipe(_ fields: RecipeFields, method: ExtractionMethod, pageLanguage: String?, source: String) -> Recipe {
        let texts = fields.ingredients.map(\.text) + [fields.title ?? ""]
        var language = (pageLanguage ?? fields.language).map { $0.replacingAll("_", with: "-") }
        let guessed = TextCleaner.guessLanguage(texts)
        if language == nil || guessed == "ja" && !(language?.lowercased().hasPrefix("ja") ?? false) {
            language = guessed ?? language
        }
        return Recipe(
            source: source, title: fields.title, yield: fields.yield, servings: YieldReader.servings(fields.yield),
            language: language, method: method, ingredients: fields.ingredients)
    }
}
