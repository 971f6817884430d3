/// The fields of a `JSONObject`, written straight into an `EncodingState`'s output.
///
/// Each field is written where the output ends, after its separator. With sorted keys the writer notes
/// where each field starts; when the object ends, fields that came out of key order are copied back in
/// order (the order for a sequence of keys is learnt once: keys are static strings, so a shape is
/// matched by comparing their addresses). Fields written in key order cost no copy.
struct ObjectWriter {
    // The state outlives every object written into it.
    unowned(unsafe) let state: EncodingState
    let s: UnsafeMutablePointer<EncodingState.Storage>
    let sortedKeys: Bool
    let pretty: Bool
    /// The object's indentation level.
    let depth: Int
    /// Where the object starts in the output (at its `{`).
    let start: Int
    /// Its first field in `fieldMembers` (sorted keys).
    let firstMember: Int
    /// Fields written so far.
    private(set) var count = 0

    /// Writes `value` as an object at the end of the state's output, at indentation `depth`.
    static func write<Value: JSONObject>(_ value: borrowing Value, to state: EncodingState, depth: Int) throws {
        let s = state.s
        var fields = JSONFieldWriter(stream: ObjectWriter(
            state: state, s: s, sortedKeys: state.sortedKeys, pretty: state.pretty, depth: depth,
            start: s.pointee.output.count, firstMember: s.pointee.fieldMembers.count))
        s.pointee.output.byte(0x7B)
        try value.writeFields(to: &fields)
        fields.streamed?.finish()
    }

    /// Starts a field: its separator, place and key.
    @inline(__always) private mutating func begin(_ key: StaticString) {
        let separatorStart = s.pointee.output.count
        state.separator(count: count, depth: depth)
        if sortedKeys {
            s.pointee.fieldMembers.append(
                EncodingState.FieldMember(key: key, separator: separatorStart, start: s.pointee.output.count))
        }
        count += 1
        s.pointee.output.key(key, pretty: pretty)
    }

    mutating func field(_ key: StaticString, _ value: String) {
        begin(key)
        s.pointee.output.string(value)
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        begin(key)
        s.pointee.output.string(value)
    }

    mutating func field(_ key: StaticString, _ value: Double) throws {
        begin(key)
        try state.double(value)
    }

    mutating func field(_ key: StaticString, _ value: Double?) throws {
        begin(key)
        guard let value else { return s.pointee.output.raw("null") }
        try state.double(value)
    }

    mutating func field(_ key: StaticString, _ value: Int) {
        begin(key)
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Int?) {
        begin(key)
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Bool) {
        begin(key)
        s.pointee.output.bool(value)
    }

    mutating func field(_ key: StaticString, _ values: [String]) {
        begin(key)
        s.pointee.output.byte(0x5B)
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                state.separator(count: index, depth: depth + 1)
                s.pointee.output.string(buffer[index])
            }
        }
        state.closing(count: values.count, depth: depth + 1)
        s.pointee.output.byte(0x5D)
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ value: Value?) throws {
        begin(key)
        guard let value else { return s.pointee.output.raw("null") }
        try Self.write(value, to: state, depth: depth + 1)
    }

    mutating func field<Value: JSONObject>(_ key: StaticString, _ values: [Value]) throws {
        begin(key)
        s.pointee.output.byte(0x5B)
        // Elements are lent from the array's storage, not copied.
        try values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                state.separator(count: index, depth: depth + 1)
                try Self.write(buffer[index], to: state, depth: depth + 2)
            }
        }
        state.closing(count: values.count, depth: depth + 1)
        s.pointee.output.byte(0x5D)
    }

    mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws {
        begin(key)
        try state.encodeValue(value, depth: depth + 1)
    }

    /// Closes the object: with sorted keys, fields that came out of order are copied back in key order.
    func finish() {
        let first = firstMember
        let total = sortedKeys ? s.pointee.fieldMembers.count - first : 0
        if total > 0, let order = memberOrder(first: first) {
            // Move the fields (after the `{`) aside, then copy each back after a new separator.
            let end = s.pointee.output.count
            let base = start + 1
            s.pointee.scratch.removeAll()
            s.pointee.output.withBytes { s.pointee.scratch.append(UnsafeRawBufferPointer(rebasing: $0[base..<end])) }
            s.pointee.output.truncate(to: base)
            for (position, offset) in order.enumerated() {
                let index = first + offset
                let from = s.pointee.fieldMembers[index].start - base
                let to = (index + 1 < s.pointee.fieldMembers.count ? s.pointee.fieldMembers[index + 1].separator : end) - base
                state.separator(count: position, depth: depth)
                s.pointee.scratch.withBytes { s.pointee.output.append(UnsafeRawBufferPointer(rebasing: $0[from..<to])) }
            }
            state.closing(count: order.count, depth: depth)
        } else {
            state.closing(count: count, depth: depth)
        }
        s.pointee.output.byte(0x7D)
        if total > 0 { s.pointee.fieldMembers.removeSubrange(first...) }
    }

    /// The order to write the fields from `first` on (`nil`: already in order, nothing repeated); see
    /// `EncodingState.memberOrder`.
    private func memberOrder(first: Int) -> [Int]? {
        let count = s.pointee.fieldMembers.count - first
        shapes: for shape in s.pointee.fieldShapes where shape.keys.count == count {
            for offset in 0..<count
            where shape.keys[offset] != UnsafeRawPointer(s.pointee.fieldMembers[first + offset].key.utf8Start) {
                continue shapes
            }
            return shape.order
        }
        let keys = s.pointee.fieldMembers[first...].map { $0.key.description }
        let byKey = Array(0..<count).sorted { a, b in keys[a] < keys[b] || (keys[a] == keys[b] && a < b) }
        var order: [Int] = []
        for (position, member) in byKey.enumerated()
        where position + 1 == byKey.count || keys[byKey[position + 1]] != keys[member] {
            order.append(member)
        }
        let sorted = order == Array(0..<count)
        let shape = EncodingState.FieldShape(
            keys: s.pointee.fieldMembers[first...].map { UnsafeRawPointer($0.key.utf8Start) }, order: sorted ? nil : order)
        if s.pointee.fieldShapes.count < EncodingState.shapeLimit {
            s.pointee.fieldShapes.append(shape)
        } else {
            s.pointee.fieldShapes[s.pointee.nextFieldShape] = shape
            s.pointee.nextFieldShape = (s.pointee.nextFieldShape + 1) % EncodingState.shapeLimit
        }
        return shape.order
    }
}
