/// How much one pack holds: a weight, a volume or a count, plus the pieces in it when sold by count.
public struct PackSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The base unit of a pack.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Grams.
        case g
        /// Millilitres.
        case ml
        /// Pieces (eggs, onions, a block of tofu).
        case piece
    }

    public var value: Double
    public var unit: Unit
    /// Pieces in the pack when it is sold by count (`10` eggs, `3` onions), else `nil`.
    public var pieces: Int?

    /// A pack size; `value` must be positive.
    public init(value: Double, unit: Unit, pieces: Int? = nil) {
        self.value = value
        self.unit = unit
        self.pieces = pieces
    }

    public var description: String {
        let number = value == value.rounded() ? String(Int(value)) : String(value)
        var text: String
        switch unit {
        case .g: text = number + " g"
        case .ml: text = number + " ml"
        case .piece: text = number + (value == 1 ? " piece" : " pieces")
        }
        if let pieces, unit != .piece { text += " (\(pieces) pcs)" }
        return text
    }
}
