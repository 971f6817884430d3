import ArgumentParser
import KaimonoKit

extension Kaimono {
    /// `kaimono parse FILE...`: recipe pages or JSON in, title, yield and ingredient lines out.
    struct Parse: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse",
            abstract: "Extract recipes (title, yield, ingredient lines) from HTML pages, JSON files or URLs.",
            discussion: """
                Sources, most trusted first: JSON-LD, microdata, RDFa, then the page's own ingredient list.

                --format jsonl prints one object per recipe, one per line; --format json prints one \
                pretty-printed JSON array of the same objects; --format table prints a readable view.

                An http:// or https:// argument is fetched (connect 5 s, total 20 s, --max-bytes, at most 5 \
                redirects, gzip, the charset the server sends); addresses on loopback or private networks are \
                refused unless --allow-private-urls.

                A file that fails becomes {"source", "error": {"code", "message"}} in JSON output and a \
                message on standard error; the other files are still processed and the exit status is 1.
                """
        )

        @Argument(help: "Recipe pages (HTML), JSON files or http(s) URLs; - reads standard input.")
        var files: [String] = []

        @OptionGroup var urls: URLOptions

        @OptionGroup var output: OutputOptions

        @Option(name: .customLong("max-bytes"), help: "Refuse inputs larger than this many bytes.")
        var maxBytes: Int = ExtractionOptions().maxInputBytes

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one FILE to parse, or - for standard input.") }
            if maxBytes <= 0 { throw ValidationError("--max-bytes must be positive, got \(maxBytes).") }
        }

        mutating func run() async throws {
            let parsing: KaimonoParsing
            do throws(KaimonoError) {
                parsing = try KaimonoParsing.bundled(maxInputBytes: maxBytes)
            } catch {
                throw Console.fail("parse", error)
            }
            let writer = ParseOutput(format: output.resolved)
            var failed = 0
            for file in files {
                do throws(KaimonoError) {
                    let recipes =
                        KaimonoParsing.isURL(file)
                        ? try await parsing.parse(url: file, allowPrivateURLs: urls.allowPrivateURLs)
                        : try parsing.parse(try parsing.readInput(file), source: file)
                    for recipe in recipes { writer.add(recipe) }
                } catch {
                    failed += 1
                    Console.error("kaimono parse: \(error.message)")
                    writer.add(ParseFailure(source: file, error: .init(code: error.code, message: error.message)))
                }
            }
            writer.finish()
            if failed > 0 { throw ExitCode(1) }
        }
    }
}

/// The JSON object printed for a file that failed.
struct ParseFailure: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
    }

    var source: String
    var error: Detail
}

/// Prints parse results in the chosen format, buffered.
final class ParseOutput {
    private let format: OutputFormat
    private let json: JSONOutput
    private var buffer = ""
    private var arrayItems: [String] = []

    init(format: OutputFormat) {
        self.format = format
        json = JSONOutput(pretty: format == .json)
    }

    func add(_ recipe: Recipe) {
        switch format {
        case .table: append(Self.table(recipe))
        case .json: arrayItems.append((try? json.string(recipe)) ?? "{}")
        case .jsonl: append(((try? json.string(recipe)) ?? "{}") + "\n")
        }
    }

    func add(_ failure: ParseFailure) {
        switch format {
        case .table: break
        case .json: arrayItems.append((try? json.string(failure)) ?? "{}")
        case .jsonl: append(((try? json.string(failure)) ?? "{}") + "\n")
        }
    }

    func finish() {
        if format == .json {
            let indented = arrayItems.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") }
            buffer += arrayItems.isEmpty ? "[]\n" : "[\n" + indented.joined(separator: ",\n") + "\n]\n"
        }
        Console.write(buffer)
        buffer = ""
    }

    private func append(_ text: String) {
        buffer += text
        if buffer.utf8.count > 1 << 16 {
            Console.write(buffer)
            buffer = ""
        }
    }

    /// A readable view: title, facts, then the ingredients under their group headers.
    static func table(_ recipe: Recipe) -> String {
        var lines: [String] = []
        lines.append(recipe.title ?? "(untitled recipe)")
        var facts: [String] = []
        if let yield = recipe.yield { facts.append("yield \(yield)") }
        if let servings = recipe.servings {
            facts.append("serves \(servings == servings.rounded() ? String(Int(servings)) : String(servings))")
        }
        if let language = recipe.language { facts.append("language \(language)") }
        facts.append("from \(recipe.method.rawValue)")
        lines.append("  " + facts.joined(separator: " · "))
        lines.append("  source \(recipe.source)")
        lines.append("")
        lines.append("  Ingredients (\(recipe.ingredients.count))")
        var group: String?
        for entry in recipe.ingredients {
            if entry.group != group, let name = entry.group {
                lines.append("  [\(name)]")
            }
            group = entry.group
            lines.append("    • \(entry.text)")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
