internal import Foundation

/// The file a batch report is written to (`kaimono batch --report`), checked before the run starts, so a long
/// run does not end in a report that cannot be written, and written whole or not at all.
public struct ReportDestination: Sendable, Hashable {
    /// The report file's path.
    public let path: String

    /// A destination at `path` once it is known to take a file: not a directory, in a folder that exists,
    /// writable.
    ///
    /// - Throws: `BatchError` `unwritable_output` saying which of these fails and what to do.
    public init(path: String) throws(BatchError) {
        self.path = path
        if let problem = problem() { throw problem }
    }

    /// Writes the report (atomically: a reader never sees half of it).
    public func write(_ bytes: [UInt8]) throws(BatchError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // The path may have changed under the run; else say what the system said, in its words.
            if let problem = problem() { throw problem }
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let reason = underlying.map { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : "\($0)" }
                ?? "\(error)"
            throw BatchError(
                .unwritableOutput, path: path, reason: "cannot write the report (\(reason))",
                fix: "check the folder is writable and has free space")
        }
    }

    /// Why the report cannot be written at `path`, or `nil` when nothing is known to stop it.
    private func problem() -> BatchError? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                return BatchError(
                    .unwritableOutput, path: path, reason: "the report path is a directory",
                    fix: "give a file name for the report, such as \((path as NSString).appendingPathComponent("report.json"))")
            }
            if !files.isWritableFile(atPath: path) {
                return BatchError(
                    .unwritableOutput, path: path, reason: "the report file cannot be written (no permission)",
                    fix: "check its permissions or give another path")
            }
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        guard files.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return BatchError(
                .unwritableOutput, path: path, reason: "the report's folder \(folder) does not exist",
                fix: "create it or give another path")
        }
        // The report is written beside the file and moved over it, so its folder must take new files.
        if !files.isWritableFile(atPath: folder) {
            return BatchError(
                .unwritableOutput, path: path, reason: "the report's folder \(folder) cannot be written (no permission)",
                fix: "check its permissions or give another path")
        }
        return nil
    }
}
