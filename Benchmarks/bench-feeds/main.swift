// In-process benchmark of merchant feeds (scripts/bench-feeds runs it on one core): imports and tags the
// feed at FEED into a fresh SQLite database, then matches LINES against that catalog and against the
// bundled one. Baselines in the same run: reading the feed without tagging or storing (import), matching
// with the bundled catalog (matching).
//
// usage: bench-feeds FEED LINES [ROUNDS]
import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation
import IngredientParsing
import Matching

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-feeds: \(message)\n".utf8))
    exit(2)
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: bench-feeds FEED LINES [ROUNDS]") }
let feed = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count >= 4 ? max(1, Int(arguments[3]) ?? 3) : 3
let clock = ContinuousClock()

do {
    let lexicon = try Lexicon.bundled()
    // Baseline: the feed read and split into fields, nothing tagged or stored.
    var rows = 0
    let read = try clock.measure {
        var reader = try FeedReader(url: feed, columns: [:])
        while reader.next() != nil { rows += 1 }
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-feeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = GRDBCatalogStore(database: try KaimonoDatabase.open(path: folder.appendingPathComponent("b.sqlite").path))
    let importer = FeedImporter(tagger: ProductTagger(lexicon: lexicon))
    var report: FeedImporter.Report?
    let imported = try await clock.measure { report = try await importer.run(url: feed, store: store) }
    print(String(format: "feed rows read (baseline):   %7.2f s  (%d rows)", seconds(read), rows))
    print(String(format: "import and tag:              %7.2f s  (%d added; %.1fx the read)", seconds(imported),
        report?.summary.added ?? 0, seconds(imported) / max(seconds(read), 1e-6)))

    let lines = try String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: "\n").map(String.init)
    let parser = IngredientParser(lexicon: lexicon)
    let parsed = lines.map { parser.parse($0) }
    let bundled = try CatalogReader().read(url: BundledCatalog.folder)
    func rate(_ catalog: CatalogSnapshot, label: String) -> Double {
        let matcher = ProductMatcher(catalog: catalog, lexicon: lexicon)
        var checksum = 0
        let d = clock.measure {
            for _ in 0..<rounds { for line in parsed { checksum &+= matcher.match(line).candidates.count } }
        }
        let perSecond = Double(parsed.count * rounds) / seconds(d)
        print(String(format: "%@ %8.0f lines/s  (checksum %d)", label, perSecond, checksum))
        return perSecond
    }
    let base = rate(bundled, label: "match, bundled catalog (baseline):")
    let big = rate(try await store.snapshot(), label: "match, imported feed catalog:     ")
    print(String(format: "imported / bundled: %.3f", big / base))
} catch {
    fail("\(error)")
}
