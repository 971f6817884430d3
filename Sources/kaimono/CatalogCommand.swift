import ArgumentParser
import Catalog
import FoodLexicon
import Foundation
import KaimonoKit
import Logging

/// The database options of every command that reads the catalog, the orders or the recipe index:
/// `--database PATH|URL` and the pool's size and timeouts.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "A SQLite file, or postgres://user[:password]@host[:port]/database for a server shared by several "
                + "instances (default: $KAIMONO_DATABASE, else ~/.local/share/kaimono/kaimono.sqlite).",
            valueName: "path|url"))
    var path: String?

    @Option(name: .customLong("db-pool-size"), help: ArgumentHelp(
        "Database connections at most (default: $KAIMONO_DB_POOL_SIZE, else 10).", valueName: "n"))
    var poolSize: String?

    @Option(name: .customLong("db-timeout"), help: ArgumentHelp(
        "Seconds to wait for a database connection, or for SQLite's write lock; then the request fails as "
            + "unavailable (default: $KAIMONO_DB_TIMEOUT, else 5).", valueName: "seconds"))
    var timeout: String?

    @Option(name: .customLong("db-statement-timeout"), help: ArgumentHelp(
        "Seconds a PostgreSQL statement may run, 0 for no limit (default: $KAIMONO_DB_STATEMENT_TIMEOUT, else 30).",
        valueName: "seconds"))
    var statementTimeout: String?

    func validate() throws {
        do throws(CatalogError) {
            _ = try location()
            _ = try settings()
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// Where the database is: `--database`, else `$KAIMONO_DATABASE`, else the default file.
    func location() throws(CatalogError) -> DatabaseLocation {
        try DatabaseLocation.from(explicit: path, environment: ProcessInfo.processInfo.environment)
    }

    /// The pool size and timeouts in force.
    func settings() throws(CatalogError) -> DatabaseSettings {
        try DatabaseSettings(
            poolSize: poolSize, timeout: timeout, statementTimeout: statementTimeout,
            environment: ProcessInfo.processInfo.environment)
    }

    /// The settings in force; `validate()` has checked them.
    var checkedSettings: DatabaseSettings { (try? settings()) ?? DatabaseSettings() }

    /// The location in force, as shown to people (a path, or a URL without its password).
    var resolvedPath: String {
        (try? location().description)
            ?? DatabaseLocation.resolve(explicit: path, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the stores, loading the bundled catalog into them on first use.
    func openStores(command: String) async throws -> DatabaseStores {
        let stores: DatabaseStores
        do throws(KaimonoError) {
            stores = try await DatabaseStores.open(try Self.check(location()), settings: try Self.check(settings()), logger: Logger(label: "kaimono"))
        } catch {
            Console.error("kaimono \(command): \(error.message)")
            throw ExitCode(1)
        }
        do {
            // Lenient about food ids: a lexicon edit must not make every command fail (a test checks them).
            try await stores.catalog.seedFromBundledIfNeeded(reader: CatalogReader())
            return stores
        } catch let error as CatalogError {
            Console.error("kaimono \(command): \(error.message)")
            await stores.close()
            throw ExitCode(1)
        }
    }

    /// Opens the catalog store (see `openStores(command:)`).
    func openStore(command: String) async throws -> any CatalogStore {
        try await openStores(command: command).catalog
    }

    private static func check<T>(_ value: @autoclosure () throws(CatalogError) -> T) throws(KaimonoError) -> T {
        do throws(CatalogError) {
            return try value()
        } catch {
            throw KaimonoError(.badInput, code: error.code, message: error.message)
        }
    }

    /// The lexicon's food ids, or `nil` (accept any) when the lexicon cannot be loaded.
    func knownFoods() -> Set<String>? {
        (try? Lexicon.bundled()).map { Set($0.foods.map(\.id)) }
    }
}

extension Kaimono {
    /// `kaimono catalog import|export|info|search`: manage the product catalog in the database.
    struct CatalogCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "catalog",
            abstract: "Import, export and inspect the product catalog (shops, stations, products, calendar).",
            subcommands: [Import.self, Export.self, Info.self, Search.self]
        )
    }
}

extension Kaimono.CatalogCommand {
    /// `kaimono catalog import PATH [--replace]`.
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a catalog: a folder of CSV files, one CSV file, or a JSONL file.",
            discussion: """
                A folder holds settings.csv, shops.csv, stations.csv, products.csv and calendar.csv (any of
                them); a single .csv file is recognised by its header; a .jsonl file has one object per line
                with "type": catalog, shop, station, product or calendar (as `catalog export` writes).
                Rows are added to the stored catalog, replacing rows with the same id; --replace makes the
                input the whole catalog. Every row is checked first: on any bad row, all bad rows are listed
                with their file and line, and nothing is imported.
                """
        )

        @Argument(help: "Folder, .csv or .jsonl file to import.")
        var path: String

        @Flag(help: "Replace the whole catalog instead of adding to it.")
        var replace = false

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.openStore(command: "catalog import")
            do {
                let info = try await store.importCatalog(
                    from: URL(fileURLWithPath: path), reader: CatalogReader(knownFoods: database.knownFoods()),
                    replacing: replace)
                try printInfo(info, format: output.resolved)
            } catch let error as CatalogError {
                Console.error("kaimono catalog import: \(error.message)")
                throw ExitCode(1)
            }
        }
    }

    /// `kaimono catalog export [--to PATH]`.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Export the stored catalog as JSONL (standard output or a .jsonl file) or CSV files (a folder).",
            discussion: "With no --to, JSONL goes to standard output. A --to ending in .jsonl writes JSONL; any other path is a folder of CSV files."
        )

        @Option(help: ArgumentHelp("Where to write: a .jsonl file or a folder for CSV files.", valueName: "path"))
        var to: String?

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let store = try await database.openStore(command: "catalog export")
            let snapshot = try await store.snapshot()
            let writer = CatalogWriter()
            do {
                if let to {
                    if to.hasSuffix(".jsonl") {
                        try Data(try writer.jsonl(snapshot).utf8).write(to: URL(fileURLWithPath: to), options: .atomic)
                    } else {
                        try writer.writeCSV(snapshot, to: URL(fileURLWithPath: to, isDirectory: true))
                    }
                    Console.error("kaimono catalog export: wrote \(snapshot.products.count) products to \(to)")
                } else {
                    Console.write(try writer.jsonl(snapshot))
                }
            } catch {
                Console.error("kaimono catalog export: cannot write \(to ?? "standard output"): \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
    }

    /// `kaimono catalog info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the database path, time zone and catalog counts.")

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.openStore(command: "catalog info")
            try printInfo(try await store.info(), format: output.resolved)
        }
    }

    /// `kaimono catalog search TEXT`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search products by Japanese or English name (full-text, every word must appear).")

        @Argument(help: "Words to search for.")
        var words: [String]

        @Option(help: "At most this many products.")
        var limit = 20

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if words.isEmpty { throw ValidationError("Give the words to search for.") }
            if limit <= 0 { throw ValidationError("--limit must be positive, got \(limit).") }
        }

        mutating func run() async throws {
            let store = try await database.openStore(command: "catalog search")
            let products = try await store.searchProducts(words.joined(separator: " "), limit: limit)
            switch output.resolved {
            case .table:
                var out = ""
                for p in products {
                    out += "\(p.id)  \(p.name)  ¥\(p.price)  \(p.shopId)\(p.isAvailable ? "" : "  (sold out)")\n"
                }
                Console.write(out.isEmpty ? "no product matches\n" : out)
            case .json:
                Console.write(try JSONOutput(pretty: true).string(products) + "\n")
            case .jsonl:
                let json = JSONOutput(pretty: false)
                Console.write(try products.map { try json.string($0) + "\n" }.joined())
            }
        }
    }
}

private func printInfo(_ info: CatalogInfo, format: OutputFormat) throws {
    switch format {
    case .table:
        Console.write("""
            database     \(info.database)
            source       \(info.source ?? "-")
            time zone    \(info.timeZone)
            shops        \(info.shops)
            stations     \(info.stations)
            products     \(info.products) (\(info.available) available, \(info.soldOut) sold out, \(info.limited) limited)
            foods        \(info.foods)
            calendar     \(info.calendarExceptions) exceptions

            """)
    case .json:
        Console.write(try JSONOutput(pretty: true).string(info) + "\n")
    case .jsonl:
        Console.write(try JSONOutput(pretty: false).string(info) + "\n")
    }
}
