#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Brings a page to UTF-8: the byte order mark first, then the charset the page declares, then
/// UTF-8 validity (with a Shift_JIS / EUC-JP / Windows-1252 guess for pages that declare nothing).
enum PageDecoder {
    /// The page as UTF-8 bytes (the input itself when it is UTF-8 already), without a BOM.
    ///
    /// `declaredCharset`, the charset the transport gave (HTTP), is used before the page's own declaration.
    static func utf8(_ bytes: [UInt8], declaredCharset transport: String? = nil) -> [UInt8] {
        if let marked = byteOrderMarked(bytes) { return marked }
        let validity = bytes.withUnsafeBufferPointer(utf8Validity)
        // Valid UTF-8 with multibyte characters is UTF-8 whatever the page claims: saved pages often keep
        // the charset of the server they came from, and other encodings are almost never valid UTF-8.
        if validity == .multibyte { return bytes }
        // A transport label iconv does not know is ignored in favour of the page's own.
        let usable = transport.flatMap { iconvName($0) == nil ? nil : $0 }
        let declared = usable ?? bytes.withUnsafeBufferPointer { ByteScanner(bytes: $0).declaredCharset() }
        if let declared, let name = iconvName(declared) {
            if name == "UTF-8" { return bytes }
            if let converted = convert(bytes[...], from: name) { return converted }
        }
        if validity == .ascii { return bytes }
        if validity == .invalid {
            let guess = guessJapanese(bytes) ?? "WINDOWS-1252"
            if let converted = convert(bytes[...], from: guess) { return converted }
        }
        return bytes
    }

    /// The text as UTF-8 when a byte order mark says its encoding (UTF-8, UTF-16 in either order), or when it is
    /// UTF-16 without one: nil for any other text.
    static func byteOrderMarked(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return convert(bytes.dropFirst(2), from: "UTF-16LE") ?? bytes }
        if bytes.starts(with: [0xFE, 0xFF]) { return convert(bytes.dropFirst(2), from: "UTF-16BE") ?? bytes }
        if let order = unmarkedUTF16(bytes) { return convert(bytes[...], from: order) }
        return nil
    }

    /// `UTF-16LE` or `UTF-16BE` for UTF-16 text written without a byte order mark, told by its zero bytes: the high
    /// byte of every ASCII character (digits, spaces, line breaks, markup), all on one side of their pairs and a
    /// sixteenth of the first 4 KB or more. UTF-8 text and the other encodings read here hold no zero byte.
    /// (Text in Japanese only, with no ASCII character at all, has none either and is not told.)
    static func unmarkedUTF16(_ bytes: [UInt8]) -> String? {
        let sample = bytes.prefix(4096)
        guard sample.count >= 2 else { return nil }
        var even = 0, odd = 0
        for (k, byte) in sample.enumerated() where byte == 0 {
            if k & 1 == 0 { even += 1 } else { odd += 1 }
        }
        let enough = max(1, sample.count / 16)
        if odd >= enough, even == 0 { return "UTF-16LE" }
        if even >= enough, odd == 0 { return "UTF-16BE" }
        return nil
    }

    enum Validity { case ascii, multibyte, invalid }

    /// Whether the bytes are plain ASCII, valid UTF-8 with multibyte sequences, or not UTF-8.
    static func utf8Validity(_ buffer: UnsafeBufferPointer<UInt8>) -> Validity {
        var index = 0
        let count = buffer.count
        var sawMultibyte = false
        guard let base = buffer.baseAddress else { return .ascii }
        while index < count {
            // Eight ASCII bytes at a time.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            sawMultibyte = true
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07); minimum = 0x10000
            default: return .invalid
            }
            guard index + length <= count else { return .invalid }
            for offset in 1..<length {
                let next = base[index + offset]
                guard next & 0xC0 == 0x80 else { return .invalid }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return .invalid }
            minimum = 0
            index += length
        }
        return sawMultibyte ? .multibyte : .ascii
    }

    /// The iconv name for a charset label (WHATWG aliases: Latin-1 means Windows-1252), or nil when unsupported.
    static func iconvName(_ label: String) -> String? {
        let lower = label.trimmingSpaces.lowercased()
        switch lower {
        case "utf-8", "utf8", "unicode-1-1-utf-8": return "UTF-8"
        case "shift_jis", "shift-jis", "sjis", "x-sjis", "windows-31j", "cp932", "ms_kanji", "csshiftjis", "ms932":
            return "CP932"
        case "euc-jp", "x-euc-jp", "eucjp", "cseucpkdfmtjapanese": return "EUC-JP-MS"
        case "iso-2022-jp", "csiso2022jp": return "ISO-2022-JP"
        case "iso-8859-1", "latin1", "l1", "us-ascii", "ascii", "windows-1252", "cp1252", "iso8859-1": return "WINDOWS-1252"
        case "": return nil
        default: return lower.uppercased()
        }
    }

    /// Shift_JIS or EUC-JP for bytes that are not UTF-8, when they read as such; nil (read as Windows-1252) otherwise.
    /// Shift_JIS lead bytes 0x81–0x9F never start an EUC-JP character (except the EUC single shifts), and EUC-JP pairs
    /// its bytes over 0x7F. A text reads as one when at most one character in twenty is malformed in it: a Latin-1 or
    /// Windows-1252 text (`crème`, `jalapeño`, curly quotes) reads as neither, where any byte over 0x7F had made it
    /// Japanese, and a Japanese page with a stray byte still reads as Japanese.
    static func guessJapanese(_ bytes: [UInt8]) -> String? {
        var sjisLeads = 0
        var sjisMalformed = 0
        var k = 0
        while k < bytes.count {
            let byte = bytes[k]
            switch byte {
            case 0x00...0x7F, 0xA1...0xDF:
                // ASCII, or half-width katakana.
                k += 1
            case 0x81...0x9F, 0xE0...0xFC:
                if (0x81...0x9F).contains(byte), byte != 0x8E, byte != 0x8F { sjisLeads += 1 }
                // (A character cut off at the end, as a page cut short has, is not malformed.)
                if k + 1 < bytes.count {
                    let trail = bytes[k + 1]
                    if !((0x40...0x7E).contains(trail) || (0x80...0xFC).contains(trail)) { sjisMalformed += 1 }
                }
                k += 2
            default:
                sjisMalformed += 1
                k += 1
            }
        }
        if sjisLeads > 0 && sjisMalformed * 20 <= sjisLeads { return "CP932" }
        var eucCharacters = 0
        var eucMalformed = 0
        k = 0
        while k < bytes.count {
            let byte = bytes[k]
            // (The bytes a character needs after its first: after a single shift 0x8E one, 0x8F two; else one.)
            let following: Int
            switch byte {
            case 0x00...0x7F:
                k += 1
                continue
            case 0x8E: following = 1
            case 0x8F: following = 2
            case 0xA1...0xFE: following = 1
            default:
                eucMalformed += 1
                k += 1
                continue
            }
            var j = 1
            while j <= following, k + j < bytes.count, (0xA1...0xFE).contains(bytes[k + j]) { j += 1 }
            if j <= following, k + j < bytes.count {
                eucMalformed += 1
                k += j
                continue
            }
            eucCharacters += 1
            k += following + 1
        }
        if eucCharacters > 0 && eucMalformed * 20 <= eucCharacters { return "EUC-JP-MS" }
        return nil
    }

    /// Converts `input` from `encoding` to UTF-8 with iconv; bytes that do not decode become U+FFFD.
    static func convert(_ input: ArraySlice<UInt8>, from encoding: String) -> [UInt8]? {
        var descriptor = iconv_open("UTF-8", encoding)
        if descriptor == iconvFailure, encoding == "EUC-JP-MS" { descriptor = iconv_open("UTF-8", "EUC-JP") }
        guard descriptor != iconvFailure else { return nil }
        defer { iconv_close(descriptor) }
        var output = [UInt8](repeating: 0, count: input.count * 3 + 16)
        var written = 0
        var source = Array(input)
        source.withUnsafeMutableBufferPointer { inBuffer in
            var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
            var inLeft = inBuffer.count
            while inLeft > 0 {
                let before = inLeft
                let status: Int = output.withUnsafeMutableBufferPointer { outBuffer in
                    guard let outBase = outBuffer.baseAddress else { return Int(EINVAL) }
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBase + written)
                        .assumingMemoryBound(to: CChar.self)
                    var outLeft = outBuffer.count - written
                    let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
                    written = outBuffer.count - outLeft
                    return result == -1 ? Int(errno) : 0
                }
                if status == 0 { break }
                if status == E2BIG {
                    output.append(contentsOf: [UInt8](repeating: 0, count: output.count))
                    continue
                }
                // An invalid or incomplete sequence: write U+FFFD and skip one byte.
                if output.count - written < 3 { output.append(contentsOf: [0, 0, 0]) }
                output[written] = 0xEF
                output[written + 1] = 0xBF
                output[written + 2] = 0xBD
                written += 3
                inPointer = inPointer.map { $0 + 1 }
                inLeft -= 1
                if inLeft == before { break }
            }
        }
        output.removeSubrange(written...)
        return output
    }

    private static var iconvFailure: iconv_t? { iconv_t(bitPattern: -1) }
}

/// `memchr` over bytes, for the scanner's fast searches.
@inline(__always)
func memchrPointer(_ pointer: UnsafePointer<UInt8>, _ byte: UInt8, _ count: Int) -> UnsafePointer<UInt8>? {
    guard let hit = memchr(pointer, Int32(byte), count) else { return nil }
    return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
}

extension String {
    /// Byte-wise substring search: much faster than `contains(_:)` for ASCII class names.
    func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { text in
            pattern.withUTF8 { search in
                guard search.count > 0 else { return true }
                guard text.count >= search.count, let textBase = text.baseAddress, let searchBase = search.baseAddress else {
                    return false
                }
                let first = searchBase[0]
                var position = 0
                let last = text.count - search.count
                while position <= last {
                    guard let hit = memchr(textBase + position, Int32(first), last - position + 1) else { return false }
                    let offset = textBase.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(textBase + offset, searchBase, search.count) == 0 { return true }
                    position = offset + 1
                }
                return false
            }
        }
    }
}
