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
    var kind: String
    var confidence: Double?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let shopId = Column(CodingKeys.shopId)
        static let name = Column(CodingKeys.name)
        static let nameEn = Column(CodingKeys.nameEn)
        static let stock = Column(CodingKeys.stock)
        static let soldOut = Column(CodingKeys.soldOut)
        static let popularity = Column(CodingKeys.popularity)
        static let onSale = Column(CodingKeys.onSale)
        static let kind = Column(CodingKeys.kind)
        static let confidence = Column(CodingKeys.confidence)
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
        kind = product.kind.rawValue
        confidence = product.confidence
    }

    var product: Product {
        Product(
            id: id, shopId: shopId, name: name, nameEn: nameEn,
            foods: foods.split(separator: "|").map(String.init),
            pack: PackSize(value: packValue, unit: PackSize.Unit(rawValue: packUnit) ?? .g, pieces: packPieces),
            price: price, stock: stock, labels: labels.split(separator: "|").map(String.init), onSale: onSale,
            soldOut: soldOut, deliveryWeekdays: deliveryWeekdays.flatMap { try? Weekday.parseList($0).get() },
            popularity: popularity, origin: origin, kind: ProductKind(rawValue: kind) ?? .food,
            confidence: confidence)
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

/// A row of the `productOverride` table: what a person said about a product, applied on every import.
struct ProductOverrideRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "productOverride"

    var productId: String
    /// `|`-joined food ids, empty when the override says nothing of foods.
    var foods: String
    var notFood: Bool
    /// `prepared` or empty.
    var kind: String
    /// Attribute words added to the name when tagging (`冷凍`, `dried`).
    var attributes: String

    init(_ override: ProductOverride) {
        productId = override.productId
        foods = override.foods.joined(separator: "|")
        notFood = override.kind == .nonFood
        kind = override.kind?.rawValue ?? ""
        attributes = override.attributes
    }

    var override: ProductOverride {
        ProductOverride(
            productId: productId, foods: foods.split(separator: "|").map(String.init),
            kind: notFood ? .nonFood : ProductKind(rawValue: kind), attributes: attributes)
    }
}
