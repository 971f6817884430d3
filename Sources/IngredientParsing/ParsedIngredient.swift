public import JSONWriting

/// One ingredient line taken apart: what it names, how much, in which unit, and which food it is.
public struct ParsedIngredient: Sendable, Hashable, Codable, JSONObject {
    /// The line as given.
    public var text: String
    /// The ingredient as named, without amount, unit, size, preparation or comment.
    public var name: String
    public var quantity: Double?
    /// The upper end of a range (`1〜2` → quantity 1, quantityMax 2).
    public var quantityMax: Double?
    /// Canonical unit code (`g`, `tbsp`, `cup_jp`, `piece` …), `nil` when no unit is written.
    public var unit: String?
    /// The unit exactly as written (`大さじ`, `cc`, `cups`).
    public var unitText: String?
    /// The part a count counts when its word closes the name (`6 basil leaves` → `leaf`; `1 lemon wedge` →
    /// `wedge`): the name keeps the word and `unit` stays empty. `nil` when there is none.
    public var part: String?
    /// Size words (`large`, `小`, `大きめ`).
    public var size: String?
    /// How it is prepared (`finely chopped`, `みじん切り`).
    public var preparation: String?
    /// Everything else the line says (`前後`, `(about 2 cups)`, `or margarine`).
    public var comment: String?
    /// The group marker or label (`★`, `A`, `たれ`).
    public var group: String?
    public var optional: Bool
    /// A vague amount (`少々`, `適量`, `to taste`).
    public var toTaste: Bool
    /// Canonical food id from the lexicon, `nil` when the name is not known.
    public var food: String?
    /// The quantity (with `addedQuantity`) converted to grams, millilitres or pieces, when the unit and food
    /// allow it.
    public var amount: Amount?
    /// `ja` or `en`.
    public var language: String
    /// More of the same food that a clause after `plus` or `+` asks for, in the line's unit (`1 egg plus 3 egg
    /// yolks`: quantity 1, as written, and 3 more; `amount` counts all four). Carts buy both; it is not written
    /// in the JSON (the clause stays in `comment`), so a decoded parse has none.
    public var addedQuantity: Double? = nil
    /// More of the same food that a clause after `plus` measures in a unit of another kind than the line's
    /// (`1 stick plus 2 tablespoons butter`: 2 tbsp beside 1 stick), which only the food's weights convert:
    /// carts add it to the amount. Not written in the JSON either (the clause stays in `comment`).
    public var addedMeasure: AddedMeasure? = nil

    /// A quantity in a unit code (`2` `tbsp`).
    public struct AddedMeasure: Sendable, Hashable, Codable {
        public var quantity: Double
        public var unit: String

        public init(quantity: Double, unit: String) {
            self.quantity = quantity
            self.unit = unit
        }
    }

    public init(
        text: String, name: String, quantity: Double? = nil, quantityMax: Double? = nil,
        unit: String? = nil, unitText: String? = nil, part: String? = nil, size: String? = nil,
        preparation: String? = nil, comment: String? = nil, group: String? = nil, optional: Bool = false,
        toTaste: Bool = false, food: String? = nil, amount: Amount? = nil, language: String,
        addedQuantity: Double? = nil, addedMeasure: AddedMeasure? = nil
    ) {
        self.text = text
        self.name = name
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.unitText = unitText
        self.part = part
        self.size = size
        self.preparation = preparation
        self.comment = comment
        self.group = group
        self.optional = optional
        self.toTaste = toTaste
        self.food = food
        self.amount = amount
        self.language = language
        self.addedQuantity = addedQuantity
        self.addedMeasure = addedMeasure
    }

    private enum CodingKeys: String, CodingKey {
        case text, name, quantity, quantityMax, unit, unitText, part, size, preparation, comment, group
        case optional, toTaste, food, amount, language
    }

    /// Every key is written, `null` when unknown, as the CLI contract requires; the batch output keeps
    /// this order, the other outputs sort the keys (and get them in key order: the fastest way). Decoding
    /// reads the same names (`CodingKeys`).
    public func writeFields(to fields: inout JSONFieldWriter) throws {
        if fields.sortsKeys { return try writeSortedFields(to: &fields) }
        try fields.field("text", text)
        try fields.field("name", name)
        try fields.field("quantity", quantity)
        try fields.field("quantityMax", quantityMax)
        try fields.field("unit", unit)
        try fields.field("unitText", unitText)
        try fields.field("part", part)
        try fields.field("size", size)
        try fields.field("preparation", preparation)
        try fields.field("comment", comment)
        try fields.field("group", group)
        try fields.field("optional", optional)
        try fields.field("toTaste", toTaste)
        try fields.field("food", food)
        try fields.field("amount", amount)
        try fields.field("language", language)
    }

    /// The same fields in key order (a test checks that the two give the same object).
    func writeSortedFields(to fields: inout JSONFieldWriter) throws {
        try fields.field("amount", amount)
        try fields.field("comment", comment)
        try fields.field("food", food)
        try fields.field("group", group)
        try fields.field("language", language)
        try fields.field("name", name)
        try fields.field("optional", optional)
        try fields.field("part", part)
        try fields.field("preparation", preparation)
        try fields.field("quantity", quantity)
        try fields.field("quantityMax", quantityMax)
        try fields.field("size", size)
        try fields.field("text", text)
        try fields.field("toTaste", toTaste)
        try fields.field("unit", unit)
        try fields.field("unitText", unitText)
    }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }

    /// The part word as written, closing the name (`leaves` of `basil leaves`), when there is a part.
    public var partText: String? {
        guard part != nil, let space = name.lastIndex(of: " ") else { return nil }
        return String(name[name.index(after: space)...])
    }

    /// The unit an amount is measured in: the unit, else the part counted (`6 basil leaves` → leaf).
    public var measure: String? { unit ?? part }

    /// The measure as written (`cups`, `leaves`).
    public var measureText: String? { unit != nil ? unitText : partText }

    /// The line with its part as the unit and the name without the part word (`6 basil leaves` → name basil,
    /// unit leaf, unitText leaves), as a food is looked up and bought; the line itself when it has no part.
    public var partAsUnit: ParsedIngredient {
        guard unit == nil, let part, let partText else { return self }
        var line = self
        var rest = name.dropLast(partText.count)
        while rest.last == " " { rest = rest.dropLast() }
        line.name = String(rest)
        line.unit = part
        line.unitText = partText
        line.part = nil
        return line
    }
}

/// A quantity in a base unit: grams, millilitres or pieces.
public struct Amount: Sendable, Hashable, Codable, JSONObject {
    public enum Dimension: String, Sendable, Hashable, Codable {
        case mass, volume, count
    }

    public var value: Double
    public var dimension: Dimension

    public init(value: Double, dimension: Dimension) {
        self.value = value
        self.dimension = dimension
    }

    public func writeFields(to fields: inout JSONFieldWriter) throws {
        if fields.sortsKeys {
            try fields.field("dimension", dimension.rawValue)
            try fields.field("value", value)
        } else {
            try fields.field("value", value)
            try fields.field("dimension", dimension.rawValue)
        }
    }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
