import ArgumentParser

/// The hidden `--benchmark N` of `parse-line` and `match`: the lines are worked N times in process and the
/// rate is printed instead of the output (scripts/bench-cli).
struct BenchmarkOptions: ParsableArguments {
    @Option(name: .customLong("benchmark"), help: ArgumentHelp(visibility: .hidden))
    var rounds: Int?

    func validate() throws {
        if let rounds, rounds <= 0 {
            throw ValidationError("--benchmark must be a positive number of rounds, got \(rounds).")
        }
    }
}
