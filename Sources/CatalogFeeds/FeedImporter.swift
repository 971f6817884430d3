public import Catalog
public import Foundation
internal import Synchronization
internal import FoodLexicon

/// Imports a merchant feed as it comes: reads it in flat memory, tags every product (`ProductTagger`),
/// applies the stored overrides, and upserts the products in one transaction (`CatalogStore.importFeed`).
/// Any bad row (duplicate id, empty name, price that is not a number, broken UTF-8) fails the import with
/// every bad row's line, and nothing is written.
public struct FeedImporter: Sendable {
    /// How to import.
    public struct Options: Sendable {
        /// The shop of products whose row names none; created (delivering every day) when missing.
        public var shopId: String
        /// Field → header mappings (`--column name=title`).
        public var columns: [FeedField: String]
        public var dryRun: Bool
        /// The stock of a new product when the feed gives none.
        public var defaultStock: Int

        /// Options; the default shop is `s-default`.
        public init(shopId: String = FeedImporter.defaultShopId, columns: [FeedField: String] = [:], dryRun: Bool = false, defaultStock: Int = 100) {
            self.shopId = shopId
            self.columns = columns
            self.dryRun = dryRun
            self.defaultStock = defaultStock
        }
    }

    /// What an import did. As JSON: the summary's counts, `products`, `kinds`, `tagged`, `lowConfidence`,
    /// the 50 most frequent `unknownWords` (`word`, `count`) and `warnings`.
    public struct Report: Sendable, Encodable {
        public var summary: FeedImportSummary
        /// Unknown columns and other things that did not stop the import.
        public var warnings: [String]
        /// Products by kind.
        public var kinds: [ProductKind: Int]
        /// Products with foods (given or tagged).
        public var tagged: Int
        /// Products below the review threshold.
        public var lowConfidence: Int
        /// Words of names no table explains, most frequent first.
        public var unknownWords: [(word: String, count: Int)]
        public var products: Int

        private enum Keys: String, CodingKey {
            case added, changed, unchanged, withdrawn, dryRun, shopsCreated, products, kinds, tagged, lowConfidence
            case unknownWords, warnings
        }

        private struct Word: Encodable {
            var word: String
            var count: Int
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(summary.added, forKey: .added)
            try c.encode(summary.changed, forKey: .changed)
            try c.encode(summary.unchanged, forKey: .unchanged)
            try c.encode(summary.withdrawn, forKey: .withdrawn)
            try c.encode(summary.dryRun, forKey: .dryRun)
            try c.encode(summary.shopsCreated, forKey: .shopsCreated)
            try c.encode(products, forKey: .products)
            try c.encode(Dictionary(uniqueKeysWithValues: ProductKind.allCases.map { ($0.rawValue, kinds[$0] ?? 0) }), forKey: .kinds)
            try c.encode(tagged, forKey: .tagged)
            try c.encode(lowConfidence, forKey: .lowConfidence)
            try c.encode(unknownWords.prefix(50).map { Word(word: $0.word, count: $0.count) }, forKey: .unknownWords)
            try c.encode(warnings, forKey: .warnings)
        }
    }

    /// The shop of feeds that name none.
    public static let defaultShopId = "s-default"
    /// Errors listed before the import stops collecting them.
    static let maxIssues = 200

    public let tagger: ProductTagger
    public var options: Options

    /// An importer.
    public init(tagger: ProductTagger, options: Options = Options()) {
        self.tagger = tagger
        self.options = options
    }

    /// The default shop: every day, orders close at 18:00 the day before.
    public static func defaultShop(id: String) -> Shop {
        Shop(
            id: id, name: "既定の店", nameEn: "Default shop", kind: "store",
            deadline: OrderDeadlineRule(daysBefore: 1, time: "18:00")!, deliveryWeekdays: Weekday.allCases)
    }

    private final class Tally: Sendable {
        struct State {
            var kinds: [ProductKind: Int] = [:]
            var tagged = 0
            var low = 0
            var words: [String: Int] = [:]
            var products = 0
            var warnings: [String] = []
        }
        let state = Mutex(State())
    }

    /// Reads, tags and stores the feed at `url`.
    public func run(url: URL, store: any CatalogStore) async throws -> Report {
        // The header is checked before the transaction opens; the rows are read again inside it.
        let header = try FeedReader(url: url, columns: options.columns)
        let info = try await store.info()
        let snapshot = try await store.snapshot()
        var shopIds = Set(snapshot.shops.map(\.id))
        shopIds.insert(options.shopId)
        let overrides = Dictionary(try await store.overrides().map { ($0.productId, $0) }, uniquingKeysWith: { $1 })
        let plan = FeedImportPlan(
            shops: [Self.defaultShop(id: options.shopId)],
            withdrawal: info.source == BundledCatalog.sourceName ? .everything : .shopsOfFeed,
            dryRun: options.dryRun, source: url.path)
        let tally = Tally()
        let warnings = header.warnings
        tally.state.withLock { $0.warnings = warnings }
        let knownShops = shopIds
        let options = options
        let tagger = tagger
        let file = header.file
        let columns = options.columns
        let summary = try await store.importFeed(plan) { sink in
            var reader = try FeedReader(url: url, columns: columns)
            var issues: [CatalogError.RowIssue] = []
            var more = 0
            func fail(_ line: Int, _ message: String) {
                if issues.count < Self.maxIssues { issues.append(.init(file: file, line: line, message: message)) } else { more += 1 }
            }
            var state = Tally.State()
            while let record = reader.next() {
                if let error = record.error {
                    fail(record.line, error)
                    continue
                }
                guard let item = Self.product(
                    record, tagger: tagger, options: options, knownShops: knownShops, overrides: overrides,
                    state: &state, fail: { fail(record.line, $0) })
                else { continue }
                if case .duplicate(let first) = try sink.put(item) {
                    fail(record.line, "duplicate id '\(item.product.id)' (first at line \(first))")
                }
            }
            if !issues.isEmpty {
                if more > 0 {
                    issues.append(.init(file: file, line: issues.last!.line, message: "… and \(more) more bad row(s) not listed"))
                }
                throw CatalogError.badRows(issues)
            }
            if state.products == 0 {
                throw CatalogError.unknownFormat(file, reason: "the feed has no products")
            }
            let final = state
            tally.state.withLock { current in
                let warnings = current.warnings
                current = final
                current.warnings = warnings
            }
        }
        return tally.state.withLock { state in
            Report(
                summary: summary, warnings: state.warnings, kinds: state.kinds, tagged: state.tagged,
                lowConfidence: state.low,
                unknownWords: state.words.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                    .map { ($0.key, $0.value) },
                products: state.products)
        }
    }

    /// The product of one record, tagged, or `nil` after reporting what is wrong with it.
    private static func product(
        _ record: FeedReader.Record, tagger: ProductTagger, options: Options, knownShops: Set<String>,
        overrides: [String: ProductOverride], state: inout Tally.State, fail: (String) -> Void
    ) -> FeedProduct? {
        let f = record.fields
        var ok = true
        func bad(_ message: String) {
            ok = false
            fail(message)
        }
        let id = f[.id] ?? ""
        if id.isEmpty { bad("id is empty (every product needs a stable id)") }
        else if !isValidID(id) { bad("id '\(id)' must be ASCII letters, digits, '-', '_', '.' or ':'") }
        let name = f[.name] ?? ""
        let nameEn = f[.nameEn] ?? ""
        if name.isEmpty && nameEn.isEmpty { bad("name is empty") }
        var price = 0
        if let text = f[.price] {
            if let value = parseNumber(text), value >= 0, value < 10_000_000 { price = Int(value.rounded()) }
            else { bad("price '\(text)' is not a number (write 398 or 3.99; leave it empty for no price)") }
        }
        var stock: Int?
        if let text = f[.stock] {
            if let value = Int(text), value >= 0 { stock = value }
            else { bad("stock '\(text)' is not a whole number ≥ 0") }
        }
        var soldOut = false
        if let text = f[.soldOut] {
            switch text.lowercased() {
            case "true", "1", "yes", "y": soldOut = true
            case "false", "0", "no", "n": soldOut = false
            default: bad("sold_out '\(text)' is not true or false")
            }
        }
        let shopId = f[.shopId] ?? options.shopId
        if !knownShops.contains(shopId) {
            bad("shop_id '\(shopId)' is not a shop of the catalog (import shops.csv first, or leave it empty for \(options.shopId))")
        }
        var givenFoods: [String] = []
        if let text = f[.foods] {
            givenFoods = text.split(whereSeparator: { $0 == "|" || $0 == "," || $0 == " " }).map(String.init)
            for food in givenFoods where tagger.lexicon.food(id: food) == nil {
                bad("food '\(food)' is not in the lexicon (data/lexicon/foods.tsv)")
            }
        }
        guard ok else { return nil }

        let override = overrides[id]
        let extra = override?.attributes ?? ""
        var tags = tagger.tag(
            name: extra.isEmpty ? name : name + " " + extra, nameEn: nameEn, category: f[.category] ?? "",
            brand: f[.brand] ?? "", size: f[.size] ?? "")
        var confidence: Double? = tags.confidence
        if !givenFoods.isEmpty {
            tags.foods = givenFoods
            if tags.kind == .nonFood { tags.kind = .food }
            confidence = nil
        }
        if let override {
            if !override.foods.isEmpty {
                tags.foods = override.foods
                tags.kind = .food
                confidence = nil
            }
            if let kind = override.kind {
                tags.kind = kind
                confidence = nil
            }
        }
        state.products += 1
        state.kinds[tags.kind, default: 0] += 1
        if !tags.foods.isEmpty { state.tagged += 1 }
        if let confidence, confidence < ProductTagger.reviewThreshold { state.low += 1 }
        if tags.kind == .food {
            for word in tags.unknownWords { state.words[word, default: 0] += 1 }
        }
        var labels = f[.labels].map { $0.split(whereSeparator: { $0 == "|" || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        if tags.familyPack && !labels.contains("family-pack") { labels.append("family-pack") }
        if !extra.isEmpty { labels.append("tag:" + extra) }
        let product = Product(
            id: id, shopId: shopId, name: name.isEmpty ? nameEn : name, nameEn: nameEn, foods: tags.foods,
            pack: tags.pack ?? PackSize(value: 1, unit: .piece), price: price, stock: stock ?? options.defaultStock,
            labels: labels, soldOut: soldOut, kind: tags.kind, confidence: confidence.map { ($0 * 100).rounded() / 100 })
        return FeedProduct(product: product, stockGiven: stock != nil, line: record.line)
    }

    /// `398`, `3.99`, `¥1,280`, `$3.99`, `1,280円`.
    static func parseNumber(_ text: String) -> Double? {
        var digits = ""
        for scalar in text.precomposedStringWithCompatibilityMapping.unicodeScalars {
            if (scalar.value >= 0x30 && scalar.value <= 0x39) || scalar == "." { digits.unicodeScalars.append(scalar) }
            else if scalar == "," || scalar == " " || "¥$€£円".unicodeScalars.contains(scalar) { continue }
            else { return nil }
        }
        return Double(digits)
    }

    static func isValidID(_ id: String) -> Bool {
        id.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 45 || c == 95 || c == 46 || c == 58
        }
    }
}
