public import RecipeExtraction
import Catalog
public import Foundation

/// Reads recipe files (HTML pages or JSON) for a cart.
public enum RecipeLoader {
    /// The recipes in the file at `path` (a page holds one; a JSON file may hold several).
    public static func load(path: String) throws(OrderingError) -> [Recipe] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableRecipe(path, reason: UnreadableFile.reason(path))
        }
        return try load(data: data, source: path)
    }

    /// The recipes in `data` (a page or JSON document already read, as standard input), named `source`.
    public static func load(data: Data, source path: String) throws(OrderingError) -> [Recipe] {
        let recipes: [Recipe]
        do throws(ExtractionError) {
            recipes = try RecipeExtractor().extract(data: data, source: path)
        } catch {
            // The extractor's message may already start with the path.
            let message = error.message.hasPrefix(path + ": ") ? String(error.message.dropFirst(path.count + 2)) : error.message
            throw .unreadableRecipe(path, reason: message)
        }
        guard !recipes.isEmpty, recipes.contains(where: { !$0.ingredients.isEmpty }) else {
            throw .unreadableRecipe(path, reason: "no ingredient list found")
        }
        return recipes.filter { !$0.ingredients.isEmpty }
    }
}
