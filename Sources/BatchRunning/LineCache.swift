internal import JSONWriting

/// One worker's memo of finished ingredient lines: the same text under the same group always parses
/// and matches the same way, and dumps repeat lines (`salt to taste`, `卵 1個`) all the time.
///
/// Two generations of at most `capacity` lines each (``LineMemo``), keyed by the lines' bytes (``LineKey``: a
/// decomposed `が` is echoed as written, so it is not its composed twin's line). Only speed depends on what is
/// cached, never the output.
final class LineCache {
    /// A line as the output and the report need it.
    struct Line {
        /// The ingredient's JSON object.
        var json: [UInt8]
        var language: String
        /// Parsed alone as English without saying an English word (`IngredientParser.isUntold`): it takes the
        /// language of a recipe in a language Kaimono does not read.
        var untold: Bool
        var hasFood: Bool
        var status: MatchOutcome.Status?
        /// The normalized name when the line counts as unmatched.
        var unmatchedName: String?
    }

    private let memo: LineMemo<Line>
    var hits: Int { memo.hits }
    var misses: Int { memo.misses }

    /// A cache of at most `2 × capacity` lines; 0 turns it off.
    init(capacity: Int) {
        memo = LineMemo(capacity: capacity, cost: { _ in 1 })
    }

    /// The cached line, or the one `make` builds (and caches).
    func line(text: String, group: String?, make: () -> Line) -> Line {
        memo.value(LineKey(text: text, group: group), make: make)
    }
}
