internal import FoodLexicon
internal import Foundation
public import IngredientParsing
internal import JSONWriting
public import RecipeExtraction

/// Runs extraction, parsing and matching over whole recipe dumps; the one entry point of this module.
///
/// A reader thread streams records (JSONL lines, JSON array elements, files) in chunks into a bounded
/// queue; `jobs` worker threads turn chunks into output bytes; the writer (the calling thread) writes
/// chunks in input order through a bounded reorder window, so memory stays flat and the output is the
/// same bytes whatever `jobs` is. Every few seconds it syncs the output and saves a checkpoint, from
/// which `resume` continues after a crash or `kill -9`.
public struct BatchRunner: Sendable {
    /// What to read and write.
    public var options: BatchOptions
    private let processor: RecordProcessor
    private let settings: String

    /// A runner that parses every line with `parser` and, when given, matches it with `matcher`.
    public init(
        options: BatchOptions, parser: IngredientParser, matcher: (any IngredientMatching)? = nil,
        extractor: RecipeExtractor = RecipeExtractor()
    ) {
        self.options = options
        processor = RecordProcessor(extractor: extractor, parser: parser, matcher: matcher)
        settings = "matcher=\(matcher?.identity ?? "none") maxRecordBytes=\(options.maxRecordBytes)"
    }

    /// Runs the batch to the end (or to `stopAfterRecords`) and returns its report.
    ///
    /// The work happens on threads of its own, so the caller's concurrency pool is not blocked.
    public func run(progress: ProgressStyle = .none) async throws(BatchError) -> BatchReport {
        let result: Result<BatchReport, BatchError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                do throws(BatchError) {
                    continuation.resume(returning: .success(try runBlocking(progress: progress)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        return try result.get()
    }

    /// One chunk of records on its way from the reader to a worker.
    private struct Chunk: Sendable {
        var sequence: Int
        var records: [RawRecord]
        /// Input bytes read when the chunk was complete, for the progress of the written output.
        var inputBytes: Int
    }

    /// A processed chunk on its way to the writer.
    private struct Done: Sendable {
        var bytes: [UInt8]
        var tally: ChunkTally
        var records: Int
        var inputBytes: Int
    }

    /// The whole run on the current thread (the writer), with reader and worker threads beside it.
    func runBlocking(progress style: ProgressStyle) throws(BatchError) -> BatchReport {
        try validate()
        let fingerprint = InputFingerprint.compute(
            inputs: options.inputs, settings: settings + options.documents.map { "\ndocument \($0.source)" }.joined())
        let checkpointPath = options.output.map(Checkpoint.path(for:))
        var start = Checkpoint(
            fingerprint: fingerprint, records: 0, outputBytes: 0, finished: false, counts: TallyCounts(),
            unmatched: TopCounter(capacity: options.unmatchedCapacity))
        if options.resume, let checkpointPath, let saved = try Checkpoint.load(from: checkpointPath) {
            try check(saved, fingerprint: fingerprint, path: checkpointPath)
            start = saved
        }
        let clock = ContinuousClock()
        let began = clock.now
        if start.finished {
            return BatchReport(
                options: options, finished: true, resumedAfter: start.records, counts: start.counts,
                unmatchedNames: start.unmatched, matching: processor.matcher != nil, seconds: 0, recipesThisRun: 0,
                linesThisRun: 0)
        }
        let output = try OutputFile(path: options.output, keep: start.outputBytes)
        // A checkpoint at once, so even a run killed in its first seconds resumes cleanly.
        if let checkpointPath { try start.save(to: checkpointPath) }

        let counter = ProgressCounter()
        let meter = ProgressMeter(style: style, totalBytes: totalInputBytes())
        let jobs = max(1, options.jobs)
        // Read-ahead bounded in bytes as well as chunks: large pages must not pile up whatever `jobs` is.
        let inputQueue = BoundedQueue<Chunk>(capacity: jobs * 2, byteLimit: options.readAheadBytes)
        let reorder = ReorderBuffer<Done>(window: jobs + 2)
        let threads = DispatchGroup()

        // Reader: skips what the checkpoint covers, stops at `stopAfterRecords`, chunks the rest.
        let skip = start.records
        let stopAfter = options.stopAfterRecords
        let inputs = options.inputs
        let documents = options.documents
        let limit = options.maxRecordBytes
        let perChunk = max(1, options.recordsPerChunk)
        let chunkBytes = options.chunkBytes
        threads.enter()
        spawn {
            defer { threads.leave() }
            let reader = RecordReader(documents: documents, inputs: inputs, limit: limit, progress: counter)
            var sequence = 0
            var records: [RawRecord] = []
            var bytes = 0
            func send() -> Bool {
                defer {
                    records = []
                    bytes = 0
                }
                let chunk = Chunk(sequence: sequence, records: records, inputBytes: counter.bytesRead)
                guard inputQueue.push(chunk, bytes: bytes) else { return false }
                sequence += 1
                return true
            }
            reading: while let record = reader.next() {
                if record.ordinal <= skip { continue }
                if let stopAfter, record.ordinal > stopAfter { break }
                bytes += record.size
                records.append(record)
                if records.count >= perChunk || bytes >= chunkBytes {
                    guard send() else { break reading }
                }
            }
            if !records.isEmpty { _ = send() }
            inputQueue.close()
            reorder.finish(total: sequence)
        }

        // Workers: each takes whole chunks; the processor is a shared read-only value.
        let processor = self.processor
        let cacheSize = options.lineCacheSize
        for _ in 0..<jobs {
            threads.enter()
            spawn {
                defer { threads.leave() }
                let cache = LineCache(capacity: cacheSize)
                // Batch lines keep their keys in the order written (parse keys, then the match's).
                let encoder = JSONStreamEncoder(sortedKeys: false)
                // One buffer per worker, kept between chunks; each chunk's bytes are copied out once.
                var writer = JSONWriter(capacity: 1 << 20)
                while let chunk = inputQueue.pop() {
                    writer.removeAll()
                    var tally = ChunkTally()
                    let (hits, misses) = (cache.hits, cache.misses)
                    for record in chunk.records {
                        processor.process(record, into: &writer, tally: &tally, cache: cache, encoder: encoder)
                    }
                    tally.cacheHits = cache.hits - hits
                    tally.cacheMisses = cache.misses - misses
                    let done = Done(bytes: writer.bytes, tally: tally, records: chunk.records.count, inputBytes: chunk.inputBytes)
                    guard reorder.put(chunk.sequence, done) else { return }
                }
            }
        }

        // Writer: in order, checkpointing every few seconds after syncing the output.
        var state = start
        var recipesThisRun = 0
        var linesThisRun = 0
        var cacheHits = 0
        var cacheLookups = 0
        var lastCheckpoint = clock.now
        var failure: BatchError?
        while let done = reorder.take() {
            do throws(BatchError) {
                try output.write(done.bytes)
                state.records += done.records
                state.counts.merge(done.tally.counts)
                for name in done.tally.unmatchedNames { state.unmatched.add(name) }
                recipesThisRun += done.tally.counts.recipes
                linesThisRun += done.tally.counts.lines
                cacheHits += done.tally.cacheHits
                cacheLookups += done.tally.cacheHits + done.tally.cacheMisses
                if let checkpointPath, (clock.now - lastCheckpoint).seconds >= options.checkpointSeconds {
                    try output.sync()
                    state.outputBytes = output.offset
                    try state.save(to: checkpointPath)
                    lastCheckpoint = clock.now
                }
                meter.update(records: state.records, recipes: recipesThisRun, inputBytes: done.inputBytes)
            } catch {
                failure = error
                inputQueue.cancel()
                reorder.cancel()
                break
            }
        }
        threads.wait()
        meter.update(records: state.records, recipes: recipesThisRun, inputBytes: counter.bytesRead, force: true)
        meter.finish()
        if let failure { throw failure }

        try output.sync()
        state.outputBytes = output.offset
        let reachedEnd = stopAfter.map { state.records < $0 } ?? true
        state.finished = reachedEnd
        if let checkpointPath { try state.save(to: checkpointPath) }
        var report = BatchReport(
            options: options, finished: state.finished, resumedAfter: skip, counts: state.counts,
            unmatchedNames: state.unmatched, matching: processor.matcher != nil, seconds: (clock.now - began).seconds,
            recipesThisRun: recipesThisRun, linesThisRun: linesThisRun)
        report.lineCacheHitRate = cacheLookups > 0 ? (Double(cacheHits) / Double(cacheLookups) * 10_000).rounded() / 10_000 : nil
        return report
    }

    private func validate() throws(BatchError) {
        guard !options.inputs.isEmpty || !options.documents.isEmpty else {
            throw BatchError(.noInput, path: "-", reason: "no input given", fix: "name JSONL/JSON/HTML files or directories, or - for standard input")
        }
        for input in options.inputs where input != "-" {
            guard FileManager.default.fileExists(atPath: input) else {
                throw BatchError(.unreadableInput, path: input, reason: "no such file or directory", fix: "check the path")
            }
            guard FileManager.default.isReadableFile(atPath: input) else {
                throw BatchError(.unreadableInput, path: input, reason: "not readable", fix: "check its permissions")
            }
        }
        if options.inputs.filter({ $0 == "-" }).count > 1 {
            throw BatchError(.invalidOptions, path: "-", reason: "standard input is given more than once", fix: "give - once")
        }
        if let output = options.output {
            let resolved = URL(fileURLWithPath: output).standardizedFileURL.path
            if options.inputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == resolved }) {
                throw BatchError(.invalidOptions, path: output, reason: "the output is also an input", fix: "write the output to another file")
            }
            // An output inside an input folder would be read back as input (and change the folder's fingerprint).
            for input in options.inputs where input != "-" {
                var isDirectory: ObjCBool = false
                let folder = URL(fileURLWithPath: input).standardizedFileURL.path
                if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue,
                    resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
                {
                    throw BatchError(
                        .invalidOptions, path: output, reason: "the output is inside the input folder \(input)",
                        fix: "write the output outside the input folders")
                }
            }
        } else if options.resume {
            throw BatchError(.invalidOptions, path: "-", reason: "--resume needs an output file", fix: "pass --output FILE")
        }
        if options.resume && options.inputs.contains("-") {
            // Standard input cannot be fingerprinted; resuming is still correct if the same bytes are piped again.
        }
    }

    private func check(_ saved: Checkpoint, fingerprint: String, path: String) throws(BatchError) {
        guard saved.fingerprint == fingerprint else {
            throw BatchError(
                .inputChanged, path: path,
                reason: "the inputs or settings differ from the run that wrote this checkpoint (files changed, added or reordered)",
                fix: "rerun with the same inputs and options, or without --resume to start over")
        }
        guard let output = options.output else { return }
        var info = stat()
        let size = stat(output, &info) == 0 ? Int(info.st_size) : -1
        guard size >= saved.outputBytes else {
            throw BatchError(
                .badCheckpoint, path: output,
                reason: "the output holds \(max(size, 0)) bytes but the checkpoint says \(saved.outputBytes) were written",
                fix: "rerun without --resume to start over")
        }
    }

    /// The sum of the inputs' sizes when all are regular files, for the progress ETA.
    private func totalInputBytes() -> Int? {
        var total = 0
        for input in options.inputs {
            var info = stat()
            guard input != "-", stat(input, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            total += Int(info.st_size)
        }
        return total
    }

    private func spawn(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 16 << 20
        thread.start()
    }
}
