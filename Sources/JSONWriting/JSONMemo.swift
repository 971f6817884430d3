/// The JSON of values by text, for a stream whose values repeat: the same text (under the same group) gives
/// the same value, so its JSON is encoded once and its bytes written again for every repeat (ingredient lines
/// repeat all the time: `salt to taste`, `卵 1個`). Only speed depends on what is remembered, never the bytes
/// written.
///
/// Texts are compared byte for byte (``LineKey``).
///
/// Two generations bound memory by bytes: when the JSON kept in the current one passes `capacity` bytes it
/// becomes the previous one and the one before is dropped; a text found in the previous generation moves
/// forward. Not `Sendable`: one per stream.
public final class JSONMemo {
    private var current: [LineKey: [UInt8]] = [:]
    private var previous: [LineKey: [UInt8]] = [:]
    private var currentBytes = 0
    private let capacity: Int
    /// Texts found remembered, and texts encoded.
    public private(set) var hits = 0
    public private(set) var misses = 0

    /// A memo keeping at most about `2 × capacity` bytes of JSON; 0 remembers nothing.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The JSON of the value `make` gives for `text` under `group` (called only when not remembered).
    ///
    /// - Throws: what `encoder` throws for the value.
    public func json<Value: Encodable>(
        _ text: String, group: String? = nil, encoder: JSONStreamEncoder, make: () throws -> Value
    ) throws -> [UInt8] {
        let key = LineKey(text: text, group: group)
        if let bytes = current[key] {
            hits += 1
            return bytes
        }
        if let bytes = previous.removeValue(forKey: key) {
            hits += 1
            store(key, bytes)
            return bytes
        }
        misses += 1
        let bytes = try encoder.encode(try make())
        if capacity > 0 { store(key, bytes) }
        return bytes
    }

    private func store(_ key: LineKey, _ bytes: [UInt8]) {
        if currentBytes + bytes.count > capacity && !current.isEmpty {
            previous = current
            current = [:]
            currentBytes = 0
        }
        current[key] = bytes
        currentBytes += bytes.count
    }
}

/// An ingredient line's text and its group as a key of a memo of finished lines, hashed and compared by
/// their UTF-8 bytes, not as `String`s compare them: canonically equivalent texts are equal strings, but a
/// line written with a decomposed `が` is echoed as written, so what is made of it differs.
public struct LineKey: Hashable, Sendable {
    public var text: String
    public var group: String?

    public init(text: String, group: String?) {
        self.text = text
        self.group = group
    }

    public static func == (a: LineKey, b: LineKey) -> Bool {
        guard a.text.utf8.elementsEqual(b.text.utf8) else { return false }
        switch (a.group, b.group) {
        case (nil, nil): return true
        case let (x?, y?): return x.utf8.elementsEqual(y.utf8)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        Self.hashBytes(text, into: &hasher)
        if let group {
            hasher.combine(1 as UInt8)
            Self.hashBytes(group, into: &hasher)
        } else {
            hasher.combine(0 as UInt8)
        }
    }

    private static func hashBytes(_ text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }
}
