import Foundation

/// Recipe pages and ingredient lines without a database: what `parse`, `parse-line` and
/// `batch --no-match` need, and the part of `Kaimono` that reads recipes.
///
/// Holds the bundled lexicon and units, the line parser and the page extractor; `Sendable` and cheap to
/// share. `Kaimono` carries one and forwards its parsing calls to it.
public struct KaimonoParsing: Sendable {
    /// The food lexicon.
    public let lexicon: Lexicon
    /// The foods assumed in the kitchen (the bundled `data/lexicon/pantry.tsv` unless replaced with
    /// `with(pantry:)`); the matcher of a facade built on this value lists them apart instead of buying them.
    public private(set) var pantry: Pantry
    let parser: IngredientParser
    let extractor: RecipeExtractor

    /// The parsing half over the bundled lexicon, units table and pantry list.
    ///
    /// - Parameter maxInputBytes: The largest page or document `parse` and `readInput` accept.
    /// - Throws: `KaimonoError` `lexicon`, `units` or `pantry` (internal) when the bundled data cannot be read.
    public static func bundled(maxInputBytes: Int = ExtractionOptions().maxInputBytes) throws(KaimonoError)
        -> KaimonoParsing
    {
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon.bundled()
        } catch {
            throw KaimonoError(.internal, code: "lexicon", message: "cannot load the bundled food lexicon: \(error)")
        }
        let units: UnitTable
        do {
            units = try UnitTable.loadBundled()
        } catch {
            throw KaimonoError(.internal, code: "units", message: "cannot load the bundled units table: \(error)")
        }
        let pantry: Pantry
        do {
            pantry = try Pantry.loadBundled()
        } catch {
            throw KaimonoError(.internal, code: "pantry", message: "cannot load the bundled pantry list: \(error)")
        }
        return KaimonoParsing(
            lexicon: lexicon, pantry: pantry, parser: IngredientParser(lexicon: lexicon, units: units),
            extractor: RecipeExtractor(options: ExtractionOptions(maxInputBytes: maxInputBytes)))
    }

    /// The same parsing half with another pantry list.
    public func with(pantry: Pantry) -> KaimonoParsing {
        var copy = self
        copy.pantry = pantry
        return copy
    }

    /// A pantry list from food ids or names (`salt`, `醤油`, `olive oil`), as a request gives it.
    ///
    /// - Throws: `KaimonoError` `bad_pantry` naming the position of the first entry the lexicon does not know.
    public func pantry(entries: [String], field: String = "pantry") throws(KaimonoError) -> Pantry {
        do throws(LexiconError) {
            return try Pantry(entries: entries, source: field, lexicon: lexicon)
        } catch {
            let position = error.line.map { "\(field)[\($0 - 1)]" } ?? field
            throw KaimonoError(.unprocessable, code: "bad_pantry", message: "\(position): \(error.message)")
        }
    }

    /// A pantry list file: one food per line (an id such as `soy-sauce` or a name such as `醤油`), `#` comments.
    ///
    /// - Throws: `KaimonoError` `unreadable` when the file cannot be read, `bad_pantry` naming the line of a
    ///   food the lexicon does not know.
    public func pantry(file path: String) throws(KaimonoError) -> Pantry {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KaimonoError(
                .badInput, code: "unreadable",
                message: "cannot read the pantry list \(path): \(UnreadableFile.reason(path)); check the path")
        }
        do throws(LexiconError) {
            return try Pantry(text: String(decoding: data, as: UTF8.self), source: path, lexicon: lexicon)
        } catch {
            throw KaimonoError(.unprocessable, code: "bad_pantry", message: "\(error)")
        }
    }

    /// The largest page or document accepted, in bytes.
    public var maxInputBytes: Int { extractor.options.maxInputBytes }

    /// Extracts the recipes of a page (HTML) or a JSON document (JSON-LD, a recipe object or an array).
    ///
    /// - Parameters:
    ///   - bytes: The page or document, in any encoding the page declares (UTF-8, Shift_JIS, EUC-JP …).
    ///   - source: Where it came from, echoed in each recipe and in error messages.
    /// - Throws: `KaimonoError` with code `no_recipe`, `invalid_json`, `empty_input` or `input_too_large`.
    public func parse(_ bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return try extractor.extract(bytes: bytes, source: source)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Extracts the recipe of an HTML page, whatever its first bytes look like (a `text/html` request).
    public func parse(html bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return [try extractor.extract(html: bytes, source: source)]
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Extracts the recipes of a JSON document (an `application/json` request).
    public func parse(json bytes: [UInt8], source: String) throws(KaimonoError) -> [Recipe] {
        do throws(ExtractionError) {
            return try extractor.extract(json: bytes, source: source)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Takes one ingredient line apart: name, quantity, unit, group, food and amount.
    public func parseLine(_ text: String, group: String? = nil) -> ParsedIngredient {
        parser.parse(text, group: group)
    }

    /// Parses a recipe's ingredient lines together: a line naming only a food and an amount in a recipe in a language
    /// Kaimono does not read (`4 Rumpsteaks` among German lines) is in that language
    /// (`IngredientParser.parse(recipeLines:declaredLanguage:)`).
    public func parseLines(of recipe: Recipe) -> [ParsedIngredient] {
        parser.parse(recipeLines: recipe.ingredients.map { ($0.text, $0.group) }, declaredLanguage: recipe.language)
    }

    /// The bytes of a page or document file (`-` reads standard input), refused over `maxInputBytes`
    /// before they are all read.
    ///
    /// - Throws: `KaimonoError` `unreadable` (no such file, a directory, no permission) or `input_too_large`.
    public func readInput(_ path: String) throws(KaimonoError) -> [UInt8] {
        let limit = maxInputBytes
        let fix = "pass a single recipe page or raise the limit with --max-bytes"
        if path == "-" {
            // Read in chunks so an endless stream is refused at the limit, not after filling memory.
            var bytes: [UInt8] = []
            while let chunk = try? FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
                bytes += chunk
                if bytes.count > limit {
                    throw KaimonoError(ExtractionError(
                        .inputTooLarge, source: path, reason: "standard input is over the limit of \(limit) bytes",
                        fix: fix))
                }
            }
            return bytes
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > limit {
            throw KaimonoError(ExtractionError(
                .inputTooLarge, source: path, reason: "input is \(size) bytes, over the limit of \(limit) bytes",
                fix: fix))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KaimonoError(ExtractionError(
                .unreadable, source: path, reason: UnreadableFile.reason(path), fix: "check the path"))
        }
        return [UInt8](data)
    }

    /// The recipes of a file to buy from (`-` reads standard input): a page holds one, a JSON file may hold
    /// several; recipes without ingredient lines are left out.
    ///
    /// - Throws: `KaimonoError` `unreadable_recipe` when the file cannot be read or has no ingredient list,
    ///   `input_too_large` for standard input over the limit.
    public func recipesToBuy(path: String) throws(KaimonoError) -> [Recipe] {
        let input = path == "-" ? Data(try readInput(path)) : nil
        do throws(OrderingError) {
            if let input { return try RecipeLoader.load(data: input, source: path) }
            return try RecipeLoader.load(path: path)
        } catch {
            throw KaimonoError(error)
        }
    }

    /// Parses many recipes from files, directories or JSONL, in parallel, without matching them.
    ///
    /// Output lines go to `options.output`; the report counts recipes, lines and errors.
    public func batch(_ options: BatchOptions, progress: ProgressStyle = .none) async throws(KaimonoError)
        -> BatchReport
    {
        try await Self.run(BatchRunner(options: options, parser: parser, matcher: nil, extractor: extractor), progress)
    }

    static func run(_ runner: BatchRunner, _ progress: ProgressStyle) async throws(KaimonoError) -> BatchReport {
        do throws(BatchError) {
            return try await runner.run(progress: progress)
        } catch {
            throw KaimonoError(error)
        }
    }
}
