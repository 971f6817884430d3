public import Catalog

/// An ingredient line that cannot be bought for the pickup: why, the product meant, and when it could come.
public struct UnavailableItem: Sendable, Hashable, Codable {
    /// Why a line cannot be bought for the pickup date.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// Out of stock (or not enough), marked sold out, or withdrawn from sale.
        case soldOut = "sold_out"
        /// The shop does not deliver it to the station that day.
        case notDeliveredOnDate = "not_delivered_on_date"
        /// The shop's order deadline for that pickup has passed.
        case deadlinePassed = "deadline_passed"
        /// No product is close enough to the line (`alternative` may offer a substitute).
        case unmatched
        /// The product matched but its shop's feed gives no price: it can be suggested, not ordered.
        case noPrice = "no_price"
    }

    /// The ingredient line as written.
    public var ingredient: String
    public var reason: Reason
    /// The product that matched best, `nil` when unmatched.
    public var productId: String?
    public var productName: String?
    public var shopId: String?
    /// The first later date the product can be picked up at the station (deadline still open), if any.
    public var nextDeliverableDate: CalendarDay?
    /// The best product that can come on the pickup date instead, when one exists: the same thing in another
    /// size, form or shop, else (and always for an unmatched line) a substitute (`substitute` true, `note` says
    /// what differs), offered and never bought.
    public var alternative: CartAlternative?

    /// When no alternative is offered, that there is none, in words (`no other size or form of it can come that
    /// day`: no substitute either); `nil` when one is offered.
    public var noAlternative: String? {
        guard alternative == nil else { return nil }
        return reason == .unmatched
            ? "no product of this food and no substitute can come that day"
            : "no other size or form of it can come that day"
    }

    /// An unavailable line.
    public init(
        ingredient: String, reason: Reason, productId: String? = nil, productName: String? = nil,
        shopId: String? = nil, nextDeliverableDate: CalendarDay? = nil, alternative: CartAlternative? = nil
    ) {
        self.ingredient = ingredient
        self.reason = reason
        self.productId = productId
        self.productName = productName
        self.shopId = shopId
        self.nextDeliverableDate = nextDeliverableDate
        self.alternative = alternative
    }

    private enum CodingKeys: String, CodingKey {
        case ingredient, reason, productId, productName, shopId, nextDeliverableDate, alternative
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ingredient, forKey: .ingredient)
        try c.encode(reason, forKey: .reason)
        try c.encode(productId, forKey: .productId)
        try c.encode(productName, forKey: .productName)
        try c.encode(shopId, forKey: .shopId)
        try c.encode(nextDeliverableDate, forKey: .nextDeliverableDate)
        try c.encode(alternative, forKey: .alternative)
        var words = encoder.container(keyedBy: DerivedKeys.self)
        try words.encode(noAlternative, forKey: .noAlternative)
    }

    /// Keys written but never read back (derived from the others).
    private enum DerivedKeys: String, CodingKey {
        case noAlternative
    }
}
