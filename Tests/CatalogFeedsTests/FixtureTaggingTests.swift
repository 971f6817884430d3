import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation
import Testing

/// Tags our own feed fixtures (`scripts/make-feed-fixtures.py`) and compares with what each product is.
@Suite struct FixtureTaggingTests {
    struct Expected {
        var kind: String
        var mainFood: String
        var attribute: String
    }

    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    }

    static func expected(_ name: String) throws -> [String: Expected] {
        let text = try String(contentsOf: fixture(name), encoding: .utf8)
        var result: [String: Expected] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            result[f[0]] = Expected(kind: f[1], mainFood: f[2], attribute: f.count > 3 ? f[3] : "")
        }
        return result
    }

    /// Share of products whose kind, and (for foods) main food, agree with the fixture's.
    static func agreement(feed: String, expected: String, columns: [FeedField: String] = [:]) throws
        -> (kind: Double, main: Double, misses: [String])
    {
        let tagger = ProductTagger(lexicon: try Lexicon.bundled())
        let truth = try Self.expected(expected)
        var reader = try FeedReader(url: fixture(feed), columns: columns)
        var kinds = 0, total = 0, mains = 0, foods = 0
        var misses: [String] = []
        while let record = reader.next() {
            let f = record.fields
            let want = try #require(truth[f[.id] ?? ""])
            let tags = tagger.tag(
                name: f[.name] ?? "", category: f[.category] ?? "", brand: f[.brand] ?? "", size: f[.size] ?? "")
            total += 1
            if tags.kind.rawValue == want.kind { kinds += 1 } else { misses.append("\(f[.name] ?? ""): kind \(tags.kind.rawValue)") }
            if want.kind == "food" {
                foods += 1
                if tags.foods.first == want.mainFood { mains += 1 } else {
                    misses.append("\(f[.name] ?? ""): \(tags.foods.first ?? "-") for \(want.mainFood)")
                }
            }
        }
        return (Double(kinds) / Double(max(total, 1)), Double(mains) / Double(max(foods, 1)), misses)
    }

    @Test func japaneseNetSuperFeed() throws {
        let result = try Self.agreement(feed: "netsuper-ja.csv", expected: "netsuper-ja-expected.tsv")
        #expect(result.kind >= 0.97, "\(result.misses)")
        #expect(result.main >= 0.95, "\(result.misses)")
    }

    @Test func englishGroceryFeed() throws {
        let result = try Self.agreement(feed: "grocery-en.csv", expected: "grocery-en-expected.tsv")
        #expect(result.kind >= 0.97, "\(result.misses)")
        #expect(result.main >= 0.95, "\(result.misses)")
    }

    @Test func frozenAndOrganicAreRead() throws {
        let tagger = ProductTagger(lexicon: try Lexicon.bundled())
        let frozen = tagger.tag(name: "【冷凍】国産 ブロッコリー 500g お徳用")
        #expect(frozen.foods == ["broccoli"])
        #expect(frozen.attributes.traits.contains(.frozen))
        #expect(frozen.familyPack)
        #expect(frozen.pack == PackSize(value: 500, unit: .g))
        let organic = tagger.tag(name: "Organic Whole Milk, 1 gal", brand: "")
        #expect(organic.attributes.diet.contains(.organic))
    }
}
