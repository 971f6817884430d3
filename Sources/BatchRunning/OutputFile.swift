internal import Foundation

/// The output JSONL: buffered appends, `fsync` before each checkpoint, truncation on resume.
/// Standard output when no path is given (no sync, no resume).
final class OutputFile {
    let path: String?
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Bytes written so far, buffered ones included: the offset a checkpoint records.
    private(set) var offset: Int

    /// Opens `path`, keeping its first `keep` bytes (0 starts it afresh); nil writes to standard output.
    init(path: String?, keep: Int) throws(BatchError) {
        self.path = path
        buffer.reserveCapacity(1 << 20)
        guard let path else {
            descriptor = STDOUT_FILENO
            offset = 0
            return
        }
        let opened = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw Self.failure(path, "cannot open the output") }
        descriptor = opened
        guard ftruncate(opened, off_t(keep)) == 0, lseek(opened, off_t(keep), SEEK_SET) >= 0 else {
            close(opened)
            throw Self.failure(path, "cannot truncate the output to \(keep) bytes")
        }
        offset = keep
    }

    deinit {
        if path != nil { close(descriptor) }
    }

    func write(_ bytes: [UInt8]) throws(BatchError) {
        buffer.append(contentsOf: bytes)
        offset += bytes.count
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes the buffered bytes.
    func flush() throws(BatchError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress! + written, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure(path ?? "standard output", "cannot write the output")
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the buffered bytes and waits until they are on disk, so a checkpoint never points past them.
    func sync() throws(BatchError) {
        try flush()
        guard let path else { return }
        if fsync(descriptor) != 0 { throw Self.failure(path, "cannot sync the output to disk") }
    }

    private static func failure(_ path: String, _ what: String) -> BatchError {
        BatchError(
            .unwritableOutput, path: path, reason: "\(what) (\(String(cString: strerror(errno))))",
            fix: "check the directory exists, is writable and has free space")
    }
}
