/// Streams the records of every input in order: JSONL lines, JSON array elements, whole HTML or JSON
/// files; gzip is recognised by its magic bytes. Failures become records, so the run goes on.
final class RecordReader {
    /// How one open input is split into records.
    private enum Layout {
        case lines
        case array
        case document
    }

    private struct OpenInput {
        var path: String
        var input: BufferedInput
        var layout: Layout
        var line = 0
        var index = 0
        var documentDone = false
    }

    private var documents: ArraySlice<BatchDocument>
    private var walker: FileWalker
    private var current: OpenInput?
    private let limit: Int
    private let progress: ProgressCounter
    private(set) var ordinal = 0

    /// A reader over `documents` (in memory) then `inputs` (files, directories, `-`); records over `limit`
    /// bytes become failures.
    init(documents: [BatchDocument] = [], inputs: [String], limit: Int, progress: ProgressCounter) {
        self.documents = documents[...]
        walker = FileWalker(inputs: inputs)
        self.limit = limit
        self.progress = progress
    }

    /// The next record, or nil when all inputs are read.
    func next() -> RawRecord? {
        if let document = documents.popFirst() {
            guard let bytes = document.bytes else {
                let failure = document.failure ?? ("unreadable", "\(document.source): no content")
                return make(document.source, line: nil, index: nil, .failure(InputFailure(code: failure.code, message: failure.message)))
            }
            if bytes.count > limit {
                return make(document.source, line: nil, index: nil, .failure(Self.tooLarge(document.source, size: bytes.count, limit: limit)))
            }
            var record = make(document.source, line: nil, index: nil, .document(bytes))
            record.charset = document.charset
            return record
        }
        while true {
            if current == nil {
                guard let entry = walker.next() else { return nil }
                switch entry {
                case .unlistable(let path, let reason):
                    return make(path, line: nil, index: nil, .failure(InputFailure(code: "unreadable", message: "\(path): \(reason)")))
                case .file(let path, _):
                    do throws(InputFailure) {
                        current = try open(path)
                    } catch {
                        return make(path, line: nil, index: nil, .failure(error))
                    }
                }
            }
            guard var open = current else { continue }
            do throws(InputFailure) {
                let record = try nextRecord(&open)
                current = open
                if let record { return record }
                current = nil
            } catch {
                // A read error ends this input: report it where it happened and go to the next one.
                current = nil
                let line = open.layout == .lines ? open.line + 1 : nil
                let index = open.layout == .array ? open.index : nil
                return make(open.path, line: line, index: index, .failure(error))
            }
        }
    }

    private func nextRecord(_ open: inout OpenInput) throws(InputFailure) -> RawRecord? {
        switch open.layout {
        case .lines:
            while let piece = try open.input.nextLine(limit: limit) {
                open.line += 1
                switch piece {
                case .tooLarge(let size):
                    return make(open.path, line: open.line, index: nil, .failure(Self.tooLarge(open.path, size: size, limit: limit)))
                case .bytes(let bytes):
                    if BufferedInput.trimmed(bytes[...]).isEmpty { continue }
                    return make(open.path, line: open.line, index: nil, .json(bytes))
                }
            }
            return nil
        case .array:
            guard let piece = try open.input.nextArrayElement(limit: limit) else { return nil }
            defer { open.index += 1 }
            switch piece {
            case .tooLarge(let size):
                return make(open.path, line: nil, index: open.index, .failure(Self.tooLarge(open.path, size: size, limit: limit)))
            case .bytes(let bytes):
                return make(open.path, line: nil, index: open.index, .json(bytes))
            }
        case .document:
            if open.documentDone { return nil }
            open.documentDone = true
            switch try open.input.rest(limit: limit) {
            case .tooLarge(let size):
                return make(open.path, line: nil, index: nil, .failure(Self.tooLarge(open.path, size: size, limit: limit)))
            case .bytes(let bytes):
                return make(open.path, line: nil, index: nil, .document(bytes))
            }
        }
    }

    /// Opens a file, unwraps gzip, and chooses its layout from its name and first bytes.
    private func open(_ path: String) throws(InputFailure) -> OpenInput {
        let file = try FileSource(path: path, progress: progress)
        let raw = BufferedInput(source: file)
        var input = raw
        if try raw.peek(2).elementsEqual([0x1F, 0x8B]) {
            // The raw input hands its sniffed bytes, then the rest of the file, to the decompressor.
            input = BufferedInput(source: try GzipSource(upstream: raw, path: path))
        }
        let ext = FileWalker.kindExtension(path)
        let layout: Layout
        if ["html", "htm", "xhtml"].contains(ext) {
            layout = .document
        } else if ext == "jsonl" || ext == "ndjson" {
            layout = .lines
        } else {
            switch try input.firstSignificantByte() {
            case UInt8(ascii: "["):
                layout = .array
                try input.openArray()
            case UInt8(ascii: "{"):
                layout = try input.firstLineIsObject(limit: limit) ? .lines : .document
            default:
                layout = .document
            }
        }
        return OpenInput(path: path, input: input, layout: layout)
    }

    private func make(_ source: String, line: Int?, index: Int?, _ body: RawRecord.Body) -> RawRecord {
        ordinal += 1
        return RawRecord(ordinal: ordinal, source: source, line: line, index: index, body: body)
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int) -> InputFailure {
        InputFailure(
            code: "record_too_large",
            message: "\(path): record of \(size) bytes is over the limit of \(limit) bytes; skipped (raise --max-record-bytes to read it)")
    }
}
