import ArgumentParser
import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation

/// The `--database PATH` option of every command that reads the catalog or orders.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "The SQLite database (default: $KAIMONO_DATABASE, else ~/.local/share/kaimono/kaimono.sqlite).",
            valueName: "path"))
    var path: String?

    /// The path in force.
    var resolvedPath: String {
        DatabaseLocation.resolve(explicit: path, environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the database, loading the bundled catalog into it on first use.
    func openStore(command: String) async throws -> GRDBCatalogStore {
        let path = resolvedPath
        do {
            let store = GRDBCatalogStore(database: try KaimonoDatabase.open(path: path))
            // Lenient about food ids: a lexicon edit must not make every command fail (a test checks them).
            try await store.seedFromBundledIfNeeded(reader: CatalogReader())
            return store
        } catch let error as CatalogError {
            Console.error("kaimono \(command): \(error.message)")
            throw ExitCode(1)
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
            subcommands: [Import.self, Export.self, Info.self, Search.self, Tag.self, Review.self]
        )
    }
}

extension Kaimono.CatalogCommand {
    /// `kaimono catalog import PATH [--replace]`, or a merchant feed with `--shop`, `--column`, `--dry-run`.
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a catalog (a folder of CSV files, one CSV file, JSONL) or a store's product feed.",
            discussion: """
                A folder holds settings.csv, shops.csv, stations.csv, products.csv and calendar.csv (any of
                them); a single .csv file is recognised by its header; a .jsonl file has one object per line
                with "type": catalog, shop, station, product or calendar (as `catalog export` writes).
                Rows are added to the stored catalog, replacing rows with the same id; --replace makes the
                input the whole catalog. Every row is checked first: on any bad row, all bad rows are listed
                with their file and line, and nothing is imported.

                Any other .csv or .jsonl file is a merchant feed (or say --feed): rows with at least id and
                name, optionally price, category, size, brand, name_en, stock, shop_id, labels, sold_out and
                foods. Products are tagged automatically (foods, kind, pack size, confidence) and upserted in
                one transaction: ids kept, stock kept unless the feed gives it, products missing from the
                feed go off sale. Overrides saved with --overrides are applied on every import.
                """
        )

        @Argument(help: "Folder, .csv or .jsonl file to import.")
        var path: String

        @Flag(help: "Replace the whole catalog instead of adding to it (catalog files only).")
        var replace = false

        @Flag(help: "Read the file as a merchant feed even if its header looks like a catalog table.")
        var feed = false

        @Option(help: ArgumentHelp("The shop of feed rows without shop_id (created when missing).", valueName: "id"))
        var shop = FeedImporter.defaultShopId

        @Option(
            name: .customLong("column"),
            help: ArgumentHelp("Read a feed field from another header, e.g. name=title (repeatable).", valueName: "field=header"))
        var columns: [String] = []

        @Flag(help: "Print what a feed import would change without writing it.")
        var dryRun = false

        @Option(help: ArgumentHelp("Save the overrides in this CSV file (id, foods, not_food, prepared, attributes), applied now and on every later import.", valueName: "file"))
        var overrides: String?

        @Option(help: "Stock of new feed products when the feed has no stock column.")
        var defaultStock = 100

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            _ = try columnMap()
            if defaultStock < 0 { throw ValidationError("--default-stock must be 0 or more, got \(defaultStock).") }
        }

        func columnMap() throws -> [FeedField: String] {
            var map: [FeedField: String] = [:]
            for item in columns {
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let field = FeedField(rawValue: parts[0]), !parts[1].isEmpty else {
                    throw ValidationError(
                        "--column '\(item)' must be FIELD=HEADER with FIELD one of \(FeedField.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
                map[field] = parts[1]
            }
            return map
        }

        mutating func run() async throws {
            let store = try await database.openStore(command: "catalog import")
            let url = URL(fileURLWithPath: path)
            let asFeed = feed || !columns.isEmpty || dryRun || overrides != nil || !CatalogReader.recognizes(url)
            do {
                if asFeed {
                    try await importFeed(url, store: store)
                    return
                }
                let info = try await store.importCatalog(
                    from: url, reader: CatalogReader(knownFoods: database.knownFoods()), replacing: replace)
                try printInfo(info, format: output.resolved)
            } catch let error as CatalogError {
                Console.error("kaimono catalog import: \(error.message)")
                throw ExitCode(1)
            }
        }

        private func importFeed(_ url: URL, store: GRDBCatalogStore) async throws {
            let lexicon: Lexicon
            do { lexicon = try Lexicon.bundled() } catch {
                Console.error("kaimono catalog import: \(error)")
                throw ExitCode(1)
            }
            if let overrides {
                let list = try ReviewSheet.readOverrides(url: URL(fileURLWithPath: overrides), lexicon: lexicon)
                if !dryRun { try await store.saveOverrides(list) }
                Console.error("kaimono catalog import: \(list.count) override(s) from \(overrides)")
            }
            let importer = FeedImporter(
                tagger: ProductTagger(lexicon: lexicon),
                options: .init(shopId: shop, columns: try columnMap(), dryRun: dryRun, defaultStock: defaultStock))
            let report = try await importer.run(url: url, store: store)
            for warning in report.warnings { Console.error("kaimono catalog import: warning: \(warning)") }
            let s = report.summary
            switch output.resolved {
            case .table:
                var out = """
                    \(s.dryRun ? "dry run, nothing written: " : "")\(report.products) products: \(s.added) added, \(s.changed) changed, \(s.unchanged) unchanged, \(s.withdrawn) withdrawn
                    kinds        \(ProductKind.allCases.map { "\($0.rawValue) \(report.kinds[$0] ?? 0)" }.joined(separator: ", "))
                    tagged       \(report.tagged) with foods, \(report.lowConfidence) below \(ProductTagger.reviewThreshold) confidence (kaimono catalog review)

                    """
                if !s.shopsCreated.isEmpty { out += "shops added  \(s.shopsCreated.joined(separator: ", "))\n" }
                if !report.unknownWords.isEmpty {
                    out += "unknown food words (most frequent first; add them to data/lexicon/core.tsv):\n"
                    for (word, count) in report.unknownWords.prefix(20) { out += "  \(count)\t\(word)\n" }
                }
                Console.write(out)
            case .json, .jsonl:
                struct Out: Encodable {
                    var summary: FeedImportSummary
                    var products: Int
                    var kinds: [String: Int]
                    var tagged: Int
                    var lowConfidence: Int
                    var unknownWords: [[String: String]]
                    var warnings: [String]
                }
                let value = Out(
                    summary: s, products: report.products,
                    kinds: Dictionary(uniqueKeysWithValues: ProductKind.allCases.map { ($0.rawValue, report.kinds[$0] ?? 0) }),
                    tagged: report.tagged, lowConfidence: report.lowConfidence,
                    unknownWords: report.unknownWords.prefix(50).map { ["word": $0.word, "count": String($0.count)] },
                    warnings: report.warnings)
                Console.write(try JSONOutput(pretty: output.resolved == .json).string(value) + "\n")
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
