import ArgumentParser
import Catalog
import FoodLexicon
import Foundation
import Ordering
import Suggestions

extension Kaimono {
    /// `kaimono suggest PRODUCT_ID|NAME [--pickup-date D] [--limit N]`: a product in, recipes that use it out.
    struct Suggest: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Suggest recipes for a product (or a food), ranked, for a pickup date.",
            discussion: """
                PRODUCT is a product id (p-00123), a food (鶏もも肉, chicken-thigh, chicken thigh), or words of a
                product name. A name that fits several products lists them and exits with status 2.
                Recipes are ranked by how central the product's food is in them (amount and position; garnishes
                and to-taste lines count little), how much of one pack they use, and how many of their other
                ingredients can be picked up on the date at the station (or are pantry staples).
                The recipe index is filled with the bundled samples on first use; add more with
                `kaimono index add OUT.jsonl` (the output of `kaimono batch`).
                """
        )

        @Argument(help: ArgumentHelp("A product id, a food, or words of a product name.", valueName: "product"))
        var words: [String] = []

        /// The words as one query.
        var query: String? { words.isEmpty ? nil : words.joined(separator: " ") }

        @Option(help: ArgumentHelp(
            "The pickup date: YYYY-MM-DD, today or tomorrow (default: tomorrow in the catalog time zone).",
            valueName: "date"))
        var pickupDate: String?

        @Option(help: "Recipes to show at most.")
        var limit = 10

        @Option(help: ArgumentHelp(
            "The current time, ISO 8601 (2026-11-23T19:30:00+09:00); default: the clock.", valueName: "time"))
        var now: String?

        @Option(help: ArgumentHelp("The pickup station id (default: the catalog's first station open that day).",
                                   valueName: "id"))
        var station: String?

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
            let (_, store, index) = try await database.openRecipeIndex(command: "suggest")
            let catalog = try await store.snapshot()
            let lexicon: Lexicon
            do {
                lexicon = try Lexicon.bundled()
            } catch {
                Console.error("kaimono suggest: cannot load the food lexicon: \(error)")
                throw ExitCode(1)
            }
            let instant: Date
            let day: CalendarDay
            do throws(OrderingError) {
                instant = try Buy.resolveNow(now, catalog: catalog)
                day = try pickupDate.map { text throws(OrderingError) in
                    try Timestamp.pickupDay(text, now: instant, timeZone: catalog.timeZone)
                } ?? CalendarDay(date: instant, timeZone: catalog.timeZone).adding(days: 1)
            } catch {
                Console.error("kaimono suggest: \(error.message)")
                throw ExitCode(1)
            }
            let pickupStation = try resolveStation(catalog: catalog, day: day)
            if let benchmarkQueries {
                try await benchmark(
                    queries: benchmarkQueries, index: index, catalog: catalog, lexicon: lexicon, day: day,
                    station: pickupStation, now: instant)
                return
            }
            let target: SuggestionTarget
            do throws(SuggestionsError) {
                target = try SuggestionTarget.resolve(query ?? "", catalog: catalog, lexicon: lexicon)
            } catch {
                Console.error("kaimono suggest: \(error.message)")
                throw ExitCode(error.code == "ambiguous_target" ? 2 : 1)
            }
            let related = RecipeSuggester.relatedFoods(target.foods, lexicon: lexicon).map(\.food)
            let recipes = try await index.recipes(usingFoods: related, orProduct: target.product?.id)
            let suggester = RecipeSuggester(index: SuggestionIndex(recipes: recipes, lexicon: lexicon), catalog: catalog)
            let request = SuggestionRequest(
                foods: target.foods, product: target.product, pickupDate: day, station: pickupStation, now: instant,
                limit: limit)
            let suggestions = suggester.suggest(request)
            try write(suggestions, target: target, request: request, catalog: catalog, lexicon: lexicon)
        }

        private func resolveStation(catalog: CatalogSnapshot, day: CalendarDay) throws -> PickupStation {
            if let station {
                guard let found = catalog.station(id: station) else {
                    Console.error("kaimono suggest: no station '\(station)'; known: "
                        + catalog.stations.map(\.id).joined(separator: ", "))
                    throw ExitCode(1)
                }
                return found
            }
            guard let first = catalog.stations.first else {
                Console.error("kaimono suggest: the catalog has no pickup stations; import stations.csv first")
                throw ExitCode(1)
            }
            return catalog.stations.first { catalog.isOpen(station: $0, on: day) } ?? first
        }

        private func write(
            _ suggestions: [RecipeSuggestion], target: SuggestionTarget, request: SuggestionRequest,
            catalog: CatalogSnapshot, lexicon: Lexicon
        ) throws {
            let product = target.product
            let deliverable = product.map {
                catalog.availability(product: $0, station: request.station, pickupDate: request.pickupDate, now: request.now)
            }
            switch output.resolved {
            case .jsonl:
                let json = JSONOutput(pretty: false)
                Console.write(try suggestions.map { try json.string($0) + "\n" }.joined())
            case .json:
                let body = SuggestOutput(
                    query: query ?? "", productId: product?.id, productName: product?.name,
                    food: target.foods.first, pickupDate: request.pickupDate.description, stationId: request.station.id,
                    productAvailability: deliverable?.rawValue, suggestions: suggestions)
                Console.write(try JSONOutput(pretty: true).string(body) + "\n")
            case .table:
                var out = ""
                let foodName = target.foods.first.flatMap { lexicon.food(id: $0) }.map { $0.japanese.first ?? $0.id }
                if let product {
                    out += "Recipes for \(product.name) (\(product.id), \(product.pack))"
                } else {
                    out += "Recipes for \(foodName ?? query ?? "")"
                }
                out += " — pickup \(CartTable.day(request.pickupDate)) at \(request.station.name) (\(request.station.id))\n"
                if let deliverable, deliverable != .available {
                    out += "  note: this product cannot be had that day (\(deliverable.rawValue.replacingOccurrences(of: "_", with: " ")))\n"
                }
                if suggestions.isEmpty {
                    out += "\nNo indexed recipe uses \(foodName ?? "it"). Add recipes with `kaimono index add OUT.jsonl`.\n"
                }
                for (rank, s) in suggestions.enumerated() {
                    let serves = s.servings.map { ", serves \(CartTable.number($0))" } ?? ""
                    out += "\n" + CartTable.padLeft("\(rank + 1).", 3) + " " + String(format: "%.2f", s.score) + "  "
                        + (s.title ?? s.recipeId) + "  (\(s.recipeId)\(serves))\n"
                    for reason in s.reasons { out += "       · \(reason)\n" }
                }
                Console.write(out)
            }
        }

        /// Times `queries` suggestions for random products over the whole index, loaded once.
        private func benchmark(
            queries: Int, index: any RecipeIndexStore, catalog: CatalogSnapshot, lexicon: Lexicon, day: CalendarDay,
            station: PickupStation, now: Date
        ) async throws {
            let clock = ContinuousClock()
            let started = clock.now
            let recipes = try await index.allRecipes()
            let loadSeconds = (clock.now - started) / .seconds(1)
            let benchmark = SuggestionBenchmark(pickupDate: day, station: station, now: now, limit: limit)
            guard let figures = benchmark.run(recipes: recipes, catalog: catalog, lexicon: lexicon, queries: queries) else {
                Console.error("kaimono suggest: no product's food is used by an indexed recipe")
                throw ExitCode(1)
            }
            var line = try JSONOutput(pretty: false).string(figures)
            line.removeLast()
            Console.write(line + String(format: ",\"loadSeconds\":%.2f}\n", loadSeconds))
        }
    }
}

/// `kaimono suggest --format json`: what was asked, for which date and station, and the ranked recipes.
private struct SuggestOutput: Encodable {
    var query: String
    var productId: String?
    var productName: String?
    var food: String?
    var pickupDate: String
    var stationId: String
    /// `available`, `sold_out`, `not_delivered_on_date`, `deadline_passed`, `not_on_sale`; null for a food without products.
    var productAvailability: String?
    var suggestions: [RecipeSuggestion]

    private enum CodingKeys: String, CodingKey {
        case query, productId, productName, food, pickupDate, stationId, productAvailability, suggestions
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(query, forKey: .query)
        try c.encode(productId, forKey: .productId)
        try c.encode(productName, forKey: .productName)
        try c.encode(food, forKey: .food)
        try c.encode(pickupDate, forKey: .pickupDate)
        try c.encode(stationId, forKey: .stationId)
        try c.encode(productAvailability, forKey: .productAvailability)
        try c.encode(suggestions, forKey: .suggestions)
    }
}
