/// A handful of short words (categories, unit codes, a rule's words), looked up by comparing each in turn: two
/// short ASCII strings compare as two machine words, where a `Set` hashes the whole key first. The matcher asks
/// such lists several times per candidate.
struct FewStrings: Sendable, ExpressibleByArrayLiteral, Sequence {
    private let words: [String]

    init(arrayLiteral words: String...) {
        self.words = words
    }

    init(_ words: [String]) {
        self.words = words
    }

    func union(_ more: [String]) -> FewStrings {
        FewStrings(words + more.filter { !contains($0) })
    }

    func contains(_ word: String) -> Bool {
        for candidate in words where candidate == word { return true }
        return false
    }

    func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }
}
