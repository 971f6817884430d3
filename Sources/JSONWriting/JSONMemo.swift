/// The JSON of values by text, for a stream whose values repeat: the same text (under the same group) gives
/// the same value, so its JSON is encoded once and its bytes written again for every repeat (ingredient lines
/// repeat all the time: `salt to taste`, `卵 1個`). Only speed depends on what is remembered, never the bytes
/// written.
///
/// Texts are compared byte for byte (``LineKey``); two generations bound memory by bytes (``LineMemo``). Not
/// `Sendable`: one per stream.
public final class JSONMemo {
    private let memo: LineMemo<[UInt8]>
    /// Texts found remembered, and texts encoded.
    public var hits: Int { memo.hits }
    public var misses: Int { memo.misses }

    /// A memo keeping at most about `2 × capacity` bytes of JSON; 0 remembers nothing.
    public init(capacity: Int) {
        memo = LineMemo(capacity: capacity, cost: \.count)
    }

    /// The JSON of the value `make` gives for `text` under `group` (called only when not remembered).
    ///
    /// - Throws: what `encoder` throws for the value.
    public func json<Value: Encodable>(
        _ text: String, group: String? = nil, encoder: JSONStreamEncoder, make: () throws -> Value
    ) throws -> [UInt8] {
        try memo.value(LineKey(text: text, group: group)) { try encoder.encode(try make()) }
    }
}

/// What was made of each line last seen (its JSON, its parse), for a stream whose lines repeat: the same line
/// (``LineKey``) gives the same value, made once. Two generations bound memory by `cost`: when the values kept
/// in the current one pass `capacity` it becomes the previous one and the one before is dropped; a line found in
/// the previous generation moves forward. Only speed depends on what is remembered. Not `Sendable`: one per
/// stream or worker.
///
/// A stream whose lines do not repeat (a list of distinct lines) only pays for the memo: hashing each key,
/// storing each value. So the memo watches its hits: when fewer than one lookup in `sampleRatio` of a window
/// hits, it makes the next `pause` lines without looking them up or keeping them, then samples a window again.
public final class LineMemo<Value> {
    private var current: [LineKey: Value] = [:]
    private var previous: [LineKey: Value] = [:]
    private var currentCost = 0
    private let capacity: Int
    private let cost: (Value) -> Int
    /// Lines found remembered, and lines made.
    public private(set) var hits = 0
    public private(set) var misses = 0
    /// Lookups and hits of the window being sampled, and lines left to make without looking up.
    private var windowLookups = 0
    private var windowHits = 0
    private var paused = 0

    /// Lookups per sampled window, the share of hits below which the memo pauses (one in `sampleRatio`), and
    /// the lines a pause lasts (the window's lookups are about a sixteenth of all lines of a stream of new ones).
    public static var window: Int { 4096 }
    public static var sampleRatio: Int { 32 }
    public static var pause: Int { 16 * window }

    /// A memo keeping values of at most about `2 × capacity` in all (by `cost`); 0 remembers nothing.
    public init(capacity: Int, cost: @escaping (Value) -> Int) {
        self.capacity = max(0, capacity)
        self.cost = cost
    }

    /// The value kept for `key`, or the one `make` gives (and keeps). A value `make` throws for is not kept.
    /// (The key is made only when it is looked up.)
    public func value(_ key: @autoclosure () -> LineKey, make: () throws -> Value) rethrows -> Value {
        if paused > 0 || capacity == 0 {
            paused = max(0, paused - 1)
            misses += 1
            return try make()
        }
        let key = key()
        windowLookups += 1
        if windowLookups == Self.window {
            // (The window's verdict counts from the next lookup on: this one is looked up as usual.)
            if windowHits * Self.sampleRatio < windowLookups { paused = Self.pause }
            windowLookups = 0
            windowHits = 0
        }
        if let value = current[key] {
            hits += 1
            windowHits += 1
            return value
        }
        if !previous.isEmpty, let value = previous.removeValue(forKey: key) {
            hits += 1
            windowHits += 1
            store(key, value)
            return value
        }
        misses += 1
        let value = try make()
        store(key, value)
        return value
    }

    private func store(_ key: LineKey, _ value: Value) {
        let size = cost(value)
        if currentCost + size > capacity && !current.isEmpty {
            previous = current
            // (About as many lines as the last generation: room made once, not by doubling.)
            current = Dictionary(minimumCapacity: previous.count)
            currentCost = 0
        }
        current[key] = value
        currentCost += size
    }
}

/// An ingredient line's text and its group as a key of a memo of finished lines, hashed and compared by
/// their UTF-8 bytes, not as `String`s compare them: canonically equivalent texts are equal strings, but a
/// line written with a decomposed `が` is echoed as written, so what is made of it differs.
public struct LineKey: Hashable, Sendable {
    public let text: String
    public let group: String?
    /// The hash of the bytes, made once: a memo hashes a key up to three times, and compares keys at every
    /// occupied slot it probes (unequal digests are unequal keys, without reading the bytes).
    private let digest: Int

    public init(text: String, group: String?) {
        self.text = text
        self.group = group
        var hasher = Hasher()
        Self.hashBytes(text, into: &hasher)
        if let group {
            hasher.combine(1 as UInt8)
            Self.hashBytes(group, into: &hasher)
        } else {
            hasher.combine(0 as UInt8)
        }
        digest = hasher.finalize()
    }

    public static func == (a: LineKey, b: LineKey) -> Bool {
        guard a.digest == b.digest, a.text.utf8.elementsEqual(b.text.utf8) else { return false }
        switch (a.group, b.group) {
        case (nil, nil): return true
        case let (x?, y?): return x.utf8.elementsEqual(y.utf8)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    private static func hashBytes(_ text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }
}
