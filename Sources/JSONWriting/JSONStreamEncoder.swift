/// Encodes `Encodable` values to JSON bytes as it goes, with the output `JSONEncoder` gives for
/// `[.sortedKeys, .withoutEscapingSlashes]` (and `.prettyPrinted` when `pretty`), byte for byte, several
/// times faster.
///
/// A value's `encode(to:)` stays the one description of its JSON: the encoder writes each key and value
/// as it is encoded and, with sorted keys, puts an object's members in order when the object ends (the
/// order found for a sequence of keys is remembered, so repeated shapes are not sorted again). Reuse one
/// encoder for many values; it is not `Sendable` (one per thread or request).
///
/// Limits: `codingPath` is always empty and `userInfo` has nothing; a nested container must be finished
/// before its parent is used again (what synthesized and hand-written conformances do); a key written
/// twice in one object keeps its last value, as `JSONEncoder` does.
public final class JSONStreamEncoder {
    /// Indented output, `"key" : value`, as `JSONEncoder`'s `.prettyPrinted`.
    public let pretty: Bool
    /// Members in key order, as `.sortedKeys`; otherwise in the order written.
    public let sortedKeys: Bool
    let state: EncodingState

    /// An encoder; the defaults give the compact JSON of the CLI's JSON Lines and of the HTTP bodies.
    public init(pretty: Bool = false, sortedKeys: Bool = true) {
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        state = EncodingState(pretty: pretty, sortedKeys: sortedKeys)
    }

    /// The JSON of `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a NaN or infinite number, or containers used out of order.
    public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        try state.encode(value)
        defer { state.reset() }
        return state.bytes
    }

    /// Appends the JSON of `value` to `writer`.
    public func encode<Value: Encodable>(_ value: Value, into writer: inout JSONWriter) throws {
        try state.encode(value)
        defer { state.reset() }
        state.appendOutput(to: &writer)
    }
}
