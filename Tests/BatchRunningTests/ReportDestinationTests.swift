import Foundation
import Testing
@testable import BatchRunning

/// `kaimono batch --report PATH`: the path is checked before the run and the report written whole.
@Suite struct ReportDestinationTests {
    @Test func aDirectoryOrAMissingFolderIsRefusedBeforeTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let directory = try #require(throws: BatchError.self) { try ReportDestination(path: folder.path) }
        #expect(directory.code == .unwritableOutput)
        #expect(directory.message == "\(folder.path): the report path is a directory; give a file name for the report, "
            + "such as \(folder.path)/report.json")

        let missing = try #require(throws: BatchError.self) {
            try ReportDestination(path: folder.path + "/no/report.json")
        }
        #expect(missing.message == "\(folder.path)/no/report.json: the report's folder \(folder.path)/no does not "
            + "exist; create it or give another path")
    }

    @Test func aFileInAFolderIsWrittenWhole() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let destination = try ReportDestination(path: file.path)
        try destination.write(Array("{}\n".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}\n")
    }
}
