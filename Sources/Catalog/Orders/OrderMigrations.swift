import GRDB

extension KaimonoDatabase {
    /// The order tables. Lines name products without a foreign key, so replacing the catalog keeps old orders.
    /// Migrations are never edited once shipped; each change is a new one.
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
        // Customers, the status history of every shop order, and the indexes of the customer and
        // station views. Orders stored before get an empty customer and one history entry: their status
        // at their submission time.
        migrator.registerMigration("orders-v2") { db in
            try db.execute(sql: "ALTER TABLE orderSubmission ADD COLUMN customerId TEXT NOT NULL DEFAULT ''")
            try db.execute(sql: """
                CREATE INDEX orderSubmission_customer ON orderSubmission (customerId, createdAt, id)
                """)
            try db.execute(sql: """
                CREATE INDEX orderSubmission_station ON orderSubmission (stationId, pickupDate)
                """)
            try db.create(table: StatusChangeRecord.databaseTableName) { t in
                t.column("orderId", .text).notNull()
                    .references(ShopOrderRecord.databaseTableName, onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("status", .text).notNull()
                t.column("at", .datetime).notNull()
                t.primaryKey(["orderId", "position"])
            }
            try db.execute(sql: """
                INSERT INTO orderStatusChange (orderId, position, status, at)
                SELECT shopOrder.id, 0, shopOrder.status, orderSubmission.createdAt
                FROM shopOrder JOIN orderSubmission ON orderSubmission.id = shopOrder.submissionId
                """)
        }
    }
}
