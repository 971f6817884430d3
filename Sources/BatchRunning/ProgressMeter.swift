internal import Foundation

/// Draws the progress of a run on standard error; called by the writer thread only.
final class ProgressMeter {
    private let style: ProgressStyle
    /// Total input bytes when every input is a regular file (gzip: compressed bytes), for ETA.
    private let totalBytes: Int?
    private let started = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var drewBar = false

    init(style: ProgressStyle, totalBytes: Int?) {
        self.style = style
        self.totalBytes = totalBytes
    }

    /// Shows the state after `records` records and `recipes` recipes of this run, whose input ended at
    /// `inputBytes`; at most a few times a second.
    func update(records: Int, recipes: Int, inputBytes: Int, force: Bool = false) {
        let interval: Double
        switch style {
        case .none: return
        case .bar: interval = 0.2
        case .lines(let every): interval = every
        }
        let now = ContinuousClock.now
        if !force, let lastDrawn, (now - lastDrawn).seconds < interval { return }
        if !force, lastDrawn == nil, (now - started).seconds < interval { return }
        lastDrawn = now
        let elapsed = max((now - started).seconds, 0.001)
        let rate = Double(recipes) / elapsed
        var fraction: Double?
        var eta: Double?
        if let totalBytes, totalBytes > 0 {
            let done = min(1, Double(inputBytes) / Double(totalBytes))
            fraction = done
            if done > 0.001 { eta = elapsed * (1 - done) / done }
        }
        switch style {
        case .none: return
        case .bar:
            var text = "\r"
            if let fraction {
                let width = 24
                let filled = Int(fraction * Double(width))
                text += "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
                text += String(format: "%3.0f%% ", fraction * 100)
            }
            text += "\(records) records, \(recipes) recipes, \(Int(rate)) recipes/s"
            if let eta { text += ", ETA " + Self.clock(eta) }
            text += "\u{1B}[K"
            drewBar = true
            Self.write(text)
        case .lines:
            var text = "kaimono batch: \(records) records, \(recipes) recipes, \(Int(rate)) recipes/s"
            if let fraction { text += String(format: ", %.1f%% of input", fraction * 100) }
            if let eta { text += ", ETA " + Self.clock(eta) }
            Self.write(text + "\n")
        }
    }

    /// Ends the bar's line so later output starts on a fresh one.
    func finish() {
        if drewBar { Self.write("\n") }
    }

    private static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600
        let minutes = total / 60 % 60
        let rest = total % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
