import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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

/// Wall and thread CPU time of one benchmark pass. On a shared machine the wall clock counts time other
/// processes took the core; the thread's CPU time does not, so both are printed.
struct BenchmarkTiming {
    var wall: Double
    var cpu: Double

    /// Runs `body` once on this thread and times it.
    static func measure(_ body: () -> Void) -> BenchmarkTiming {
        let clock = ContinuousClock()
        let cpuStart = threadCPUSeconds()
        let elapsed = clock.measure(body)
        let cpu = threadCPUSeconds() - cpuStart
        return BenchmarkTiming(
            wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpu: cpu)
    }

    /// `count` items per second of wall time, and per second of CPU time: `12345 lines/s (CPU 13456)`.
    func rates(_ count: Int, unit: String) -> String {
        func rate(_ seconds: Double) -> Int { seconds > 0 ? Int(Double(count) / seconds) : 0 }
        return "\(rate(wall)) \(unit)/s (CPU \(rate(cpu)))"
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
