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
    /// Why a written amount could not be converted (`no weight known for a cup of basil`): one pack is planned.
    public var unknownAmount: String?

    /// A plan.
    public init(packs: Int, needed: Double?, convertible: Bool, reason: String, unknownAmount: String? = nil) {
        self.packs = packs
        self.needed = needed
        self.convertible = convertible
        self.reason = reason
        self.unknownAmount = unknownAmount
    }

    /// The share of what is bought that the recipe uses (1 = no leftover), when known.
    public func usage(packSize: Double) -> Double? {
        guard let needed, packSize > 0, packs > 0 else { return nil }
        return min(1, needed / (Double(packs) * packSize))
    }

    /// Plans packs of `pack` for the parsed ingredient; `food` supplies piece weight and density, `portions` the
    /// weights of parts (a lettuce leaf) and of cups of solids (chopped parsley).
    ///
    /// Amounts convert between grams, millilitres and pieces through the food's density and piece
    /// weight (the product's own pieces per pack when it states them). Parts convert through their typical
    /// weight, cups and spoons of a solid through its weight per cup, never through water's density. When
    /// nothing is known or nothing converts, one pack is planned and the reason says so.
    public static func plan(
        _ parsed: ParsedIngredient, pack: PackSize, food: Food?, portions: Portions = .bundled
    ) -> PackPlan {
        let need = LineNeed(parsed, food: food, portions: portions)
        let math = PackMath(need, pack: pack, food: food)
        return PackPlan(packs: math.packs, needed: math.needed, convertible: math.convertible,
                        reason: math.reason(need, pack: pack), unknownAmount: need.unknown)
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

    init(_ need: borrowing LineNeed, pack: PackSize, food: Food?) {
        perPack = pack.unit == .piece && (pack.pieces ?? 0) > 0 ? Double(pack.pieces ?? 1) : pack.value
        guard need.hasAmount, need.unknown == nil else {
            // No amount, or an amount nothing converts (a cup of an unknown solid): one pack; the cheapest
            // rule then picks the smallest.
            packs = 1
            needed = nil
            convertible = true
            return
        }
        guard let amount = need.amount(in: pack, food: food), amount > 0 else {
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

    func reason(_ need: borrowing LineNeed, pack: PackSize) -> String {
        if let unknown = need.unknown { return "\(unknown): 1 pack of the smallest size" }
        if convertible, needed == nil { return "no amount given: 1 pack" }
        let size = pack.unit == .piece ? PackPlan.describePieces(perPack) : PackPlan.describe(perPack, pack.unit)
        guard let needed else {
            let written = [need.quantity.map(PackPlan.format), need.unitText].compactMap { $0 }
                .joined(separator: " ")
            return "cannot compare \(written.isEmpty ? "the amount" : written) with \(size) packs: 1 pack"
        }
        let covers = "\(packs) × \(size) covers \(PackPlan.describe(needed, pack.unit))"
        return need.via.map { "\($0); \(covers)" } ?? covers
    }
}

/// How much of one food a line needs, before a pack is chosen: the same for every product of that food, so
/// the matcher works it out once per food.
struct LineNeed {
    /// A quantity is written and it is not `to taste`.
    var hasAmount: Bool
    /// The quantity as written (the top of a range) and its unit, for the words.
    var quantity: Double?
    var unitText: String?
    /// Whole pieces as counted (`3 eggs`, `玉ねぎ 2個`, `1 head lettuce`), for products sold by the piece.
    var pieces: Double?
    /// The amount in grams, millilitres or a count (the parse's, or grams from a part or a cup of a solid).
    var amount: Amount?
    /// A volume may be read with water's density (liquids, and lines whose food is unknown).
    var liquid: Bool
    /// How parts or a volume became grams, in words (`4 leaves ≈ 60 g at 15 g each`).
    var via: String?
    /// Why the amount cannot be converted although it is written (`no weight known for a cup of basil`).
    var unknown: String?

    /// Units that count whole products when the product is sold by the piece.
    static let countedUnits: Set<String> = [
        "piece", "package", "can", "bag", "bottle", "jar", "box", "head", "bunch", "sheet", "slice", "fillet",
    ]
    /// Units that name a part of a product: without a known weight they cannot be compared with a pack.
    static let partUnits: Set<String> = ["leaf", "stalk", "rib", "sprig", "floret"]
    /// Categories whose volumes may be read as water (seasonings, oils, drinks); solids never are.
    static let liquidCategories: Set<String> = ["seasoning", "oil", "beverage", "alcohol", "sweetener"]

    /// What the line's unit is, read once per line (the same for every food).
    struct UnitKind {
        /// The unit may be a part some food has a weight for (not a weight or a volume).
        var mayBePart = false
        /// A part unit: without a known weight it cannot be compared.
        var isPart = false
        /// No unit, or a unit that counts whole products.
        var counted = false
        /// Millilitres in one unit of a volume.
        var millilitres: Double?

        init(_ parsed: borrowing ParsedIngredient) {
            guard let unit = parsed.unit else {
                counted = true
                return
            }
            mayBePart = !LineNeed.notParts.contains(unit)
            isPart = LineNeed.partUnits.contains(unit)
            counted = LineNeed.countedUnits.contains(unit)
            if let volume = UnitTable.bundled.unit(code: unit), volume.dimension == .volume {
                millilitres = volume.factor
            }
        }
    }

    init(_ parsed: borrowing ParsedIngredient, food: Food?, portions: Portions) {
        self.init(parsed, food: food, portions: portions, kind: UnitKind(parsed))
    }

    init(_ parsed: borrowing ParsedIngredient, food: Food?, portions: Portions, kind: UnitKind) {
        hasAmount = (parsed.quantity != nil || parsed.amount != nil) && !parsed.toTaste
        quantity = parsed.quantityMax ?? parsed.quantity
        unitText = parsed.unitText
        amount = parsed.amount
        liquid = food.map { Self.liquidCategories.contains($0.category) } ?? true
        guard hasAmount else { return }
        let unit = parsed.unit
        if let quantity, let unit, let food, kind.mayBePart,
            let part = portions.partGrams(food: food.id, unit: unit, written: parsed.unitText)
        {
            // A part: through its typical weight (a leaf of lettuce, a 株 of 小松菜).
            let grams = quantity * part.grams
            amount = Amount(value: grams, dimension: .mass)
            via = "\(PackPlan.format(quantity)) \(parsed.unitText ?? unit) ≈ \(PackPlan.describe(grams, .g)) "
                + "at \(PackPlan.format(part.grams)) g each"
            return
        }
        if let unit, kind.isPart {
            unknown = "no weight known for a \(unit) of \(food?.english.first ?? parsed.name)"
            return
        }
        if let quantity, kind.counted { pieces = quantity }
        guard let quantity, let unit, let food, let perUnit = kind.millilitres, !liquid else { return }
        // A volume of a solid: its weight per cup as measured (chopped, packed), else its density.
        let millilitres = quantity * perUnit
        let found = portions.cupGrams(food: food.id, text: parsed.text)
        if let found, found.said || food.density == nil {
            let cup = found.row
            let grams = millilitres * cup.grams / Portions.cupMillilitres
            amount = Amount(value: grams, dimension: .mass)
            via = "\(PackPlan.format(quantity)) \(parsed.unitText ?? unit) ≈ \(PackPlan.describe(grams, .g)) "
                + "at \(PackPlan.format(cup.grams)) g a cup\(cup.form.map { " " + $0 } ?? "")"
        } else if let density = food.density {
            amount = Amount(value: millilitres * density, dimension: .mass)
        } else {
            unknown = "no weight known for a \(parsed.unitText ?? unit) of \(food.english.first ?? food.id)"
        }
    }

    /// Whether the need may differ between foods: a part, a count or a volume of a line (a weight, a bare number
    /// or no amount needs the same of every food).
    static func dependsOnFood(_ parsed: borrowing ParsedIngredient) -> Bool {
        guard let unit = parsed.unit, parsed.quantity != nil, !parsed.toTaste else { return false }
        return !massUnits.contains(unit)
    }

    static let massUnits: Set<String> = ["g", "kg", "mg", "oz", "lb"]

    /// Units that are never parts whatever a table says (weights and volumes).
    static let notParts: Set<String> = ["g", "kg", "mg", "oz", "lb", "ml", "l", "dl", "cl", "tsp", "tbsp", "cup", "cup_jp"]

    /// The amount in the pack's unit (grams, millilitres or pieces).
    func amount(in pack: PackSize, food: Food?) -> Double? {
        // Counted lines bought by the piece use the count as written (3 eggs, not 180 g / 60 g).
        if pack.unit == .piece, let pieces { return pieces }
        guard let amount else { return nil }
        let pieceGrams = PackPlan.pieceGrams(pack: pack, food: food)
        let density = food?.density ?? (liquid ? 1 : nil)
        switch (amount.dimension, pack.unit) {
        case (.mass, .g), (.volume, .ml), (.count, .piece):
            return amount.value
        case (.volume, .g):
            return density.map { amount.value * $0 }
        case (.mass, .ml):
            return amount.value / (food?.density ?? 1)
        case (.mass, .piece):
            return pieceGrams.map { amount.value / $0 }
        case (.count, .g):
            return pieceGrams.map { amount.value * $0 }
        case (.volume, .piece):
            guard let density else { return nil }
            return pieceGrams.map { amount.value * density / $0 }
        case (.count, .ml):
            return nil
        }
    }
}
