import Foundation
import IngredientParsing
import JSONWriting
import Matching
import Testing

/// Sorted outputs get a match's fields in key order (`writeSortedFields`, the parse's among its own), the
/// batch output in the declared order: both must give the object JSONEncoder gives, byte for byte.
@Suite struct IngredientMatchJSONTests {
    static let parsed = ParsedIngredient(
        text: "2 cups \"whole\" milk", name: "milk", quantity: 2, quantityMax: 3, unit: "cup", unitText: "cups",
        part: "leaf", size: "large", preparation: "warmed", comment: "or oat milk", group: "A", optional: true,
        toTaste: true, food: "milk", amount: Amount(value: 480.5, dimension: .volume), language: "en")

    static let matches: [IngredientMatch] = [
        IngredientMatch(parsed: ParsedIngredient(text: "", name: "", language: "en"), status: .unmatched, candidates: []),
        IngredientMatch(
            parsed: parsed, status: .matched,
            candidates: [
                MatchCandidate(
                    productId: "p1", name: "Milk 1 L", shopId: "s1", score: 0.91234, reasons: ["food", "unit"], packs: 1,
                    price: 250, note: "n", warning: "w"),
                MatchCandidate(
                    productId: "p2", name: "Oat drink", shopId: "s2", score: 0.4, reasons: [], packs: 2, price: 300,
                    verdict: .substitute),
            ]),
        IngredientMatch(
            parsed: parsed, status: .unmatched, candidates: [],
            alternative: MatchCandidate(
                productId: "p3", name: "UHT milk", shopId: "s1", score: 0.5, reasons: ["food"], packs: 1, price: 199,
                verdict: .substitute, note: "long-life")),
        // (A line giving each of several foods one amount carries the others in `also`, written only then.)
        {
            var each = IngredientMatch(parsed: parsed, status: .pantry, candidates: [])
            each.also = [IngredientMatch(parsed: parsed, status: .unmatched, candidates: [])]
            return each
        }(),
    ]

    @Test(arguments: [false, true])
    func sortedOutputsGiveJSONEncodersBytes(pretty: Bool) throws {
        let reference = JSONEncoder()
        reference.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let encoder = JSONStreamEncoder(pretty: pretty)
        for _ in 0..<2 {
            for match in Self.matches {
                #expect(try encoder.encode(match) == Array(try reference.encode(match)))
            }
            #expect(try encoder.encode(Self.matches) == Array(try reference.encode(Self.matches)))
        }
    }

    /// A product without a price (a feed that has none) is written `null`, never ¥0 as if free, and read back as
    /// no price (session 36: a new user saw `"price":0`).
    @Test func aProductWithoutAPriceHasNone() throws {
        let candidate = MatchCandidate(
            productId: "f-5", name: "Whole Milk 1 gal", shopId: "s-default", score: 0.9, reasons: [], packs: 1, price: 0)
        let json = String(decoding: try JSONStreamEncoder().encode(candidate), as: UTF8.self)
        #expect(json.contains(#""price":null"#), "\(json)")
        #expect(try JSONDecoder().decode(MatchCandidate.self, from: Data(json.utf8)).price == 0)
        let priced = String(decoding: try JSONStreamEncoder().encode(Self.matches[1].candidates[0]), as: UTF8.self)
        #expect(priced.contains(#""price":250"#))
    }

    @Test func unsortedOutputPutsTheParseFirst() throws {
        let json = String(decoding: try JSONStreamEncoder(sortedKeys: false).encode(Self.matches[0]), as: UTF8.self)
        #expect(json.hasPrefix(#"{"text":"","name":"","quantity":null,"#))
        #expect(json.hasSuffix(#""language":"en","status":"unmatched","candidates":[],"alternative":null,"#
            + #""noAlternative":"no product of this food or of a related food to offer instead"}"#))
    }
}
