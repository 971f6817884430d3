/// How one line of a page looks to a reader scanning for ingredients.
///
/// Pages that lay an ingredient out in several elements (an amount cell, a unit span, a name cell) give
/// lines that are only a piece of an ingredient (`1/4`, `cup`, `200 g`, `大さじ2`). Telling those pieces
/// apart from whole lines lets the reader join them to their names and rank readings of a page that
/// split every ingredient into pieces below readings that keep them whole.
enum LineShape: Equatable {
    /// No letters and no digits.
    case empty
    /// Only amounts, unit words and size words: a piece of an ingredient, not one.
    case fragment
    /// A line that names something, with or without an amount.
    case named(hasAmount: Bool)

    /// The shape of `text` (a cleaned line).
    init(_ text: String) {
        var sawAmount = false
        var sawUnit = false
        var sawWord = false
        for raw in text.split(whereSeparator: { $0 == " " }) {
            let token = Self.trimmed(raw)
            if token.isEmpty { continue }
            if Self.isAmount(token) {
                sawAmount = true
            } else if Self.isUnit(token) {
                sawUnit = true
            } else if let rest = Self.withoutAmount(token), rest.isEmpty || Self.isUnit(rest) {
                // `200g`, `2tbsp`, `大さじ2`, `1個`
                sawAmount = true
            } else {
                sawWord = true
                break
            }
        }
        if sawWord {
            self = .named(hasAmount: RecipeExtractor.hasAmount(text))
        } else if sawAmount || sawUnit {
            self = .fragment
        } else {
            self = .empty
        }
    }

    /// A token without the brackets and punctuation around it (`(60`, `ml)`, `g,`).
    private static func trimmed(_ token: Substring) -> Substring {
        var token = token
        while let first = token.first, "([{（【「*•·-–—:,;".contains(first) { token = token.dropFirst() }
        while let last = token.last, ")]}）】」*:,;".contains(last) { token = token.dropLast() }
        return token
    }

    /// Digits, fractions, decimals and ranges: `2`, `1/2`, `1⁄2`, `½`, `0.5`, `1,5`, `2-3`, `2〜3`, `x2`.
    static func isAmount(_ token: Substring) -> Bool {
        var digits = 0
        for character in token {
            if character.isNumber {
                digits += 1
            } else if !"/⁄.,-–~〜～x×+".contains(character) {
                return false
            }
        }
        return digits > 0
    }

    /// The token with its digits and fraction marks removed, when it has any (`200g` → `g`, `大さじ2` → `大さじ`).
    private static func withoutAmount(_ token: Substring) -> Substring? {
        guard token.contains(where: \.isNumber) else { return nil }
        let rest = token.filter { !($0.isNumber || "/⁄.,-–~〜～と".contains($0)) }
        return Substring(rest)
    }

    /// Whether a token is a unit or size word in one of the languages recipes are written in.
    static func isUnit(_ token: Substring) -> Bool {
        let lower = token.lowercased()
        if unitWords.contains(lower) { return true }
        let bare = lower.hasSuffix(".") ? String(lower.dropLast()) : lower
        if unitWords.contains(bare) { return true }
        if bare.hasSuffix("s"), unitWords.contains(String(bare.dropLast())) { return true }
        if bare.hasSuffix("es"), unitWords.contains(String(bare.dropLast(2))) { return true }
        return false
    }

    /// Units, containers and sizes (English, German, French, Spanish, Italian, Portuguese, Dutch, Nordic,
    /// Polish, Japanese): words that never name an ingredient on their own.
    static let unitWords: Set<String> = [
        // metric and imperial
        "g", "gr", "grs", "gram", "gramm", "gramos", "grammes", "gramme", "grammi", "gramas", "kg", "kilo", "kilogram",
        "mg", "ml", "millilitre", "milliliter", "l", "litre", "liter", "lt", "cl", "dl", "cc", "oz", "ounce", "lb",
        "lbs", "pound", "pint", "pt", "quart", "qt", "gallon", "gal", "fl", "fluid", "inch", "in", "cm", "mm",
        // kitchen measures
        "cup", "c", "tsp", "tbsp", "tbs", "tbl", "tblsp", "teaspoon", "tablespoon", "dessertspoon", "dsp", "t", "pinch",
        "dash", "drop", "handful", "splash", "clove", "can", "tin", "jar", "bottle", "package", "packet", "pkg", "pack", "bag", "box",
        "bunch", "sprig", "stalk", "stick", "slice", "piece", "pc", "pcs", "head", "each", "ea", "x",
        // sizes
        "small", "medium", "large", "extra-large", "whole", "big", "sm", "med", "lg",
        // German
        "el", "tl", "msp", "prise", "prisen", "stück", "stk", "bund", "dose", "dosen", "scheibe", "scheiben",
        "zehe", "zehen", "päckchen", "pck", "pk", "becher", "glas", "tasse", "tassen", "zweig", "zweige", "kugel",
        "gross", "groß", "mittelgroß", "klein",
        // French
        "c.à.s", "c.à.c", "càs", "càc", "cs", "à", "s", "cuillère", "cuillères", "cuil", "pincée", "pincées", "gousse",
        "gousses", "tranche", "tranches", "sachet", "sachets", "botte", "brin", "brins", "boîte", "verre",
        // Spanish, Italian, Portuguese
        "cucharada", "cucharadas", "cucharadita", "cucharaditas", "taza", "tazas", "pizca", "diente", "dientes",
        "cucchiaio", "cucchiai", "cucchiaino", "cucchiaini", "spicchio", "spicchi", "pizzico", "q.b", "qb",
        "xícara", "xícaras", "colher", "colheres", "chá", "sopa", "de", "di", "du", "d'",
        // Dutch, Nordic, Polish
        "eetlepel", "eetlepels", "theelepel", "theelepels", "kopje", "kopjes", "snufje", "teen", "tenen",
        "msk", "tsk", "krm", "st", "stk.", "skiva", "skivor", "nypa", "łyżka", "łyżki", "łyżeczka", "łyżeczki",
        "szklanka", "szklanki", "szczypta", "ząbek", "ząbki",
        // Japanese
        "大さじ", "小さじ", "カップ", "個", "本", "枚", "片", "かけ", "束", "袋", "パック", "缶", "丁", "玉", "株", "合",
        "適量", "少々", "少量", "適宜", "ひとつまみ",
    ]
}
