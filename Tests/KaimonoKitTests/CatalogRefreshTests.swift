import Foundation
import KaimonoKit
import StoreTestSupport
import Testing

/// The facade's catalog follows the database: orders, cancellations and stock changes made through another
/// instance (or another process on the same SQLite file) reach it on refresh.
@Suite struct CatalogRefreshTests {
    static let now = KaimonoTests.now
    static let lines = ["鶏もも肉 300g"]

    /// Two facades over one database holding the bundled catalog, as two instances behind a load balancer
    /// (without the sample recipes, which these tests do not need).
    static func twoInstances(_ backend: TestBackend) async throws -> (Kaimono, Kaimono, TestDatabase) {
        let database = try backend.database(shared: true)
        let stores = try await database.open()
        try await stores.catalog.seedFromBundledIfNeeded(reader: CatalogReader())
        let first = try await Kaimono(stores: stores, seedIfEmpty: false, now: { Self.now })
        let second = try await Kaimono(stores: try await database.open(), seedIfEmpty: false, now: { Self.now })
        return (first, second, database)
    }

    @Test(arguments: TestBackend.all)
    func ordersTakenByAnotherInstanceReachTheCatalogOnRefresh(backend: TestBackend) async throws {
        // Given two instances and a cart built on the first
        let (first, second, database) = try await Self.twoInstances(backend)
        defer { database.remove() }
        let cart = try first.cart(lines: Self.lines, pickupDate: "2026-11-24")
        let item = try #require(cart.orders.first?.items.first)
        let before = try #require(second.catalog.product(id: item.productId)).stock
        #expect(try await !second.refreshCatalog())
        // When the first takes the order
        _ = try await first.submitOrder(cart, idempotencyKey: "refresh-1", customerId: "c-1")
        // Then the second still shows the old stock until it refreshes, then the new one
        #expect(second.catalog.product(id: item.productId)?.stock == before)
        let version = second.catalogVersion
        #expect(try await second.refreshCatalog())
        #expect(second.catalogVersion > version)
        #expect(second.catalog.product(id: item.productId)?.stock == before - item.packs)
        #expect(try await !second.refreshCatalog())
    }

    @Test(arguments: TestBackend.all)
    func aProductSoldOutElsewhereLeavesTheCartsOfThisInstance(backend: TestBackend) async throws {
        // Given a product both instances would put in a cart
        let (first, second, database) = try await Self.twoInstances(backend)
        defer { database.remove() }
        let item = try #require(try second.cart(lines: Self.lines, pickupDate: "2026-11-24").orders.first?.items.first)
        // When its stock runs out through the first instance's store
        try await first.stores.catalog.setStock(productId: item.productId, stock: 0)
        try await second.refreshCatalog()
        // Then the second instance's carts no longer offer it
        let cart = try second.cart(lines: Self.lines, pickupDate: "2026-11-24")
        #expect(!cart.orders.flatMap(\.items).map(\.productId).contains(item.productId))
    }

    @Test(arguments: TestBackend.all)
    func theWatcherReloadsWhenTheVersionMoves(backend: TestBackend) async throws {
        // Given an instance watching the catalog every 20 ms
        let (first, second, database) = try await Self.twoInstances(backend)
        defer { database.remove() }
        let watcher = Task { await second.watchCatalog(every: .milliseconds(20)) }
        defer { watcher.cancel() }
        let product = try #require(second.catalog.products.first { $0.stock > 3 })
        // When another instance changes a stock
        try await first.stores.catalog.setStock(productId: product.id, stock: 3)
        // Then the watching instance shows it without being asked (waiting at most 60 s: on two shared cores the
        // whole suite running beside it starved the watcher past 10 s twice)
        let deadline = ContinuousClock.now + .seconds(60)
        while second.catalog.product(id: product.id)?.stock != 3 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(second.catalog.product(id: product.id)?.stock == 3)
    }

    @Test(arguments: TestBackend.all)
    func refreshesRacingCartsAndStockChangesStayConsistent(backend: TestBackend) async throws {
        // Given two instances; the first changes one product's stock 30 times while the second refreshes
        // and builds carts from many tasks at once
        let (first, second, database) = try await Self.twoInstances(backend)
        defer { database.remove() }
        let item = try #require(try second.cart(lines: Self.lines, pickupDate: "2026-11-24").orders.first?.items.first)
        let carts = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask {
                for stock in (1...30).reversed() {
                    try await first.stores.catalog.setStock(productId: item.productId, stock: stock + 10)
                }
                return 0
            }
            for _ in 0..<8 {
                group.addTask {
                    var built = 0
                    for _ in 0..<15 {
                        try await second.refreshCatalog()
                        let cart = try second.cart(lines: Self.lines, pickupDate: "2026-11-24")
                        // Each cart is built from one snapshot: its item and that snapshot agree.
                        if cart.orders.first?.items.first?.productId == item.productId { built += 1 }
                    }
                    return built
                }
            }
            return try await group.reduce(0, +)
        }
        // Then every cart had the product, and a last refresh shows the last stock
        #expect(carts == 8 * 15)
        try await second.refreshCatalog()
        #expect(second.catalog.product(id: item.productId)?.stock == 11)
    }
}
