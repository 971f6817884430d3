public import Foundation
import GRDB

/// The Kaimono SQLite database: owns the GRDB writer and brings the schema up to date.
///
/// A file database is a `DatabasePool` in WAL mode with a busy timeout, so the CLI and the server can
/// share one file; tests use `inMemory()`.
public struct KaimonoDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The file path, or `:memory:`.
    public let path: String

    /// Opens (creating if needed) the database file at `path` and runs pending migrations.
    public static func open(path: String, busyTimeout: TimeInterval = 10) throws -> KaimonoDatabase {
        try open(path: path, settings: DatabaseSettings(timeout: busyTimeout))
    }

    /// Opens the file at `path` with `settings`: `timeout` is how long a writer waits for the lock,
    /// `poolSize` how many readers run at once.
    public static func open(path: String, settings: DatabaseSettings) throws -> KaimonoDatabase {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.busyMode = .timeout(settings.timeout)
            configuration.maximumReaderCount = max(1, settings.poolSize)
            configuration.foreignKeysEnabled = true
            let pool = try DatabasePool(path: path, configuration: configuration)
            let database = KaimonoDatabase(writer: pool, path: path)
            try database.migrate()
            return database
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError.database(path, reason: String(describing: error))
        }
    }

    /// A fresh, empty in-memory database with the current schema.
    public static func inMemory() throws -> KaimonoDatabase {
        do {
            let database = KaimonoDatabase(writer: try DatabaseQueue(), path: ":memory:")
            try database.migrate()
            return database
        } catch {
            throw CatalogError.database(":memory:", reason: String(describing: error))
        }
    }

    private func migrate() throws {
        try Self.migrator.migrate(writer)
    }

    /// A fresh in-memory database migrated up to `migration` only, to test the migrations after it.
    static func inMemory(upTo migration: String) throws -> KaimonoDatabase {
        let database = KaimonoDatabase(writer: try DatabaseQueue(), path: ":memory:")
        try migrator.migrate(database.writer, upTo: migration)
        return database
    }

    /// Runs the migrations not applied yet (what `open` does).
    func migrateToLatest() throws { try migrate() }

    /// Runs raw SQL statements, to set up the data of an older schema in tests.
    func execute(sql: String) async throws {
        try await writer.write { db in try db.execute(sql: sql) }
    }

    /// The names of the migrations, in the order they run (the PostgreSQL schema uses the same names).
    public static var migrationNames: [String] { migrator.migrations }

    /// The schema, one migration per change; migrations are never edited once shipped.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("catalog-v1") { db in
            try db.create(table: SettingRecord.databaseTableName) { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: ShopRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("nameEn", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("deadlineDaysBefore", .integer).notNull()
                t.column("deadlineTime", .text).notNull()
                t.column("deliveryWeekdays", .text).notNull()
            }
            try db.create(table: StationRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("nameEn", .text).notNull()
                t.column("area", .text).notNull()
                t.column("openWeekdays", .text).notNull()
            }
            try db.create(table: ProductRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("shopId", .text).notNull().indexed().references(ShopRecord.databaseTableName)
                t.column("name", .text).notNull()
                t.column("nameEn", .text).notNull()
                t.column("foods", .text).notNull()
                t.column("packValue", .double).notNull()
                t.column("packUnit", .text).notNull()
                t.column("packPieces", .integer)
                t.column("price", .integer).notNull()
                t.column("stock", .integer).notNull()
                t.column("labels", .text).notNull()
                t.column("onSale", .boolean).notNull()
                t.column("soldOut", .boolean).notNull()
                t.column("deliveryWeekdays", .text)
                t.column("popularity", .integer).notNull()
                t.column("origin", .text)
            }
            try db.create(table: ProductFoodRecord.databaseTableName) { t in
                t.column("productId", .text).notNull()
                    .references(ProductRecord.databaseTableName, onDelete: .cascade)
                t.column("foodId", .text).notNull().indexed()
                t.column("position", .integer).notNull()
                t.primaryKey(["productId", "foodId"])
            }
            try db.create(table: CalendarExceptionRecord.databaseTableName) { t in
                t.column("date", .text).notNull()
                t.column("scope", .text).notNull()
                t.column("delivers", .boolean).notNull()
                t.column("note", .text).notNull()
                t.primaryKey(["date", "scope"])
            }
            // Trigram full-text index over product names: works for Japanese (no spaces) and English alike.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE productSearch USING fts5(name, nameEn, tokenize = 'trigram')
                """)
        }
        registerOrderMigrations(&migrator)
        registerRecipeIndexMigrations(&migrator)
        // The catalog version: raised in the transaction of every change to what carts show, so a process
        // holding a snapshot (a server) sees that it must read the catalog again.
        migrator.registerMigration("catalog-version-v1") { db in
            try db.execute(sql: """
                CREATE TABLE catalogVersion (id INTEGER PRIMARY KEY CHECK (id = 0), version INTEGER NOT NULL);
                INSERT INTO catalogVersion (id, version) VALUES (0, 1);
                """)
        }
        migrator.registerMigration("catalog-v2-feeds") { db in
            // Automatic tagging of merchant feeds: what a product is and how sure the tagger was.
            try db.alter(table: ProductRecord.databaseTableName) { t in
                t.add(column: "kind", .text).notNull().defaults(to: ProductKind.food.rawValue)
                t.add(column: "confidence", .double)
            }
            try db.create(table: ProductOverrideRecord.databaseTableName) { t in
                t.primaryKey("productId", .text)
                t.column("foods", .text).notNull()
                t.column("notFood", .boolean).notNull()
                t.column("kind", .text).notNull()
                t.column("attributes", .text).notNull()
            }
        }
        return migrator
    }
}
