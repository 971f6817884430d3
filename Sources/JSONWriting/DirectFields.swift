/// The fields of a `JSONObject` written straight into compact, sorted-key output, with no bookkeeping,
/// for a value that writes them in key order (see `JSONFieldWriter.sortsKeys`).
///
/// Each key is compared with the one before; a key that is not strictly after it (out of order, or
/// written twice) marks the attempt failed, and the encoder writes the value again the general way
/// (`EncodingState.encode`), so the bytes never depend on the order a type writes its fields in.
struct DirectFields {
    // The state outlives every object written into it.
    unowned(unsafe) let state: EncodingState
    let s: UnsafeMutablePointer<EncodingState.Storage>
    private var count = 0
    private var lastKey: UnsafePointer<UInt8>?
    private var lastLength = 0

    init(state: EncodingState) {
        self.state = state
        s = state.s
    }

    /// Whether an earlier field (of this object or any around it) came out of key order.
    var failed: Bool { s.pointee.directFailed }

    /// Starts a field: `false` (and the attempt marked failed) when `key` does not follow the last key.
    @inline(__always) private mutating func begin(_ key: StaticString) -> Bool {
        guard !s.pointee.directFailed else { return false }
        let text = key.utf8Start
        let length = key.utf8CodeUnitCount
        if let last = lastKey, !Self.precedes(last, lastLength, text, length) {
            s.pointee.directFailed = true
            return false
        }
        lastKey = text
        lastLength = length
        if count > 0 { s.pointee.output.byte(0x2C) }
        count += 1
        s.pointee.output.key(key, pretty: false)
        return true
    }

    /// Byte order of two ASCII keys, as `String`'s `<` orders them.
    @inline(__always) private static func precedes(
        _ a: UnsafePointer<UInt8>, _ aLength: Int, _ b: UnsafePointer<UInt8>, _ bLength: Int
    ) -> Bool {
        let shared = min(aLength, bLength)
        var index = 0
        while index < shared {
            if a[index] != b[index] { return a[index] < b[index] }
            index += 1
        }
        return aLength < bLength
    }

    mutating func field(_ key: StaticString, _ value: String) {
        guard begin(key) else { return }
        s.pointee.output.string(value)
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        guard begin(key) else { return }
        s.pointee.output.string(value)
    }

    mutating func field(_ key: StaticString, _ value: Double) throws {
        guard begin(key) else { return }
        try state.double(value)
    }

    mutating func field(_ key: StaticString, _ value: Double?) throws {
        guard begin(key) else { return }
        guard let value else { return s.pointee.output.raw("null") }
        try state.double(value)
    }

    mutating func field(_ key: StaticString, _ value: Int) {
        guard begin(key) else { return }
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Int?) {
        guard begin(key) else { return }
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Bool) {
        guard begin(key) else { return }
        s.pointee.output.bool(value)
    }

    mutating func field(_ key: StaticString, _ values: [String]) {
        guard begin(key) else { return }
        s.pointee.output.byte(0x5B)
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if index > 0 { s.pointee.output.byte(0x2C) }
                s.pointee.output.string(buffer[index])
            }
        }
        s.pointee.output.byte(0x5D)
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ value: Value?) throws {
        guard begin(key) else { return }
        guard let value else { return s.pointee.output.raw("null") }
        try Self.write(value, to: state)
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ values: [Value]) throws {
        guard begin(key) else { return }
        s.pointee.output.byte(0x5B)
        try values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where !s.pointee.directFailed {
                if index > 0 { s.pointee.output.byte(0x2C) }
                try Self.write(buffer[index], to: state)
            }
        }
        s.pointee.output.byte(0x5D)
    }

    mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws {
        guard begin(key) else { return }
        // The general path writes any value in place, its own objects sorted.
        try state.encodeValue(value, depth: 0)
    }

    /// Writes `value` as an object at the end of the output.
    static func write<Value: JSONObject>(_ value: borrowing Value, to state: EncodingState) throws {
        var fields = JSONFieldWriter(direct: DirectFields(state: state))
        state.s.pointee.output.byte(0x7B)
        try value.writeFields(to: &fields)
        state.s.pointee.output.byte(0x7D)
    }
}
