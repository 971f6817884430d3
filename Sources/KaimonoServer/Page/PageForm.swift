import Foundation

/// The fields of a query string, a URL-encoded form or a multipart form, in order (names may repeat).
struct PageForm: Sendable {
    var fields: [(name: String, value: String)] = []

    /// The first value of `name`, trimmed; nil when absent or empty.
    subscript(_ name: String) -> String? {
        guard let value = fields.first(where: { $0.name == name })?.value.trimmingCharacters(in: .whitespacesAndNewlines),
            !value.isEmpty
        else { return nil }
        return value
    }

    /// Every value of `name`.
    func all(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// `a=1&b=2` (a query or an `application/x-www-form-urlencoded` body).
    init(urlEncoded text: String) {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            fields.append((Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : ""))
        }
    }

    init() {}

    /// A `multipart/form-data` body; a file part's content is read as text (UTF-8, else as given).
    init(multipart body: [UInt8], boundary: String) {
        let delimiter = Array(("--" + boundary).utf8)
        var parts: [ArraySlice<UInt8>] = []
        var start: Int?
        var index = 0
        while let found = Self.find(delimiter, in: body, from: index) {
            if let start { parts.append(body[start..<found]) }
            index = found + delimiter.count
            start = index
        }
        for part in parts {
            guard let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: Array(part), from: 0) else { continue }
            let bytes = Array(part)
            let head = String(decoding: bytes[..<headerEnd], as: UTF8.self)
            var content = bytes[(headerEnd + 4)...]
            if content.suffix(2).elementsEqual([13, 10]) { content = content.dropLast(2) }
            guard let nameRange = head.range(of: "name=\"") else { continue }
            let name = String(head[nameRange.upperBound...].prefix { $0 != "\"" })
            fields.append((name, String(decoding: content, as: UTF8.self)))
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count > 0, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        var i = from
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
