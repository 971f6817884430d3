internal import Foundation

extension KaimonoStore {
    /// Imports a merchant feed (CSV or JSONL with at least id and name) as it comes: every product tagged
    /// with `parsing`'s lexicon, upserted in one transaction (ids kept, stock kept unless the feed gives it,
    /// products missing from the feed off sale). The overrides of `overridesPath` (the filled-in review
    /// sheet) are saved first and, like every saved override, applied on this and every later import.
    ///
    /// - Throws: `KaimonoError` `bad_rows` listing bad rows by line (nothing written), `unknown_format` (a
    ///   header without id or name), `unreadable`.
    public func importFeed(
        from path: String, options: FeedImporter.Options, overridesPath: String? = nil, parsing: KaimonoParsing
    ) async throws(KaimonoError) -> FeedImporter.Report {
        do {
            if let overridesPath {
                let overrides = try ReviewSheet.readOverrides(url: URL(fileURLWithPath: overridesPath), lexicon: parsing.lexicon)
                if !options.dryRun { try await catalogStore.saveOverrides(overrides) }
            }
            let importer = FeedImporter(tagger: ProductTagger(lexicon: parsing.lexicon), options: options)
            return try await importer.run(url: URL(fileURLWithPath: path), store: catalogStore)
        } catch {
            throw KaimonoError.store(error, doing: "import the feed \(path)")
        }
    }

    /// Whether `path` is a catalog file (`importCatalog`) rather than a merchant feed (`importFeed`).
    public static func isCatalogFile(_ path: String) -> Bool {
        CatalogReader.recognizes(URL(fileURLWithPath: path))
    }

    /// The review sheet (CSV) of stored products below `threshold` confidence, not food, or prepared.
    public func reviewSheet(below threshold: Double) async throws(KaimonoError) -> String {
        ReviewSheet.csv(ReviewSheet.rows(try await catalog().products, below: threshold))
    }

    /// Words of automatically tagged product names that no table explains, most frequent first.
    public func unknownFoodWords(parsing: KaimonoParsing) async throws(KaimonoError) -> [(word: String, count: Int)] {
        let tagger = ProductTagger(lexicon: parsing.lexicon)
        var counts: [String: Int] = [:]
        for p in try await catalog().products where p.onSale && p.kind == .food && p.confidence != nil {
            for word in tagger.tag(name: p.name, nameEn: p.nameEn).unknownWords { counts[word, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

extension KaimonoParsing {
    /// How product names are read: foods, kind, attributes, pack size and confidence.
    public func tagProduct(name: String, category: String = "") -> ProductTags {
        ProductTagger(lexicon: lexicon).tag(name: name, category: category)
    }

    /// Every row of a feed file tagged (nothing stored), as CSV: id, name, kind, foods, confidence, pack,
    /// unknown words; rows that cannot be read or have no name are left out and listed as `file:line: reason`.
    ///
    /// - Throws: `KaimonoError` `unknown_format` or `unreadable` when the feed cannot be read.
    public func tagFeed(path: String, columns: [FeedField: String] = [:]) throws(KaimonoError)
        -> (csv: String, badRows: [String])
    {
        do {
            return try FeedTagSheet.csv(url: URL(fileURLWithPath: path), columns: columns, tagger: ProductTagger(lexicon: lexicon))
        } catch {
            throw KaimonoError.store(error, doing: "read the feed \(path)")
        }
    }
}
