import FoodLexicon
import Foundation
import Testing
@testable import Catalog

@Suite struct CatalogReaderTests {
    @Test func readsTheFixtureCatalog() throws {
        let catalog = try CatalogFixtures.snapshot()
        #expect(catalog.shops.count == 2)
        #expect(catalog.stations.count == 2)
        #expect(catalog.products.count == 4)
        #expect(catalog.exceptions.count == 3)
        let mackerel = try #require(catalog.product(id: "p-3"))
        #expect(mackerel == Product(
            id: "p-3", shopId: "s-fish", name: "塩さば 半身 2枚", nameEn: "Salted mackerel, 2 halves",
            foods: ["mackerel"], pack: PackSize(value: 2, unit: .piece, pieces: 2), price: 320, stock: 5,
            labels: ["limited"], onSale: true, soldOut: false, deliveryWeekdays: [.saturday], popularity: 40,
            origin: nil))
    }

    @Test func reportsEveryBadRowWithItsLine() throws {
        let base = try CatalogFixtures.snapshot()
        let csv = """
            id,shop_id,name,name_en,foods,pack_value,pack_unit,price,stock
            p-10,s-meat,牛こま 300g,Beef 300 g,beef-scraps,300,g,980,5
            p-11,s-nowhere,謎の肉,Mystery,beef,300,g,980,5
            p-12,s-meat,豚ひき肉,Ground pork,ground-pork,-5,kg,abc,5
            p-10,s-meat,牛こま 500g,Beef 500 g,beef-scraps,500,g,1500,5
            p-13,s-meat,名無し,No food,,100,g,100,1
            """
        let error = try #require(throws: CatalogError.self) {
            try CatalogReader(knownFoods: ["beef", "beef-scraps", "ground-pork"])
                .read(csv: csv, file: "new.csv", into: base)
        }
        #expect(error.code == "bad_rows")
        #expect(error.rows.map(\.line) == [3, 4, 4, 4, 5, 6])
        #expect(error.rows.map(\.message) == [
            "shop_id 's-nowhere' is not a shop of the catalog",
            "pack_unit 'kg' is not g, ml or piece",
            "pack_value '-5' is not a positive number",
            "price 'abc' is not a whole number",
            "duplicate product id 'p-10' (first at new.csv:2)",
            "foods is empty (name at least one lexicon food id)",
        ])
        #expect(error.message.contains("new.csv:3: shop_id 's-nowhere'"))
    }

    @Test func rejectsUnknownFoodsWhenTheLexiconIsGiven() throws {
        let base = try CatalogFixtures.snapshot()
        let csv = """
            id,shop_id,name,name_en,foods,pack_value,pack_unit,price,stock
            p-20,s-meat,ドラゴン肉,Dragon,dragon-meat,100,g,9999,1
            """
        let error = try #require(throws: CatalogError.self) {
            try CatalogReader(knownFoods: ["beef"]).read(csv: csv, file: "p.csv", into: base)
        }
        #expect(error.rows == [.init(
            file: "p.csv", line: 2, message: "food 'dragon-meat' is not in the lexicon (data/lexicon/foods.tsv)")])
    }

    @Test func unterminatedQuoteNamesItsLine() {
        let csv = "id,name,name_en,area,open_weekdays\nst-x,\"駅,daily\n"
        let error = #expect(throws: CatalogError.self) {
            try CatalogReader().read(csv: csv, file: "stations.csv")
        }
        #expect(error?.rows.first?.line == 2)
    }

    @Test func jsonlRoundTripsThroughTheWriter() throws {
        let catalog = try CatalogFixtures.snapshot()
        let text = try CatalogWriter().jsonl(catalog)
        #expect(text.hasPrefix("{\"type\":\"catalog\",\"timeZone\":\"Asia/Tokyo\"}\n{\"type\":\"shop\","))
        let again = try CatalogReader().read(jsonl: text, file: "catalog.jsonl")
        #expect(again == catalog)
    }

    @Test func csvRoundTripsThroughTheWriter() throws {
        let catalog = try CatalogFixtures.snapshot()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-csv-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogWriter().writeCSV(catalog, to: folder)
        #expect(try CatalogReader().read(url: folder) == catalog)
    }

    @Test func jsonlErrorsNameTheLine() {
        let text = """
            {"type":"catalog","timeZone":"Asia/Tokyo"}
            {"type":"shop","id":"s-1","name":"店","nameEn":"Shop","kind":"grocery"}
            {"type":"widget"}
            not json
            """
        let error = #expect(throws: CatalogError.self) {
            try CatalogReader().read(jsonl: text, file: "c.jsonl")
        }
        #expect(error?.rows.map(\.line) == [2, 3, 4])
        #expect(error?.rows.first?.message == "missing key 'deadline'")
    }
}

@Suite struct BundledCatalogTests {
    @Test func bundledCatalogIsCompleteAndNamesOnlyLexiconFoods() throws {
        let lexicon = try Lexicon.bundled()
        let catalog = try BundledCatalog.load(reader: CatalogReader(knownFoods: Set(lexicon.foods.map(\.id))))
        #expect(catalog.products.count >= 1500)
        #expect(catalog.shops.count >= 12)
        #expect(catalog.stations.count >= 10)
        #expect(catalog.products.contains { $0.soldOut })
        #expect(catalog.products.contains { $0.labels.contains("limited") })
        #expect(catalog.shops.contains { $0.deliveryWeekdays.count < 7 })
        #expect(catalog.timeZoneIdentifier == "Asia/Tokyo")
    }
}
