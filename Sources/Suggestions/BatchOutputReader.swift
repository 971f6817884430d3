public import Catalog
public import Foundation

/// Reads `kaimono batch` output (JSONL, one recipe per line with each line's parse and match) into
/// recipe-index entries, without parsing or matching again.
///
/// Error records (`{"error": …}`) are counted and skipped; a line that is not a batch record is an error
/// naming the file and line.
public struct BatchOutputReader: Sendable {
    /// What reading a file gave.
    public struct Result: Sendable {
        public var recipes: [IndexedRecipe]
        /// Records that were errors in the batch itself.
        public var errorRecords: Int
        /// Recipes without ingredient lines, skipped.
        public var emptyRecipes: Int
    }

    private struct Record: Decodable {
        var source: String?
        var line: Int?
        var index: Int?
        var id: String?
        var title: String?
        var servings: Double?
        var language: String?
        var ingredients: [Line]?
        var error: ErrorBody?
    }

    private struct ErrorBody: Decodable {
        var code: String?
    }

    private struct Line: Decodable {
        var text: String
        var name: String?
        var group: String?
        var optional: Bool?
        var toTaste: Bool?
        var food: String?
        var amount: AmountBody?
        var status: String?
        var product: ProductBody?
    }

    private struct AmountBody: Decodable {
        var value: Double
        var dimension: String
    }

    private struct ProductBody: Decodable {
        var productId: String?
    }

    /// A reader.
    public init() {}

    /// Reads the batch output at `path`; `origin` is recorded on every recipe (default: the path).
    public func read(path: String, origin: String? = nil) throws(SuggestionsError) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path, reason: UnreadableFile.reason(path))
        }
        return try read(data: data, path: path, origin: origin ?? path)
    }

    /// Reads batch output bytes; `path` names them in errors.
    public func read(data: Data, path: String, origin: String) throws(SuggestionsError) -> Result {
        let decoder = JSONDecoder()
        var result = Result(recipes: [], errorRecords: 0, emptyRecipes: 0)
        var lineNumber = 0
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            lineNumber += 1
            let slice = data[start..<end]
            start = end < data.endIndex ? data.index(after: end) : end
            guard slice.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            let record: Record
            do {
                record = try decoder.decode(Record.self, from: slice)
            } catch {
                throw .badBatchLine(path, line: lineNumber, reason: Self.describe(error))
            }
            if record.error != nil {
                result.errorRecords += 1
                continue
            }
            guard let lines = record.ingredients else {
                throw .badBatchLine(path, line: lineNumber, reason: "no \"ingredients\" array and no \"error\"")
            }
            guard !lines.isEmpty else {
                result.emptyRecipes += 1
                continue
            }
            let source = record.source ?? path
            result.recipes.append(IndexedRecipe(
                id: Self.identifier(record, source: source, fallbackLine: lineNumber), title: record.title,
                source: source, servings: record.servings, language: record.language, origin: origin,
                ingredients: lines.map(Self.ingredient)))
        }
        return result
    }

    /// The record's own id, else where it came from (`source`, its input line and array index).
    private static func identifier(_ record: Record, source: String, fallbackLine: Int) -> String {
        if let id = record.id?.trimmingCharacters(in: .whitespaces), !id.isEmpty { return id }
        var id = source
        if let line = record.line { id += ":\(line)" }
        if let index = record.index { id += "#\(index)" }
        return id
    }

    private static func ingredient(_ line: Line) -> IndexedIngredient {
        var amount: IndexedAmount?
        if let body = line.amount, body.value.isFinite, body.value >= 0 {
            switch body.dimension {
            case "mass": amount = IndexedAmount(value: body.value, unit: .g)
            case "volume": amount = IndexedAmount(value: body.value, unit: .ml)
            case "count": amount = IndexedAmount(value: body.value, unit: .piece)
            default: amount = nil
            }
        }
        return IndexedIngredient(
            text: line.text, name: line.name ?? line.text, group: line.group, food: line.food,
            productId: line.product?.productId, amount: amount,
            status: line.status.flatMap(IndexedIngredient.Status.init(rawValue:)), optional: line.optional ?? false,
            toTaste: line.toTaste ?? false)
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON (\(error))" }
        switch error {
        case .dataCorrupted(let context): return "not JSON: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }
        return parts.isEmpty ? "the top level" : parts.joined()
    }
}
