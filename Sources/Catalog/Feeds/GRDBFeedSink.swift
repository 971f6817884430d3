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

    func put(_ item: FeedProduct) throws -> FeedPutResult {
        try db.execute(
            sql: "INSERT OR IGNORE INTO feedSeen(id, line) VALUES (?, ?)", arguments: [item.product.id, item.line])
        if db.changesCount == 0 {
            let first = try Int.fetchOne(db, sql: "SELECT line FROM feedSeen WHERE id = ?", arguments: [item.product.id])
            return .duplicate(firstLine: first ?? 0)
        }
        shops.insert(item.product.shopId)
        var product = item.product
        guard let stored = try ProductRecord.fetchOne(db, key: product.id)?.product else {
            try ProductRecord(product).insert(db)
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
            try db.execute(sql: "DELETE FROM productSearch WHERE rowid = ?", arguments: [rowid])
            try db.execute(sql: "DELETE FROM productFood WHERE productId = ?", arguments: [product.id])
        }
        try db.execute(
            sql: "INSERT INTO productSearch(rowid, name, nameEn) VALUES (?, ?, ?)",
            arguments: [rowid, product.name, product.nameEn])
        for (position, food) in product.foods.enumerated() {
            try ProductFoodRecord(productId: product.id, foodId: food, position: position)
                .insert(db, onConflict: .ignore)
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
