// Benchmark for Suggestions: recipe suggestions for random products over the recipe index of a database.
//
// usage: bench-suggest DATABASE [QUERIES] [LIMIT]
// Loads the catalog and the whole recipe index once (timed apart), builds the in-memory index, then times
// QUERIES suggestion queries (pickup Tuesday 2026-11-24 at the first station open that day, ordered on
// Sunday 2026-11-22 12:00 JST). Prints one JSON object: recipes, load and build seconds, queries/s, p50/p90/p99.
// scripts/bench-suggest fills a database with 100,000 recipes and runs this.
import Catalog
import FoodLexicon
import Foundation
import JSONWriting
import Suggestions

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-suggest: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: bench-suggest DATABASE [QUERIES] [LIMIT]") }
let queries = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 2000) : 2000
let limit = arguments.count >= 4 ? max(1, Int(arguments[3]) ?? 10) : 10

do {
    let database = try KaimonoDatabase.open(path: arguments[1])
    let catalog = try await GRDBCatalogStore(database: database).snapshot()
    let lexicon = try Lexicon.bundled()
    let clock = ContinuousClock()
    let started = clock.now
    let recipes = try await GRDBRecipeIndexStore(database: database).allRecipes()
    let loadSeconds = (clock.now - started) / .seconds(1)
    guard let day = CalendarDay(year: 2026, month: 11, day: 24) else { fail("bad pickup date") }
    guard let station = catalog.stations.first(where: { catalog.isOpen(station: $0, on: day) }) ?? catalog.stations.first
    else { fail("the catalog has no stations; run `kaimono index info --database \(arguments[1])` first") }
    let benchmark = SuggestionBenchmark(
        pickupDate: day, station: station, now: Date(timeIntervalSince1970: 1_795_316_400), limit: limit)
    guard let figures = benchmark.run(recipes: recipes, catalog: catalog, lexicon: lexicon, queries: queries) else {
        fail("no product's food is used by an indexed recipe")
    }
    var line = String(decoding: try JSONStreamEncoder().encode(figures), as: UTF8.self)
    line.removeLast()
    print(line + String(format: ",\"loadSeconds\":%.2f}", loadSeconds))
} catch {
    fail("\(error)")
}
