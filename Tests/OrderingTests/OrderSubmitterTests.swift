import Catalog
import Foundation
import StoreTestSupport
import Testing
@testable import Ordering

@Suite struct OrderSubmitterTests {
    typealias F = OrderingFixture

    /// Fresh stores on a backend (in-memory on SQLite) holding the fixture catalog.
    struct Setup {
        let stores: DatabaseStores
        let submitter: OrderSubmitter
        let lifecycle: OrderLifecycle

        var catalogStore: any CatalogStore { stores.catalog }

        init(
            _ backend: TestBackend = .sqlite, stores: DatabaseStores? = nil, porkStock: Int = 20,
            catalog: CatalogSnapshot? = nil
        ) async throws {
            let stores = if let stores { stores } else { try await backend.database().open() }
            try await stores.catalog.replaceCatalog(with: catalog ?? F.catalog(porkStock: porkStock), source: "test")
            self.stores = stores
            let snapshot = try await stores.catalog.snapshot()
            submitter = OrderSubmitter(store: stores.orders, catalog: snapshot)
            lifecycle = OrderLifecycle(store: stores.orders, catalog: snapshot)
        }

        /// Another handle's view of an existing setup.
        init(stores: DatabaseStores, submitter: OrderSubmitter, lifecycle: OrderLifecycle) {
            self.stores = stores
            self.submitter = submitter
            self.lifecycle = lifecycle
        }

        func submit(_ cart: Cart, key: String, customer: String = "c-1", now: Date = OrderSubmitterTests.now)
            async throws(OrderingError) -> OrderReceipt
        {
            try await submitter.submit(CartSubmission(cart), key: key, customerId: customer, now: now)
        }

        /// Whether a submission was stored under `key`.
        func stored(key: String) async throws -> Bool {
            try await stores.orders.receipt(id: OrderSubmitter.submissionId(key: key)) != nil
        }

        func stock(_ id: String) async throws -> Int? { try await stores.catalog.product(id: id)?.stock }
    }

    static let now = F.tokyoTime("2026-11-24T10:00")

    func cart(_ lines: [String], pickup: String = "2026-11-26") throws -> Cart {
        try F.builder().build(CartRequest(
            recipes: [F.recipe(lines)], pickupDate: F.day(pickup), stationId: "st-a", now: Self.now))
    }

    @Test(arguments: TestBackend.all)
    func submitReservesStockAndStoresOneOrderPerShop(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(
            try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"]), key: "k-1", now: Self.now)
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

    @Test(arguments: TestBackend.all)
    func sameKeyTwiceReturnsTheFirstResultAndCreatesNothing(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let value = try cart(["豚こま切れ肉 200g"])
        let first = try await setup.submit(value, key: "same", now: Self.now)
        let second = try await setup.submit(value, key: "same", now: Self.now.addingTimeInterval(60))
        #expect(second.replayed)
        #expect(second.id == first.id)
        #expect(second.orders == first.orders)
        #expect(second.createdAt == first.createdAt)
        #expect(try await setup.stock("p-pork") == 19)
    }

    @Test(arguments: TestBackend.all)
    func replayAfterTheDeadlineStillReturnsTheFirstResult(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let value = try cart(["豚こま切れ肉 200g"])
        let first = try await setup.submit(value, key: "late", now: Self.now)
        let replay = try await setup.submit(value, key: "late", now: F.tokyoTime("2026-11-26T12:00"))
        #expect(replay.replayed && replay.id == first.id)
    }

    @Test(arguments: TestBackend.all)
    func sameKeyWithAnotherCartIsAnError(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        _ = try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "reused", now: Self.now)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(try cart(["豚こま切れ肉 900g"]), key: "reused", now: Self.now)
        }
        #expect(error.code == "idempotency_key_conflict")
        #expect(error.message.hasPrefix("idempotency key 'reused' was already used for a different cart or by another customer"))
        #expect(try await setup.stock("p-pork") == 19)
    }

    /// The same cart under the same key by another customer is refused, and the message says it may be the customer
    /// (it had said only "a different cart", session 36).
    @Test(arguments: TestBackend.all)
    func sameKeyByAnotherCustomerIsAnError(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let value = try cart(["豚こま切れ肉 200g"])
        _ = try await setup.submit(value, key: "shared", customer: "c-1", now: Self.now)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(value, key: "shared", customer: "c-2", now: Self.now)
        }
        #expect(error.code == "idempotency_key_conflict")
        #expect(error.message.contains("by another customer"))
    }

    @Test(arguments: TestBackend.all)
    func missingStockOrdersNothing(backend: TestBackend) async throws {
        // Given a cart for 2 packs of pork and onions, then the pork stock drops to 1
        let setup = try await Setup(backend)
        let value = try cart(["玉ねぎ 2個", "豚こま切れ肉 700g"])
        try await setup.catalogStore.setStock(productId: "p-pork", stock: 1)
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(value, key: "short", now: Self.now)
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

    @Test(arguments: TestBackend.all)
    func submittingAfterTheDeadlineIsRefused(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let value = try cart(["豚こま切れ肉 200g"])
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(value, key: "k", now: F.tokyoTime("2026-11-25T20:00"))
        }
        #expect(error.message == "orders at s-meat for pickup on 2026-11-26 closed at 2026-11-25T20:00:00+09:00; "
            + "build a new cart for a later date")
        #expect(try await setup.stock("p-pork") == 20)
    }

    static let datesCartsRefuse: [(pickup: String, station: String, code: String, message: String)] = [
        ("2027-06-01", "st-a", "beyond_horizon",
         "pickup date 2027-06-01 is beyond the delivery calendar (60 days ahead, until 2027-01-23); pick an earlier date"),
        ("2026-11-20", "st-a", "past_date",
         "pickup date 2026-11-20 is in the past (today is 2026-11-24 in the catalog time zone); pick 2026-11-24 or later"),
        ("2026-11-28", "st-b", "station_closed",
         "pickup station st-b is closed on 2026-11-28 (sat); it opens next on 2026-11-30"),
    ]

    @Test(arguments: datesCartsRefuse)
    func aCartEditedToADateOrStationCartsRefuseIsRefused(
        refused: (pickup: String, station: String, code: String, message: String)
    ) async throws {
        // Given a valid cart of onions (delivered daily), its pickup date and station then edited by the client
        let setup = try await Setup()
        var submission = CartSubmission(try cart(["玉ねぎ 2個"]))
        submission.pickupDate = F.day(refused.pickup)
        submission.stationId = refused.station
        // Then the order is refused with the code and message a cart for that date and station gets
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(submission, key: "edited", customerId: "c-1", now: Self.now)
        }
        #expect(error.code == refused.code)
        #expect(error.message == refused.message)
        // And nothing is reserved or stored
        #expect(try await setup.stock("p-onion") == 30)
        #expect(try await setup.stored(key: "edited") == false)
    }

    @Test(arguments: TestBackend.all)
    func productNoLongerDeliveredIsRefused(backend: TestBackend) async throws {
        // Given a cart for Thursday, then the butcher closes that Thursday
        let value = try cart(["豚こま切れ肉 200g"])
        var closed = F.catalog()
        closed.add(CalendarException(date: F.day("2026-11-26"), scope: .shop("s-meat"), delivers: false))
        let stores = try await backend.database().open()
        let store = stores.catalog
        try await store.replaceCatalog(with: closed, source: "test")
        let submitter = OrderSubmitter(store: stores.orders, catalog: try await store.snapshot())
        let error = try await #require(throws: OrderingError.self) {
            try await submitter.submit(CartSubmission(value), key: "k", customerId: "c-1", now: Self.now)
        }
        #expect(error.code == "not_deliverable")
        #expect(try await store.product(id: "p-pork")?.stock == 20)
    }

    @Test(arguments: ["", String(repeating: "k", count: 201)])
    func badKeysAreRefused(key: String) async throws {
        let setup = try await Setup()
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: key, now: Self.now)
        }
        #expect(error.code == "bad_key")
    }

    @Test func fingerprintIgnoresDescriptionButNotContent() throws {
        let base = try cart(["豚こま切れ肉 200g", "玉ねぎ 1個"])
        var described = base
        described.unavailable = [UnavailableItem(ingredient: "x", reason: .unmatched)]
        described.orders[0].items[0].forLines = ["another line"]
        #expect(OrderSubmitter.fingerprint(CartSubmission(described), customerId: "c") == OrderSubmitter.fingerprint(CartSubmission(base), customerId: "c"))
        var more = base
        more.orders[0].items[0].packs += 1
        #expect(OrderSubmitter.fingerprint(CartSubmission(more), customerId: "c") != OrderSubmitter.fingerprint(CartSubmission(base), customerId: "c"))
    }

    /// One database opened twice (two processes on a SQLite file, two instances on PostgreSQL), holding
    /// the fixture catalog with `porkStock` packs of pork.
    static func twoHandles(_ backend: TestBackend, porkStock: Int) async throws -> (Setup, Setup, TestDatabase) {
        let database = try backend.database(shared: true)
        let first = try await Setup(backend, stores: try await database.open(), porkStock: porkStock)
        let secondStores = try await database.open()
        let second = Setup(
            stores: secondStores, submitter: OrderSubmitter(store: secondStores.orders, catalog: first.submitter.catalog),
            lifecycle: OrderLifecycle(store: secondStores.orders, catalog: first.lifecycle.catalog))
        return (first, second, database)
    }

    @Test(arguments: TestBackend.all)
    func concurrentSubmitsNeverOversell(backend: TestBackend) async throws {
        // Given 10 packs of pork in a database opened twice
        let (first, second, database) = try await Self.twoHandles(backend, porkStock: 10)
        defer { database.remove() }
        let value = try cart(["豚こま切れ肉 200g"])
        // When 50 tasks submit a one-pack cart each under their own key, half through each handle
        let results = await withTaskGroup(of: Result<OrderReceipt, OrderingError>.self) { group in
            for i in 0..<50 {
                let setup = i.isMultiple(of: 2) ? first : second
                group.addTask {
                    do throws(OrderingError) {
                        return .success(try await setup.submit(value, key: "buyer-\(i)", now: Self.now))
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
        #expect(try await first.stock("p-pork") == 0)
        #expect(try await second.stock("p-pork") == 0)
    }

    @Test(arguments: TestBackend.all)
    func concurrentReplaysOfOneKeyOrderOnce(backend: TestBackend) async throws {
        // Given one key sent 20 times at once, half to each handle
        let (first, second, database) = try await Self.twoHandles(backend, porkStock: 10)
        defer { database.remove() }
        let value = try cart(["豚こま切れ肉 200g"])
        let receipts = try await withThrowingTaskGroup(of: OrderReceipt.self) { group in
            for i in 0..<20 {
                let setup = i.isMultiple(of: 2) ? first : second
                group.addTask { try await setup.submit(value, key: "one-key", now: Self.now) }
            }
            var all: [OrderReceipt] = []
            for try await receipt in group { all.append(receipt) }
            return all
        }
        // Then one order was made, every answer is that order, and one pack was taken
        #expect(receipts.filter { !$0.replayed }.count == 1)
        #expect(Set(receipts.map(\.id)).count == 1)
        #expect(Set(receipts.map(\.orders)).count == 1)
        #expect(try await first.stock("p-pork") == 9)
    }

    // MARK: The catalog, not the client, prices the order

    @Test(arguments: TestBackend.all)
    func tamperedPriceIsRefusedWithTheFreshCartAndNothingIsStored(backend: TestBackend) async throws {
        // Given a cart whose pork was edited down to ¥1 a pack
        let setup = try await Setup(backend)
        let honest = try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"])
        var tampered = honest
        tampered.orders[0].items[0].unitPrice = 1
        // When it is submitted
        let error = try await #require(throws: OrderingError.self) { try await setup.submit(tampered, key: "cheap") }
        // Then it is price_changed with the item, old and new price, and the honest cart; nothing is stored
        #expect(error.code == "price_changed")
        let change = try #require(error.priceChange)
        #expect(change.items == [PriceChange.Item(
            productId: "p-pork", shopId: "s-meat", name: "豚こま切れ肉 400g", oldName: "豚こま切れ肉 400g", packs: 2,
            oldUnitPrice: 1, newUnitPrice: 580)])
        #expect(change.cart == honest)
        #expect(error.message.hasPrefix("the catalog changed since the cart was made (p-pork 1 → 580 JPY); nothing was ordered"))
        #expect(try await setup.stock("p-pork") == 20)
        #expect(try await setup.stock("p-onion") == 30)
        #expect(try await setup.stored(key: "cheap") == false)
        // And the fresh cart goes through under the same key
        let receipt = try await setup.submit(change.cart, key: "cheap")
        #expect(receipt.total == honest.total)
    }

    @Test(arguments: TestBackend.all)
    func tamperedNameIsRefused(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        var tampered = try cart(["豚こま切れ肉 500g"])
        tampered.orders[0].items[0].name = "黒毛和牛 サーロイン"
        let error = try await #require(throws: OrderingError.self) { try await setup.submit(tampered, key: "renamed") }
        #expect(error.code == "price_changed")
        #expect(error.priceChange?.items.map(\.oldName) == ["黒毛和牛 サーロイン"])
        #expect(error.priceChange?.cart.orders[0].items[0].name == "豚こま切れ肉 400g")
        #expect(try await setup.stock("p-pork") == 20)
        #expect(try await setup.stored(key: "renamed") == false)
    }

    @Test(arguments: TestBackend.all)
    func productPlacedInAnotherShopsOrderIsRefused(backend: TestBackend) async throws {
        // Given the pork moved into the greengrocer's order
        let setup = try await Setup(backend)
        var tampered = try cart(["豚こま切れ肉 500g", "玉ねぎ 2個"])
        let pork = tampered.orders[0].items.removeFirst()
        tampered.orders[1].items.append(pork)
        let error = try await #require(throws: OrderingError.self) { try await setup.submit(tampered, key: "moved") }
        #expect(error.code == "bad_cart")
        #expect(error.message == "the cart cannot be ordered: orders[1].items[1]: p-pork is sold by s-meat, not by s-veg "
            + "whose order it is in; build a new cart (`kaimono buy`, POST /v1/carts)")
        #expect(try await setup.stock("p-pork") == 20)
        #expect(try await setup.stock("p-onion") == 30)
        #expect(try await setup.stored(key: "moved") == false)
    }

    @Test(arguments: [0, -1, 100, Int.max])
    func packsOutsideOneToNinetyNineAreRefused(packs: Int) async throws {
        let setup = try await Setup()
        var tampered = try cart(["豚こま切れ肉 500g"])
        tampered.orders[0].items[0].packs = packs
        let error = try await #require(throws: OrderingError.self) { try await setup.submit(tampered, key: "packs") }
        #expect(error.code == "bad_cart")
        #expect(error.message.contains("orders[0].items[0].packs is \(packs); order 1 to 99 packs"))
        #expect(try await setup.stock("p-pork") == 20)
    }

    @Test(arguments: TestBackend.all)
    func productOffSaleUnknownOrTwiceIsRefused(backend: TestBackend) async throws {
        // Given the pork withdrawn from sale after the cart was built
        let value = try cart(["豚こま切れ肉 500g"])
        var withdrawn = F.catalog()
        var pork = try #require(withdrawn.product(id: "p-pork"))
        pork.onSale = false
        withdrawn.upsert(pork)
        let offSale = try await Setup(backend, catalog: withdrawn)
        let error = try await #require(throws: OrderingError.self) { try await offSale.submit(value, key: "off") }
        #expect(error.code == "bad_cart")
        #expect(error.message.contains("p-pork is no longer on sale"))

        let setup = try await Setup(backend)
        var unknown = value
        unknown.orders[0].items[0].productId = "p-nope"
        let missing = try await #require(throws: OrderingError.self) { try await setup.submit(unknown, key: "unknown") }
        #expect(missing.message.contains("orders[0].items[0].productId 'p-nope' is not in the catalog"))
        var twice = value
        twice.orders[0].items.append(twice.orders[0].items[0])
        let doubled = try await #require(throws: OrderingError.self) { try await setup.submit(twice, key: "twice") }
        #expect(doubled.code == "bad_cart")
        #expect(doubled.message.contains("p-pork appears more than once"))
        #expect(try await setup.stock("p-pork") == 20)
    }

    @Test(arguments: TestBackend.all)
    func aPriceRiseAfterTheCartIsAPriceChangeAndTheNewPriceIsStored(backend: TestBackend) async throws {
        // Given a cart quoted at ¥580, then the butcher raises the pork to ¥620
        let setup = try await Setup(backend)
        let quoted = try cart(["豚こま切れ肉 500g"])
        var raised = F.catalog()
        var pork = try #require(raised.product(id: "p-pork"))
        pork.price = 620
        raised.upsert(pork)
        try await setup.catalogStore.replaceCatalog(with: raised, source: "test")
        // When the quoted cart is submitted, it is refused; the fresh one is stored at ¥620
        let error = try await #require(throws: OrderingError.self) { try await setup.submit(quoted, key: "rise") }
        #expect(error.priceChange?.items.map(\.newUnitPrice) == [620])
        #expect(error.priceChange?.cart.total == 1240)
        let fresh = try #require(error.priceChange?.cart)
        let receipt = try await setup.submit(fresh, key: "rise")
        #expect(receipt.orders[0].lines.map(\.unitPrice) == [620])
        #expect(receipt.total == 1240)
    }

    @Test(arguments: TestBackend.all)
    func aSubmissionWithoutTheWholeCartGetsAFreshCartFromTheCatalog(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let submission = CartSubmission(
            pickupDate: F.day("2026-11-26"), stationId: "st-a",
            orders: [.init(shopId: "s-meat", items: [.init(productId: "p-pork", name: "pork", packs: 2, unitPrice: 500)])])
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submitter.submit(submission, key: "bare", customerId: "c-1", now: Self.now)
        }
        let fresh = try #require(error.priceChange?.cart)
        #expect(fresh.station.id == "st-a")
        #expect(fresh.orders.map(\.shopName) == ["s-meat"])
        #expect(fresh.orders[0].deadline == "2026-11-25T20:00:00+09:00")
        #expect(fresh.orders[0].items.map(\.name) == ["豚こま切れ肉 400g"])
        #expect(fresh.orders[0].items[0].labels == ["new", "limited"])
        #expect(fresh.total == 1160)
    }

    @Test(arguments: ["", String(repeating: "c", count: 65), "c 1", "顧客-1", "c/1", "c\n1"])
    func badCustomerIdsAreRefused(customer: String) async throws {
        let setup = try await Setup()
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "who", customer: customer)
        }
        #expect(error.code == "bad_customer_id")
        #expect(error.message.hasPrefix("customer id (customerId, --customer) '"))
        #expect(try await setup.stock("p-pork") == 20)
    }

    @Test(arguments: TestBackend.all, ["c", "C-42", "user_7.x", "a:b@shop-1", String(repeating: "c", count: 64)])
    func customerIdsAreRecorded(backend: TestBackend, customer: String) async throws {
        let setup = try await Setup(backend)
        let receipt = try await setup.submit(try cart(["豚こま切れ肉 200g"]), key: "who", customer: customer)
        #expect(receipt.customerId == customer)
    }

    @Test(arguments: TestBackend.all)
    func theSameKeyForAnotherCustomerIsAConflict(backend: TestBackend) async throws {
        let setup = try await Setup(backend)
        let value = try cart(["豚こま切れ肉 200g"])
        _ = try await setup.submit(value, key: "shared", customer: "c-1")
        let error = try await #require(throws: OrderingError.self) {
            try await setup.submit(value, key: "shared", customer: "c-2")
        }
        #expect(error.code == "idempotency_key_conflict")
        #expect(try await setup.stock("p-pork") == 19)
    }
}
