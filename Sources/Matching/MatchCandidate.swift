public import JSONWriting

/// One product proposed for an ingredient, with its score, the reasons in words, and the packs to buy.
public struct MatchCandidate: Sendable, Hashable, Codable, JSONObject {
    public var productId: String
    public var name: String
    public var shopId: String
    /// 0…1; the weighted sum of `components`.
    public var score: Double
    /// Why, in words: `food chicken-thigh`, `name overlap 0.82`, `2 × 300 g covers 500 g`.
    public var reasons: [String]
    /// Packs needed to cover the amount.
    public var packs: Int
    /// Price of those packs in JPY; 0 for a product without a price (a feed that has none), written `null`.
    public var price: Int
    /// Compatible (may be bought) or substitute (only offered instead).
    public var verdict: Verdict
    /// For a substitute, what differs, in words: `dried; the line asks for fresh`.
    public var note: String?
    /// A diet or allergen warning: `not labelled gluten-free; the line asks for gluten-free`.
    public var warning: String?
    /// The score's parts (not part of the JSON contract).
    public var components: ScoreComponents
    /// Compatible and as good as the best but for fit and popularity: among such products the cheapest covering
    /// purchase ranks first, and a cart buys the next of them when one cannot come (not part of the JSON contract).
    public var acceptable: Bool

    /// A candidate.
    public init(
        productId: String, name: String, shopId: String, score: Double, reasons: [String], packs: Int, price: Int,
        verdict: Verdict = .compatible, note: String? = nil, warning: String? = nil,
        components: ScoreComponents = ScoreComponents(), acceptable: Bool = false
    ) {
        self.productId = productId
        self.name = name
        self.shopId = shopId
        self.score = score
        self.reasons = reasons
        self.packs = packs
        self.price = price
        self.verdict = verdict
        self.note = note
        self.warning = warning
        self.components = components
        self.acceptable = acceptable
    }

    private enum CodingKeys: String, CodingKey {
        case productId, name, shopId, score, reasons, packs, price, verdict, note, warning
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        productId = try c.decode(String.self, forKey: .productId)
        name = try c.decode(String.self, forKey: .name)
        shopId = try c.decode(String.self, forKey: .shopId)
        score = try c.decode(Double.self, forKey: .score)
        reasons = try c.decode([String].self, forKey: .reasons)
        packs = try c.decode(Int.self, forKey: .packs)
        price = try c.decodeIfPresent(Int.self, forKey: .price) ?? 0
        verdict = try c.decodeIfPresent(Verdict.self, forKey: .verdict) ?? .compatible
        note = try c.decodeIfPresent(String.self, forKey: .note)
        warning = try c.decodeIfPresent(String.self, forKey: .warning)
        components = ScoreComponents()
        acceptable = false
    }

    /// The score rounded to three decimals; the components stay out of the JSON. In key order, so that
    /// sorted output needs no reordering.
    public func writeFields(to fields: inout JSONFieldWriter) throws {
        try fields.field("name", name)
        try fields.field("note", note)
        try fields.field("packs", packs)
        // (A product without a price, from a feed that has none, is written null: never ¥0, as if free.)
        try fields.field("price", price > 0 ? price : nil)
        try fields.field("productId", productId)
        try fields.field("reasons", reasons)
        try fields.field("score", (score * 1000).rounded() / 1000)
        try fields.field("shopId", shopId)
        try fields.field("verdict", verdict.rawValue)
        try fields.field("warning", warning)
    }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
