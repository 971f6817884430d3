public import Catalog
import Foundation
public import Logging
import PostgresStore

/// The database backends the store tests run on, with the same test code: SQLite always, PostgreSQL when
/// `KAIMONO_TEST_POSTGRES` names a server (`scripts/with-postgres swift test` starts one).
///
/// Without the variable the PostgreSQL variants are left out and `PostgresVariantsTests` says so as a
/// skipped test; under CI (`CI` set) that test fails instead, so CI never passes without them.
public enum TestBackend: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case sqlite
    case postgres

    /// The backends to run: `[.sqlite, .postgres]` with a server, else `[.sqlite]`.
    public static var all: [TestBackend] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// The test server's URL (`KAIMONO_TEST_POSTGRES`), when one is given.
    public static var postgresURL: PostgresURL? {
        guard let text = ProcessInfo.processInfo.environment["KAIMONO_TEST_POSTGRES"], !text.isEmpty else {
            return nil
        }
        return try? PostgresURL(parsing: text, origin: "KAIMONO_TEST_POSTGRES")
    }

    /// Whether the tests run in CI, where every variant must run.
    public static var isCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !value.isEmpty && value != "false" && value != "0"
    }

    public var description: String { rawValue }

    /// A new, empty database on this backend (see `TestDatabase`).
    ///
    /// - Parameter shared: On SQLite, a file that several handles can open (as several processes would);
    ///   otherwise an in-memory database. On PostgreSQL every database can be shared: each test gets a
    ///   schema of its own on the test server.
    public func database(shared: Bool = false) throws -> TestDatabase {
        switch self {
        case .sqlite:
            guard shared else { return TestDatabase(backend: self, place: .memory(try KaimonoDatabase.inMemory())) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-test-\(UUID().uuidString)")
            return TestDatabase(backend: self, place: .file(folder.appendingPathComponent("kaimono.sqlite").path))
        case .postgres:
            guard var url = Self.postgresURL else {
                throw TestBackendError(description: "KAIMONO_TEST_POSTGRES is not set; run scripts/with-postgres swift test")
            }
            url.schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
            return TestDatabase(backend: self, place: .server(url))
        }
    }
}

/// One test's database: open it as many times as the test needs handles (instances, processes).
public struct TestDatabase: Sendable {
    enum Place: Sendable {
        case memory(KaimonoDatabase)
        case file(String)
        case server(PostgresURL)
    }

    public let backend: TestBackend
    let place: Place

    /// Where it is, as the stores show it.
    public var location: DatabaseLocation? {
        switch place {
        case .memory: nil
        case .file(let path): .sqlite(path: path)
        case .server(let url): .postgres(url)
        }
    }

    /// Generous waits: the whole suite runs in parallel on two cores, whose cooperative threads can be busy
    /// for tens of seconds, and a test must not fail because the machine was busy (a clean-clone CI run
    /// once waited over 60 s for a connection in the concurrent-migration test). The outage test sets its
    /// own short timeout.
    public static let settings = DatabaseSettings(poolSize: 4, timeout: 240, statementTimeout: 240)

    /// A handle on the database: the in-memory SQLite database itself, a new `KaimonoDatabase` on the file,
    /// or a new connection pool to the server's schema (created and migrated on first use).
    public func open(
        settings: DatabaseSettings = TestDatabase.settings,
        logger: Logger = Logger(label: "test")
    ) async throws -> DatabaseStores {
        switch place {
        case .memory(let database): return .sqlite(database)
        case .file(let path): return .sqlite(try KaimonoDatabase.open(path: path, settings: settings))
        case .server(let url): return try await .postgres(url, settings: settings, logger: logger)
        }
    }

    /// Removes a SQLite file and its folder (the server's schemas go with the throwaway cluster).
    public func remove() {
        if case .file(let path) = place {
            try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
        }
    }
}

/// A test backend that cannot be used.
public struct TestBackendError: Error, CustomStringConvertible {
    public var description: String
}
