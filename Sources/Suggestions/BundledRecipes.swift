public import Foundation
import KaimonoData
public import RecipeExtraction

/// The sample recipes shipped in `data/recipes/`: our recipe JSON files and the HTML pages.
public enum BundledRecipes {
    /// One bundled recipe with the id it is indexed under.
    public struct Item: Sendable {
        public var id: String
        public var recipe: Recipe
    }

    /// Every bundled recipe (JSON files, then `html/` pages, then the pages beside the JSON files).
    ///
    /// A file that cannot be read is skipped and named in `problems`; ids are the file names without
    /// extension (`oyakodon`), prefixed with `html/` when a JSON recipe already has that id.
    public static func load(folder: URL? = nil) -> (items: [Item], problems: [String]) {
        let folder = folder ?? BundledData.file("recipes")
        let extractor = RecipeExtractor()
        var items: [Item] = []
        var problems: [String] = []
        var seen: Set<String> = []
        let manager = FileManager.default
        let files = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let pages = ((try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent("html").path)) ?? [])
            .sorted().map { "html/" + $0 }
        let ordered = files.filter { $0.hasSuffix(".json") } + pages.filter { $0.hasSuffix(".html") }
            + files.filter { $0.hasSuffix(".html") }
        for name in ordered {
            let url = folder.appendingPathComponent(name)
            guard let data = manager.contents(atPath: url.path) else {
                problems.append("\(name): not readable")
                continue
            }
            let source = "recipes/" + name
            do throws(ExtractionError) {
                let recipes = try extractor.extract(data: data, source: source)
                let stem = String(name.split(separator: "/").last ?? Substring(name))
                    .replacingOccurrences(of: ".json", with: "").replacingOccurrences(of: ".html", with: "")
                for (k, recipe) in recipes.enumerated() where !recipe.ingredients.isEmpty {
                    var id = recipes.count > 1 ? "\(stem)-\(k + 1)" : stem
                    if seen.contains(id) { id = "html/" + id }
                    seen.insert(id)
                    items.append(Item(id: id, recipe: recipe))
                }
            } catch {
                problems.append(error.message)
            }
        }
        return (items, problems)
    }
}
