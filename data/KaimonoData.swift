public import Foundation

/// Where the bundled data files (lexicon, units, sample recipes, catalog) are found at run time.
///
/// The files under `data/` ship as SwiftPM resources beside the binary, so `kaimono` works from any
/// working directory. `KAIMONO_DATA` points to another copy (a checkout's `data/` while editing it).
public enum BundledData {
    /// The folder that holds `lexicon/`, `recipes/` and the other bundled folders.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["KAIMONO_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }

    /// The URL of one bundled file, e.g. `file("lexicon/foods.tsv")`.
    public static func file(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
