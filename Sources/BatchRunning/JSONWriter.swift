/// Writes JSON text straight into bytes: much faster than `JSONEncoder` for the millions of output lines
/// of a batch. Keys come in the order written; strings are escaped as RFC 8259 requires, `/` is not.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 12) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes that already hold JSON.
    mutating func append(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// `"key":` (the key must need no escaping).
    mutating func key(_ name: StaticString) {
        bytes.append(0x22)
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)
    }

    mutating func string(_ value: String?) {
        guard var value else { return raw("null") }
        value.withUTF8 { utf8 in
            bytes.append(0x22)
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                switch byte {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
            bytes.append(0x22)
        }
    }

    mutating func number(_ value: Double?) {
        guard let value, value.isFinite else { return raw("null") }
        if value == value.rounded(.towardZero) && abs(value) < 1e15 {
            integer(Int(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    mutating func integer(_ value: Int?) {
        guard let value else { return raw("null") }
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }
}
