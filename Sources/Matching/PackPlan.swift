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
    /// The amount is a typical weight, not one the line writes (a part, a cup of a solid, a weight to whole
    /// pieces, small pieces as usual ones): packs covering `estimateCoverage` of it cover it.
    public var estimated: Bool

    /// A plan.
    public init(
        packs: Int, needed: Double?, convertible: Bool, reason: String, unknownAmount: String? = nil,
        estimated: Bool = false
    ) {
        self.packs = packs
        self.needed = needed
        self.convertible = convertible
        self.reason = reason
        self.unknownAmount = unknownAmount
        self.estimated = estimated
    }

    /// The share of a written amount that whole packs must hold: 301 g does not buy a second 300 g pack.
    public static let writtenCoverage = 0.97
    /// The share of an estimated amount that whole packs must hold: a typical weight is good to about a tenth
    /// (a carrot weighs 100–200 g; a cup of green beans 100–110 g), so an estimate up to a tenth over whole packs
    /// is met by them: 160 g of carrots is one 150 g carrot and a cup of beans one 100 g bag, not two; 555 g of
    /// chicken is still two 300 g packs, not one of 500 g.
    public static let estimateCoverage = 1 / 1.1

    /// More packs than any shop holds: an amount past it (`1 (99999999999999999999 pound) roast`) plans this
    /// many, which no stock covers, instead of a number no `Int` holds.
    public static let maxPacks = 1_000_000_000

    /// Whole packs of `perPack` covering `amount`, with the slack its kind of amount allows (at most `maxPacks`).
    /// A written count of pieces in packs of pieces has none: 34 onions are not 33 (`pieces`).
    public static func packs(covering amount: Double, perPack: Double, estimated: Bool, pieces: Bool = false) -> Int {
        guard perPack > 0, !amount.isNaN else { return 1 }
        let coverage = estimated ? estimateCoverage : pieces ? 1 : writtenCoverage
        let packs = (amount / perPack * coverage - 1e-9).rounded(.up)
        guard packs < Double(maxPacks) else { return maxPacks }
        return max(1, Int(packs))
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
        let math = PackMath(need, pack: pack, food: FoodMeasures(food))
        return PackPlan(packs: math.packs, needed: math.needed, convertible: math.convertible,
                        reason: math.reason(need, pack: pack), unknownAmount: need.unknown, estimated: math.estimated)
    }

    /// Grams per piece: the product's own (pack weight / pieces) first, else the food's.
    static func pieceGrams(pack: PackSize, food: FoodMeasures) -> Double? {
        if pack.unit == .g, let pieces = pack.pieces, pieces > 0 { return pack.value / Double(pieces) }
        return food.pieceGrams
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

/// What converts a food's amounts: grams per piece and grams per millilitre, when the lexicon knows them.
struct FoodMeasures: Sendable {
    var pieceGrams: Double?
    var density: Double?

    init(_ food: borrowing Food?) {
        switch food {
        case .some(let known):
            pieceGrams = known.pieceGrams
            density = known.density
        case .none:
            pieceGrams = nil
            density = nil
        }
    }
}

/// The numbers of a pack plan, without the words (computed for every candidate; words only for the shown ones).
struct PackMath {
    var packs: Int
    var needed: Double?
    var convertible: Bool
    var perPack: Double
    /// The amount is a typical weight (see `PackPlan.estimated`).
    var estimated = false
    /// The packs hold pieces: a written count of them is covered whole, with no slack.
    var countsPieces = false
    /// Packs bought for counted containers of unknown size, at most (`24 cans` is a typo more often than a cart).
    static let maxContainerPacks = 12

    init(_ need: borrowing LineNeed, pack: PackSize, food: FoodMeasures) {
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
            // Containers of a size nothing converts (`2 jars pasta sauce`): a pack for each, or as many of a pack
            // of several pieces as hold them (`2 cans` from packs of 3 cans).
            if let containers = need.containers {
                let each = pack.unit == .piece && (pack.pieces ?? 0) > 1 ? Double(pack.pieces ?? 1) : 1
                packs = min(PackMath.maxContainerPacks, max(1, Int((containers / each).rounded(.up))))
            } else {
                packs = 1
            }
            needed = nil
            convertible = false
            return
        }
        needed = amount
        convertible = true
        estimated = need.isEstimate(in: pack)
        packs = PackPlan.packs(covering: amount, perPack: perPack, estimated: estimated, pieces: pack.unit == .piece)
        countsPieces = pack.unit == .piece
    }

    /// Whether the packs hold the whole need (at the written slack): of two purchases costing the same, the one
    /// that does not stop a typical weight's tenth short.
    var coversNeed: Bool {
        guard let needed else { return true }
        return Double(packs) * perPack >= needed * (countsPieces && !estimated ? 1 : PackPlan.writtenCoverage)
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
            if need.containers != nil {
                return "cannot compare \(written) with \(size) packs: \(packs == 1 ? "1 pack" : "\(packs) packs") for the \(written)"
            }
            return "cannot compare \(written.isEmpty ? "the amount" : written) with \(size) packs: 1 pack"
        }
        // An estimate a little over whole packs is met by them: `1 × 150 g ≈ 160 g, within a typical weight's tenth`.
        let short = estimated && Double(packs) * perPack < needed
        let covers = short
            ? "\(packs) × \(size) ≈ \(PackPlan.describe(needed, pack.unit)), "
                + (need.conversion?.containerSize == true
                    ? "within a tenth of the written \(need.unitText ?? "container") size" : "within a typical weight's tenth")
            : "\(packs) × \(size) covers \(PackPlan.describe(needed, pack.unit))"
        if need.bunchAsSold(pack), let count = need.countedParts {
            // `2 bunches cilantro`: two of the shop's bunches, whatever a bunch weighs elsewhere.
            let bunches = count == 1 ? "1 \(need.unitText ?? "bunch")" : "\(PackPlan.format(count)) \(need.unitText ?? "bunches")"
            return "\(bunches): a \(size) pack is a bunch as sold; \(packs) × \(size)"
        }
        if pack.unit == .piece, let count = need.smallCount, let small = need.smallSize, let pieces = need.pieces {
            // `じゃがいも 小4個`: 4 small ones weigh as 2.8 of a usual size.
            return "\(PackPlan.format(count)) \(small) ≈ \(PackPlan.describePieces(pieces)) of a usual size; "
                + covers
        }
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
    /// The line counts bunches (`2 bunches cilantro`, `ほうれん草 1束`): a pack about a bunch's weight is the
    /// shop's bunch (see `bunchAsSold`).
    var bunches = false
    /// Small pieces of produce counted as pieces of a usual size (`じゃがいも 小4個` → 2.8): the count and the size
    /// word as written.
    var smallCount: Double?
    var smallSize: String?
    /// The size word of whole pieces counted (`鯛 小4尾`: 小), for what a whole fish gives (`asFishPieces`).
    var pieceSize: String?
    /// A `plus` clause in another unit added to the amount (`plus 2 tbsp ≈ 28 g`), for the words.
    var addedText: String?
    /// Containers the line counts (`2 jars pasta sauce`, `3 cans coconut milk`): when their size is not known, one
    /// pack stands for each.
    var containers: Double?

    /// Categories whose pieces vary in size as grown: small ones may be bought as fewer usual ones.
    static let grownCategories: FewStrings = ["vegetable", "fruit"]

    /// Whether the line says `sliced` before its name (`6 sliced country bread`), not after it (`2 baguettes, sliced`).
    static func saysSlicedBeforeName(_ parsed: borrowing ParsedIngredient) -> Bool {
        guard let preparation = parsed.preparation, ByteSearch.contains(preparation.lowercased(), "sliced", wholeWord: true),
            !parsed.name.isEmpty
        else { return false }
        let text = parsed.text.lowercased()
        guard let sliced = ByteSearch.firstOffset(of: "sliced", in: text, wholeWord: true),
            let name = ByteSearch.firstOffset(of: parsed.name.lowercased(), in: text, wholeWord: false)
        else { return false }
        return sliced < name
    }
    /// How much more than its count of the shop's pieces an English line's written weight holds before the pieces
    /// are bought by weight.
    static let overCount = 1.5
    /// An English piece weighing under this share of the shop's piece (a grape of a bunch) is another thing than the
    /// shop's piece: the count is bought by weight.
    static let smallShareOfPiece = 3.0
    /// Produce: a written size of a can or package of it (`1 (10.75 ounce) can cream of celery soup`) does not
    /// weigh fresh pieces of it.
    static let producePieceCategories: FewStrings = ["vegetable", "fruit", "mushroom"]
    /// A piece of produce this heavy or more is never counted whole by the 枚 (a melon, a winter melon): without a
    /// slice's weight, its 枚 has none known. (Lighter produce, a pod of snow peas, is counted so.)
    static let wholeCountedBySheet = 500.0
    /// A pack weighing between these shares of a bunch's typical weight is a bunch as the shop sells it.
    static let bunchAsSoldRange = 0.5...2.0

    /// Foods bought by the spoonful (spices, herbs, baking goods): a can or package of 100 g or more named after one
    /// (`1 (4 ounce) can green chilies`, `1 (16 ounce) jar dill dip`, `1 (15 ounce) package yeast rolls`) is another
    /// product, so its size is not an amount of the food (one pack, as before).
    static let smallFoodCategories: FewStrings = ["spice", "herb", "baking"]
    static let smallFoodUnitLimit = 100.0

    /// Units that count whole products when the product is sold by the piece.
    static let countedUnits: FewStrings = [
        "piece", "package", "can", "bag", "bottle", "jar", "box", "head", "bunch", "sheet", "slice", "fillet",
    ]
    /// Units that name a part of a product: without a known weight they cannot be compared with a pack.
    static let partUnits: FewStrings = ["leaf", "stalk", "rib", "sprig", "floret", "handful"]
    /// Categories whose volumes may be read as water (seasonings, oils, drinks); solids never are.
    static let liquidCategories: FewStrings = ["seasoning", "oil", "beverage", "alcohol", "sweetener"]

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
        /// Forms that say how a cup is filled, not what is done to the food after measuring.
        static let fillingForms: FewStrings = ["packed"]

        /// The weight the line writes in brackets after a volume or a part (`1 cup (90 g)`, `2 slices (about 90g)`,
        /// `1枚（4g）`): what the cook measured, so it wins over typical weights.
        var writtenGrams: Double?
        /// The weight of one unit written in brackets before it (`2 (15 ounce) cans`, `1 (3 pound) beef
        /// tenderloin`): a size of the writer's shop, so the amount is the count times it, as an estimate.
        var unitGrams: Double?

        init(_ parsed: borrowing ParsedIngredient, portions: borrowing Portions) {
            // A part kept in the name (`6 basil leaves`: part leaf) measures the line as its unit would.
            guard let unit = parsed.measure else {
                self = parsed.comment.map { UnitKind(counting: parsed, comment: $0) } ?? UnitKind(counting: parsed)
                return
            }
            mayBePart = !LineNeed.notParts.contains(unit)
            isPart = LineNeed.partUnits.contains(unit)
            counted = LineNeed.countedUnits.contains(unit)
            if let volume = UnitTable.bundled.unit(code: unit), volume.dimension == .volume {
                millilitres = volume.factor
                // `½ cup mint leaves, finely chopped`, `1 cup walnuts, chopped`: measured as written before the
                // comma and cut after it. After a comma only how the cup is filled counts (`1 cup basil, packed`).
                if let comma = parsed.text.utf8.firstIndex(of: 0x2C) {
                    let after = portions.formsSaid(in: String(parsed.text[comma...]))
                    formsSaid = after.filter { Self.fillingForms.contains($0) }
                        + portions.formsSaid(in: String(parsed.text[..<comma]))
                } else {
                    formsSaid = portions.formsSaid(in: parsed.text)
                }
            }
            // (Only a line with a bracket can write one.)
            if !LineNeed.massUnits.contains(unit), let quantity = parsed.quantity,
                parsed.text.utf8.contains(where: { $0 == 0x28 || $0 == 0xEF })
            {
                writtenGrams = LineNeed.bracketedGrams(
                    parsed.text, after: parsed.measureText, count: parsed.quantityMax ?? quantity)
                if writtenGrams == nil, millilitres == nil {
                    unitGrams = LineNeed.unitBracketGrams(parsed.text, before: parsed.measureText)
                }
            }
            // `2 6-ounce cans`: the size joined to its number by a hyphen, without a bracket.
            if writtenGrams == nil, unitGrams == nil, millilitres == nil, !LineNeed.massUnits.contains(unit),
                parsed.quantity != nil, parsed.text.utf8.contains(0x2D)
            {
                unitGrams = LineNeed.hyphenSizeGrams(parsed.text, before: parsed.measureText)
            }
            // `1 head cabbage, about 2 pounds`, `かぼちゃ 1/4個、約300g`: the comment's weight, as a bracket's.
            if writtenGrams == nil, unitGrams == nil, counted, let quantity = parsed.quantity, let comment = parsed.comment {
                writtenGrams = LineNeed.commentGrams(
                    comment, count: parsed.quantityMax ?? quantity, times: LineNeed.saysTimes(parsed.text))
            }
        }

        /// A count with no unit (`1 free-range chicken (about 1.25kg)`, `2 acorn squash (1 pound each)`): the
        /// weight in brackets after the food's name is the whole amount's, or each piece's.
        init(counting parsed: borrowing ParsedIngredient) {
            counted = true
            guard let quantity = parsed.quantity, !parsed.name.isEmpty else { return }
            if parsed.text.utf8.contains(where: { $0 == 0x28 || $0 == 0xEF }) {
                writtenGrams = LineNeed.bracketedGrams(
                    parsed.text, after: parsed.name, count: parsed.quantityMax ?? quantity)
                if writtenGrams == nil { unitGrams = LineNeed.unitBracketGrams(parsed.text, before: parsed.name) }
            }
            // `1 3-pound chicken`: the size joined to its number by a hyphen.
            if writtenGrams == nil, unitGrams == nil, parsed.text.utf8.contains(0x2D) {
                unitGrams = LineNeed.hyphenSizeGrams(parsed.text, before: parsed.name)
            }
        }
        /// A count with no unit whose comment opens with a weight (`3 medium yams, about 1 pound`, `2 eggplants,
        /// about 1 pound each`): the whole amount's weight, or each piece's, as a bracket would say it.
        init(counting parsed: borrowing ParsedIngredient, comment: String) {
            self.init(counting: parsed)
            guard writtenGrams == nil, unitGrams == nil, let quantity = parsed.quantity else { return }
            writtenGrams = LineNeed.commentGrams(
                comment, count: parsed.quantityMax ?? quantity, times: LineNeed.saysTimes(parsed.text))
        }
    }

    /// Mass unit words (lowercase) a bracketed weight may use, and grams in one.
    static let bracketMassUnits: [(word: String, grams: Double)] = [
        ("kg", 1000), ("grams", 1), ("gram", 1), ("gr", 1), ("g", 1), ("グラム", 1), ("ounces", 28.3495),
        ("ounce", 28.3495), ("oz", 28.3495), ("pounds", 453.592), ("pound", 453.592), ("lbs", 453.592), ("lb", 453.592),
    ]

    /// The first weight inside brackets that open after the unit (or the name) as written (`(about 90g/3¼oz)`
    /// → 90): the weight of the whole amount, or of each of `count` when the bracket says so (`(about 30g
    /// each)`, `（1切れ60g）`, `（各100g）`). Brackets before the unit (`2 (6 oz) cans`) weigh one unit: see
    /// `unitBracketGrams`.
    static func bracketedGrams(_ text: String, after unitText: String?, count: Double = 1) -> Double? {
        guard let unitText, !unitText.isEmpty, let unitEnd = ByteSearch.end(of: unitText, in: text),
            Self.hasOpeningBracket(text.utf8[unitEnd...])
        else { return nil }
        var rest = text[unitEnd...]
        while let open = firstBracket(in: rest) {
            let inside = rest[rest.index(after: open)...]
            let close = firstBracket(in: inside, closing: true) ?? inside.endIndex
            // A weight after soaking or boiling (`（もどして250g）`, `(soaked, about 250 g)`) is not what is bought.
            if let grams = firstWeight(inside[..<close]), !saysPrepared(inside[..<close]) {
                return saysEach(inside[..<close], unitText: unitText) ? grams * max(count, 1) : grams
            }
            rest = inside[close...]
            if rest.isEmpty { break }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// Where the first bracket of `text` opens (`(`, or `（`: EF BC 88) or, when `closing`, closes (`)`, or `）`: EF BC
    /// 89). (Found by its bytes: looked for character by character, the brackets had cost the line more than the
    /// weights in them.)
    static func firstBracket(in text: Substring, closing: Bool = false) -> Substring.Index? {
        let ascii: UInt8 = closing ? 0x29 : 0x28
        let wide: UInt8 = closing ? 0x89 : 0x88
        let bytes = text.utf8
        var k = bytes.startIndex
        while k < bytes.endIndex {
            let byte = bytes[k]
            if byte == ascii { return k }
            if byte == 0xEF {
                let second = bytes.index(after: k)
                if second < bytes.endIndex, bytes[second] == 0xBC {
                    let third = bytes.index(after: second)
                    if third < bytes.endIndex, bytes[third] == wide { return k }
                }
            }
            k = bytes.index(after: k)
        }
        return nil
    }

    /// The weight in a bracket between the count and `follower` (the unit or the name as written), which weighs one
    /// of them: `2 (15 ounce) cans chickpeas` → 425 g a can, `1 (3 pound) beef tenderloin` → 1361 g. Only digits,
    /// fractions and spaces may come before the bracket and only spaces between it and the follower.
    static func unitBracketGrams(_ text: String, before follower: String?) -> Double? {
        guard let follower, !follower.isEmpty, Self.hasOpeningBracket(text.utf8[...]),
            let open = firstBracket(in: text[...]),
            text[..<open].allSatisfy({ $0.isNumber || $0 == " " || $0 == "/" || $0 == "." || vulgarFraction($0) != nil }),
            text[..<open].contains(where: { $0.isNumber || vulgarFraction($0) != nil })
        else { return nil }
        let inside = text[text.index(after: open)...]
        guard let close = firstBracket(in: inside, closing: true) else { return nil }
        let after = inside[inside.index(after: close)...].drop(while: { $0 == " " })
        guard after.hasPrefix(follower), !saysPrepared(inside[..<close]) else { return nil }
        // A weight written apart first (`(6-ounce [260 g])`: the metric), else one joined by a hyphen (`(15-ounce)`).
        return firstWeight(inside[..<close]) ?? firstWeight(inside[..<close], hyphen: true)
    }

    /// The size of one unit written with a hyphen between the count and `follower` (the unit or the name as written):
    /// `2 6-ounce cans tomato paste` → 170 g a can, `1 3-pound chicken` → 1361 g. Only the count (digits, fractions,
    /// spaces) may come before it, and only spaces after it.
    static func hyphenSizeGrams(_ text: String, before follower: String?) -> Double? {
        // (Bytes, not Foundation's search: a long name made it the line's slowest step.)
        guard let follower, !follower.isEmpty, let at = ByteSearch.start(of: follower, in: text) else { return nil }
        var before = text[..<at]
        // The size's other measure in brackets after it (`One 28-oz (800 g) can`) says the same.
        while before.last == " " { before.removeLast() }
        if before.last == ")", let open = before.lastIndex(of: "(") { before = before[..<open] }
        let tokens = before.split(separator: " ")
        func isNumber(_ token: Substring) -> Bool {
            !token.isEmpty && token.allSatisfy { $0.isNumber || $0 == "/" || $0 == "." || vulgarFraction($0) != nil }
        }
        // Before the size: the count (`1`, `One`), or the start of a range of sizes (`One 1½- to 1¾-pound`).
        func leads(_ token: Substring) -> Bool {
            isNumber(token) || Self.countWords.contains(token.lowercased()) || token == "to"
                || (token.hasSuffix("-") && isNumber(token.dropLast()))
        }
        // A space after the hyphen (`1 14- ounce can`) still writes one size.
        if tokens.count >= 3, let unit = tokens.last, unit.allSatisfy(\.isLetter),
            tokens[tokens.count - 2].hasSuffix("-"), isNumber(tokens[tokens.count - 2].dropLast()),
            tokens.dropLast(2).allSatisfy(leads)
        {
            return firstWeight(Substring(tokens[tokens.count - 2] + unit), hyphen: true)
        }
        guard tokens.count >= 2, let size = tokens.last, let dash = size.firstIndex(of: "-"),
            isNumber(size[..<dash]), tokens.dropLast().allSatisfy(leads)
        else { return nil }
        return firstWeight(size, hyphen: true)
    }

    /// Counters of whole pieces of produce, fish or meat a Japanese amount may write in brackets (`（1本）`).
    static let japanesePieceCounters: [String] = ["本", "個", "株", "玉", "尾", "匹", "房"]

    /// The count a bracketed Japanese comment is and nothing else (`1本`, `約2個`, `1/2個`, `１玉`); nil otherwise.
    static func japanesePieceCount(_ comment: String) -> Double? {
        var text = Substring(comment.trimmingSpaces)
        if text.hasPrefix("約") { text = text.dropFirst() }
        guard let counter = japanesePieceCounters.first(where: { text.hasSuffix($0) }) else { return nil }
        let number = halfWidth(String(text.dropLast(counter.count)))
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "/" || $0 == ".") }) else { return nil }
        if let slash = number.firstIndex(of: "/") {
            guard let n = Double(number[..<slash]), let d = Double(number[number.index(after: slash)...]), d > 0 else { return nil }
            return n / d > 0 ? n / d : nil
        }
        guard let value = Double(number), value > 0, value < 1000 else { return nil }
        return value
    }

    /// `text` with its full-width ASCII (`１．５`, `１／２`) written half-width, as a number is read.
    static func halfWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFF01...0xFF5E).contains($0.value) }) else { return text }
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0xFF01...0xFF5E).contains(scalar.value), let half = Unicode.Scalar(scalar.value - 0xFEE0) {
                folded.append(half)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    /// Words that count one or a few before a size (`One 3-pound pork loin`).
    static let countWords: FewStrings = ["a", "an", "one", "two", "three", "four"]

    /// Whether the UTF-8 bytes hold `(` or `（` (EF BC 88): a text without either has no bracket to read
    /// (either bracket is one scalar, with no other spelling).
    static func hasOpeningBracket(_ bytes: Substring.UTF8View) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            if byte == 0x28 || (byte == 0x88 && previous == (0xEF, 0xBC)) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Words a comment's weight may open with.
    static let aboutWords = ["about ", "approximately ", "approx. ", "roughly ", "around ", "some ", "約"]

    /// The weight a comment's first clause is (`about 1 pound`, `1 1/2 pounds each`, `約300g`), in grams: the whole
    /// amount's, or each of `count` when the clause says so. A clause saying anything else (`cut into 1 inch
    /// pieces`, `about 16 slices total`) has none.
    /// (`times` is read only for a comment that may weigh: most comments, `chopped`, are ASCII without a digit.)
    static func commentGrams(_ comment: String, count: Double, times: @autoclosure () -> Bool = false) -> Double? {
        // An ASCII comment without a digit opens with no number and holds no weight; another is read in full.
        guard comment.utf8.contains(where: { $0 >= 0x80 || ($0 >= 0x30 && $0 <= 0x39) }) else { return nil }
        var clause = Substring(comment.lowercased())
        if let comma = clause.firstIndex(where: { $0 == "," || $0 == "、" || $0 == ";" }) { clause = clause[..<comma] }
        clause = clause.drop(while: { $0 == " " })
        for word in aboutWords where clause.hasPrefix(word) {
            clause = clause.dropFirst(word.count)
            break
        }
        var times = times()
        // `鮭 2 x 100g`: the comment keeps the sign.
        if let sign = clause.first, sign == "x" || sign == "×", clause.dropFirst().first.map({ $0 == " " || $0.isNumber }) == true {
            clause = clause.dropFirst().drop(while: { $0 == " " })
            times = true
        }
        guard let first = clause.first, first.isNumber || vulgarFraction(first) != nil,
            let grams = firstWeight(clause), !saysPrepared(clause)
        else { return nil }
        // Nothing but the weight and `each`/`total`: `1 pound, cubed` stops at the comma already.
        let words = clause.split(whereSeparator: { !$0.isLetter }).map(String.init)
        let said = Set(words).subtracting(bracketMassUnits.map(\.word))
        guard said.isSubset(of: ["each", "apiece", "total", "weight", "in", "all"]) else { return nil }
        return times || said.contains("each") || said.contains("apiece") ? grams * count : grams
    }

    /// Whether the line counts times a size (`4 x 200g/7oz rib-eye steaks`, `½ x 400g can`, `2×100g`): its weight
    /// is each one's.
    static func saysTimes(_ text: String) -> Bool {
        let rest = text.drop(while: { $0.isNumber || $0 == " " || $0 == "/" || $0 == "." || vulgarFraction($0) != nil })
        // (Something dropped: compared by index, not by counting the characters of both.)
        guard rest.startIndex > text.startIndex, let sign = rest.first, sign == "x" || sign == "×" || sign == "X" else { return false }
        let after = rest.dropFirst().drop(while: { $0 == " " })
        return after.first?.isNumber == true
    }

    /// Japanese stems and English words saying a bracket's weight is of the food once soaked, boiled or cooked.
    static let preparedStems = ["もど", "戻", "ゆで", "茹で", "炊い", "炊き"]
    static let preparedWords: FewStrings = ["soaked", "rehydrated", "reconstituted", "cooked", "boiled", "drained"]

    /// Whether a bracket says its weight is of the food after soaking or cooking (干し椎茸 中12個（もどして250g）: a
    /// dried food swells four- to fivefold), so the line is bought by its count instead.
    static func saysPrepared(_ bracket: Substring) -> Bool {
        let lower = bracket.lowercased()
        // (Foundation's search only where a Japanese stem can be: no ASCII text is one, in any spelling.)
        if !lower.utf8.allSatisfy({ $0 < 0x80 }), preparedStems.contains(where: { lower.contains($0) }) { return true }
        return lower.split(whereSeparator: { !$0.isLetter }).contains { preparedWords.contains(String($0)) }
    }

    /// Whether a bracket's weight is of one piece: `each`/`apiece`, 各 or ずつ, or one of the unit before the
    /// weight (`1切れ60g` after `4切れ`).
    static func saysEach(_ bracket: Substring, unitText: String) -> Bool {
        let lower = bracket.lowercased()
        if !lower.utf8.allSatisfy({ $0 < 0x80 }), lower.contains("各") || lower.contains("ずつ") { return true }
        let words = lower.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        if words.contains("each") || words.contains("apiece") { return true }
        let trimmed = lower.drop(while: { $0 == " " || $0 == "約" })
        for one in ["1", "１"] where trimmed.hasPrefix(one + unitText.lowercased()) { return true }
        return false
    }

    /// The first `number unit` weight of a bracket's text (`about 90g/3¼oz` → 90), in grams.
    static func firstWeight(_ text: Substring, hyphen: Bool = false) -> Double? {
        // A weight starts at an ASCII digit or a vulgar fraction (C2 BC–BE, E2 85 93/94/9B): most brackets
        // (`(optional)`, `(chopped)`) hold none of their bytes, and are passed over before lowercasing.
        guard text.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0xC2 || $0 == 0xE2 }) else { return nil }
        let lower = text.lowercased()
        var index = lower.startIndex
        while index < lower.endIndex {
            if let fraction = vulgarFraction(lower[index]) {
                // `½ lb`
                var unitStart = lower.index(after: index)
                while unitStart < lower.endIndex, lower[unitStart] == " " { unitStart = lower.index(after: unitStart) }
                if let grams = massUnitGrams(lower[unitStart...]) { return fraction * grams }
                index = lower.index(after: index)
                continue
            }
            guard lower[index].isASCII, lower[index].isNumber else {
                index = lower.index(after: index)
                continue
            }
            var end = index
            while end < lower.endIndex, lower[end].isASCII, lower[end].isNumber || lower[end] == "." {
                end = lower.index(after: end)
            }
            var number = Double(lower[index..<end])
            // `.25 ounce` is a quarter ounce, not 25.
            if index > lower.startIndex, lower[lower.index(before: index)] == ".",
                lower.index(before: index) == lower.startIndex
                    || !lower[lower.index(before: lower.index(before: index))].isNumber
            {
                number = Double("0." + lower[index..<end])
            }
            // A mixed number is one number: `3½ pounds`, `4 ½ ounces`, `1 1/2 pounds`.
            if end < lower.endIndex, let fraction = vulgarFraction(lower[end]) {
                number = number.map { $0 + fraction }
                end = lower.index(after: end)
            } else if end < lower.endIndex, lower[end] == " ", lower.index(after: end) < lower.endIndex,
                let fraction = vulgarFraction(lower[lower.index(after: end)])
            {
                number = number.map { $0 + fraction }
                end = lower.index(end, offsetBy: 2)
            } else if end < lower.endIndex, lower[end] == " " || lower[end] == "-",
                let mixed = simpleFraction(lower[lower.index(after: end)...])
            {
                // (`4-1/2 ounces`, as packaging writes it, too.)
                number = number.map { $0 + mixed.value }
                end = mixed.end
            }
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
            // `(15-ounce)`: one hyphen may join the number to its unit, in a size of one unit.
            if hyphen, unitStart < lower.endIndex, lower[unitStart] == "-" { unitStart = lower.index(after: unitStart) }
            while unitStart < lower.endIndex, lower[unitStart] == " " { unitStart = lower.index(after: unitStart) }
            if let number, number > 0, let grams = massUnitGrams(lower[unitStart...]) {
                return number * grams
            }
            index = end
        }
        return nil
    }

    /// Grams in the mass unit word the text starts with (`lb`, `ounces`, `g`), if it does.
    static func massUnitGrams(_ tail: Substring) -> Double? {
        bracketMassUnits.first(where: { unit in
            tail.hasPrefix(unit.word)
                && !(tail.dropFirst(unit.word.count).first.map { $0.isASCII && $0.isLetter } ?? false)
        })?.grams
    }

    static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125,
    ]
    /// `vulgarFractions[character]`, without hashing the character when it is ASCII (most are).
    @inline(__always)
    static func vulgarFraction(_ character: Character) -> Double? {
        guard let lead = character.utf8.first, lead >= 0x80 else { return nil }
        return vulgarFractions[character]
    }

    /// `n/d` at the start of the text (`1/2 pounds` → 0.5 and the index after `2`), for a mixed number.
    static func simpleFraction(_ text: Substring) -> (value: Double, end: Substring.Index)? {
        var slash = text.startIndex
        while slash < text.endIndex, text[slash].isASCII, text[slash].isNumber { slash = text.index(after: slash) }
        guard slash > text.startIndex, slash < text.endIndex, text[slash] == "/" else { return nil }
        var end = text.index(after: slash)
        while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
        guard let numerator = Double(text[..<slash]), let denominator = Double(text[text.index(after: slash)..<end]),
            denominator > 0, numerator < denominator
        else { return nil }
        return (numerator / denominator, end)
    }

    init(_ parsed: borrowing ParsedIngredient, food: Food?, portions: borrowing Portions) {
        self = Self.of(parsed, food: food, portions: portions, kind: UnitKind(parsed, portions: portions))
    }

    /// What the line needs of `food`. (A function, not an initializer: its arguments are borrowed, so the food
    /// is read in place; a copy of a food costs a retain per field, once per candidate food.)
    static func of(
        _ parsed: borrowing ParsedIngredient, food: Food?, portions: borrowing Portions, kind: UnitKind
    ) -> LineNeed {
        var need = LineNeed(
            parsed, foodId: food?.id, category: food?.category, density: food?.density, pieceGrams: food?.pieceGrams,
            foodName: food?.english.first, portions: portions, kind: kind)
        if let more = parsed.addedMeasure { need.add(more, of: parsed, food: food, portions: portions, kind: kind) }
        return need
    }

    /// `1 stick plus 2 tablespoons butter`: the clause's measure weighed as a line of its own (spoons of a solid
    /// through its cup weight, a part through its weight) and added when both come to grams, or both to
    /// millilitres; otherwise the line's own amount stands.
    mutating func add(
        _ more: ParsedIngredient.AddedMeasure, of parsed: borrowing ParsedIngredient, food: Food?,
        portions: borrowing Portions, kind: UnitKind
    ) {
        guard unknown == nil, kind.writtenGrams == nil, let base = amount, base.dimension != .count else { return }
        // The clause as the parser reads a line of this food: its amount by the parser's own reckoning.
        let clause = ParsedIngredient(
            text: parsed.measureText.map { "\(PackPlan.format(more.quantity)) \($0)" } ?? "", name: parsed.name,
            quantity: more.quantity, unit: more.unit, food: parsed.food,
            amount: IngredientParser.amount(more.quantity, unit: UnitTable.bundled.unit(code: more.unit), food: food),
            language: parsed.language)
        var clauseKind = UnitKind(clause, portions: portions)
        if clauseKind.millilitres != nil { clauseKind.formsSaid = kind.formsSaid }
        let extra = LineNeed(
            clause, foodId: food?.id, category: food?.category, density: food?.density, pieceGrams: food?.pieceGrams,
            foodName: food?.english.first, portions: portions, kind: clauseKind)
        guard extra.unknown == nil, let added = extra.amount, added.dimension == base.dimension, added.value > 0 else {
            return
        }
        amount = Amount(value: base.value + added.value, dimension: base.dimension)
        pieces = nil
        countedParts = nil
        bunches = false
        let unit = more.unit
        addedText = "plus \(PackPlan.format(more.quantity)) \(unit)"
            + (base.dimension == .mass ? " ≈ \(PackPlan.describe(added.value, .g))" : "")
    }

    init(
        _ parsed: borrowing ParsedIngredient, foodId: String?, category: String?, density: Double?, pieceGrams: Double?,
        foodName: String?, portions: borrowing Portions, kind: UnitKind
    ) {
        // A number the line writes is the amount even when it adds `or as needed` / `or more to taste`.
        hasAmount = parsed.quantity != nil || (parsed.amount != nil && !parsed.toTaste)
        // A measure written without a number (`handful basil`) has an amount and no quantity: one of it.
        // With more of it asked after `plus` (`1 egg plus 3 egg yolks`: 4 eggs).
        quantity = parsed.quantityMax ?? parsed.quantity.map { $0 + (parsed.addedQuantity ?? 0) }
            ?? (parsed.amount != nil ? 1 : nil)
        unitText = parsed.measureText
        amount = parsed.amount
        liquid = category.map { Self.liquidCategories.contains($0) } ?? true
        guard hasAmount else { return }
        let unit = parsed.measure
        // `600 tomatoes`, `125 of almond powder`: a count no kitchen uses (its pieces would weigh 10 kg or more), or a
        // number of twenty or more followed by `of`, is grams whose unit the page lost.
        // (A piece an English recipe counts weighs as its own row says: 20 grapes are no 20 bunches.)
        if parsed.language == "en", unit == nil, let quantity, quantity >= Self.lostUnitFloor, parsed.quantityMax == nil {
            let each = foodId.flatMap { portions.partGrams(food: $0, unit: Portions.englishPiece, written: nil)?.grams }
                ?? pieceGrams
            if (each.map { quantity * $0 >= Self.implausibleCountGrams } ?? false) || Self.numberThenOf(parsed.text) {
                amount = Amount(value: quantity, dimension: .mass)
                conversion = Conversion(quantity: quantity, written: "", grams: quantity, per: each ?? 0, lostUnit: true)
                return
            }
        }
        if let unit, Self.containerUnits.contains(unit), let quantity, quantity > 1 { containers = quantity }
        // `なす 100g（1本）`: a Japanese weight with its count in brackets. Products sold by the piece are bought by
        // the count: the recipe's piece weighs what it says, and the shop's is the same kind (two なす for a 100 g one
        // a shopper would not buy).
        if parsed.language == "ja", let unit, Self.massUnits.contains(unit), let comment = parsed.comment,
            let count = Self.japanesePieceCount(comment)
        {
            pieces = count
        }
        if let grams = kind.writtenGrams {
            // The weight the line writes beside its volume or part is what the cook measured (over the parse's
            // own conversion of a cup, too).
            amount = Amount(value: grams, dimension: .mass)
            // The weight of containers the line counts (`1 x 198g/7oz can sweetcorn`, `2 x 400g tins`) is the size of
            // the writer's can, as a bracketed size is (see below): a can of the shop's size a little under it is the
            // same can, so it is met as an estimate is.
            conversion = Conversion(
                quantity: quantity ?? 1, written: "", grams: grams, per: grams, asWritten: true,
                containerSize: unit.map(Self.containerUnits.contains) ?? false)
            // Products sold by the piece still count whole pieces as written (玉ねぎ 1個（200g）), unless an English
            // line's weight is well over its count of the shop's pieces (`1 large eggplant (1½ pounds)`: a US
            // eggplant is some eight of a Japanese shop's なす): then they are bought by weight. (A Japanese
            // recipe's pieces are the shop's; half as much again is more than a large piece of the same kind.)
            if let quantity, kind.counted, !kind.isPart {
                // (Not whole fish: what a whole fish gives is weighed by its own rule, `asFishPieces`.)
                let byWeight = parsed.language == "en"
                    && pieceGrams.map { grams > Self.overCount * quantity.rounded(.up) * $0 } ?? false
                    && !(category == "seafood" && ByteSearch.contains(parsed.text.lowercased(), "whole", wholeWord: true))
                if !byWeight { pieces = quantity }
            }
            return
        }
        if let each = kind.unitGrams, let quantity,
            !(each >= Self.smallFoodUnitLimit && category.map(Self.smallFoodCategories.contains) == true)
        {
            // `2 (15 ounce) cans`: the writer's can, a size close to the shop's (a 425 g can is a 400 g one), so
            // an estimate; products sold by the piece still count the cans, unless the written size holds more of
            // the shop's pieces than the count says (`1 (28 ounce) can tomatoes` is two 400 g cans, `2 (6 ounce)
            // salmon fillets` four 100 g 切り身): then they are bought by weight. Not produce: a can or package
            // named after a vegetable or fruit is mostly something made of it (soup, salsa, a frozen dish).
            let grams = quantity * each
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(quantity: quantity, written: parsed.measureText ?? "piece", grams: grams, per: each)
            if kind.counted, !kind.isPart {
                // A bird sized in brackets (`1 (3½ pound) chicken`) is one of the shop's when it weighs less than half as
                // much again as the shop's bird, as with a weight after the name (`1 chicken (about 4 pounds)`): one
                // 1.5 kg bird, not two. (Fillets and cans compare by the packs their size fills: `4 (5 ounce) salmon
                // fillets` are more than four of a Japanese shop's 切り身.)
                let bird = category == "poultry" && !(parsed.measure.map(Self.containerUnits.contains) ?? false)
                let byWeight = pieceGrams.map {
                    // (Compared as numbers: a count past any Int, `99999999999999999999 (28 ounce) cans`, is no crash.)
                    bird
                        ? grams > Self.overCount * quantity.rounded(.up) * $0
                        : Double(PackPlan.packs(covering: grams, perPack: $0, estimated: true)) > quantity.rounded(.up)
                } ?? false
                if !byWeight || category.map({ Self.producePieceCategories.contains($0) }) ?? true { pieces = quantity }
            }
            return
        }
        if let quantity, let unit, let foodId, kind.mayBePart,
            let part = portions.partGrams(food: foodId, unit: unit, written: parsed.measureText, text: parsed.text)
        {
            // A part: through its typical weight (a leaf of lettuce, a 株 of 小松菜) …
            let grams = quantity * part.grams
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(
                quantity: quantity, written: parsed.measureText ?? unit, grams: grams, per: part.grams)
            // … unless the pack counts the same things (4 slices of a loaf sold as 8 slices).
            if kind.counted { countedParts = quantity }
            bunches = unit == "bunch"
            return
        }
        if let unit, kind.isPart {
            unknown = "no weight known for a \(unit) of \(foodName ?? parsed.name)"
            return
        }
        // (A weight of stock, `だし汁 250g`, is as many millilitres: stock weighs as water.)
        let stockMillilitres = kind.millilitres
            ?? unit.flatMap { parsed.food != foodId && Self.massUnits.contains($0) ? UnitTable.bundled.unit(code: $0)?.factor : nil }
        // (Whether the food has a concentrate's row is asked first: most foods have none.)
        if let quantity, let unit, let foodId, let perUnit = stockMillilitres, let made = portions.madeGrams(food: foodId),
            (parsed.food != foodId && parsed.food.flatMap { portions.madeGrams(food: $0) } == nil)
                || (!Self.spoonUnits.contains(unit) && !Self.namesConcentrate(parsed.name))
        {
            // A volume of stock (`だし汁 150ml`, `2 cups chicken broth`) bought as its concentrate: the grams of
            // granules or cubes that make it, not the same volume of granules. Spoons of the concentrate
            // itself (`顆粒だし 小さじ1`) are measured as they are, and so is a line naming a concentrate of its own
            // (`2 tbsp instant coffee`, offered ground coffee).
            let millilitres = quantity * perUnit
            let grams = millilitres * made.grams / 1000
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(
                quantity: quantity, written: parsed.measureText ?? unit, grams: grams, per: made.grams, made: true)
            return
        }
        if unit == "sheet", let quantity, let foodId, let category, Self.producePieceCategories.contains(category),
            let slice = portions.partGrams(food: foodId, unit: "slice", written: nil, text: parsed.text),
            pieceGrams.map({ slice.grams < $0 }) ?? true
        {
            // `すいか 2枚`, `トマト 2枚`: a 枚 of produce with no row of its own (leaves have theirs) is a slice cut from
            // it, never a whole one (it bought two watermelons as 16 eighths). Not of produce lighter than a slice:
            // `さやえんどう 4枚` counts pods.
            let grams = quantity * slice.grams
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(quantity: quantity, written: parsed.measureText ?? "枚", grams: grams, per: slice.grams)
            return
        }
        if unit == "slice" || (unit == "sheet" && pieceGrams.map({ $0 >= Self.wholeCountedBySheet }) ?? true), let category,
            Self.producePieceCategories.contains(category)
        {
            // A slice of a vegetable or fruit is cut from it (`6 slices watermelon`), not one of what the shop sells:
            // without a known weight it cannot be compared (it bought 47 eighths of a watermelon).
            let said = unit == "slice" ? "slice" : parsed.measureText ?? "枚"
            unknown = "no weight known for a \(said) of \(foodName ?? parsed.name)"
            return
        }
        if unit == nil, let quantity, let foodId, category == "bread", parsed.language == "en",
            Self.saysSlicedBeforeName(parsed),
            let slice = portions.partGrams(food: foodId, unit: "slice", written: nil, text: parsed.text)
        {
            // `6 (1/2-inch thick) sliced day-old country bread`: bread counted with `sliced` before its name counts
            // slices (it bought six baguettes); `2 baguettes, sliced` counts loaves.
            let grams = quantity * slice.grams
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(quantity: quantity, written: "slice", grams: grams, per: slice.grams)
            countedParts = quantity
            return
        }
        if let quantity, kind.counted {
            pieces = quantity
            if unit == nil || unit == "piece", let size = parsed.size, SizeWords.bundled.pieceFactor(of: size) != nil {
                pieceSize = size
            }
            // `4 chicken thighs`: a piece an English recipe counts may weigh less than the lexicon's piece (a
            // Japanese shop's: one 鶏もも肉 1枚 is two US thighs): its own row then weighs it.
            if unit == nil || unit == "piece", parsed.language == "en", let foodId,
                let each = portions.partGrams(food: foodId, unit: Portions.englishPiece, written: nil, text: parsed.text)
            {
                let grams = quantity * each.grams
                amount = Amount(value: grams, dimension: .mass)
                conversion = Conversion(
                    quantity: quantity, written: "pc in an English recipe", grams: grams, per: each.grams)
                // `20 grapes`: a piece that is a small share of what the shop sells as one (a bunch) is bought by
                // weight, not as twenty bunches; `4 green bell peppers`, each several of the shop's ピーマン, by
                // weight too, as the shop's pieces that make it.
                if let pieceGrams, each.grams * Self.smallShareOfPiece < pieceGrams || each.grams > Self.overCount * pieceGrams {
                    pieces = nil
                }
            }
            // `たけのこ 小1本`, `2 large carrots`: the weight of whole pieces follows their size (a count of
            // products sold by the piece stays as written).
            if unit == nil || unit == "piece", let size = parsed.size, let factor = SizeWords.bundled.pieceFactor(of: size),
                let counted = amount, counted.dimension == .mass
            {
                let grams = counted.value * factor
                amount = Amount(value: grams, dimension: .mass)
                conversion = Conversion(
                    quantity: quantity, written: [size, parsed.measureText].compactMap { $0 }.joined(separator: " "),
                    grams: grams, per: grams / max(quantity, 0.001))
            }
            // `じゃがいも 小4個`, `3 small onions`: small produce sold by the piece is bought by weight, as fewer
            // pieces of a usual size; a count of large ones stays as written (the shopper picks large ones), and
            // so does a count of anything not grown (4 small tortillas are 4).
            if unit == nil || unit == "piece", let size = parsed.size, let factor = SizeWords.bundled.pieceFactor(of: size),
                factor < 1, let category, Self.grownCategories.contains(category)
            {
                pieces = quantity * factor
                smallCount = quantity
                smallSize = size
            }
        }
        // An English cup or spoon of a food a Japanese kitchen measures otherwise weighs its own row (`2 cups sugar`:
        // granulated, 200 g a cup, where 上白糖's density makes 288 g).
        if parsed.language == "en", let quantity, let unit, let foodId, let perUnit = kind.millilitres,
            let cup = portions.englishCups[foodId]
        {
            let grams = quantity * perUnit * cup.grams / Portions.cupMillilitres
            amount = Amount(value: grams, dimension: .mass)
            conversion = Conversion(
                quantity: quantity, written: parsed.measureText ?? unit, grams: grams, per: cup.grams, cup: true, standard: true)
            return
        }
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
            unknown = "no weight known for a \(Self.singular(parsed.measureText ?? unit, english: parsed.language == "en")) of \(foodName ?? foodId)"
        }
    }

    /// One of an English measure as written (`tablespoons`: `tablespoon`, `pinches`: `pinch`), for `a … of`.
    static func singular(_ measure: String, english: Bool) -> String {
        guard english, measure.count > 3, measure.hasSuffix("s") else { return measure }
        if measure.hasSuffix("sses") || measure.hasSuffix("ches") || measure.hasSuffix("shes") {
            return String(measure.dropLast(2))
        }
        return measure.hasSuffix("ss") ? measure : String(measure.dropLast())
    }

    /// A part or a cup of a solid turned into grams, kept as numbers and put in words only for a shown reason.
    struct Conversion {
        var quantity: Double
        var written: String
        var grams: Double
        /// Grams in one part, or in one cup.
        var per: Double
        var cup = false
        /// Grams of a concentrate per litre made (`per`): the line's volume is of the stock made from it.
        var made = false
        var form: String?
        /// The line writes the weight itself (`1 cup (90 g)`).
        var asWritten = false
        /// A kitchen's standard measure, no estimate (an English cup of granulated sugar, 200 g): as exact as a density.
        var standard = false
        /// … as the size of the containers it counts (`1 x 198g can`): a size of the writer's country.
        var containerSize = false
        /// A number without its unit read as grams (`600 tomatoes`); `per` is the food's piece weight, or 0.
        var lostUnit = false
    }

    /// The least number read as grams when its unit is lost, and the weight past which a count of pieces is no
    /// kitchen's (600 tomatoes would weigh 90 kg).
    static let lostUnitFloor = 20.0
    static let implausibleCountGrams = 10_000.0

    /// Whether the text opens with a number and `of` (`125 of almond powder`).
    static func numberThenOf(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] == 0x20 { index = bytes.index(after: index) }
        let digits = index
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index = bytes.index(after: index) }
        guard index > digits, index < bytes.endIndex, bytes[index] == 0x20 else { return false }
        index = bytes.index(after: index)
        let rest = bytes[index...]
        return rest.starts(with: "of ".utf8) || rest.starts(with: "Of ".utf8)
    }

    /// How parts or a volume became grams, in words (`4 leaves ≈ 60 g at 15 g each`).
    var via: String? {
        guard let text = conversionText else { return addedText }
        return addedText.map { "\(text), \($0)" } ?? text
    }

    private var conversionText: String? {
        guard let c = conversion else { return nil }
        if c.asWritten { return "\(PackPlan.describe(c.grams, .g)) as written" }
        if c.lostUnit {
            let weight = c.per > 0
                ? ": \(PackPlan.format(c.quantity)) pieces would weigh \(PackPlan.describe(c.quantity * c.per, .g))" : ""
            return "\(PackPlan.format(c.quantity)) with no unit read as \(PackPlan.describe(c.grams, .g))\(weight)"
        }
        if c.made {
            return "\(PackPlan.format(c.quantity)) \(c.written) made from ≈ \(PackPlan.describe(c.grams, .g)) "
                + "at \(PackPlan.format(c.per)) g a litre"
        }
        let head = "\(PackPlan.format(c.quantity)) \(c.written) ≈ \(PackPlan.describe(c.grams, .g)) "
        return c.cup
            ? head + "at \(PackPlan.format(c.per)) g a cup\(c.form.map { " " + $0 } ?? "")"
            : head + "at \(PackPlan.format(c.per)) g each"
    }

    /// A part measured by weight or volume (`3 cups clementine juice`, `2 tbsp orange zest`) against its source sold by
    /// weight (a 500 g bag of mandarins): the weight of the source pieces that give that much of the part, `partGrams`
    /// of it a piece (40 g of juice a mandarin) and `sourceGrams` a piece (100 g), not the part's own weight. `nil`
    /// when the need is a count or either weight is unknown.
    func asSourceWeight(partGrams: Double?, partDensity: Double?, sourceGrams: Double?, part: String) -> LineNeed? {
        guard let partGrams, partGrams > 0, let sourceGrams, sourceGrams > 0, let amount, amount.dimension != .count
        else { return nil }
        let grams = amount.dimension == .mass ? amount.value : amount.value * (partDensity ?? 1)
        let sources = grams / partGrams
        var need = self
        need.amount = Amount(value: sources * sourceGrams, dimension: .mass)
        need.conversion = Conversion(
            quantity: (sources * 10).rounded(.up) / 10, written: "pcs for the \(part)", grams: sources * sourceGrams,
            per: sourceGrams)
        need.pieces = nil
        need.countedParts = nil
        return need
    }

    /// The need of a fresh herb or of canned beans met with the dried food, by weight: a third of the weight asked.
    /// A cook's swap is a teaspoon of dried herb for a tablespoon of fresh; by the USDA's household weights
    /// (remembered, unchecked) a teaspoon of a dried leaf herb weighs from an eighth (parsley) to two fifths (thyme)
    /// of a tablespoon of the fresh chopped herb, tarragon and sage about a third. A can of beans drains to some three
    /// fifths beans, and beans cooked from dry weigh some 2.4 times as much: a can's weight is a quarter dried beans,
    /// a cup of drained beans two fifths. Estimates: an alternative past one pack of a dried herb says to check the
    /// amount. `nil` when the need is no weight.
    func asDried() -> LineNeed? {
        guard let amount, amount.dimension == .mass else { return nil }
        var need = self
        need.amount = Amount(value: amount.value * Self.driedShare, dimension: .mass)
        need.pieces = nil
        need.countedParts = nil
        need.bunches = false
        return need
    }
    /// What a dried herb weighs against the fresh weight it stands for.
    static let driedShare = 1.0 / 3

    /// A count of whole fish (`サバ 1尾`) against a fish product that is not a whole fish: a side (`半身`) is half of
    /// one, and cut portions (`切り身`, or a fish sold by weight) are weighed through the grams of portions a whole fish
    /// gives (`whole-cut` rows of portions.tsv). `nil` when the need stands as it is (a whole fish, no row, not a count).
    func asFishPieces(_ piece: CatalogIndex.FishPiece, food: String, portions: borrowing Portions) -> LineNeed? {
        guard piece != .whole, let count = pieces, smallCount == nil else { return nil }
        var need = self
        // (A small fish gives less than a usual one: `鯛 小4尾`, `小鯛 4尾` are the sides or portions of fewer fish.)
        let size = pieceSize.map { SizeWords.bundled.pieceFactor(of: $0) ?? 1 } ?? 1
        switch piece {
        case .whole:
            return nil
        case .halfSide:
            // (Sides are counted: a small fish's are fewer of the shop's, a large one's still two, as the shopper
            // picks large ones.)
            need.pieces = count * 2 * min(size, 1)
        case .portion:
            guard let row = portions.partGrams(food: food, unit: Portions.wholeFishFillets, written: nil) else { return nil }
            let grams = (count * row.grams * size).rounded()
            need.pieces = nil
            need.amount = Amount(value: grams, dimension: .mass)
            need.conversion = Conversion(
                quantity: count, written: [pieceSize, "\(unitText ?? "whole fish") as portions"].compactMap { $0 }.joined(separator: " "),
                grams: grams, per: grams / max(count, 0.001))
        }
        return need
    }

    /// Whether the need may differ between foods: a part, a count or a volume of a line (a weight, a bare number
    /// or no amount needs the same of every food).
    static func dependsOnFood(_ parsed: borrowing ParsedIngredient) -> Bool {
        guard let unit = parsed.measure, parsed.quantity != nil || parsed.amount != nil else { return false }
        return !massUnits.contains(unit)
    }

    static let massUnits: FewStrings = ["g", "kg", "mg", "oz", "lb"]
    /// Units of a container whose size differs from country to country (a 198 g can is a 190 g one).
    static let containerUnits: FewStrings = ["can", "package", "jar", "bottle", "bag", "box"]

    /// Whether a name says it is the concentrate itself, not the stock made from it (`chicken bouillon granules`,
    /// `顆粒コンソメ`): a volume of it (`¼ cup`) is of the granules.
    static func namesConcentrate(_ name: String) -> Bool {
        let lower = name.lowercased()
        return concentrateWords.contains { ByteSearch.contains(lower, $0) }
    }
    static let concentrateWords = ["granule", "powder", "cube", "顆粒", "粉末", "の素", "のもと", "キューブ", "固形"]

    /// Spoons: what a cook measures a concentrate itself in.
    static let spoonUnits: FewStrings = ["tsp", "dsp", "tbsp"]

    /// Units that are never parts whatever a table says (weights and volumes).
    static let notParts: Set<String> = ["g", "kg", "mg", "oz", "lb", "ml", "l", "dl", "cl", "tsp", "dsp", "tbsp", "cup", "cup_jp"]

    /// Whether a pack of about a bunch's typical weight stands for one bunch (`2 bunches cilantro` is two 30 g
    /// packs of パクチー, not four for the 100 g two US bunches weigh): bunches are counted as the shop sells them.
    func bunchAsSold(_ pack: PackSize) -> Bool {
        guard bunches, pack.unit == .g, countedParts != nil, let per = conversion?.per, per > 0 else { return false }
        return Self.bunchAsSoldRange.contains(pack.value / per)
    }

    /// Whether the amount in the pack's unit is a typical weight rather than one the line writes: a part, a cup
    /// of a solid, a size, small pieces as usual ones, or a weight and a count converted through a food's typical
    /// piece weight (not the pieces a pack states).
    func isEstimate(in pack: PackSize) -> Bool {
        if bunchAsSold(pack) { return false }
        if pack.unit == .piece, pieces != nil { return smallCount != nil }
        if pack.unit == .piece, countedParts != nil, (pack.pieces ?? 0) > 0 { return false }
        guard let amount else { return false }
        if let conversion, !(conversion.asWritten || conversion.standard) || conversion.containerSize { return true }
        switch (amount.dimension, pack.unit) {
        case (.mass, .piece), (.volume, .piece): return true
        case (.count, .g): return (pack.pieces ?? 0) == 0
        default: return false
        }
    }

    /// The amount in the pack's unit (grams, millilitres or pieces).
    func amount(in pack: PackSize, food: FoodMeasures) -> Double? {
        // Counted lines bought by the piece use the count as written (3 eggs, not 180 g / 60 g).
        if pack.unit == .piece, let pieces { return pieces }
        // … and so do packs weighed out in whole pieces that say how many (a whole chicken, 1.5 kg, one bird): `1
        // chicken (about 3½ pounds)` is one bird as the shop has it, not two.
        if pack.unit == .g, let pieces, let packPieces = pack.pieces, packPieces > 0 {
            return pieces * pack.value / Double(packPieces)
        }
        // Bunches as the shop sells them: one pack a bunch.
        if bunchAsSold(pack), let countedParts { return countedParts * pack.value }
        if pack.unit == .piece, let countedParts, (pack.pieces ?? 0) > 0 { return countedParts }
        guard let amount else { return nil }
        let pieceGrams = PackPlan.pieceGrams(pack: pack, food: food)
        let density = food.density ?? (liquid ? 1 : nil)
        switch (amount.dimension, pack.unit) {
        case (.mass, .g), (.volume, .ml), (.count, .piece):
            return amount.value
        case (.volume, .g):
            return density.map { amount.value * $0 }
        case (.mass, .ml):
            return amount.value / (food.density ?? 1)
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
