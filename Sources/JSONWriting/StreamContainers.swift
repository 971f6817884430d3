/// The `Encoder` handed to `encode(to:)` for the value at one nesting level.
final class LevelEncoder: Encoder {
    // The state owns its encoders and outlives every call that uses them.
    unowned(unsafe) let state: EncodingState
    let level: Int

    init(state: EncodingState, level: Int) {
        self.state = state
        self.level = level
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A value already written as an array or a single value cannot become an object; the container's
        // first write then reports the misuse.
        _ = state.open(.object, level: level)
        return KeyedEncodingContainer(KeyedStream<Key>(state: state, level: level, serial: state.serial(of: level)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = state.open(.array, level: level)
        return UnkeyedStream(state: state, level: level, serial: state.serial(of: level))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        _ = state.open(.single, level: level)
        return SingleValueStream(state: state, level: level, serial: state.serial(of: level))
    }
}

/// An object's members, written as they are encoded.
struct KeyedStream<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    let level: Int
    /// The frame this container writes into (see `EncodingState.Frame.serial`).
    let serial: Int

    var codingPath: [any CodingKey] { [] }

    @inline(__always) private func begin(_ key: Key) throws {
        try state.beginMember(level: level, serial: serial, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        state.null()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        state.bool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        state.string(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try state.double(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try begin(key)
        try state.float(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer<Value: FixedWidthInteger>(_ value: Value, _ key: Key) throws {
        try begin(key)
        state.integer(value)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try begin(key)
        try state.encodeValue(value, depth: state.depth(of: level) + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = nest(.object, key)
        return KeyedEncodingContainer(KeyedStream<NestedKey>(state: state, level: nested.level, serial: nested.serial))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = nest(.array, key)
        return UnkeyedStream(state: state, level: nested.level, serial: nested.serial)
    }

    mutating func superEncoder() -> any Encoder {
        state.encoder(level: nest(.pending, Key(stringValue: "super")).level)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        state.encoder(level: nest(.pending, key).level)
    }

    /// The level and serial of a container nested under `key`; level `Int.max` (every write fails) when
    /// this container was used out of order, since these calls cannot throw.
    private func nest(_ kind: EncodingState.Kind, _ key: Key?) -> (level: Int, serial: Int) {
        guard let key, (try? begin(key)) != nil else { return (Int.max, -1) }
        return state.push(kind, depth: state.depth(of: level) + 1)
    }
}

/// An array's elements, written as they are encoded.
struct UnkeyedStream: UnkeyedEncodingContainer, ValueStream {
    let state: EncodingState
    let level: Int
    /// The frame this container writes into (see `EncodingState.Frame.serial`).
    let serial: Int

    var codingPath: [any CodingKey] { [] }
    var count: Int { state.count(of: level) }

    @inline(__always) func begin() throws {
        try state.beginElement(level: level, serial: serial)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try begin()
        try state.encodeValue(value, depth: state.depth(of: level) + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = nest(.object)
        return KeyedEncodingContainer(KeyedStream<NestedKey>(state: state, level: nested.level, serial: nested.serial))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = nest(.array)
        return UnkeyedStream(state: state, level: nested.level, serial: nested.serial)
    }

    mutating func superEncoder() -> any Encoder {
        state.encoder(level: nest(.pending).level)
    }

    private func nest(_ kind: EncodingState.Kind) -> (level: Int, serial: Int) {
        guard (try? begin()) != nil else { return (Int.max, -1) }
        return state.push(kind, depth: state.depth(of: level) + 1)
    }
}

/// One value, written as it is encoded.
struct SingleValueStream: SingleValueEncodingContainer, ValueStream {
    let state: EncodingState
    let level: Int
    /// The frame this container writes into (see `EncodingState.Frame.serial`).
    let serial: Int

    var codingPath: [any CodingKey] { [] }

    @inline(__always) func begin() throws {
        try state.beginSingle(level: level, serial: serial)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try begin()
        // The wrapped value takes this value's place: same indentation.
        try state.encodeValue(value, depth: state.depth(of: level))
    }
}

/// A container that writes each value where the output ends once `begin()` has placed it (an array's next
/// element, a single value): how each kind of value is written is shared.
protocol ValueStream {
    var state: EncodingState { get }
    /// Writes what comes before the value (a separator, an indentation), or throws when the container is
    /// used out of order.
    func begin() throws
}

extension ValueStream {
    mutating func encodeNil() throws {
        try begin()
        state.null()
    }

    mutating func encode(_ value: Bool) throws {
        try begin()
        state.bool(value)
    }

    mutating func encode(_ value: String) throws {
        try begin()
        state.string(value)
    }

    mutating func encode(_ value: Double) throws {
        try begin()
        try state.double(value)
    }

    mutating func encode(_ value: Float) throws {
        try begin()
        try state.float(value)
    }

    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<Value: FixedWidthInteger>(_ value: Value) throws {
        try begin()
        state.integer(value)
    }
}
