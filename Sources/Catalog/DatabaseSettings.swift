/// How a process uses its database: connections at most, how long to wait for one, how long a statement
/// may run.
///
/// Flags of every command that opens the database (`--db-pool-size`, `--db-timeout`,
/// `--db-statement-timeout`), else `KAIMONO_DB_POOL_SIZE`, `KAIMONO_DB_TIMEOUT`, `KAIMONO_DB_STATEMENT_TIMEOUT`,
/// else the defaults. On PostgreSQL the pool opens up to `poolSize` connections; a request that waits
/// `timeout` for a connection (the server down or every connection busy) fails as unavailable (HTTP 503),
/// and the server cancels a statement that runs past `statementTimeout`. On SQLite `poolSize` bounds the
/// readers and `timeout` is how long a writer waits for the file's lock.
public struct DatabaseSettings: Sendable, Hashable {
    /// The most connections open at once (1–1000).
    public var poolSize: Int
    /// Seconds to wait for a connection (or, on SQLite, for the write lock) before giving up.
    public var timeout: Double
    /// Seconds a statement may run on the server; 0 for no limit (PostgreSQL only).
    public var statementTimeout: Double

    /// Settings; the defaults suit one server instance.
    public init(poolSize: Int = 10, timeout: Double = 5, statementTimeout: Double = 30) {
        self.poolSize = poolSize
        self.timeout = timeout
        self.statementTimeout = statementTimeout
    }

    /// The settings given by flags (`nil` when not given), else by the environment, else the defaults.
    ///
    /// - Throws: `CatalogError` `bad_setting` naming the flag or variable of a value out of range.
    public init(
        poolSize: String?, timeout: String?, statementTimeout: String?, environment: [String: String]
    ) throws(CatalogError) {
        func pick(_ flag: String, _ given: String?, _ variable: String) -> (origin: String, text: String)? {
            if let given { return (flag, given) }
            if let text = environment[variable], !text.isEmpty { return (variable, text) }
            return nil
        }
        self.init()
        if let (origin, text) = pick("--db-pool-size", poolSize, "KAIMONO_DB_POOL_SIZE") {
            guard let value = Int(text), (1...1000).contains(value) else {
                throw .badSetting(origin: origin, text: text, expected: "a whole number of connections from 1 to 1000")
            }
            self.poolSize = value
        }
        if let (origin, text) = pick("--db-timeout", timeout, "KAIMONO_DB_TIMEOUT") {
            guard let value = Double(text), value > 0, value <= 3600 else {
                throw .badSetting(origin: origin, text: text, expected: "seconds, more than 0 and at most 3600")
            }
            self.timeout = value
        }
        if let (origin, text) = pick("--db-statement-timeout", statementTimeout, "KAIMONO_DB_STATEMENT_TIMEOUT") {
            guard let value = Double(text), value >= 0, value <= 86_400 else {
                throw .badSetting(origin: origin, text: text, expected: "seconds from 0 (no limit) to 86400")
            }
            self.statementTimeout = value
        }
    }
}
