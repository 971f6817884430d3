import ArgumentParser
import Foundation
import KaimonoKit

/// `--column field=header` options.
enum FeedColumns {
    static func parse(_ items: [String]) throws(ValidationError) -> [FeedField: String] {
        var map: [FeedField: String] = [:]
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let field = FeedField(rawValue: parts[0]), !parts[1].isEmpty else {
                throw ValidationError(
                    "--column '\(item)' must be FIELD=HEADER with FIELD one of \(FeedField.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            map[field] = parts[1]
        }
        return map
    }
}

/// The import summary of a feed as text or JSON.
enum FeedReportText {
    static func render(_ report: FeedImporter.Report, format: OutputFormat) -> String {
        let s = report.summary
        switch format {
        case .table:
            var out = """
                \(s.dryRun ? "dry run, nothing written: " : "")\(report.products) products: \(s.added) added, \(s.changed) changed, \(s.unchanged) unchanged, \(s.withdrawn) withdrawn
                kinds        \(ProductKind.allCases.map { "\($0.rawValue) \(report.kinds[$0] ?? 0)" }.joined(separator: ", "))
                tagged       \(report.tagged) with foods, \(report.lowConfidence) below \(ProductTagger.reviewThreshold) confidence (see kaimono catalog review)

                """
            if !s.shopsCreated.isEmpty { out += "shops added  \(s.shopsCreated.joined(separator: ", "))\n" }
            if !report.unknownWords.isEmpty {
                out += "unknown food words, most frequent first (kaimono catalog review --unknown-words lists all):\n"
                for (word, count) in report.unknownWords.prefix(20) { out += "  \(count)\t\(word)\n" }
            }
            return out
        case .json, .jsonl:
            return ((try? JSONOutput(pretty: format == .json).string(report)) ?? "{}") + "\n"
        }
    }
}

extension Kaimono.CatalogCommand {
    /// `kaimono catalog tag TEXT... [--category C]`: how the tagger reads names.
    struct Tag: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tag",
            abstract: "Show how product names are tagged: foods, kind, attributes, pack size and confidence.",
            discussion: """
                Each argument is one product name. With --feed, every row of a feed file is tagged instead \
                (nothing is stored) and printed as CSV: id, name, kind, foods, confidence, pack, unknown \
                words.
                """)

        @Argument(help: "Product names.")
        var names: [String] = []

        @Option(help: "The product's category (aisle), e.g. \"Produce > Fresh Vegetables\".")
        var category = ""

        @Option(help: ArgumentHelp("Tag every row of this feed file and print CSV.", valueName: "file"))
        var feed: String?

        @Option(
            name: .customLong("column"),
            help: ArgumentHelp("Read a feed field from another header, e.g. name=title (repeatable).", valueName: "field=header"))
        var columns: [String] = []

        @OptionGroup var output: OutputOptions

        func validate() throws {
            if names.isEmpty && feed == nil { throw ValidationError("Give product names, or --feed FILE.") }
            _ = try FeedColumns.parse(columns)
        }

        /// One name as printed.
        struct Reading: Encodable {
            var name: String
            var kind: String
            var foods: [String]
            var attributes: [String]
            var pack: String?
            var familyPack: Bool
            var confidence: Double
            var unknownWords: [String]
            var reasons: [String]
        }

        mutating func run() async throws {
            let parsing = try Console.bundledParsing(command: "catalog tag")
            if let feed {
                let map = try FeedColumns.parse(columns)
                let sheet: (csv: String, badRows: [String])
                do throws(KaimonoError) {
                    sheet = try parsing.tagFeed(path: feed, columns: map)
                } catch {
                    throw Console.fail("catalog tag", error)
                }
                Console.write(sheet.csv)
                if !sheet.badRows.isEmpty {
                    // The readable rows are printed; the others are named so they can be fixed before an import.
                    Console.error(
                        "kaimono catalog tag: \(sheet.badRows.count) bad row(s) not tagged (an import would refuse them):\n"
                            + sheet.badRows.map { "  " + $0 }.joined(separator: "\n"))
                    throw ExitCode(1)
                }
                return
            }
            let results = names.map { name in
                let tags = parsing.tagProduct(name: name, category: category)
                return Reading(
                    name: name, kind: tags.kind.rawValue, foods: tags.foods,
                    attributes: FoodTrait.allCases.filter { tags.attributes.traits.contains($0) }.map(\.rawValue)
                        + DietFlag.allCases.filter { tags.attributes.diet.contains($0) }.map(\.rawValue),
                    pack: tags.pack?.description, familyPack: tags.familyPack,
                    confidence: (tags.confidence * 100).rounded() / 100, unknownWords: tags.unknownWords,
                    reasons: tags.reasons)
            }
            switch output.resolved {
            case .table:
                var out = ""
                for r in results {
                    out += "\(r.name)\n  kind        \(r.kind)\n  foods       \(r.foods.isEmpty ? "-" : r.foods.joined(separator: ", "))\n"
                    if !r.attributes.isEmpty { out += "  attributes  \(r.attributes.joined(separator: ", "))\n" }
                    out += "  pack        \(r.pack ?? "-")\(r.familyPack ? " (family pack)" : "")\n"
                    out += "  confidence  \(r.confidence)  (\(r.reasons.joined(separator: "; ")))\n"
                    if !r.unknownWords.isEmpty { out += "  unknown     \(r.unknownWords.joined(separator: " "))\n" }
                }
                Console.write(out)
            case .json:
                try JSONOutput(pretty: true).print(results)
            case .jsonl:
                try JSONOutput(pretty: false).printLines(results)
            }
        }
    }

    /// `kaimono catalog review [--below X] [--unknown-words]`: the sheet a person fills in.
    struct Review: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "review",
            abstract: "List low-confidence, prepared and non-food products as a CSV sheet to fill in.",
            discussion: """
                The sheet has the columns id, name, kind, tagged_foods, confidence, then foods, not_food, \
                prepared and attributes left empty: fill them in and pass the file to `kaimono catalog import \
                FEED --overrides FILE`; the overrides are kept and applied on every later import.

                With --unknown-words, the words of product names the lexicon does not explain are listed \
                instead (word,count, most frequent first): add the food words among them to \
                data/lexicon/core.tsv.
                """)

        @Option(help: "List products whose confidence is below this (0–1).")
        var below = ProductTagger.reviewThreshold

        @Flag(help: "List the unknown words of product names instead (word,count).")
        var unknownWords = false

        @Option(help: ArgumentHelp("Write the sheet to this file instead of standard output.", valueName: "file"))
        var to: String?

        @Option(help: "Output format: csv (the only one).")
        var format = "csv"

        @OptionGroup var database: DatabaseOptions

        func validate() throws {
            if format != "csv" { throw ValidationError("--format must be csv, got \(format).") }
            if !(0...1).contains(below) { throw ValidationError("--below must be between 0 and 1, got \(below).") }
        }

        mutating func run() async throws {
            let store = try await database.store(command: "catalog review")
            var text: String
            do throws(KaimonoError) {
                if unknownWords {
                    text = "word,count\n"
                    for (word, count) in try await store.unknownFoodWords(parsing: try KaimonoParsing.bundled()) {
                        text += "\(word.contains(",") ? "\"\(word)\"" : word),\(count)\n"
                    }
                } else {
                    text = try await store.reviewSheet(below: below)
                }
            } catch {
                throw Console.fail("catalog review", error)
            }
            if let to {
                do { try Data(text.utf8).write(to: URL(fileURLWithPath: to), options: .atomic) } catch {
                    Console.error("kaimono catalog review: cannot write \(to): \(error.localizedDescription)")
                    throw ExitCode(1)
                }
            } else {
                Console.write(text)
            }
        }
    }
}
