/// A malformed units table: which file, which line, and what is wrong.
public struct UnitTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or name of the table.
    public var source: String
    /// The 1-based line, when the problem is on one line.
    public var line: Int?
    /// What is wrong and what was expected.
    public var message: String

    /// A readable message: `units.tsv:12: factor 'x' is not a positive number`.
    public var description: String {
        if let line { return "\(source):\(line): \(message)" }
        return "\(source): \(message)"
    }
}
