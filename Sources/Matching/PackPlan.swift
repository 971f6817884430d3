public import Catalog
public import FoodLexicon
public import IngredientParsing

/// How many packs of a product cover an ingredient's amount, and why, in words.
public struct PackPlan: Sendable, Hashable {
    /// Packs to buy (at least 1).
    public var packs: Int
    /// The amount needed in the pack's unit, when it could be converted.
    public var needed: Double?
    /// Whether the amount could be compared with the pack at all.
    public var convertible: Bool
    /// `2 × 300 g covers 500 g`, `amount unknown: 1 pack`.
    public var reason: String

    /// A plan.
    public init(packs: Int, needed: Double?, convertible: Bool, reason: String) {
        self.packs = packs
        self.needed = needed
        self.convertible = convertible
        self.reason = reason
    }

    /// The share of what is bought that the recipe uses (1 = no leftover), when known.
    public func usage(packSize: Double) -> Double? {
        guard let needed, packSize > 0, packs > 0 else { return nil }
        return min(1, needed / (Double(packs) * packSize))
    }

    /// Plans packs of `pack` for the parsed ingredient; `food` supplies piece weight and density.
    ///
    /// Amounts convert between grams, millilitres and pieces through the food's density and piece
    /// weight (the product's own pieces per pack when it states them). When nothing is known or
    /// nothing converts, one pack is planned and the reason says so.
    public static func plan(_ parsed: ParsedIngredient, pack: PackSize, food: Food?) -> PackPlan {
        let math = PackMath(parsed, pack: pack, food: food)
        return PackPlan(packs: math.packs, needed: math.needed, convertible: math.convertible,
                        reason: math.reason(parsed, pack: pack))
    }

    /// The amount in the pack's unit (grams, millilitres or pieces).
    static func neededAmount(_ parsed: ParsedIngredient, pack: PackSize, food: Food?) -> Double? {
        // Counted lines bought by the piece use the count as written (3 eggs, not 180 g / 60 g).
        if pack.unit == .piece, let quantity = parsed.quantityMax ?? parsed.quantity,
           parsed.unit == nil || parsed.unit == "piece" || parsed.unit == "package" || parsed.unit == "can"
            || parsed.unit == "bag" || parsed.unit == "bottle" || parsed.unit == "jar" || parsed.unit == "box"
            || parsed.unit == "head" || parsed.unit == "bunch" || parsed.unit == "sheet" || parsed.unit == "slice"
            || parsed.unit == "fillet"
        {
            return quantity
        }
        guard let amount = parsed.amount else { return nil }
        let pieceGrams = pieceGrams(pack: pack, food: food)
        switch (amount.dimension, pack.unit) {
        case (.mass, .g), (.volume, .ml), (.count, .piece):
            return amount.value
        case (.volume, .g):
            return amount.value * (food?.density ?? 1)
        case (.mass, .ml):
            return amount.value / (food?.density ?? 1)
        case (.mass, .piece):
            return pieceGrams.map { amount.value / $0 }
        case (.count, .g):
            return pieceGrams.map { amount.value * $0 }
        case (.volume, .piece):
            return pieceGrams.map { amount.value * (food?.density ?? 1) / $0 }
        case (.count, .ml):
            return nil
        }
    }

    /// Grams per piece: the product's own (pack weight / pieces) first, else the food's.
    static func pieceGrams(pack: PackSize, food: Food?) -> Double? {
        if pack.unit == .g, let pieces = pack.pieces, pieces > 0 { return pack.value / Double(pieces) }
        return food?.pieceGrams
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        return String((value * 10).rounded() / 10)
    }

    static func describe(_ value: Double, _ unit: PackSize.Unit) -> String {
        switch unit {
        case .g: value >= 1000 && value.truncatingRemainder(dividingBy: 100) == 0 ? format(value / 1000) + " kg" : format(value) + " g"
        case .ml: format(value) + " ml"
        case .piece: describePieces(value)
        }
    }

    static func describePieces(_ value: Double) -> String {
        value == 1 ? "1 pc" : format(value) + " pcs"
    }
}

/// The numbers of a pack plan, without the words (computed for every candidate; words only for the shown ones).
struct PackMath {
    var packs: Int
    var needed: Double?
    var convertible: Bool
    var perPack: Double

    init(_ parsed: ParsedIngredient, pack: PackSize, food: Food?) {
        perPack = pack.unit == .piece && (pack.pieces ?? 0) > 0 ? Double(pack.pieces ?? 1) : pack.value
        guard parsed.quantity != nil || parsed.amount != nil, !parsed.toTaste else {
            packs = 1
            needed = nil
            convertible = true
            return
        }
        guard let amount = PackPlan.neededAmount(parsed, pack: pack, food: food), amount > 0 else {
            packs = 1
            needed = nil
            convertible = false
            return
        }
        needed = amount
        convertible = true
        packs = max(1, Int((amount / perPack * 0.97).rounded(.up)))
    }

    /// The share of the bought packs the recipe uses, when known.
    var usage: Double? {
        guard let needed, perPack > 0 else { return nil }
        return min(1, needed / (Double(packs) * perPack))
    }

    func reason(_ parsed: ParsedIngredient, pack: PackSize) -> String {
        if convertible, needed == nil { return "no amount given: 1 pack" }
        let size = pack.unit == .piece ? PackPlan.describePieces(perPack) : PackPlan.describe(perPack, pack.unit)
        guard let needed else {
            let written = [parsed.quantity.map(PackPlan.format), parsed.unitText].compactMap { $0 }
                .joined(separator: " ")
            return "cannot compare \(written.isEmpty ? "the amount" : written) with \(size) packs: 1 pack"
        }
        return "\(packs) × \(size) covers \(PackPlan.describe(needed, pack.unit))"
    }
}
