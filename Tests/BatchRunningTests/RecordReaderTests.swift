import Foundation
import Testing

@testable import BatchRunning

@Suite struct RecordReaderTests {
    /// The bytes of a JSON record, or the code of a failure, for compact expectations.
    private func describe(_ record: RawRecord) -> String {
        switch record.body {
        case .json(let bytes): "json:" + String(decoding: bytes.prefix(12), as: UTF8.self)
        case .document(let bytes): "document:" + String(decoding: bytes.prefix(9), as: UTF8.self)
        case .failure(let failure): "failure:" + failure.code
        }
    }

    @Test func jsonlLinesSkipBlankLinesAndKeepLineNumbers() {
        // Given a JSONL file with a blank line 3, when it is read
        let records = BatchFixtures.records([BatchFixtures.path("mixed.jsonl")])
        // Then each non-blank line is a record with its own line number, in order
        #expect(records.map(\.line) == [1, 2, 4, 5, 6, 7])
        #expect(records.map(\.ordinal) == [1, 2, 3, 4, 5, 6])
        #expect(records.allSatisfy { $0.index == nil })
        #expect(describe(records[0]) == "json:{\"id\": \"miso")
    }

    @Test func jsonArrayIsStreamedElementByElement() {
        let records = BatchFixtures.records([BatchFixtures.path("array.json")])
        #expect(records.map(\.index) == [0, 1, 2, 3])
        #expect(records.map(\.line) == [nil, nil, nil, nil])
        // Brackets, commas and escaped quotes inside strings do not split an element.
        guard case .json(let tricky) = records[1].body else {
            Issue.record("element 1 is not JSON")
            return
        }
        #expect(String(decoding: tricky, as: UTF8.self)
            == #"{"id": "tricky", "title": "Brackets ] and , in \"strings\" {", "ingredients": ["2 eggs", "a pinch of salt"]}"#)
        #expect(describe(records[2]) == "json:\"not an obje")
    }

    @Test func directoriesAreWalkedInNameOrderSkippingHiddenAndOtherFiles() {
        let tree = BatchFixtures.path("tree")
        let records = BatchFixtures.records([tree])
        #expect(records.map(\.source) == [tree + "/a-page.html", tree + "/sub/b-recipe.json", tree + "/sub/c-more.jsonl"])
        #expect(describe(records[0]) == "document:<!doctype")
        // A pretty-printed JSON file is one document; a one-line JSON file is read as JSONL.
        #expect(describe(records[1]) == "document:{\n  \"id\":")
        #expect(records[2].line == 1)
    }

    @Test(arguments: ["mixed.jsonl.gz", "two-members.jsonl.gz"])
    func gzipInputsGiveTheSameRecordsAsThePlainFile(name: String) {
        let plain = BatchFixtures.records([BatchFixtures.path("mixed.jsonl")])
        let compressed = BatchFixtures.records([BatchFixtures.path(name)])
        #expect(compressed.map(describe) == plain.map(describe))
        #expect(compressed.map(\.line) == plain.map(\.line))
    }

    @Test func truncatedGzipKeepsWhatWasReadThenReportsTheDamage() {
        let path = BatchFixtures.path("truncated.jsonl.gz")
        let records = BatchFixtures.records([path, BatchFixtures.path("mixed.jsonl")])
        #expect(records.map(describe).prefix(2) == ["json:{\"id\": \"miso", "failure:corrupt_gzip"])
        #expect(records[1].source == path)
        #expect(records[1].line == 2)
        // The run goes on with the next input.
        #expect(records.count == 2 + 6)
    }

    @Test func oversizedRecordsBecomeFailuresAndReadingGoesOn() {
        let records = BatchFixtures.records([BatchFixtures.path("mixed.jsonl")], limit: 150)
        let codes = records.map(describe).map { $0.hasPrefix("failure:") ? $0 : "ok" }
        // Lines 1 (321 bytes), 2 (294) and 7 (153) are over 150 bytes; 4, 5 and 6 are not.
        #expect(codes == ["failure:record_too_large", "failure:record_too_large", "ok", "ok", "ok", "failure:record_too_large"])
        #expect(records.map(\.line) == [1, 2, 4, 5, 6, 7])
    }

    @Test func missingFileInsideTheRunIsAFailureRecord() throws {
        let folder = try BatchFixtures.temporaryFolder()
        let records = BatchFixtures.records([folder + "/gone.jsonl", BatchFixtures.path("mixed.jsonl")])
        #expect(describe(records[0]) == "failure:unreadable")
        #expect(records.count == 7)
    }

    @Test func crlfLineEndsAndMissingFinalNewlineAreHandled() throws {
        let folder = try BatchFixtures.temporaryFolder()
        let path = folder + "/crlf.jsonl"
        try Data("{\"a\": 1}\r\n\r\n{\"b\": 2}".utf8).write(to: URL(fileURLWithPath: path))
        let records = BatchFixtures.records([path])
        #expect(records.map(describe) == ["json:{\"a\": 1}", "json:{\"b\": 2}"])
        #expect(records.map(\.line) == [1, 3])
    }
}
