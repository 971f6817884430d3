import Testing

@testable import BatchRunning

@Suite struct BatchErrorTests {
    @Test func messageNamesPathReasonAndFix() {
        let error = BatchError(.inputChanged, path: "out.jsonl.checkpoint", reason: "the inputs changed", fix: "rerun without --resume")
        #expect(error.message == "out.jsonl.checkpoint: the inputs changed; rerun without --resume")
    }
}
