/// Why an order could not be stored or changed: a reused key, missing stock, a lost race, or the database.
public struct OrderStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
        case keyConflict = "idempotency_key_conflict"
        case insufficientStock = "insufficient_stock"
        case notFound = "not_found"
        case badCursor = "bad_cursor"
        case statusChanged = "status_changed"
        case database
        case unavailable = "database_unavailable"
    }

    private let kind: Kind
    /// What went wrong, in words.
    public let message: String
    /// The product that lacked stock, for `insufficient_stock`.
    public let productId: String?

    private init(kind: Kind, message: String, productId: String? = nil) {
        self.kind = kind
        self.message = message
        self.productId = productId
    }

    /// A stable code (`idempotency_key_conflict`, `insufficient_stock`, `not_found`, `bad_cursor`,
    /// `status_changed`, `database`, `database_unavailable`).
    public var code: String { kind.rawValue }

    /// The key was already used for a different cart, or by another customer (the two are kept as one hash).
    public static func keyConflict(key: String) -> OrderStoreError {
        OrderStoreError(
            kind: .keyConflict,
            message: "idempotency key '\(key)' was already used for a different cart or by another customer; use a new key for a new submission")
    }

    /// A product has fewer packs in stock than the order asks for; nothing was stored.
    public static func insufficientStock(productId: String, requested: Int, available: Int?) -> OrderStoreError {
        let have = available.map { "\($0) left" } ?? "not in the catalog"
        return OrderStoreError(
            kind: .insufficientStock,
            message: "not enough stock for \(productId): \(requested) pack(s) asked, \(have); nothing was ordered",
            productId: productId)
    }

    /// No submission or order with this id.
    public static func notFound(id: String) -> OrderStoreError {
        OrderStoreError(kind: .notFound, message: "no order or submission with id '\(id)'")
    }

    /// A page cursor that is not one of the customer's submissions.
    public static func badCursor(_ cursor: String, customerId: String) -> OrderStoreError {
        OrderStoreError(
            kind: .badCursor,
            message: "cursor '\(cursor.prefix(80))' is not a submission of customer '\(customerId.prefix(80))'; "
                + "pass the nextCursor of the previous page, or none for the first page")
    }

    /// An order's status changed under a status change (a store without row locks lost a race).
    public static func statusChanged(orderId: String, expected: OrderStatus) -> OrderStoreError {
        OrderStoreError(
            kind: .statusChanged,
            message: "order \(orderId) is no longer \(expected); nothing was changed, read it and try again")
    }

    /// The database failed.
    public static func database(_ reason: String) -> OrderStoreError {
        OrderStoreError(kind: .database, message: "order database: \(reason)")
    }

    /// The database cannot be reached or stayed too busy: the request may be sent again as it was (an order
    /// with the same idempotency key is never taken twice).
    public static func unavailable(_ reason: String) -> OrderStoreError {
        OrderStoreError(
            kind: .unavailable,
            message: "the order database is unavailable: \(reason); send the same request again shortly "
                + "(the same Idempotency-Key never orders twice)")
    }

    public var description: String { message }
}
