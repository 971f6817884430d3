#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text that is not a page (ingredient lines typed or piped in, one a line) brought to UTF-8 as a page is, without the
/// page's own charset declaration: a byte order mark, UTF-16 without one, UTF-8, else Shift_JIS, EUC-JP or
/// Windows-1252 as guessed.
public enum PlainText {
    /// The text as UTF-8 bytes, without a byte order mark.
    public static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if let marked = PageDecoder.byteOrderMarked(bytes) { return marked }
        guard bytes.withUnsafeBufferPointer(PageDecoder.utf8Validity) == .invalid else { return bytes }
        return PageDecoder.convert(bytes[...], from: PageDecoder.guessJapanese(bytes) ?? "WINDOWS-1252") ?? bytes
    }

    /// The lines of the text, in any encoding `utf8(_:)` reads: split at line feeds, a carriage return before one
    /// dropped (`\r\n`); no line after a final line feed.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        let text = utf8(bytes)
        return text.withUnsafeBufferPointer { bytes in
            var lines: [String] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                lines.append(PlainTextLines.line(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                start = end + 1
            }
            return lines
        }
    }
}

/// The lines of a stream (standard input) as they come, read 64 KB at most at a time, so that a long input is never
/// held whole and a line typed or piped in slowly is answered before the next arrives.
///
/// The first line (or first 4 KB) tells the encoding, as `PlainText` does: a UTF-8 byte order mark is dropped, and
/// UTF-16, or bytes that are not UTF-8, are read to the end and decoded whole (`PlainText.lines`). Past that, lines are
/// read as UTF-8, a malformed byte read as U+FFFD.
public final class PlainTextLines: Sequence, IteratorProtocol {
    /// Why the stream could not be read (`Is a directory`): it ended there, the lines read before it given.
    public private(set) var failure: String?
    /// The next bytes of the stream; empty at its end; throws `ReadFailure` when it cannot be read.
    private let read: () throws -> [UInt8]
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// The line feed ending the next line, when `hasLineReady` found it (`next()` does not look for it again).
    private var feed: Int?
    private var ended = false
    private var begun = false
    /// The lines of a text decoded whole, and the next of them.
    private var decoded: [String]?
    private var nextDecoded = 0

    /// The most bytes read at once.
    public static let readSize = 1 << 16

    /// A stream that cannot be read, and why.
    public struct ReadFailure: Error {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// Lines of the bytes `read` gives, in turn (empty at the end).
    public init(read: @escaping () throws -> [UInt8]) {
        self.read = read
    }

    /// The lines of standard input.
    public static func standardInput() -> PlainTextLines {
        PlainTextLines {
            var bytes = [UInt8](repeating: 0, count: readSize)
            while true {
                let count = bytes.withUnsafeMutableBytes { readStandardInput(into: $0) }
                if count >= 0 {
                    bytes.removeSubrange(count...)
                    return bytes
                }
                // (An interrupted read is read again; any other failure ends the stream, saying why.)
                if errno != EINTR { throw ReadFailure(String(cString: strerror(errno))) }
            }
        }
    }

    /// Whether the next line (or the end) is known without reading more: what was written for the lines before may
    /// wait in a buffer until it is not.
    public var hasLineReady: Bool {
        if let decoded { return nextDecoded <= decoded.count }
        guard begun else { return false }
        if ended || feed != nil { return true }
        feed = buffer[start...].firstIndex(of: 0x0A)
        return feed != nil
    }

    public func makeIterator() -> PlainTextLines { self }

    public func next() -> String? {
        if !begun { begin() }
        if let decoded {
            guard nextDecoded < decoded.count else { return nil }
            nextDecoded += 1
            return decoded[nextDecoded - 1]
        }
        while true {
            if let feed = feed ?? buffer[start...].firstIndex(of: 0x0A) {
                let line = buffer.withUnsafeBufferPointer { Self.line(UnsafeBufferPointer(rebasing: $0[start..<feed])) }
                start = feed + 1
                self.feed = nil
                return line
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = buffer.withUnsafeBufferPointer { Self.line(UnsafeBufferPointer(rebasing: $0[start...])) }
                start = buffer.count
                return line
            }
            if start > 0 {
                buffer.removeSubrange(..<start)
                start = 0
            }
            readMore()
        }
    }

    /// A line's bytes as text, a carriage return closing them dropped.
    static func line(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let end = bytes.last == 0x0D ? bytes.count - 1 : bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }

    private func readMore() {
        do {
            let more = try read()
            if more.isEmpty { ended = true } else { buffer += more }
        } catch {
            failure = (error as? ReadFailure)?.reason ?? "\(error)"
            ended = true
        }
    }

    /// Reads the first line (or 4 KB) and tells the encoding by it.
    private func begin() {
        begun = true
        while !ended, buffer.count < 4096, !buffer.contains(0x0A) { readMore() }
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
            return
        }
        // (Up to the last line feed: a read may end inside a character.)
        let told = buffer.lastIndex(of: 0x0A).map { buffer[..<$0] } ?? buffer[...].dropLast(ended ? 0 : 3)
        let utf8 = told.withUnsafeBufferPointer(PageDecoder.utf8Validity) != .invalid
        if utf8, !buffer.starts(with: [0xFF, 0xFE]), !buffer.starts(with: [0xFE, 0xFF]),
            PageDecoder.unmarkedUTF16(buffer) == nil
        {
            return
        }
        while !ended { readMore() }
        decoded = PlainText.lines(buffer)
        buffer = []
    }
}

/// `read(2)` of standard input into `buffer`: the bytes read, 0 at its end, -1 on failure (`errno` says why).
private func readStandardInput(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    #if canImport(Glibc)
    Glibc.read(STDIN_FILENO, buffer.baseAddress, buffer.count)
    #else
    Darwin.read(STDIN_FILENO, buffer.baseAddress, buffer.count)
    #endif
}
