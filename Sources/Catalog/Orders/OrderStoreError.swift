/// Why an order could not be stored: a reused key, missing stock, or the database.
public struct OrderStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String, Sendable, Hashable {
        case keyConflict = "idempotency_key_conflict"
        case insufficientStock = "insufficient_stock"
        case notFound = "not_found"
        case database
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

    /// A stable code (`idempotency_key_conflict`, `insufficient_stock`, `not_found`, `database`).
    public var code: String { kind.rawValue }

    /// The key was already used for a different cart.
    public static func keyConflict(key: String, existingId: String) -> OrderStoreError {
        OrderStoreError(
            kind: .keyConflict,
            message: "idempotency key '\(key)' was already used for a different cart (submission \(existingId)); "
                + "use a new key for a new cart")
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

    /// The database failed.
    public static func database(_ reason: String) -> OrderStoreError {
        OrderStoreError(kind: .database, message: "order database: \(reason)")
    }

    public var description: String { message }
}
