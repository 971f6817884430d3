import Catalog
import Foundation
import Testing
@testable import Ordering

@Suite struct OrderSubmitterTests {
    typealias F = OrderingFixture

    /// A fresh in-memory database holding the fixture catalog.
    struct Setup {
        let database: KaimonoDatabase
        let catalogStore: GRDBCatalogStore
        let submitter: OrderSubmitter

        init(database: KaimonoDatabase? = nil, porkStock: Int = 20) async throws {
            let database = try database ?? KaimonoDatabase.inMemory()
            let catalogStore = GRDBCatalogStore(database: database)
            try await catalogStore.replaceCatalog(with: F.catalog(porkStock: porkStock), source: "test")
            self.database = database
            self.catalogStore = catalogStore
            submitter = OrderSubmitter(
                store: GRDBOrderStore(database: database), catalog: try await catalogStore.snapshot())
        }

        func stock(_ id: String) async throws -> Int? { try await catalogStore.product(id: id)?.stock }
    }

    static let now = F.tokyoTime("2026-11-24T10:00")

    func cart(_ lines: [String], pickup: String = "2026-11-26") throws -> Cart {
        try F.builder().build(CartRequest(
            recipes: [F.recipe(lines)], pickupDate: F.day(pickup), stationId: "st-a", now: Self.now))
    }

    @Test func submitReservesStockAndStoresOneOrderPerShop() async throws {
        let setup = try await Setup()
        let receipt = try await setup.submitter.submit(
            try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "k-1", customerId: "c-1", now: Self.now)
        #expect(!receipt.replayed)
        #expect(receipt.id == OrderSubmitter.submissionId(key: "k-1"))
        #expect(receipt.orders.map(\.shopId) == ["s-meat", "s-veg"])
        #expect(receipt.orders.map(\.id) == [receipt.id + "-s-meat", receipt.id + "-s-veg"])
        #expect(receipt.total == 1160 + 198)
        #expect(try await setup.stock("p-pork") == 18)
        #expect(try await setup.stock("p-onion") == 29)
        // The stored receipt reads back whole, by submission id and by shop order id.
        let byOrder = try await setup.submitter.receipt(id: receipt.id + "-s-veg")
        #expect(byOrder.orders == receipt.orders)
        #expect(byOrder.idempotencyKey == "k-1")
        #expect(byOrder.orders.first?.deadline == F.tokyoTime("2026-11-25T20:00"))
    }

    @Test func sameKeyTwiceReturnsTheFirstResultAndCreatesNothing() async throws {
        let setup = try await Setup()
        let value = try cart(["豚こま切れ肉 200g"])
        let first = try await setup.submitter.submit(value, key: "same", customerId: "c-1", now: Self.now)
        let second = try await setup.submitter.submit(value, key: "same", customerId: "c-1", now: Self.now.addingTimeInterval(60))
        #expect(second.replayed)
        #expect(second.id == first.id)
        #expect(second.orders == first.orders)
        #expect(second.createdAt == first.createdAt)
        #expect(try await setup.stock("p-pork") == 19)
    }

    @Test func replayAfterTheDeadlineStillReturnsTheFirstResult() async throws {
        let setup = try await Setup()
        let value = try cart(["豚こま切れ肉 200g"])
        let first = try await setup.submitter.submit(value, key: "late", customerId: "c-1", now: Self.now)
        let replay = try await setup.submitter.submit(value, key: "late", customerId: "c-1", now: F.tokyoTime("2026-11-26T12:00"))
        #expect(replay.replayed && replay.id == first.id)
    }

    @Test func sameKeyWithAnotherCartIsAnError() async throws {
        let setup = try await Setup()
        _ = try await setup.submitter.submit(try cart(["豚こま切れ肉 200g"]), key: "reused", customerId: "c-1", now: Self.now)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(try cart(["豚こま切れ肉 900g"]), key: "reused", customerId: "c-1", now: Self.now)
        }
        #expect(error.code == "idempotency_key_conflict")
        #expect(error.message.hasPrefix("idempotency key 'reused' was already used for a different cart"))
        #expect(try await setup.stock("p-pork") == 19)
    }

    @Test func missingStockOrdersNothing() async throws {
        // Given a cart for 2 packs of pork and onions, then the pork stock drops to 1
        let setup = try await Setup()
        let value = try cart(["玉ねぎ 2個", "豚こま切れ肉 700g"])
        try await setup.catalogStore.setStock(productId: "p-pork", stock: 1)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(value, key: "short", customerId: "c-1", now: Self.now)
        }
        // Then nothing is ordered: the onions keep their stock and no receipt exists
        #expect(error.code == "insufficient_stock")
        #expect(error.message == "not enough stock for p-pork: 2 pack(s) asked, 1 left; nothing was ordered")
        #expect(try await setup.stock("p-onion") == 30)
        #expect(try await setup.stock("p-pork") == 1)
        let lookup = try await #require(throws: OrderingError.self) {
            try await setup.submitter.receipt(id: OrderSubmitter.submissionId(key: "short"))
        }
        #expect(lookup.code == "not_found")
    }

    @Test func submittingAfterTheDeadlineIsRefused() async throws {
        let setup = try await Setup()
        let value = try cart(["豚こま切れ肉 200g"])
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(value, key: "k", customerId: "c-1", now: F.tokyoTime("2026-11-25T20:00"))
        }
        #expect(error.message == "orders at s-meat for pickup on 2026-11-26 closed at 2026-11-25T20:00:00+09:00; "
            + "build a new cart for a later date")
        #expect(try await setup.stock("p-pork") == 20)
    }

    @Test func productNoLongerDeliveredIsRefused() async throws {
        // Given a cart for Thursday, then the butcher closes that Thursday
        let value = try cart(["豚こま切れ肉 200g"])
        var closed = F.catalog()
        closed.add(CalendarException(date: F.day("2026-11-26"), scope: .shop("s-meat"), delivers: false))
        let database = try KaimonoDatabase.inMemory()
        let store = GRDBCatalogStore(database: database)
        try await store.replaceCatalog(with: closed, source: "test")
        let submitter = OrderSubmitter(store: GRDBOrderStore(database: database), catalog: try await store.snapshot())
        let error = try await #require(throws: OrderingError.self) {
            try await submitter.submit(value, key: "k", customerId: "c-1", now: Self.now)
        }
        #expect(error.code == "not_deliverable")
        #expect(try await store.product(id: "p-pork")?.stock == 20)
    }

    @Test(arguments: ["", String(repeating: "k", count: 201)])
    func badKeysAreRefused(key: String) async throws {
        let setup = try await Setup()
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(try cart(["豚こま切れ肉 200g"]), key: key, customerId: "c-1", now: Self.now)
        }
        #expect(error.code == "bad_key")
    }

    @Test func fingerprintIgnoresDescriptionButNotContent() throws {
        let base = try cart(["豚こま切れ肉 200g", "玉ねぎ 1個"])
        var described = base
        described.unavailable = [UnavailableItem(ingredient: "x", reason: .unmatched)]
        described.orders[0].items[0].forLines = ["another line"]
        #expect(OrderSubmitter.fingerprint(described, customerId: "c") == OrderSubmitter.fingerprint(base, customerId: "c"))
        var more = base
        more.orders[0].items[0].packs += 1
        #expect(OrderSubmitter.fingerprint(more, customerId: "c") != OrderSubmitter.fingerprint(base, customerId: "c"))
    }

    @Test func concurrentSubmitsNeverOversell() async throws {
        // Given a file database (a DatabasePool) with 10 packs of pork
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kaimono-orders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try KaimonoDatabase.open(path: folder.appendingPathComponent("orders.sqlite").path)
        let setup = try await Setup(database: database, porkStock: 10)
        let value = try cart(["豚こま切れ肉 200g"])
        // When 50 tasks submit a one-pack cart each under their own key
        let results = await withTaskGroup(of: Result<OrderReceipt, OrderingError>.self) { group in
            for i in 0..<50 {
                group.addTask {
                    do throws(OrderingError) {
                        return .success(try await setup.submitter.submit(value, key: "buyer-\(i)", customerId: "c-1", now: Self.now))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            var all: [Result<OrderReceipt, OrderingError>] = []
            for await result in group { all.append(result) }
            return all
        }
        // Then exactly 10 succeed, the rest lack stock, and the stock is 0
        let succeeded = results.compactMap { try? $0.get() }
        let failures = results.compactMap { result -> String? in
            if case .failure(let error) = result { return error.code } else { return nil }
        }
        #expect(succeeded.count == 10)
        #expect(Set(succeeded.map(\.id)).count == 10)
        #expect(failures == Array(repeating: "insufficient_stock", count: 40))
        #expect(try await setup.stock("p-pork") == 0)
    }

    @Test func concurrentReplaysOfOneKeyOrderOnce() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kaimono-orders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try KaimonoDatabase.open(path: folder.appendingPathComponent("orders.sqlite").path)
        let setup = try await Setup(database: database, porkStock: 10)
        let value = try cart(["豚こま切れ肉 200g"])
        let receipts = try await withThrowingTaskGroup(of: OrderReceipt.self) { group in
            for _ in 0..<20 {
                group.addTask { try await setup.submitter.submit(value, key: "one-key", customerId: "c-1", now: Self.now) }
            }
            var all: [OrderReceipt] = []
            for try await receipt in group { all.append(receipt) }
            return all
        }
        #expect(receipts.filter { !$0.replayed }.count == 1)
        #expect(Set(receipts.map(\.id)).count == 1)
        #expect(try await setup.stock("p-pork") == 9)
    }
}
