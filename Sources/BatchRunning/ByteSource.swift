internal import Foundation

/// Why reading one input failed part way: a record-level failure, reported and skipped.
struct InputFailure: Error, Sendable, Hashable {
    /// Stable code for the JSON error object (`unreadable`, `corrupt_gzip`, `record_too_large`).
    var code: String
    var message: String
}

/// A stream of bytes read in pieces: a file, standard input, or gzip inflated from either.
protocol ByteSource: AnyObject {
    /// Reads at most `buffer.count` bytes; 0 means the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int
}

/// A file descriptor read with `read(2)`; closes it unless it is standard input.
final class FileSource: ByteSource {
    private let descriptor: Int32
    private let path: String
    private let progress: ProgressCounter

    /// Opens `path` (`-` is standard input) for reading.
    init(path: String, progress: ProgressCounter) throws(InputFailure) {
        self.path = path
        self.progress = progress
        if path == "-" {
            descriptor = STDIN_FILENO
            return
        }
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else {
            throw InputFailure(code: "unreadable", message: "\(path): cannot open (\(String(cString: strerror(errno)))); check the path and its permissions")
        }
        descriptor = opened
    }

    deinit {
        if descriptor != STDIN_FILENO { close(descriptor) }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                progress.add(bytes: count)
                return count
            }
            if errno == EINTR { continue }
            throw InputFailure(code: "unreadable", message: "\(path): read failed (\(String(cString: strerror(errno)))); check the file")
        }
    }
}
