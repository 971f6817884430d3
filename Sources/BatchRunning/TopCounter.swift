/// Counts names in bounded memory: exact while fewer than `2 × capacity` names are seen, then pruned
/// back to the `capacity` most frequent (ties by name), so rare names fall out and frequent ones stay.
///
/// Pruning depends only on the order of the names added, which the writer keeps deterministic, so the
/// same input gives the same report whatever `--jobs` is.
struct TopCounter: Sendable, Hashable, Codable {
    private(set) var counts: [String: Int] = [:]
    /// Whether pruning ever dropped names (counts of kept names may then be low).
    private(set) var pruned = false
    var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    mutating func add(_ name: String, count: Int = 1) {
        counts[name, default: 0] += count
        if counts.count >= 2 * capacity { prune() }
    }

    /// The `limit` most frequent names, most frequent first, ties by name.
    func top(_ limit: Int) -> [(name: String, count: Int)] {
        Array(sorted().prefix(limit))
    }

    private func sorted() -> [(name: String, count: Int)] {
        counts.map { (name: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
        }
    }

    private mutating func prune() {
        let kept = sorted().prefix(capacity)
        counts = Dictionary(uniqueKeysWithValues: kept.map { ($0.name, $0.count) })
        pruned = true
    }
}
