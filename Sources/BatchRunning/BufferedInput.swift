internal import Foundation

/// A byte stream with a growable look-ahead buffer: splits lines and JSON array elements, and reads
/// whole documents, never holding more than one record (plus one read block) in memory.
final class BufferedInput: ByteSource {
    /// What the next record of a split input is.
    enum Piece {
        case bytes([UInt8])
        /// The record was longer than the limit and was skipped; its byte count so far.
        case tooLarge(Int)
    }

    private let source: any ByteSource
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private(set) var atEnd = false
    private static let block = 1 << 18

    // JSON array scanning state, kept between calls.
    private var arrayDepth = 0
    private var inString = false
    private var escaped = false
    private var arrayClosed = false

    init(source: any ByteSource) {
        self.source = source
        buffer = [UInt8](repeating: 0, count: Self.block)
    }

    /// Reads more bytes after `end`, compacting and growing the buffer when needed; false at the end.
    private func fill() throws(InputFailure) -> Bool {
        if atEnd { return false }
        if start > 0 && (start == end || end > buffer.count - Self.block / 4) {
            buffer.withUnsafeMutableBytes { raw in
                if end > start, let base = raw.baseAddress { memmove(base, base + start, end - start) }
            }
            end -= start
            start = 0
        }
        if buffer.count - end < Self.block / 4 {
            buffer.append(contentsOf: repeatElement(0, count: max(Self.block, buffer.count)))
        }
        let source = self.source
        let from = end
        let result = buffer.withUnsafeMutableBytes { raw -> Result<Int, InputFailure> in
            do throws(InputFailure) {
                return .success(try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[from...])))
            } catch {
                return .failure(error)
            }
        }
        let count = try result.get()
        if count == 0 {
            atEnd = true
            return false
        }
        end += count
        return true
    }

    /// Shrinks the buffer back after a very long record, so one outlier does not keep memory.
    private func shrinkIfLarge() {
        if buffer.count > 4 * Self.block && end - start < Self.block / 2 {
            buffer = Array(buffer[start..<end]) + [UInt8](repeating: 0, count: Self.block)
            end -= start
            start = 0
        }
    }

    /// The first bytes of the stream (at least `count` unless it is shorter), without consuming them.
    func peek(_ count: Int) throws(InputFailure) -> ArraySlice<UInt8> {
        while end - start < count, try fill() {}
        return buffer[start..<min(end, start + count)]
    }

    /// The first non-blank byte (after a UTF-8 byte order mark), without consuming it.
    func firstSignificantByte() throws(InputFailure) -> UInt8? {
        var offset = 0
        while true {
            while start + offset < end {
                let byte = buffer[start + offset]
                if byte == 0xEF || byte == 0xBB || byte == 0xBF || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    offset += 1
                    continue
                }
                return byte
            }
            guard try fill() else { return nil }
        }
    }

    /// Whether the first line (up to `limit` bytes) is a whole JSON object: `{…}` on one line.
    func firstLineIsObject(limit: Int) throws(InputFailure) -> Bool {
        var scanned = 0
        while true {
            if let newline = buffer[(start + scanned)..<end].firstIndex(of: 0x0A) {
                return Self.trimmed(buffer[start..<newline]).last == UInt8(ascii: "}")
            }
            scanned = end - start
            if end - start > limit { return false }
            guard try fill() else { return Self.trimmed(buffer[start..<end]).last == UInt8(ascii: "}") }
        }
    }

    /// The next line without its line break, or nil at the end.
    func nextLine(limit: Int) throws(InputFailure) -> Piece? {
        var scanned = 0
        var skipped = 0
        while true {
            let from = start + scanned
            let found: Int? = buffer.withUnsafeBytes { raw in
                guard from < end, let base = raw.baseAddress else { return nil }
                guard let hit = memchr(base + from, 0x0A, end - from) else { return nil }
                return base.distance(to: UnsafeRawPointer(hit))
            }
            if let newline = found {
                defer {
                    start = newline + 1
                    shrinkIfLarge()
                }
                if skipped > 0 || newline - start > limit { return .tooLarge(skipped + newline - start) }
                var lineEnd = newline
                if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                return .bytes(Array(buffer[start..<lineEnd]))
            }
            if end - start > limit {
                // Too long: drop what is buffered and keep dropping until the line ends.
                skipped += end - start
                start = end
            }
            scanned = end - start
            guard try fill() else {
                defer { start = end }
                if skipped > 0 || end - start > limit { return .tooLarge(skipped + end - start) }
                if start == end { return nil }
                var lineEnd = end
                if buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                return .bytes(Array(buffer[start..<lineEnd]))
            }
        }
    }

    /// Consumes the opening `[` of a top-level JSON array.
    func openArray() throws(InputFailure) {
        while true {
            while start < end {
                let byte = buffer[start]
                start += 1
                if byte == UInt8(ascii: "[") { return }
            }
            guard try fill() else { return }
        }
    }

    /// The next element of the top-level JSON array opened by `openArray()`, or nil after its `]`.
    func nextArrayElement(limit: Int) throws(InputFailure) -> Piece? {
        if arrayClosed { return nil }
        var element: [UInt8] = []
        var size = 0
        while true {
            var index = start
            var boundary: UInt8?
            while index < end {
                let byte = buffer[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == 0x5C {
                        escaped = true
                    } else if byte == 0x22 {
                        inString = false
                    }
                } else {
                    switch byte {
                    case 0x22: inString = true
                    case 0x7B, 0x5B: arrayDepth += 1
                    case 0x7D, 0x5D:
                        if arrayDepth == 0 { boundary = byte } else { arrayDepth -= 1 }
                    case 0x2C:
                        if arrayDepth == 0 { boundary = byte }
                    default: break
                    }
                }
                if boundary != nil { break }
                index += 1
            }
            size += index - start
            if size <= limit { element.append(contentsOf: buffer[start..<index]) } else { element = [] }
            if let boundary {
                start = index + 1
                if boundary == UInt8(ascii: "]") { arrayClosed = true }
                shrinkIfLarge()
                if size > limit { return .tooLarge(size) }
                let value = Self.trimmed(element[...])
                if value.isEmpty {
                    if arrayClosed { return nil }
                    element = []
                    size = 0
                    continue
                }
                return .bytes(Array(value))
            }
            start = index
            guard try fill() else {
                arrayClosed = true
                if size > limit { return .tooLarge(size) }
                let value = Self.trimmed(element[...])
                return value.isEmpty ? nil : .bytes(Array(value))
            }
        }
    }

    /// The whole rest of the stream, or `.tooLarge` when it is over `limit` bytes.
    func rest(limit: Int) throws(InputFailure) -> Piece {
        while try fill() {
            if end - start > limit {
                var total = end - start
                start = end
                while try fill() {
                    total += end - start
                    start = end
                }
                return .tooLarge(total)
            }
        }
        defer { start = end }
        if end - start > limit { return .tooLarge(end - start) }
        return .bytes(Array(buffer[start..<end]))
    }

    /// Passes on buffered bytes first, then reads straight from the source (a decompressor reads this way).
    func read(into target: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int {
        if start < end {
            let count = min(target.count, end - start)
            buffer.withUnsafeBytes { raw in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<start + count]))
            }
            start += count
            return count
        }
        if atEnd { return 0 }
        return try source.read(into: target)
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = bytes.startIndex
        var upper = bytes.endIndex
        while lower < upper, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[lower]) { lower += 1 }
        while upper > lower, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[upper - 1]) { upper -= 1 }
        return bytes[lower..<upper]
    }
}
