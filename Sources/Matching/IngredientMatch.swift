public import IngredientParsing
public import JSONWriting

/// What matching says about one ingredient line.
public enum MatchStatus: String, Sendable, Hashable, Codable {
    /// The best candidate is good enough to put in a cart.
    case matched
    /// A kitchen staple (salt, soy sauce, water …) the cook most likely has.
    case pantry
    /// No candidate scores above the threshold.
    case unmatched
}

/// One ingredient line matched: the parse, the status and the ranked candidates.
public struct IngredientMatch: Sendable, Hashable, JSONObject {
    public var parsed: ParsedIngredient
    public var status: MatchStatus
    /// Best first.
    public var candidates: [MatchCandidate]

    /// A match result.
    public init(parsed: ParsedIngredient, status: MatchStatus, candidates: [MatchCandidate]) {
        self.parsed = parsed
        self.status = status
        self.candidates = candidates
    }

    /// The best candidate when the status is `matched`.
    public var best: MatchCandidate? { status == .matched ? candidates.first : nil }

    /// The parse's keys, then `status` and `candidates`, as `kaimono match` prints them.
    public func writeFields(to fields: inout JSONFieldWriter) throws {
        try fields.fields(of: parsed)
        try fields.field("status", status.rawValue)
        try fields.field("candidates", candidates)
    }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
