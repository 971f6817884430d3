import Catalog
import FoodLexicon
import Foundation
import Ordering
import RecipeExtraction

/// A small catalog and lexicon built in code, and fixed times, shared by the Ordering tests.
///
/// Shops: `s-meat` (20:00 the day before, Mon–Sat), `s-veg` (08:00 on the day, daily), `s-weekday`
/// (20:00 the day before, Mon–Fri), `s-egg` (20:00 the day before, Tue/Thu/Sat), `s-pantry` (daily).
/// Stations: `st-a` daily, `st-b` Mon–Fri. 2026-11-24 is a Tuesday.
enum OrderingFixture {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600)!

    static func day(_ text: String) -> CalendarDay {
        guard let day = CalendarDay(iso: text) else { preconditionFailure("bad fixture date \(text)") }
        return day
    }

    /// An instant in Tokyo time, `2026-11-24T10:00`.
    static func tokyoTime(_ text: String) -> Date {
        guard let date = Timestamp.parse(text, timeZone: tokyo) else { preconditionFailure("bad fixture time \(text)") }
        return date
    }

    static func lexicon() throws -> Lexicon {
        try Lexicon(foods: [
            Food(id: "pork", english: ["pork"], japanese: ["豚肉"], category: "meat"),
            Food(id: "pork-komagire", english: ["pork scraps"], japanese: ["豚こま切れ肉", "豚こま"], parent: "pork",
                 category: "meat"),
            Food(id: "onion", english: ["onion"], japanese: ["玉ねぎ", "たまねぎ"], category: "vegetable",
                 pieceGrams: 200),
            Food(id: "tofu", english: ["tofu"], japanese: ["豆腐", "絹ごし豆腐"], category: "soy", pieceGrams: 300),
            Food(id: "egg", english: ["egg", "eggs"], japanese: ["卵", "たまご"], category: "egg", pieceGrams: 60),
            Food(id: "salt", english: ["salt"], japanese: ["塩"], category: "seasoning", pantry: true),
        ])
    }

    static func shop(_ id: String, _ days: Int, _ time: String, _ weekdays: String) -> Shop {
        Shop(
            id: id, name: id, nameEn: id, kind: "test",
            deadline: OrderDeadlineRule(daysBefore: days, time: time) ?? OrderDeadlineRule(daysBefore: 0, hour: 0, minute: 0)!,
            deliveryWeekdays: (try? Weekday.parseList(weekdays).get()) ?? [])
    }

    /// The catalog; `smallPork` adds a 200 g pack of the same pork (338 yen, dearer per gram than 400 g).
    static func catalog(porkStock: Int = 20, smallPork: Bool = false) -> CatalogSnapshot {
        var snapshot = CatalogSnapshot(
            timeZoneIdentifier: "Asia/Tokyo",
            shops: [
                shop("s-meat", 1, "20:00", "mon-sat"), shop("s-veg", 0, "08:00", "daily"),
                shop("s-weekday", 1, "20:00", "mon-fri"), shop("s-egg", 1, "20:00", "tue,thu,sat"),
                shop("s-pantry", 1, "20:00", "daily"),
            ],
            stations: [
                PickupStation(id: "st-a", name: "駅A", nameEn: "Station A", area: "渋谷区", openWeekdays: Weekday.allCases),
                PickupStation(id: "st-b", name: "駅B", nameEn: "Station B", area: "中野区",
                              openWeekdays: [.monday, .tuesday, .wednesday, .thursday, .friday]),
            ],
            products: [
                Product(id: "p-pork", shopId: "s-meat", name: "豚こま切れ肉 400g", nameEn: "Pork scraps 400 g",
                        foods: ["pork-komagire"], pack: PackSize(value: 400, unit: .g), price: 580, stock: porkStock,
                        labels: ["new", "limited"], popularity: 80),
                Product(id: "p-onion", shopId: "s-veg", name: "玉ねぎ 3個", nameEn: "Onions, 3",
                        foods: ["onion"], pack: PackSize(value: 3, unit: .piece, pieces: 3), price: 198, stock: 30,
                        popularity: 70),
                Product(id: "p-tofu", shopId: "s-weekday", name: "絹ごし豆腐", nameEn: "Silken tofu",
                        foods: ["tofu"], pack: PackSize(value: 1, unit: .piece), price: 120, stock: 30, popularity: 95),
                Product(id: "p-tofu-veg", shopId: "s-veg", name: "豆腐", nameEn: "Tofu",
                        foods: ["tofu"], pack: PackSize(value: 1, unit: .piece), price: 150, stock: 30, popularity: 5),
                Product(id: "p-egg", shopId: "s-egg", name: "たまご 6個", nameEn: "Eggs, 6",
                        foods: ["egg"], pack: PackSize(value: 6, unit: .piece, pieces: 6), price: 260, stock: 0,
                        popularity: 60),
                Product(id: "p-salt", shopId: "s-pantry", name: "塩 500g", nameEn: "Salt 500 g",
                        foods: ["salt"], pack: PackSize(value: 500, unit: .g), price: 110, stock: 30, popularity: 50),
            ])
        if smallPork {
            snapshot.upsert(Product(
                id: "p-pork-200", shopId: "s-meat", name: "豚こま切れ肉 200g", nameEn: "Pork scraps 200 g",
                foods: ["pork-komagire"], pack: PackSize(value: 200, unit: .g), price: 338, stock: 20, popularity: 80))
        }
        return snapshot
    }

    static func recipe(_ lines: [String], servings: Double? = nil, source: String = "test") -> Recipe {
        CartRequest.recipe(lines: lines, servings: servings, source: source)
    }

    static func builder(catalog: CatalogSnapshot = OrderingFixture.catalog()) throws -> CartBuilder {
        CartBuilder(catalog: catalog, lexicon: try lexicon())
    }
}
