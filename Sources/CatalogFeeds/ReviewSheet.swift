public import Catalog
public import FoodLexicon
public import Foundation

/// The review sheet a person fills in, and the overrides file it becomes.
///
/// `kaimono catalog review` writes one row per product to check (low confidence, not food, prepared):
/// `id,name,kind,tagged_foods,confidence,foods,not_food,prepared,attributes`. The last four columns are left
/// empty for the person: `foods` (lexicon ids, `|`-joined, main first), `not_food` / `prepared` (`yes`),
/// `attributes` (words read with the name, such as `冷凍` or `dried`). The same file is read back by
/// `--overrides`; rows whose four columns are empty say nothing and are skipped.
public enum ReviewSheet {
    /// The header of the sheet.
    public static let header = ["id", "name", "kind", "tagged_foods", "confidence", "foods", "not_food", "prepared", "attributes"]

    /// Products to review: below `threshold`, or not food, or prepared; lowest confidence first.
    public static func rows(_ products: [Product], below threshold: Double) -> [Product] {
        products.filter { p in
            p.onSale && ((p.confidence.map { $0 < threshold } ?? false) || (p.confidence != nil && p.kind != .food))
        }.sorted { ($0.confidence ?? 1, $0.id) < ($1.confidence ?? 1, $1.id) }
    }

    /// The CSV text of the sheet.
    public static func csv(_ products: [Product]) -> String {
        var out = header.joined(separator: ",") + "\n"
        for p in products {
            let fields = [
                p.id, p.name, p.kind.rawValue, p.foods.joined(separator: "|"),
                p.confidence.map { String(format: "%.2f", $0) } ?? "", "", "", "", "",
            ]
            out += fields.map(quote).joined(separator: ",") + "\n"
        }
        return out
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Reads an overrides file (the filled-in sheet, or any CSV with `id` and some of `foods`, `not_food`,
    /// `prepared`, `attributes`); every food id must be in `lexicon`. Bad rows throw with their lines.
    public static func readOverrides(
        url: URL, lexicon: Lexicon, extractor: AttributeExtractor = .bundled
    ) throws -> [ProductOverride] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CatalogError.unreadable(url.path, reason: "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CatalogError.unreadable(url.path, reason: "not UTF-8 text")
        }
        let file = url.lastPathComponent
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        guard !lines.isEmpty else { throw CatalogError.unknownFormat(file, reason: "line 1: empty file") }
        let names = FeedReader.splitCSV(lines.removeFirst().replacingOccurrences(of: "\u{FEFF}", with: "")).fields
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        guard let idColumn = column("id"),
              column("foods") != nil || column("not_food") != nil || column("prepared") != nil || column("attributes") != nil
        else {
            throw CatalogError.unknownFormat(
                file, reason: "line 1: an overrides file has an id column and foods, not_food, prepared or attributes")
        }
        var overrides: [ProductOverride] = []
        var issues: [CatalogError.RowIssue] = []
        for (k, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let number = k + 2
            let fields = FeedReader.splitCSV(line).fields
            func value(_ name: String) -> String {
                guard let c = column(name), c < fields.count else { return "" }
                return fields[c].trimmingCharacters(in: .whitespaces)
            }
            let id = idColumn < fields.count ? fields[idColumn] : ""
            let foods = value("foods").split(whereSeparator: { $0 == "|" || $0 == " " }).map(String.init)
            // (A flag is yes or no: `maybe` had been read as no without a word.)
            func flag(_ name: String) -> Bool {
                let said = value(name).lowercased()
                if Self.yes.contains(said) { return true }
                if !Self.no.contains(said) {
                    issues.append(.init(
                        file: file, line: number, message: "\(name) '\(value(name))' is neither yes nor no (yes, y, true, 1, x; or empty, no)"))
                }
                return false
            }
            let notFood = flag("not_food")
            let prepared = flag("prepared")
            let attributes = value("attributes")
            if foods.isEmpty && !notFood && !prepared && attributes.isEmpty { continue }
            if id.isEmpty { issues.append(.init(file: file, line: number, message: "id is empty")) }
            // Words the tagger reads nothing in would change nothing (`sparkly`): a typo, said so.
            if !attributes.isEmpty, Self.saysNothing(extractor.attributes(in: attributes, category: nil)) {
                issues.append(.init(
                    file: file, line: number,
                    message: "attributes '\(attributes)' name no form, state, spec or diet the tagger knows (data/lexicon/attributes.tsv: `冷凍`, `dried`, `low-fat` …)"))
            }
            for food in foods where lexicon.food(id: food) == nil {
                issues.append(.init(file: file, line: number, message: "food '\(food)' is not in the lexicon (data/lexicon/foods.tsv)"))
            }
            if notFood && !foods.isEmpty {
                issues.append(.init(file: file, line: number, message: "not_food and foods both given; keep one"))
            }
            overrides.append(ProductOverride(
                productId: id, foods: foods, kind: notFood ? .nonFood : prepared ? .prepared : nil, attributes: attributes))
        }
        if !issues.isEmpty { throw CatalogError.badRows(issues) }
        return overrides
    }

    static let yes: Set<String> = ["yes", "y", "true", "1", "x"]
    static let no: Set<String> = ["", "no", "n", "false", "0", "-"]

    /// Whether attributes read from words say nothing at all.
    static func saysNothing(_ said: FoodAttributes) -> Bool {
        said.traits.isEmpty && said.diet.rawValue == 0 && said.contradicted.rawValue == 0 && said.fatPercent == nil
            && said.leanPercent == nil && said.grade == nil && !said.nonFood && !said.dish
    }
}
