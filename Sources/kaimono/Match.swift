import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono match [TEXT...] [--recipe FILE] [--top N]`: ingredient lines in, ranked products out.
    struct Match: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "match",
            abstract: "Match ingredient lines to catalog products, with scores, reasons and packs to buy.",
            discussion: """
                Each TEXT is one ingredient line; --recipe FILE takes the lines of a recipe page or JSON file (--recipe - \
                reads it from standard input); \
                with neither, standard input is read, one line per ingredient.

                Output per line: the parse-line object plus "status" (matched, pantry, unmatched, made_in_recipe \
                or unsupported_language), "candidates" (compatible first, best first), "alternative" (for an \
                unmatched line, the nearest substitute with a note saying what differs; never bought) and \
                "noAlternative" (for an unmatched line offered none, that there is none, in words; else null).
                """
        )

        @Argument(help: "Ingredient lines; standard input is read when none is given and no --recipe.")
        var texts: [String] = []

        @Option(help: ArgumentHelp("A recipe page (HTML) or JSON file whose ingredient lines to match (- for standard input).", valueName: "file"))
        var recipe: String?

        @Option(help: "Candidates per line.")
        var top = 3

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var pantryOptions: PantryOptions

        @OptionGroup var benchmarkOptions: BenchmarkOptions

        func validate() throws {
            if top < 0 { throw ValidationError("--top must be 0 or more, got \(top).") }
            if recipe != nil && !texts.isEmpty { throw ValidationError("Give either TEXT lines or --recipe, not both.") }
        }

        mutating func run() async throws {
            let parsing = try Console.bundledParsing(command: "match")
            let recipes = try inputRecipes(parsing)
            let kaimono = try await database.facade(
                command: "match", parsing: try pantryOptions.apply(to: parsing, command: "match"))
            // Lines from standard input, written out as JSON Lines, are matched as they come (`PlainTextLines`).
            if recipes == nil, texts.isEmpty, benchmarkOptions.rounds == nil, output.resolved == .jsonl {
                let top = top
                let input = PlainTextLines.standardInput()
                try JSONOutput(pretty: false).printLines(
                    lines: input.lazy.map { (text: $0, group: nil) }, inputWaits: { !input.hasLineReady }
                ) { kaimono.match($0, group: $1, top: top) }
                try Console.checkRead(input, command: "match")
                return
            }
            let lines = try recipes?.flatMap { $0.ingredients.map { ($0.text, $0.group) } } ?? inputLines()
            if let recipes, benchmarkOptions.rounds == nil {
                // A recipe's lines are read together: a line naming only a food among lines in a language Kaimono
                // does not read is in that language.
                let top = top
                if output.resolved == .jsonl {
                    // (Streamed a recipe at a time.)
                    try JSONOutput(pretty: false).printLines(recipes.lazy.flatMap { kaimono.match($0, top: top) })
                } else {
                    try write(recipes.flatMap { kaimono.match($0, top: top) })
                }
                return
            }
            if let benchmarkRounds = benchmarkOptions.rounds {
                benchmark(kaimono, lines: lines.map(\.text), rounds: benchmarkRounds)
                return
            }
            if output.resolved == .jsonl {
                // Streamed: each line is matched and written in turn, in 64 KB writes; a repeated line (the same
                // text under the same group) matches the same way against the one catalog snapshot read, so its
                // JSON is written again, not made again.
                let top = top
                try JSONOutput(pretty: false).printLines(lines: lines) { kaimono.match($0, group: $1, top: top) }
                return
            }
            try write(lines.map { kaimono.match($0.text, group: $0.group, top: top) })
        }

        /// The recipes of `--recipe FILE`, or `nil` when the lines come from arguments or standard input.
        private func inputRecipes(_ parsing: KaimonoParsing) throws -> [Recipe]? {
            guard let recipe else { return nil }
            if recipe == "-" {
                do throws(KaimonoError) {
                    return try parsing.parse(try parsing.readInput(recipe), source: recipe)
                } catch {
                    throw Console.fail("match", error)
                }
            }
            guard let data = FileManager.default.contents(atPath: recipe) else {
                Console.error("kaimono match: cannot read --recipe \(recipe): \(UnreadableFile.reason(recipe))")
                throw ExitCode(1)
            }
            do throws(KaimonoError) {
                return try parsing.parse([UInt8](data), source: recipe)
            } catch {
                throw Console.fail("match", error)
            }
        }

        private func inputLines() throws -> [(text: String, group: String?)] {
            if !texts.isEmpty { return texts.map { ($0, nil) } }
            return try Console.standardInputLines(command: "match").map { ($0, nil) }
        }

        private func write(_ results: [IngredientMatch]) throws {
            switch output.resolved {
            case .jsonl:
                try JSONOutput(pretty: false).printLines(results)
            case .json:
                try JSONOutput(pretty: true).print(results)
            case .table:
                var out = ""
                // (The other foods of a line giving each of several one amount follow it, marked `+ name`.)
                for (result, isAlso) in results.flatMap({ [($0, false)] + $0.also.map { ($0, true) } }) {
                    var status = result.status.rawValue
                    if result.status == .unsupportedLanguage { status += " (\(result.parsed.language))" }
                    let shown = isAlso ? "  + \(result.parsed.name)" : result.parsed.text
                    out += "\(shown)  → \(status)  [food \(result.parsed.food ?? "-")]\n"
                    for c in result.candidates {
                        let score = String(format: "%.2f", c.score)
                        let mark = c.verdict == .substitute ? "  (substitute)" : ""
                        out += "  \(score)  \(c.productId)  \(c.name)  \(c.packs) pack(s) \(c.price > 0 ? "¥\(c.price)" : "no price")  \(c.shopId)\(mark)\n"
                        out += "        " + c.reasons.joined(separator: "; ") + "\n"
                    }
                    if let alternative = result.alternative {
                        out += "  alternative: \(alternative.productId)  \(alternative.name)  — \(alternative.note ?? "substitute")"
                        if let warning = alternative.warning { out += "; \(warning)" }
                        out += "\n"
                    } else if let none = result.noAlternative {
                        out += "  no alternative: \(none)\n"
                    }
                }
                Console.write(out)
            }
        }

        /// Parses and matches the lines `rounds` times on this thread; prints lines per second on stderr.
        private func benchmark(_ kaimono: KaimonoKit.Kaimono, lines: [String], rounds: Int) {
            let parsed = lines.map { kaimono.parseLine($0) }
            var checksum = 0
            let matchOnly = BenchmarkTiming.measure {
                for _ in 0..<rounds {
                    for line in parsed { checksum &+= kaimono.match(line, top: top).candidates.count }
                }
            }
            let both = BenchmarkTiming.measure {
                for _ in 0..<rounds {
                    for line in lines { checksum &+= kaimono.match(line, top: top).candidates.count }
                }
            }
            // The JSON Lines of the results, as `match --format jsonl` writes them (into memory here).
            let results = lines.map { kaimono.match($0, top: top) }
            let encoder = JSONStreamEncoder()
            var writer = JSONWriter(capacity: 1 << 20)
            let json = BenchmarkTiming.measure {
                for _ in 0..<rounds {
                    for result in results {
                        try? encoder.encode(result, into: &writer)
                        writer.byte(0x0A)
                        if writer.count > 1 << 20 {
                            checksum &+= writer.count
                            writer.removeAll()
                        }
                    }
                }
            }
            let total = lines.count * rounds
            Console.error("""
                \(lines.count * rounds) lines × 3 passes, \(kaimono.matchableProducts) products indexed (checksum \(checksum))
                match only:      \(matchOnly.rates(total, unit: "lines"))
                parse + match:   \(both.rates(total, unit: "lines"))
                JSON only:       \(json.rates(total, unit: "lines"))
                """)
        }
    }
}
