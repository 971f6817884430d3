/// An ingredient amount in a pack's base unit: grams, millilitres or pieces.
public struct IndexedAmount: Sendable, Hashable, Codable {
    public var value: Double
    /// `g` for mass, `ml` for volume, `piece` for counts.
    public var unit: PackSize.Unit

    /// An amount.
    public init(value: Double, unit: PackSize.Unit) {
        self.value = value
        self.unit = unit
    }
}
