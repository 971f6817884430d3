/// One way of reading a page region as an ingredient list: the item nodes, one text per line (a node may
/// give several lines), and the nodes whose text was joined to another item's line.
struct ListReading {
    var items: [Int] = []
    var texts: [String] = []
    var absorbed: [Int] = []
}

/// Reads recipes from a parsed page: microdata (`itemprop`), RDFa (`property`) and, for pages with no
/// schema.org data, the ingredient list found by class, id or heading.
struct TreeRecipeReader {
    let tree: HTMLTree
    /// Per node: what its tag, class and id say (computed once; the walks below ask many times).
    private let flags: [NodeFlags]

    struct NodeFlags: OptionSet {
        let rawValue: UInt8
        static let excluded = NodeFlags(rawValue: 1)
        static let hidden = NodeFlags(rawValue: 2)
        static let namesIngredients = NodeFlags(rawValue: 4)
    }

    /// A reader of `tree`; `classifyingNodes` reads every element's class once up front, which pays off
    /// only when the page's lists are searched (``plainList()``).
    init(tree: HTMLTree, classifyingNodes: Bool = false) {
        self.tree = tree
        guard classifyingNodes else {
            flags = []
            return
        }
        flags = tree.nodes.map { node in
            guard !node.isText else { return [] }
            var flags: NodeFlags = []
            guard !node.attributes.isEmpty else {
                return node.name == "nav" || node.name == "footer" || node.name == "aside" ? .excluded : []
            }
            if Self.excludedContainer(node) { flags.insert(.excluded) }
            if Self.isHidden(node) { flags.insert(.hidden) }
            if Self.namesIngredients(node) { flags.insert(.namesIngredients) }
            return flags
        }
    }

    /// Whether a node is skipped with everything inside it: comments, menus, dialogs, hidden blocks.
    private func isSkipped(_ index: Int) -> Bool {
        marks(index, .excluded) || marks(index, .hidden)
    }

    /// Whether node `index` has `flag`, from the table when it was built, else read from the node.
    private func marks(_ index: Int, _ flag: NodeFlags) -> Bool {
        if !flags.isEmpty { return flags[index].contains(flag) }
        let node = tree.nodes[index]
        guard !node.isText else { return false }
        switch flag {
        case .excluded: return Self.excludedContainer(node)
        case .hidden: return Self.isHidden(node)
        default: return Self.namesIngredients(node)
        }
    }

    // MARK: schema.org attributes

    /// Ingredients marked with `itemprop="recipeIngredient"` or `itemprop="ingredients"`.
    func microdata() -> RecipeFields? {
        schemaFields(attribute: "itemprop")
    }

    /// Ingredients marked with RDFa `property="recipeIngredient"` (any prefix).
    func rdfa() -> RecipeFields? {
        schemaFields(attribute: "property")
    }

    private func schemaFields(attribute: String) -> RecipeFields? {
        var items: [Int] = []
        var itemSet = Set<Int>()
        var title: String?
        var yield: String?
        var language: String?
        var recipeScope: Int?
        for index in tree.nodes.indices where !tree.nodes[index].isText {
            let node = tree.nodes[index]
            if attribute == "itemprop", recipeScope == nil, let type = node.attribute("itemtype"),
                type.lowercased().hasSuffix("/recipe")
            {
                recipeScope = index
            }
            if attribute == "property", recipeScope == nil, let type = node.attribute("typeof"),
                type.lowercased().split(separator: " ").contains(where: { $0.hasSuffix("recipe") })
            {
                recipeScope = index
            }
            guard let value = node.attribute(attribute) else { continue }
            let names = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { name in
                let lower = name.lowercased()
                if let cut = lower.lastIndex(where: { $0 == ":" || $0 == "/" || $0 == "#" }) {
                    return String(lower[lower.index(after: cut)...])
                }
                return lower
            }
            if names.contains("recipeingredient") || names.contains("ingredients") {
                if !itemSet.contains(index), !hasAncestor(index, in: itemSet) {
                    items.append(index)
                    itemSet.insert(index)
                }
            } else if names.contains("recipeyield"), yield == nil {
                yield = propertyText(index)
            } else if names.contains("inlanguage"), language == nil {
                language = propertyText(index)
            } else if names.contains("name"), title == nil, let scope = recipeScope, tree.isInside(index, scope) {
                title = propertyText(index)
            }
        }
        guard !items.isEmpty else { return nil }
        // A property that marks only the name (`<li>4 cl <span itemprop=…>tequila</span></li>`) stands for
        // its whole list item, when that item holds no other ingredient property.
        func enclosingRow(_ item: Int) -> Int? {
            var node = tree.nodes[item].parent
            var steps = 0
            while node > 0, steps < 4 {
                let name = tree.nodes[node].name
                if name == "li" || name == "tr" { return node }
                if name == "ul" || name == "ol" || name == "table" { return nil }
                node = tree.nodes[node].parent
                steps += 1
            }
            return nil
        }
        var itemsPerRow: [Int: Int] = [:]
        for item in items { if let row = enclosingRow(item) { itemsPerRow[row, default: 0] += 1 } }
        items = items.map { item in
            guard let row = enclosingRow(item), itemsPerRow[row] == 1 else { return item }
            return row
        }
        var fields = RecipeFields(title: title, yield: yield, language: language)
        var itemNodes: [Int] = []
        var texts: [String] = []
        for item in items {
            for text in splitProperty(item) {
                itemNodes.append(item)
                texts.append(text)
            }
        }
        fields.ingredients = entries(items: itemNodes, texts: texts)
        return fields.ingredients.isEmpty ? nil : fields
    }

    /// The lines of one ingredient property: pages that mark the whole list as one property hold several
    /// list items, repeated blocks or `<br>`-separated lines in it.
    private func splitProperty(_ index: Int) -> [String] {
        let node = tree.nodes[index]
        if let content = node.attribute("content") { return SchemaRecipeReader.splitLines(content) }
        if node.firstChild == -1 { return [propertyText(index)] }
        var lis: [Int] = []
        var breaks = 0
        var paragraphs = 0
        var walk = node.firstChild
        while walk != -1 {
            switch tree.nodes[walk].name {
            case "li": lis.append(walk)
            case "br": breaks += 1
            case "p": paragraphs += 1
            default: break
            }
            walk = tree.next(after: walk, within: index, enteringChildren: true)
        }
        let innermost = innermostOnly(lis)
        if innermost.count >= 2 { return innermost.map(itemText) }
        if let repeated = repeatedChildren(in: index, minimum: 3) { return repeated.map(itemText) }
        if breaks > 0 || paragraphs >= 2 {
            let lines = tree.lines(of: index)
            if lines.count >= 2 { return lines }
        }
        return [propertyText(index)]
    }

    /// The largest set of sibling elements with the same tag and class (at least `minimum`, two when
    /// their class names ingredients) under `root`: the rows of a list built from `<div>`s.
    func repeatedChildren(in root: Int, minimum: Int) -> [Int]? {
        var best: [Int] = []
        // Rows with a class may be split over several parents (one per group): gather them by class.
        var classed: [String: [Int]] = [:]
        var index = root
        while index != -1 {
            let node = tree.nodes[index]
            if index != root, !node.isText, isSkipped(index) {
                // Comments, menus and hidden blocks repeat their rows too.
                index = tree.next(after: index, within: root, enteringChildren: false)
                continue
            }
            if !node.isText, node.firstChild != -1 {
                var groups: [String: [Int]] = [:]
                var child = node.firstChild
                while child != -1 {
                    let item = tree.nodes[child]
                    if !item.isText, !Self.inlineOrEmpty.contains(item.name), !HTMLTree.inlineTags.contains(item.name),
                        item.name != "span", item.firstChild != -1
                    {
                        let className = item.attribute("class") ?? ""
                        let key = item.name + "." + className
                        groups[key, default: []].append(child)
                        if !className.isEmpty { classed[key, default: []].append(child) }
                    }
                    child = item.nextSibling
                }
                // On equal counts the outer rows (earlier in document order) win over columns inside them.
                for (key, members) in groups
                where members.count > best.count || members.count == best.count && members[0] < (best.first ?? 0) {
                    let needed = key.containsBytes("ingredient") ? 2 : minimum
                    if members.count >= needed { best = members }
                }
            }
            index = tree.next(after: index, within: root, enteringChildren: true)
        }
        for (key, members) in classed
        where members.count > best.count || members.count == best.count && members[0] < (best.first ?? 0) {
            let needed = key.containsBytes("ingredient") ? 2 : minimum
            let nested = innermostOnly(members).count != members.count
            if members.count >= needed, !nested { best = members.sorted() }
        }
        let withText = best.filter { !tree.text(of: $0).isEmpty }
        return withText.count >= 2 ? withText : nil
    }

    private static let inlineOrEmpty: Set<String> = ["br", "hr", "img", "input", "button", "svg", "script", "style", "a"]

    /// The value of a schema.org property: `content` when given (`<meta>`), else the element's text.
    private func propertyText(_ index: Int) -> String {
        let node = tree.nodes[index]
        if let content = node.attribute("content") { return TextCleaner.cleanMarkup(content) }
        return tree.text(of: index)
    }

    // MARK: plain HTML

    /// The ingredient list of a page without schema.org data: the best list under an element whose
    /// class or id names ingredients, or under an "Ingredients" / 材料 heading.
    func plainList() -> RecipeFields? {
        if flags.isEmpty, tree.nodes.count > 1 { return TreeRecipeReader(tree: tree, classifyingNodes: true).plainList() }
        var best: ListReading?
        var regions: [[Int]] = []
        // The title element a region follows (`<h3>Ingredients for the filling</h3>`), nil for a class region.
        var titles: [Int?] = []
        var classRegionEnd = -1
        for index in tree.nodes.indices where !tree.nodes[index].isText {
            let node = tree.nodes[index]
            // Nodes come in document order: one inside the last class region ends at or before its last
            // descendant. The outer block reads every list the inner ones would, so those are not read again.
            if marks(index, .namesIngredients), !["article", "body", "html", "main"].contains(node.name),
                index > classRegionEnd
            {
                regions.append([index])
                titles.append(nil)
                classRegionEnd = lastDescendant(of: index)
            }
            // A heading may also carry the word as its id (`<h2 id="Ingredients">`): what follows it counts too.
            if Self.headingTags.contains(node.name) || node.name == "strong" || node.name == "b" || node.name == "p"
                || node.name == "span" || node.name == "div" && !hasBlockChildren(index)
            {
                let (lead, complete) = leadingLine(of: index)
                guard Self.isIngredientsTitle(lead) else { continue }
                if complete, node.name != "div" || node.firstChild != -1 && tree.nodes[node.firstChild].isText
                    && tree.nodes[node.firstChild].nextSibling == -1
                {
                    regions.append(followingRegion(of: index))
                    titles.append(index)
                } else if !complete, node.name == "p" || node.name == "div", !hasBlockChildren(index) {
                    // `<p><b>Ingredients:</b><br>2 cups flour<br>…</p>`: the title heads the lines of its block.
                    regions.append([index])
                    titles.append(nil)
                }
            }
        }
        var bestScore = 0
        var bestRegion = -1
        for (number, region) in regions.enumerated() {
            let found = items(in: region)
            guard !found.items.isEmpty, found.items.count <= 150 else { continue }
            let score = found.texts.reduce(0) { $0 + Self.ingredientLikeness($1) }
            if score > bestScore {
                best = found
                bestScore = score
                bestRegion = number
            }
        }
        // The other groups of the same list: blocks beside the best one made alike, or sections whose titles
        // follow one another (`Ingredients for the filling` · list · `Ingredients for the topping` · list).
        if bestRegion >= 0, let current = best {
            let joined = titles[bestRegion] == nil
                ? sameBlocks(around: regions[bestRegion])
                : titledSections(around: bestRegion, regions: regions, titles: titles)
            if joined.count > regions[bestRegion].count {
                let found = items(in: joined)
                if found.items.count > current.items.count, found.items.count <= 150, !Self.repeatsItself(found.texts),
                    found.texts.reduce(0, { $0 + Self.ingredientLikeness($1) }) > bestScore
                {
                    best = found
                }
            }
        }
        var fields = RecipeFields()
        if let best {
            fields.ingredients = entries(items: best.items, texts: best.texts, absorbed: Set(best.absorbed))
        }
        if fields.ingredients.isEmpty, let listed = amountList() {
            fields.ingredients = entries(items: listed.items, texts: listed.texts, absorbed: Set(listed.absorbed))
        }
        return fields.ingredients.isEmpty ? nil : fields
    }

    /// Whether a third or more of the lines repeat another one but for their numbers: the same list at several
    /// sizes (one block per number of servings), not groups of one list.
    static func repeatsItself(_ texts: [String]) -> Bool {
        var seen = Set<String>()
        for text in texts {
            seen.insert(String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
                $0.properties.isAlphabetic
            })))
        }
        return seen.count * 3 < texts.count * 2
    }

    /// A class region's block with its like siblings on either side: the same tag and class, nothing but
    /// white space between them (`<div class="ingredients">` once per group). The block alone when it has none.
    func sameBlocks(around region: [Int]) -> [Int] {
        guard region.count == 1, let block = region.first else { return region }
        let node = tree.nodes[block]
        let parent = node.parent
        guard parent > 0, let className = node.attribute("class") else { return region }
        var run: [Int] = []
        var holdsBlock = false
        var child = tree.nodes[parent].firstChild
        while child != -1 {
            let sibling = tree.nodes[child]
            if sibling.isText {
                if !sibling.text.unicodeScalars.allSatisfy(TextCleaner.isSpace) {
                    if holdsBlock { break }
                    run = []
                }
            } else if sibling.name == node.name, sibling.attribute("class") == className, !isSkipped(child) {
                run.append(child)
                if child == block { holdsBlock = true }
            } else {
                if holdsBlock { break }
                run = []
            }
            child = sibling.nextSibling
        }
        return holdsBlock && run.count > 1 ? run : region
    }

    /// The best titled section with the sections next to it: each title the next element after the section
    /// before it, a heading of the same tag under the same parent.
    func titledSections(around best: Int, regions: [[Int]], titles: [Int?]) -> [Int] {
        func nextElement(after node: Int) -> Int {
            var sibling = tree.nodes[node].nextSibling
            while sibling != -1, tree.nodes[sibling].isText { sibling = tree.nodes[sibling].nextSibling }
            return sibling
        }
        func follows(_ later: Int, _ earlier: Int) -> Bool {
            guard let title = titles[later], let before = titles[earlier], let last = regions[earlier].last,
                tree.nodes[title].name == tree.nodes[before].name, tree.nodes[title].parent == tree.nodes[before].parent,
                tree.nodes[last].parent == tree.nodes[before].parent
            else { return false }
            return nextElement(after: last) == title
        }
        var first = best
        while let previous = (0..<first).last(where: { titles[$0] != nil && follows(first, $0) }) { first = previous }
        var joined = regions[first]
        var current = first
        while let next = regions.indices.first(where: { $0 > current && titles[$0] != nil && follows($0, current) }) {
            joined += regions[next]
            current = next
        }
        return current == first ? regions[best] : joined
    }

    /// The last node (in document order) inside `index`'s subtree.
    func lastDescendant(of index: Int) -> Int {
        var node = index
        while tree.nodes[node].lastChild != -1 { node = tree.nodes[node].lastChild }
        return node
    }

    /// The first line of an element's text, read no further than a title could run (48 characters), and
    /// whether it is all of the element's text.
    func leadingLine(of index: Int) -> (text: String, complete: Bool) {
        var text = ""
        var node = tree.nodes[index].firstChild
        // A title sits near the top of its element: a walk that finds none in 64 nodes gives up (and so
        // stays linear on pages nested thousands of elements deep).
        var budget = 64
        while node != -1 {
            budget -= 1
            if budget < 0 { return (TextCleaner.normalize(text), false) }
            if tree.nodes[node].isText {
                text += tree.nodes[node].text
                if text.utf8.count > 160 { return (text, false) }
                node = tree.next(after: node, within: index, enteringChildren: false)
                continue
            }
            let name = tree.nodes[node].name
            if name == "br" || HTMLTree.blockTags.contains(name) {
                let line = TextCleaner.normalize(text)
                if !line.isEmpty { return (line, false) }
            }
            node = tree.next(after: node, within: index, enteringChildren: !HTMLTree.isControl(tree.nodes[node]))
        }
        return (TextCleaner.normalize(text), true)
    }

    /// Whether an element holds other blocks (paragraphs, lists, divs), not just text, inline markup and `<br>`s.
    func hasBlockChildren(_ index: Int) -> Bool {
        var child = tree.nodes[index].firstChild
        while child != -1 {
            if HTMLTree.blockTags.contains(tree.nodes[child].name) { return true }
            child = tree.nodes[child].nextSibling
        }
        return false
    }

    /// The last resort for pages that name nothing: the list whose items most look like ingredients, if
    /// it has three or more short items and most of them carry an amount.
    private func amountList() -> ListReading? {
        var best: (list: Int, items: [Int], texts: [String])?
        var bestScore = 0
        // Lists that could be one group of a longer list: at least half their items carry amounts.
        var groupLists: [(list: Int, items: [Int], texts: [String])] = []
        for index in tree.nodes.indices where tree.nodes[index].name == "ul" || tree.nodes[index].name == "ol" {
            var excluded = false
            var ancestor = index
            var steps = 0
            while ancestor > 0, steps < 8, !["body", "html", "main", "article"].contains(tree.nodes[ancestor].name) {
                if marks(ancestor, .excluded) || tree.nodes[ancestor].name == "header" {
                    excluded = true
                    break
                }
                ancestor = tree.nodes[ancestor].parent
                steps += 1
            }
            if excluded { continue }
            var items: [Int] = []
            var child = tree.nodes[index].firstChild
            while child != -1 {
                if tree.nodes[child].name == "li" { items.append(child) }
                child = tree.nodes[child].nextSibling
            }
            guard !items.isEmpty, items.count <= 60 else { continue }
            let texts = items.map(itemText)
            let withAmounts = texts.filter { RecipeExtractor.hasAmount($0) && $0.count <= 100 }.count
            if withAmounts * 2 >= texts.count { groupLists.append((index, items, texts)) }
            guard items.count >= 3, withAmounts * 10 >= texts.count * 6 else { continue }
            let score = texts.reduce(0) { $0 + Self.ingredientLikeness($1) }
            if score > bestScore {
                best = (index, items, texts)
                bestScore = score
            }
        }
        guard let best else { return nil }
        // Lists of the same block (a few levels up) are the other groups of the same recipe.
        var block = best.list
        for _ in 0..<4 {
            let parent = tree.nodes[block].parent
            guard parent > 0, !["body", "html", "main", "article"].contains(tree.nodes[parent].name) else { break }
            block = parent
        }
        var items: [Int] = []
        var texts: [String] = []
        for group in groupLists where group.list == best.list || tree.isInside(group.list, block) {
            items += group.items
            texts += group.texts
        }
        return joinFragments(ListReading(items: items, texts: texts))
    }

    /// How much a line looks like an ingredient: short lines count, amounts count double, sentences
    /// (tips, steps) count against.
    static func ingredientLikeness(_ text: String) -> Int {
        let count = text.count
        if count == 0 { return 0 }
        if count > 160 { return -2 }
        if count > 100 { return -1 }
        switch LineShape(text) {
        case .empty:
            return 0
        case .fragment:
            // An amount or a unit alone is a column of an ingredient, not one: a reading made of such
            // pieces (a plugin's amount, unit and name spans) loses to the one that keeps rows whole.
            return -1
        case .named(let hasAmount):
            guard text.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2 else { return 0 }
            return hasAmount ? 2 : 1
        }
    }

    /// Joins the pieces of ingredients laid out in separate elements into whole lines: amount and unit
    /// cells before their name (`200` · `g` · `Mehl`) join the line after them when the list starts with such
    /// a piece; otherwise a piece completes the line before it (`Mehl` · `200 g`).
    func joinFragments(_ reading: ListReading) -> ListReading {
        let shapes = reading.texts.map(LineShape.init)
        guard shapes.contains(.fragment) else { return reading }
        var joined = ListReading()
        // Amount cells stand before their names when the names after them carry no amount of their own
        // (or start with the unit), after their names when the names before them do; on a tie the ends of
        // the list decide (a list that starts with a piece, or ends with a name, has pieces first).
        var forwardVotes = 0
        var backwardVotes = 0
        for index in shapes.indices where shapes[index] == .fragment {
            if index + 1 < shapes.count, case .named(let hasAmount) = shapes[index + 1] {
                // A unit starting the next line (`200` · `g Mehl`) is the surest sign.
                if Self.startsWithUnit(reading.texts[index + 1]) {
                    forwardVotes += 2
                } else if !hasAmount {
                    forwardVotes += 1
                }
            }
            if index > 0, shapes[index - 1] == .named(hasAmount: false) { backwardVotes += 1 }
        }
        let forward = forwardVotes != backwardVotes
            ? forwardVotes > backwardVotes : shapes.first == .fragment || shapes.last != .fragment
        var pending: (item: Int, text: String)?
        for (index, (item, text)) in zip(reading.items, reading.texts).enumerated() {
            if shapes[index] == .fragment {
                if forward {
                    pending = pending.map { ($0.item, $0.text + " " + text) } ?? (item, text)
                    if pending?.item != item { joined.absorbed.append(item) }
                } else if let last = joined.texts.indices.last {
                    joined.texts[last] += " " + text
                    if joined.items[last] != item { joined.absorbed.append(item) }
                } else {
                    joined.items.append(item)
                    joined.texts.append(text)
                }
                continue
            }
            if let piece = pending {
                joined.items.append(piece.item)
                joined.texts.append(piece.text + " " + text)
                if piece.item != item { joined.absorbed.append(item) }
                pending = nil
            } else {
                joined.items.append(item)
                joined.texts.append(text)
            }
        }
        if let piece = pending {
            if let last = joined.texts.indices.last {
                joined.texts[last] += " " + piece.text
                joined.absorbed.append(piece.item)
            } else {
                joined.items.append(piece.item)
                joined.texts.append(piece.text)
            }
        }
        joined.absorbed += reading.absorbed
        return joined
    }

    /// Whether an element is hidden from readers (`class="hide"`, `style="display:none"`, `hidden`).
    static func isHidden(_ node: HTMLNode) -> Bool {
        if node.attribute("hidden") != nil || node.attribute("aria-hidden") == "true" && node.name == "li" { return true }
        if let style = node.attribute("style"), style.containsBytes("none"),
            style.lowercased().replacingAll(" ", with: "").containsBytes("display:none")
        {
            return true
        }
        if let value = node.attribute("class"), value.containsBytes("hid") || value.containsBytes("none") {
            for token in value.lowercased().split(separator: " ") where token == "hide" || token == "hidden" || token == "d-none" {
                return true
            }
        }
        return false
    }

    /// Whether an element's class or id names an ingredient list.
    static func namesIngredients(_ node: HTMLNode) -> Bool {
        for key in ["class", "id"] {
            guard let raw = node.attribute(key) else { continue }
            let value = raw.lowercased()
            guard value.containsBytes("ingredien") || value.containsBytes("zutat") || value.containsBytes("zairyo")
                || value.containsBytes("skladnik") || value.containsBytes("hozzavalo") || value.containsBytes("material")
            else { continue }
            for token in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                let token = String(token)
                if token.containsBytes("ingredien") || token.containsBytes("zutat") || token.containsBytes("zairyo")
                    || token.containsBytes("skladnik") || token.containsBytes("hozzavalo") || token == "material"
                    || token == "materials" || token.hasSuffix("-material") || token.hasSuffix("_material")
                    || token.hasPrefix("material-list") || token.hasPrefix("recipe-material")
                {
                    if token.containsBytes("nutrition") || token.containsBytes("instruction")
                        || token.containsBytes("direction") || token.containsBytes("-step") || token.containsBytes("method")
                    {
                        continue
                    }
                    return true
                }
            }
        }
        return false
    }

    static let headingTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    private static let ingredientTitles = [
        "ingredients", "ingredient", "zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten",
        "ingredienten", "ingredienser", "składniki", "hozzávalók", "ainekset", "材料", "sastojci", "suroviny",
        "what you need", "what you'll need", "you will need", "you'll need", "zutaten",
    ]

    private static let endTitles = [
        "instructions", "directions", "method", "preparation", "steps", "作り方", "zubereitung", "préparation",
        "preparación", "preparo", "modo de preparo", "bereiding", "elkészítés", "przygotowanie", "tilberedning",
        "fremgangsmåde", "how to make", "notes", "nutrition", "procedure", "instrucciones", "istruzioni",
        "werkwijze", "sposób przygotowania", "valmistus", "tips", "作りかた", "equipment", "ustensiles", "utensils",
        "utensilios", "utensílios", "matériel", "attrezzatura", "küchengeräte", "nutrition facts", "nutritional",
        "nährwerte", "道具", "materiaal",
    ]

    /// Whether a heading introduces the ingredients (`Ingredients`, `材料（2人分）`, `Zutaten für 4 Personen`).
    static func isIngredientsTitle(_ raw: String) -> Bool {
        let text = titleText(raw)
        guard !text.isEmpty, text.count <= 40 else { return false }
        return ingredientTitles.contains { text.hasPrefix($0) }
    }

    /// A heading's words: lowercase, curly apostrophes straightened, leading emoji and bullets dropped.
    static func titleText(_ raw: String) -> String {
        // Titles are short: a long text is no title, whatever it starts with.
        guard raw.utf8.count <= 160 else { return "" }
        let lower = raw.lowercased().replacingAll("’", with: "'")
        let scalars = lower.unicodeScalars.drop { !$0.properties.isAlphabetic && !$0.properties.isIdeographic }
        return String(String.UnicodeScalarView(scalars)).trimmingSpaces
    }

    /// The group an ingredients title names after `for` (`Ingredients for the filling` → `the filling`,
    /// `Zutaten für den Teig`), else nil (`Ingredients`, `Zutaten für 4 Personen`: a count is the yield).
    static func groupOfTitle(_ raw: String) -> String? {
        guard raw.utf8.count <= 80, !raw.contains(where: \.isNumber) else { return nil }
        let words = raw.split(separator: " ")
        guard let cut = words.dropFirst().firstIndex(where: {
            ["for", "für", "pour", "para", "per", "voor"].contains($0.lowercased())
        }) else { return nil }
        let group = stripHeaderPunctuation(words[(cut + 1)...].joined(separator: " ")).trimmingSpaces
        return group.isEmpty ? nil : group
    }

    static func isEndTitle(_ raw: String) -> Bool {
        let text = titleText(raw)
        guard !text.isEmpty, text.count <= 40 else { return false }
        return endTitles.contains { text.hasPrefix($0) }
    }

    /// The siblings after an "Ingredients" heading, up to the next heading of the same level or one that
    /// starts the method; climbs to the parent's siblings while the heading stands alone in a wrapper.
    private func followingRegion(of heading: Int) -> [Int] {
        var anchor = heading
        // The level that ends the region: the heading's own, or that of the heading a bold title sits in.
        var level = tree.nodes[heading].name
        for _ in 0..<8 {
            var region: [Int] = []
            var sibling = tree.nodes[anchor].nextSibling
            if Self.headingTags.contains(tree.nodes[anchor].name) { level = tree.nodes[anchor].name }
            while sibling != -1 {
                let node = tree.nodes[sibling]
                if !node.isText {
                    if Self.headingTags.contains(level) && node.name == level { break }
                    let (lead, complete) = leadingLine(of: sibling)
                    if complete, Self.isEndTitle(lead) { break }
                    region.append(sibling)
                }
                sibling = node.nextSibling
            }
            // A region worth stopping at reads as something more than headers and controls (an `[edit]` link).
            if !region.isEmpty, items(in: region).texts.contains(where: { EntryCollector.header($0) == nil }) {
                return region
            }
            let parent = tree.nodes[anchor].parent
            guard parent > 0, !["article", "main", "body", "html"].contains(tree.nodes[parent].name) else { return region }
            anchor = parent
        }
        return []
    }

    /// Classes of containers whose lists are not ingredients even inside an ingredient section.
    private static func excludedContainer(_ node: HTMLNode) -> Bool {
        if node.name == "nav" || node.name == "footer" || node.name == "aside" { return true }
        let classes = node.attribute("class")
        let id = node.attribute("id")
        let lower = classes == nil && id == nil ? "" : ((classes ?? "") + " " + (id ?? "")).lowercased()
        if lower.containsBytes("nav"),
            lower.split(separator: " ").contains(where: { $0 == "nav" || $0.hasPrefix("nav-") || $0.hasPrefix("navbar") })
        {
            return true
        }
        // Dialogs, tooltips and menus open on demand (a nutrition pop-up inside the ingredient card).
        if let role = node.attribute("role")?.lowercased(), ["dialog", "alertdialog", "tooltip", "menu", "navigation"].contains(role) {
            return true
        }
        if node.attribute("aria-modal") == "true" { return true }
        guard !lower.isEmpty else { return false }
        return lower.containsBytes("instruction") || lower.containsBytes("direction")
            || lower.containsBytes("nutrition") || lower.containsBytes("comment") || lower.containsBytes("share")
            || lower.containsBytes("social") || lower.containsBytes("menu") || lower.containsBytes("breadcrumb")
            || lower.containsBytes("navigation") || lower.containsBytes("equipment") || lower.containsBytes("ustensil")
            || lower.containsBytes("utensil")
    }

    /// The list items of a region with their texts: `<li>`s, else table rows, else `<dt>`/`<dd>` pairs,
    /// else repeated elements with an ingredient class, else lines of paragraphs.
    func items(in region: [Int]) -> ListReading {
        var lis: [Int] = []
        var rows: [Int] = []
        var terms: [Int] = []
        var classed: [Int] = []
        var paragraphs: [Int] = []
        let roots = region.filter { !isSkipped($0) }
        for root in roots {
            var index = root
            while index != -1 {
                let node = tree.nodes[index]
                if !node.isText {
                    if index != root && isSkipped(index) {
                        index = tree.next(after: index, within: root, enteringChildren: false)
                        if index == root { break }
                        continue
                    }
                    switch node.name {
                    case "li": lis.append(index)
                    case "tr": rows.append(index)
                    case "dt": terms.append(index)
                    case "p": paragraphs.append(index)
                    default:
                        if index != root, marks(index, .namesIngredients) { classed.append(index) }
                    }
                }
                index = tree.next(after: index, within: root, enteringChildren: true)
                if index == root { break }
            }
        }
        // Every reading of the region competes; the one that looks most like an ingredient list wins, and
        // on a tie the more structured one (list items, then rows, …).
        var candidates: [ListReading] = []
        // An item that holds two or more items is a group; one holding a single item keeps it as a note.
        // A separator item (`<li class="ingredients__separator">Sauce</li>`) names a group, not an ingredient.
        let listed = listItems(lis).filter { item in
            !Self.classNamesSeparator(tree.nodes[item]) || tree.text(of: item).contains(where: \.isNumber)
        }
        // `<li><b>For the pasta</b>:<br>4 beetroots<br>1 red cabbage …</li>`: a list item holding lines
        // broken by <br>, most with an amount, is a group of ingredients, one a line.
        candidates.append(reading(listed, splitting: brokenLines(of:)))
        // A row broken by <br> holds several ingredients; cells of one row are name and amount.
        candidates.append(reading(rows) { row in
            let lines = tree.lines(of: row)
            guard lines.count > 1, tree.descendants(of: row).contains(where: { tree.nodes[$0].name == "br" }) else {
                return nil
            }
            return lines
        })
        let termTexts = terms.map { term -> String in
            var text = tree.text(of: term)
            var sibling = tree.nodes[term].nextSibling
            while sibling != -1, tree.nodes[sibling].isText { sibling = tree.nodes[sibling].nextSibling }
            if sibling != -1, tree.nodes[sibling].name == "dd" {
                let amount = tree.text(of: sibling)
                if !amount.isEmpty { text += " " + amount }
            }
            return text
        }
        candidates.append(ListReading(items: terms, texts: termTexts))
        // A group's heading inside the list (`<h4 class="ingredient-group-name">`) is not an item of it.
        let cells = innermostOnly(classed).filter { leaf in
            !isHeadingLike(leaf) || tree.text(of: leaf).contains(where: \.isNumber)
        }
        let leaves = rowsOfCells(cells.map { rowOf($0, within: region) }.uniqued())
        if leaves.count >= 2 { candidates.append(ListReading(items: leaves, texts: leaves.map(itemText))) }
        var repeated: [Int] = []
        for root in roots { repeated += repeatedChildren(in: root, minimum: 2) ?? [] }
        if repeated.count >= 2 { candidates.append(ListReading(items: repeated, texts: repeated.map(itemText))) }
        var lineItems: [Int] = []
        var lineTexts: [String] = []
        let liSet = Set(lis)
        for paragraph in paragraphs where !hasAncestor(paragraph, in: liSet) {
            for line in tree.lines(of: paragraph) {
                lineItems.append(paragraph)
                lineTexts.append(line)
            }
        }
        if lineItems.isEmpty && candidates.allSatisfy({ $0.items.isEmpty }) {
            // A bare text block split by <br>.
            for root in roots {
                for line in tree.lines(of: root) {
                    lineItems.append(root)
                    lineTexts.append(line)
                }
            }
        }
        candidates.append(ListReading(items: lineItems, texts: lineTexts))
        // The most structured reading wins unless another one looks clearly more like ingredients.
        var best = ListReading()
        var bestScore = Int.min
        for candidate in candidates.map(joinFragments) where !candidate.items.isEmpty {
            let score = candidate.texts.reduce(0) { $0 + Self.ingredientLikeness($1) }
            if bestScore == Int.min || score > bestScore + max(2, bestScore / 2) {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    /// The lines of `elements`: the lines `split` breaks an element into, each standing for that element, or
    /// the element's whole text as one line.
    private func reading(_ elements: [Int], splitting split: (Int) -> [String]?) -> ListReading {
        var items: [Int] = []
        var texts: [String] = []
        for element in elements {
            if let lines = split(element) {
                items.append(contentsOf: repeatElement(element, count: lines.count))
                texts.append(contentsOf: lines)
            } else {
                items.append(element)
                texts.append(itemText(element))
            }
        }
        return ListReading(items: items, texts: texts)
    }

    /// The lines of an item broken by two or more `<br>`s when at least two of them carry an amount (one
    /// under a heading line), else nil.
    private func brokenLines(of item: Int) -> [String]? {
        var breaks = 0
        for node in tree.descendants(of: item) where tree.nodes[node].name == "br" {
            breaks += 1
            if breaks >= 2 { break }
        }
        guard breaks >= 1 else { return nil }
        let lines = tree.lines(of: item)
        if breaks == 1 {
            // `2 eggs<br>1 cup milk`: two lines, each opening with an amount and naming a food, are two
            // ingredients (`1 cup flour<br>sifted twice` stays one).
            guard lines.count == 2 else { return nil }
            return lines.allSatisfy({ Self.opensWithAmount($0) && LineShape($0) == .named(hasAmount: true) }) ? lines : nil
        }
        guard lines.count >= 3 else { return nil }
        var amounts = 0
        for line in lines {
            if case .named(true) = LineShape(line) { amounts += 1 }
        }
        // One amount is enough under a heading line (`For the tuile:<br>4 tbsp parmesan<br>Cooking spray`).
        return amounts >= 2 || (amounts == 1 && lines[0].hasSuffix(":")) ? lines : nil
    }

    /// Whether a line starts with a digit or a vulgar fraction (`2 eggs`, `½ cup milk`).
    static func opensWithAmount(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return (0x30...0x39).contains(first.value) || (0xBC...0xBE).contains(first.value)
            || (0x2150...0x215E).contains(first.value)
    }

    /// Whether a line's first word is a unit (`g Mehl`, `EL Öl`): the rest of a line whose amount stands
    /// in the element before it.
    static func startsWithUnit(_ text: String) -> Bool {
        guard let first = text.split(separator: " ").first else { return false }
        return LineShape.isUnit(first)
    }

    /// The element that holds an inline piece (`<span class="ingredient-amount">`, a link inside the name)
    /// on its line: its nearest ancestor that is not inline, unless that is outside the region.
    func rowOf(_ node: Int, within region: [Int]) -> Int {
        var current = node
        while Self.inlineElements.contains(tree.nodes[current].name), !region.contains(current) {
            let parent = tree.nodes[current].parent
            guard parent > 0, region.contains(where: { parent == $0 || tree.isInside(parent, $0) }) else { break }
            current = parent
        }
        return current
    }

    static let inlineElements: Set<String> = HTMLTree.inlineTags.union(["span", "font"])

    /// Leaves that are the cells of one row (a name cell and an amount cell, a plugin's amount, unit and
    /// name spans: siblings whose classes all differ) stand for their row; leaves whose parent repeats a
    /// class are the rows themselves.
    func rowsOfCells(_ leaves: [Int]) -> [Int] {
        var result: [Int] = []
        var index = 0
        while index < leaves.count {
            let parent = tree.nodes[leaves[index]].parent
            var end = index + 1
            while end < leaves.count, tree.nodes[leaves[end]].parent == parent { end += 1 }
            let cells = leaves[index..<end]
            let classes = Set(cells.map { tree.nodes[$0].attribute("class") ?? "" })
            if cells.count >= 2, classes.count == cells.count, parent > 0 {
                result.append(parent)
            } else {
                result += cells
            }
            index = end
        }
        return result
    }

    /// The list items that are ingredients: those inside no other item, except that an item holding two or
    /// more items is a group whose items count instead.
    func listItems(_ candidates: [Int]) -> [Int] {
        let set = Set(candidates)
        var held: [Int: Int] = [:]
        for candidate in candidates {
            var node = tree.nodes[candidate].parent
            while node != -1 {
                if set.contains(node) { held[node, default: 0] += 1 }
                node = tree.nodes[node].parent
            }
        }
        return candidates.filter { candidate in
            if held[candidate, default: 0] >= 2 { return false }
            // Drop an item inside another item that is not a group (a note under its ingredient).
            var node = tree.nodes[candidate].parent
            while node != -1 {
                if set.contains(node), held[node, default: 0] < 2 { return false }
                node = tree.nodes[node].parent
            }
            return true
        }
    }

    /// Whether any ancestor of `node` is in `set`.
    func hasAncestor(_ node: Int, in set: Set<Int>) -> Bool {
        guard !set.isEmpty else { return false }
        var current = tree.nodes[node].parent
        while current != -1 {
            if set.contains(current) { return true }
            current = tree.nodes[current].parent
        }
        return false
    }

    /// The smallest element holding every one of `items`.
    func commonAncestor(of items: [Int]) -> Int {
        guard let first = items.first else { return 0 }
        var chain: [Int] = []
        var node = tree.nodes[first].parent
        while node != -1 {
            chain.append(node)
            node = tree.nodes[node].parent
        }
        var position: [Int: Int] = [:]
        for (offset, ancestor) in chain.enumerated() { position[ancestor] = offset }
        var highest = 0
        for item in items.dropFirst() {
            var current = item
            while current != -1 {
                if let offset = position[current] {
                    highest = max(highest, offset)
                    break
                }
                current = tree.nodes[current].parent
            }
        }
        return chain.isEmpty ? 0 : chain[min(highest, chain.count - 1)]
    }

    /// The nodes that hold none of the others.
    func innermostOnly(_ candidates: [Int]) -> [Int] {
        let set = Set(candidates)
        var holders = Set<Int>()
        for candidate in candidates {
            var node = tree.nodes[candidate].parent
            while node != -1 {
                if set.contains(node) {
                    if holders.contains(node) { break }
                    holders.insert(node)
                }
                node = tree.nodes[node].parent
            }
        }
        return candidates.filter { !holders.contains($0) }
    }

    /// An item's text on one line: its lines (name and amount columns, `<br>`s) joined by spaces.
    func itemText(_ index: Int) -> String {
        let text = tree.lines(of: index).joined(separator: " ")
        // A wholly bold item without amounts (`<p><strong>The Marinade</strong></p>`), or one whose class
        // calls it a title (`<li class="ingredient title">For the filling</li>`), names a group.
        if !text.isEmpty, !text.contains(where: \.isNumber), !text.hasSuffix(":"),
            isWhollyBold(index) || Self.classNamesHeading(tree.nodes[index])
        {
            return text + ":"
        }
        return text
    }

    /// Whether every piece of text inside `index` lies inside a `<b>`, `<strong>` or heading.
    private func isWhollyBold(_ index: Int) -> Bool {
        var sawText = false
        for node in tree.descendants(of: index) where tree.nodes[node].isText {
            if tree.nodes[node].text.unicodeScalars.allSatisfy(TextCleaner.isSpace) { continue }
            sawText = true
            var parent = tree.nodes[node].parent
            var bold = false
            while parent != index && parent != -1 {
                let name = tree.nodes[parent].name
                if name == "b" || name == "strong" || Self.headingTags.contains(name) {
                    bold = true
                    break
                }
                parent = tree.nodes[parent].parent
            }
            if !bold { return false }
        }
        return sawText
    }

    // MARK: groups

    /// Entries for `items` (with their `texts`), grouped by the headings that stand between them inside
    /// the smallest element holding them all; `absorbed` nodes are pieces already joined to an item's text.
    func entries(items: [Int], texts: [String], absorbed: Set<Int> = []) -> [IngredientEntry] {
        var collector = EntryCollector()
        guard let first = items.first else { return [] }
        _ = first
        let container = commonAncestor(of: items)
        var textByItem: [Int: [String]] = [:]
        for (item, text) in zip(items, texts) { textByItem[item, default: []].append(text) }
        let itemSet = Set(items)
        var ancestorsOfItems = Set<Int>()
        for item in items {
            var node = tree.nodes[item].parent
            while node != -1, !ancestorsOfItems.contains(node) {
                ancestorsOfItems.insert(node)
                node = tree.nodes[node].parent
            }
        }
        var group: String?
        // Under a heading that ends the ingredients (`Equipment`, `Notes`) items are not ingredients.
        var ended = false
        var index = container == -1 ? 0 : container
        let root = index
        index = tree.nodes[root].firstChild
        while index != -1 {
            if itemSet.contains(index) {
                if !ended { for text in textByItem[index] ?? [] { collector.add(text, group: group) } }
                index = tree.next(after: index, within: root, enteringChildren: false)
                continue
            }
            if absorbed.contains(index) {
                // A piece of an ingredient joined to another item's line.
                index = tree.next(after: index, within: root, enteringChildren: false)
                continue
            }
            let node = tree.nodes[index]
            if !node.isText, !ancestorsOfItems.contains(index), isGroupHeading(node) {
                let text = tree.text(of: index)
                ended = Self.isEndTitle(text)
                if Self.isIngredientsTitle(text) || text.isEmpty {
                    group = Self.groupOfTitle(text)
                } else if text.count <= 60 {
                    group = Self.stripHeaderPunctuation(text)
                }
                collector.headerGroup = nil
                index = tree.next(after: index, within: root, enteringChildren: false)
                continue
            }
            index = tree.next(after: index, within: root, enteringChildren: true)
        }
        return collector.entries
    }

    private func isGroupHeading(_ node: HTMLNode) -> Bool {
        // The page's own title is never a group of its ingredients.
        if node.name == "h1" { return false }
        if Self.headingTags.contains(node.name) || Self.classNamesSeparator(node) { return true }
        guard node.name != "li", node.name != "ul", node.name != "ol", node.name != "table" else { return false }
        if let value = node.attribute("class")?.lowercased() {
            for hint in Self.headingHints where value.containsBytes(hint) { return true }
        }
        return false
    }

    private static let headingHints = [
        "heading", "header", "title", "group-name", "groupname", "subhead", "section-name", "caption", "titulo", "titre",
        "titel", "ueberschrift", "überschrift",
    ]

    /// Whether an element is a heading or a separator inside a list: a heading tag, a class naming a heading
    /// or a separator (`ingredients__separator`), or a single child that is one of those.
    func isHeadingLike(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        if Self.headingTags.contains(node.name) || Self.classNamesHeading(node) { return true }
        if Self.classNamesSeparator(node) { return true }
        var child = node.firstChild
        var only: Int?
        while child != -1 {
            let item = tree.nodes[child]
            if !item.isText {
                guard only == nil else { return false }
                only = child
            } else if !item.text.unicodeScalars.allSatisfy(TextCleaner.isSpace) {
                return false
            }
            child = item.nextSibling
        }
        guard let only else { return false }
        return Self.headingTags.contains(tree.nodes[only].name) || Self.classNamesHeading(tree.nodes[only])
    }

    /// Whether an element's class names it a separator between groups (`ingredients__separator`, `divider`).
    static func classNamesSeparator(_ node: HTMLNode) -> Bool {
        guard let value = node.attribute("class") else { return false }
        return value.lowercased().split(separator: " ").contains { $0.hasSuffix("separator") || $0.hasSuffix("divider") }
    }

    /// Whether an element's class names it a heading: a class token that is, or ends in, a heading word
    /// (`title`, `ingredient-group-name`, `titulo`), not one that merely contains it (`u-typo--title`).
    static func classNamesHeading(_ node: HTMLNode) -> Bool {
        guard let value = node.attribute("class")?.lowercased() else { return false }
        for token in value.split(separator: " ") {
            for hint in headingHints where token == hint || token.hasSuffix("-" + hint) || token.hasSuffix("_" + hint) {
                return true
            }
        }
        return false
    }

    /// `For the sauce:` → `For the sauce`; `【たれ】` → `たれ`.
    static func stripHeaderPunctuation(_ text: String) -> String {
        if let header = EntryCollector.header(text) { return header }
        return text
    }

    // MARK: page facts

    /// A yield written on the page: `4人分` in any short text (`材料（2人分）`), or a short line starting
    /// with Serves / Yield / Makes / Servings.
    func pageYield() -> String? {
        for node in tree.nodes where node.isText {
            let raw = node.text
            guard raw.utf8.count <= 120 else { continue }
            let text = TextCleaner.normalize(raw)
            guard !text.isEmpty, text.count <= 40 else { continue }
            if let japanese = Self.japaneseServings(text) { return japanese }
            // (Also in a bracket of its own: `Ingredients <small>(Serves 6)</small>`.)
            let lower = text.lowercased().drop { $0 == "(" || $0 == "[" || $0 == "（" || $0 == " " }
            for word in ["serves", "yield", "makes", "servings", "portions"] where lower.hasPrefix(word) {
                if text.contains(where: \.isNumber) { return text }
            }
        }
        return nil
    }

    /// `2人分` / `4人前` / `2〜3人分` inside a text, or nil.
    static func japaneseServings(_ text: String) -> String? {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "人" {
            guard index + 1 < characters.count, characters[index + 1] == "分" || characters[index + 1] == "前" else { continue }
            var start = index
            while start > 0, characters[start - 1].isNumber || "〜~-・.".contains(characters[start - 1]) { start -= 1 }
            if start < index, characters[start].isNumber { return String(characters[start...(index + 1)]) }
        }
        return nil
    }

    /// The page's title: the first `<h1>` (usually the recipe's name), else `og:title`, else `<title>`.
    func pageTitle() -> String? {
        var openGraph: String?
        var title: String?
        for index in tree.nodes.indices where !tree.nodes[index].isText {
            let node = tree.nodes[index]
            if node.name == "h1" {
                let text = tree.text(of: index)
                if !text.isEmpty, text.count <= 200 { return text }
            } else if node.name == "meta", openGraph == nil, node.attribute("property") == "og:title",
                let content = node.attribute("content")
            {
                let text = TextCleaner.cleanMarkup(content)
                if !text.isEmpty { openGraph = text }
            } else if node.name == "title", title == nil {
                let text = tree.text(of: index)
                if !text.isEmpty { title = text }
            }
        }
        return openGraph ?? title
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
