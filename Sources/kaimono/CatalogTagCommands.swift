import ArgumentParser
import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation

extension Kaimono.CatalogCommand {
    /// `kaimono catalog tag TEXT... [--category C]`: how the tagger reads names.
    struct Tag: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show how product names are tagged: foods, kind, attributes, pack size and confidence.",
            discussion: """
                Each argument is one product name. With --feed, every row of a feed file is tagged instead
                (nothing is stored) and printed as CSV: id, name, kind, foods, confidence, pack, unknown
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
        }

        mutating func run() async throws {
            let tagger: ProductTagger
            do { tagger = ProductTagger(lexicon: try Lexicon.bundled()) } catch {
                Console.error("kaimono catalog tag: \(error)")
                throw ExitCode(1)
            }
            if let feed {
                var map: [FeedField: String] = [:]
                for item in columns {
                    let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2, let field = FeedField(rawValue: parts[0]) { map[field] = parts[1] }
                }
                do {
                    var reader = try FeedReader(url: URL(fileURLWithPath: feed), columns: map)
                    var out = "id,name,kind,foods,confidence,pack,unknown_words\n"
                    while let record = reader.next() {
                        let f = record.fields
                        let tags = tagger.tag(
                            name: f[.name] ?? "", nameEn: f[.nameEn] ?? "", category: f[.category] ?? "",
                            brand: f[.brand] ?? "", size: f[.size] ?? "")
                        let row = [
                            f[.id] ?? "", f[.name] ?? f[.nameEn] ?? "", tags.kind.rawValue, tags.foods.joined(separator: "|"),
                            String(format: "%.2f", tags.confidence), tags.pack?.description ?? "",
                            tags.unknownWords.joined(separator: " "),
                        ]
                        out += row.map(csvField).joined(separator: ",") + "\n"
                    }
                    Console.write(out)
                } catch let error as CatalogError {
                    Console.error("kaimono catalog tag: \(error.message)")
                    throw ExitCode(1)
                }
                return
            }
            struct Out: Encodable {
                var name: String
                var kind: String
                var foods: [String]
                var traits: [String]
                var diet: [String]
                var pack: String?
                var familyPack: Bool
                var confidence: Double
                var unknownWords: [String]
                var reasons: [String]
            }
            let results = names.map { name in
                let tags = tagger.tag(name: name, category: category)
                return Out(
                    name: name, kind: tags.kind.rawValue, foods: tags.foods,
                    traits: FoodTrait.allCases.filter { tags.attributes.traits.contains($0) }.map(\.rawValue),
                    diet: DietFlag.allCases.filter { tags.attributes.diet.contains($0) }.map(\.rawValue),
                    pack: tags.pack?.description, familyPack: tags.familyPack,
                    confidence: (tags.confidence * 100).rounded() / 100, unknownWords: tags.unknownWords,
                    reasons: tags.reasons)
            }
            switch output.resolved {
            case .table:
                var out = ""
                for r in results {
                    out += "\(r.name)\n  kind        \(r.kind)\n  foods       \(r.foods.isEmpty ? "-" : r.foods.joined(separator: ", "))\n"
                    if !r.traits.isEmpty || !r.diet.isEmpty { out += "  attributes  \((r.traits + r.diet).joined(separator: ", "))\n" }
                    out += "  pack        \(r.pack ?? "-")\(r.familyPack ? " (family pack)" : "")\n"
                    out += "  confidence  \(r.confidence)  (\(r.reasons.joined(separator: "; ")))\n"
                    if !r.unknownWords.isEmpty { out += "  unknown     \(r.unknownWords.joined(separator: " "))\n" }
                }
                Console.write(out)
            case .json:
                Console.write(try JSONOutput(pretty: true).string(results) + "\n")
            case .jsonl:
                let json = JSONOutput(pretty: false)
                Console.write(try results.map { try json.string($0) + "\n" }.joined())
            }
        }
    }

    /// `kaimono catalog review [--below X] [--unknown-words]`: the sheet a person fills in.
    struct Review: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List low-confidence, prepared and non-food products as a CSV sheet to fill in.",
            discussion: """
                The sheet has the columns id, name, kind, tagged_foods, confidence, then foods, not_food,
                prepared and attributes left empty: fill them in and pass the file to `kaimono catalog import
                FEED --overrides FILE`; the overrides are kept and applied on every later import. With
                --unknown-words, the words of product names the lexicon does not explain are listed instead
                (word,count, most frequent first).
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
            let store = try await database.openStore(command: "catalog review")
            let products = try await store.snapshot().products
            var text: String
            if unknownWords {
                let tagger: ProductTagger
                do { tagger = ProductTagger(lexicon: try Lexicon.bundled()) } catch {
                    Console.error("kaimono catalog review: \(error)")
                    throw ExitCode(1)
                }
                var counts: [String: Int] = [:]
                for p in products where p.onSale && p.kind == .food && p.confidence != nil {
                    for word in tagger.tag(name: p.name, nameEn: p.nameEn).unknownWords { counts[word, default: 0] += 1 }
                }
                text = "word,count\n"
                for (word, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
                    text += csvField(word) + ",\(count)\n"
                }
            } else {
                text = ReviewSheet.csv(ReviewSheet.rows(products, below: below))
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

/// A CSV field, quoted when it holds a comma, a quote or a line break.
func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
