/// A canonical food of the lexicon, named in Japanese and English.
///
/// Its fields sit in one shared allocation: a food is copied wherever a line, a product or a lexicon match reads
/// it, and a copy retains that one reference instead of each of its names and strings. Setting a field makes a
/// new allocation (foods are built once and read many times).
public struct Food: Sendable, Hashable, Codable, Identifiable {
    /// The fields as they are written in JSON (`id`, `english`, `japanese`, `parent`, `category`, `pantry`,
    /// `pieceGrams`, `density`; the optional ones left out when absent).
    private struct Fields: Sendable, Hashable, Codable {
        var id: String
        var english: [String]
        var japanese: [String]
        var parent: String?
        var category: String
        var pantry: Bool
        var pieceGrams: Double?
        var density: Double?
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    private mutating func change(_ set: (inout Fields) -> Void) {
        var fields = storage.fields
        set(&fields)
        storage = Storage(fields)
    }

    /// Stable ASCII slug (`chicken-thigh`, `onion`, `soy-sauce`).
    public var id: String {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    /// English names; the first is the display name.
    public var english: [String] {
        get { storage.fields.english }
        set { change { $0.english = newValue } }
    }
    /// Japanese names and spellings; the first is the display name.
    public var japanese: [String] {
        get { storage.fields.japanese }
        set { change { $0.japanese = newValue } }
    }
    /// The more general food (`pork-belly` → `pork`), if any.
    public var parent: String? {
        get { storage.fields.parent }
        set { change { $0.parent = newValue } }
    }
    public var category: String {
        get { storage.fields.category }
        set { change { $0.category = newValue } }
    }
    /// Kitchen staples most cooks already have (salt, water, oil, soy sauce).
    public var pantry: Bool {
        get { storage.fields.pantry }
        set { change { $0.pantry = newValue } }
    }
    /// Grams in one typical piece (an onion ≈ 200 g), when sold or counted by the piece.
    public var pieceGrams: Double? {
        get { storage.fields.pieceGrams }
        set { change { $0.pieceGrams = newValue } }
    }
    /// Grams per millilitre, for converting spoons and cups to grams.
    public var density: Double? {
        get { storage.fields.density }
        set { change { $0.density = newValue } }
    }

    public init(
        id: String, english: [String], japanese: [String], parent: String? = nil, category: String,
        pantry: Bool = false, pieceGrams: Double? = nil, density: Double? = nil
    ) {
        storage = Storage(Fields(
            id: id, english: english, japanese: japanese, parent: parent, category: category, pantry: pantry,
            pieceGrams: pieceGrams, density: density))
    }

    public static func == (lhs: Food, rhs: Food) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}
