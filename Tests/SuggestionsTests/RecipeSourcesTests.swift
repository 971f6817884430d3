import Foundation
import Testing

/// The bundled recipes are generated from `data/recipe-sources/` (`scripts/build-recipes.py`): every
/// definition has its generated file, with the title and lines it defines, and no file lacks a definition.
@Suite struct RecipeSourcesTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data")

    struct Definition {
        var id: String
        var title: String
        var kind: String
        var lines: [String]
    }

    static func definitions() throws -> [Definition] {
        let folder = data.appendingPathComponent("recipe-sources")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
            .map { name in
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                let header = (rows.first ?? "").dropFirst().split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let lines = rows.dropFirst().filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix(">") }
                return Definition(
                    id: header.first ?? "", title: header.count > 1 ? header[1] : "",
                    kind: header.count > 6 ? header[6] : "", lines: Array(lines))
            }
    }

    @Test func everyDefinitionHasItsGeneratedFileAndBack() throws {
        let definitions = try Self.definitions()
        #expect(definitions.count >= 329)
        let recipes = Self.data.appendingPathComponent("recipes")
        var jsonIDs: Set<String> = []
        for definition in definitions {
            if definition.kind.isEmpty {
                jsonIDs.insert(definition.id)
                let json = try Data(contentsOf: recipes.appendingPathComponent(definition.id + ".json"))
                let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
                #expect(object["title"] as? String == definition.title, "\(definition.id)")
                let lines = (object["ingredients"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                #expect(lines == definition.lines, "\(definition.id)")
            } else {
                let page = try String(contentsOf: recipes.appendingPathComponent("html/\(definition.id).html"), encoding: .utf8)
                let title = definition.title.replacingOccurrences(of: "&", with: "&amp;")
                    .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                #expect(page.contains("<h1") && page.contains(title), "\(definition.id)")
            }
        }
        let generated = try FileManager.default.contentsOfDirectory(atPath: recipes.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(generated) == jsonIDs)
    }
}
