/// Where submitted orders live. The SQLite implementation is `GRDBOrderStore`; a PostgreSQL one can follow.
///
/// Submission is idempotent: the same key returns the first receipt and changes nothing; the same key
/// with another cart throws `OrderStoreError.keyConflict`. Stock is reserved in the same transaction that
/// stores the orders and never goes below zero.
public protocol OrderStore: Sendable {
    /// Stores `receipt`'s orders and reserves their stock, or returns the receipt already stored under its key.
    ///
    /// The returned receipt has `replayed` set when it was stored by an earlier call.
    func submit(_ receipt: OrderReceipt) async throws -> OrderReceipt
    /// The receipt with this id, or the receipt holding the shop order with this id.
    func receipt(id: String) async throws -> OrderReceipt?
}
