import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono parse-line [TEXT...]`: ingredient lines in, one parsed ingredient per line out.
    struct ParseLine: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse-line",
            abstract: "Take ingredient lines apart: name, quantity, unit, group, food and amount.",
            discussion: """
                Each TEXT is one line; with no TEXT, standard input is read, one ingredient per line. The output \
                has exactly one object per input line, in order, also for empty or unreadable lines.

                --format jsonl prints one object per line; json a pretty-printed array; table a readable view.
                """
        )

        @Argument(help: "Ingredient lines; standard input is read when none is given.")
        var texts: [String] = []

        @Option(help: "The group (heading) the lines stand under, when the lines do not say it themselves.")
        var group: String?

        @OptionGroup var output: OutputOptions

        @OptionGroup var benchmarkOptions: BenchmarkOptions

        mutating func run() async throws {
            let parsing = try Console.bundledParsing(command: "parse-line")
            if let benchmarkRounds = benchmarkOptions.rounds {
                benchmark(
                    parsing, texts.isEmpty ? try Console.standardInputLines(command: "parse-line") : texts,
                    rounds: benchmarkRounds)
                return
            }
            let format = output.resolved
            if format == .jsonl {
                // Streamed: each line is parsed and written in turn, in 64 KB writes, standard input read as it
                // comes; a repeated line's JSON is written again, not made again (one group for all lines: the
                // text decides).
                let group = group
                guard texts.isEmpty else {
                    try JSONOutput(pretty: false).printLines(lines: texts.lazy.map { (text: $0, group: group) }) {
                        parsing.parseLine($0, group: $1)
                    }
                    return
                }
                let input = PlainTextLines.standardInput()
                try JSONOutput(pretty: false).printLines(
                    lines: input.lazy.map { (text: $0, group: group) }, inputWaits: { !input.hasLineReady }
                ) { parsing.parseLine($0, group: $1) }
                try Console.checkRead(input, command: "parse-line")
                return
            }
            let lines = texts.isEmpty ? try Console.standardInputLines(command: "parse-line") : texts
            let parsed = lines.map { parsing.parseLine($0, group: group) }
            if format == .json {
                try JSONOutput(pretty: true).print(parsed)
            } else {
                Console.write(Self.table(parsed))
            }
        }

        private static func table(_ parsed: [ParsedIngredient]) -> String {
            var out = ""
            for item in parsed {
                var quantity = item.quantity.map(Self.number) ?? "-"
                if let high = item.quantityMax { quantity += "–" + Self.number(high) }
                let unit = item.unit.map { "\($0) (\(item.unitText ?? ""))" } ?? "-"
                let amount = item.amount.map { "\(Self.number($0.value)) \($0.dimension.rawValue)" } ?? "-"
                var flags: [String] = []
                if item.toTaste { flags.append("to taste") }
                if item.optional { flags.append("optional") }
                out += "\(item.text)\n"
                out += "  name \(item.name)  quantity \(quantity)  unit \(unit)  food \(item.food ?? "-")  amount \(amount)"
                out += "  [\(item.language)]\n"
                let extras = [
                    item.group.map { "group \($0)" }, item.part.map { "part \($0)" }, item.size.map { "size \($0)" },
                    item.preparation.map { "preparation \($0)" }, item.comment.map { "comment \($0)" },
                    flags.isEmpty ? nil : flags.joined(separator: ", "),
                ].compactMap { $0 }
                if !extras.isEmpty { out += "  " + extras.joined(separator: "  ") + "\n" }
            }
            return out
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        /// Parses the lines `rounds` times on this thread, then writes their JSON Lines `rounds` times
        /// (into memory); prints lines per second of each.
        private func benchmark(_ parsing: KaimonoParsing, _ lines: [String], rounds: Int) {
            var checksum = 0
            let timing = BenchmarkTiming.measure {
                for _ in 0..<rounds {
                    for line in lines {
                        checksum &+= parsing.parseLine(line).name.utf8.count
                    }
                }
            }
            let parsed = lines.map { parsing.parseLine($0) }
            let encoder = JSONStreamEncoder()
            var writer = JSONWriter(capacity: 1 << 20)
            let json = BenchmarkTiming.measure {
                for _ in 0..<rounds {
                    for item in parsed {
                        try? encoder.encode(item, into: &writer)
                        writer.byte(0x0A)
                        if writer.count > 1 << 20 {
                            checksum &+= writer.count
                            writer.removeAll()
                        }
                    }
                }
            }
            let total = lines.count * rounds
            Console.write(
                "\(total) lines in \(String(format: "%.3f", timing.wall)) s: \(timing.rates(total, unit: "lines")) "
                    + "(checksum \(checksum)); JSON \(json.rates(total, unit: "lines"))\n")
        }
    }
}
