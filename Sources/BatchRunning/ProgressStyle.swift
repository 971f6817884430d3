/// How a batch run shows progress on standard error.
public enum ProgressStyle: Sendable, Hashable {
    /// Nothing (`--quiet`, tests).
    case none
    /// A bar redrawn in place: records, rate, percentage and ETA (a terminal).
    case bar
    /// A plain line every so many seconds (logs, pipes).
    case lines(everySeconds: Double)
}
