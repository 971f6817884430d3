import GRDB

/// A row of the `product` table; foods and labels are `|`-joined, weekdays `mon,tue` (or NULL for the shop's).
struct ProductRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "product"

    var id: String
    var shopId: String
    var name: String
    var nameEn: String
    var foods: String
    var packValue: Double
    var packUnit: String
    var packPieces: Int?
    var price: Int
    var stock: Int
    var labels: String
    var onSale: Bool
    var soldOut: Bool
    var deliveryWeekdays: String?
    var popularity: Int
    var origin: String?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let shopId = Column(CodingKeys.shopId)
        static let name = Column(CodingKeys.name)
        static let nameEn = Column(CodingKeys.nameEn)
        static let stock = Column(CodingKeys.stock)
        static let soldOut = Column(CodingKeys.soldOut)
        static let popularity = Column(CodingKeys.popularity)
    }

    init(_ product: Product) {
        id = product.id
        shopId = product.shopId
        name = product.name
        nameEn = product.nameEn
        foods = product.foods.joined(separator: "|")
        packValue = product.pack.value
        packUnit = product.pack.unit.rawValue
        packPieces = product.pack.pieces
        price = product.price
        stock = product.stock
        labels = product.labels.joined(separator: "|")
        onSale = product.onSale
        soldOut = product.soldOut
        deliveryWeekdays = product.deliveryWeekdays.map(Weekday.format)
        popularity = product.popularity
        origin = product.origin
    }

    var product: Product {
        Product(
            id: id, shopId: shopId, name: name, nameEn: nameEn,
            foods: foods.split(separator: "|").map(String.init),
            pack: PackSize(value: packValue, unit: PackSize.Unit(rawValue: packUnit) ?? .g, pieces: packPieces),
            price: price, stock: stock, labels: labels.split(separator: "|").map(String.init), onSale: onSale,
            soldOut: soldOut, deliveryWeekdays: deliveryWeekdays.flatMap { try? Weekday.parseList($0).get() },
            popularity: popularity, origin: origin)
    }
}

/// A row of the `productFood` table: which lexicon foods a product is, for lookups by food.
struct ProductFoodRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "productFood"

    var productId: String
    var foodId: String
    var position: Int

    enum Columns {
        static let productId = Column(CodingKeys.productId)
        static let foodId = Column(CodingKeys.foodId)
    }
}
