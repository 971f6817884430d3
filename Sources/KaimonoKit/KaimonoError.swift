/// Why a facade call failed: a stable code, a message saying what and how to fix it, and a kind.
///
/// The kind tells a caller (the HTTP server, a CLI) how to report the failure without knowing every code:
/// bad input, something missing, a conflict, a request that cannot be carried out, or a fault of ours.
public struct KaimonoError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The family of a failure.
    public enum Kind: String, Sendable, Hashable {
        /// The input is malformed or out of range (HTTP 400).
        case badInput
        /// The thing asked for does not exist (HTTP 404).
        case notFound
        /// The request clashes with stored state, such as stock (HTTP 409).
        case conflict
        /// Well-formed but cannot be carried out: a passed deadline, a reused key (HTTP 422).
        case unprocessable
        /// The input is too large (HTTP 413).
        case tooLarge
        /// The store or the bundled data failed (HTTP 500).
        case `internal`
    }

    /// The family of the failure.
    public var kind: Kind
    /// A stable snake_case code (`no_recipe`, `past_date`, `idempotency_key_conflict` …).
    public var code: String
    /// What went wrong, in words, with the fix when there is one.
    public var message: String

    /// An error of `kind` with `code` and `message`.
    public init(_ kind: Kind, code: String, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    public var description: String { "\(code): \(message)" }
}

extension KaimonoError {
    /// A recipe page or document that gave no recipe.
    init(_ error: ExtractionError) {
        let kind: Kind =
            switch error.code {
            case .inputTooLarge: .tooLarge
            case .emptyInput, .invalidJSON, .noRecipe: .badInput
            case .unreadable: .badInput
            }
        self.init(kind, code: error.code.rawValue, message: error.message)
    }

    /// A cart or an order that could not be made.
    init(_ error: OrderingError) {
        let kind: Kind =
            switch error.code {
            case "not_found": .notFound
            case "insufficient_stock": .conflict
            case "idempotency_key_conflict", "deadline_passed", "empty_cart", "past_date", "beyond_horizon",
                "station_closed", "no_stations":
                .unprocessable
            case "store": .internal
            default: .badInput
            }
        self.init(kind, code: error.code, message: error.message)
    }

    /// A catalog read or write that failed.
    init(_ error: CatalogError) {
        self.init(error.code == "not_found" ? .notFound : .internal, code: error.code, message: error.message)
    }

    /// A batch that could not run.
    init(_ error: BatchError) {
        let kind: Kind =
            switch error.code {
            case .noInput, .invalidOptions, .inputChanged, .badCheckpoint: .badInput
            case .unreadableInput: .badInput
            case .unwritableOutput: .internal
            }
        self.init(kind, code: error.code.rawValue, message: error.message)
    }

    /// A suggestion that could not be made, or a batch output that could not be read.
    init(_ error: SuggestionsError) {
        self.init(.badInput, code: error.code, message: error.message)
    }

    /// Any other failure of the store.
    static func store(_ error: any Error, doing what: String) -> KaimonoError {
        if let error = error as? CatalogError { return KaimonoError(error) }
        return KaimonoError(.internal, code: "store", message: "cannot \(what): \(error)")
    }
}
