import Catalog
import Logging
import StoreTestSupport
import Testing
@testable import PostgresStore

/// The PostgreSQL schema: the same migration names as SQLite's, applied once even when instances start together.
@Suite struct PostgresMigrationTests {
    @Test func theMigrationsHaveTheSQLiteNames() {
        #expect(PostgresMigrations.all.map(\.name) == KaimonoDatabase.migrationNames)
    }

    @Test(.enabled(if: TestBackend.postgresURL != nil, "needs KAIMONO_TEST_POSTGRES (scripts/with-postgres)"))
    func instancesStartingTogetherMigrateOnce() async throws {
        // Given a schema nobody has opened, and three instances
        var url = try #require(TestBackend.postgresURL)
        url.schema = "t_migrate_" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let databases = (0..<3).map { _ in
            PostgresDatabase(url: url, settings: TestDatabase.settings, logger: Logger(label: "test"))
        }
        // When they migrate at once
        let applied = try await withThrowingTaskGroup(of: [String].self) { group in
            for database in databases {
                group.addTask {
                    do {
                        return try await PostgresMigrations.migrate(database)
                    } catch {
                        throw MigrationFailure(description: String(reflecting: error))  // the server's message
                    }
                }
            }
            return try await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        // Then one applied every migration, the others none, and a later start has nothing to do
        #expect(applied.filter { !$0.isEmpty } == [KaimonoDatabase.migrationNames])
        #expect(try await PostgresMigrations.migrate(databases[0]).isEmpty)
        for database in databases { await database.close() }
    }
}

struct MigrationFailure: Error, CustomStringConvertible {
    let description: String
}
