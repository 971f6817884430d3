/// Where the recipe index lives: `GRDBRecipeIndexStore` (SQLite) or the PostgreSQL module's store.
///
/// The index serves the reverse path (product → recipes): lookups by food id are indexed, and the
/// whole index can be read once into memory for fast repeated queries.
public protocol RecipeIndexStore: Sendable {
    /// Recipes in the index.
    func recipeCount() async throws -> Int
    /// Adds recipes in one transaction, replacing recipes with the same id; returns how many were written.
    @discardableResult
    func upsert(_ recipes: [IndexedRecipe]) async throws -> Int
    /// Every recipe, in the order they were first added.
    func allRecipes() async throws -> [IndexedRecipe]
    /// Recipes with a line of one of `foods`, or a line matched to `productId`.
    func recipes(usingFoods foods: [String], orProduct productId: String?) async throws -> [IndexedRecipe]
    /// Recipe counts by origin (`bundled`, batch file paths).
    func origins() async throws -> [(origin: String, recipes: Int)]
    /// Removes every recipe; returns how many there were.
    @discardableResult
    func removeAll() async throws -> Int
}
