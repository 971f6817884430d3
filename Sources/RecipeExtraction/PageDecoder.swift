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
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return convert(bytes.dropFirst(2), from: "UTF-16LE") ?? bytes }
        if bytes.starts(with: [0xFE, 0xFF]) { return convert(bytes.dropFirst(2), from: "UTF-16BE") ?? bytes }
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

    /// Shift_JIS lead bytes 0x81–0x9F never start an EUC-JP character (except the EUC single shifts).
    static func guessJapanese(_ bytes: [UInt8]) -> String? {
        var sjis = 0
        var euc = 0
        for byte in bytes where byte >= 0x80 {
            if (0x81...0x9F).contains(byte) && byte != 0x8E && byte != 0x8F { sjis += 1 }
            if (0xA1...0xFE).contains(byte) { euc += 1 }
        }
        if sjis > 0 { return "CP932" }
        if euc > 0 { return "EUC-JP-MS" }
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
