import Catalog
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// A PostgreSQL database as the Kaimono stores use it: a connection pool, bounded waits, transactions
/// retried on serialization failures and deadlocks, and every failure sorted into what the caller can act on.
///
/// Owns the pool's background task: it runs from `init` until `close()` (or until the last reference goes).
final class PostgresDatabase: Sendable {
    let url: PostgresURL
    let settings: DatabaseSettings
    let logger: Logger
    private let client: PostgresClient
    private let runner: Task<Void, Never>

    /// Transactions are tried this many times when the server aborts them to break a deadlock or a
    /// serialization conflict.
    static let attempts = 5

    init(url: PostgresURL, settings: DatabaseSettings, logger: Logger) {
        self.url = url
        self.settings = settings
        // The driver logs every failed connection attempt and every query at info and below; the stores
        // report what matters (unavailable, with the reason) through the caller's errors.
        var quiet = logger
        quiet.logLevel = max(logger.logLevel, .warning)
        self.logger = quiet
        var configuration: PostgresClient.Configuration
        if let socket = url.socketPath {
            configuration = PostgresClient.Configuration(
                unixSocketPath: socket, username: url.user, password: url.password, database: url.database)
        } else {
            let tls: PostgresClient.Configuration.TLS =
                switch url.tls {
                case .disable: .disable
                case .prefer: .prefer(.makeClientConfiguration())
                case .require: .require(.makeClientConfiguration())
                }
            configuration = PostgresClient.Configuration(
                host: url.host ?? "127.0.0.1", port: url.port, username: url.user, password: url.password,
                database: url.database, tls: tls)
        }
        configuration.options.maximumConnections = settings.poolSize
        configuration.options.minimumConnections = 0
        configuration.options.connectTimeout = .milliseconds(Int64(settings.timeout * 1000))
        var parameters = [("application_name", "kaimono")]
        if settings.statementTimeout > 0 {
            let milliseconds = String(Int(settings.statementTimeout * 1000))
            parameters.append(("statement_timeout", milliseconds))
            // A transaction left open by a stuck client must not hold row locks for ever.
            parameters.append(("idle_in_transaction_session_timeout", String(Int(settings.statementTimeout * 2000))))
        }
        if let schema = url.schema { parameters.append(("search_path", schema)) }
        configuration.options.additionalStartupParameters = parameters
        client = PostgresClient(configuration: configuration, backgroundLogger: quiet)
        let client = client
        runner = Task { await client.run() }
    }

    deinit { runner.cancel() }

    /// Stops the pool: open connections are closed and later calls fail.
    func close() async {
        runner.cancel()
        await runner.value
    }

    // MARK: Connections

    /// Where a connection request stands: whichever of the lease and the timer moves first wins.
    private final class Lease: Sendable {
        enum State { case waiting, leased, timedOut }
        private let state = Mutex(State.waiting)

        /// Moves from `waiting` to `next`; `false` when the other side moved first.
        func claim(_ next: State) -> Bool {
            state.withLock { state in
                guard state == .waiting else { return false }
                state = next
                return true
            }
        }

        var isLeased: Bool { state.withLock { $0 == .leased } }
    }

    /// Runs `body` on a pooled connection; waits at most `settings.timeout` for one.
    ///
    /// - Throws: `PostgresFailure.unavailable` when no connection comes in time or the pool cannot reach the
    ///   server; what `body` throws otherwise.
    func withConnection<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let lease = Lease()
        let timeout = settings.timeout
        let client = client
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask {
                    try await client.withConnection { connection in
                        guard lease.claim(.leased) else { throw CancellationError() }
                        return try await body(connection)
                    }
                }
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(Int64(timeout * 1000)))
                    if lease.claim(.timedOut) {
                        throw PostgresFailure.unavailable("no database connection within \(Self.seconds(timeout))")
                    }
                    return nil
                }
                while let next = try await group.next() {
                    if let value = next {
                        group.cancelAll()  // the timer: a group returning normally would wait for it
                        return value
                    }
                }
                throw PostgresFailure.unavailable("the connection request ended without an answer")
            }
        } catch let failure as PostgresFailure {
            throw failure
        } catch {
            // A failure before the lease (the pool cannot connect, or gave up) is the server being away.
            if !lease.isLeased {
                throw PostgresFailure.unavailable(Self.reason(error))
            }
            throw error
        }
    }

    /// Runs `body` in a transaction, committed when it returns and rolled back when it throws; tried again
    /// (up to `attempts` times) when the server aborts it for a deadlock or a serialization failure.
    func transaction<T: Sendable>(
        readOnly: Bool = false, repeatableRead: Bool = false,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let logger = logger
        let begin: PostgresQuery =
            switch (readOnly, repeatableRead) {
            case (true, true): "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
            case (true, false): "BEGIN READ ONLY"
            case (false, true): "BEGIN ISOLATION LEVEL REPEATABLE READ"
            case (false, false): "BEGIN"
            }
        var attempt = 1
        while true {
            do {
                return try await withConnection { connection in
                    try await connection.query(begin, logger: logger)
                    let value: T
                    do {
                        value = try await body(connection)
                    } catch {
                        // A dead connection cannot roll back; the server drops its transaction itself.
                        _ = try? await connection.query("ROLLBACK", logger: logger)
                        throw error
                    }
                    try await connection.query("COMMIT", logger: logger)
                    return value
                }
            } catch let error as PSQLError where PostgresFailure.isRetryable(error) && attempt < Self.attempts {
                attempt += 1
                // Apart, so the transactions that collided do not collide again at once.
                try? await Task.sleep(for: .milliseconds(Int64.random(in: 2...(10 * Int64(attempt)))))
            }
        }
    }

    /// Runs one statement outside any transaction and returns its rows.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let logger = logger
        return try await withConnection { connection in
            try await connection.query(query, logger: logger).collect()
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

    /// A short, safe description of what went wrong (never the query text or the password).
    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError { return PostgresFailure.describe(error) }
        if let failure = error as? PostgresFailure { return failure.reason }
        let text = String(describing: error)
        if text.contains("circuitBreaker") { return "the server has not answered for a while" }
        return text
    }
}

extension PostgresConnection {
    /// Runs `query` and reads every row.
    func all(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
        try await self.query(query, logger: logger).collect()
    }
}
