/// The fields of a `JSONObject`, written straight into an `EncodingState`'s output.
///
/// Each field is written where the output ends; with sorted keys the object's fields are put in order
/// when it ends, as `EncodingState` does for containers, the order for a sequence of keys being learnt
/// once (keys are static strings: a shape is matched by comparing their addresses).
struct ObjectWriter: JSONFieldWriter {
    let state: EncodingState
    let s: UnsafeMutablePointer<EncodingState.Storage>
    /// The object's indentation level.
    let depth: Int
    /// Where the object starts in the output.
    let start: Int
    /// Its first field in `fieldMembers` (sorted keys).
    let firstMember: Int
    /// Fields written so far.
    private(set) var count = 0

    /// Writes `value` as an object at the end of the state's output, at indentation `depth`.
    static func write<Value: JSONObject>(_ value: Value, to state: EncodingState, depth: Int) throws {
        let s = state.s
        var writer = ObjectWriter(
            state: state, s: s, depth: depth, start: s.pointee.output.count, firstMember: s.pointee.fieldMembers.count)
        if !state.sortedKeys { s.pointee.output.byte(0x7B) }
        try value.writeFields(to: &writer)
        writer.finish()
    }

    /// Starts a field: its place and key.
    @inline(__always) private mutating func begin(_ key: StaticString) {
        if state.sortedKeys {
            s.pointee.fieldMembers.append(EncodingState.FieldMember(key: key, start: s.pointee.output.count))
        } else {
            state.separator(count: count, depth: depth)
        }
        count += 1
        s.pointee.output.byte(0x22)
        s.pointee.output.raw(key)
        if state.pretty { s.pointee.output.raw("\" : ") } else { s.pointee.output.raw("\":") }
    }

    mutating func field(_ key: StaticString, _ value: String) throws {
        begin(key)
        s.pointee.output.string(value)
    }

    mutating func field(_ key: StaticString, _ value: String?) throws {
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

    mutating func field(_ key: StaticString, _ value: Int) throws {
        begin(key)
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Int?) throws {
        begin(key)
        s.pointee.output.integer(value)
    }

    mutating func field(_ key: StaticString, _ value: Bool) throws {
        begin(key)
        s.pointee.output.bool(value)
    }

    mutating func field(_ key: StaticString, _ values: [String]) throws {
        begin(key)
        s.pointee.output.byte(0x5B)
        for (index, value) in values.enumerated() {
            state.separator(count: index, depth: depth + 1)
            s.pointee.output.string(value)
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
        for (index, value) in values.enumerated() {
            state.separator(count: index, depth: depth + 1)
            try Self.write(value, to: state, depth: depth + 2)
        }
        state.closing(count: values.count, depth: depth + 1)
        s.pointee.output.byte(0x5D)
    }

    mutating func field<Value: Encodable>(_ key: StaticString, encoding value: Value) throws {
        begin(key)
        try state.encodeValue(value, depth: depth + 1)
    }

    /// Closes the object: with sorted keys, its fields are copied back in key order.
    private func finish() {
        guard state.sortedKeys else {
            state.closing(count: count, depth: depth)
            s.pointee.output.byte(0x7D)
            return
        }
        let first = firstMember
        let total = s.pointee.fieldMembers.count - first
        guard total > 0 else {
            s.pointee.output.byte(0x7B)
            state.closing(count: 0, depth: depth)
            s.pointee.output.byte(0x7D)
            return
        }
        let order = memberOrder(first: first)
        let end = s.pointee.output.count
        s.pointee.scratch.removeAll()
        s.pointee.output.withBytes { s.pointee.scratch.append(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
        s.pointee.output.truncate(to: start)
        s.pointee.output.byte(0x7B)
        let written = order?.count ?? total
        for position in 0..<written {
            let index = first + (order?[position] ?? position)
            let from = s.pointee.fieldMembers[index].start - start
            let to = (index + 1 < s.pointee.fieldMembers.count ? s.pointee.fieldMembers[index + 1].start : end) - start
            state.separator(count: position, depth: depth)
            s.pointee.scratch.withBytes { s.pointee.output.append(UnsafeRawBufferPointer(rebasing: $0[from..<to])) }
        }
        state.closing(count: written, depth: depth)
        s.pointee.output.byte(0x7D)
        s.pointee.fieldMembers.removeSubrange(first...)
    }

    /// The order to write the fields from `first` on (`nil`: already sorted); see `EncodingState.memberOrder`.
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
