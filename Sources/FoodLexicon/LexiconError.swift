/// A lexicon that cannot be loaded: which file, which line, and what is wrong with it.
public struct LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or source name given to the loader (`foods.tsv`).
    public var source: String
    /// The 1-based line of the TSV the problem is on, `nil` when it concerns the whole file.
    public var line: Int?
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error for `source`, optionally at `line`.
    public init(source: String, line: Int? = nil, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    /// `foods.tsv:12: pantry must be 0 or 1, not "yes"`.
    public var description: String {
        if let line {
            return "\(source):\(line): \(message)"
        }
        return "\(source): \(message)"
    }
}
