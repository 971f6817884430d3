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
        case .salted: ["甘塩", "塩さば", "塩鮭", "塩蔵", "salted"]
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

    /// The modifiers found in normalized text.
    static func detect(in normalized: String) -> Set<ProductModifier> {
        var found = Set<ProductModifier>()
        let padded = normalized + " "
        for modifier in allCases where modifier.markers.contains(where: { padded.contains($0) }) {
            found.insert(modifier)
        }
        return found
    }
}
