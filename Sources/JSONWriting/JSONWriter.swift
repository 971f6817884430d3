/// JSON text written straight into a growing byte buffer, as `JSONEncoder` spells it.
///
/// Strings are escaped as `JSONEncoder` escapes them (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other
/// control characters as `\u00XX`; `/` and non-ASCII stay as they are); a `Double` is its shortest
/// description without a trailing `.0`. Keys come in the order written. Noncopyable: the buffer has one
/// owner, so appending never copies it.
public struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far.
    public private(set) var count: Int
    private var capacity: Int

    /// An empty writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        count = 0
    }

    deinit {
        base.deallocate()
    }

    /// A copy of the bytes written.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the bytes written (valid only during the call).
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the room.
    public mutating func removeAll() {
        count = 0
    }

    /// Forgets the bytes from `offset` on.
    mutating func truncate(to offset: Int) {
        count = offset
    }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never) private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Bytes that already hold JSON (or part of it).
    @inline(__always) public mutating func append(_ buffer: UnsafeRawBufferPointer) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        let from = source.assumingMemoryBound(to: UInt8.self)
        if buffer.count <= 16 {
            // Keys and short words: a loop is cheaper than a call to memmove.
            for offset in 0..<buffer.count { base[count + offset] = from[offset] }
        } else {
            (base + count).update(from: from, count: buffer.count)
        }
        count += buffer.count
    }

    /// Bytes that already hold JSON.
    public mutating func append(_ json: [UInt8]) {
        json.withUnsafeBytes { append($0) }
    }

    /// Text that needs no escaping (punctuation, `null`, `true`).
    @inline(__always) public mutating func raw(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always) public mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    /// `"key":` for a key that needs no escaping.
    public mutating func key(_ name: StaticString) {
        key(name, pretty: false)
    }

    /// `"key":`, or `"key" : ` when pretty.
    @inline(__always) mutating func key(_ name: StaticString, pretty: Bool) {
        let length = name.utf8CodeUnitCount
        reserve(length + 5)
        base[count] = 0x22
        let text = name.utf8Start
        for offset in 0..<length { base[count + 1 + offset] = text[offset] }
        count += length + 1
        if pretty { raw("\" : ") } else {
            base[count] = 0x22
            base[count + 1] = 0x3A
            count += 2
        }
    }

    /// A quoted, escaped string; `null` for `nil`.
    public mutating func string(_ value: String?) {
        guard let value else { return raw("null") }
        string(value)
    }

    /// A quoted, escaped string.
    public mutating func string(_ value: String) {
        // Native and small strings lend their UTF-8 without a copy; others are made contiguous first.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { string(UnsafeRawBufferPointer($0)) }
        if done == nil {
            var copy = value
            copy.withUTF8 { string(UnsafeRawBufferPointer($0)) }
        }
    }

    /// UTF-8 text, quoted and escaped.
    private mutating func string(_ text: UnsafeRawBufferPointer) {
        reserve(text.count + 2)
        byte(0x22)
        var runStart = 0
        var index = 0
        while index < text.count {
            // Eight bytes at a time while none is a control character, a quote or a backslash.
            if index + 8 <= text.count {
                let word = text.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !Self.needsEscape(word) {
                    index += 8
                    continue
                }
            }
            let value = text[index]
            index += 1
            guard value < 0x20 || value == 0x22 || value == 0x5C else { continue }
            if runStart < index - 1 { append(UnsafeRawBufferPointer(rebasing: text[runStart..<(index - 1)])) }
            runStart = index
            escape(value)
        }
        if runStart < text.count { append(UnsafeRawBufferPointer(rebasing: text[runStart...])) }
        byte(0x22)
    }

    /// Whether any of the eight bytes is below 0x20, a quote or a backslash (exact: no false negatives).
    @inline(__always) private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & high != 0
    }

    @inline(never) private mutating func escape(_ value: UInt8) {
        byte(0x5C)
        switch value {
        case 0x22: byte(0x22)
        case 0x5C: byte(0x5C)
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        case 0x08: byte(UInt8(ascii: "b"))
        case 0x0C: byte(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            raw("u00")
            byte(hex.utf8Start[Int(value >> 4)])
            byte(hex.utf8Start[Int(value & 0xF)])
        }
    }

    /// A number as `JSONEncoder` writes it; `null` for `nil`, NaN and infinities.
    public mutating func number(_ value: Double?) {
        guard let value, value.isFinite else { return raw("null") }
        // Whole numbers below 2^53 print as digits, as their description does (without `.0`).
        if value == value.rounded(.towardZero), abs(value) < 9.0e15 {
            if value == 0, value.sign == .minus { return raw("-0") }
            return integer(Int64(value))
        }
        if abs(value) >= 0.001, abs(value) < 1e12 {
            // The double nearest to a decimal with at most three places (scores, grams) prints as that
            // decimal: no shorter string can round to it, the places being far wider than its precision.
            let thousandths = (value * 1000).rounded()
            if thousandths / 1000 == value {
                return decimal(Int64(thousandths))
            }
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// `thousandths / 1000` with its trailing zeros dropped (not a whole number).
    private mutating func decimal(_ thousandths: Int64) {
        let magnitude = thousandths.magnitude
        if thousandths < 0 { byte(0x2D) }
        digits(magnitude / 1000, negative: false)
        var fraction = magnitude % 1000
        byte(0x2E)
        var divisor: UInt64 = 100
        while fraction > 0 {
            byte(0x30 + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// A `Float` as `JSONEncoder` writes it: its description without a trailing `.0`.
    mutating func float(_ value: Float) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// An integer; `null` for `nil`.
    public mutating func integer(_ value: Int?) {
        guard let value else { return raw("null") }
        integer(value)
    }

    /// An integer of any width.
    public mutating func integer<Value: FixedWidthInteger>(_ value: Value) {
        if let signed = Int64(exactly: value) {
            digits(signed.magnitude, negative: signed < 0)
        } else {
            digits(UInt64(truncatingIfNeeded: value), negative: false)
        }
    }

    private mutating func digits(_ magnitude: UInt64, negative: Bool) {
        if magnitude == 0 { return byte(0x30) }
        reserve(21)
        if negative { byte(0x2D) }
        var digits = 0
        var rest = magnitude
        while rest > 0 {
            rest /= 10
            digits += 1
        }
        var position = count + digits - 1
        rest = magnitude
        while rest > 0 {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
            base[position] = 0x30 + UInt8(truncatingIfNeeded: remainder)
            position -= 1
            rest = quotient
        }
        count += digits
    }

    public mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }
}
