/// A word that changes which product fits: the cut (`薄切り`, `ひき肉`, `こま切れ`), bone, form
/// (canned, dried, frozen), salted, whole or filleted fish.
///
/// Modifiers come in groups; two different modifiers of one group on the ingredient and the product
/// (sliced vs block) are a conflict.
enum ProductModifier: String, Sendable, Hashable, CaseIterable {
    case sliced, block, diced, ground, scraps, steak, cutlet, yakiniku, sukiyaki, shabu
    case boneless, boneIn
    case skinless
    case canned, dried, frozen, fresh
    case salted
    case whole, fillet, sashimi

    enum Group: Sendable, Hashable { case cut, bone, skin, form, salt, fish }

    var group: Group {
        switch self {
        case .sliced, .block, .diced, .ground, .scraps, .steak, .cutlet, .yakiniku, .sukiyaki, .shabu: .cut
        case .boneless, .boneIn: .bone
        case .skinless: .skin
        case .canned, .dried, .frozen, .fresh: .form
        case .salted: .salt
        case .whole, .fillet, .sashimi: .fish
        }
    }

    /// Words that mark the modifier, in `TextNormalizer` form (katakana folded to hiragana, lowercase).
    var markers: [String] {
        switch self {
        case .sliced: ["薄切り", "すらいす", "sliced", "slices", "thinly"]
        case .block: ["ぶろっく", "塊", "かたまり", "block", "chunk"]
        case .diced: ["角切り", "さいの目", "diced", "cubed", "cubes", "stew"]
        case .ground: ["ひき肉", "びき肉", "挽き肉", "挽肉", "合挽", "合い挽", "ひきにく", "みんち", "ground", "minced", "mince"]
        case .scraps: ["こま切れ", "細切れ", "小間切れ", "切り落とし", "切落し", "scraps", "offcuts"]
        case .steak: ["すてーき", "steak"]
        case .cutlet: ["とんかつ用", "かつ用", "cutlet", "chop"]
        case .yakiniku: ["焼肉用", "焼き肉用", "yakiniku"]
        case .sukiyaki: ["すき焼き用", "sukiyaki"]
        case .shabu: ["しゃぶしゃぶ", "shabu"]
        case .boneless: ["骨なし", "骨無し", "boneless"]
        case .boneIn: ["骨付き", "骨つき", "bone-in", "bone in"]
        case .skinless: ["皮なし", "皮無し", "skinless"]
        case .canned: ["缶", "水煮", "canned", "tinned", "can "]
        case .dried: ["乾燥", "干し", "乾麺", "dried", "dry "]
        case .frozen: ["冷凍", "frozen"]
        case .fresh: ["fresh"]
        case .salted: ["甘塩", "塩さば", "塩鮭", "塩蔵"]
        case .whole: ["1尾", "丸ごと", "whole"]
        case .fillet: ["切り身", "半身", "三枚おろし", "fillet"]
        case .sashimi: ["刺身", "sashimi"]
        }
    }

    /// Modifiers the product states that a plain request should not get by default.
    var isSpecialForm: Bool {
        switch self {
        case .canned, .dried, .frozen, .salted, .ground: true
        default: false
        }
    }

    /// This modifier's bit in a mask (its position in `allCases`).
    var bit: UInt32 {
        switch self {
        case .sliced: 1 << 0
        case .block: 1 << 1
        case .diced: 1 << 2
        case .ground: 1 << 3
        case .scraps: 1 << 4
        case .steak: 1 << 5
        case .cutlet: 1 << 6
        case .yakiniku: 1 << 7
        case .sukiyaki: 1 << 8
        case .shabu: 1 << 9
        case .boneless: 1 << 10
        case .boneIn: 1 << 11
        case .skinless: 1 << 12
        case .canned: 1 << 13
        case .dried: 1 << 14
        case .frozen: 1 << 15
        case .fresh: 1 << 16
        case .salted: 1 << 17
        case .whole: 1 << 18
        case .fillet: 1 << 19
        case .sashimi: 1 << 20
        }
    }

    /// The modifier whose bit is `bit` (one bit set).
    static func from(bit: UInt32) -> ProductModifier {
        ordered[min(bit.trailingZeroBitCount, ordered.count - 1)]
    }

    private static let ordered: [ProductModifier] = allCases
    private static let groupByBit: [UInt32] = allCases.map { modifier in
        allCases.filter { $0.group == modifier.group }.reduce(0) { $0 | $1.bit }
    }

    /// The bits of every modifier of the same group.
    var groupMask: UInt32 { Self.groupByBit[bit.trailingZeroBitCount] }

    /// Bits of modifiers a plain request should not get by default.
    static let specialMask: UInt32 = allCases.filter(\.isSpecialForm).reduce(0) { $0 | $1.bit }
    /// Bits of the cut group (read from the name only).
    static let cutMask: UInt32 = allCases.filter { $0.group == .cut }.reduce(0) { $0 | $1.bit }

    /// The modifiers of a mask.
    static func modifiers(in mask: UInt32) -> [ProductModifier] { allCases.filter { mask & $0.bit != 0 } }

    /// Markers as UTF-8 bytes, bucketed by first byte, built once.
    private static let markersByFirstByte: [[(bytes: [UInt8], bit: UInt32)]] = {
        var table = [[(bytes: [UInt8], bit: UInt32)]](repeating: [], count: 256)
        for modifier in allCases {
            for marker in modifier.markers {
                let bytes = Array(marker.utf8)
                if let first = bytes.first { table[Int(first)].append((bytes, modifier.bit)) }
            }
        }
        return table
    }()

    /// The modifiers found in normalized text, as a set.
    static func detect(in normalized: String) -> Set<ProductModifier> {
        Set(modifiers(in: mask(in: normalized)))
    }

    /// The modifiers found in normalized text, as bits: one pass over the bytes, markers by first byte.
    static func mask(in normalized: String) -> UInt32 {
        // Spaces around the text let word markers ("can ", "dry ") match at either end.
        var text: [UInt8] = [0x20]
        text.append(contentsOf: normalized.utf8)
        text.append(0x20)
        var found: UInt32 = 0
        let table = markersByFirstByte
        text.withUnsafeBufferPointer { haystack in
            let count = haystack.count
            for i in 0..<count {
                for (needle, bit) in table[Int(haystack[i])] where found & bit == 0 && i + needle.count <= count {
                    var j = 1
                    while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                    if j == needle.count { found |= bit }
                }
            }
        }
        return found
    }
}
