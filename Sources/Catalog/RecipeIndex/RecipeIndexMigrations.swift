import GRDB

extension KaimonoDatabase {
    /// The recipe index tables: recipes, and their lines with food, product and amount for the reverse path.
    static func registerRecipeIndexMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("recipe-index-v1") { db in
            try db.create(table: IndexedRecipeRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("title", .text)
                t.column("source", .text).notNull()
                t.column("servings", .double)
                t.column("language", .text)
                t.column("origin", .text).notNull().indexed()
            }
            try db.create(table: IndexedLineRecord.databaseTableName) { t in
                t.column("recipeId", .text).notNull()
                    .references(IndexedRecipeRecord.databaseTableName, onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("text", .text).notNull()
                t.column("name", .text).notNull()
                t.column("groupName", .text)
                t.column("foodId", .text)
                t.column("productId", .text)
                t.column("amountValue", .double)
                t.column("amountUnit", .text)
                t.column("status", .text)
                t.column("optional", .boolean).notNull()
                t.column("toTaste", .boolean).notNull()
                t.primaryKey(["recipeId", "position"])
            }
            // Covering indexes: food or product → recipe without touching the rows.
            try db.create(
                index: "recipeLine_food", on: IndexedLineRecord.databaseTableName, columns: ["foodId", "recipeId"])
            try db.create(
                index: "recipeLine_product", on: IndexedLineRecord.databaseTableName,
                columns: ["productId", "recipeId"])
        }
    }
}
