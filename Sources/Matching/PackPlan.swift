public import Catalog
public import FoodLexicon
public import IngredientParsing
import Foundation

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

    init(_ need: borrowing LineNeed, pack: PackSize, food: borrowing Food?) {
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
        // A count compared with the pieces a pack states needs no weight in words.
        if pack.unit == .piece && (need.pieces != nil || (need.countedParts != nil && (pack.pieces ?? 0) > 0)) { return covers }
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
    /// How parts or a volume became grams (`via` puts it in words).
    var conversion: Conversion?
    /// Why the amount cannot be converted although it is written (`no weight known for a cup of basil`).
    var unknown: String?
    /// A part that is also a count (`4 slices`, `2枚`): a pack stating how many pieces it holds (a loaf of 8
    /// slices) is compared by the count, any other by the part's weight.
    var countedParts: Double?

    /// Units that count whole products when the product is sold by the piece.
    static let countedUnits: Set<String> = [
        "piece", "package", "can", "bag", "bottle", "jar", "box", "head", "bunch", "sheet", "slice", "fillet",
    ]
    /// Units that name a part of a product: without a known weight they cannot be compared with a pack.
    static let partUnits: Set<String> = ["leaf", "stalk", "rib", "sprig", "floret", "handful"]
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
        /// For a volume: the forms the line's words say (`chopped`, `packed`), read once for every food.
        var formsSaid: [String] = []
        /// The weight the line writes in brackets after a volume or a part (`1 cup (90 g)`, `2 slices (about 90g)`,
        /// `1枚（4g）`): what the cook measured, so it wins over typical weights.
        var writtenGrams: Double?

        init(_ parsed: borrowing ParsedIngredient, portions: borrowing Portions) {
            // A part kept in the name (`6 basil leaves`: part leaf) measures the line as its unit would.
            guard let unit = parsed.measure else {
                counted = true
                return
            }
            mayBePart = !LineNeed.notParts.contains(unit)
            isPart = LineNeed.partUnits.contains(unit)
            counted = LineNeed.countedUnits.contains(unit)
            if let volume = UnitTable.bundled.unit(code: unit), volume.dimension == .volume {
                millilitres = volume.factor
                formsSaid = portions.formsSaid(in: parsed.text)
            }
            // (Only a line with a bracket can write one.)
            if !LineNeed.massUnits.contains(unit), parsed.quantity != nil,
                parsed.text.utf8.contains(where: { $0 == 0x28 || $0 == 0xEF })
            {
                writtenGrams = LineNeed.bracketedGrams(parsed.text, after: parsed.measureText)
            }
        }
    }

    /// Mass unit words (lowercase) a bracketed weight may use, and grams in one.
    static let bracketMassUnits: [(word: String, grams: Double)] = [
        ("kg", 1000), ("grams", 1), ("gram", 1), ("gr", 1), ("g", 1), ("グラム", 1), ("ounces", 28.3495),
        ("ounce", 28.3495), ("oz", 28.3495), ("pounds", 453.592), ("pound", 453.592), ("lbs", 453.592), ("lb", 453.592),
    ]

    /// The first weight inside brackets that open after the unit as written (`(about 90g/3¼oz)` → 90): the
    /// weight of the whole amount. Brackets before the unit (`2 (6 oz) cans`) weigh one unit and are left alone.
    static func bracketedGrams(_ text: String, after unitText: String?) -> Double? {
        guard let unitText, !unitText.isEmpty, let unitRange = text.range(of: unitText) else { return nil }
        var rest = text[unitRange.upperBound...]
        while let open = rest.firstIndex(where: { $0 == "(" || $0 == "（" }) {
            let inside = rest[rest.index(after: open)...]
            let close = inside.firstIndex(where: { $0 == ")" || $0 == "）" }) ?? inside.endIndex
            if let grams = firstWeight(inside[..<close]) { return grams }
            rest = inside[close...]
            if rest.isEmpty { break }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// The first `number unit` weight of a bracket's text (`about 90g/3¼oz` → 90), in grams.
    static func firstWeight(_ text: Substring) -> Double? {
        let lower = text.lowercased()
        var index = lower.startIndex
        while index < lower.endIndex {
            guard lower[index].isASCII, lower[index].isNumber else {
                index = lower.index(after: index)
                continue
            }
            var end = index
            while end < lower.endIndex, lower[end].isASCII, lower[end].isNumber || lower[end] == "." {
                end = lower.index(after: end)
            }
            var number = Double(lower[index..<end])
            // A fraction (`1/2 lb`) is one number.
            if end < lower.endIndex, lower[end] == "/" {
                var denominatorEnd = lower.index(after: end)
                while denominatorEnd < lower.endIndex, lower[denominatorEnd].isASCII, lower[denominatorEnd].isNumber {
                    denominatorEnd = lower.index(after: denominatorEnd)
                }
                if let denominator = Double(lower[lower.index(after: end)..<denominatorEnd]), denominator > 0 {
                    number = number.map { $0 / denominator }
                    end = denominatorEnd
                }
            }
            var unitStart = end
            while unitStart < lower.endIndex, lower[unitStart] == " " { unitStart = lower.index(after: unitStart) }
            let tail = lower[unitStart...]
            if let number, number > 0,
               let unit = bracketMassUnits.first(where: { unit in
                   tail.hasPrefix(unit.word)
                       && !(tail.dropFirst(unit.word.count).first.map { $0.isASCII && $0.isLetter } ?? false)
               })
            {
                return number * unit.grams
            }
            index = end
        }
        return nil
    }

    init(_ parsed: borrowing ParsedIngredient, food: Food?, portions: borrowing Portions) {
        self = Self.of(parsed, food: food, portions: portions, kind: UnitKind(parsed, portions: portions))
    }

    /// What the line needs of `food`. (A function, not an initializer: its arguments are borrowed, so the food
    /// is read in place; a copy of a food costs a retain per field, once per candidate food.)
    static func of(
        _ parsed: borrowing ParsedIngredient, food: Food?, portions: borrowing Portions, kind: UnitKind
    ) -> LineNeed {
        LineNeed(
            parsed, foodId: food?.id, category: food?.category, density: food?.density,
            foodName: food?.english.first, portions: portions, kind: kind)
    }

    init(
        _ parsed: borrowing ParsedIngredient, foodId: String?, category: String?, density: Double?, foodName: String?,
        portions: borrowing Portions, kind: UnitKind
    ) {
        hasAmount = (parsed.quantity != nil || parsed.amount != nil) && !parsed.toTaste
        quantity = parsed.quantityMax ?? parsed.quantity
        unitText = parsed.measureText
        amount = parsed.amount
        liquid = category.map { Self.liquidCategories.contains($0) } ?? true
        guard hasAmount else { return }
        let unit = parsed.measure
        if let grams = kind.writtenGrams {
            // The weight the line writes beside its volume or part is what the cook measured (over the parse's
            // own conversion of a cup, too).
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(quantity: quantity ?? 1, written: "", grams: grams, per: grams, asWritten: true)
            // Products sold by the piece still count whole pieces as written (玉ねぎ 1個（200g）).
            if let quantity, kind.counted, !kind.isPart { pieces = quantity }
            return
        }
        if let quantity, let unit, let foodId, kind.mayBePart,
            let part = portions.partGrams(food: foodId, unit: unit, written: parsed.measureText)
        {
            // A part: through its typical weight (a leaf of lettuce, a 株 of 小松菜) …
            let grams = quantity * part.grams
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(
                quantity: quantity, written: parsed.measureText ?? unit, grams: grams, per: part.grams)
            // … unless the pack counts the same things (4 slices of a loaf sold as 8 slices).
            if kind.counted { countedParts = quantity }
            return
        }
        if let unit, kind.isPart {
            unknown = "no weight known for a \(unit) of \(foodName ?? parsed.name)"
            return
        }
        if let quantity, kind.counted { pieces = quantity }
        guard let quantity, let unit, let foodId, let perUnit = kind.millilitres, !liquid else { return }
        // A volume of a solid: its weight per cup as measured (chopped, packed), else its density.
        let millilitres = quantity * perUnit
        let found = portions.cupGrams(food: foodId, said: kind.formsSaid)
        if let found, found.said || density == nil {
            let cup = found.row
            let grams = millilitres * cup.grams / Portions.cupMillilitres
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(
                quantity: quantity, written: parsed.measureText ?? unit, grams: grams, per: cup.grams, cup: true,
                form: cup.form)
        } else if let density {
            amount = Amount(value: millilitres * density, dimension: .mass)
        } else {
            unknown = "no weight known for a \(parsed.measureText ?? unit) of \(foodName ?? foodId)"
        }
    }

    /// A part or a cup of a solid turned into grams, kept as numbers and put in words only for a shown reason.
    struct Conversion {
        var quantity: Double
        var written: String
        var grams: Double
        /// Grams in one part, or in one cup.
        var per: Double
        var cup = false
        var form: String?
        /// The line writes the weight itself (`1 cup (90 g)`).
        var asWritten = false
    }

    /// How parts or a volume became grams, in words (`4 leaves ≈ 60 g at 15 g each`).
    var via: String? {
        guard let c = conversion else { return nil }
        if c.asWritten { return "\(PackPlan.describe(c.grams, .g)) as written" }
        let head = "\(PackPlan.format(c.quantity)) \(c.written) ≈ \(PackPlan.describe(c.grams, .g)) "
        return c.cup
            ? head + "at \(PackPlan.format(c.per)) g a cup\(c.form.map { " " + $0 } ?? "")"
            : head + "at \(PackPlan.format(c.per)) g each"
    }

    /// Whether the need may differ between foods: a part, a count or a volume of a line (a weight, a bare number
    /// or no amount needs the same of every food).
    static func dependsOnFood(_ parsed: borrowing ParsedIngredient) -> Bool {
        guard let unit = parsed.measure, parsed.quantity != nil, !parsed.toTaste else { return false }
        return !massUnits.contains(unit)
    }

    static let massUnits: Set<String> = ["g", "kg", "mg", "oz", "lb"]

    /// Units that are never parts whatever a table says (weights and volumes).
    static let notParts: Set<String> = ["g", "kg", "mg", "oz", "lb", "ml", "l", "dl", "cl", "tsp", "tbsp", "cup", "cup_jp"]

    /// The amount in the pack's unit (grams, millilitres or pieces).
    func amount(in pack: PackSize, food: Food?) -> Double? {
        // Counted lines bought by the piece use the count as written (3 eggs, not 180 g / 60 g).
        if pack.unit == .piece, let pieces { return pieces }
        if pack.unit == .piece, let countedParts, (pack.pieces ?? 0) > 0 { return countedParts }
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
