internal import CLibXML2

/// One element or text node of an ``HTMLTree``; links are indices into the tree's node array.
struct HTMLNode: Sendable {
    /// Lowercase tag name; empty for a text node.
    var name: String
    /// The text of a text node (entities already decoded by libxml2).
    var text: String
    var attributes: [(name: String, value: String)]
    var parent: Int
    var firstChild = -1
    var lastChild = -1
    var nextSibling = -1

    var isText: Bool { name.isEmpty }

    func attribute(_ key: String) -> String? {
        attributes.first { $0.name == key }?.value
    }
}

/// A page as a flat array of nodes, built from libxml2's SAX events so that neither libxml2 nor we
/// recurse over the depth of the page: every walk over it is iterative.
struct HTMLTree: Sendable {
    /// Node 0 is the document root.
    var nodes: [HTMLNode] = [HTMLNode(name: "#document", text: "", attributes: [], parent: -1)]

    /// Parses UTF-8 HTML with libxml2's SAX parser (NONET, RECOVER, no HUGE, the page's own charset ignored
    /// because the bytes are UTF-8 already).
    static func parse(utf8 bytes: [UInt8]) -> HTMLTree {
        RecipeExtractor.initializeLibXML
        let builder = TreeBuilder()
        var handler = htmlSAXHandler()
        handler.startElement = { context, name, attributes in
            guard let context, let name else { return }
            Unmanaged<TreeBuilder>.fromOpaque(context).takeUnretainedValue().start(name, attributes)
        }
        handler.endElement = { context, name in
            guard let context, let name else { return }
            Unmanaged<TreeBuilder>.fromOpaque(context).takeUnretainedValue().end(name)
        }
        handler.characters = { context, characters, length in
            guard let context, let characters, length > 0 else { return }
            Unmanaged<TreeBuilder>.fromOpaque(context).takeUnretainedValue().characters(characters, Int(length))
        }
        handler.ignorableWhitespace = handler.characters
        // Script and style bodies arrive here; they are not text a reader sees.
        handler.cdataBlock = { _, _, _ in }
        let context = Unmanaged.passUnretained(builder).toOpaque()
        // The pull parser over memory: libxml2 2.9's push parser stops early on some real pages.
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return builder.tree }
        let created = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlCreateMemoryParserCtxt(chars.baseAddress, Int32(chars.count))
            }
        }
        guard let parser = created else { return builder.tree }
        defer { htmlFreeParserCtxt(parser) }
        if let sax = parser.pointee.sax { sax.pointee = handler }
        parser.pointee.userData = context
        let options =
            HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NOIMPLIED.rawValue
        htmlCtxtUseOptions(parser, Int32(options))
        xmlSwitchEncoding(parser, XML_CHAR_ENCODING_UTF8)
        htmlParseDocument(parser)
        if let document = parser.pointee.myDoc {
            xmlFreeDoc(document)
            parser.pointee.myDoc = nil
        }
        withExtendedLifetime(builder) {}
        builder.flushText()
        return builder.tree
    }

    /// The descendants of `node` in document order (not `node` itself), walked without recursion.
    func descendants(of node: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[node].firstChild
        while current != -1 {
            result.append(current)
            current = next(after: current, within: node, enteringChildren: true)
        }
        return result
    }

    /// The node after `current` in a pre-order walk of `root`'s subtree, or -1 at the end.
    func next(after current: Int, within root: Int, enteringChildren: Bool) -> Int {
        if enteringChildren, nodes[current].firstChild != -1 { return nodes[current].firstChild }
        var node = current
        while node != root && node != -1 {
            if nodes[node].nextSibling != -1 { return nodes[node].nextSibling }
            node = nodes[node].parent
        }
        return -1
    }

    /// Whether `node` lies inside `ancestor`.
    func isInside(_ node: Int, _ ancestor: Int) -> Bool {
        var current = nodes[node].parent
        while current != -1 {
            if current == ancestor { return true }
            current = nodes[current].parent
        }
        return false
    }

    /// Tags whose edges do not separate words (`<b>1</b> cup`, `to<em>mato</em>`).
    static let inlineTags: Set<String> = [
        "a", "b", "i", "em", "strong", "sup", "sub", "small", "u", "font", "abbr", "mark", "s", "strike", "bdi", "q",
        "cite", "time", "data", "label", "wbr",
    ]

    /// The text of `node` as a reader sees it, one string per line (lines end at `<br>` and block edges).
    func lines(of node: Int) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var pendingSpace = false
        // Whether only `<span>` edges stand between the last text and the next: `<span>250</span><span>g</span>`
        // reads `250g`, an amount and its unit symbol, as a reader sees them.
        var onlySpanEdges = false
        func endLine() {
            let line = TextCleaner.normalize(String(current))
            if !line.isEmpty { lines.append(line) }
            current = String.UnicodeScalarView()
            pendingSpace = false
        }
        if nodes[node].isText { return [TextCleaner.normalize(nodes[node].text)].filter { !$0.isEmpty } }
        var index = nodes[node].firstChild
        // Leaving an element is seen when the walk climbs back over it.
        while index != -1 {
            let item = nodes[index]
            if item.isText {
                // No space after an opening bracket or an elided article (`d'` + `ail` is `d'ail`).
                if pendingSpace, let first = item.text.unicodeScalars.first, !TextCleaner.isSpace(first),
                    !",.;:)!?]、。，）".unicodeScalars.contains(first), let last = current.last,
                    !TextCleaner.isSpace(last), !"([$€£¥/'’".unicodeScalars.contains(last),
                    !(onlySpanEdges && (0x30...0x39).contains(last.value) && Self.isUnitSymbol(item.text))
                {
                    current.append(" ")
                }
                pendingSpace = false
                onlySpanEdges = false
                current.append(contentsOf: item.text.unicodeScalars)
            } else if item.name == "br" || item.name == "hr" {
                endLine()
            } else if Self.blockTags.contains(item.name) {
                endLine()
            } else if !Self.inlineTags.contains(item.name) {
                onlySpanEdges = item.name == "span" && (onlySpanEdges || !pendingSpace)
                pendingSpace = true
            }
            // Step: into children (unless a control such as a button), else to the next sibling, else climb,
            // closing elements on the way.
            if item.firstChild != -1 && !item.isText && !Self.isControl(item) {
                index = item.firstChild
                continue
            }
            var climb = index
            index = -1
            while climb != node && climb != -1 {
                let closing = nodes[climb]
                if !closing.isText {
                    if Self.blockTags.contains(closing.name) { endLine() } else if !Self.inlineTags.contains(closing.name) {
                        onlySpanEdges = closing.name == "span" && (onlySpanEdges || !pendingSpace)
                        pendingSpace = true
                    }
                }
                if closing.nextSibling != -1 {
                    index = closing.nextSibling
                    break
                }
                climb = closing.parent
            }
        }
        endLine()
        return lines
    }

    /// A text of one or two ASCII letters and nothing else (`g`, `ml`, `oz`): a unit symbol, written against its
    /// number (`250g`); a unit word (`tbsp`, `cups`) stands apart.
    static func isUnitSymbol(_ text: String) -> Bool {
        var letters = 0
        for scalar in text.unicodeScalars {
            let lower = scalar.value | 0x20
            if lower >= 0x61, lower <= 0x7A {
                letters += 1
                if letters > 2 { return false }
            } else if !TextCleaner.isSpace(scalar) {
                return false
            }
        }
        return letters > 0
    }

    /// Buttons and shop widgets inside list items (`Add to cart`, `shopping list`) are not text of the item.
    static func isControl(_ node: HTMLNode) -> Bool {
        if node.name == "button" || node.name == "select" || node.name == "textarea" { return true }
        if let role = node.attribute("role")?.lowercased(),
            ["button", "tab", "tablist", "switch", "radio", "radiogroup", "toolbar", "menu"].contains(role)
        {
            return true
        }
        guard let value = node.attribute("class"), !value.isEmpty else { return false }
        let lower = value.lowercased()
        return lower.containsBytes("btn") || lower.containsBytes("button") || lower.containsBytes("shopping")
            || lower.containsBytes("screen-reader") || lower.containsBytes("sr-only")
    }

    /// The text of `node` on one line.
    func text(of node: Int) -> String {
        lines(of: node).joined(separator: " ")
    }

    /// Elements that start and end lines of text.
    static let blockTags: Set<String> = [
        "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "tr", "table", "tbody", "thead", "section", "article",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "footer", "aside", "nav", "blockquote", "pre", "form",
        "fieldset", "figure", "figcaption", "main", "details", "summary", "address", "center",
    ]
}
