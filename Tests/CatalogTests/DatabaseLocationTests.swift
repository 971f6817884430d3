import Testing
@testable import Catalog

/// `--database` and `KAIMONO_DATABASE`: file paths, PostgreSQL URLs, and what is refused with which message.
@Suite struct DatabaseLocationTests {
    @Test func theFlagThenTheVariableThenTheDefault() throws {
        #expect(DatabaseLocation.resolve(explicit: "/x.sqlite", environment: ["KAIMONO_DATABASE": "/y"]) == "/x.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["KAIMONO_DATABASE": "/y"]) == "/y")
        #expect(try DatabaseLocation.from(explicit: nil, environment: ["KAIMONO_DATABASE": "/y"]) == .sqlite(path: "/y"))
        #if os(Linux)
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/home/u"])
            == "/home/u/.local/share/kaimono/kaimono.sqlite")
        #expect(try DatabaseLocation.from(explicit: "", environment: ["HOME": "/home/u"])
            == .sqlite(path: "/home/u/.local/share/kaimono/kaimono.sqlite"))
        #endif
    }

    @Test(arguments: ["kaimono.sqlite", "./data/k.sqlite", "/var/lib/kaimono/k.sqlite", "C:\\k.sqlite", "./a:b.sqlite", "a:b"])
    func pathsAreFiles(text: String) throws {
        #expect(try DatabaseLocation(parsing: text) == .sqlite(path: text))
    }

    @Test func aFullURLReadsEveryPart() throws {
        let location = try DatabaseLocation(parsing: "postgresql://shop%40east:p%2Fss@@db.internal:6543/kai%20mono?sslmode=require&schema=kaimono")
        #expect(location == .postgres(PostgresURL(
            user: "shop@east", password: "p/ss@", host: "db.internal", port: 6543, database: "kai mono", tls: .require,
            schema: "kaimono")))
        #expect(location.description == "postgres://shop%40east:***@db.internal:6543/kai%20mono?sslmode=require&schema=kaimono")
    }

    @Test func defaultsAndOtherHosts() throws {
        #expect(try PostgresURL(parsing: "postgres://kaimono@localhost/kaimono")
            == PostgresURL(user: "kaimono", host: "localhost", port: 5432, database: "kaimono"))
        #expect(try PostgresURL(parsing: "postgres://k@[::1]:5433/db").host == "::1")
        #expect(try PostgresURL(parsing: "postgres://k@[::1]:5433/db").description == "postgres://k@[::1]:5433/db")
        let socket = try PostgresURL(parsing: "postgres://k@/db?host=/run/postgresql")
        #expect(socket.host == nil)
        #expect(socket.socketPath == "/run/postgresql/.s.PGSQL.5432")
    }

    @Test(arguments: [
        ("mysql://u@h/db", "--database 'mysql://u@h/db': 'mysql:' is neither a file path nor a supported URL; give a SQLite file path (./kaimono.sqlite) or postgres://user[:password]@host[:port]/database"),
        ("sqlite:kaimono.db", "--database 'sqlite:kaimono.db': 'sqlite:' is neither a file path nor a supported URL; give a SQLite file path (./kaimono.sqlite) or postgres://user[:password]@host[:port]/database"),
        ("postgres:", "--database 'postgres:': 'postgres:' is neither a file path nor a supported URL; give a SQLite file path (./kaimono.sqlite) or postgres://user[:password]@host[:port]/database"),
        ("postgres://localhost/db", "--database 'postgres://localhost/db': the user is missing: postgres://USER[:password]@host/database"),
        ("postgres://u:secret@h:0/db", "--database 'postgres://u:***@h:0/db': the port '0' is not a number from 1 to 65535"),
        ("postgres://u@h:5432", "--database 'postgres://u@h:5432': the database name is missing: postgres://user@host:5432/DATABASE"),
        ("postgres://u@:5432/db", "--database 'postgres://u@:5432/db': the host is missing: postgres://user@HOST[:port]/database (or ?host=/socket/folder)"),
        ("postgres://u@h/db?sslmode=verify", "--database 'postgres://u@h/db?sslmode=verify': sslmode must be disable, prefer or require, got 'verify'"),
        ("postgres://u@h/db?schema=Bad-Name", "--database 'postgres://u@h/db?schema=Bad-Name': schema must be 1 to 63 lower-case letters, digits or _, starting with a letter, got 'Bad-Name'"),
        ("postgres://u@h/db?pool=3", "--database 'postgres://u@h/db?pool=3': unknown option 'pool'; the options are sslmode, host (a socket folder) and schema"),
    ])
    func refusedWithTheFlagAndTheFix(text: String, message: String) throws {
        let error = try #require(throws: CatalogError.self) { try DatabaseLocation(parsing: text) }
        #expect(error.code == "bad_location")
        #expect(error.message == message)
    }

    @Test func theVariableIsNamedWhenItIsWrong() throws {
        let error = try #require(throws: CatalogError.self) {
            try DatabaseLocation.from(explicit: nil, environment: ["KAIMONO_DATABASE": "redis://cache/0"])
        }
        #expect(error.message.hasPrefix("KAIMONO_DATABASE 'redis://cache/0': 'redis:' is neither"))
    }

    @Test func settingsComeFromFlagsThenTheEnvironment() throws {
        let environment = ["KAIMONO_DB_POOL_SIZE": "4", "KAIMONO_DB_TIMEOUT": "2.5", "KAIMONO_DB_STATEMENT_TIMEOUT": "0"]
        #expect(try DatabaseSettings(poolSize: nil, timeout: nil, statementTimeout: nil, environment: environment)
            == DatabaseSettings(poolSize: 4, timeout: 2.5, statementTimeout: 0))
        #expect(try DatabaseSettings(poolSize: "20", timeout: nil, statementTimeout: "5", environment: environment)
            == DatabaseSettings(poolSize: 20, timeout: 2.5, statementTimeout: 5))
        #expect(try DatabaseSettings(poolSize: nil, timeout: nil, statementTimeout: nil, environment: [:])
            == DatabaseSettings())
    }

    @Test(arguments: [
        ("0", nil, nil, [:], "--db-pool-size must be a whole number of connections from 1 to 1000, got '0'"),
        (nil, "-1", nil, [:], "--db-timeout must be seconds, more than 0 and at most 3600, got '-1'"),
        (nil, nil, "soon", [:], "--db-statement-timeout must be seconds from 0 (no limit) to 86400, got 'soon'"),
        (nil, nil, nil, ["KAIMONO_DB_POOL_SIZE": "many"], "KAIMONO_DB_POOL_SIZE must be a whole number of connections from 1 to 1000, got 'many'"),
    ] as [(String?, String?, String?, [String: String], String)])
    func badSettingsNameTheirFlagOrVariable(
        pool: String?, timeout: String?, statement: String?, environment: [String: String], message: String
    ) throws {
        let error = try #require(throws: CatalogError.self) {
            try DatabaseSettings(poolSize: pool, timeout: timeout, statementTimeout: statement, environment: environment)
        }
        #expect(error.code == "bad_setting")
        #expect(error.message == message)
    }
}
