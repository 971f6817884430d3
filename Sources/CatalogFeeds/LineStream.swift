internal import Foundation

/// Reads a file line by line in fixed-size chunks, so a file of any size is read in flat memory.
struct LineStream {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var position = 0
    private var finished = false
    private static let chunk = 1 << 20
    /// The longest line kept; a longer one is skipped to its end and returned empty with `overlong` set, so
    /// a file without line breaks cannot fill memory.
    static let maxLine = 1 << 20
    /// The 1-based number of the last line returned.
    private(set) var lineNumber = 0
    /// The last line returned was longer than `maxLine` and was dropped.
    private(set) var overlong = false
    /// Skipping the rest of an overlong line.
    private var skipping = false

    /// The first `byte` in `bytes[from...]` (`memchr`: as fast in a debug build as in a release one).
    static func index(of byte: UInt8, in bytes: [UInt8], from: Int) -> Int? {
        guard from < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            guard let found = memchr(base + from, Int32(byte), buffer.count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    /// The next line without its `\n` (and `\r`), or `nil` at the end.
    mutating func next() -> ArraySlice<UInt8>? {
        overlong = false
        while true {
            if let newline = Self.index(of: 0x0A, in: buffer, from: position) {
                var line = buffer[position..<newline]
                position = newline + 1
                if line.last == 0x0D { line = line.dropLast() }
                lineNumber += 1
                if skipping {
                    skipping = false
                    overlong = true
                    return buffer[position..<position]
                }
                return line
            }
            if finished {
                guard position < buffer.count || skipping else { return nil }
                var line = buffer[position...]
                position = buffer.count
                if line.last == 0x0D { line = line.dropLast() }
                lineNumber += 1
                if skipping {
                    skipping = false
                    overlong = true
                    return buffer[position..<position]
                }
                return line
            }
            if buffer.count - position > Self.maxLine {
                // No line break within the limit: drop what was read of this line and look for its end.
                skipping = true
                position = buffer.count
            }
            buffer.removeSubrange(0..<position)
            position = 0
            let data = (try? handle.read(upToCount: Self.chunk)) ?? nil
            if let data, !data.isEmpty {
                buffer.append(contentsOf: data)
            } else {
                finished = true
                try? handle.close()
            }
        }
    }
}
