import Catalog
import FoodLexicon
import Foundation
import Suggestions

/// A small hand-built world: a lexicon, a catalog with two shops and a calendar, and recipe builders.
enum SuggestionFixtures {
    static let foods = [
        Food(id: "chicken", english: ["chicken"], japanese: ["鶏肉"], category: "meat"),
        Food(id: "chicken-thigh", english: ["chicken thigh"], japanese: ["鶏もも肉"], parent: "chicken", category: "meat"),
        Food(id: "chicken-breast", english: ["chicken breast"], japanese: ["鶏むね肉"], parent: "chicken", category: "meat"),
        Food(id: "onion", english: ["onion"], japanese: ["玉ねぎ"], category: "vegetable", pieceGrams: 200),
        Food(id: "leek", english: ["leek"], japanese: ["長ねぎ"], category: "vegetable", pieceGrams: 100),
        Food(id: "parsley", english: ["parsley"], japanese: ["パセリ"], category: "herb"),
        Food(id: "carrot", english: ["carrot"], japanese: ["にんじん"], category: "vegetable", pieceGrams: 150),
        Food(id: "salt", english: ["salt"], japanese: ["塩"], category: "seasoning", pantry: true),
        Food(id: "egg", english: ["egg"], japanese: ["卵"], category: "egg", pieceGrams: 60),
    ]

    static var lexicon: Lexicon {
        get throws { try Lexicon(foods: foods) }
    }

    static let everyDay = Weekday.allCases
    static let pickup = CalendarDay(year: 2026, month: 11, day: 24)!  // a Tuesday
    /// Sunday noon in Tokyo: before every deadline for Tuesday.
    static let now = Date(timeIntervalSince1970: 1_795_316_400)

    static let station = PickupStation(id: "st-a", name: "駅前", nameEn: "Station", area: "区", openWeekdays: everyDay)

    static func product(_ id: String, _ food: String, _ value: Double, _ unit: PackSize.Unit, shop: String = "s-meat",
                        pieces: Int? = nil, popularity: Int = 50, stock: Int = 10) -> Product {
        Product(
            id: id, shopId: shop, name: "\(food) \(id)", nameEn: "\(food) pack \(id)", foods: [food],
            pack: PackSize(value: value, unit: unit, pieces: pieces), price: 300, stock: stock, popularity: popularity)
    }

    static var catalog: CatalogSnapshot {
        let deadline = OrderDeadlineRule(daysBefore: 1, hour: 20, minute: 0)!
        return CatalogSnapshot(
            shops: [
                Shop(id: "s-meat", name: "肉屋", nameEn: "Butcher", kind: "butcher", deadline: deadline,
                     deliveryWeekdays: everyDay),
                // Vegetables come on Monday, Wednesday and Friday only: not on the Tuesday pickup.
                Shop(id: "s-veg", name: "八百屋", nameEn: "Greengrocer", kind: "greengrocer", deadline: deadline,
                     deliveryWeekdays: [.monday, .wednesday, .friday]),
            ],
            stations: [station],
            products: [
                product("p-thigh", "chicken-thigh", 300, .g, popularity: 80),
                product("p-thigh-big", "chicken-thigh", 600, .g, popularity: 40),
                product("p-breast", "chicken-breast", 300, .g),
                product("p-onion", "onion", 3, .piece),
                product("p-carrot", "carrot", 3, .piece, stock: 0),
                product("p-leek", "leek", 2, .piece, shop: "s-veg"),
                product("p-parsley", "parsley", 30, .g, shop: "s-veg"),
                product("p-egg", "egg", 10, .piece),
            ])
    }

    /// A line: `food` with an amount in grams (or pieces/millilitres), optional group and flags.
    static func line(
        _ food: String?, _ value: Double? = nil, _ unit: PackSize.Unit = .g, name: String? = nil, group: String? = nil,
        toTaste: Bool = false, status: IndexedIngredient.Status? = nil
    ) -> IndexedIngredient {
        let shown = name ?? food ?? "?"
        return IndexedIngredient(
            text: shown + (value.map { " \($0)" } ?? ""), name: shown, group: group, food: food,
            amount: value.map { IndexedAmount(value: $0, unit: unit) },
            status: status ?? (food == "salt" ? .pantry : .matched), toTaste: toTaste)
    }

    static func recipe(_ id: String, _ lines: [IndexedIngredient], servings: Double? = 2) -> IndexedRecipe {
        IndexedRecipe(
            id: id, title: "Recipe \(id)", source: "test/\(id).json", servings: servings, language: "en",
            origin: "test", ingredients: lines)
    }

    static func suggester(_ recipes: [IndexedRecipe]) throws -> RecipeSuggester {
        RecipeSuggester(index: SuggestionIndex(recipes: recipes, lexicon: try lexicon), catalog: catalog)
    }

    static func request(_ productId: String = "p-thigh", limit: Int = 10) -> SuggestionRequest {
        SuggestionRequest(
            product: catalog.product(id: productId)!, pickupDate: pickup, station: station, now: now, limit: limit)
    }
}
