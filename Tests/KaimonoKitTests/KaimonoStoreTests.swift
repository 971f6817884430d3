import Foundation
import KaimonoKit
import Testing

/// The database half of the facade: catalog import and export, the `--now` clock, carts read from files,
/// orders.
@Suite struct KaimonoStoreTests {
    static func make() async throws -> KaimonoStore {
        try await KaimonoStore(database: try KaimonoDatabase.inMemory())
    }

    @Test func pathPrefersTheOptionThenTheEnvironment() {
        #expect(KaimonoStore.path(explicit: "/tmp/a.sqlite", environment: ["KAIMONO_DATABASE": "/tmp/b.sqlite"]) == "/tmp/a.sqlite")
        #expect(KaimonoStore.path(explicit: nil, environment: ["KAIMONO_DATABASE": "/tmp/b.sqlite"]) == "/tmp/b.sqlite")
        #expect(KaimonoStore.path(explicit: nil, environment: ["HOME": "/home/k"]) == "/home/k/.local/share/kaimono/kaimono.sqlite")
    }

    @Test func readsTimesInTheCatalogTimeZone() async throws {
        let store = try await Self.make()
        let instant = try await store.instant("2026-11-23T10:00:00")
        #expect(instant == Date(timeIntervalSince1970: 1_795_395_600))  // 10:00 in Tokyo
        let error = try await #require(throws: KaimonoError.self) { try await store.instant("someday") }
        #expect(error.code == "bad_date")
        #expect(error.kind == .badInput)
        let impossible = try await #require(throws: KaimonoError.self) {
            try await store.instant("2026-02-30T10:00:00+09:00")
        }
        #expect(impossible.message == "--now '2026-02-30T10:00:00+09:00' is not a valid date or time "
            + "(expected ISO 8601 like 2026-11-23T19:30:00+09:00)")
    }

    @Test func exportsAndImportsTheCatalog() async throws {
        let store = try await Self.make()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let jsonl = folder.appendingPathComponent("catalog.jsonl").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // Given the bundled catalog exported as JSONL and as CSV files
        let written = try await store.exportCatalog(to: jsonl)
        let csvCount = try await store.exportCatalog(to: folder.appendingPathComponent("csv").path)
        let before = try await store.catalogInfo()
        #expect(written == before.products)
        #expect(csvCount == before.products)
        #expect(try await store.catalogJSONL() == String(contentsOfFile: jsonl, encoding: .utf8))

        // When the JSONL is imported as the whole catalog of another database
        let other = try await Self.make()
        let info = try await other.importCatalog(from: jsonl, replacing: true)

        // Then it holds the same products, and a bad file is refused with its reason
        #expect(info.products == before.products)
        #expect(info.source == jsonl)
        let error = try await #require(throws: KaimonoError.self) {
            try await other.importCatalog(from: folder.appendingPathComponent("none.csv").path, replacing: false)
        }
        #expect(error.kind == .internal || error.kind == .badInput || error.kind == .notFound)
        #expect(error.message.contains("none.csv"))
    }

    @Test func readCartNamesTheBadField() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cart-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"pickupDate": "2026-11-24"}"#.utf8).write(to: file)
        let error = try #require(throws: KaimonoError.self) { try KaimonoStore.readCart(file.path) }
        #expect(error.code == "bad_cart")
        #expect(error.message.hasPrefix("\(file.path) is not a cart"))
        #expect(error.message.contains("missing "))
        let missing = try #require(throws: KaimonoError.self) { try KaimonoStore.readCart("/no/such/cart.json") }
        #expect(missing.message.hasSuffix("/no/such/cart.json is not a cart (as `kaimono buy --format json` writes): no such file"))
        let folder = try #require(throws: KaimonoError.self) { try KaimonoStore.readCart(NSTemporaryDirectory()) }
        #expect(folder.message.hasSuffix("is not a cart (as `kaimono buy --format json` writes): it is a directory, not a file"))
    }

    @Test(arguments: [
        ("2.5", "orders[0].items[0].packs: must be a whole number from 1 to 99, got 2.5"),
        ("100000000000000000000", "orders[0].items[0].packs: must be a whole number from 1 to 99, got 100000000000000000000"),
    ])
    func readCartNamesANumberOfTheWrongKind(packs: String, reason: String) throws {
        // Given a cart whose packs is a valid JSON number but no whole number in range (had been "the top level:
        // The given data was not valid JSON.")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cart-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let cart = #"{"pickupDate": "2026-11-24", "station": {"id": "st-shibuya"}, "orders": [{"shopId": "s-egg", "items": "#
            + #"[{"productId": "p-00001", "name": "卵", "packs": \#(packs), "unitPrice": 168}]}]}"#
        try Data(cart.utf8).write(to: file)
        let error = try #require(throws: KaimonoError.self) { try KaimonoStore.readCart(file.path) }
        #expect(error.code == "bad_cart")
        #expect(error.message == "\(file.path) is not a cart (as `kaimono buy --format json` writes): \(reason)")
    }

    @Test func ordersThroughTheStoreAreTheFacadesOrders() async throws {
        // Given a store and a facade over it at Monday 10:00, and a cart the facade built
        let store = try await Self.make()
        let monday = Date(timeIntervalSince1970: 1_795_395_600)
        let kaimono = try await store.facade(now: { monday })
        let cart = try kaimono.cart(
            lines: ["豚バラ薄切り 200g", "玉ねぎ 1個"], pickupDate: "2026-11-24", stationId: "st-shibuya")

        // When the store submits it (reading the catalog itself) and the facade reads it back
        let submitted = try await store.submitOrder(cart, idempotencyKey: "store-1", customerId: "c-store", now: monday)
        let read = try await kaimono.order(id: submitted.id)

        // Then both give the same summary, pages and station view
        #expect(read == submitted)
        #expect(try await store.orders(customerId: "c-store") == kaimono.orders(customerId: "c-store"))
        #expect(
            try await store.stationOrders(stationId: "st-shibuya", pickupDate: "tomorrow", now: monday)
                == kaimono.stationOrders(stationId: "st-shibuya", pickupDate: "tomorrow"))
        let badLimit = try await #require(throws: KaimonoError.self) {
            try await store.orders(customerId: "c-store", limit: KaimonoStore.maxPageSize + 1)
        }
        #expect(badLimit.code == "bad_limit")

        // And the store judges a cancellation at the time it is given: after every deadline it is refused
        let late = try await #require(throws: KaimonoError.self) {
            try await store.cancelOrder(id: submitted.id, now: monday.addingTimeInterval(86_400))
        }
        #expect(late.code == "cancel_deadline_passed")
        #expect(late.kind == .conflict)
        let cancelled = try await store.cancelOrder(id: submitted.id, now: monday)
        #expect(cancelled.status == "cancelled")
        #expect(cancelled.total == 0)
    }

    @Test func clearsTheRecipeIndexWhichRefillsOnNextUse() async throws {
        let store = try await Self.make()
        let kaimono = try await store.facade(now: { Date(timeIntervalSince1970: 1_795_395_600) })
        let bundled = try await kaimono.recipeIndexOrigins()
        #expect(bundled.map(\.origin) == ["bundled"])
        #expect(try await store.clearRecipeIndex() == bundled[0].recipes)
        #expect(try await kaimono.recipeIndexOrigins().map(\.recipes) == bundled.map(\.recipes))
    }
}
