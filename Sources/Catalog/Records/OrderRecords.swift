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
    /// The total at submission, in JPY.
    var total: Int
    /// Empty for submissions stored before `orders-v2`.
    var customerId: String

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let idempotencyKey = Column(CodingKeys.idempotencyKey)
        static let customerId = Column(CodingKeys.customerId)
        static let createdAt = Column(CodingKeys.createdAt)
        static let stationId = Column(CodingKeys.stationId)
        static let pickupDate = Column(CodingKeys.pickupDate)
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

/// A row of the `orderStatusChange` table: one status a shop order took, and when.
struct StatusChangeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "orderStatusChange"

    var orderId: String
    /// 0 for the status at submission, then 1, 2 …
    var position: Int
    var status: String
    var at: Date

    enum Columns {
        static let orderId = Column(CodingKeys.orderId)
        static let position = Column(CodingKeys.position)
    }
}
