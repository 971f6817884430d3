import ArgumentParser
import Foundation
import KaimonoKit

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json, jsonl
}

extension OutputFormat {
    /// Prints one result: JSON (pretty for `json`, one line for `jsonl`) or the table `table` writes.
    func print(_ value: some Encodable, table: () throws -> String) throws {
        switch self {
        case .json: try JSONOutput(pretty: true).print(value)
        case .jsonl: try JSONOutput(pretty: false).print(value)
        case .table: Console.write(try table())
        }
    }
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

/// JSON as the commands print it: sorted keys, `/` unescaped, pretty-printed for `--format json`; the
/// bytes JSONEncoder would give (see `JSONStreamEncoder`).
struct JSONOutput {
    private let encoder: JSONStreamEncoder

    init(pretty: Bool) {
        encoder = JSONStreamEncoder(pretty: pretty)
    }

    func string(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Prints `value` and a newline on standard output.
    func print(_ value: some Encodable) throws {
        var writer = JSONWriter()
        try encoder.encode(value, into: &writer)
        writer.byte(0x0A)
        Console.write(writer)
    }

    /// Prints each value on a line of its own (JSON Lines), in 64 KB writes.
    func printLines<Values: Sequence>(_ values: Values) throws where Values.Element: Encodable {
        var writer = JSONWriter(capacity: 1 << 17)
        for value in values {
            try encoder.encode(value, into: &writer)
            writer.byte(0x0A)
            if writer.count >= 1 << 16 {
                Console.write(writer)
                writer.removeAll()
            }
        }
        Console.write(writer)
    }

    /// Lines repeat in real input (`salt to taste`, `卵 1個`); the JSON of the distinct lines last seen is kept,
    /// up to this many bytes per generation (two generations: at most about 32 MB).
    static let memoBytes = 16 << 20

    /// Prints the value `make` gives for each line (a text and its group) on a line of its own (JSON Lines),
    /// in 64 KB writes; the same line must give the same value, whose JSON is then encoded once and written
    /// again for each repeat (see `JSONMemo`). What is made is written out early when `inputWaits` says the next
    /// line has not come yet (a line typed or piped in slowly is answered at once).
    func printLines<Lines: Sequence, Value: Encodable>(
        lines: Lines, inputWaits: () -> Bool = { false }, make: (String, String?) -> Value
    ) throws where Lines.Element == (text: String, group: String?) {
        let memo = JSONMemo(capacity: Self.memoBytes)
        var writer = JSONWriter(capacity: 1 << 17)
        for line in lines {
            writer.append(try memo.json(line.text, group: line.group, encoder: encoder) { make(line.text, line.group) })
            writer.byte(0x0A)
            if writer.count >= 1 << 16 || inputWaits() {
                Console.write(writer)
                writer.removeAll()
            }
        }
        Console.write(writer)
    }
}
