import Catalog
import CatalogFeeds
import FoodLexicon
import Foundation
import StoreTestSupport
import Testing

@Suite struct FeedImporterTests {
    static let lexicon = try! Lexicon.bundled()

    /// Writes `text` to a fresh temporary file named `name`.
    static func file(_ name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func importer(dryRun: Bool = false, columns: [FeedField: String] = [:]) -> FeedImporter {
        FeedImporter(tagger: ProductTagger(lexicon: lexicon), options: .init(columns: columns, dryRun: dryRun))
    }

    @Test(arguments: TestBackend.all)
    func importsTagsAndUpserts(backend: TestBackend) async throws {
        // Given an empty store and a feed with a product without price, a non-food and a dish
        let store = try await backend.database().open().catalog
        let first = try Self.file("feed.csv", """
            id,name,price,category,colour
            a-1,国産 鶏もも肉 約300g,398,精肉,red
            a-2,ボックスティッシュ 5箱,298,日用品,
            a-3,鶏の唐揚げ弁当,498,惣菜,
            a-4,Yellow Onions 3 lb bag,,Produce,

            """)
        // When it is imported
        let versionBefore = try await store.catalogVersion()
        let report = try await Self.importer().run(url: first, store: store)
        // Then every product is added to the default shop, tagged, with an unknown-column warning
        #expect(report.summary.added == 4)
        #expect(report.summary.shopsCreated == ["s-default"])
        #expect(report.warnings == ["feed.csv:1: ignoring column(s) colour (map one with --column FIELD=HEADER)"])
        #expect(report.kinds == [.food: 2, .nonFood: 1, .prepared: 1])
        let chicken = try #require(try await store.product(id: "a-1"))
        #expect(chicken.foods == ["chicken-thigh"])
        #expect(chicken.pack == PackSize(value: 300, unit: .g))
        #expect(chicken.shopId == "s-default")
        #expect(try await store.product(id: "a-2")?.kind == .nonFood)
        #expect(try await store.product(id: "a-4")?.hasPrice == false)
        // and a running server sees a new catalog version
        #expect(try await store.catalogVersion() > versionBefore)

        // Given the stock changed in the store and a new feed without a-2 and with a new price for a-1
        try await store.setStock(productId: "a-1", stock: 7)
        let second = try Self.file("feed.csv", """
            id,name,price,category
            a-1,国産 鶏もも肉 約300g,428,精肉
            a-3,鶏の唐揚げ弁当,498,惣菜
            a-4,Yellow Onions 3 lb bag,,Produce
            a-5,絹豆腐 300g,98,日配

            """)
        // When it is imported again
        let again = try await Self.importer().run(url: second, store: store).summary
        // Then a-1 changed but kept its stock, a-2 went off sale but is kept, a-5 is new
        #expect((again.added, again.changed, again.unchanged, again.withdrawn) == (1, 1, 2, 1))
        let updated = try #require(try await store.product(id: "a-1"))
        #expect(updated.price == 428)
        #expect(updated.stock == 7)
        #expect(try await store.product(id: "a-2")?.onSale == false)
    }

    @Test(arguments: TestBackend.all)
    func aFeedThatGivesTheStockSetsIt(backend: TestBackend) async throws {
        // Given a product imported with a stock that the store then changed
        let store = try await backend.database().open().catalog
        let first = try Self.file("feed.csv", """
            id,name,price,stock
            a-1,国産 鶏もも肉 約300g,398,10

            """)
        _ = try await Self.importer().run(url: first, store: store)
        try await store.setStock(productId: "a-1", stock: 7)
        // When a feed with a stock column and a new price comes
        let second = try Self.file("feed.csv", """
            id,name,price,stock
            a-1,国産 鶏もも肉 約300g,428,25

            """)
        let again = try await Self.importer().run(url: second, store: store).summary
        // Then the feed's stock replaces the store's, with the price
        #expect(again.changed == 1)
        let updated = try #require(try await store.product(id: "a-1"))
        #expect((updated.price, updated.stock) == (428, 25))
    }

    @Test(arguments: TestBackend.all)
    func feedsLongerThanOneWriteBatchUpsert(backend: TestBackend) async throws {
        // Given a feed of 1,203 products (more than one batch of the PostgreSQL sink) imported once
        let store = try await backend.database().open().catalog
        func feed(_ count: Int, price: (Int) -> Int) throws -> URL {
            var text = "id,name,price\n"
            for i in 1...count { text += "n-\(i),Rolled Oats \(i % 7 + 1) lb,\(price(i))\n" }
            return try Self.file("long.csv", text)
        }
        let first = try await Self.importer().run(url: try feed(1_203) { _ in 300 }, store: store).summary
        #expect(first.added == 1_203)
        try await store.setStock(productId: "n-1000", stock: 3)
        // When it is imported again with every third price changed and the last three products gone
        let second = try await Self.importer().run(
            url: try feed(1_200) { $0 % 3 == 0 ? 350 : 300 }, store: store
        ).summary
        // Then the counts are right, stock is kept, and the missing products are off sale
        #expect((second.added, second.changed, second.unchanged, second.withdrawn) == (0, 400, 800, 3))
        let kept = try #require(try await store.product(id: "n-1000"))
        #expect(kept.stock == 3)
        #expect(kept.price == 300)
        #expect(try await store.product(id: "n-999")?.price == 350)
        #expect(try await store.product(id: "n-1203")?.onSale == false)
        #expect(try await store.products(forFood: "oats").count == 1_203)
    }

    @Test(arguments: TestBackend.all)
    func dryRunWritesNothing(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        let feed = try Self.file("feed.jsonl", """
            {"id": "j-1", "name": "Whole Milk, 1 gal", "price": 3.99}
            {"id": "j-2", "name": "Bananas", "price": "0.59", "stock": 40}

            """)
        let version = try await store.catalogVersion()
        let report = try await Self.importer(dryRun: true).run(url: feed, store: store)
        #expect(report.summary.added == 2)
        #expect(try await store.catalogVersion() == version)
        #expect(report.summary.dryRun)
        #expect(try await store.product(id: "j-1") == nil)
        #expect(try await store.snapshot().shops.isEmpty)
    }

    @Test(arguments: TestBackend.all)
    func badRowsAreListedByLineAndNothingIsWritten(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        var text = "id,name,price\nb-1,Bananas,0.59\nb-1,Apples,1.99\nb-2,,1.00\nb-3,Milk,cheap\n"
        text += "b-4,Eggs,2.00\n"
        var bytes = Array(text.utf8)
        bytes += [0x62, 0x2D, 0x35, 0x2C, 0xFF, 0xFE, 0x2C, 0x31, 0x0A]  // b-5,<broken UTF-8>,1
        let url = try Self.file("bad.csv", "")
        try Data(bytes).write(to: url)
        let error = await #expect(throws: CatalogError.self) {
            try await Self.importer().run(url: url, store: store)
        }
        #expect(error?.rows.map(\.description) == [
            "bad.csv:3: duplicate id 'b-1' (first at line 2)",
            "bad.csv:4: name is empty",
            "bad.csv:5: price 'cheap' is not a number (write 398 or 3.99; leave it empty for no price)",
            "bad.csv:7: not UTF-8 text (save the feed as UTF-8)",
        ])
        #expect(try await store.product(id: "b-1") == nil)
    }

    @Test(arguments: TestBackend.all)
    func largeFeedIsReadLineByLineToItsLastBadLine(backend: TestBackend) async throws {
        // Given a feed of 3 MiB: 5,000 good rows, one line of 3 MiB without a line break (more than the reader
        // keeps of a line), more good rows, and broken UTF-8 on the very last line
        let store = try await backend.database().open().catalog
        var bytes = Array("id,name,price\n".utf8)
        for n in 0..<5_000 { bytes += Array("g-\(n),Bananas \(n % 7),0.59\n".utf8) }
        bytes += Array("g-long,".utf8) + [UInt8](repeating: 0x61, count: 3 << 20) + [0x0A]
        for n in 5_000..<10_000 { bytes += Array("g-\(n),Milk,1.99\n".utf8) }
        bytes += Array("g-last,".utf8) + [0xC3, 0x28] + Array(",1\n".utf8)
        let url = try Self.file("big.csv", "")
        try Data(bytes).write(to: url)
        // When it is imported
        let error = await #expect(throws: CatalogError.self) {
            try await Self.importer().run(url: url, store: store)
        }
        // Then both bad lines are named by number (the long one skipped to its end, not read whole), and
        // none of the 10,000 good rows before them was written
        #expect(error?.rows.map(\.description) == [
            "big.csv:5002: the line is longer than 1 MiB (is the file a feed with one product a line?)",
            "big.csv:10003: not UTF-8 text (save the feed as UTF-8)",
        ])
        #expect(try await store.product(id: "g-0") == nil)
        #expect(try await store.product(id: "g-9999") == nil)
    }

    @Test(arguments: TestBackend.all)
    func headerThatNamesNothingIsRefused(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        let url = try Self.file("odd.csv", "sku_code,label\n1,Bananas\n")
        let error = await #expect(throws: CatalogError.self) {
            try await Self.importer().run(url: url, store: store)
        }
        #expect(error?.message == "odd.csv: line 1: the header has no id and name column (headers: sku_code, label); map them with --column id=HEADER --column name=HEADER")
        // With the columns mapped, the same file imports.
        let report = try await Self.importer(columns: [.id: "sku_code", .name: "label"]).run(url: url, store: store)
        #expect(report.summary.added == 1)
    }

    @Test(arguments: TestBackend.all)
    func overridesApplyOnEveryImport(backend: TestBackend) async throws {
        let store = try await backend.database().open().catalog
        let sheet = try Self.file("overrides.csv", """
            id,name,kind,tagged_foods,confidence,foods,not_food,prepared,attributes
            o-1,Mystery Crunch,food,,0.00,oats,,,
            o-2,Garden Gnome,food,,0.00,,yes,,
            o-3,まぐろ 200g,food,tuna,0.95,,,,冷凍

            """)
        try await store.saveOverrides(try ReviewSheet.readOverrides(url: sheet, lexicon: Self.lexicon))
        let feed = try Self.file("feed.csv", "id,name\no-1,Mystery Crunch\no-2,Garden Gnome\no-3,まぐろ 200g\n")
        _ = try await Self.importer().run(url: feed, store: store)
        _ = try await Self.importer().run(url: feed, store: store)
        let granola = try #require(try await store.product(id: "o-1"))
        #expect(granola.foods == ["oats"])
        #expect(granola.confidence == nil)
        #expect(try await store.product(id: "o-2")?.kind == .nonFood)
        #expect(try await store.product(id: "o-3")?.labels == ["tag:冷凍"])
    }

    /// A flag that is neither yes nor no and attributes the tagger reads nothing in are errors, every bad row listed
    /// (session 36: `not_food=maybe` had been read as no, `attributes=sparkly` accepted, without a word).
    @Test func overridesSayWhatIsWrongInEveryRow() throws {
        let sheet = try Self.file("bad-overrides.csv", """
            id,name,kind,tagged_foods,confidence,foods,not_food,prepared,attributes
            b-1,Onion,food,,0.00,onion,maybe,,
            b-2,Soap,food,,0.00,,,perhaps,
            b-3,Tuna,food,,0.00,tuna,,,sparkly
            b-4,まぐろ 200g,food,tuna,0.95,,no,,冷凍

            """)
        #expect {
            try ReviewSheet.readOverrides(url: sheet, lexicon: Self.lexicon)
        } throws: { error in
            let text = "\(error)"
            return text.contains("bad-overrides.csv:2: not_food 'maybe' is neither yes nor no")
                && text.contains("bad-overrides.csv:3: prepared 'perhaps'")
                && text.contains("bad-overrides.csv:4: attributes 'sparkly'") && !text.contains("bad-overrides.csv:5")
        }
    }

    @Test func reviewSheetListsLowConfidenceAndNonFood() throws {
        let products = [
            Product(id: "r-1", shopId: "s", name: "Mystery Crunch", nameEn: "", foods: [], pack: PackSize(value: 1, unit: .piece), price: 1, stock: 1, confidence: 0),
            Product(id: "r-2", shopId: "s", name: "Bananas", nameEn: "", foods: ["banana"], pack: PackSize(value: 1, unit: .piece), price: 1, stock: 1, confidence: 0.95),
            Product(id: "r-3", shopId: "s", name: "Dish Soap", nameEn: "", foods: [], pack: PackSize(value: 1, unit: .piece), price: 1, stock: 1, kind: .nonFood, confidence: 0.9),
        ]
        #expect(ReviewSheet.csv(ReviewSheet.rows(products, below: 0.6)) == """
            id,name,kind,tagged_foods,confidence,foods,not_food,prepared,attributes
            r-1,Mystery Crunch,food,,0.00,,,,
            r-3,Dish Soap,non_food,,0.90,,,,

            """)
    }
}
