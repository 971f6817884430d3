import Foundation

/// Why a file named on the command line or in a request could not be read, in words a user can act on.
public enum UnreadableFile {
    /// `no such file`, `it is a directory, not a file`, or `no permission to read it`, for the path whose
    /// contents could not be read.
    public static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a directory, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "no permission to read it" }
        return "it cannot be read"
    }
}
