import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono suggest PRODUCT_ID|NAME [--pickup-date D] [--limit N]`: a product in, recipes that use it out.
    struct Suggest: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "suggest",
            abstract: "Suggest recipes for a product (or a food), ranked, for a pickup date.",
            discussion: """
                PRODUCT is a product id (p-00123), a food (鶏もも肉, chicken-thigh, chicken thigh), or words of \
                a product name. A name that fits several products lists them and exits with status 2.

                Recipes are ranked by how central the product's food is in them (amount and position; garnishes \
                and to-taste lines count little), how much of one pack they use, and how many of their other \
                ingredients can be picked up on the date at the station (or are pantry staples).

                The recipe index is filled with the bundled samples on first use; add more with \
                `kaimono index add OUT.jsonl` (the output of `kaimono batch`).
                """
        )

        @Argument(help: ArgumentHelp("A product id, a food, or words of a product name.", valueName: "product"))
        var words: [String] = []

        /// The words as one query.
        var query: String? { words.isEmpty ? nil : words.joined(separator: " ") }

        @OptionGroup var pickup: PickupOptions

        @Option(help: "Recipes to show at most.")
        var limit = 10

        @OptionGroup var clock: ClockOptions

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        @Option(name: .customLong("benchmark"), help: ArgumentHelp(visibility: .hidden))
        var benchmarkQueries: Int?

        func validate() throws {
            if !(1...1000).contains(limit) { throw ValidationError("--limit must be 1 to 1000, got \(limit).") }
            if benchmarkQueries == nil && (query ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("Give a PRODUCT: a product id (p-00123), a food (鶏もも肉) or words of a name.")
            }
            if let benchmarkQueries, benchmarkQueries <= 0 {
                throw ValidationError("--benchmark must be a positive number of queries, got \(benchmarkQueries).")
            }
        }

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "suggest", now: clock.now)
            if let benchmarkQueries {
                let (figures, loadSeconds): (SuggestionBenchmark.Figures, Double)
                do throws(KaimonoError) {
                    (figures, loadSeconds) = try await kaimono.benchmarkSuggestions(
                        queries: benchmarkQueries, pickupDate: pickup.pickupDate, stationId: pickup.station, limit: limit)
                } catch {
                    throw Console.fail("suggest", error)
                }
                var line = try JSONOutput(pretty: false).string(figures)
                line.removeLast()
                Console.write(line + String(format: ",\"loadSeconds\":%.2f}\n", loadSeconds))
                return
            }
            let result: SuggestionResult
            do throws(KaimonoError) {
                result = try await kaimono.suggest(
                    query: query ?? "", pickupDate: pickup.pickupDate, stationId: pickup.station, limit: limit)
            } catch {
                throw Console.fail("suggest", error, status: error.code == "ambiguous_target" ? 2 : 1)
            }
            switch output.resolved {
            case .jsonl:
                try JSONOutput(pretty: false).printLines(result.suggestions)
            case .json:
                try JSONOutput(pretty: true).print(result)
            case .table:
                Console.write(Self.table(result, lexicon: kaimono.lexicon))
            }
        }

        /// Product or food, pickup, then the ranked recipes with their reasons.
        static func table(_ result: SuggestionResult, lexicon: Lexicon) -> String {
            var out = ""
            let foodName = result.target.foods.first.flatMap { lexicon.food(id: $0) }.map { $0.japanese.first ?? $0.id }
            if let product = result.target.product {
                out += "Recipes for \(product.name) (\(product.id), \(product.pack))"
            } else {
                out += "Recipes for \(foodName ?? result.query)"
            }
            out += " — pickup \(CartTable.day(result.pickupDate)) at \(result.station.name) (\(result.station.id))\n"
            if let deliverable = result.productAvailability, deliverable != .available {
                out += "  note: this product cannot be had that day (\(deliverable.rawValue.replacingOccurrences(of: "_", with: " ")))\n"
            }
            if result.suggestions.isEmpty {
                out += "\nNo indexed recipe uses \(foodName ?? "it"). Add recipes with `kaimono index add OUT.jsonl`.\n"
            }
            for (rank, s) in result.suggestions.enumerated() {
                let serves = s.servings.map { ", serves \(CartTable.number($0))" } ?? ""
                out += "\n" + CartTable.padLeft("\(rank + 1).", 3) + " " + String(format: "%.2f", s.score) + "  "
                    + (s.title ?? s.recipeId) + "  (\(s.recipeId)\(serves))\n"
                for reason in s.reasons { out += "       · \(reason)\n" }
            }
            return out
        }
    }
}
