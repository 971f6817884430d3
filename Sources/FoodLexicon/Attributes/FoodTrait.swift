/// A state, part, grind or cut of a food that changes which product fits: what a line asks for and what a
/// product name says (`dried`, `juice`, `ground`, `sliced` …).
///
/// Traits come in groups; within a group a food has one value, so two different values on a line and a
/// product conflict (dried asked, frozen sold). The words that mark each trait are data
/// (`data/lexicon/attributes.tsv`); what a conflict means is decided by the matcher per group.
public enum FoodTrait: String, Sendable, Hashable, CaseIterable, Codable {
    // How the food is kept or cooked.
    case fresh, dried, salted, canned, frozen, smoked, boiled, grilled, simmered, fried, pickled, candied
    // Seasoned or marinated before sale.
    case seasoned
    // A part taken from the food: buy the food it comes from.
    case juice, zest, yolk, eggWhite = "egg-white", soakingLiquid = "soaking-liquid", floret, seed, leaf
    // How it is ground or shaped (spices, seasonings, cheese, nori).
    case whole, powder, flakes, paste, grated, shredded
    // Butcher's and fishmonger's cuts.
    case sliced, block, diced, minced, scraps, steak, cutlet, yakiniku, sukiyaki, shabu
    case boneless, boneIn = "bone-in"
    case skinless, skinOn = "skin-on"
    case wholeFish = "whole-fish", fillet, sashimi
    // Whole-grain flours, breads and pasta.
    case wholeGrain = "whole-grain"
    // A product made from the food (`cream cheese frosting`, `shrimp stock`, `almond extract`, `ごまだれ`).
    case madeFrom = "made-from"
    // What the cook does at home (`beaten`, `溶き`, `melted`, `cooked`): never a reason to refuse a product.
    case prepared
    // A colour that tells kinds apart (white asparagus, 黒ごま, red wine vinegar).
    case white, black, red, green, yellow, purple
    // What the line says of itself: it names something the recipe makes (`pan drippings`, `煮汁`), points to
    // another part of the recipe (`(recipe follows)`, `（作り方は下記）`), or may be bought (`store-bought`, `市販`).
    case madeInRecipe = "made-in-recipe", recipeReference = "recipe-reference", storeBought = "store-bought"
    // Sold without its usual seasoning (`白焼き` against `蒲焼き`); in the seasoning group, declared last to keep the bits.
    case unseasoned

    /// Groups of traits that exclude each other.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        case state, seasoning, part, grind, cut, bone, skin, fishCut, grain, product, preparation, color, line

        /// The position in `allCases`.
        var ordinal: Int {
            switch self {
            case .state: 0
            case .seasoning: 1
            case .part: 2
            case .grind: 3
            case .cut: 4
            case .bone: 5
            case .skin: 6
            case .fishCut: 7
            case .grain: 8
            case .product: 9
            case .preparation: 10
            case .color: 11
            case .line: 12
            }
        }
    }

    /// The group this trait belongs to.
    public var group: Group {
        switch self {
        case .fresh, .dried, .salted, .canned, .frozen, .smoked, .boiled, .grilled, .simmered, .fried, .pickled, .candied:
            .state
        case .seasoned, .unseasoned: .seasoning
        case .juice, .zest, .yolk, .eggWhite, .soakingLiquid, .floret, .seed, .leaf: .part
        case .whole, .powder, .flakes, .paste, .grated, .shredded: .grind
        case .sliced, .block, .diced, .minced, .scraps, .steak, .cutlet, .yakiniku, .sukiyaki, .shabu: .cut
        case .boneless, .boneIn: .bone
        case .skinless, .skinOn: .skin
        case .wholeFish, .fillet, .sashimi: .fishCut
        case .wholeGrain: .grain
        case .madeFrom: .product
        case .prepared: .preparation
        case .white, .black, .red, .green, .yellow, .purple: .color
        case .madeInRecipe, .recipeReference, .storeBought: .line
        }
    }

    /// The words used in reasons (`dried`, `egg white`, `soaking liquid`).
    public var words: String {
        switch self {
        case .eggWhite: "egg white"
        case .soakingLiquid: "soaking liquid"
        case .boneIn: "bone-in"
        case .skinOn: "skin-on"
        case .wholeFish: "whole fish"
        case .wholeGrain: "whole grain"
        case .madeFrom: "a product made from it"
        case .prepared: "prepared at home"
        case .madeInRecipe: "made in the recipe"
        case .recipeReference: "a reference to the recipe"
        default: rawValue
        }
    }

    /// This trait's bit in a `TraitSet`.
    @inline(__always)
    public var bit: UInt64 { 1 << UInt64(ordinal) }

    /// The position in `allCases` (a switch: no hashing on the hot path).
    var ordinal: Int {
        switch self {
        case .fresh: 0
        case .dried: 1
        case .salted: 2
        case .canned: 3
        case .frozen: 4
        case .smoked: 5
        case .boiled: 6
        case .grilled: 7
        case .simmered: 8
        case .fried: 9
        case .pickled: 10
        case .candied: 11
        case .seasoned: 12
        case .juice: 13
        case .zest: 14
        case .yolk: 15
        case .eggWhite: 16
        case .soakingLiquid: 17
        case .floret: 18
        case .seed: 19
        case .leaf: 20
        case .whole: 21
        case .powder: 22
        case .flakes: 23
        case .paste: 24
        case .grated: 25
        case .shredded: 26
        case .sliced: 27
        case .block: 28
        case .diced: 29
        case .minced: 30
        case .scraps: 31
        case .steak: 32
        case .cutlet: 33
        case .yakiniku: 34
        case .sukiyaki: 35
        case .shabu: 36
        case .boneless: 37
        case .boneIn: 38
        case .skinless: 39
        case .skinOn: 40
        case .wholeFish: 41
        case .fillet: 42
        case .sashimi: 43
        case .wholeGrain: 44
        case .madeFrom: 45
        case .prepared: 46
        case .white: 47
        case .black: 48
        case .red: 49
        case .green: 50
        case .yellow: 51
        case .purple: 52
        case .madeInRecipe: 53
        case .recipeReference: 54
        case .storeBought: 55
        case .unseasoned: 56
        }
    }
}

/// A set of `FoodTrait`s as one 64-bit mask: cheap to build per line and to compare per candidate.
public struct TraitSet: Sendable, Hashable, SetAlgebra, CustomStringConvertible {
    public var rawValue: UInt64

    public init() { rawValue = 0 }
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public init(_ traits: some Sequence<FoodTrait>) {
        rawValue = traits.reduce(0) { $0 | $1.bit }
    }

    public func contains(_ member: FoodTrait) -> Bool { rawValue & member.bit != 0 }
    public var isEmpty: Bool { rawValue == 0 }

    @discardableResult
    public mutating func insert(_ newMember: FoodTrait) -> (inserted: Bool, memberAfterInsert: FoodTrait) {
        let inserted = !contains(newMember)
        rawValue |= newMember.bit
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: FoodTrait) -> FoodTrait? {
        defer { rawValue &= ~member.bit }
        return contains(member) ? member : nil
    }

    @discardableResult
    public mutating func update(with newMember: FoodTrait) -> FoodTrait? {
        defer { rawValue |= newMember.bit }
        return contains(newMember) ? newMember : nil
    }

    public func union(_ other: TraitSet) -> TraitSet { TraitSet(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: TraitSet) -> TraitSet { TraitSet(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: TraitSet) -> TraitSet { TraitSet(rawValue: rawValue ^ other.rawValue) }
    public mutating func formUnion(_ other: TraitSet) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: TraitSet) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: TraitSet) { rawValue ^= other.rawValue }

    /// The traits of one group.
    public func of(_ group: FoodTrait.Group) -> TraitSet { intersection(Self.groupMask(group)) }

    /// Every trait of a group.
    @inline(__always)
    public static func groupMask(_ group: FoodTrait.Group) -> TraitSet { TraitSet(rawValue: groupMasks[group.ordinal]) }

    private static let groupMasks: [UInt64] = {
        var masks = [UInt64](repeating: 0, count: FoodTrait.Group.allCases.count)
        for trait in FoodTrait.allCases { masks[trait.group.ordinal] |= trait.bit }
        return masks
    }()

    /// The traits, in declaration order.
    public var members: [FoodTrait] {
        var result: [FoodTrait] = []
        var remaining = rawValue
        while remaining != 0 {
            result.append(Self.ordered[remaining.trailingZeroBitCount])
            remaining &= remaining - 1
        }
        return result
    }

    private static let ordered = FoodTrait.allCases

    /// `dried, whole`.
    public var description: String {
        if rawValue != 0 && rawValue & (rawValue - 1) == 0 { return Self.ordered[rawValue.trailingZeroBitCount].words }
        return members.map(\.words).joined(separator: ", ")
    }
}
