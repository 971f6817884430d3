/// Why a facade call failed: a stable code, a message saying what and how to fix it, and a kind.
///
/// The kind tells a caller (the HTTP server, a CLI) how to report the failure without knowing every code:
/// bad input, something missing, a conflict, a request that cannot be carried out, or a fault of ours.
///
/// Encoded (as the `error` object of an HTTP error body and of the CLI's JSON error output) as `code` and
/// `message`, plus `items` and `cart` for `price_changed` and `allowed` for `invalid_transition`.
public struct KaimonoError: Error, Sendable, Hashable, CustomStringConvertible, Encodable {
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
        /// The database cannot be reached or is too busy now; the same request may be sent again (HTTP 503).
        case unavailable
        /// A server Kaimono fetched from failed: no answer, a timeout, an HTTP error (HTTP 502).
        case upstream
    }

    /// The family of the failure.
    public var kind: Kind
    /// A stable snake_case code (`no_recipe`, `past_date`, `idempotency_key_conflict` …).
    public var code: String
    /// What went wrong, in words, with the fix when there is one.
    public var message: String
    /// For `price_changed`: the items whose price or name changed, and the cart at the catalog's prices.
    public var priceChange: PriceChange?
    /// For `invalid_transition`: the statuses the order may take now (empty when its status is final).
    public var allowedStatuses: [String]?

    /// An error of `kind` with `code` and `message`.
    public init(
        _ kind: Kind, code: String, message: String, priceChange: PriceChange? = nil, allowedStatuses: [String]? = nil
    ) {
        self.kind = kind
        self.code = code
        self.message = message
        self.priceChange = priceChange
        self.allowedStatuses = allowedStatuses
    }

    public var description: String { "\(code): \(message)" }

    private enum CodingKeys: String, CodingKey { case code, message, items, cart, allowed }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(message, forKey: .message)
        if let priceChange {
            try c.encode(priceChange.items, forKey: .items)
            try c.encode(priceChange.cart, forKey: .cart)
        }
        if let allowedStatuses { try c.encode(allowedStatuses, forKey: .allowed) }
    }
}

extension KaimonoError {
    /// A recipe page or document that gave no recipe.
    init(_ error: ExtractionError) {
        let kind: Kind =
            switch error.code {
            case .inputTooLarge: .tooLarge
            case .emptyInput, .invalidJSON: .badInput
            // Well-formed input that holds no recipe: nothing to fix in its syntax.
            case .noRecipe: .unprocessable
            case .unreadable: .badInput
            }
        self.init(kind, code: error.code.rawValue, message: error.message)
    }

    /// A cart or an order that could not be made.
    public init(_ error: OrderingError) {
        let kind: Kind =
            switch error.code {
            case "not_found": .notFound
            case "insufficient_stock", "price_changed", "cancel_deadline_passed", "invalid_transition",
                "time_before_history":
                .conflict
            case "idempotency_key_conflict", "deadline_passed", "empty_cart", "past_date", "beyond_horizon",
                "station_closed", "no_stations", "bad_cart", "not_deliverable", "unknown_station", "unknown_shop", "bad_cursor":
                .unprocessable
            case "store": .internal
            case "database_unavailable": .unavailable
            default: .badInput
            }
        self.init(
            kind, code: error.code, message: error.message, priceChange: error.priceChange,
            allowedStatuses: error.allowedStatuses?.map(\.rawValue))
    }

    /// A catalog read or write that failed.
    init(_ error: CatalogError) {
        let kind: Kind =
            switch error.code {
            case "not_found": .notFound
            case "database_unavailable": .unavailable
            case "bad_location", "bad_setting": .badInput
            default: .internal
            }
        self.init(kind, code: error.code, message: error.message)
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
        if let error = error as? OrderStoreError, error.code == "database_unavailable" {
            return KaimonoError(.unavailable, code: error.code, message: error.message)
        }
        return KaimonoError(.internal, code: "store", message: "cannot \(what): \(error)")
    }
}
