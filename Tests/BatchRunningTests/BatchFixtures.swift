import FoodLexicon
import Foundation
import IngredientParsing

@testable import BatchRunning

/// Paths, temporary folders and a parser shared by the batch tests.
enum BatchFixtures {
    /// The folder of the fixture files copied with the tests.
    static var folder: String {
        (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Fixtures").path
    }

    static func path(_ name: String) -> String { folder + "/" + name }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-batch-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func parser() throws -> IngredientParser {
        IngredientParser(lexicon: try Lexicon.bundled())
    }

    /// Every record the reader gives for `inputs`.
    static func records(_ inputs: [String], limit: Int = 1_000_000) -> [RawRecord] {
        let reader = RecordReader(inputs: inputs, limit: limit, progress: ProgressCounter())
        var records: [RawRecord] = []
        while let record = reader.next() { records.append(record) }
        return records
    }

    /// A JSONL dump of `count` generated recipes, written to `path`, varied like a real one.
    static func writeDump(count: Int, to path: String) throws {
        let japanese = ["鶏もも肉 %dg", "玉ねぎ %d個", "醤油 大さじ%d", "みりん 大さじ%d", "塩 少々", "ふしぎな粉 %dg"]
        let english = ["%d cups all-purpose flour", "%d large eggs", "%d tbsp butter, melted", "salt to taste", "%d oz zorbleberries"]
        var text = ""
        for index in 0..<count {
            let lines = (index % 2 == 0 ? japanese : english).enumerated().map { position, line in
                line.replacingOccurrences(of: "%d", with: String(1 + (index + position) % 5))
            }
            let quoted = lines.map { "\"\($0)\"" }.joined(separator: ", ")
            switch index % 4 {
            case 0, 2: text += "{\"id\": \"r\(index)\", \"title\": \"Recipe \(index)\", \"ingredients\": [\(quoted)]}\n"
            case 1: text += "{\"@type\": \"Recipe\", \"name\": \"Dish \(index)\", \"recipeYield\": \"\(index % 6 + 1)\", \"recipeIngredient\": [\(quoted)]}\n"
            default:
                if index % 12 == 3 {
                    text += "{\"id\": \"broken-\(index)\", \"ingredients\": [\n"
                } else {
                    text += "{\"id\": \"g\(index)\", \"title\": \"Grouped \(index)\", \"ingredients\": [\(lines.map { "{\"text\": \"\($0)\", \"group\": \"A\"}" }.joined(separator: ", "))]}\n"
                }
            }
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// A stand-in matcher: pantry for staples, matched for other known foods, unmatched otherwise.
struct FakeMatcher: IngredientMatching {
    var identity: String { "fake-1" }

    func match(_ ingredient: ParsedIngredient) -> MatchOutcome {
        guard let food = ingredient.food else { return MatchOutcome(status: .unmatched) }
        if ["salt", "soy-sauce", "mirin"].contains(food) { return MatchOutcome(status: .pantry) }
        return MatchOutcome(status: .matched, productId: "p-\(food)", productName: food.uppercased(), shopId: "s-1", score: 0.87654)
    }
}
