internal import Foundation

/// The files of the inputs, in a stable order: files as given, directories walked recursively with
/// entries sorted by name, so the same tree always gives the same record order.
struct FileWalker {
    /// A file to read, or a directory that could not be listed.
    enum Entry: Equatable {
        case file(String, explicit: Bool)
        case unlistable(String, reason: String)
    }

    /// File name endings read from directories (also with `.gz`); other files are skipped.
    static let extensions: Set<String> = ["json", "jsonl", "ndjson", "html", "htm", "xhtml"]

    private var pending: [Entry] = []
    private var directories: [String] = []

    init(inputs: [String]) {
        // A stack: reversed so the first input comes out first.
        pending = inputs.reversed().map { .file($0, explicit: true) }
    }

    /// The next file, or nil when every input is done.
    mutating func next() -> Entry? {
        while let entry = pending.popLast() {
            guard case .file(let path, let explicit) = entry else { return entry }
            if path == "-" { return entry }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists && isDirectory.boolValue {
                expand(path)
                continue
            }
            if explicit || Self.isRecipeFile(path) { return entry }
        }
        return nil
    }

    /// Pushes the sorted entries of a directory; hidden entries and symbolic links to directories are skipped.
    private mutating func expand(_ directory: String) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            pending.append(.unlistable(directory, reason: "cannot list the directory (\(error.localizedDescription))"))
            return
        }
        var children: [Entry] = []
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                children.append(.file(path, explicit: false))
            } else if type == S_IFREG || type == S_IFLNK, Self.isRecipeFile(path) {
                children.append(.file(path, explicit: false))
            }
        }
        pending.append(contentsOf: children.reversed())
    }

    /// Whether a file found in a directory is one the batch reads (by its name ending).
    static func isRecipeFile(_ path: String) -> Bool {
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.lowercased().hasSuffix(".gz") { name = name.dropLast(3) }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The name's extension, lowercased, without a `.gz`.
    static func kindExtension(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "").lowercased()
        if name.hasSuffix(".gz") { name = String(name.dropLast(3)) }
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
