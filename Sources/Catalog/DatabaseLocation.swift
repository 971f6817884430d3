import Foundation

/// Where the Kaimono database is: a SQLite file, or a PostgreSQL server shared by several instances.
///
/// Read from `--database`, else `KAIMONO_DATABASE`, else the per-user default file. A text with a URL
/// scheme must be `postgres://` or `postgresql://`; any other scheme is refused rather than taken as a
/// file name (`mysql://…` would otherwise create a folder named `mysql:`).
public enum DatabaseLocation: Sendable, Hashable, CustomStringConvertible {
    /// A SQLite file (created with its folder on first use).
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresURL)

    /// The text in force; `environment` is the process environment (passed in so tests can vary it).
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["KAIMONO_DATABASE"], !path.isEmpty { return path }
        return defaultPath(environment: environment)
    }

    /// The location in force, read from `--database` (`explicit`), else `KAIMONO_DATABASE`, else the default file.
    ///
    /// - Throws: `CatalogError` `bad_location` naming `--database` or `KAIMONO_DATABASE`, for a URL that is
    ///   not a PostgreSQL one or that lacks what a connection needs.
    public static func from(explicit: String?, environment: [String: String]) throws(CatalogError) -> DatabaseLocation {
        if let explicit, !explicit.isEmpty { return try DatabaseLocation(parsing: explicit, origin: "--database") }
        if let text = environment["KAIMONO_DATABASE"], !text.isEmpty {
            return try DatabaseLocation(parsing: text, origin: "KAIMONO_DATABASE")
        }
        return .sqlite(path: defaultPath(environment: environment))
    }

    /// Reads a file path or a PostgreSQL URL; `origin` (`--database`) is named in errors.
    public init(parsing text: String, origin: String = "--database") throws(CatalogError) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(try PostgresURL(parsing: text, origin: origin))
            return
        }
        if let scheme = Self.scheme(of: text) {
            throw CatalogError.badLocation(
                origin: origin, text: text,
                reason: "'\(scheme):' is neither a file path nor a supported URL; give a SQLite file path "
                    + "(./kaimono.sqlite) or postgres://user[:password]@host[:port]/database")
        }
        self = .sqlite(path: text)
    }

    /// `~/Library/Application Support/Kaimono/kaimono.sqlite` on macOS,
    /// `$XDG_DATA_HOME/kaimono/kaimono.sqlite` (default `~/.local/share/…`) elsewhere.
    public static func defaultPath(environment: [String: String]) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #if os(macOS)
        return home + "/Library/Application Support/Kaimono/kaimono.sqlite"
        #else
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/kaimono/kaimono.sqlite" }
        return home + "/.local/share/kaimono/kaimono.sqlite"
        #endif
    }

    /// The file path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): url.description
        }
    }

    /// The scheme of `text` when it starts like a URL (`name:` then `//`, or a known scheme and `:`).
    ///
    /// A Windows drive (`C:\`) or a file name with a colon further on (`./a:b`) is not a scheme.
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter, name.count >= 2,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        let rest = text[text.index(after: colon)...]
        let known: Set<String> = [
            "postgres", "postgresql", "sqlite", "sqlite3", "file", "mysql", "mariadb", "http", "https", "jdbc",
            "mongodb", "redis",
        ]
        return rest.hasPrefix("//") || known.contains(name.lowercased()) ? String(name) : nil
    }
}

/// A PostgreSQL connection URL: `postgres://user[:password]@host[:port]/database[?options]`.
///
/// Options: `sslmode=disable|prefer|require` (default `prefer`), `host=/socket/dir` for a Unix socket,
/// `schema=NAME` to keep Kaimono's tables in their own schema (created on first use). User and password
/// may be percent-encoded.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// How the connection is encrypted.
    public enum TLSMode: String, Sendable, Hashable, CaseIterable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it.
        case prefer
        /// TLS or no connection; the server's certificate is verified against the system's roots.
        case require
    }

    public var user: String
    public var password: String?
    /// A host name or address; `nil` with `socketDirectory`.
    public var host: String?
    public var port: Int
    public var database: String
    /// The folder of the server's Unix socket (`?host=/run/postgresql`).
    public var socketDirectory: String?
    public var tls: TLSMode
    /// The schema holding Kaimono's tables; `nil` for the server's default (`public`).
    public var schema: String?

    /// A URL's parts.
    public init(
        user: String, password: String? = nil, host: String? = "127.0.0.1", port: Int = 5432, database: String,
        socketDirectory: String? = nil, tls: TLSMode = .prefer, schema: String? = nil
    ) {
        self.user = user
        self.password = password
        self.host = host
        self.port = port
        self.database = database
        self.socketDirectory = socketDirectory
        self.tls = tls
        self.schema = schema
    }

    /// Reads `postgres://…` or `postgresql://…`; `origin` (`--database`) is named in errors.
    public init(parsing text: String, origin: String = "--database") throws(CatalogError) {
        func bad(_ reason: String) -> CatalogError {
            CatalogError.badLocation(origin: origin, text: Self.redacted(text), reason: reason)
        }
        guard let schemeEnd = text.range(of: "://") else { throw bad("a PostgreSQL URL starts with postgres://") }
        var rest = Substring(text[schemeEnd.upperBound...])
        var query = Substring("")
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        if rest.contains("#") { throw bad("a PostgreSQL URL has no #fragment") }
        guard let slash = rest.firstIndex(of: "/") else {
            throw bad("the database name is missing: postgres://user@host:5432/DATABASE")
        }
        let authority = rest[..<slash]
        guard let database = Self.decoded(rest[rest.index(after: slash)...]), !database.isEmpty else {
            throw bad("the database name is missing: postgres://user@host:5432/DATABASE")
        }
        guard !database.contains("/") else { throw bad("'\(database)' is not a database name (it has a '/')") }
        // user[:password]@ — the last @ ends them, so a password may hold an unencoded @.
        guard let at = authority.lastIndex(of: "@") else {
            throw bad("the user is missing: postgres://USER[:password]@host/database")
        }
        let credentials = authority[..<at]
        let hostPort = authority[authority.index(after: at)...]
        let userPart: Substring
        var password: String?
        if let colon = credentials.firstIndex(of: ":") {
            userPart = credentials[..<colon]
            guard let decoded = Self.decoded(credentials[credentials.index(after: colon)...]) else {
                throw bad("the password has a bad %-escape")
            }
            password = decoded
        } else {
            userPart = credentials
        }
        guard let user = Self.decoded(userPart), !user.isEmpty else {
            throw bad("the user is missing: postgres://USER[:password]@host/database")
        }
        var host: String?
        var port = 5432
        var hostText = hostPort
        if hostText.hasPrefix("[") {
            guard let close = hostText.firstIndex(of: "]") else { throw bad("an IPv6 host needs its closing ]") }
            host = String(hostText[hostText.index(after: hostText.startIndex)..<close])
            hostText = hostText[hostText.index(after: close)...]
            if !hostText.isEmpty && !hostText.hasPrefix(":") { throw bad("unexpected text after the IPv6 host") }
        } else if let colon = hostText.firstIndex(of: ":") {
            host = String(hostText[..<colon])
            hostText = hostText[colon...]
        } else {
            host = String(hostText)
            hostText = ""
        }
        if hostText.hasPrefix(":") {
            let digits = hostText.dropFirst()
            guard let number = Int(digits), (1...65535).contains(number) else {
                throw bad("the port '\(digits)' is not a number from 1 to 65535")
            }
            port = number
        }
        var socketDirectory: String?
        var tls = TLSMode.prefer
        var schema: String?
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard parts.count == 2, let value = Self.decoded(parts[1]) else {
                throw bad("option '\(name)' needs a value (\(name)=…)")
            }
            switch name {
            case "sslmode":
                guard let mode = TLSMode(rawValue: value) else {
                    throw bad("sslmode must be disable, prefer or require, got '\(value)'")
                }
                tls = mode
            case "host":
                guard value.hasPrefix("/") else { throw bad("host=… in the options is a socket folder (/run/postgresql)") }
                socketDirectory = value
            case "schema":
                guard Self.isIdentifier(value) else {
                    throw bad("schema must be 1 to 63 lower-case letters, digits or _, starting with a letter, got '\(value)'")
                }
                schema = value
            default:
                throw bad("unknown option '\(name)'; the options are sslmode, host (a socket folder) and schema")
            }
        }
        if host?.isEmpty ?? true {
            host = nil
            guard socketDirectory != nil else {
                throw bad("the host is missing: postgres://user@HOST[:port]/database (or ?host=/socket/folder)")
            }
        }
        self.init(
            user: user, password: password, host: host, port: port, database: database,
            socketDirectory: socketDirectory, tls: tls, schema: schema)
    }

    /// The path of the Unix socket when the URL names a socket folder.
    public var socketPath: String? { socketDirectory.map { "\($0)/.s.PGSQL.\(port)" } }

    /// The URL with `***` for the password, fit for logs and `catalog info`.
    public var description: String {
        var text = "postgres://" + Self.encoded(user)
        if password != nil { text += ":***" }
        text += "@"
        if let host { text += host.contains(":") ? "[\(host)]" : host }
        text += ":\(port)/" + Self.encoded(database)
        var options: [String] = []
        if tls != .prefer { options.append("sslmode=\(tls.rawValue)") }
        if let socketDirectory { options.append("host=\(socketDirectory)") }
        if let schema { options.append("schema=\(schema)") }
        return options.isEmpty ? text : text + "?" + options.joined(separator: "&")
    }

    /// Whether `name` is a plain lower-case SQL identifier (no quoting needed).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.utf8.count <= 63 else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// `text` with its %-escapes decoded; `nil` when an escape is broken or not UTF-8.
    static func decoded(_ text: Substring) -> String? {
        text.contains("%") ? String(text).removingPercentEncoding : String(text)
    }

    static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// `text` with whatever stands between `user:` and `@` replaced by `***`.
    static func redacted(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let rest = text[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@"),
            let colon = rest[..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<rest.index(after: colon)]) + "***" + String(text[at...])
    }
}
