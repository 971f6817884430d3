import Foundation
import GRDB

/// A row of the `orderSubmission` table: one submitted cart under its idempotency key.
struct SubmissionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "orderSubmission"

    var id: String
    var idempotencyKey: String
    var cartHash: String
    var createdAt: Date
    var pickupDate: String
    var stationId: String
    var total: Int

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let idempotencyKey = Column(CodingKeys.idempotencyKey)
    }
}

/// A row of the `shopOrder` table: the order a submission placed at one shop.
struct ShopOrderRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "shopOrder"

    var id: String
    var submissionId: String
    var position: Int
    var shopId: String
    var deadline: Date
    var subtotal: Int
    var status: String

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let submissionId = Column(CodingKeys.submissionId)
        static let position = Column(CodingKeys.position)
    }
}

/// A row of the `orderLine` table: one product of a shop order, with the price paid.
struct OrderLineRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "orderLine"

    var orderId: String
    var position: Int
    var productId: String
    var name: String
    var packs: Int
    var unitPrice: Int

    enum Columns {
        static let orderId = Column(CodingKeys.orderId)
        static let position = Column(CodingKeys.position)
    }
}
