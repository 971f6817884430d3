/// The parts of a match score, each 0…1, and the weights that sum them.
public struct ScoreComponents: Sendable, Hashable {
    /// Exact food 1, the recipe's food is the product's parent (pork → pork belly) 0.8, the product's
    /// food is more general (unsalted butter → butter) 0.7, a sibling 0.45, name only 0…0.45.
    public var identity: Double = 0
    /// Character-bigram (Japanese) or token (English) overlap of the ingredient name with the product name.
    public var name: Double = 0
    /// 1 when the product has the cut/form the line asks for, 0 on a conflict (sliced vs block), 0.6 neutral.
    public var modifiers: Double = 0.6
    /// 1 when the amount converts to the pack's unit, 0.2 when it does not.
    public var unit: Double = 1
    /// The share of the bought packs the recipe uses.
    public var fit: Double = 0.5
    /// Popularity / 100.
    public var popularity: Double = 0
    /// 1 when the product can be ordered (listed, in stock).
    public var available: Double = 1
    /// A factor below 1 for a conflicting or unasked modifier (block sold, sliced asked: 0.8).
    public var penalty: Double = 1

    /// Empty components.
    public init() {}

    /// Weights of the components; they sum to 1.
    public static let weights: (identity: Double, name: Double, modifiers: Double, unit: Double, fit: Double,
                                popularity: Double, available: Double) = (0.46, 0.22, 0.14, 0.06, 0.05, 0.03, 0.04)

    /// The score without fit and popularity (how well the product is what the line asks, not how much of it or
    /// how often it sells): products of equal quality are chosen by the cost of the packs that cover the line.
    public var quality: Double {
        let w = Self.weights
        return penalty * (w.identity * identity + w.name * name + w.modifiers * modifiers + w.unit * unit
            + w.available * available)
    }

    /// The quality without the name: among products of one food that share enough of the line's name, what
    /// the rest of a product's name says (a farm, `log-grown`, a brand) is no reason to pay more.
    public var qualityBesideName: Double {
        let w = Self.weights
        return penalty * (w.identity * identity + w.modifiers * modifiers + w.unit * unit + w.available * available)
    }

    /// The weighted sum, times the penalty.
    public var total: Double {
        let w = Self.weights
        return penalty * (w.identity * identity + w.name * name + w.modifiers * modifiers + w.unit * unit + w.fit * fit
            + w.popularity * popularity + w.available * available)
    }
}
