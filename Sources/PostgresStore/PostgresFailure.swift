import Catalog
import PostgresNIO

/// What a failed PostgreSQL call means to the stores: the server cannot be reached or is overloaded
/// (callers answer 503 and may retry), or something else (a fault to report).
enum PostgresFailure: Error, Sendable {
    /// No connection in time, the server down or restarting, a statement past its timeout.
    case unavailable(String)

    var reason: String {
        switch self {
        case .unavailable(let reason): reason
        }
    }

    /// SQLSTATE classes and codes that mean "not now" rather than "not this".
    private static let unavailableStates: Set<String> = [
        "57014",  // query_canceled: the statement timeout
        "55P03",  // lock_not_available
        "57P01", "57P02", "57P03",  // admin shutdown, crash shutdown, cannot connect now (starting up)
        "53300",  // too_many_connections
        "53000", "53100", "53200",  // insufficient resources, disk full, out of memory
    ]

    /// Whether the server aborted the transaction to break a deadlock or a serialization conflict.
    static func isRetryable(_ error: PSQLError) -> Bool {
        guard let state = sqlState(error) else { return false }
        return state == "40001" || state == "40P01"
    }

    /// The SQLSTATE of an error the server sent.
    static func sqlState(_ error: PSQLError) -> String? {
        error.code == .server ? error.serverInfo?[.sqlState] : nil
    }

    /// Whether `error` is the server being unreachable or overloaded.
    static func isUnavailable(_ error: any Error) -> Bool {
        if error is PostgresFailure { return true }
        guard let error = error as? PSQLError else { return false }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed:
            return true
        case .server:
            guard let state = sqlState(error) else { return false }
            return unavailableStates.contains(state) || state.hasPrefix("08") || isRetryable(error)
        default:
            return false
        }
    }

    /// Whether `error` is a unique violation of the constraint (or index) `name`.
    static func isUniqueViolation(_ error: any Error, constraint name: String) -> Bool {
        guard let error = error as? PSQLError, sqlState(error) == "23505" else { return false }
        return error.serverInfo?[.constraintName] == name
    }

    /// The server's message and code, or the kind of connection failure; no query text, no password.
    static func describe(_ error: PSQLError) -> String {
        switch error.code {
        case .server:
            let message = error.serverInfo?[.message] ?? "server error"
            let state = sqlState(error).map { " (SQLSTATE \($0))" } ?? ""
            return message + state
        case .connectionError:
            if let underlying = error.underlying { return "cannot connect: \(underlying)" }
            return "cannot connect to the server"
        case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
        case .clientClosedConnection, .poolClosed: return "the connection pool is closed"
        case .queryCancelled: return "the request was cancelled"
        default: return "\(error.code)"
        }
    }

    /// The catalog's error for a failed call at `location`.
    static func catalogError(_ error: any Error, location: String) -> any Error {
        if let error = error as? CatalogError { return error }
        if isUnavailable(error) {
            return CatalogError.unavailable(location, reason: PostgresDatabase.reason(error))
        }
        if error is PSQLError { return CatalogError.database(location, reason: PostgresDatabase.reason(error)) }
        return error
    }

    /// The order store's error for a failed call.
    static func orderError(_ error: any Error) -> any Error {
        if error is OrderStoreError { return error }
        if isUnavailable(error) { return OrderStoreError.unavailable(PostgresDatabase.reason(error)) }
        if error is PSQLError { return OrderStoreError.database(PostgresDatabase.reason(error)) }
        return error
    }
}
