/// A canonical food of the lexicon, named in Japanese and English.
public struct Food: Sendable, Hashable, Codable, Identifiable {
    /// Stable ASCII slug (`chicken-thigh`, `onion`, `soy-sauce`).
    public var id: String
    /// English names; the first is the display name.
    public var english: [String]
    /// Japanese names and spellings; the first is the display name.
    public var japanese: [String]
    /// The more general food (`pork-belly` → `pork`), if any.
    public var parent: String?
    public var category: String
    /// Kitchen staples most cooks already have (salt, water, oil, soy sauce).
    public var pantry: Bool
    /// Grams in one typical piece (an onion ≈ 200 g), when sold or counted by the piece.
    public var pieceGrams: Double?
    /// Grams per millilitre, for converting spoons and cups to grams.
    public var density: Double?

    public init(
        id: String, english: [String], japanese: [String], parent: String? = nil, category: String,
        pantry: Bool = false, pieceGrams: Double? = nil, density: Double? = nil
    ) {
        self.id = id
        self.english = english
        self.japanese = japanese
        self.parent = parent
        self.category = category
        self.pantry = pantry
        self.pieceGrams = pieceGrams
        self.density = density
    }
}
