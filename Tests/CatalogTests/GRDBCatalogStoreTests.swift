import Foundation
import Testing
@testable import Catalog

@Suite struct GRDBCatalogStoreTests {
    func store() async throws -> GRDBCatalogStore {
        let store = GRDBCatalogStore(database: try KaimonoDatabase.inMemory())
        try await store.replaceCatalog(with: try CatalogFixtures.snapshot(), source: "fixtures")
        return store
    }

    @Test func snapshotRoundTrips() async throws {
        let store = try await store()
        let snapshot = try await store.snapshot()
        let expected = try CatalogFixtures.snapshot()
        #expect(snapshot.products.sorted { $0.id < $1.id } == expected.products.sorted { $0.id < $1.id })
        #expect(Set(snapshot.shops) == Set(expected.shops))
        #expect(Set(snapshot.exceptions) == Set(expected.exceptions))
        #expect(snapshot.timeZoneIdentifier == "Asia/Tokyo")
    }

    @Test func infoCounts() async throws {
        let info = try await store().info()
        #expect(info.products == 4)
        #expect(info.available == 3)
        #expect(info.soldOut == 1)
        #expect(info.limited == 1)
        #expect(info.source == "fixtures")
        #expect(info.database == ":memory:")
    }

    @Test func productsByFood() async throws {
        let store = try await store()
        #expect(try await store.products(forFood: "chicken-thigh").map(\.id) == ["p-1"])
        #expect(try await store.products(forFood: "tofu").isEmpty)
    }

    @Test(arguments: [
        ("鶏もも", ["p-1"]), ("豚バラ", ["p-2"]), ("chicken", ["p-1"]), ("さば", ["p-3"]), ("10個", ["p-4"]),
        ("国産 300g", ["p-1"]), ("鮭", []), ("鶏もも\0", ["p-1"]), ("chicken\0\0 国産", ["p-1"]), ("\0", []),
    ])
    func searchByName(query: String, expected: [String]) async throws {
        let found = try await store().searchProducts(query, limit: 10)
        #expect(found.map(\.id) == expected)
    }

    @Test func stockUpdates() async throws {
        let store = try await store()
        try await store.setStock(productId: "p-1", stock: 2)
        #expect(try await store.product(id: "p-1")?.stock == 2)
        await #expect(throws: CatalogError.self) { try await store.setStock(productId: "p-999", stock: 1) }
    }

    @Test func calendarQueries() async throws {
        let store = try await store()
        let day = CalendarDay(iso: "2026-11-23")!
        #expect(try await store.isDeliverable(productId: "p-1", stationId: "st-a", on: day))
        #expect(try await !store.isDeliverable(productId: "p-3", stationId: "st-a", on: day))
        #expect(try await store.nextDeliverableDate(productId: "p-3", stationId: "st-a", from: day, horizon: 30)
            == CalendarDay(iso: "2026-11-28"))
        let deadline = try await store.orderDeadline(shopId: "s-meat", pickupDate: CalendarDay(iso: "2026-11-24")!)
        #expect(deadline == ISO8601DateFormatter().date(from: "2026-11-23T11:00:00Z"))
        await #expect(throws: CatalogError.self) {
            try await store.isDeliverable(productId: "p-1", stationId: "st-zzz", on: day)
        }
    }

    @Test func badImportChangesNothing() async throws {
        // Given a stored catalog and a file with one good and one bad row.
        let store = try await store()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-imp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("products.csv")
        try Data("""
            id,shop_id,name,name_en,foods,pack_value,pack_unit,price,stock
            p-50,s-meat,牛こま 300g,Beef 300 g,beef-scraps,300,g,980,5
            p-51,s-meat,壊れた行,Broken,beef,300,g,-1,5
            """.utf8).write(to: file)
        // When it is imported.
        await #expect(throws: CatalogError.self) {
            _ = try await store.importCatalog(from: file, reader: CatalogReader(), replacing: false)
        }
        // Then the good row was not written either.
        #expect(try await store.product(id: "p-50") == nil)
        #expect(try await store.info().products == 4)
    }

    @Test func mergingImportAddsAndReplaces() async throws {
        let store = try await store()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        var product = try #require(try await store.product(id: "p-1"))
        product.price = 399
        var added = product
        added.id = "p-new"
        let snapshot = CatalogSnapshot(products: [product, added])
        let lines = try CatalogWriter().jsonl(snapshot).split(separator: "\n").dropFirst().joined(separator: "\n")
        try Data(lines.utf8).write(to: file)
        let info = try await store.importCatalog(from: file, reader: CatalogReader(), replacing: false)
        #expect(info.products == 5)
        #expect(try await store.product(id: "p-1")?.price == 399)
    }

    @Test func fileDatabaseIsSharedInWALMode() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-\(UUID().uuidString).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let first = GRDBCatalogStore(database: try KaimonoDatabase.open(path: path))
        try await first.replaceCatalog(with: try CatalogFixtures.snapshot(), source: "fixtures")
        // A second connection, as a server beside the CLI would open, sees the same catalog.
        let second = GRDBCatalogStore(database: try KaimonoDatabase.open(path: path))
        #expect(try await second.info().products == 4)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func bundledCatalogSeedsAnEmptyDatabase() async throws {
        let store = GRDBCatalogStore(database: try KaimonoDatabase.inMemory())
        #expect(try await store.seedFromBundledIfNeeded())
        #expect(try await !store.seedFromBundledIfNeeded())
        let info = try await store.info()
        #expect(info.source == "bundled")
        #expect(info.shops >= 12)
        #expect(info.stations >= 10)
    }

    @Test func databaseLocation() {
        #expect(DatabaseLocation.resolve(explicit: "/x.sqlite", environment: ["KAIMONO_DATABASE": "/y"]) == "/x.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["KAIMONO_DATABASE": "/y"]) == "/y")
        #if os(Linux)
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/home/u"])
            == "/home/u/.local/share/kaimono/kaimono.sqlite")
        #endif
    }
}
