internal import JSONWriting

/// One worker's memo of finished ingredient lines: the same text under the same group always parses
/// and matches the same way, and dumps repeat lines (`salt to taste`, `卵 1個`) all the time.
///
/// Two generations bound memory: when the current one is full it becomes the previous one and the one
/// before is dropped; a hit in the previous generation moves the line forward. Only speed depends on
/// what is cached, never the output.
///
/// Lines are keyed by their bytes (``LineKey``): a decomposed `が` is echoed as written, so it is not its
/// composed twin's line.
final class LineCache {
    typealias Key = LineKey

    /// A line as the output and the report need it.
    struct Line {
        /// The ingredient's JSON object.
        var json: [UInt8]
        var language: String
        var hasFood: Bool
        var status: MatchOutcome.Status?
        /// The normalized name when the line counts as unmatched.
        var unmatchedName: String?
    }

    private var current: [Key: Line] = [:]
    private var previous: [Key: Line] = [:]
    private let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    /// A cache of at most `2 × capacity` lines; 0 turns it off.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cached line, or the one `make` builds (and caches).
    func line(text: String, group: String?, make: () -> Line) -> Line {
        guard capacity > 0 else {
            misses += 1
            return make()
        }
        let key = Key(text: text, group: group)
        if let line = current[key] {
            hits += 1
            return line
        }
        if let line = previous[key] {
            hits += 1
            store(key, line)
            return line
        }
        misses += 1
        let line = make()
        store(key, line)
        return line
    }

    private func store(_ key: Key, _ line: Line) {
        if current.count >= capacity {
            previous = current
            current = [:]
            current.reserveCapacity(capacity)
        }
        current[key] = line
    }
}
