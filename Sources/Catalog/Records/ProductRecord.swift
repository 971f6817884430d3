import GRDB

/// A row of the `product` table; foods and labels are `|`-joined, weekdays `mon,tue` (or NULL for the shop's).
/// The same row in SQLite (GRDB) and in PostgreSQL (`PostgresStore`).
package struct ProductRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "product"

    package var id: String
    package var shopId: String
    package var name: String
    package var nameEn: String
    package var foods: String
    package var packValue: Double
    package var packUnit: String
    package var packPieces: Int?
    package var price: Int
    package var stock: Int
    package var labels: String
    package var onSale: Bool
    package var soldOut: Bool
    package var deliveryWeekdays: String?
    package var popularity: Int
    package var origin: String?
    package var kind: String
    package var confidence: Double?

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

    package init(_ product: Product) {
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

    /// A row read column by column (PostgreSQL's reader).
    package init(
        id: String, shopId: String, name: String, nameEn: String, foods: String, packValue: Double, packUnit: String,
        packPieces: Int?, price: Int, stock: Int, labels: String, onSale: Bool, soldOut: Bool, deliveryWeekdays: String?,
        popularity: Int, origin: String?, kind: String, confidence: Double?
    ) {
        (self.id, self.shopId, self.name, self.nameEn, self.foods) = (id, shopId, name, nameEn, foods)
        (self.packValue, self.packUnit, self.packPieces, self.price, self.stock) = (packValue, packUnit, packPieces, price, stock)
        (self.labels, self.onSale, self.soldOut, self.deliveryWeekdays) = (labels, onSale, soldOut, deliveryWeekdays)
        (self.popularity, self.origin, self.kind, self.confidence) = (popularity, origin, kind, confidence)
    }

    package var product: Product {
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
