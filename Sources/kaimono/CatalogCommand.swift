import ArgumentParser
import Foundation
import KaimonoKit

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
            commandName: "import",
            abstract: "Import a catalog (a folder of CSV files, one CSV file, JSONL) or a store's product feed.",
            discussion: """
                A folder holds settings.csv, shops.csv, stations.csv, products.csv and calendar.csv (any of \
                them); a single .csv file is recognised by its header; a .jsonl file has one object per line \
                with "type": catalog, shop, station, product or calendar (as `catalog export` writes).

                Rows are added to the stored catalog, replacing rows with the same id; --replace makes the \
                input the whole catalog. Every row is checked first: on any bad row, all bad rows are listed \
                with their file and line, and nothing is imported.

                Any other .csv or .jsonl file is a merchant feed (or say --feed): rows with at least id and \
                name, optionally price, category, size, brand, name_en, stock, shop_id, labels, sold_out and \
                foods. Products are tagged automatically (foods, kind, pack size, confidence) and upserted in \
                one transaction: ids kept, stock kept unless the feed gives it, products missing from the \
                feed go off sale (never deleted). Overrides saved with --overrides are applied on every import.
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

        @Option(help: ArgumentHelp("Save the overrides of this CSV file (the filled-in review sheet) and apply them on every import.", valueName: "file"))
        var overrides: String?

        @Option(help: "Stock of new feed products when the feed has no stock column.")
        var defaultStock = 100

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            _ = try FeedColumns.parse(columns)
            if defaultStock < 0 { throw ValidationError("--default-stock must be 0 or more, got \(defaultStock).") }
        }

        mutating func run() async throws {
            let store = try await database.store(command: "catalog import")
            let asFeed = feed || !columns.isEmpty || dryRun || overrides != nil || !KaimonoStore.isCatalogFile(path)
            if asFeed {
                try await importFeed(store: store)
                return
            }
            let info: CatalogInfo
            do throws(KaimonoError) {
                info = try await store.importCatalog(from: path, replacing: replace)
            } catch {
                throw Console.fail("catalog import", error)
            }
            try printInfo(info, format: output.resolved)
        }

        private func importFeed(store: KaimonoStore) async throws {
            let report: FeedImporter.Report
            let map = try FeedColumns.parse(columns)
            do throws(KaimonoError) {
                let parsing = try KaimonoParsing.bundled()
                report = try await store.importFeed(
                    from: path,
                    options: .init(shopId: shop, columns: map, dryRun: dryRun, defaultStock: defaultStock),
                    overridesPath: overrides, parsing: parsing)
            } catch {
                throw Console.fail("catalog import", error)
            }
            for warning in report.warnings { Console.error("kaimono catalog import: warning: \(warning)") }
            Console.write(FeedReportText.render(report, format: output.resolved))
        }
    }

    /// `kaimono catalog export [--to PATH]`.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export the stored catalog as JSONL (standard output or a .jsonl file) or CSV files (a folder).",
            discussion: "With no --to, JSONL goes to standard output. A --to ending in .jsonl writes JSONL; any other path is a folder of CSV files."
        )

        @Option(help: ArgumentHelp("Where to write: a .jsonl file or a folder for CSV files.", valueName: "path"))
        var to: String?

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let store = try await database.store(command: "catalog export")
            do throws(KaimonoError) {
                if let to {
                    let count = try await store.exportCatalog(to: to)
                    Console.error("kaimono catalog export: wrote \(count) products to \(to)")
                } else {
                    Console.write(try await store.catalogJSONL())
                }
            } catch {
                throw Console.fail("catalog export", error)
            }
        }
    }

    /// `kaimono catalog info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info",
            abstract: "Show the database path, time zone and catalog counts.")

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.store(command: "catalog info")
            let info: CatalogInfo
            do throws(KaimonoError) {
                info = try await store.catalogInfo()
            } catch {
                throw Console.fail("catalog info", error)
            }
            try printInfo(info, format: output.resolved)
        }
    }

    /// `kaimono catalog search TEXT`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
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
            let store = try await database.store(command: "catalog search")
            let products: [Product]
            do throws(KaimonoError) {
                products = try await store.searchProducts(words.joined(separator: " "), limit: limit)
            } catch {
                throw Console.fail("catalog search", error)
            }
            switch output.resolved {
            case .table:
                var out = ""
                for p in products {
                    out += "\(p.id)  \(p.name)  \(p.hasPrice ? "¥\(p.price)" : "no price")  \(p.shopId)\(p.isAvailable ? "" : "  (sold out)")\n"
                }
                Console.write(out.isEmpty ? "no product matches\n" : out)
            case .json:
                try JSONOutput(pretty: true).print(products)
            case .jsonl:
                try JSONOutput(pretty: false).printLines(products)
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
        try JSONOutput(pretty: true).print(info)
    case .jsonl:
        try JSONOutput(pretty: false).print(info)
    }
}
