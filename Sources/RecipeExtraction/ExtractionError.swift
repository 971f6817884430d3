/// Why a page or JSON document gave no recipe: what went wrong, where, and how to fix it.
public struct ExtractionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure, stable strings for JSON error objects.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        case inputTooLarge = "input_too_large"
        case emptyInput = "empty_input"
        case invalidJSON = "invalid_json"
        case noRecipe = "no_recipe"
        case unreadable = "unreadable"
    }

    /// The kind of failure.
    public var code: Code
    /// The input it concerns (a path as given, a URL, or `-`).
    public var source: String
    /// What is wrong, in one sentence.
    public var reason: String
    /// What the user can do about it.
    public var fix: String

    /// Creates an error for `source`.
    public init(_ code: Code, source: String, reason: String, fix: String) {
        self.code = code
        self.source = source
        self.reason = reason
        self.fix = fix
    }

    /// The full message: source, reason and fix.
    public var message: String { "\(source): \(reason); \(fix)" }

    public var description: String { message }

    static func tooLarge(source: String, size: Int, limit: Int) -> Self {
        Self(
            .inputTooLarge, source: source,
            reason: "input is \(size) bytes, over the limit of \(limit) bytes",
            fix: "pass a single recipe page or raise the limit (ExtractionOptions.maxInputBytes)")
    }

    static func empty(source: String) -> Self {
        Self(.emptyInput, source: source, reason: "input is empty", fix: "pass a saved recipe page (HTML) or recipe JSON")
    }

    static func noRecipe(source: String) -> Self {
        Self(
            .noRecipe, source: source,
            reason: "no recipe found (no schema.org Recipe in JSON-LD, microdata or RDFa, and no ingredient list)",
            fix: "check that this is a recipe page, saved as the browser shows it")
    }
}
