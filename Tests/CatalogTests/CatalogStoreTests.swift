import Foundation
import StoreTestSupport
import Testing
@testable import Catalog

/// The catalog store's contract, run on every backend (`TestBackend.all`) with the same code.
@Suite struct CatalogStoreTests {
    /// Fresh stores on `backend` holding the fixture catalog.
    func store(_ backend: TestBackend) async throws -> any CatalogStore {
        let store = try await backend.database().open().catalog
        try await store.replaceCatalog(with: try CatalogFixtures.snapshot(), source: "fixtures")
        return store
    }

    @Test(arguments: TestBackend.all)
    func snapshotRoundTrips(backend: TestBackend) async throws {
        let store = try await store(backend)
        let snapshot = try await store.snapshot()
        let expected = try CatalogFixtures.snapshot()
        #expect(snapshot.products.sorted { $0.id < $1.id } == expected.products.sorted { $0.id < $1.id })
        #expect(snapshot.products.map(\.id) == ["p-1", "p-2", "p-3", "p-4"])
        #expect(Set(snapshot.shops) == Set(expected.shops))
        #expect(snapshot.stations == expected.stations.sorted { $0.id < $1.id })
        #expect(Set(snapshot.exceptions) == Set(expected.exceptions))
        #expect(snapshot.timeZoneIdentifier == "Asia/Tokyo")
    }

    @Test(arguments: TestBackend.all)
    func infoCounts(backend: TestBackend) async throws {
        let info = try await store(backend).info()
        #expect(info.products == 4)
        #expect(info.available == 3)
        #expect(info.soldOut == 1)
        #expect(info.limited == 1)
        #expect(info.source == "fixtures")
    }

    @Test func inMemoryInfoNamesTheDatabase() async throws {
        #expect(try await store(.sqlite).info().database == ":memory:")
    }

    @Test(arguments: TestBackend.all)
    func productsByFood(backend: TestBackend) async throws {
        let store = try await store(backend)
        #expect(try await store.products(forFood: "chicken-thigh").map(\.id) == ["p-1"])
        #expect(try await store.products(forFood: "tofu").isEmpty)
    }

    @Test(arguments: TestBackend.all, [
        ("鶏もも", ["p-1"]), ("豚バラ", ["p-2"]), ("chicken", ["p-1"]), ("CHICKEN thigh", ["p-1"]), ("さば", ["p-3"]),
        ("10個", ["p-4"]), ("国産 300g", ["p-1"]), ("鮭", []), ("鶏もも\0", ["p-1"]), ("chicken\0\0 国産", ["p-1"]),
        ("\0", []), ("100%", []), ("_", []),
    ])
    func searchByName(backend: TestBackend, search: (query: String, expected: [String])) async throws {
        let (query, expected) = search
        let found = try await store(backend).searchProducts(query, limit: 10)
        #expect(found.map(\.id) == expected)
    }

    @Test(arguments: TestBackend.all)
    func searchFindsEveryProductWithTheWordsAndKeepsToTheLimit(backend: TestBackend) async throws {
        let store = try await store(backend)
        #expect(Set(try await store.searchProducts("国産", limit: 10).map(\.id)) == ["p-1", "p-2"])
        #expect(try await store.searchProducts("国産", limit: 1).count == 1)
    }

    /// What is on sale comes first, and a product withdrawn (off sale) counts neither as sold out nor as limited
    /// (session 36: after a feed withdrew products, `catalog info` counted them and `catalog search` listed them first).
    @Test(arguments: TestBackend.all)
    func withdrawnProductsComeLastAndCountAsNeither(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        var snapshot = try CatalogFixtures.snapshot()
        var withdrawn = try #require(snapshot.products.first { $0.id == "p-1" })
        withdrawn.id = "p-0"
        withdrawn.onSale = false
        withdrawn.soldOut = true
        withdrawn.labels = ["limited"]
        withdrawn.popularity = 100
        snapshot.upsert(withdrawn)
        try await store.replaceCatalog(with: snapshot, source: "fixtures")
        for query in ["鶏もも", "chicken", "国産 300g"] {
            #expect(try await store.searchProducts(query, limit: 10).map(\.id) == ["p-1", "p-0"], "\(query)")
        }
        let info = try await store.info()
        #expect(info.products == 5)
        #expect(info.soldOut == 1)
        #expect(info.limited == 1)
    }

    @Test(arguments: TestBackend.all)
    func stockUpdates(backend: TestBackend) async throws {
        let store = try await store(backend)
        try await store.setStock(productId: "p-1", stock: 2)
        #expect(try await store.product(id: "p-1")?.stock == 2)
        await #expect(throws: CatalogError.self) { try await store.setStock(productId: "p-999", stock: 1) }
    }

    @Test(arguments: TestBackend.all)
    func calendarQueries(backend: TestBackend) async throws {
        let store = try await store(backend)
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
        await #expect(throws: CatalogError.self) {
            try await store.orderDeadline(shopId: "s-none", pickupDate: day)
        }
    }

    @Test(arguments: TestBackend.all)
    func badImportChangesNothing(backend: TestBackend) async throws {
        // Given a stored catalog and a file with one good and one bad row.
        let store = try await store(backend)
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

    @Test(arguments: TestBackend.all)
    func mergingImportAddsAndReplaces(backend: TestBackend) async throws {
        let store = try await store(backend)
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
        #expect(try await store.products(forFood: "chicken-thigh").map(\.id) == ["p-1", "p-new"])
    }

    // MARK: The catalog version

    @Test(arguments: TestBackend.all)
    func everyChangeToWhatCartsShowRaisesTheVersionAndReadsDoNot(backend: TestBackend) async throws {
        // Given a stored catalog at some version
        let store = try await store(backend)
        let start = try await store.catalogVersion()
        // Reads leave it
        _ = try await store.snapshot()
        _ = try await store.searchProducts("鶏", limit: 5)
        #expect(try await store.catalogVersion() == start)
        // A stock change raises it, and a snapshot read with it shows the change
        try await store.setStock(productId: "p-1", stock: 3)
        let afterStock = try await store.catalogVersion()
        #expect(afterStock > start)
        let (version, snapshot) = try await store.versionedSnapshot()
        #expect(version == afterStock)
        #expect(snapshot.product(id: "p-1")?.stock == 3)
        // An import raises it again
        try await store.replaceCatalog(with: try CatalogFixtures.snapshot(), source: "again")
        #expect(try await store.catalogVersion() > afterStock)
    }

    @Test(arguments: TestBackend.all)
    func aSecondHandleSeesChangesAndTheirVersion(backend: TestBackend) async throws {
        // Given one database opened twice (two processes, or two instances)
        let database = try backend.database(shared: true)
        defer { database.remove() }
        let first = try await database.open().catalog
        let second = try await database.open().catalog
        try await first.replaceCatalog(with: try CatalogFixtures.snapshot(), source: "fixtures")
        let seen = try await second.catalogVersion()
        // When the first changes a stock
        try await first.setStock(productId: "p-4", stock: 7)
        // Then the second sees a new version and the new stock
        #expect(try await second.catalogVersion() > seen)
        #expect(try await second.product(id: "p-4")?.stock == 7)
        #expect(try await second.info().products == 4)
    }

    // MARK: Bundled catalog

    @Test(arguments: TestBackend.all)
    func bundledCatalogSeedsAnEmptyDatabase(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        #expect(try await store.seedFromBundledIfNeeded(reader: CatalogReader()))
        #expect(try await !store.seedFromBundledIfNeeded(reader: CatalogReader()))
        let info = try await store.info()
        #expect(info.source == "bundled")
        #expect(info.shops >= 12)
        #expect(info.stations >= 10)
    }

    @Test(arguments: TestBackend.all)
    func instancesStartingTogetherSeedOnce(backend: TestBackend) async throws {
        // Given an empty database and four handles on it
        let database = try backend.database(shared: true)
        defer { database.remove() }
        var stores: [any CatalogStore] = []
        for _ in 0..<4 { stores.append(try await database.open().catalog) }
        // When all four seed at once
        let loaded = try await withThrowingTaskGroup(of: Bool.self) { group in
            for store in stores { group.addTask { try await store.seedFromBundledIfNeeded(reader: CatalogReader()) } }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        // Then one loaded it and the others found it there
        #expect(loaded == 1)
        #expect(try await stores[3].info().source == "bundled")
    }

    @Test func bundledCatalogNeedsLoadingWhenEmptyOrAnOlderBundle() {
        #expect(BundledCatalog.isSeedNeeded(products: 0, source: nil, storedDigest: nil, digest: "a"))
        #expect(BundledCatalog.isSeedNeeded(products: 5, source: "bundled", storedDigest: "old", digest: "a"))
        #expect(!BundledCatalog.isSeedNeeded(products: 5, source: "bundled", storedDigest: "a", digest: "a"))
        #expect(!BundledCatalog.isSeedNeeded(products: 5, source: "/my/catalog", storedDigest: nil, digest: "a"))
    }

    // MARK: SQLite only

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
}
