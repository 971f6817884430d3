import Foundation
import GRDB

/// The recipe index over the Kaimono SQLite database (the same file as the catalog).
///
/// Writes use cached prepared statements in one transaction, so a batch output of 100,000 recipes loads
/// in seconds; reads walk row cursors by column index and group lines under their recipe.
public struct GRDBRecipeIndexStore: RecipeIndexStore {
    private let database: KaimonoDatabase

    /// A store over `database`.
    public init(database: KaimonoDatabase) {
        self.database = database
    }

    public func recipeCount() async throws -> Int {
        try await guarded { try await database.writer.read { db in try IndexedRecipeRecord.fetchCount(db) } }
    }

    @discardableResult
    public func upsert(_ recipes: [IndexedRecipe]) async throws -> Int {
        try await guarded {
            try await database.writer.write { db in
                let deleteRecipe = try db.cachedStatement(sql: "DELETE FROM indexedRecipe WHERE id = ?")
                let insertRecipe = try db.cachedStatement(sql: """
                    INSERT INTO indexedRecipe (id, title, source, servings, language, origin) VALUES (?, ?, ?, ?, ?, ?)
                    """)
                let insertLine = try db.cachedStatement(sql: """
                    INSERT INTO indexedLine (recipeId, position, text, name, groupName, foodId, productId,
                        amountValue, amountUnit, status, optional, toTaste)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for recipe in recipes {
                    try deleteRecipe.execute(arguments: [recipe.id])
                    try insertRecipe.execute(arguments: [
                        recipe.id, recipe.title, recipe.source, recipe.servings, recipe.language, recipe.origin,
                    ])
                    for (position, line) in recipe.ingredients.enumerated() {
                        try insertLine.execute(arguments: [
                            recipe.id, position, line.text, line.name, line.group, line.food, line.productId,
                            line.amount?.value, line.amount?.unit.rawValue, line.status?.rawValue, line.optional,
                            line.toTaste,
                        ])
                    }
                }
                return recipes.count
            }
        }
    }

    public func allRecipes() async throws -> [IndexedRecipe] {
        try await guarded {
            try await database.writer.read { db in
                try Self.load(db, recipeFilter: nil, arguments: [])
            }
        }
    }

    public func recipes(usingFoods foods: [String], orProduct productId: String?) async throws -> [IndexedRecipe] {
        let unique = Array(Set(foods)).sorted()
        var parts: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        if !unique.isEmpty {
            parts.append("SELECT recipeId FROM indexedLine WHERE foodId IN ("
                + Array(repeating: "?", count: unique.count).joined(separator: ",") + ")")
            arguments += unique.map { $0 }
        }
        if let productId {
            parts.append("SELECT recipeId FROM indexedLine WHERE productId = ?")
            arguments.append(productId)
        }
        guard !parts.isEmpty else { return [] }
        let filter = parts.joined(separator: " UNION ")
        let finalArguments = StatementArguments(arguments)
        return try await guarded {
            try await database.writer.read { db in
                try Self.load(db, recipeFilter: filter, arguments: finalArguments)
            }
        }
    }

    public func origins() async throws -> [(origin: String, recipes: Int)] {
        try await guarded {
            try await database.writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT origin, COUNT(*) FROM indexedRecipe GROUP BY origin ORDER BY MIN(rowid)
                    """).map { (origin: $0[0] as String, recipes: $0[1] as Int) }
            }
        }
    }

    @discardableResult
    public func removeAll() async throws -> Int {
        try await guarded {
            try await database.writer.write { db in
                let count = try IndexedRecipeRecord.fetchCount(db)
                try db.execute(sql: "DELETE FROM indexedLine")
                try db.execute(sql: "DELETE FROM indexedRecipe")
                return count
            }
        }
    }

    /// Recipes (all, or those whose id is in `recipeFilter`'s result) with their lines, in rowid order.
    private static func load(_ db: Database, recipeFilter: String?, arguments: StatementArguments) throws
        -> [IndexedRecipe]
    {
        let condition = recipeFilter.map { " WHERE id IN (\($0))" } ?? ""
        var recipes: [IndexedRecipe] = []
        var positionById: [String: Int] = [:]
        let recipeRows = try Row.fetchCursor(db, sql: """
            SELECT id, title, source, servings, language, origin FROM indexedRecipe\(condition) ORDER BY rowid
            """, arguments: arguments)
        while let row = try recipeRows.next() {
            let id: String = row[0]
            positionById[id] = recipes.count
            recipes.append(IndexedRecipe(
                id: id, title: row[1], source: row[2], servings: row[3], language: row[4], origin: row[5],
                ingredients: []))
        }
        guard !recipes.isEmpty else { return [] }
        let lineCondition = recipeFilter.map { " WHERE recipeId IN (\($0))" } ?? ""
        let lineRows = try Row.fetchCursor(db, sql: """
            SELECT recipeId, position, text, name, groupName, foodId, productId, amountValue, amountUnit, status,
                optional, toTaste FROM indexedLine\(lineCondition) ORDER BY recipeId, position
            """, arguments: arguments)
        var lastId = ""
        var lastIndex = -1
        while let row = try lineRows.next() {
            let recipeId: String = row[0]
            if recipeId != lastId {
                lastId = recipeId
                lastIndex = positionById[recipeId] ?? -1
            }
            guard lastIndex >= 0 else { continue }
            var amount: IndexedAmount?
            if let value: Double = row[7], let unitText: String = row[8], let unit = PackSize.Unit(rawValue: unitText) {
                amount = IndexedAmount(value: value, unit: unit)
            }
            let statusText: String? = row[9]
            recipes[lastIndex].ingredients.append(IndexedIngredient(
                text: row[2], name: row[3], group: row[4], food: row[5], productId: row[6], amount: amount,
                status: statusText.flatMap(IndexedIngredient.Status.init(rawValue:)), optional: row[10],
                toTaste: row[11]))
        }
        return recipes
    }

    private func guarded<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError.database(database.path, reason: String(describing: error))
        }
    }
}
