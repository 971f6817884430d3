/// The columns a merchant feed may have. Only `id` and `name` are required.
public enum FeedField: String, Sendable, Hashable, CaseIterable {
    case id, name, price, category, size, brand
    case nameEn = "name_en"
    case stock
    case shopId = "shop_id"
    case labels
    case soldOut = "sold_out"
    case foods

    /// Headers read as this field without a `--column` mapping (compared lowercased, `-` and spaces as `_`).
    var aliases: [String] {
        switch self {
        case .id: ["id", "sku", "product_id", "item_id", "code", "jan", "upc", "barcode", "商品id", "商品コード"]
        case .name: ["name", "title", "product_name", "item_name", "product", "description", "商品名", "品名"]
        case .price: ["price", "sale_price", "unit_price", "価格", "税込価格", "売価"]
        case .category: ["category", "categories", "department", "aisle", "product_type", "カテゴリ", "カテゴリー", "売場"]
        case .size: ["size", "pack_size", "quantity", "net_weight", "weight", "volume", "容量", "内容量", "規格"]
        case .brand: ["brand", "brands", "manufacturer", "maker", "ブランド", "メーカー"]
        case .nameEn: ["name_en", "english_name", "title_en"]
        case .stock: ["stock", "inventory", "quantity_available", "在庫", "在庫数"]
        case .shopId: ["shop_id", "shop", "store_id", "seller_id", "店舗id"]
        case .labels: ["labels", "tags", "badges", "ラベル"]
        case .soldOut: ["sold_out", "out_of_stock", "品切れ"]
        case .foods: ["foods", "food_ids"]
        }
    }
}
