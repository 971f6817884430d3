public import IngredientParsing
public import JSONWriting

/// What matching says about one ingredient line.
public enum MatchStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The best compatible candidate is good enough to put in a cart.
    case matched
    /// A kitchen staple of the pantry list (salt, soy sauce, water …) the cook is assumed to have.
    case pantry
    /// No compatible candidate scores above the threshold (an `alternative` may be offered).
    case unmatched
    /// Something the recipe makes itself (`sauce (recipe above)`, `たれ（作り方は下記）`, `煮汁`): nothing to buy.
    case madeInRecipe = "made_in_recipe"
    /// A line in a language Kaimono does not read (its code is the parse's `language`).
    case unsupportedLanguage = "unsupported_language"
}

/// One ingredient line matched: the parse, the status, the ranked candidates and, for an unmatched line,
/// the nearest product offered instead.
public struct IngredientMatch: Sendable, Hashable, JSONObject {
    public var parsed: ParsedIngredient
    public var status: MatchStatus
    /// Whether products of the line's own food were judged and none was near enough to buy or offer (beef round sold
    /// only in thin slices for `sirloin tip steaks`): set by the matcher, it words `noAlternative`.
    public internal(set) var ownFoodTooFar = false
    /// Compatible candidates first, then substitutes; best first within each.
    public var candidates: [MatchCandidate]
    /// For an unmatched line, the nearest substitute (`verdict` substitute, `note` says what differs);
    /// never bought.
    public var alternative: MatchCandidate? {
        get { rare?.alternative }
        set { rare = Rare.make(alternative: newValue, reading: reading) }
    }
    /// The reading of the line its candidates were planned for when `parsed` shows another (the line as written): the
    /// other choice (`18 small pattypan squash or 4 zucchini`: 4 zucchini), a part as its unit, the first of a list.
    /// `nil` when `parsed` is that reading. A cart adds up the reading's amount. Not part of the JSON.
    public var reading: ParsedIngredient? {
        get { rare?.reading }
        set { rare = Rare.make(alternative: alternative, reading: newValue) }
    }
    /// The other foods of a line giving one amount to each of several (`サトイモ、レンコン 各60g`: lotus root, 60 g),
    /// each matched as a line of its own (its `name` the food's words, its `text` the line's); empty otherwise. In
    /// the JSON only when not empty.
    public var also: [IngredientMatch] = []

    /// `alternative` and `reading`, which most lines have not, boxed: a result is returned up through several calls
    /// per line, each moving all of its bytes, and the two inline (a parse and a candidate) had made it more than
    /// twice its size. `nil` when both are (so that equal results compare equal whichever way they were built).
    private var rare: Rare?

    /// The boxed `alternative` and `reading` (`rare`); immutable, so a copied result shares it safely.
    private final class Rare: Sendable, Hashable {
        let alternative: MatchCandidate?
        let reading: ParsedIngredient?

        private init(_ alternative: MatchCandidate?, _ reading: ParsedIngredient?) {
            self.alternative = alternative
            self.reading = reading
        }

        /// A box of the two, or `nil` when neither is set.
        static func make(alternative: MatchCandidate?, reading: ParsedIngredient?) -> Rare? {
            alternative == nil && reading == nil ? nil : Rare(alternative, reading)
        }

        static func == (a: Rare, b: Rare) -> Bool { a.alternative == b.alternative && a.reading == b.reading }

        func hash(into hasher: inout Hasher) {
            hasher.combine(alternative)
            hasher.combine(reading)
        }
    }

    /// Shows `shown` as the line's parse, keeping the reading the candidates were planned for in `reading`.
    mutating func show(_ shown: ParsedIngredient) {
        if reading == nil { reading = parsed }
        parsed = shown
    }

    /// A match result.
    public init(
        parsed: ParsedIngredient, status: MatchStatus, candidates: [MatchCandidate], alternative: MatchCandidate? = nil
    ) {
        self.parsed = parsed
        self.status = status
        self.candidates = candidates
        rare = Rare.make(alternative: alternative, reading: nil)
    }

    /// For an unmatched line offered no alternative, that none is offered, in words; `nil` otherwise. When products of
    /// the line's own food are among its candidates (beef round sold in thin slices for `sirloin tip steaks`), they are
    /// sold but too far from the line to offer: the words say so, not that the food is not sold.
    public var noAlternative: String? {
        guard status == .unmatched, alternative == nil else { return nil }
        return ownFoodTooFar
            ? "this food is sold only in forms too far from the line's to offer instead"
            : "no product of this food or of a related food to offer instead"
    }

    /// The best candidate when the status is `matched`.
    public var best: MatchCandidate? { status == .matched ? candidates.first : nil }

    /// The parse's keys, then `status`, `candidates`, `alternative` and `noAlternative`, as `kaimono match`
    /// prints them.
    public func writeFields(to fields: inout JSONFieldWriter) throws {
        if fields.sortsKeys { return try writeSortedFields(to: &fields) }
        try fields.fields(of: parsed)
        try fields.field("status", status.rawValue)
        try fields.field("candidates", candidates)
        try fields.field("alternative", alternative)
        try fields.field("noAlternative", noAlternative)
        if !also.isEmpty { try fields.field("also", also) }
    }

    /// The same fields, the parse's among them, in key order: the fastest way into sorted output (a test
    /// checks that the two give the same object).
    private func writeSortedFields(to fields: inout JSONFieldWriter) throws {
        if !also.isEmpty { try fields.field("also", also) }
        try fields.field("alternative", alternative)
        try fields.field("amount", parsed.amount)
        try fields.field("candidates", candidates)
        try fields.field("comment", parsed.comment)
        try fields.field("food", parsed.food)
        try fields.field("group", parsed.group)
        try fields.field("language", parsed.language)
        try fields.field("name", parsed.name)
        try fields.field("noAlternative", noAlternative)
        try fields.field("optional", parsed.optional)
        try fields.field("part", parsed.part)
        try fields.field("preparation", parsed.preparation)
        try fields.field("quantity", parsed.quantity)
        try fields.field("quantityMax", parsed.quantityMax)
        try fields.field("size", parsed.size)
        try fields.field("status", status.rawValue)
        try fields.field("text", parsed.text)
        try fields.field("toTaste", parsed.toTaste)
        try fields.field("unit", parsed.unit)
        try fields.field("unitText", parsed.unitText)
    }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
