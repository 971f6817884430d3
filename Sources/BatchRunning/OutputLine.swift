internal import IngredientParsing
internal import JSONWriting

/// One ingredient of a batch output line: the parse's keys (`ParsedIngredient.encode(to:)`, so the
/// parse-line contract and the batch share one description), then `status`, `product`, `score` and
/// `alternative` (`null` without matching).
struct OutputLine: JSONObject {
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

    private struct Product: JSONObject {
        var productId: String
        var name: String?
        var shopId: String?

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.field("productId", productId)
            try fields.field("name", name)
            try fields.field("shopId", shopId)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    private struct Alternative: JSONObject {
        var alternative: MatchOutcome.Alternative

        func writeFields(to fields: inout JSONFieldWriter) throws {
            try fields.field("productId", alternative.productId)
            try fields.field("name", alternative.productName)
            try fields.field("shopId", alternative.shopId)
            try fields.field("note", alternative.note)
        }

        func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
    }

    func writeFields(to fields: inout JSONFieldWriter) throws {
        try fields.fields(of: parsed)
        try fields.field("status", outcome?.status.rawValue)
        let product = outcome?.productId.map { Product(productId: $0, name: outcome?.productName, shopId: outcome?.shopId) }
        try fields.field("product", product)
        let score = outcome?.score.map { ($0 * 1000).rounded() / 1000 }
        try fields.field("score", score.flatMap { $0.isFinite ? $0 : nil })
        try fields.field("alternative", outcome?.alternative.map(Alternative.init))
    }

    func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
