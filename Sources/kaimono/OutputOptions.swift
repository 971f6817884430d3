import ArgumentParser
import Foundation

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json, jsonl
}

/// The `--format` flag shared by every command that prints results.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format: table (default on a terminal), json or jsonl (default otherwise).")
    var format: OutputFormat?

    /// The chosen format, or `table` on a terminal and `jsonl` when piped.
    var resolved: OutputFormat {
        if let format { return format }
        return isatty(STDOUT_FILENO) != 0 ? .table : .jsonl
    }
}

/// Writes JSON values as the contracts in design.md describe: stable keys, one object per line for JSONL.
struct JSONOutput {
    private let encoder: JSONEncoder

    init(pretty: Bool) {
        encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
    }

    func string(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
