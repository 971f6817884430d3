public import Foundation

/// Where submitted orders live: `GRDBOrderStore` (SQLite) or the PostgreSQL module's store.
///
/// The store keeps the invariants that need a transaction; the rules (prices, deadlines, which status may
/// follow which) come from the caller as closures run inside that transaction, so every implementation
/// applies the same rules to the state it has locked:
/// - Submission is idempotent: the same key returns the first receipt and changes nothing; the same key
///   with another cart throws `OrderStoreError.keyConflict`. The products are read inside the transaction,
///   stock is taken by guarded updates that never go below zero, and the orders are stored, all or nothing.
/// - A status change is a conditional update (`… WHERE status = from`) in the same transaction as the stock
///   it returns, so a cancellation returns stock exactly once however many race.
public protocol OrderStore: Sendable {
    /// Stores a new submission, or returns the receipt already stored under the draft's key (`replayed`).
    ///
    /// For a new key, `make` receives the draft's products as the catalog has them inside the transaction
    /// (missing ids are absent) and returns the receipt to store; what it throws aborts the submission.
    func submit(
        _ draft: OrderDraft, make: @escaping @Sendable (_ products: [String: Product]) throws -> OrderReceipt
    ) async throws -> OrderReceipt
    /// The receipt with this id, or the receipt holding the shop order with this id.
    func receipt(id: String) async throws -> OrderReceipt?
    /// The customer's submissions, newest first, after the submission `cursor` (an id from an earlier page).
    ///
    /// Throws `OrderStoreError.badCursor` when `cursor` is not one of the customer's submissions.
    func receipts(customerId: String, after cursor: String?, limit: Int) async throws -> [OrderReceipt]
    /// The submissions to be picked up at a station on a date, oldest first.
    func receipts(stationId: String, pickupDate: CalendarDay) async throws -> [OrderReceipt]
    /// Changes the status of shop orders of the submission (or shop order) `id`, at `at`.
    ///
    /// `plan` receives the receipt as stored inside the transaction and returns the changes to make, or
    /// throws to refuse; each change is recorded in the order's history. Returns the receipt after the
    /// changes, or `nil` when no submission or shop order has this id.
    func updateStatus(
        id: String, at: Date, plan: @escaping @Sendable (OrderReceipt) throws -> [OrderStatusUpdate]
    ) async throws -> OrderReceipt?
}

/// What a submission is before the store makes it: its id, key, cart fingerprint, customer and products.
public struct OrderDraft: Sendable, Hashable {
    /// The submission id (derived from the key).
    public var id: String
    public var idempotencyKey: String
    /// The cart's fingerprint: the same key with another fingerprint is a conflict.
    public var cartHash: String
    public var customerId: String
    /// The products the cart names; the store reads them inside the transaction.
    public var productIds: [String]

    /// A draft.
    public init(id: String, idempotencyKey: String, cartHash: String, customerId: String, productIds: [String]) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.cartHash = cartHash
        self.customerId = customerId
        self.productIds = productIds
    }
}

/// One status change of one shop order, as a status-change plan asks for it.
public struct OrderStatusUpdate: Sendable, Hashable {
    public var orderId: String
    /// The status the order must still have when the change is applied.
    public var from: OrderStatus
    public var to: OrderStatus
    /// Put the order's packs back into stock (a cancellation).
    public var returnsStock: Bool

    /// A change.
    public init(orderId: String, from: OrderStatus, to: OrderStatus, returnsStock: Bool) {
        self.orderId = orderId
        self.from = from
        self.to = to
        self.returnsStock = returnsStock
    }
}
