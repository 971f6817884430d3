/// Why suggesting or indexing failed, in words that say what to fix.
public struct SuggestionsError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
        case unreadable
        case badBatchLine = "bad_batch_line"
        case unknownTarget = "unknown_target"
        case ambiguousTarget = "ambiguous_target"
    }

    private let kind: Kind
    /// What went wrong and how to fix it.
    public let message: String

    private init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A stable code (`unreadable`, `bad_batch_line`, `unknown_target`, `ambiguous_target`).
    public var code: String { kind.rawValue }

    /// A file could not be read.
    public static func unreadable(_ path: String, reason: String) -> SuggestionsError {
        SuggestionsError(.unreadable, "cannot read \(path): \(reason)")
    }

    /// A line of a batch output file is not a batch record.
    public static func badBatchLine(_ path: String, line: Int, reason: String) -> SuggestionsError {
        SuggestionsError(
            .badBatchLine, "\(path) line \(line): \(reason); expected the JSONL that `kaimono batch --output` writes")
    }

    /// Neither a product id, a product name nor a food.
    public static func unknownTarget(_ query: String) -> SuggestionsError {
        SuggestionsError(
            .unknownTarget,
            "no product or food matches '\(query)'; give a product id (p-00123), part of a product name, or a food "
                + "(鶏もも肉, chicken thigh); `kaimono catalog search WORDS` lists products")
    }

    /// A name that fits several products.
    public static func ambiguousTarget(_ query: String, choices: [String], more: Int) -> SuggestionsError {
        let listed = choices.map { "  " + $0 }.joined(separator: "\n")
        let rest = more > 0 ? "\n  … and \(more) more" : ""
        return SuggestionsError(
            .ambiguousTarget, "'\(query)' fits several products; give one of these ids or a longer name:\n\(listed)\(rest)")
    }

    public var description: String { message }
}
