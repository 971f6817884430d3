public import Catalog
public import FoodLexicon

/// How the tagger reads one product name: its foods, what kind of product it is, its attributes, its pack,
/// and how sure the reading is.
public struct ProductTags: Sendable, Hashable {
    /// Lexicon food ids, the main food first; empty when no food was recognised.
    public var foods: [String]
    public var kind: ProductKind
    /// State, cut, diet claims and spec values (`AttributeExtractor`).
    public var attributes: FoodAttributes
    /// The pack size the text states, if any.
    public var pack: PackSize?
    /// The text calls it a family or value pack.
    public var familyPack: Bool
    /// 0–1: how sure the reading is (1 for foods given by the feed or an override).
    public var confidence: Double
    /// Words of the name no table explains (brand and marketing words removed): candidates for the lexicon.
    public var unknownWords: [String]
    /// Why the kind and foods were chosen, in words.
    public var reasons: [String]

    /// Tags.
    public init(
        foods: [String] = [], kind: ProductKind = .food, attributes: FoodAttributes = FoodAttributes(),
        pack: PackSize? = nil, familyPack: Bool = false, confidence: Double = 0, unknownWords: [String] = [],
        reasons: [String] = []
    ) {
        self.foods = foods
        self.kind = kind
        self.attributes = attributes
        self.pack = pack
        self.familyPack = familyPack
        self.confidence = confidence
        self.unknownWords = unknownWords
        self.reasons = reasons
    }
}
