import Foundation

/// The output and the stack of open objects and arrays of one `JSONStreamEncoder`.
///
/// Containers write straight into the output. An object with sorted keys records where each member
/// starts; when it ends, its members are copied back in key order. The mutable parts live behind a
/// pointer so that appending a byte costs no exclusivity check.
final class EncodingState {
    enum Kind: UInt8 {
        /// A value whose `encode(to:)` has asked for no container yet.
        case pending
        case object
        case array
        case single
    }

    struct Frame {
        var kind: Kind
        /// Where the value starts in the output.
        var start: Int
        /// Its indentation level.
        var depth: Int
        /// Its first member in `members` (objects).
        var firstMember: Int
        /// Elements or members written so far.
        var count: Int
        /// Unique for the encoder's life: a container holding a stale frame's serial cannot write into a
        /// newer frame at the same level.
        var serial: Int
    }

    /// A member of an open object: its key, and where `"key":value` starts in the output.
    struct Member {
        var key: String
        var start: Int
    }

    /// An order of keys seen before and the order their members are written in.
    struct Shape {
        var keys: [String]
        var order: [Int]
    }

    /// A field of a `JSONObject` being written (see `ObjectWriter`): where its separator and its
    /// `"key":value` start in the output.
    struct FieldMember {
        var key: StaticString
        var separator: Int
        var start: Int
    }

    /// An order of static keys seen before (by address) and the order to write them in (`nil`: as they came).
    struct FieldShape {
        var keys: [UnsafeRawPointer]
        var order: [Int]?
    }

    struct Storage: ~Copyable {
        var output = JSONWriter(capacity: 1 << 12)
        var frames: [Frame] = []
        var members: [Member] = []
        var scratch = JSONWriter(capacity: 1 << 10)
        var shapes: [Shape] = []
        var nextShape = 0
        var nextSerial = 0
        var fieldMembers: [FieldMember] = []
        var fieldShapes: [FieldShape] = []
        var nextFieldShape = 0
        /// A field of the object being written directly came out of key order (see `DirectFields`).
        var directFailed = false
        /// The `JSONObject` types seen to write their fields out of key order: not tried directly again.
        var unorderedTypes: Set<ObjectIdentifier> = []
        /// The type last tested for `JSONObject` and the answer.
        var lastCastType: ObjectIdentifier?
        var lastCast: (any JSONObject.Type)?
    }

    static let shapeLimit = 64

    let pretty: Bool
    let sortedKeys: Bool
    let s: UnsafeMutablePointer<Storage>
    /// One `Encoder` per nesting level, made once and reused.
    private var encoders: [LevelEncoder] = []

    init(pretty: Bool, sortedKeys: Bool) {
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        s = .allocate(capacity: 1)
        s.initialize(to: Storage())
        s.pointee.frames.reserveCapacity(16)
        s.pointee.members.reserveCapacity(64)
        s.pointee.fieldMembers.reserveCapacity(64)
    }

    deinit {
        s.deinitialize(count: 1)
        s.deallocate()
    }

    // MARK: Whole values

    func encode<Value: Encodable>(_ value: Value) throws {
        // Compact sorted output of an object that writes its fields in key order needs no sorting.
        if !pretty, sortedKeys, let type = objectType(Value.self),
            !s.pointee.unorderedTypes.contains(ObjectIdentifier(Value.self))
        {
            do {
                try writeDirect(value, as: type)
            } catch {
                reset()
                throw error
            }
            if !s.pointee.directFailed { return }
            // Written out of order: start again the general way, and do not try this type directly again.
            s.pointee.directFailed = false
            s.pointee.unorderedTypes.insert(ObjectIdentifier(Value.self))
            s.pointee.output.removeAll()
        }
        do {
            try encodeValue(value, depth: 0)
            closeFrames(above: -1)
        } catch {
            reset()
            throw error
        }
    }

    /// Empties the output and the stacks, keeping their room and the shapes learnt.
    func reset() {
        s.pointee.output.removeAll()
        s.pointee.frames.removeAll(keepingCapacity: true)
        s.pointee.members.removeAll(keepingCapacity: true)
        s.pointee.fieldMembers.removeAll(keepingCapacity: true)
        s.pointee.directFailed = false
    }

    var bytes: [UInt8] { s.pointee.output.bytes }

    func appendOutput(to writer: inout JSONWriter) {
        s.pointee.output.withBytes { writer.append($0) }
    }

    func encoder(level: Int) -> LevelEncoder {
        // A nested encoder asked for out of order gets a level no frame has: its writes fail.
        if level == Int.max { return LevelEncoder(state: self, level: level) }
        while encoders.count <= level { encoders.append(LevelEncoder(state: self, level: encoders.count)) }
        return encoders[level]
    }

    @inline(__always) static func load<Value, Loaded>(_ value: Value, as type: Loaded.Type) -> Loaded {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Loaded.self) }
    }

    /// Writes `value` at the end of the output, at indentation `depth`.
    func encodeValue<Value: Encodable>(_ value: Value, depth: Int) throws {
        // The common leaves skip the container machinery (the type test compares metadata pointers).
        if Value.self == String.self { return s.pointee.output.string(Self.load(value, as: String.self)) }
        if Value.self == String?.self { return s.pointee.output.string(Self.load(value, as: String?.self)) }
        if Value.self == Double.self { return try double(Self.load(value, as: Double.self)) }
        if Value.self == Double?.self {
            guard let number = Self.load(value, as: Double?.self) else { return s.pointee.output.raw("null") }
            return try double(number)
        }
        if Value.self == Int.self { return s.pointee.output.integer(Self.load(value, as: Int.self)) }
        if Value.self == Int?.self { return s.pointee.output.integer(Self.load(value, as: Int?.self)) }
        if Value.self == Bool.self { return s.pointee.output.bool(Self.load(value, as: Bool.self)) }
        // The types JSONEncoder writes its own way rather than by their `encode(to:)`.
        if Value.self == URL.self { return s.pointee.output.string(Self.load(value, as: URL.self).absoluteString) }
        if Value.self == Data.self {
            return s.pointee.output.string(Self.load(value, as: Data.self).base64EncodedString())
        }
        if Value.self == Decimal.self {
            let text = Self.load(value, as: Decimal.self).description
            return text.utf8.withContiguousStorageIfAvailable { s.pointee.output.append(UnsafeRawBufferPointer($0)) }
                ?? s.pointee.output.append(Array(text.utf8))
        }
        // A value that describes its own fields skips the Encoder machinery altogether. The test is on
        // the type, so the value is not copied into an existential.
        if let type = depth == 0 ? objectType(Value.self) : Value.self as? any JSONObject.Type {
            return try writeObject(value, as: type, depth: depth)
        }
        pushFrame(.pending, depth: depth)
        let level = s.pointee.frames.count - 1
        try value.encode(to: encoder(level: level))
        closeFrames(above: level - 1)
    }

    /// `type` as a `JSONObject` type, if it is one; the answer for the last type asked is kept (a stream
    /// of values of one type asks the runtime once).
    private func objectType(_ type: Any.Type) -> (any JSONObject.Type)? {
        let id = ObjectIdentifier(type)
        if s.pointee.lastCastType == id { return s.pointee.lastCast }
        let cast = type as? any JSONObject.Type
        s.pointee.lastCastType = id
        s.pointee.lastCast = cast
        return cast
    }

    /// `value`, known to be of type `Object`, written through its fields in the order they come.
    private func writeDirect<Value, Object: JSONObject>(_ value: borrowing Value, as type: Object.Type) throws {
        try withUnsafePointer(to: value) { pointer in
            try pointer.withMemoryRebound(to: Object.self, capacity: 1) { object in
                try DirectFields.write(object.pointee, to: self)
            }
        }
    }

    /// `value`, known to be of type `Object`, written through its fields.
    private func writeObject<Value, Object: JSONObject>(_ value: borrowing Value, as type: Object.Type, depth: Int) throws {
        try withUnsafePointer(to: value) { pointer in
            try pointer.withMemoryRebound(to: Object.self, capacity: 1) { object in
                try ObjectWriter.write(object.pointee, to: self, depth: depth)
            }
        }
    }

    func double(_ value: Double) throws {
        guard value.isFinite else { throw Self.nonConforming(value) }
        s.pointee.output.number(value)
    }

    func float(_ value: Float) throws {
        guard value.isFinite else { throw Self.nonConforming(value) }
        s.pointee.output.float(value)
    }

    static func nonConforming(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(
            value, .init(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
    }

    static func misuse() -> EncodingError {
        EncodingError.invalidValue(
            (), .init(codingPath: [], debugDescription: "a container was used after a later one; finish nested containers first"))
    }

    func depth(of level: Int) -> Int { s.pointee.frames[level].depth }

    func count(of level: Int) -> Int { level < s.pointee.frames.count ? s.pointee.frames[level].count : 0 }

    // MARK: Opening and closing

    /// Closes every frame above `level` (nested containers their parent has moved past).
    @inline(__always) func closeFrames(above level: Int) {
        while s.pointee.frames.count - 1 > level { finish(s.pointee.frames.removeLast()) }
    }

    /// Makes the value at `level` a container of `kind`; `false` when it already is another kind.
    func open(_ kind: Kind, level: Int) -> Bool {
        closeFrames(above: level)
        guard s.pointee.frames.count - 1 == level else { return false }
        switch (s.pointee.frames[level].kind, kind) {
        case (.pending, _):
            s.pointee.frames[level].kind = kind
            begin(kind)
            return true
        case (.object, .object), (.array, .array), (.single, .single):
            return true
        default:
            return false
        }
    }

    /// A nested container's frame, on top of the stack: its level and serial.
    func push(_ kind: Kind, depth: Int) -> (level: Int, serial: Int) {
        pushFrame(kind, depth: depth)
        begin(kind)
        return (s.pointee.frames.count - 1, s.pointee.frames[s.pointee.frames.count - 1].serial)
    }

    private func pushFrame(_ kind: Kind, depth: Int) {
        s.pointee.nextSerial += 1
        s.pointee.frames.append(
            Frame(
                kind: kind, start: s.pointee.output.count, depth: depth, firstMember: s.pointee.members.count, count: 0,
                serial: s.pointee.nextSerial))
    }

    /// The serial of the frame at `level` (`-1` when there is none).
    func serial(of level: Int) -> Int {
        level >= 0 && level < s.pointee.frames.count ? s.pointee.frames[level].serial : -1
    }

    /// Whether the frame at `level` is the one with `serial` and the top of the stack once nested
    /// containers above it are closed.
    @inline(__always) private func current(_ level: Int, _ serial: Int, _ kind: Kind) -> Bool {
        closeFrames(above: level)
        return s.pointee.frames.count - 1 == level && s.pointee.frames[level].serial == serial
            && s.pointee.frames[level].kind == kind
    }

    private func begin(_ kind: Kind) {
        switch kind {
        case .array: s.pointee.output.byte(0x5B)
        case .object where !sortedKeys: s.pointee.output.byte(0x7B)
        default: break
        }
    }

    private func finish(_ frame: Frame) {
        switch frame.kind {
        case .single:
            return
        case .pending:
            // A value that encoded nothing is an empty object, as JSONEncoder writes it.
            if sortedKeys { finishSortedObject(frame) } else { s.pointee.output.byte(0x7B); finishObject(frame) }
        case .array:
            closing(count: frame.count, depth: frame.depth)
            s.pointee.output.byte(0x5D)
        case .object:
            if sortedKeys { finishSortedObject(frame) } else { finishObject(frame) }
        }
    }

    /// The line break and indentation before a closing bracket (pretty output only).
    func closing(count: Int, depth: Int) {
        guard pretty else { return }
        s.pointee.output.raw(count == 0 ? "\n\n" : "\n")
        indent(depth)
    }

    @inline(__always) func indent(_ depth: Int) {
        for _ in 0..<depth { s.pointee.output.raw("  ") }
    }

    /// The separator before an element or member written in place.
    @inline(__always) func separator(count: Int, depth: Int) {
        if pretty {
            s.pointee.output.raw(count == 0 ? "\n" : ",\n")
            indent(depth + 1)
        } else if count > 0 {
            s.pointee.output.byte(0x2C)
        }
    }

    private func finishObject(_ frame: Frame) {
        closing(count: frame.count, depth: frame.depth)
        s.pointee.output.byte(0x7D)
    }

    /// Rewrites the object's members, written as they came, in key order.
    private func finishSortedObject(_ frame: Frame) {
        let first = frame.firstMember
        let total = s.pointee.members.count - first
        if total == 0 {
            s.pointee.output.byte(0x7B)
            closing(count: 0, depth: frame.depth)
            s.pointee.output.byte(0x7D)
            return
        }
        let order = memberOrder(first: first)
        let end = s.pointee.output.count
        // Move the members aside, then copy them back in order between braces and separators.
        s.pointee.scratch.removeAll()
        s.pointee.output.withBytes { s.pointee.scratch.append(UnsafeRawBufferPointer(rebasing: $0[frame.start..<end])) }
        s.pointee.output.truncate(to: frame.start)
        s.pointee.output.byte(0x7B)
        let written = order?.count ?? total
        for position in 0..<written {
            let index = first + (order?[position] ?? position)
            let from = s.pointee.members[index].start - frame.start
            let to = (index + 1 < s.pointee.members.count ? s.pointee.members[index + 1].start : end) - frame.start
            separator(count: position, depth: frame.depth)
            s.pointee.scratch.withBytes { s.pointee.output.append(UnsafeRawBufferPointer(rebasing: $0[from..<to])) }
        }
        closing(count: written, depth: frame.depth)
        s.pointee.output.byte(0x7D)
        s.pointee.members.removeSubrange(first...)
    }

    /// The order to write the members from `first` on: by key, a repeated key keeping its last value;
    /// `nil` when they already are in order.
    private func memberOrder(first: Int) -> [Int]? {
        let count = s.pointee.members.count - first
        var sorted = true
        var index = first + 1
        while index < s.pointee.members.count {
            if !(s.pointee.members[index - 1].key < s.pointee.members[index].key) {
                sorted = false
                break
            }
            index += 1
        }
        if sorted { return nil }
        shapes: for shape in s.pointee.shapes where shape.keys.count == count {
            for offset in 0..<count where shape.keys[offset] != s.pointee.members[first + offset].key { continue shapes }
            return shape.order
        }
        let keys = s.pointee.members[first...].map(\.key)
        let byKey = Array(0..<count).sorted { a, b in keys[a] < keys[b] || (keys[a] == keys[b] && a < b) }
        var order: [Int] = []
        for (position, member) in byKey.enumerated()
        where position + 1 == byKey.count || keys[byKey[position + 1]] != keys[member] {
            order.append(member)
        }
        let shape = Shape(keys: keys, order: order)
        if s.pointee.shapes.count < Self.shapeLimit {
            s.pointee.shapes.append(shape)
        } else {
            s.pointee.shapes[s.pointee.nextShape] = shape
            s.pointee.nextShape = (s.pointee.nextShape + 1) % Self.shapeLimit
        }
        return order
    }

    // MARK: Writing into containers

    /// Starts the member `key` of the object at `level`: closes nested containers, then writes the key.
    @inline(__always) func beginMember(level: Int, serial: Int, key: String) throws {
        guard current(level, serial, .object) else { throw Self.misuse() }
        if sortedKeys {
            s.pointee.members.append(Member(key: key, start: s.pointee.output.count))
        } else {
            separator(count: s.pointee.frames[level].count, depth: s.pointee.frames[level].depth)
        }
        s.pointee.frames[level].count += 1
        s.pointee.output.string(key)
        if pretty { s.pointee.output.raw(" : ") } else { s.pointee.output.byte(0x3A) }
    }

    /// Starts the next element of the array at `level`.
    @inline(__always) func beginElement(level: Int, serial: Int) throws {
        guard current(level, serial, .array) else { throw Self.misuse() }
        separator(count: s.pointee.frames[level].count, depth: s.pointee.frames[level].depth)
        s.pointee.frames[level].count += 1
    }

    /// Starts the one value of the single-value container at `level`.
    func beginSingle(level: Int, serial: Int) throws {
        guard current(level, serial, .single), s.pointee.frames[level].count == 0 else { throw Self.misuse() }
        s.pointee.frames[level].count = 1
    }

    func null() { s.pointee.output.raw("null") }
    func bool(_ value: Bool) { s.pointee.output.bool(value) }
    func string(_ value: String) { s.pointee.output.string(value) }
    func integer<Value: FixedWidthInteger>(_ value: Value) { s.pointee.output.integer(value) }
}
