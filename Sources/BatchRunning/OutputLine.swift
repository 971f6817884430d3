internal import IngredientParsing

/// One ingredient of a batch output line: the parse's keys (`ParsedIngredient.encode(to:)`, so the
/// parse-line contract and the batch share one description), then `status`, `product` and `score`
/// (`null` without matching).
struct OutputLine: Encodable {
    var parsed: ParsedIngredient
    var outcome: MatchOutcome?

    /// The line with numbers JSON cannot hold (an overflowing amount) left out, as `null`.
    init(_ parsed: ParsedIngredient, outcome: MatchOutcome?) {
        var finite = parsed
        if let quantity = finite.quantity, !quantity.isFinite { finite.quantity = nil }
        if let high = finite.quantityMax, !high.isFinite { finite.quantityMax = nil }
        if let amount = finite.amount, !amount.value.isFinite { finite.amount = nil }
        self.parsed = finite
        self.outcome = outcome
    }

    private enum CodingKeys: String, CodingKey { case status, product, score }

    private struct Product: Encodable {
        var productId: String
        var name: String?
        var shopId: String?

        private enum CodingKeys: String, CodingKey { case productId, name, shopId }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(productId, forKey: .productId)
            try c.encode(name, forKey: .name)
            try c.encode(shopId, forKey: .shopId)
        }
    }

    func encode(to encoder: any Encoder) throws {
        try parsed.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(outcome?.status.rawValue, forKey: .status)
        try c.encode(outcome?.productId.map { Product(productId: $0, name: outcome?.productName, shopId: outcome?.shopId) }, forKey: .product)
        let score = outcome?.score.map { ($0 * 1000).rounded() / 1000 }
        try c.encode(score.flatMap { $0.isFinite ? $0 : nil }, forKey: .score)
    }
}
