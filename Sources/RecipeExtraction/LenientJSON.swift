import Foundation

/// Parses JSON as pages write it: strict first, then repaired (comment wrappers, raw control characters
/// and invalid escapes inside strings, trailing commas, several objects in one block).
enum LenientJSON {
    static func parse(_ bytes: ArraySlice<UInt8>) -> Any? {
        let data = Data(bytes)
        if let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            return value
        }
        let repaired = repair(bytes)
        if let value = try? JSONSerialization.jsonObject(with: Data(repaired), options: [.fragmentsAllowed]) {
            return value
        }
        // Several top-level values one after another: `{…}{…}` or `{…},{…}`.
        var wrapped: [UInt8] = Array("[".utf8)
        wrapped += joinTopLevelValues(repaired)
        wrapped += Array("]".utf8)
        return try? JSONSerialization.jsonObject(with: Data(wrapped), options: [])
    }

    /// Fixes what breaks strict parsers without changing meaning.
    static func repair(_ input: ArraySlice<UInt8>) -> [UInt8] {
        var bytes = Array(input)
        // Strip `<!--`, `-->`, `<![CDATA[`, `]]>` wrappers and a trailing `;`.
        let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces
        var trimmed = Substring(text)
        for prefix in ["<!--", "//<![CDATA[", "<![CDATA["] where trimmed.hasPrefix(prefix) {
            trimmed = trimmed.dropFirst(prefix.count)
        }
        for suffix in ["-->", "//]]>", "]]>"] where trimmed.hasSuffix(suffix) {
            trimmed = trimmed.dropLast(suffix.count)
        }
        trimmed = Substring(String(trimmed).trimmingSpaces)
        if trimmed.hasSuffix(";") { trimmed = trimmed.dropLast() }
        bytes = Array(trimmed.utf8)

        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
                    if Array("\"\\/bfnrtu".utf8).contains(next) {
                        out.append(byte)
                        out.append(next)
                    } else {
                        out.append(next)
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                out.append(byte < 0x20 ? UInt8(ascii: " ") : byte)
            } else {
                if byte == UInt8(ascii: "\"") { inString = true }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    // Drop a trailing comma before the closing bracket.
                    var back = out.count - 1
                    while back >= 0, out[back] == 0x20 || out[back] == 0x0A || out[back] == 0x0D || out[back] == 0x09 {
                        back -= 1
                    }
                    if back >= 0, out[back] == UInt8(ascii: ",") { out.remove(at: back) }
                }
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    /// Puts commas between top-level values that follow each other without one.
    private static func joinTopLevelValues(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                out.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0, let last = out.last(where: { $0 > 0x20 }), last == UInt8(ascii: "}") || last == UInt8(ascii: "]") {
                    out.append(UInt8(ascii: ","))
                }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            out.append(byte)
        }
        return out
    }
}
