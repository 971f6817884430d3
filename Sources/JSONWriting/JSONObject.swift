/// A value whose JSON is an object described once, field by field, in `writeFields(to:)`.
///
/// The same description serves both ways a value is encoded: `JSONStreamEncoder` writes the fields
/// straight into its output (no `Encoder` containers: the fast path of `parse-line` and `match`), and
/// `encodeFields(to:)` feeds them to any `Encoder` (JSONEncoder, and the type's `Encodable` conformance:
/// write `func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }`). Adding a field
/// is one line in `writeFields`.
public protocol JSONObject: Encodable {
    /// Writes every field, in any order (the writer sorts them when the output wants sorted keys).
    func writeFields(to fields: inout some JSONFieldWriter) throws
}

/// Where a `JSONObject` writes its fields: a key (plain ASCII) and a value each.
public protocol JSONFieldWriter {
    mutating func field(_ key: StaticString, _ value: String) throws
    mutating func field(_ key: StaticString, _ value: String?) throws
    mutating func field(_ key: StaticString, _ value: Double) throws
    mutating func field(_ key: StaticString, _ value: Double?) throws
    mutating func field(_ key: StaticString, _ value: Int) throws
    mutating func field(_ key: StaticString, _ value: Int?) throws
    mutating func field(_ key: StaticString, _ value: Bool) throws
    mutating func field(_ key: StaticString, _ values: [String]) throws
    mutating func field<Value: JSONObject>(_ key: StaticString, _ value: Value?) throws
    mutating func field<Value: JSONObject>(_ key: StaticString, _ values: [Value]) throws
    /// Any other value, through its `encode(to:)`.
    mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws
    /// Another object's fields, merged into this object (a value that extends another's JSON).
    mutating func fields<Value: JSONObject>(of value: Value) throws
}

extension JSONFieldWriter {
    public mutating func fields<Value: JSONObject>(of value: Value) throws {
        try value.writeFields(to: &self)
    }
}

extension JSONObject {
    /// Encodes the fields of `writeFields(to:)` into `encoder` as one keyed container: what the
    /// type's `encode(to:)` calls.
    public func encodeFields(to encoder: any Encoder) throws {
        var writer = EncoderFieldWriter(container: encoder.container(keyedBy: FieldKey.self))
        try writeFields(to: &writer)
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

/// Fields into a keyed container of any `Encoder`.
struct EncoderFieldWriter: JSONFieldWriter {
    var container: KeyedEncodingContainer<FieldKey>

    mutating func field(_ key: StaticString, _ value: String) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: String?) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: Double) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: Double?) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: Int) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: Int?) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ value: Bool) throws { try container.encode(value, forKey: FieldKey(key)) }
    mutating func field(_ key: StaticString, _ values: [String]) throws {
        try container.encode(values, forKey: FieldKey(key))
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ value: Value?) throws {
        try container.encode(value, forKey: FieldKey(key))
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ values: [Value]) throws {
        try container.encode(values, forKey: FieldKey(key))
    }

    mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws {
        try container.encode(value, forKey: FieldKey(key))
    }
}
