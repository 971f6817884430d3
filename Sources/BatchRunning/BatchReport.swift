internal import Foundation

/// What a batch run did: counts, match rate by status and language, the most frequent unmatched names
/// (what to add to the lexicon or catalog next), and errors by kind. Written by `--report` as JSON.
public struct BatchReport: Sendable, Hashable, Encodable {
    /// Counts for the recipes of one language (`unknown` when the recipe names none).
    public struct Language: Sendable, Hashable, Encodable {
        public var language: String
        public var recipes: Int
        public var lines: Int
        public var matched: Int
        public var pantry: Int
        public var unmatched: Int
        /// Lines the recipe makes itself (`sauce (recipe above)`).
        public var madeInRecipe: Int
        /// Lines in a language Kaimono does not read (`unsupportedLanguages` says which).
        public var unsupportedLanguage: Int
        /// Share of lines matched, pantry or made in the recipe; `nil` without matching or lines.
        public var matchRate: Double?
        /// Share of lines whose name the lexicon knows.
        public var foodRate: Double?
    }

    /// A name or code with how often it occurred.
    public struct Count: Sendable, Hashable, Encodable {
        public var name: String
        public var count: Int
    }

    public var inputs: [String]
    public var output: String?
    /// Whether every input was read to the end.
    public var finished: Bool
    /// Records a checkpoint let this run skip (0 for a fresh run).
    public var resumedAfterRecords: Int
    /// Records read: lines, array elements, files.
    public var records: Int
    public var recipes: Int
    /// Ingredient lines.
    public var lines: Int
    /// Records that failed (error lines in the output).
    public var errors: Int
    /// Whether lines were matched to products (else status counts are 0 and only `foodRate` says much).
    public var matching: Bool
    public var matched: Int
    public var pantry: Int
    public var unmatched: Int
    /// Lines the recipe makes itself (`sauce (recipe above)`, `たれ（作り方は下記）`): nothing to buy.
    public var madeInRecipe: Int
    /// Lines in a language Kaimono does not read.
    public var unsupportedLanguage: Int
    /// Share of lines matched, pantry or made in the recipe.
    public var matchRate: Double?
    public var foodRate: Double?
    public var languages: [Language]
    /// Lines in languages Kaimono does not read, by the line's language (`de`, `zh`), most first.
    public var unsupportedLanguages: [Count]
    /// Most frequent unmatched names (normalized), most frequent first. Without matching: names no
    /// lexicon food recognises.
    public var topUnmatched: [Count]
    /// False when rare names were pruned to bound memory (then counts may be low).
    public var unmatchedCountsExact: Bool
    public var errorsByCode: [Count]
    /// Wall time of this run (not of earlier interrupted ones).
    public var seconds: Double
    public var recipesPerSecond: Double?
    public var linesPerSecond: Double?
    /// Share of this run's lines answered from the workers' line caches (repeated lines).
    public var lineCacheHitRate: Double?

    private enum CodingKeys: String, CodingKey {
        case inputs, output, finished, resumedAfterRecords, records, recipes, lines, errors, matching, matched, pantry
        case unmatched, madeInRecipe, unsupportedLanguage, matchRate, foodRate, languages, unsupportedLanguages
        case topUnmatched, unmatchedCountsExact, errorsByCode, seconds, recipesPerSecond, linesPerSecond
        case lineCacheHitRate
    }

    // Every key is written, `null` when unknown, as the CLI contract requires.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(inputs, forKey: .inputs)
        try c.encode(output, forKey: .output)
        try c.encode(finished, forKey: .finished)
        try c.encode(resumedAfterRecords, forKey: .resumedAfterRecords)
        try c.encode(records, forKey: .records)
        try c.encode(recipes, forKey: .recipes)
        try c.encode(lines, forKey: .lines)
        try c.encode(errors, forKey: .errors)
        try c.encode(matching, forKey: .matching)
        try c.encode(matched, forKey: .matched)
        try c.encode(pantry, forKey: .pantry)
        try c.encode(unmatched, forKey: .unmatched)
        try c.encode(madeInRecipe, forKey: .madeInRecipe)
        try c.encode(unsupportedLanguage, forKey: .unsupportedLanguage)
        try c.encode(matchRate, forKey: .matchRate)
        try c.encode(foodRate, forKey: .foodRate)
        try c.encode(languages, forKey: .languages)
        try c.encode(unsupportedLanguages, forKey: .unsupportedLanguages)
        try c.encode(topUnmatched, forKey: .topUnmatched)
        try c.encode(unmatchedCountsExact, forKey: .unmatchedCountsExact)
        try c.encode(errorsByCode, forKey: .errorsByCode)
        try c.encode(seconds, forKey: .seconds)
        try c.encode(recipesPerSecond, forKey: .recipesPerSecond)
        try c.encode(linesPerSecond, forKey: .linesPerSecond)
        try c.encode(lineCacheHitRate, forKey: .lineCacheHitRate)
    }

    /// Builds the report from the run's totals.
    init(
        options: BatchOptions, finished: Bool, resumedAfter: Int, counts: TallyCounts, unmatchedNames: TopCounter,
        matching: Bool, seconds: Double, recipesThisRun: Int, linesThisRun: Int
    ) {
        inputs = options.inputs
        output = options.output
        self.finished = finished
        resumedAfterRecords = resumedAfter
        records = counts.records
        recipes = counts.recipes
        lines = counts.lines
        errors = counts.errorRecords
        self.matching = matching
        matched = counts.statuses["matched"] ?? 0
        pantry = counts.statuses["pantry"] ?? 0
        unmatched = counts.statuses["unmatched"] ?? 0
        madeInRecipe = counts.statuses["made_in_recipe"] ?? 0
        unsupportedLanguage = counts.statuses["unsupported_language"] ?? 0
        matchRate = matching ? Self.rate(matched + pantry + madeInRecipe, of: lines) : nil
        unsupportedLanguages = counts.unsupportedLanguages
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { Count(name: $0.key, count: $0.value) }
        foodRate = Self.rate(counts.linesWithFood, of: lines)
        languages = counts.languages.sorted { $0.value.recipes != $1.value.recipes ? $0.value.recipes > $1.value.recipes : $0.key < $1.key }
            .map { key, value in
                let matched = value.statuses["matched"] ?? 0
                let pantry = value.statuses["pantry"] ?? 0
                let made = value.statuses["made_in_recipe"] ?? 0
                return Language(
                    language: key, recipes: value.recipes, lines: value.lines, matched: matched, pantry: pantry,
                    unmatched: value.statuses["unmatched"] ?? 0, madeInRecipe: made,
                    unsupportedLanguage: value.statuses["unsupported_language"] ?? 0,
                    matchRate: matching ? Self.rate(matched + pantry + made, of: value.lines) : nil,
                    foodRate: Self.rate(value.linesWithFood, of: value.lines))
            }
        topUnmatched = unmatchedNames.top(options.topUnmatched).map { Count(name: $0.name, count: $0.count) }
        unmatchedCountsExact = !unmatchedNames.pruned
        errorsByCode = counts.errors.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { Count(name: $0.key, count: $0.value) }
        self.seconds = (seconds * 1000).rounded() / 1000
        recipesPerSecond = seconds > 0 ? (Double(recipesThisRun) / seconds).rounded() : nil
        linesPerSecond = seconds > 0 ? (Double(linesThisRun) / seconds).rounded() : nil
    }

    private static func rate(_ part: Int, of whole: Int) -> Double? {
        whole > 0 ? (Double(part) / Double(whole) * 10_000).rounded() / 10_000 : nil
    }

    /// A few lines for the terminal: totals, rates, languages, top unmatched names and errors.
    public var summary: String {
        var lines: [String] = []
        let state = finished ? "done" : "stopped (resume with --resume)"
        var head = "batch \(state): \(recipes) recipes, \(self.lines) lines from \(records) records, \(errors) errors"
        head += String(format: " in %.1f s", seconds)
        if let recipesPerSecond, let linesPerSecond {
            head += " (\(Int(recipesPerSecond)) recipes/s, \(Int(linesPerSecond)) lines/s)"
        }
        if resumedAfterRecords > 0 { head += "; resumed after record \(resumedAfterRecords)" }
        lines.append(head)
        if matching, self.lines > 0 {
            var text = "  lines: matched \(Self.percent(matched, self.lines)), pantry \(Self.percent(pantry, self.lines)), unmatched \(Self.percent(unmatched, self.lines))"
            if madeInRecipe > 0 { text += ", made in recipe \(Self.percent(madeInRecipe, self.lines))" }
            if unsupportedLanguage > 0 {
                let which = unsupportedLanguages.prefix(5).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
                text += ", unsupported language \(Self.percent(unsupportedLanguage, self.lines)) (\(which))"
            }
            lines.append(text)
        } else if let foodRate {
            lines.append(String(format: "  lines: %.1f%% name a known food (no matching)", foodRate * 100))
        }
        for language in languages.prefix(6) {
            var text = "  \(language.language): \(language.recipes) recipes, \(language.lines) lines"
            if let rate = language.matchRate { text += String(format: ", %.1f%% matched, pantry or made", rate * 100) }
            if let rate = language.foodRate { text += String(format: ", %.1f%% known food", rate * 100) }
            lines.append(text)
        }
        if !topUnmatched.isEmpty {
            let names = topUnmatched.prefix(10).map { "\($0.name) (\($0.count))" }.joined(separator: ", ")
            lines.append("  most frequent unmatched: \(names)")
        }
        if !errorsByCode.isEmpty {
            lines.append("  errors: " + errorsByCode.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f%%", Double(part) / Double(max(whole, 1)) * 100)
    }
}
