/// Why a batch run could not start or had to stop: what went wrong, where, and how to fix it.
public struct BatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        case noInput = "no_input"
        case unreadableInput = "unreadable_input"
        case unwritableOutput = "unwritable_output"
        case badCheckpoint = "bad_checkpoint"
        case inputChanged = "input_changed"
        case invalidOptions = "invalid_options"
    }

    /// The kind of failure.
    public var code: Code
    /// The file it concerns (an input, the output or the checkpoint).
    public var path: String
    /// What is wrong, in one sentence.
    public var reason: String
    /// What the user can do about it.
    public var fix: String

    /// Creates an error about `path`.
    public init(_ code: Code, path: String, reason: String, fix: String) {
        self.code = code
        self.path = path
        self.reason = reason
        self.fix = fix
    }

    /// The full message: path, reason and fix.
    public var message: String { "\(path): \(reason); \(fix)" }

    public var description: String { message }
}
