internal import Foundation
internal import JSONWriting

/// How far a run got: written atomically (temporary file, `fsync`, rename) after the output was synced,
/// so after `kill -9` the output is cut back to `outputBytes` and reading resumes after `records`.
///
/// It also holds the report's counts up to that point, so a resumed run reports the same totals as an
/// uninterrupted one.
struct Checkpoint: Sendable, Hashable, Codable {
    static let currentVersion = 1

    var version = Self.currentVersion
    /// The inputs and settings this run reads (see `InputFingerprint`).
    var fingerprint: String
    /// Records read and written so far.
    var records: Int
    /// Output bytes that hold exactly those records.
    var outputBytes: Int
    /// Whether the run reached the end of its inputs.
    var finished: Bool
    var counts: TallyCounts
    var unmatched: TopCounter

    /// `OUT.jsonl.checkpoint` beside the output.
    static func path(for output: String) -> String { output + ".checkpoint" }

    /// Reads a checkpoint; nil when there is none.
    static func load(from path: String) throws(BatchError) -> Checkpoint? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BatchError(.badCheckpoint, path: path, reason: "cannot read the checkpoint", fix: "check its permissions, or rerun without --resume")
        }
        let checkpoint: Checkpoint
        do {
            checkpoint = try JSONDecoder().decode(Checkpoint.self, from: data)
        } catch {
            throw BatchError(
                .badCheckpoint, path: path, reason: "the checkpoint is not valid (\(error))",
                fix: "delete it and rerun without --resume to start over")
        }
        guard checkpoint.version == currentVersion else {
            throw BatchError(
                .badCheckpoint, path: path, reason: "the checkpoint is version \(checkpoint.version), this kaimono writes \(currentVersion)",
                fix: "rerun without --resume to start over")
        }
        return checkpoint
    }

    /// Replaces the checkpoint at `path` atomically.
    func save(to path: String) throws(BatchError) {
        let data: Data
        do {
            data = Data(try JSONStreamEncoder().encode(self))
        } catch {
            throw BatchError(.unwritableOutput, path: path, reason: "cannot encode the checkpoint (\(error))", fix: "report this as a bug")
        }
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(temporary, "cannot create") }
        defer { close(descriptor) }
        let ok = data.withUnsafeBytes { raw -> Bool in
            var written = 0
            while written < raw.count {
                let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        guard ok, fsync(descriptor) == 0 else { throw Self.failure(temporary, "cannot write") }
        guard rename(temporary, path) == 0 else { throw Self.failure(path, "cannot replace") }
        // Make the rename itself durable.
        let directory = (path as NSString).deletingLastPathComponent
        let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func failure(_ path: String, _ what: String) -> BatchError {
        BatchError(
            .unwritableOutput, path: path, reason: "\(what) the checkpoint (\(String(cString: strerror(errno))))",
            fix: "check the output directory is writable and has free space")
    }
}
