/// The counts a report is made of, added up per chunk on the workers and merged in order by the writer.
struct TallyCounts: Sendable, Hashable, Codable {
    /// Counts for the recipes of one language.
    struct Language: Sendable, Hashable, Codable {
        var recipes = 0
        var lines = 0
        var linesWithFood = 0
        var statuses: [String: Int] = [:]

        mutating func merge(_ other: Language) {
            recipes += other.recipes
            lines += other.lines
            linesWithFood += other.linesWithFood
            statuses.merge(other.statuses, uniquingKeysWith: +)
        }
    }

    var records = 0
    var recipes = 0
    var lines = 0
    var linesWithFood = 0
    var errorRecords = 0
    var statuses: [String: Int] = [:]
    var languages: [String: Language] = [:]
    var errors: [String: Int] = [:]
    /// Lines in a language Kaimono does not read, by that language (the line's own, not its recipe's).
    var unsupportedLanguages: [String: Int] = [:]

    init() {}

    private enum CodingKeys: String, CodingKey {
        case records, recipes, lines, linesWithFood, errorRecords, statuses, languages, errors, unsupportedLanguages
    }

    // Checkpoints written before a field existed still load (the field starts empty).
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        records = try c.decode(Int.self, forKey: .records)
        recipes = try c.decode(Int.self, forKey: .recipes)
        lines = try c.decode(Int.self, forKey: .lines)
        linesWithFood = try c.decode(Int.self, forKey: .linesWithFood)
        errorRecords = try c.decode(Int.self, forKey: .errorRecords)
        statuses = try c.decode([String: Int].self, forKey: .statuses)
        languages = try c.decode([String: Language].self, forKey: .languages)
        errors = try c.decode([String: Int].self, forKey: .errors)
        unsupportedLanguages = try c.decodeIfPresent([String: Int].self, forKey: .unsupportedLanguages) ?? [:]
    }

    mutating func merge(_ other: TallyCounts) {
        records += other.records
        recipes += other.recipes
        lines += other.lines
        linesWithFood += other.linesWithFood
        errorRecords += other.errorRecords
        statuses.merge(other.statuses, uniquingKeysWith: +)
        languages.merge(other.languages) { mine, theirs in
            var merged = mine
            merged.merge(theirs)
            return merged
        }
        errors.merge(other.errors, uniquingKeysWith: +)
        unsupportedLanguages.merge(other.unsupportedLanguages, uniquingKeysWith: +)
    }
}

/// What the workers hand the writer for one chunk besides its output bytes.
struct ChunkTally: Sendable {
    var counts = TallyCounts()
    /// Normalized names of unmatched lines, in record order.
    var unmatchedNames: [String] = []
    /// Lines this chunk found in, and added to, its worker's line cache (speed only; not checkpointed).
    var cacheHits = 0
    var cacheMisses = 0
}
