/// A diet or allergen claim a line may ask for and a product may state (`gluten-free`, `卵不使用`).
public enum DietFlag: String, Sendable, Hashable, CaseIterable, Codable {
    case glutenFree = "gluten-free"
    case vegan
    case dairyFree = "dairy-free"
    case lactoseFree = "lactose-free"
    case eggFree = "egg-free"
    case unsweetened
    case lowSodium = "low-sodium"
    case unsalted
    case lowFat = "low-fat"
    /// A preference, never a conflict: organic products rank higher when asked for.
    case organic
    /// A preference as organic is: eggs and birds raised free-range or on pasture (平飼い, 放し飼い) rank higher when
    /// asked for.
    case freeRange = "free-range"
    /// Fat-free, nonfat or skim (無脂肪): a claim a dairy product must make, where low-fat is a preference (session 50:
    /// blind judges called regular dairy wrong for fat-free three times in four, right for reduced-fat six in six).
    case fatFree = "fat-free"

    /// The words used in reasons and warnings.
    public var words: String { rawValue }

    /// This flag's bit in a `DietSet`.
    @inline(__always)
    public var bit: UInt32 { 1 << UInt32(ordinal) }

    /// The position in `allCases`.
    var ordinal: Int {
        switch self {
        case .glutenFree: 0
        case .vegan: 1
        case .dairyFree: 2
        case .lactoseFree: 3
        case .eggFree: 4
        case .unsweetened: 5
        case .lowSodium: 6
        case .unsalted: 7
        case .lowFat: 8
        case .organic: 9
        case .freeRange: 10
        case .fatFree: 11
        }
    }
}

/// A set of `DietFlag`s as a bit mask.
public struct DietSet: Sendable, Hashable, OptionSet, CustomStringConvertible {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ flags: some Sequence<DietFlag>) { rawValue = flags.reduce(0) { $0 | $1.bit } }

    public func contains(_ flag: DietFlag) -> Bool { rawValue & flag.bit != 0 }
    public mutating func insert(_ flag: DietFlag) { rawValue |= flag.bit }

    /// The flags, in declaration order.
    public var members: [DietFlag] {
        var result: [DietFlag] = []
        var remaining = rawValue
        while remaining != 0 {
            result.append(Self.ordered[remaining.trailingZeroBitCount])
            remaining &= remaining - 1
        }
        return result
    }

    private static let ordered = DietFlag.allCases

    /// `gluten-free, vegan`.
    public var description: String { members.map(\.words).joined(separator: ", ") }
}

/// A size grade of eggs and other produce sold by grade (`Lサイズ`, `large`).
public enum SizeGrade: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case s = "S", m = "M", l = "L", ll = "LL"

    public static func < (a: SizeGrade, b: SizeGrade) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
