import ArgumentParser
import Foundation
import RecipeExtraction

extension Kaimono {
    /// `kaimono parse FILE...`: recipe pages or JSON in, title, yield and ingredient lines out.
    struct Parse: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Extract recipes (title, yield, ingredient lines) from HTML pages or JSON files.",
            discussion: """
                Sources, most trusted first: JSON-LD, microdata, RDFa, then the page's own ingredient list.

                --format jsonl prints one object per recipe, one per line; --format json prints one \
                pretty-printed JSON array of the same objects; --format table prints a readable view.

                A file that fails becomes {"source", "error": {"code", "message"}} in JSON output and a \
                message on standard error; the other files are still processed and the exit status is 1.
                """
        )

        @Argument(help: "Recipe pages (HTML) or JSON files; - reads standard input.")
        var files: [String] = []

        @OptionGroup var output: OutputOptions

        @Option(name: .customLong("max-bytes"), help: "Refuse inputs larger than this many bytes.")
        var maxBytes: Int = ExtractionOptions().maxInputBytes

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one FILE to parse, or - for standard input.") }
            if maxBytes <= 0 { throw ValidationError("--max-bytes must be positive, got \(maxBytes).") }
        }

        mutating func run() async throws {
            let extractor = RecipeExtractor(options: ExtractionOptions(maxInputBytes: maxBytes))
            let format = output.resolved
            let writer = ParseOutput(format: format)
            var failed = 0
            for file in files {
                do throws(ExtractionError) {
                    let bytes = try read(file)
                    for recipe in try extractor.extract(bytes: bytes, source: file) { writer.add(recipe) }
                } catch {
                    failed += 1
                    Console.error("kaimono parse: \(error.message)")
                    writer.add(ParseFailure(source: file, error: .init(code: error.code.rawValue, message: error.message)))
                }
            }
            writer.finish()
            if failed > 0 { throw ExitCode(1) }
        }

        /// Reads a file (or standard input for `-`), refusing one over the limit before reading it.
        private func read(_ file: String) throws(ExtractionError) -> [UInt8] {
            if file == "-" {
                // Read in chunks so an endless stream is refused at the limit, not after filling memory.
                var bytes: [UInt8] = []
                while let chunk = try? FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
                    bytes += chunk
                    if bytes.count > maxBytes {
                        throw ExtractionError(
                            .inputTooLarge, source: file, reason: "standard input is over the limit of \(maxBytes) bytes",
                            fix: "pass a single recipe page or raise the limit with --max-bytes")
                    }
                }
                return bytes
            }
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            if let size = attributes?[.size] as? Int, size > maxBytes {
                throw ExtractionError(
                    .inputTooLarge, source: file, reason: "input is \(size) bytes, over the limit of \(maxBytes) bytes",
                    fix: "pass a single recipe page or raise the limit with --max-bytes")
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                let exists = FileManager.default.fileExists(atPath: file)
                throw ExtractionError(
                    .unreadable, source: file,
                    reason: exists ? "cannot read the file (a directory, or no permission)" : "no such file",
                    fix: "check the path")
            }
            return [UInt8](data)
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
