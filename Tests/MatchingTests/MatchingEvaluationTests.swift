import Catalog
import FoodLexicon
import Foundation
import IngredientParsing
import Testing
@testable import Matching

/// Our own evaluation lines (Fixtures/eval-lines.tsv) against the bundled catalog and lexicon:
/// `matched` must be right far more often than not, and most buyable lines must be matched.
@Suite struct MatchingEvaluationTests {
    struct Line {
        var number: Int
        var expected: String
        var text: String
    }

    static func lines() throws -> [Line] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/eval-lines", withExtension: "tsv"))
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [Line] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            let parts = raw.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            lines.append(Line(number: i + 1, expected: parts[0], text: parts[1]))
        }
        return lines
    }

    static func acceptable(_ product: Product, expected: String) -> Bool {
        for option in expected.split(separator: "|") where option != "pantry" {
            let parts = option.split(separator: "~", maxSplits: 1).map(String.init)
            if product.foods.contains(parts[0]) && (parts.count == 1 || product.name.contains(parts[1])) { return true }
        }
        return false
    }

    @Test func precisionAndShareOnOurLines() throws {
        let lexicon = try Lexicon.bundled()
        let catalog = try BundledCatalog.load()
        let matcher = ProductMatcher(catalog: catalog, lexicon: lexicon)
        let parser = IngredientParser(lexicon: lexicon, units: UnitTable.bundled)
        let lines = try Self.lines()
        #expect(lines.count >= 300)
        var matched = 0, correct = 0, buyable = 0, buyableMatched = 0
        var wrong: [String] = []
        for line in lines {
            let result = matcher.match(parser.parse(line.text))
            let kinds = Set(line.expected.split(separator: "|").map(String.init))
            let isBuyable = !(kinds == ["pantry"] || kinds == ["none"])
            if isBuyable && !kinds.contains("pantry") { buyable += 1 }
            guard result.status == .matched, let best = result.candidates.first else { continue }
            matched += 1
            if isBuyable && !kinds.contains("pantry") { buyableMatched += 1 }
            if let product = catalog.product(id: best.productId), Self.acceptable(product, expected: line.expected) {
                correct += 1
            } else {
                wrong.append("line \(line.number): \(line.text) → \(best.name)")
            }
        }
        let precision = Double(correct) / Double(max(matched, 1))
        let share = Double(buyableMatched) / Double(max(buyable, 1))
        #expect(precision >= 0.9, "precision \(precision); wrong: \(wrong.prefix(20))")
        #expect(share >= 0.8, "share matched \(share)")
    }
}
