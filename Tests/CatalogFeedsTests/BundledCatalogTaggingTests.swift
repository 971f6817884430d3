import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation
import Testing

/// The bundled catalog with its hand-written `foods` set aside, tagged automatically from the names.
///
/// The products are split in two fixed halves by a seeded hash of their ids: rules are tuned looking at the
/// tune half's disagreements only, and the held half tells whether they hold. `KAIMONO_TAG_REPORT=FILE`
/// writes every disagreement (half, kind, name, tagged, hand) to FILE.
@Suite struct BundledCatalogTaggingTests {
    enum Disagreement: String, CaseIterable {
        /// The tagger named a kind of the hand-tagged food (`pork` → `pork-belly`).
        case narrower
        /// The tagger named a more general food.
        case broader
        /// Same parent, another kind.
        case sibling
        /// An unrelated food.
        case other
        /// No food, or not tagged as a food.
        case none
    }

    enum Half: String, CaseIterable {
        case tune, held

        /// FNV-1a over a fixed seed and the id: the same half on every run and machine.
        init(id: String) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in "feeds-13:\(id)".utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            self = (hash >> 7) & 1 == 0 ? .tune : .held
        }
    }

    struct Tally {
        var products = 0, agree = 0, formsAgree = 0
        var kinds: [Disagreement: [String]] = [:]

        var report: String {
            let share = { (n: Int) in String(format: "%.1f%%", 100 * Double(n) / Double(max(products, 1))) }
            let counts = Disagreement.allCases.map { "\($0.rawValue) \(kinds[$0]?.count ?? 0)" }.joined(separator: ", ")
            return "main food \(agree)/\(products) (\(share(agree))), forms \(formsAgree)/\(products) (\(share(formsAgree))); \(counts)"
        }
    }

    @Test func mainFoodAndFormAgreeWithTheHandTags() throws {
        let lexicon = try Lexicon.bundled()
        let tagger = ProductTagger(lexicon: lexicon)
        let extractor = AttributeExtractor.bundled
        let catalog = try CatalogReader().read(url: BundledCatalog.folder)
        var tallies: [Half: Tally] = [:]
        var lines: [String] = []
        for product in catalog.products {
            let half = Half(id: product.id)
            var tally = tallies[half, default: Tally()]
            tally.products += 1
            let hand = try #require(product.foods.first)
            // Given the product as a feed would carry it: names only.
            let tags = tagger.tag(name: product.name, nameEn: product.nameEn)
            // A product whose hand food is a dish (`コロッケ`) agrees when tagged as that dish, prepared; any other
            // must be tagged as food.
            let handIsDish = lexicon.food(id: hand)?.category == "prepared"
            let auto = tags.kind == .food || (tags.kind == .prepared && handIsDish) ? tags.foods.first : nil
            if auto == hand {
                tally.agree += 1
            } else {
                let kind: Disagreement
                if let auto {
                    let autoLine = lexicon.ancestors(of: auto).map(\.id)
                    let handLine = lexicon.ancestors(of: hand).map(\.id)
                    if autoLine.contains(hand) { kind = .narrower }
                    else if handLine.contains(auto) { kind = .broader }
                    else if lexicon.food(id: auto)?.parent != nil && lexicon.food(id: auto)?.parent == lexicon.food(id: hand)?.parent { kind = .sibling }
                    else { kind = .other }
                } else {
                    kind = .none
                }
                tally.kinds[kind, default: []].append("\(auto ?? "-") for \(hand)")
                lines.append([half.rawValue, kind.rawValue, product.name, product.nameEn, tags.kind.rawValue, tags.foods.joined(separator: "|"), hand]
                    .joined(separator: "\t"))
            }
            // The form (state, cut, grind …) the name states, read with the tagged food and with the hand one.
            let category = { (id: String?) in id.flatMap { lexicon.food(id: $0)?.category } }
            let read = { (id: String?) in
                extractor.attributes(in: product.name, category: category(id)).traits
                    .union(extractor.attributes(in: product.nameEn, category: category(id)).traits)
            }
            if read(auto) == read(hand) { tally.formsAgree += 1 }
            tallies[half] = tally
        }
        if let path = ProcessInfo.processInfo.environment["KAIMONO_TAG_REPORT"] {
            try (lines.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let tune = try #require(tallies[.tune]), held = try #require(tallies[.held])
        print("bundled catalog, tune half: \(tune.report)")
        print("bundled catalog, held half: \(held.report)")
        // Floors under what both halves reach (tune 93.4%, held 91.8%; with a narrower food, which lines of
        // the hand food still buy, 99.5% and 97.3%); the held half was never looked at while writing rules.
        for tally in [tune, held] {
            let total = Double(tally.products)
            let narrower = Double(tally.kinds[.narrower]?.count ?? 0)
            #expect(Double(tally.agree) / total >= 0.91, "\(tally.report)")
            #expect((Double(tally.agree) + narrower) / total >= 0.97, "\(tally.report)")
            #expect(Double(tally.formsAgree) / total >= 0.98, "\(tally.report)")
        }
    }
}
