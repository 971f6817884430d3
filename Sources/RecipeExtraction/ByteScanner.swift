import Foundation

/// Byte-level searches over a page, so JSON-LD and a few header facts are found without parsing HTML.
struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The index of the next `byte` at or after `from`, or nil.
    func find(_ byte: UInt8, from: Int, to end: Int? = nil) -> Int? {
        let limit = min(end ?? bytes.count, bytes.count)
        guard from < limit, let base = bytes.baseAddress else { return nil }
        guard let hit = memchrPointer(base + from, byte, limit - from) else { return nil }
        return base.distance(to: hit)
    }

    /// Whether the bytes at `index` equal `pattern`, ignoring ASCII case (pattern must be lowercase).
    func matches(_ pattern: StaticString, at index: Int) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        let start = pattern.utf8Start
        for offset in 0..<count where lowered(bytes[index + offset]) != start[offset] {
            return false
        }
        return true
    }

    /// The index of the next case-insensitive occurrence of `pattern` (lowercase, starting with a
    /// non-letter such as `<`) at or after `from`.
    func find(_ pattern: StaticString, from: Int, to end: Int? = nil) -> Int? {
        let first = pattern.utf8Start[0]
        var position = from
        while let hit = find(first, from: position, to: end) {
            if matches(pattern, at: hit) { return hit }
            position = hit + 1
        }
        return nil
    }

    /// The end of the tag that starts at `start` (`<`): the index of its closing `>`, skipping quoted values.
    func tagEnd(from start: Int) -> Int? {
        var index = start + 1
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
            // A stray quote (`title=Erin's`) must not swallow the page: fall back to the first `>`.
            if index - start > 8192 { return find(UInt8(ascii: ">"), from: start + 1) }
        }
        return find(UInt8(ascii: ">"), from: start + 1)
    }

    /// The value of attribute `name` (lowercase) in the tag spanning `range`, entities left as written.
    func attribute(_ name: String, in range: Range<Int>) -> String? {
        let nameBytes = Array(name.utf8)
        var index = range.lowerBound + 1
        // Skip the tag name.
        while index < range.upperBound, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        while index < range.upperBound {
            while index < range.upperBound, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < range.upperBound, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                bytes[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            let nameEnd = index
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            var value: Range<Int>? = nil
            if index < range.upperBound, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
                if index < range.upperBound, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let valueStart = index + 1
                    index = valueStart
                    while index < range.upperBound, bytes[index] != quote { index += 1 }
                    value = valueStart..<index
                    index += 1
                } else {
                    let valueStart = index
                    while index < range.upperBound, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                        index += 1
                    }
                    value = valueStart..<index
                }
            }
            if nameEnd == nameStart { index += 1; continue }
            if nameEnd - nameStart == nameBytes.count,
                (0..<nameBytes.count).allSatisfy({ lowered(bytes[nameStart + $0]) == nameBytes[$0] })
            {
                guard let value else { return "" }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
            }
        }
        return nil
    }

    /// A JSON-LD block: the body of a `<script>`, or the `content` of a `<meta name="application/ld+json">`.
    enum JSONLDBlock {
        case body(Range<Int>)
        case attribute(String)
    }

    /// The JSON-LD blocks of the page, in page order.
    func jsonLDBlocks() -> [JSONLDBlock] {
        var blocks: [JSONLDBlock] = []
        var position = 0
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            let isScript = matches("<script", at: open)
            guard isScript || matches("<meta", at: open) else { continue }
            guard let end = tagEnd(from: open) else { continue }
            position = end + 1
            if !isScript {
                if let name = attribute("name", in: open..<(end + 1)), name.lowercased().containsBytes("ld+json"),
                    let content = attribute("content", in: open..<(end + 1))
                {
                    blocks.append(.attribute(TextCleaner.decodeEntities(content)))
                }
                continue
            }
            guard let type = attribute("type", in: open..<(end + 1)), type.lowercased().containsBytes("ld+json") else {
                if let close = find("</script", from: end + 1) { position = close }
                continue
            }
            guard let close = find("</script", from: end + 1) else {
                blocks.append(.body((end + 1)..<bytes.count))
                break
            }
            blocks.append(.body((end + 1)..<close))
            position = close
        }
        return blocks
    }

    /// The `lang` of the `<html>` element, when the page states one.
    func htmlLanguage() -> String? {
        var position = 0
        while let open = find("<html", from: position) {
            position = open + 1
            let next = open + 5 < bytes.count ? bytes[open + 5] : 0
            guard isSpace(next) || next == UInt8(ascii: ">") else { continue }
            guard let end = tagEnd(from: open) else { return nil }
            if let lang = attribute("lang", in: open..<(end + 1)) ?? attribute("xml:lang", in: open..<(end + 1)) {
                let trimmed = lang.trimmingSpaces
                return trimmed.isEmpty ? nil : trimmed
            }
            return nil
        }
        return nil
    }

    /// The text of the page's `<title>` element (entities and markup left as written), or nil.
    func pageTitle() -> String? {
        var position = 0
        while let open = find("<title", from: position) {
            position = open + 1
            let next = open + 6 < bytes.count ? bytes[open + 6] : 0
            guard isSpace(next) || next == UInt8(ascii: ">") else { continue }
            guard let end = tagEnd(from: open), let close = find("</title", from: end + 1, to: min(bytes.count, end + 2049))
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(end + 1)..<close]), as: UTF8.self)
        }
        return nil
    }

    /// How many list items (`<li>`) start with an amount: a digit or a vulgar fraction (`½`, `⅓`). A cheap
    /// count of the lines a page shows that look like ingredients, to tell whether it shows more than its
    /// JSON-LD gives without parsing the page.
    func listItemsWithAmounts() -> Int {
        var count = 0
        var position = 0
        while let open = find("<li", from: position) {
            position = open + 3
            guard position < bytes.count, isSpace(bytes[position]) || bytes[position] == UInt8(ascii: ">"),
                let end = tagEnd(from: open)
            else { continue }
            var index = end + 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            // The amount may sit in the item's first inline elements (`<li><span><span>250</span>…`): up to
            // three opening `<span>`, `<strong>` or `<b>` tags are stepped over (not links: menus of numbered
            // articles would have every page parsed).
            var tags = 0
            while tags < 3, index + 8 < bytes.count, bytes[index] == UInt8(ascii: "<"),
                matches("<span", at: index) && (isSpace(bytes[index + 5]) || bytes[index + 5] == UInt8(ascii: ">"))
                    || matches("<strong", at: index)
                    || matches("<b", at: index) && (isSpace(bytes[index + 2]) || bytes[index + 2] == UInt8(ascii: ">")),
                let close = tagEnd(from: index)
            {
                index = close + 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                tags += 1
            }
            guard index + 2 < bytes.count else { break }
            let byte = bytes[index]
            // ASCII digits; `¼` `½` `¾` (C2 BC–BE); `⅐`…`⅞` (E2 85 90–9E).
            if byte >= 0x30 && byte <= 0x39 || byte == 0xC2 && bytes[index + 1] >= 0xBC && bytes[index + 1] <= 0xBE
                || byte == 0xE2 && bytes[index + 1] == 0x85 && bytes[index + 2] >= 0x90 && bytes[index + 2] <= 0x9E
            {
                count += 1
            }
            position = end + 1
        }
        return count
    }

    /// Whether `text` is the whole text of a heading somewhere on the page: an `<h2>`…`<h6>`, or an element
    /// whose class names a title or heading (`recipe-ingredients__title`), white space and a colon aside.
    func showsAsHeading(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count >= 2 else { return false }
        var position = 0
        while let hit = find(first, from: position) {
            position = hit + 1
            guard hit + needle.count <= bytes.count,
                (0..<needle.count).allSatisfy({ bytes[hit + $0] == needle[$0] })
            else { continue }
            var before = hit - 1
            while before >= 0, isSpace(bytes[before]) { before -= 1 }
            var after = hit + needle.count
            while after < bytes.count, isSpace(bytes[after]) || bytes[after] == UInt8(ascii: ":") { after += 1 }
            guard before > 0, bytes[before] == UInt8(ascii: ">"), after < bytes.count, bytes[after] == UInt8(ascii: "<")
            else { continue }
            // The tag the text stands in: back from its `>` to its `<`, within a tag's length.
            var open = before - 1
            while open >= 0, before - open < 2048, bytes[open] != UInt8(ascii: "<"), bytes[open] != UInt8(ascii: ">") {
                open -= 1
            }
            guard open >= 0, bytes[open] == UInt8(ascii: "<"), open + 2 < before else { continue }
            if lowered(bytes[open + 1]) == UInt8(ascii: "h"), (0x32...0x36).contains(bytes[open + 2]),
                isSpace(bytes[open + 3]) || bytes[open + 3] == UInt8(ascii: ">")
            {
                return true
            }
            if let classes = attribute("class", in: open..<(before + 1)), Self.classNamesTitle(classes) { return true }
        }
        return false
    }

    /// Whether a class token is, or ends in, a title word (`title`, `ingredient-group-name`, `__heading`).
    static func classNamesTitle(_ classes: String) -> Bool {
        for token in classes.lowercased().split(separator: " ") {
            for hint in ["title", "heading", "header", "group-name", "groupname", "subhead", "subtitle"]
            where token == hint || token.hasSuffix("-" + hint) || token.hasSuffix("_" + hint) {
                return true
            }
        }
        return false
    }

    /// The charset a `<meta>` tag (or an XML declaration) in the first 64 KB declares.
    func declaredCharset() -> String? {
        let limit = min(bytes.count, 65_536)
        if matches("<?xml", at: 0), let end = find(UInt8(ascii: ">"), from: 0, to: limit),
            let encoding = attribute("encoding", in: 0..<(end + 1))
        {
            return encoding
        }
        var position = 0
        while let open = find("<meta", from: position, to: limit) {
            guard let end = tagEnd(from: open) else { return nil }
            position = end + 1
            let range = open..<(end + 1)
            if let charset = attribute("charset", in: range), !charset.isEmpty { return charset }
            if let equiv = attribute("http-equiv", in: range), equiv.lowercased() == "content-type",
                let content = attribute("content", in: range)
            {
                let lower = content.lowercased()
                if let found = lower.range(of: "charset=") {
                    let value = lower[found.upperBound...].prefix { !$0.isWhitespace && $0 != ";" && $0 != "\"" && $0 != "'" }
                    if !value.isEmpty { return String(value) }
                }
            }
        }
        return nil
    }

    private func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}

extension String {
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !TextCleaner.isSpace($0) }),
            let last = scalars.lastIndex(where: { !TextCleaner.isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
