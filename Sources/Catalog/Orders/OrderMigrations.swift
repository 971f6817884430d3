import GRDB

extension KaimonoDatabase {
    /// The order tables. Lines name products without a foreign key, so replacing the catalog keeps old orders.
    static func registerOrderMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("orders-v1") { db in
            try db.create(table: SubmissionRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("idempotencyKey", .text).notNull().unique()
                t.column("cartHash", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("pickupDate", .text).notNull()
                t.column("stationId", .text).notNull()
                t.column("total", .integer).notNull()
            }
            try db.create(table: ShopOrderRecord.databaseTableName) { t in
                t.primaryKey("id", .text)
                t.column("submissionId", .text).notNull().indexed()
                    .references(SubmissionRecord.databaseTableName, onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("shopId", .text).notNull()
                t.column("deadline", .datetime).notNull()
                t.column("subtotal", .integer).notNull()
                t.column("status", .text).notNull()
            }
            try db.create(table: OrderLineRecord.databaseTableName) { t in
                t.column("orderId", .text).notNull()
                    .references(ShopOrderRecord.databaseTableName, onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("productId", .text).notNull().indexed()
                t.column("name", .text).notNull()
                t.column("packs", .integer).notNull()
                t.column("unitPrice", .integer).notNull()
                t.primaryKey(["orderId", "position"])
            }
        }
    }
}
