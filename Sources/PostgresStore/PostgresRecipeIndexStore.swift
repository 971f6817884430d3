import Catalog
import Logging
import PostgresNIO

/// The recipe index over PostgreSQL, shared by every instance (`kaimono suggest`, batch, the HTTP routes).
///
/// Writes send recipes and lines as JSON arrays, a few thousand recipes per statement, in one transaction;
/// reads stream rows and group lines under their recipe, in the order recipes were added.
struct PostgresRecipeIndexStore: RecipeIndexStore {
    let database: PostgresDatabase

    private var logger: Logger { database.logger }
    private var location: String { database.url.description }

    /// Recipes per INSERT statement: large enough for few round trips, small enough for a modest message.
    static let chunk = 2_000

    func recipeCount() async throws -> Int {
        let logger = logger
        return try await guarded {
            try await database.withConnection { connection in
                var count = 0
                for try await found in try await connection.query(
                    "SELECT count(*)::bigint FROM indexed_recipe", logger: logger
                ).decode(Int.self) {
                    count = found
                }
                return count
            }
        }
    }

    @discardableResult
    func upsert(_ recipes: [IndexedRecipe]) async throws -> Int {
        let logger = logger
        // A recipe given twice counts as given once, its last version kept (as SQLite's delete-then-insert does).
        var lastIndex: [String: Int] = [:]
        for (index, recipe) in recipes.enumerated() { lastIndex[recipe.id] = index }
        let unique = recipes.enumerated().filter { lastIndex[$0.element.id] == $0.offset }.map(\.element)
        try await guarded {
            try await database.transaction { connection in
                // Writers one at a time (as SQLite's lock makes them): two instances filling the index with
                // the same recipes would otherwise collide on their ids.
                try await connection.query(
                    "SELECT pg_advisory_xact_lock(hashtext('kaimono-recipe-index'))", logger: logger)
                for start in stride(from: 0, to: unique.count, by: Self.chunk) {
                    let part = Array(unique[start..<min(start + Self.chunk, unique.count)])
                    try await Self.write(connection, part, logger: logger)
                }
            }
        }
        return recipes.count
    }

    private static func write(_ connection: PostgresConnection, _ recipes: [IndexedRecipe], logger: Logger) async throws {
        let ids = recipes.map(\.id)
        // Lines go with their recipe (ON DELETE CASCADE); the new rows get a new place at the end.
        try await connection.query("DELETE FROM indexed_recipe WHERE id = ANY(\(ids))", logger: logger)
        let recipeRows = try JSONRows.encode(recipes.enumerated().map { RecipeRow($1, ordinal: $0) })
        // Inserted in the order given, so `seq` keeps it.
        try await connection.query("""
            INSERT INTO indexed_recipe (id, title, source, servings, language, origin)
            SELECT id, title, source, servings, language, origin
            FROM json_to_recordset(\(recipeRows)::json)
                AS r(id text, title text, source text, servings double precision, language text, origin text,
                    ordinal bigint)
            ORDER BY ordinal
            """, logger: logger)
        var lines: [LineRow] = []
        for recipe in recipes {
            for (position, line) in recipe.ingredients.enumerated() {
                lines.append(LineRow(recipeId: recipe.id, position: position, line: line))
            }
        }
        guard !lines.isEmpty else { return }
        let lineRows = try JSONRows.encode(lines)
        try await connection.query("""
            INSERT INTO indexed_line (recipe_id, position, text, name, group_name, food_id, product_id, amount_value,
                amount_unit, status, optional, to_taste)
            SELECT recipe_id, position, text, name, group_name, food_id, product_id, amount_value, amount_unit, status,
                optional, to_taste
            FROM json_to_recordset(\(lineRows)::json) AS r(recipe_id text, position bigint, text text, name text,
                group_name text, food_id text, product_id text, amount_value double precision, amount_unit text,
                status text, optional boolean, to_taste boolean)
            """, logger: logger)
    }

    func allRecipes() async throws -> [IndexedRecipe] {
        let logger = logger
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                try await Self.load(
                    connection,
                    recipes: "SELECT id, title, source, servings, language, origin FROM indexed_recipe ORDER BY seq",
                    lines: """
                        SELECT recipe_id, text, name, group_name, food_id, product_id, amount_value, amount_unit, status,
                            optional, to_taste
                        FROM indexed_line ORDER BY recipe_id, position
                        """,
                    logger: logger)
            }
        }
    }

    func recipes(usingFoods foods: [String], orProduct productId: String?) async throws -> [IndexedRecipe] {
        let unique = Array(Set(foods)).sorted()
        guard !unique.isEmpty || productId != nil else { return [] }
        let logger = logger
        return try await guarded {
            try await database.transaction(readOnly: true, repeatableRead: true) { connection in
                // The ids first (both lookups use their covering index), then their rows.
                var ids: [String] = []
                for try await id in try await connection.query("""
                    SELECT recipe_id FROM indexed_line WHERE food_id = ANY(\(unique))
                    UNION SELECT recipe_id FROM indexed_line WHERE product_id = \(productId)
                    """, logger: logger).decode(String.self)
                {
                    ids.append(id)
                }
                guard !ids.isEmpty else { return [] }
                return try await Self.load(
                    connection,
                    recipes: """
                        SELECT id, title, source, servings, language, origin FROM indexed_recipe
                        WHERE id = ANY(\(ids)) ORDER BY seq
                        """,
                    lines: """
                        SELECT recipe_id, text, name, group_name, food_id, product_id, amount_value, amount_unit, status,
                            optional, to_taste
                        FROM indexed_line WHERE recipe_id = ANY(\(ids)) ORDER BY recipe_id, position
                        """,
                    logger: logger)
            }
        }
    }

    func origins() async throws -> [(origin: String, recipes: Int)] {
        let logger = logger
        let rows: [OriginCount] = try await guarded {
            try await database.withConnection { connection in
                var counts: [OriginCount] = []
                for try await (origin, count) in try await connection.query("""
                    SELECT origin, count(*)::bigint FROM indexed_recipe GROUP BY origin ORDER BY min(seq)
                    """, logger: logger).decode((String, Int).self)
                {
                    counts.append(OriginCount(origin: origin, recipes: count))
                }
                return counts
            }
        }
        return rows.map { (origin: $0.origin, recipes: $0.recipes) }
    }

    @discardableResult
    func removeAll() async throws -> Int {
        let logger = logger
        return try await guarded {
            try await database.transaction { connection in
                try await connection.query(
                    "SELECT pg_advisory_xact_lock(hashtext('kaimono-recipe-index'))", logger: logger)
                try await connection.query("DELETE FROM indexed_line", logger: logger)
                return try await connection.all("DELETE FROM indexed_recipe RETURNING id", logger: logger).count
            }
        }
    }

    /// Recipes from `recipes` (id, title, source, servings, language, origin) with the lines from `lines`.
    private static func load(
        _ connection: PostgresConnection, recipes recipeQuery: PostgresQuery, lines lineQuery: PostgresQuery,
        logger: Logger
    ) async throws -> [IndexedRecipe] {
        var recipes: [IndexedRecipe] = []
        var positionById: [String: Int] = [:]
        for try await (id, title, source, servings, language, origin) in try await connection.query(
            recipeQuery, logger: logger
        ).decode((String, String?, String, Double?, String?, String).self) {
            positionById[id] = recipes.count
            recipes.append(IndexedRecipe(
                id: id, title: title, source: source, servings: servings, language: language, origin: origin,
                ingredients: []))
        }
        guard !recipes.isEmpty else { return [] }
        var lastId = ""
        var lastIndex = -1
        for try await (recipeId, text, name, group, food, productId, value, unitText, statusText, optional, toTaste)
            in try await connection.query(lineQuery, logger: logger).decode(
                (String, String, String, String?, String?, String?, Double?, String?, String?, Bool, Bool).self)
        {
            if recipeId != lastId {
                lastId = recipeId
                lastIndex = positionById[recipeId] ?? -1
            }
            guard lastIndex >= 0 else { continue }
            var amount: IndexedAmount?
            if let value, let unitText, let unit = PackSize.Unit(rawValue: unitText) {
                amount = IndexedAmount(value: value, unit: unit)
            }
            recipes[lastIndex].ingredients.append(IndexedIngredient(
                text: text, name: name, group: group, food: food, productId: productId, amount: amount,
                status: statusText.flatMap(IndexedIngredient.Status.init(rawValue:)), optional: optional,
                toTaste: toTaste))
        }
        return recipes
    }

    /// Runs `body`; PostgreSQL failures become catalog errors (`database_unavailable`, `database`).
    private func guarded<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw PostgresFailure.catalogError(error, location: location)
        }
    }
}

private struct OriginCount: Sendable {
    var origin: String
    var recipes: Int
}

private struct RecipeRow: Encodable {
    var id: String
    var title: String?
    var source: String
    var servings: Double?
    var language: String?
    var origin: String
    var ordinal: Int

    init(_ recipe: IndexedRecipe, ordinal: Int) {
        self.ordinal = ordinal
        id = recipe.id
        title = recipe.title
        source = recipe.source
        servings = recipe.servings
        language = recipe.language
        origin = recipe.origin
    }
}

private struct LineRow: Encodable {
    var recipeId: String
    var position: Int
    var text, name: String
    var groupName, foodId, productId: String?
    var amountValue: Double?
    var amountUnit, status: String?
    var optional, toTaste: Bool

    init(recipeId: String, position: Int, line: IndexedIngredient) {
        self.recipeId = recipeId
        self.position = position
        text = line.text
        name = line.name
        groupName = line.group
        foodId = line.food
        productId = line.productId
        amountValue = line.amount?.value
        amountUnit = line.amount?.unit.rawValue
        status = line.status?.rawValue
        optional = line.optional
        toTaste = line.toTaste
    }
}
