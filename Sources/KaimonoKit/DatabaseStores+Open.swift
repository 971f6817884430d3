public import Catalog
public import Logging
import PostgresStore

extension DatabaseStores {
    /// The stores at `location`: a SQLite file (created on first use) or a PostgreSQL database (its schema
    /// migrated on first use), with `settings` for the pool and its timeouts.
    ///
    /// - Throws: `KaimonoError` `database_unavailable` (the server cannot be reached in time) or `database`.
    public static func open(_ location: DatabaseLocation, settings: DatabaseSettings, logger: Logger)
        async throws(KaimonoError) -> DatabaseStores
    {
        do {
            switch location {
            case .sqlite(let path):
                return .sqlite(try KaimonoDatabase.open(path: path, settings: settings))
            case .postgres(let url):
                return try await .postgres(url, settings: settings, logger: logger)
            }
        } catch {
            throw KaimonoError.store(error, doing: "open the database \(location)")
        }
    }
}
