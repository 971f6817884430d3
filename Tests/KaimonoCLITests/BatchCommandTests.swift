import Foundation
import Testing

/// `kaimono batch`'s exit status: a run goes past bad records, but one that read nothing usable fails.
@Suite struct BatchCommandTests {
    /// Runs `kaimono batch INPUTS --output OUT -q --no-match` (no database) in a fresh folder that `setUp` fills.
    static func run(_ setUp: (URL) throws -> [String]) async throws -> (status: Int32, error: String, output: String) {
        let binary = try KaimonoBinary.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try setUp(folder)
        let result = try await binary.run(
            ["batch"] + inputs + ["--output", "out.jsonl", "-q", "--no-match", "--jobs", "1"], input: nil,
            environment: [:], directory: folder)
        let output = (try? String(contentsOf: folder.appendingPathComponent("out.jsonl"), encoding: .utf8)) ?? ""
        return (result.status, String(decoding: result.error, as: UTF8.self), output)
    }

    static let recipe = #"{"id": "toast", "title": "Toast", "ingredients": ["1 slice bread", "butter"]}"#

    @Test func everyRecordFailingExitsOne() async throws {
        // Given a file of random-looking bytes: one record, no recipe in it
        let run = try await Self.run { folder in
            try Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: folder.appendingPathComponent("garbage.bin"))
            return ["garbage.bin"]
        }
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("kaimono batch: no recipe in 1 record: every one failed ("))
        #expect(run.error.hasSuffix("); the error lines are in out.jsonl\n"))
        // The error line is still written.
        #expect(run.output.contains(#""error":"#))
    }

    @Test(arguments: ["empty-file", "empty-folder"])
    func emptyInputsExitOne(kind: String) async throws {
        let run = try await Self.run { folder in
            if kind == "empty-file" {
                try Data().write(to: folder.appendingPathComponent("empty.jsonl"))
                return ["empty.jsonl"]
            }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("nothing"), withIntermediateDirectories: true)
            return ["nothing"]
        }
        #expect(run.status == 1)
        #expect(run.error == "kaimono batch: the inputs hold no records (empty files, or folders without JSON, JSONL, HTML "
            + "or gzip files); nothing was parsed: check the INPUT paths\n")
    }

    @Test func someRecordsFailingStillExitsZero() async throws {
        // Given one good recipe and one bad line
        let run = try await Self.run { folder in
            try Data((Self.recipe + "\n{\"broken\n").utf8).write(to: folder.appendingPathComponent("dump.jsonl"))
            return ["dump.jsonl"]
        }
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.split(separator: "\n").count == 2)
    }
}
