public import Catalog
public import Foundation

/// Status changes of stored orders: a customer's cancellation and the shop's or station's progress marks.
///
/// `id` is a submission (every shop order in it) or one shop order. Both are all or nothing: when one order
/// of a submission cannot change, none does. A change to the status an order already has changes nothing
/// (a retried request is safe); the store applies each change only if the order still has the status the
/// plan saw, in the same transaction as the stock a cancellation returns.
public struct OrderLifecycle: Sendable {
    public let store: any OrderStore
    /// For the time zone deadlines are written in.
    public let catalog: CatalogSnapshot

    /// A lifecycle over a store.
    public init(store: any OrderStore, catalog: CatalogSnapshot) {
        self.store = store
        self.catalog = catalog
    }

    /// Cancels the reserved orders of `id` at `now` and returns their stock.
    ///
    /// Throws `cancel_deadline_passed` when a shop's deadline is behind `now`, `invalid_transition` when an
    /// order is already being prepared or picked up, `not_found` for an unknown id.
    public func cancel(id: String, now: Date) async throws(OrderingError) -> OrderReceipt {
        let zone = catalog.timeZone
        return try await change(id: id, at: now) { receipt in
            try Self.cancelPlan(receipt, id: id, now: now, timeZone: zone)
        }
    }

    /// Moves the orders of `id` to `status` (`ready_for_pickup` or `picked_up`) at `now`.
    public func mark(id: String, status: OrderStatus, now: Date) async throws(OrderingError) -> OrderReceipt {
        guard status == .readyForPickup || status == .pickedUp else { throw .badStatus(status.rawValue) }
        return try await change(id: id, at: now) { receipt in try Self.markPlan(receipt, id: id, status: status) }
    }

    /// Applies `plan` at `now`, refusing it (inside the store's transaction) when an order it changes has a
    /// later change recorded: `--now` given by hand, or a clock gone back, never writes a history backwards.
    private func change(
        id: String, at now: Date, plan: @escaping @Sendable (OrderReceipt) throws -> [OrderStatusUpdate]
    ) async throws(OrderingError) -> OrderReceipt {
        let zone = catalog.timeZone
        let found: OrderReceipt?
        do {
            found = try await store.updateStatus(id: id, at: now) { receipt in
                let updates = try plan(receipt)
                try Self.checkTime(updates, in: receipt, now: now, timeZone: zone)
                return updates
            }
        } catch {
            throw OrderSubmitter.translate(error)
        }
        guard let found else { throw .notFound("order or submission", id: id) }
        return found
    }

    /// Refuses `updates` at `now` when an order they change was last changed after `now` (compared to the
    /// millisecond, as stores keep times).
    public static func checkTime(_ updates: [OrderStatusUpdate], in receipt: OrderReceipt, now: Date, timeZone: TimeZone)
        throws(OrderingError)
    {
        func milliseconds(_ date: Date) -> Double { (date.timeIntervalSince1970 * 1000).rounded(.down) }
        for update in updates {
            guard let order = receipt.orders.first(where: { $0.id == update.orderId }) else { continue }
            let last = order.history.max { $0.at < $1.at }
                ?? StoredOrder.StatusChange(status: order.status, at: receipt.createdAt)
            if milliseconds(now) < milliseconds(last.at) {
                throw .timeBeforeHistory(
                    orderId: order.id, at: Timestamp.format(now, timeZone: timeZone), last: last.status,
                    lastAt: Timestamp.format(last.at, timeZone: timeZone))
            }
        }
    }

    /// The orders `id` names in `receipt`: all of them for the submission id, else the one shop order.
    static func targets(_ receipt: OrderReceipt, id: String) -> [StoredOrder] {
        id == receipt.id ? receipt.orders : receipt.orders.filter { $0.id == id }
    }

    /// The changes a cancellation of `id` at `now` makes, or why it cannot be made.
    public static func cancelPlan(_ receipt: OrderReceipt, id: String, now: Date, timeZone: TimeZone)
        throws(OrderingError) -> [OrderStatusUpdate]
    {
        var updates: [OrderStatusUpdate] = []
        for order in targets(receipt, id: id) where order.status != .cancelled {
            guard order.status.canChange(to: .cancelled) else {
                throw .invalidTransition(orderId: order.id, from: order.status, to: .cancelled)
            }
            guard now < order.deadline else {
                throw .cancelDeadlinePassed(orderId: order.id, deadline: Timestamp.format(order.deadline, timeZone: timeZone))
            }
            updates.append(OrderStatusUpdate(orderId: order.id, from: order.status, to: .cancelled, returnsStock: true))
        }
        return updates
    }

    /// The changes that move `id` to `status`, or why they cannot be made; cancelled orders of a
    /// submission are left alone.
    public static func markPlan(_ receipt: OrderReceipt, id: String, status: OrderStatus)
        throws(OrderingError) -> [OrderStatusUpdate]
    {
        let all = targets(receipt, id: id)
        let live = id == receipt.id ? all.filter { $0.status != .cancelled } : all
        if live.isEmpty, let first = all.first {
            throw .invalidTransition(orderId: first.id, from: first.status, to: status)
        }
        var updates: [OrderStatusUpdate] = []
        for order in live where order.status != status {
            guard order.status.canChange(to: status) else {
                throw .invalidTransition(orderId: order.id, from: order.status, to: status)
            }
            updates.append(OrderStatusUpdate(orderId: order.id, from: order.status, to: status, returnsStock: false))
        }
        return updates
    }
}
