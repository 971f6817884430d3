import Catalog
import Foundation
import StoreTestSupport
import Testing
@testable import Ordering

/// Cancelling and marking stored orders: the transition table, deadlines, history, stock returned once,
/// the customer and station views.
@Suite struct OrderLifecycleTests {
    typealias F = OrderingFixture
    typealias Setup = OrderSubmitterTests.Setup

    static let now = OrderSubmitterTests.now  // Tuesday 10:00; pickups on Thursday 2026-11-26

    func cart(_ lines: [String], pickup: String = "2026-11-26") throws -> Cart {
        try F.builder().build(CartRequest(
            recipes: [F.recipe(lines)], pickupDate: F.day(pickup), stationId: "st-a", now: Self.now))
    }

    // MARK: The transition table

    static let table: [(OrderStatus, OrderStatus, Bool)] = OrderStatus.allCases.flatMap { from in
        OrderStatus.allCases.map { to in
            let allowed: Set<[OrderStatus]> = [
                [.reserved, .readyForPickup], [.reserved, .cancelled], [.readyForPickup, .pickedUp],
            ]
            return (from, to, allowed.contains([from, to]))
        }
    }

    @Test(arguments: table)
    func transitionTable(from: OrderStatus, to: OrderStatus, allowed: Bool) {
        #expect(from.canChange(to: to) == allowed)
    }

    @Test func finalStatusesGoNowhere() {
        #expect(OrderStatus.pickedUp.next.isEmpty)
        #expect(OrderStatus.cancelled.next.isEmpty)
        #expect(OrderSummary.status(of: [.cancelled, .pickedUp]) == .pickedUp)
        #expect(OrderSummary.status(of: [.readyForPickup, .reserved]) == .reserved)
        #expect(OrderSummary.status(of: [.cancelled, .cancelled]) == .cancelled)
    }

    // MARK: Marking

    @Test(arguments: TestBackend.all)
    func markingWalksTheLifecycleAndRecordsEveryChange(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "walk")
        let order = receipt.orders[0].id
        let ready = try await setup.lifecycle.mark(id: order, status: .readyForPickup, now: F.tokyoTime("2026-11-26T07:00"))
        #expect(ready.orders[0].status == .readyForPickup)
        // The same mark again changes nothing (a retried request)
        let again = try await setup.lifecycle.mark(id: order, status: .readyForPickup, now: F.tokyoTime("2026-11-26T07:05"))
        #expect(again.orders[0].history.count == 2)
        let picked = try await setup.lifecycle.mark(id: order, status: .pickedUp, now: F.tokyoTime("2026-11-26T18:30"))
        #expect(picked.orders[0].history == [
            .init(status: .reserved, at: Self.now), .init(status: .readyForPickup, at: F.tokyoTime("2026-11-26T07:00")),
            .init(status: .pickedUp, at: F.tokyoTime("2026-11-26T18:30")),
        ])
        // Then nothing leads back: picked up is final
        let back = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.mark(id: order, status: .readyForPickup, now: F.tokyoTime("2026-11-26T19:00"))
        }
        #expect(back.code == "invalid_transition")
        #expect(back.allowedStatuses == [])
        #expect(back.message == "order \(order) is picked_up and cannot become ready_for_pickup: picked_up is final; "
            + "nothing was changed")
        #expect(try await setup.stock("p-pork") == 19)
    }

    @Test(arguments: TestBackend.all)
    func pickedUpBeforeReadyIsRefusedWithTheAllowedStatuses(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "skip")
        let error = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.mark(id: receipt.orders[0].id, status: .pickedUp, now: Self.now)
        }
        #expect(error.code == "invalid_transition")
        #expect(error.allowedStatuses == [.readyForPickup, .cancelled])
        let badStatus = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.mark(id: receipt.id, status: .cancelled, now: Self.now)
        }
        #expect(badStatus.code == "bad_status")
    }

    // MARK: Cancelling

    @Test(arguments: TestBackend.all)
    func cancellingReturnsTheStockAndRecordsIt(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "undo")
        #expect(try await setup.stock("p-pork") == 18)
        let later = F.tokyoTime("2026-11-24T12:00")
        let cancelled = try await setup.lifecycle.cancel(id: receipt.id, now: later)
        #expect(cancelled.orders.map(\.status) == [.cancelled, .cancelled])
        #expect(cancelled.orders[0].history.last == .init(status: .cancelled, at: later))
        #expect(cancelled.total == 0)
        #expect(try await setup.stock("p-pork") == 20)
        #expect(try await setup.stock("p-onion") == 30)
        // Cancelling again changes nothing
        let again = try await setup.lifecycle.cancel(id: receipt.orders[0].id, now: later)
        #expect(again.orders[0].history.count == 2)
        #expect(try await setup.stock("p-pork") == 20)
    }

    @Test(arguments: TestBackend.all)
    func aChangeDatedBeforeTheOrdersLastChangeIsRefused(backend: TestBackend) async throws {
        // Given an order reserved on Tuesday at 10:00 and marked ready at 11:00 (its other order cancelled)
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "backwards")
        let meat = receipt.orders[0].id
        let earlier = F.tokyoTime("2026-11-24T09:00")
        // When it is cancelled at 09:00 (a --now given by hand)
        let cancel = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.cancel(id: receipt.id, now: earlier)
        }
        // Then nothing changes: its history would run backwards
        #expect(cancel.code == "time_before_history")
        #expect(cancel.message == "order \(meat) cannot change at 2026-11-24T09:00:00+09:00: it became reserved later, "
            + "at 2026-11-24T10:00:00+09:00, and its history runs forward only; nothing was changed (give a time, "
            + "such as --now, at or after 2026-11-24T10:00:00+09:00)")
        #expect(try await setup.stock("p-pork") == 18)
        // And marking follows the same rule, against the latest change
        _ = try await setup.lifecycle.cancel(id: receipt.orders[1].id, now: Self.now)
        _ = try await setup.lifecycle.mark(id: meat, status: .readyForPickup, now: F.tokyoTime("2026-11-24T11:00"))
        let mark = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.mark(id: receipt.id, status: .pickedUp, now: F.tokyoTime("2026-11-24T10:30"))
        }
        #expect(mark.code == "time_before_history")
        let stored = try await setup.submitter.receipt(id: receipt.id)
        #expect(stored.orders.map(\.status) == [.readyForPickup, .cancelled])
        // A change at the very time of the last one is no step back
        let picked = try await setup.lifecycle.mark(id: meat, status: .pickedUp, now: F.tokyoTime("2026-11-24T11:00"))
        #expect(picked.orders[0].status == .pickedUp)
    }

    @Test(arguments: TestBackend.all)
    func cancellingAfterTheShopDeadlineIsRefused(backend: TestBackend) async throws {
        // Given an order at the butcher (deadline Wed 20:00) and the greengrocer (Thu 08:00)
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "late")
        let wednesdayNight = F.tokyoTime("2026-11-25T21:00")
        // When the customer cancels the whole submission on Wednesday night, nothing is cancelled
        let error = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.cancel(id: receipt.id, now: wednesdayNight)
        }
        #expect(error.code == "cancel_deadline_passed")
        #expect(error.message == "order \(receipt.id)-s-meat can no longer be cancelled: the shop's order deadline was "
            + "2026-11-25T20:00:00+09:00; nothing was cancelled")
        #expect(try await setup.stock("p-pork") == 18)
        #expect(try await setup.stock("p-onion") == 29)
        // Then the greengrocer's order alone can still be cancelled; the submission stays coherent
        let partial = try await setup.lifecycle.cancel(id: receipt.id + "-s-veg", now: wednesdayNight)
        #expect(partial.orders.map(\.status) == [.reserved, .cancelled])
        #expect(OrderSummary.status(of: partial.orders.map(\.status)) == .reserved)
        #expect(partial.total == 1160)
        #expect(try await setup.stock("p-onion") == 30)
        #expect(try await setup.stock("p-pork") == 18)
    }

    @Test(arguments: TestBackend.all)
    func aReadyOrderCannotBeCancelled(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "ready")
        _ = try await setup.lifecycle.mark(id: receipt.id, status: .readyForPickup, now: Self.now)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.cancel(id: receipt.id, now: Self.now)
        }
        #expect(error.code == "invalid_transition")
        #expect(error.allowedStatuses == [.pickedUp])
        #expect(try await setup.stock("p-pork") == 19)
    }

    @Test(arguments: TestBackend.all)
    func unknownIdsAreNotFound(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.lifecycle.cancel(id: "o-0000000000000000", now: Self.now)
        }
        #expect(error.code == "not_found")
    }

    // MARK: Races

    @Test(arguments: TestBackend.all)
    func hundredConcurrentCancelsReturnTheStockOnce(backend: TestBackend) async throws {
        // Given an order of 3 packs of pork (stock 20 → 17), in a database opened twice
        let (setup, otherSetup, database) = try await OrderSubmitterTests.twoHandles(backend, porkStock: 20)
        defer { database.remove() }
        let other = otherSetup.lifecycle
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 1100g"]), key: "race")
        #expect(try await setup.stock("p-pork") == 17)
        // When 100 cancels of it race, half through each handle
        let results = await withTaskGroup(of: String.self) { group in
            for i in 0..<100 {
                let lifecycle = i.isMultiple(of: 2) ? setup.lifecycle : other
                group.addTask {
                    do throws(OrderingError) {
                        return try await lifecycle.cancel(id: receipt.id, now: Self.now).orders[0].status.rawValue
                    } catch {
                        return error.code
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // Then every one sees it cancelled, the stock is back to 20 once, and one change is recorded
        #expect(results == Array(repeating: "cancelled", count: 100))
        #expect(try await setup.stock("p-pork") == 20)
        let stored = try await setup.submitter.receipt(id: receipt.id)
        #expect(stored.orders[0].history.map(\.status) == [.reserved, .cancelled])
    }

    @Test(arguments: TestBackend.all)
    func submitsAndCancelsRacingKeepTheStockWithinBounds(backend: TestBackend) async throws {
        // Given 10 packs of pork, in a database opened twice
        let (setup, other, database) = try await OrderSubmitterTests.twoHandles(backend, porkStock: 10)
        defer { database.remove() }
        let otherSubmitter = other.submitter
        let otherLifecycle = other.lifecycle
        let value = CartSubmission(try cart(["豚こま切れ肉 200g"]))
        // When 60 customers submit one pack each and cancel right away (every other one), all at once,
        // while a watcher reads the stock
        let watching = Task {
            var seen: [Int] = []
            while !Task.isCancelled {
                if let stock = try? await setup.stock("p-pork") { seen.append(stock) }
                try? await Task.sleep(for: .milliseconds(1))
            }
            return seen
        }
        let kept = await withTaskGroup(of: Int.self) { group in
            for i in 0..<60 {
                let submitter = i.isMultiple(of: 2) ? setup.submitter : otherSubmitter
                let lifecycle = i.isMultiple(of: 3) ? setup.lifecycle : otherLifecycle
                group.addTask {
                    do throws(OrderingError) {
                        let receipt = try await submitter.submit(value, key: "race-\(i)", customerId: "c-\(i)", now: Self.now)
                        if i.isMultiple(of: 2) {
                            _ = try await lifecycle.cancel(id: receipt.id, now: Self.now)
                            return 0
                        }
                        return 1
                    } catch {
                        return error.code == "insufficient_stock" ? 0 : -1000
                    }
                }
            }
            return await group.reduce(0, +)
        }
        watching.cancel()
        let seen = await watching.value
        // Then no failure but missing stock, the stock never left 0…10, and it ends at 10 − packs kept
        #expect(kept >= 0)
        #expect(seen.allSatisfy { (0...10).contains($0) }, "stock seen: \(Set(seen).sorted())")
        let final = try #require(try await setup.stock("p-pork"))
        #expect(final == 10 - kept)
        #expect(kept <= 10)
    }

    // MARK: Views

    @Test(arguments: TestBackend.all)
    func customerPagesAreNewestFirstAndCursorsChain(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        var ids: [String] = []
        for minute in 0..<5 {
            let receipt = try await setup.submit(
                try cart(["玉ねぎ 1個"]), key: "page-\(minute)", customer: "c-page",
                now: Self.now.addingTimeInterval(Double(minute) * 60))
            ids.append(receipt.id)
        }
        _ = try await setup.submit(try cart(["玉ねぎ 1個"]), key: "someone-else", customer: "c-other")
        var seen: [String] = []
        var cursor: String?
        var pages = 0
        repeat {
            let page = try await setup.submitter.receipts(customerId: "c-page", cursor: cursor, limit: 2)
            seen += page.receipts.map(\.id)
            cursor = page.nextCursor
            pages += 1
        } while cursor != nil && pages < 10
        #expect(seen == ids.reversed())
        #expect(pages == 3)
        // A cursor of another customer's submission is refused
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.receipts(customerId: "c-other", cursor: ids[0], limit: 2)
        }
        #expect(error.code == "bad_cursor")
    }

    @Test(arguments: TestBackend.all)
    func stationViewGroupsByShopAndLeavesCancelledOrdersOut(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let first = try await setup.submit(try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "s-1", customer: "c-1")
        let second = try await setup.submit(
            try cart(["豚こま切れ肉 200g"]), key: "s-2", customer: "c-2", now: Self.now.addingTimeInterval(60))
        let third = try await setup.submit(try cart(["玉ねぎ 1個"]), key: "s-3", customer: "c-3")
        _ = try await setup.lifecycle.cancel(id: third.id, now: Self.now)
        _ = try await setup.submit(try cart(["玉ねぎ 1個"], pickup: "2026-11-27"), key: "s-4", customer: "c-4")
        let receipts = try await setup.submitter.receipts(stationId: "st-a", pickupDate: F.day("2026-11-26"))
        let catalog = setup.submitter.catalog
        let view = StationOrders(
            station: try #require(catalog.station(id: "st-a")), pickupDate: F.day("2026-11-26"), receipts: receipts,
            catalog: catalog)
        #expect(view.shops.map(\.shopId) == ["s-meat", "s-veg"])
        #expect(view.shops[0].orders.map(\.submissionId) == [first.id, second.id])
        #expect(view.shops[0].products.map(\.packs) == [3])
        #expect(view.shops[1].orders.map(\.customerId) == ["c-1"])
        #expect(view.orderCount == 3)
        let unknown = try await #require(throws: OrderingError.self) {
            try await setup.submitter.receipts(stationId: "st-nope", pickupDate: F.day("2026-11-26"))
        }
        #expect(unknown.code == "not_found")
    }
}
