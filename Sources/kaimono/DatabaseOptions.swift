import ArgumentParser
import KaimonoKit
import Logging

/// The database options of every command that reads the catalog, the orders or the recipe index:
/// `--database PATH|URL` and the pool's size and timeouts. What they mean is decided by `KaimonoStore`.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A SQLite file, or postgres://user[:password]@host[:port]/database for a server shared by several "
                + "instances (default: $KAIMONO_DATABASE, else ~/.local/share/kaimono/kaimono.sqlite).",
            valueName: "path|url"))
    var path: String?

    @Option(
        name: .customLong("db-pool-size"),
        help: ArgumentHelp("Database connections at most (default: $KAIMONO_DB_POOL_SIZE, else 10).", valueName: "n"))
    var poolSize: String?

    @Option(
        name: .customLong("db-timeout"),
        help: ArgumentHelp(
            "Seconds to wait for a database connection, or for SQLite's write lock; then the request fails as "
                + "unavailable (default: $KAIMONO_DB_TIMEOUT, else 5).", valueName: "seconds"))
    var timeout: String?

    @Option(
        name: .customLong("db-statement-timeout"),
        help: ArgumentHelp(
            "Seconds a PostgreSQL statement may run, 0 for no limit (default: $KAIMONO_DB_STATEMENT_TIMEOUT, else 30).",
            valueName: "seconds"))
    var statementTimeout: String?

    /// A URL of another kind, or a bad pool setting, is a usage error naming its flag (exit 64).
    func validate() throws {
        do throws(KaimonoError) {
            _ = try KaimonoStore.location(explicit: path)
            _ = try settings()
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The location in force, as shown to people (a path, or a URL without its password).
    var resolvedPath: String { KaimonoStore.path(explicit: path) }

    /// The pool size and timeouts in force.
    func settings() throws(KaimonoError) -> DatabaseSettings {
        try KaimonoStore.settings(poolSize: poolSize, timeout: timeout, statementTimeout: statementTimeout)
    }

    /// The database without the lexicon (catalog, orders), seeded with the bundled catalog on first use.
    func open(logger: Logger = Console.logger) async throws(KaimonoError) -> KaimonoStore {
        try await KaimonoStore.open(path: path, settings: try settings(), logger: logger)
    }

    /// `open(logger:)`, a failure printed as `kaimono COMMAND: …` (exit 1).
    func store(command: String) async throws -> KaimonoStore {
        do throws(KaimonoError) {
            return try await open()
        } catch {
            throw Console.fail(command, error)
        }
    }

    /// The whole facade at `now` (`--now` text, `nil` for the clock), over `parsing` when the command
    /// has it already.
    func facade(command: String, now: String? = nil, parsing: KaimonoParsing? = nil) async throws -> KaimonoKit.Kaimono {
        do throws(KaimonoError) {
            let store = try await open()
            return try await store.closingOnError { () async throws(KaimonoError) in
                try await store.facade(at: now, parsing: parsing)
            }
        } catch {
            throw Console.fail(command, error)
        }
    }
}
