import Foundation

/// Finds schema.org Recipe objects in parsed JSON (JSON-LD blocks or JSON documents) and reads their fields.
///
/// Handles `@graph`, top-level arrays, `@type` lists (`["Recipe", "NewsArticle"]`), prefixed types
/// (`schema:Recipe`), `recipeIngredient` and the legacy `ingredients`, a single string with one line
/// per ingredient, `HowToSection` groups and our own `{"text", "group"}` entries.
enum SchemaRecipeReader {
    /// Every object typed Recipe, in document order, walked without recursion.
    static func recipeObjects(in root: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var stack: [Any] = [root]
        while let value = stack.popLast() {
            if let array = value as? [Any] {
                stack.append(contentsOf: array.reversed())
            } else if let object = value as? [String: Any] {
                if isRecipe(object) { found.append(object) }
                var children: [Any] = []
                for (key, child) in object where key != "recipeIngredient" && key != "ingredients"
                    && key != "recipeInstructions" && (child is [Any] || child is [String: Any])
                {
                    // @graph and mainEntity come first so page order is kept for the common layouts.
                    if key == "@graph" || key == "mainEntity" { children.insert(child, at: 0) } else { children.append(child) }
                }
                stack.append(contentsOf: children.reversed())
            }
        }
        return found
    }

    /// Whether `@type` names Recipe (any case, any prefix).
    static func isRecipe(_ object: [String: Any]) -> Bool {
        typeNames(object).contains { $0 == "recipe" }
    }

    static func typeNames(_ object: [String: Any]) -> [String] {
        let raw = object["@type"] ?? object["type"]
        let names: [String]
        if let name = raw as? String { names = [name] } else if let list = raw as? [Any] { names = list.compactMap { $0 as? String } } else { names = [] }
        return names.map { name in
            let lower = name.lowercased()
            if let cut = lower.lastIndex(where: { $0 == "/" || $0 == ":" || $0 == "#" }) {
                return String(lower[lower.index(after: cut)...])
            }
            return lower
        }
    }

    /// Whether an object looks like a recipe though it has no `@type` (our JSON, scraper dumps).
    static func looksLikeRecipe(_ object: [String: Any]) -> Bool {
        object["recipeIngredient"] != nil || object["ingredients"] != nil || object["ingredient_groups"] != nil
    }

    /// The fields of one recipe object.
    static func fields(of object: [String: Any]) -> RecipeFields {
        var fields = RecipeFields()
        fields.title = string(object["name"]) ?? string(object["headline"]) ?? string(object["title"])
        fields.yield = yieldText(object["recipeYield"] ?? object["yield"] ?? object["yields"])
        fields.language = string(object["inLanguage"]) ?? string(object["language"])
        if let groups = object["ingredient_groups"] as? [Any], !groups.isEmpty {
            var collector = EntryCollector()
            for case let group as [String: Any] in groups {
                let name = string(group["purpose"]) ?? string(group["name"]) ?? string(group["title"])
                collect(group["ingredients"] ?? group["items"], group: name, into: &collector)
            }
            fields.ingredients = collector.entries
        }
        if fields.ingredients.isEmpty {
            var collector = EntryCollector()
            collect(object["recipeIngredient"], group: nil, into: &collector)
            if collector.entries.isEmpty { collect(object["ingredients"], group: nil, into: &collector) }
            fields.ingredients = collector.entries
        }
        return fields
    }

    /// Adds the lines of an ingredient value (string, array, section or entry object) to `collector`.
    private static func collect(_ value: Any?, group: String?, into collector: inout EntryCollector) {
        // An explicit stack keeps document order without recursion: (value, group).
        var stack: [(Any, String?)] = value.map { [($0, group)] } ?? []
        while let (item, itemGroup) = stack.popLast() {
            if let text = item as? String {
                for line in splitLines(text) { collector.add(line, group: itemGroup) }
            } else if let array = item as? [Any] {
                if let strings = array as? [String], let joined = rejoinCommaSplit(strings) {
                    stack.append(contentsOf: joined.reversed().map { ($0, itemGroup) })
                    continue
                }
                stack.append(contentsOf: array.reversed().map { ($0, itemGroup) })
            } else if let object = item as? [String: Any] {
                let types = typeNames(object)
                let children = object["itemListElement"] ?? object["recipeIngredient"] ?? object["ingredients"]
                    ?? object["items"]
                if let children, types.contains("howtosection") || types.contains("itemlist") || object["text"] == nil {
                    let name = string(object["name"]) ?? string(object["purpose"]) ?? string(object["title"]) ?? itemGroup
                    stack.append((children, name))
                } else if let text = string(object["text"]) ?? string(object["name"]) ?? string(object["item"]) {
                    let ownGroup = string(object["group"]) ?? itemGroup
                    collector.add(text, group: ownGroup)
                }
            } else if let number = item as? Double {
                collector.add(String(number), group: itemGroup)
            }
        }
    }

    /// Some exporters split every line at its commas into items of their own (`"250 g Schweinefleisch"`,
    /// `" in Stücken"`, `" 1"`, `"5 TL Senf"`, `" 1 TL Kräuter (Thymian"`, `" Oregano)"`). Such a list shows it
    /// by items starting with the comma's space together with a bracket closed only in a later item or a bare
    /// number followed by an item starting with a digit (a decimal comma); it is joined back: a bracket up to
    /// its close, a bare number to the next item (`1,5 TL Senf`), and an item after the comma's space that
    /// starts in lower case without an amount to a line before it that has one (`250 g Schweinefleisch, in
    /// Stücken`; `Salz`, ` frisch gemahlener Pfeffer` stay two). `nil` when the list shows no such split.
    static func rejoinCommaSplit(_ items: [String]) -> [String]? {
        func opens(_ text: String) -> Bool {
            text.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) } > 0
        }
        func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
        func isBareNumber(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy(isDigit) }
        func startsWithDigit(_ text: Substring) -> Bool { text.first.map(isDigit) ?? false }
        guard items.count >= 2, items.contains(where: { $0.first == " " }) else { return nil }
        let trimmed = items.map { $0.trimmingSpaces }
        let bracketSplit = trimmed.dropLast().contains(where: opens)
        let decimalSplit = zip(trimmed, trimmed.dropFirst()).contains {
            isBareNumber($0[...]) && startsWithDigit($1[...])
        }
        guard bracketSplit || decimalSplit else { return nil }
        var lines: [String] = []
        for (raw, text) in zip(items, trimmed) where !text.isEmpty {
            guard let last = lines.last else {
                lines.append(text)
                continue
            }
            if opens(last) {
                lines[lines.count - 1] = last + ", " + text
            } else if isBareNumber(last[...]), startsWithDigit(text[...]) {
                lines[lines.count - 1] = last + "," + text
            } else if raw.first == " ", text.first?.isLowercase ?? false, !RecipeExtractor.hasAmount(text),
                RecipeExtractor.hasAmount(last)
            {
                lines[lines.count - 1] = last + ", " + text
            } else {
                lines.append(text)
            }
        }
        return lines
    }

    /// One JSON string may hold several lines: newlines, `<br>` or `<li>` separate them.
    static func splitLines(_ raw: String) -> [String] {
        var text = raw
        if text.utf8.contains(UInt8(ascii: "<")) {
            for tag in ["<br>", "<br/>", "<br />", "<BR>", "</li>", "</p>", "<li>", "<p>"] {
                text = text.replacingAll(tag, with: "\n")
            }
        }
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return [cleanLine(text)]
        }
        let parts = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { cleanLine(String($0)) }
            .filter { !$0.isEmpty }
        // A part without letters, or of amounts and unit words only, is an amount broken off its ingredient
        // (`2` / `bay leaf`, `1/2 teaspoon` / `ground cinnamon`): join them.
        var lines: [String] = []
        var pendingAmount: String?
        for part in parts {
            if !part.contains(where: \.isLetter) || LineShape(part) == .fragment {
                pendingAmount = pendingAmount.map { $0 + " " + part } ?? part
                continue
            }
            if let amount = pendingAmount {
                lines.append(amount + " " + part)
                pendingAmount = nil
            } else {
                lines.append(part)
            }
        }
        if let amount = pendingAmount { lines.append(amount) }
        return lines
    }

    /// Cleans one line; a line that is wholly bold or a heading (`<b>SAUCE</b>`) and has no digits is a
    /// group header, returned with a colon so the collector takes it as one.
    private static func cleanLine(_ raw: String) -> String {
        let cleaned = TextCleaner.cleanMarkup(raw)
        let trimmed = raw.trimmingSpaces.lowercased()
        for tag in ["b", "strong", "h2", "h3", "h4", "h5", "h6"]
        where trimmed.hasPrefix("<\(tag)>") && trimmed.hasSuffix("</\(tag)>") {
            if !cleaned.isEmpty, !cleaned.contains(where: \.isNumber), !cleaned.hasSuffix(":") { return cleaned + ":" }
        }
        return cleaned
    }

    /// A cleaned string from a JSON value: strings, numbers, `{"name": …}` objects and first elements of arrays.
    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String:
            let cleaned = TextCleaner.cleanMarkup(text)
            return cleaned.isEmpty ? nil : cleaned
        case let array as [Any]:
            for element in array { if let text = string(element) { return text } }
            return nil
        case let object as [String: Any]:
            return string(object["name"] ?? object["@value"] ?? object["text"])
        case let number as Int:
            return String(number)
        case let number as Double:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default:
            return nil
        }
    }

    /// The yield as written; of several (`["4", "4 servings"]`) the most descriptive one.
    static func yieldText(_ value: Any?) -> String? {
        if let array = value as? [Any] {
            let texts = array.compactMap { string($0) }
            return texts.first { $0.contains(where: \.isLetter) } ?? texts.first
        }
        return string(value)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsBytes(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
