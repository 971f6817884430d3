import Catalog
import CatalogFeeds
import Testing

@Suite struct PackSizeReaderTests {
    @Test(arguments: [
        ("Whole Milk 1 gal", PackSize(value: 3785.41, unit: .ml)),
        ("Cheddar 12 oz", PackSize(value: 340.194, unit: .g)),
        ("Russet Potatoes 2 lb bag", PackSize(value: 907.184, unit: .g)),
        ("Large Eggs 6 ct", PackSize(value: 6, unit: .piece)),
        ("国産 豚こま切れ 約300g", PackSize(value: 300, unit: .g)),
        ("ミニトマト 1パック(8個入)", PackSize(value: 8, unit: .piece)),
        ("炭酸水 500ml×2", PackSize(value: 1000, unit: .ml, pieces: 2)),
        ("白菜 1/2カット", PackSize(value: 0.5, unit: .piece)),
        ("きゅうり 3本入り", PackSize(value: 3, unit: .piece)),
        ("Sparkling Water 6 x 12 fl oz", PackSize(value: 2129.292, unit: .ml, pieces: 6)),
        ("じゃがいも 3個 約500g", PackSize(value: 500, unit: .g, pieces: 3)),
        ("Ｌサイズ卵　１０個", PackSize(value: 10, unit: .piece)),
    ])
    func readsSizes(text: String, expected: PackSize) {
        #expect(PackSizeReader.read(text).pack == expected)
    }

    @Test func familyPackHasNoSize() {
        let reading = PackSizeReader.read("Chicken Thighs Family Pack")
        #expect(reading.pack == nil)
        #expect(reading.familyPack)
    }

    @Test func numbersWithoutUnitsAreNoSize() {
        #expect(PackSizeReader.read("V8 100% Vegetable Juice").pack == nil)
        #expect(PackSizeReader.read("Grapes").pack == nil)
    }
}
