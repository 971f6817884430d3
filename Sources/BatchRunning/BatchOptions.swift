internal import Foundation

/// What a batch run reads, where it writes, and how.
public struct BatchOptions: Sendable, Hashable {
    /// Files (JSONL, JSON arrays or documents, HTML; gzip allowed), directories (walked recursively),
    /// or `-` for standard input.
    public var inputs: [String]
    /// The output JSONL file; `nil` writes to standard output (then `resume` is not possible).
    public var output: String?
    /// Worker threads; each processes whole chunks.
    public var jobs: Int
    /// Continue from `OUTPUT.checkpoint` instead of starting over.
    public var resume: Bool
    /// Records per chunk handed to a worker.
    public var recordsPerChunk: Int
    /// Larger records (a JSONL line, an array element, a file) become `record_too_large` errors.
    public var maxRecordBytes: Int
    /// Seconds between checkpoints; 0 checkpoints after every chunk.
    public var checkpointSeconds: Double
    /// Stop after this many records with a checkpoint, as an interruption would (tests, trial runs).
    public var stopAfterRecords: Int?
    /// How many unmatched names the report lists.
    public var topUnmatched: Int
    /// Distinct unmatched names counted exactly before rare ones are pruned (bounds memory).
    public var unmatchedCapacity: Int
    /// Finished lines each worker remembers (per generation of two); 0 turns the cache off.
    public var lineCacheSize: Int
    /// Input bytes read ahead of the workers at most (whatever `jobs` is); chunks shrink as jobs grow so
    /// that the bytes being processed stay within a third of it. A single larger record still passes.
    public var readAheadBytes: Int
    /// Records given in memory (pages fetched by URL), read before `inputs`.
    public var documents: [BatchDocument] = []

    /// Options with the defaults: all cores, 256 records per chunk, 10 MB records, checkpoints every 2 s,
    /// 32 MB read ahead.
    public init(
        inputs: [String], output: String?, jobs: Int = BatchOptions.defaultJobs, resume: Bool = false,
        recordsPerChunk: Int = 256, maxRecordBytes: Int = 10_000_000, checkpointSeconds: Double = 2,
        stopAfterRecords: Int? = nil, topUnmatched: Int = 50, unmatchedCapacity: Int = 5_000, lineCacheSize: Int = 20_000,
        readAheadBytes: Int = 32 << 20
    ) {
        self.inputs = inputs
        self.output = output
        self.jobs = jobs
        self.resume = resume
        self.recordsPerChunk = recordsPerChunk
        self.maxRecordBytes = maxRecordBytes
        self.checkpointSeconds = checkpointSeconds
        self.stopAfterRecords = stopAfterRecords
        self.topUnmatched = topUnmatched
        self.unmatchedCapacity = unmatchedCapacity
        self.lineCacheSize = lineCacheSize
        self.readAheadBytes = readAheadBytes
    }

    /// The input bytes a chunk holds before it goes to a worker: the jobs share a third of the
    /// read-ahead, between 256 KB and 4 MB a chunk (a chunk may pass it by its last record).
    var chunkBytes: Int {
        min(4 << 20, max(256 << 10, readAheadBytes / (3 * max(1, jobs))))
    }

    /// The number of active processors.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
