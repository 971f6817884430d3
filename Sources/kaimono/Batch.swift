import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono batch INPUT... --output OUT.jsonl`: whole recipe dumps in, one JSONL line per recipe out.
    struct Batch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "batch",
            abstract: "Parse and match whole recipe dumps: one JSONL line per recipe, resumable, on all cores.",
            discussion: """
                Inputs: JSONL (one recipe per line: a schema.org Recipe, kaimono's recipe JSON, or \
                {"id", "title", "ingredients": [...]}), JSON arrays of recipes, JSON or HTML files, directories \
                (walked recursively, in name order), and - for standard input; any of them gzip-compressed.

                Output: one line per recipe with record, source, line, index, id, title, yield, servings, \
                language, method and its ingredients (the parse-line fields plus status, product, score and \
                alternative; with --no-match these four are null). Statuses: matched, pantry, unmatched, \
                made_in_recipe and unsupported_language; the report counts the last per language. A record that \
                fails becomes {"record", "source", "line", "index", "error": {"code", "message"}} and the run \
                goes on; the exit status is 0 when at least one record gave a recipe, 1 when none did (empty \
                inputs, or every record an error). The output is the same bytes whatever --jobs is, and input is read ahead by at most \
                32 MB, so memory stays flat.

                --urls FILE fetches each URL as `kaimono parse` does (a few at a time) and reads the pages as \
                records before the INPUTs, each with the URL as its source; a URL that fails (fetch_failed, \
                http_404, not_html, too_large, blocked_address, invalid_url) becomes an error line and the run goes on.

                Every few seconds the output is synced and OUT.checkpoint saved; after a crash or kill, run the \
                same command with --resume to continue where it stopped.

                Progress goes to standard error: a bar on a terminal, a line every 10 s otherwise.
                """
        )

        @Argument(help: "JSONL, JSON or HTML files (gzip allowed), directories, or - for standard input.")
        var inputs: [String] = []

        @Option(name: .customLong("urls"), help: ArgumentHelp(
            "A file of recipe page URLs, one a line (# comments and blank lines skipped), fetched before INPUTs.",
            valueName: "file"))
        var urlList: String?

        @OptionGroup var urls: URLOptions

        @Option(name: [.short, .long], help: "The output JSONL file (- for standard output, which cannot be resumed).")
        var output: String

        @Option(name: [.short, .long], help: "Worker threads (default: all cores).")
        var jobs: Int = BatchOptions.defaultJobs

        @Flag(help: "Continue an interrupted run from OUTPUT.checkpoint.")
        var resume = false

        @Option(help: "Write the report (counts, match rates, top unmatched names, errors) as JSON to this file.")
        var report: String?

        @Flag(name: [.short, .long], help: "No progress and no summary on standard error.")
        var quiet = false

        @Option(name: .customLong("max-record-bytes"), help: "Larger records (line, array element, file) become errors.")
        var maxRecordBytes: Int = 10_000_000

        @Option(name: .customLong("top"), help: "How many unmatched names the report lists.")
        var top: Int = 50

        @Flag(name: .customLong("no-match"), help: "Only extract and parse; skip matching to catalog products.")
        var noMatch = false

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var pantryOptions: PantryOptions

        @Option(name: .customLong("line-cache"), help: "Repeated lines each worker remembers (0: none); speed only, never the output.")
        var lineCache: Int = 20_000

        @Option(name: .customLong("stop-after"), help: ArgumentHelp(visibility: .hidden))
        var stopAfter: Int?

        func validate() throws {
            if inputs.isEmpty && urlList == nil {
                throw ValidationError("Give at least one INPUT (file, directory, or - for standard input) or --urls FILE.")
            }
            if resume && urlList != nil { throw ValidationError("--resume cannot be used with --urls: the pages would be fetched again.") }
            if jobs <= 0 { throw ValidationError("--jobs must be positive, got \(jobs).") }
            if maxRecordBytes <= 0 { throw ValidationError("--max-record-bytes must be positive, got \(maxRecordBytes).") }
            if top < 0 { throw ValidationError("--top must not be negative, got \(top).") }
            if resume && output == "-" { throw ValidationError("--resume needs --output FILE; standard output cannot be resumed.") }
            if let stopAfter, stopAfter < 0 { throw ValidationError("--stop-after must not be negative.") }
            if lineCache < 0 { throw ValidationError("--line-cache must not be negative, got \(lineCache).") }
        }

        mutating func run() async throws {
            // Checked first: a run of hours must not end in a report it cannot write.
            let reportFile: ReportDestination?
            do throws(BatchError) {
                reportFile = try report.map { path throws(BatchError) in try ReportDestination(path: path) }
            } catch {
                Console.error("kaimono batch: --report \(error.message)")
                throw ExitCode(1)
            }
            var documents: [BatchDocument] = []
            if let urlList {
                let text: String
                do {
                    text = try String(contentsOfFile: urlList, encoding: .utf8)
                } catch {
                    Console.error("kaimono batch: \(urlList): cannot read the URL list (\(error)); check the path")
                    throw ExitCode(1)
                }
                let list = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                do throws(KaimonoError) {
                    documents = try await KaimonoParsing.bundled(maxInputBytes: maxRecordBytes)
                        .fetchDocuments(urls: list, allowPrivateURLs: urls.allowPrivateURLs)
                } catch {
                    throw Console.fail("batch", error)
                }
            }
            var options = BatchOptions(
                inputs: inputs, output: output == "-" ? nil : output, jobs: jobs, resume: resume,
                maxRecordBytes: maxRecordBytes, stopAfterRecords: stopAfter, topUnmatched: top, lineCacheSize: lineCache)
            options.documents = documents
            let style: ProgressStyle = quiet ? .none : (isatty(STDERR_FILENO) != 0 ? .bar : .lines(everySeconds: 10))
            // Without matching no database is opened: a dump can be parsed on a machine without one.
            let result: BatchReport
            if noMatch {
                do throws(KaimonoError) {
                    result = try await KaimonoParsing.bundled().batch(options, progress: style)
                } catch {
                    throw Console.fail("batch", error)
                }
            } else {
                let parsing = try pantryOptions.parsing(command: "batch")
                let kaimono = try await database.facade(command: "batch", parsing: parsing)
                do throws(KaimonoError) {
                    result = try await kaimono.batch(options, progress: style)
                } catch {
                    throw Console.fail("batch", error)
                }
            }
            if let reportFile {
                do {
                    try reportFile.write(Array((try JSONOutput(pretty: true).string(result) + "\n").utf8))
                } catch let error as BatchError {
                    Console.error("kaimono batch: --report \(error.message)")
                    throw ExitCode(1)
                } catch {
                    Console.error("kaimono batch: --report \(reportFile.path): cannot encode the report (\(error))")
                    throw ExitCode(1)
                }
            }
            if !quiet { Console.error(result.summary) }
            if let failure = Self.nothingRead(result, output: output) {
                Console.error("kaimono batch: \(failure)")
                throw ExitCode(1)
            }
        }

        /// Why a finished run counts as failed: it gave no recipe at all (empty inputs, or every record an error).
        /// A run that gave at least one recipe succeeds, its bad records written as error lines; a run stopped
        /// early (`--stop-after`) is not judged.
        static func nothingRead(_ report: BatchReport, output: String) -> String? {
            guard report.finished, report.recipes == 0 else { return nil }
            if report.records == 0 {
                return "the inputs hold no records (empty files, or folders without JSON, JSONL, HTML or gzip files); "
                    + "nothing was parsed: check the INPUT paths"
            }
            let codes = report.errorsByCode.prefix(3).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
            let place = output == "-" ? "standard output" : output
            return "no recipe in \(report.records) record\(report.records == 1 ? "" : "s"): every one failed (\(codes)); "
                + "the error lines are in \(place)"
        }
    }
}
