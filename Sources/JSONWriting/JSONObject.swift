/// A value whose JSON is an object described once, field by field, in `writeFields(to:)`.
///
/// The same description serves both ways a value is encoded: `JSONStreamEncoder` writes the fields
/// straight into its output (no `Encoder` containers: the fast path of `parse-line` and `match`), and
/// `encodeFields(to:)` feeds them to any `Encoder` (JSONEncoder, and the type's `Encodable` conformance:
/// write `func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }`). Adding a field
/// is one line in `writeFields`.
public protocol JSONObject: Encodable {
    /// Writes every field, in any order (the writer sorts them when the output wants sorted keys).
    func writeFields(to fields: inout JSONFieldWriter) throws
}

/// Where a `JSONObject` writes its fields: a key (plain ASCII: no quote, backslash or control
/// character) and a value each, straight into `JSONStreamEncoder`'s output or into an `Encoder`'s keyed
/// container. A concrete type, so that every call is a direct one.
public struct JSONFieldWriter {
    /// Compact sorted output written in the order the fields come (see `sortsKeys`).
    private var direct: DirectFields?
    /// The stream path (any layout); `nil` when writing into `container`.
    private var stream: ObjectWriter?
    private var container: KeyedEncodingContainer<FieldKey>?

    init(direct: DirectFields) {
        self.direct = direct
    }

    init(stream: ObjectWriter) {
        self.stream = stream
    }

    init(container: KeyedEncodingContainer<FieldKey>) {
        self.container = container
    }

    /// Fields written so far on the stream path.
    var streamed: ObjectWriter? { stream }

    /// Whether the output puts the keys in order itself. Then the order the fields are written in does
    /// not change the bytes, and writing them in key order is the fastest (compact output takes each
    /// field as it comes, with no copy); otherwise write them in the order the output should keep.
    public var sortsKeys: Bool { direct != nil || stream?.sortedKeys == true }

    public mutating func field(_ key: StaticString, _ value: String) throws {
        if direct != nil { return direct!.field(key, value) }
        if stream != nil { return stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: String?) throws {
        if direct != nil { return direct!.field(key, value) }
        if stream != nil { return stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: Double) throws {
        if direct != nil { return try direct!.field(key, value) }
        if stream != nil { return try stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: Double?) throws {
        if direct != nil { return try direct!.field(key, value) }
        if stream != nil { return try stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: Int) throws {
        if direct != nil { return direct!.field(key, value) }
        if stream != nil { return stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: Int?) throws {
        if direct != nil { return direct!.field(key, value) }
        if stream != nil { return stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ value: Bool) throws {
        if direct != nil { return direct!.field(key, value) }
        if stream != nil { return stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field(_ key: StaticString, _ values: [String]) throws {
        if direct != nil { return direct!.field(key, values) }
        if stream != nil { return stream!.field(key, values) }
        try container!.encode(values, forKey: FieldKey(key))
    }

    public mutating func field<Value: JSONObject>(_ key: StaticString, _ value: Value?) throws {
        if direct != nil { return try direct!.field(key, value) }
        if stream != nil { return try stream!.field(key, value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    public mutating func field<Value: JSONObject>(_ key: StaticString, _ values: [Value]) throws {
        if direct != nil { return try direct!.field(key, values) }
        if stream != nil { return try stream!.field(key, values) }
        try container!.encode(values, forKey: FieldKey(key))
    }

    /// Any other value, through its `encode(to:)`.
    public mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws {
        if direct != nil { return try direct!.field(key, encoding: value) }
        if stream != nil { return try stream!.field(key, encoding: value) }
        try container!.encode(value, forKey: FieldKey(key))
    }

    /// Another object's fields, merged into this object (a value that extends another's JSON).
    public mutating func fields<Value: JSONObject>(of value: Value) throws {
        try value.writeFields(to: &self)
    }
}

extension JSONObject {
    /// Encodes the fields of `writeFields(to:)` into `encoder` as one keyed container: what the
    /// type's `encode(to:)` calls.
    public func encodeFields(to encoder: any Encoder) throws {
        var fields = JSONFieldWriter(container: encoder.container(keyedBy: FieldKey.self))
        try writeFields(to: &fields)
    }
}

/// A field name as a coding key.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ key: StaticString) { stringValue = key.description }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
