import GRDB

/// The feed sink of `GRDBCatalogStore`: upserts products inside the import's transaction and remembers which
/// ids the feed listed in a temporary table, so memory stays flat however long the feed.
final class GRDBFeedSink: FeedSink {
    private let db: Database
    private(set) var summary = FeedImportSummary()
    /// Shops the feed's products belong to (a handful).
    private(set) var shops: Set<String> = []

    init(db: Database) throws {
        self.db = db
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS feedSeen(id TEXT PRIMARY KEY, line INTEGER NOT NULL)")
        try db.execute(sql: "DELETE FROM feedSeen")
    }

    // Statements prepared once per import (cached by the connection): a feed runs each once per product.
    private static let insertProduct = """
        INSERT INTO product (id, shopId, name, nameEn, foods, packValue, packUnit, packPieces, price, stock, labels,
            onSale, soldOut, deliveryWeekdays, popularity, origin, kind, confidence)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    func put(_ item: FeedProduct) throws -> FeedPutResult {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO feedSeen(id, line) VALUES (?, ?)")
            .execute(arguments: [item.product.id, item.line])
        if db.changesCount == 0 {
            let first = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT line FROM feedSeen WHERE id = ?"), arguments: [item.product.id])
            return .duplicate(firstLine: first ?? 0)
        }
        shops.insert(item.product.shopId)
        var product = item.product
        let select = try db.cachedStatement(sql: "SELECT * FROM product WHERE id = ?")
        guard let stored = try ProductRecord.fetchOne(select, arguments: [product.id])?.product else {
            let r = ProductRecord(product)
            try db.cachedStatement(sql: Self.insertProduct).execute(arguments: [
                r.id, r.shopId, r.name, r.nameEn, r.foods, r.packValue, r.packUnit, r.packPieces, r.price, r.stock,
                r.labels, r.onSale, r.soldOut, r.deliveryWeekdays, r.popularity, r.origin, r.kind, r.confidence,
            ])
            try writeSearchAndFoods(product, rowid: db.lastInsertedRowID, replacing: false)
            summary.added += 1
            return .added
        }
        // What the feed does not say stays as the store has it (stock, popularity, delivery days, origin).
        if !item.stockGiven { product.stock = stored.stock }
        product.popularity = stored.popularity
        product.deliveryWeekdays = product.deliveryWeekdays ?? stored.deliveryWeekdays
        product.origin = product.origin ?? stored.origin
        if product == stored {
            summary.unchanged += 1
            return .unchanged
        }
        try ProductRecord(product).update(db)
        if product.name != stored.name || product.nameEn != stored.nameEn || product.foods != stored.foods {
            let rowid = try Int64.fetchOne(db, sql: "SELECT rowid FROM product WHERE id = ?", arguments: [product.id])
            if let rowid { try writeSearchAndFoods(product, rowid: rowid, replacing: true) }
        }
        summary.changed += 1
        return .changed
    }

    private func writeSearchAndFoods(_ product: Product, rowid: Int64, replacing: Bool) throws {
        if replacing {
            try db.cachedStatement(sql: "DELETE FROM productSearch WHERE rowid = ?").execute(arguments: [rowid])
            try db.cachedStatement(sql: "DELETE FROM productFood WHERE productId = ?").execute(arguments: [product.id])
        }
        try db.cachedStatement(sql: "INSERT INTO productSearch(rowid, name, nameEn) VALUES (?, ?, ?)")
            .execute(arguments: [rowid, product.name, product.nameEn])
        let food = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO productFood(productId, foodId, position) VALUES (?, ?, ?)")
        for (position, id) in product.foods.enumerated() {
            try food.execute(arguments: [product.id, id, position])
        }
    }

    /// Takes products the feed did not list off sale; returns how many.
    func withdraw(_ withdrawal: FeedImportPlan.Withdrawal) throws -> Int {
        switch withdrawal {
        case .everything:
            try db.execute(sql: """
                UPDATE product SET onSale = 0 WHERE onSale = 1 AND id NOT IN (SELECT id FROM feedSeen)
                """)
        case .shopsOfFeed:
            guard !shops.isEmpty else { return 0 }
            let marks = Array(repeating: "?", count: shops.count).joined(separator: ",")
            try db.execute(
                sql: """
                    UPDATE product SET onSale = 0
                    WHERE onSale = 1 AND shopId IN (\(marks)) AND id NOT IN (SELECT id FROM feedSeen)
                    """,
                arguments: StatementArguments(shops.sorted()))
        }
        return db.changesCount
    }
}
