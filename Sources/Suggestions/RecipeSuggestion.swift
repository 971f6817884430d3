public import IngredientParsing

/// One recipe suggested for a product: the score, the reasons in words, and how much of the rest of
/// the recipe can be had on the pickup date.
public struct RecipeSuggestion: Sendable, Hashable, Encodable {
    public var recipeId: String
    public var title: String?
    public var source: String
    public var servings: Double?
    /// 0…1, higher first.
    public var score: Double
    /// Why, in words (`main ingredient …`, `uses 300 g of this 300 g pack`, `6 of 7 other ingredients …`).
    public var reasons: [String]
    /// How much of the food the recipe uses (all its lines), when stated.
    public var usesAmount: Amount?
    /// The recipe's amount over one pack (1 = exactly one pack, 1.67 = more than one), when comparable.
    public var packShare: Double?
    /// Other ingredients (one per food; lines without a known food each count).
    public var otherIngredients: Int
    /// Other ingredients a product of which can be picked up on the date (pantry staples excluded).
    public var deliverableOthers: Int
    /// Other ingredients that are pantry staples.
    public var pantryOthers: Int
    /// The other ingredients that can be neither bought for the date nor taken from the pantry.
    public var missing: [String]
    /// The parts of the score (not part of the JSON contract).
    public var centrality: Double
    public var relation: Double

    /// A suggestion.
    public init(
        recipeId: String, title: String?, source: String, servings: Double?, score: Double, reasons: [String],
        usesAmount: Amount?, packShare: Double?, otherIngredients: Int, deliverableOthers: Int, pantryOthers: Int,
        missing: [String], centrality: Double = 0, relation: Double = 1
    ) {
        self.recipeId = recipeId
        self.title = title
        self.source = source
        self.servings = servings
        self.score = score
        self.reasons = reasons
        self.usesAmount = usesAmount
        self.packShare = packShare
        self.otherIngredients = otherIngredients
        self.deliverableOthers = deliverableOthers
        self.pantryOthers = pantryOthers
        self.missing = missing
        self.centrality = centrality
        self.relation = relation
    }

    private enum CodingKeys: String, CodingKey {
        case recipeId, title, source, servings, score, reasons, usesAmount, packShare, otherIngredients
        case deliverableOthers, pantryOthers, missing
    }

    // Every key is written, `null` when unknown, as the CLI contract requires.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(title, forKey: .title)
        try c.encode(source, forKey: .source)
        try c.encode(servings, forKey: .servings)
        try c.encode((score * 1000).rounded() / 1000, forKey: .score)
        try c.encode(reasons, forKey: .reasons)
        try c.encode(usesAmount, forKey: .usesAmount)
        try c.encode(packShare.map { ($0 * 100).rounded() / 100 }, forKey: .packShare)
        try c.encode(otherIngredients, forKey: .otherIngredients)
        try c.encode(deliverableOthers, forKey: .deliverableOthers)
        try c.encode(pantryOthers, forKey: .pantryOthers)
        try c.encode(missing, forKey: .missing)
    }
}
