/// HTML text built by appending: every dynamic string goes through `text` or `attribute`, which escape it.
struct HTML {
    private(set) var output = ""

    /// Markup written as is: only literals of ours, never data.
    mutating func raw(_ markup: String) { output += markup }

    /// Text content, escaped.
    mutating func text(_ value: String) { output += Self.escape(value) }

    /// `value` escaped for text and for a quoted attribute value alike.
    static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Shorthand for `HTML.escape`.
func esc(_ value: String) -> String { HTML.escape(value) }

/// A query string from pairs, each name and value percent-encoded (`a=1&b=%E3%81%82`).
func queryString(_ pairs: [(String, String)]) -> String {
    pairs.map { formEncode($0.0) + "=" + formEncode($0.1) }.joined(separator: "&")
}

/// `value` percent-encoded for a query or a form (`application/x-www-form-urlencoded`).
func formEncode(_ value: String) -> String {
    var out = ""
    for byte in value.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = Array("0123456789ABCDEF".utf8)
            out += "%" + String(UnicodeScalar(hex[Int(byte >> 4)])) + String(UnicodeScalar(hex[Int(byte & 15)]))
        }
    }
    return out
}
