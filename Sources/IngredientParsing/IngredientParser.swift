public import FoodLexicon

/// Turns one ingredient line (`♥鶏モモ肉 500g前後`, `2 1/2 cups all-purpose flour, sifted`) into a
/// `ParsedIngredient`: name, quantity, unit, size, preparation, comment, group, food and amount.
///
/// Japanese and English are told apart per line (any kana or kanji → Japanese); a line in a language it
/// does not read (German, Chinese, Urdu …) gets that language's code (`LineLanguage`). The parser never
/// throws: a line it cannot read comes back with its cleaned text as the name.
public struct IngredientParser: Sendable {
    private let lexicon: Lexicon
    private let units: UnitTable
    private let languages: LineLanguage

    /// A parser over a food lexicon, a units table and the words that tell languages it does not read.
    public init(lexicon: Lexicon, units: UnitTable = .bundled, languages: LineLanguage = .bundled) {
        self.lexicon = lexicon
        self.units = units
        self.languages = languages
    }

    /// Parses one line. `group` is the heading the line stands under, if any; a marker or label
    /// written in the line itself takes precedence.
    public func parse(_ text: String, group: String? = nil) -> ParsedIngredient {
        let line = ScannedLine(text)
        let (marker, start) = GroupMarker.leading(line, from: 0)
        let parts = line.isJapanese
            ? JapaneseLineParser(line: line, units: units).parse(from: start)
            : EnglishLineParser(line: line, units: units).parse(from: start)
        let name = parts.name ?? ""
        var found = name.isEmpty ? nil : lexicon.longestMatch(in: name)
        if !line.isJapanese, !parts.comments.isEmpty, let named = found {
            found = narrower(than: named, in: text)
        }
        let food = found?.food ?? (name.isEmpty ? nil : lexicon.lookup(name))
        // Words of the food found never count as foreign: a German line naming only `Butter` is read as butter.
        let foreign = languages.unsupported(text, food: found?.matchedText)
        let unit = parts.unit.map { units.units[$0] }
        return ParsedIngredient(
            text: text,
            name: name,
            quantity: parts.quantity,
            quantityMax: parts.quantityMax,
            unit: unit?.code,
            unitText: parts.unitText,
            size: parts.size,
            preparation: parts.preparation,
            comment: parts.comments.isEmpty ? nil : parts.comments.joined(separator: "; "),
            group: marker ?? group,
            optional: parts.optional,
            toTaste: parts.toTaste,
            food: food?.id,
            amount: Self.amount(parts.quantityMax ?? parts.quantity, unit: unit, food: food).map {
                Amount(value: ($0.value * 1000).rounded() / 1000, dimension: $0.dimension)
            },
            language: foreign ?? (line.isJapanese ? "ja" : "en")
        )
    }

    /// A kind of the food named that a unit word set aside names with it (`2 lb fillet of beef`: `fillet`
    /// went to the comment, and `fillet of beef` is beef tenderloin), else the food named.
    func narrower(than named: FoodMatch, in text: String) -> FoodMatch {
        guard let whole = lexicon.longestMatch(in: text), whole.food.id != named.food.id,
            whole.matchedText.count > named.matchedText.count,
            // Within one phrase: not across a comma or bracket (`½ a lemon, juice only` is not lemon juice).
            !whole.matchedText.contains(where: { ",;:()[]（）、".contains($0) }),
            whole.matchedText.lowercased().contains(named.matchedText.lowercased()),
            lexicon.ancestors(of: whole.food.id).contains(where: { $0.id == named.food.id })
        else { return named }
        return whole
    }

    /// The quantity in base units, the upper end of a range (what to buy).
    ///
    /// Mass units give grams; volume units give grams when the food's density is known (`醤油 大さじ1`
    /// → 18 g), else millilitres; pieces (`個`, `本`, no unit) give grams by the food's piece weight
    /// (`玉ねぎ 1個` → 200 g), else a count; other counted units (`枚`, `can`, `clove`) give a count.
    static func amount(_ quantity: Double?, unit: UnitTable.Unit?, food: Food?) -> Amount? {
        guard let quantity, quantity.isFinite else { return nil }
        guard let unit else {
            // A bare number counts pieces (`3 eggs`, `卵 2`).
            if let grams = food?.pieceGrams { return Amount(value: quantity * grams, dimension: .mass) }
            return Amount(value: quantity, dimension: .count)
        }
        switch unit.dimension {
        case .mass:
            return Amount(value: quantity * unit.factor, dimension: .mass)
        case .volume:
            let millilitres = quantity * unit.factor
            if let density = food?.density { return Amount(value: millilitres * density, dimension: .mass) }
            return Amount(value: millilitres, dimension: .volume)
        case .count:
            if unit.code == "piece", let grams = food?.pieceGrams {
                return Amount(value: quantity * grams, dimension: .mass)
            }
            return Amount(value: quantity * unit.factor, dimension: .count)
        case .length:
            return nil
        }
    }
}
