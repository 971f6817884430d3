import GRDB

/// A row of the `indexedRecipe` table.
struct IndexedRecipeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "indexedRecipe"

    var id: String
    var title: String?
    var source: String
    var servings: Double?
    var language: String?
    var origin: String
}

/// A row of the `indexedLine` table: one ingredient line of an indexed recipe.
struct IndexedLineRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "indexedLine"

    var recipeId: String
    var position: Int
    var text: String
    var name: String
    var groupName: String?
    var foodId: String?
    var productId: String?
    var amountValue: Double?
    var amountUnit: String?
    var status: String?
    var optional: Bool
    var toTaste: Bool
}
