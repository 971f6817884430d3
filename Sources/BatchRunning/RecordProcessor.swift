internal import FoodLexicon
internal import Foundation
internal import IngredientParsing
internal import JSONWriting
internal import RecipeExtraction

/// Turns one raw record into its output line(s): extracts the recipe(s), parses and matches every
/// ingredient line, and writes the JSON (the record's keys here, each ingredient's through
/// `OutputLine`). A value with no state, shared by all workers; each worker brings its own `LineCache`
/// and encoder.
struct RecordProcessor: Sendable {
    let extractor: RecipeExtractor
    let parser: IngredientParser
    let matcher: (any IngredientMatching)?

    /// Appends the output lines of `record` to `writer` and its counts to `tally`.
    func process(
        _ record: RawRecord, into writer: inout JSONWriter, tally: inout ChunkTally, cache: LineCache,
        encoder: JSONStreamEncoder
    ) {
        tally.counts.records += 1
        let recipes: [Recipe]
        var identifier: String?
        do throws(ExtractionError) {
            switch record.body {
            case .failure(let failure):
                writeError(record, code: failure.code, message: failure.message, into: &writer, tally: &tally)
                return
            case .json(let bytes):
                identifier = IdentifierScanner.identifier(in: bytes)
                recipes = try extractor.extract(json: bytes, source: record.source)
            case .document(let bytes):
                if let first = bytes.first(where: { $0 > 0x20 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }), first == 0x7B {
                    identifier = IdentifierScanner.identifier(in: bytes)
                }
                if let charset = record.charset, identifier == nil {
                    recipes = [try extractor.extract(html: bytes, source: record.source, charset: charset)]
                } else {
                    recipes = try extractor.extract(bytes: bytes, source: record.source)
                }
            }
        } catch {
            writeError(record, code: error.code.rawValue, message: Self.message(error, record: record), into: &writer, tally: &tally)
            return
        }
        for (position, recipe) in recipes.enumerated() {
            let index = record.index ?? (recipes.count > 1 ? position : nil)
            write(
                recipe, record: record, index: index, identifier: recipes.count > 1 ? nil : identifier, into: &writer,
                tally: &tally, cache: cache, encoder: encoder)
        }
    }

    private func write(
        _ recipe: Recipe, record: RawRecord, index: Int?, identifier: String?, into w: inout JSONWriter,
        tally: inout ChunkTally, cache: LineCache, encoder: JSONStreamEncoder
    ) {
        var lines = recipe.ingredients.map { entry in
            cache.line(text: entry.text, group: entry.group) { line(entry, encoder: encoder) }
        }
        // A line naming only a food and an amount among lines in a language Kaimono does not read is in that language
        // (`IngredientParser.parse(recipeLines:declaredLanguage:)`); made again, not kept: it is so only in its recipe.
        if let foreign = parser.recipeLanguage(
            lines: zip(lines, recipe.ingredients).map { ($0.language, $1.text) }, declared: recipe.language)
        {
            for (k, entry) in recipe.ingredients.enumerated() where lines[k].untold {
                lines[k] = line(entry, encoder: encoder, language: foreign)
            }
        }
        // A recipe that names no language takes the one most of its lines are written in: Japanese when half of them
        // are, else the most frequent (English on a tie), so a German recipe is counted German, not English.
        let language = recipe.language ?? Self.mostWritten(lines.map(\.language))
        var counts = tally.counts.languages[language ?? "unknown"] ?? .init()
        counts.recipes += 1
        tally.counts.recipes += 1
        w.raw("{")
        header(record, index: index, into: &w)
        w.raw(",")
        w.key("id")
        w.string(identifier)
        w.raw(",")
        w.key("title")
        w.string(recipe.title)
        w.raw(",")
        w.key("yield")
        w.string(recipe.yield)
        w.raw(",")
        w.key("servings")
        w.number(recipe.servings)
        w.raw(",")
        w.key("language")
        w.string(language)
        w.raw(",")
        w.key("method")
        w.string(recipe.method.rawValue)
        w.raw(",")
        w.key("ingredients")
        w.raw("[")
        for (position, line) in lines.enumerated() {
            if position > 0 { w.raw(",") }
            w.append(line.json)
            counts.lines += 1
            tally.counts.lines += 1
            if line.hasFood {
                counts.linesWithFood += 1
                tally.counts.linesWithFood += 1
            }
            if let status = line.status {
                counts.statuses[status.rawValue, default: 0] += 1
                tally.counts.statuses[status.rawValue, default: 0] += 1
                if status == .unsupportedLanguage { tally.counts.unsupportedLanguages[line.language, default: 0] += 1 }
            }
            if let name = line.unmatchedName { tally.unmatchedNames.append(name) }
        }
        w.raw("]}\n")
        tally.counts.languages[language ?? "unknown"] = counts
    }

    /// Parses, matches and encodes one ingredient line.
    /// The language most of a recipe's lines are written in (`nil` for none): Japanese when half of them are, else the
    /// most frequent, English on a tie.
    static func mostWritten(_ languages: [String]) -> String? {
        guard !languages.isEmpty else { return nil }
        if languages.count(where: { $0 == "ja" }) * 2 >= languages.count { return "ja" }
        var counts: [String: Int] = [:]
        for language in languages { counts[language, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        if counts["en"] == most { return "en" }
        return counts.filter { $0.value == most }.keys.min()
    }

    private func line(_ entry: IngredientEntry, encoder: JSONStreamEncoder, language: String? = nil) -> LineCache.Line {
        var parsed = parser.parse(entry.text, group: entry.group)
        if let language { parsed.language = language }
        let outcome = matcher?.match(parsed)
        // Numbers are finite (OutputLine drops the others) and containers are used in order: nothing throws.
        let json = (try? encoder.encode(OutputLine(parsed, outcome: outcome))) ?? Array("null".utf8)
        // Without a matcher, a line no lexicon food recognises counts as unmatched for the report.
        let unmatched = outcome.map { $0.status == .unmatched } ?? (parsed.food == nil)
        return LineCache.Line(
            json: json, language: parsed.language, untold: parser.isUntold(parsed), hasFood: parsed.food != nil,
            status: outcome?.status,
            unmatchedName: unmatched && !parsed.name.isEmpty ? TextNormalizer.normalize(parsed.name) : nil)
    }

    /// `"record":…,"source":…,"line":…,"index":…` — where the output line came from.
    private func header(_ record: RawRecord, index: Int?, into w: inout JSONWriter) {
        w.key("record")
        w.integer(record.ordinal)
        w.raw(",")
        w.key("source")
        w.string(record.source)
        w.raw(",")
        w.key("line")
        w.integer(record.line)
        w.raw(",")
        w.key("index")
        w.integer(index)
    }

    private func writeError(_ record: RawRecord, code: String, message: String, into w: inout JSONWriter, tally: inout ChunkTally) {
        tally.counts.errorRecords += 1
        tally.counts.errors[code, default: 0] += 1
        w.raw("{")
        header(record, index: record.index, into: &w)
        w.raw(",")
        w.key("error")
        w.raw("{")
        w.key("code")
        w.string(code)
        w.raw(",")
        w.key("message")
        w.string(message)
        w.raw("}}\n")
    }

    /// The extraction message, with the line or array position so the record can be found.
    private static func message(_ error: ExtractionError, record: RawRecord) -> String {
        if let line = record.line { return "\(record.source) line \(line): \(error.reason); \(error.fix)" }
        if let index = record.index { return "\(record.source) [\(index)]: \(error.reason); \(error.fix)" }
        return error.message
    }
}
