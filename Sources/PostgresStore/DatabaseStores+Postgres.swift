public import Catalog
public import Logging

extension DatabaseStores {
    /// The stores over a PostgreSQL database: connects, brings the schema up to date (versioned migrations,
    /// once even when instances start together), and returns stores sharing one connection pool.
    ///
    /// `close()` closes the pool.
    ///
    /// - Throws: `CatalogError` `database_unavailable` when the server cannot be reached within
    ///   `settings.timeout`, `database` when it refuses (a wrong password, a missing database).
    public static func postgres(_ url: PostgresURL, settings: DatabaseSettings, logger: Logger) async throws
        -> DatabaseStores
    {
        let database = PostgresDatabase(url: url, settings: settings, logger: logger)
        do {
            let applied = try await PostgresMigrations.migrate(database)
            if !applied.isEmpty {
                logger.notice(
                    "migrated the database", metadata: ["database": "\(url)", "migrations": "\(applied.joined(separator: ","))"])
            }
        } catch {
            await database.close()
            throw PostgresFailure.catalogError(error, location: url.description)
        }
        return DatabaseStores(
            catalog: PostgresCatalogStore(database: database), orders: PostgresOrderStore(database: database),
            recipeIndex: PostgresRecipeIndexStore(database: database), location: url.description,
            close: { await database.close() })
    }
}
