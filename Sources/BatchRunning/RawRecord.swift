/// One record as the reader found it, before extraction: where it is and its bytes (or why it failed).
struct RawRecord: Sendable {
    /// What the record holds.
    enum Body: Sendable {
        /// One JSON value: a JSONL line or an element of a JSON array.
        case json([UInt8])
        /// A whole file: an HTML page or a JSON document.
        case document([UInt8])
        /// The reader could not produce the record.
        case failure(InputFailure)
    }

    /// 1-based position in the whole run (every input, in order); what a checkpoint counts.
    var ordinal: Int
    /// The file it came from, as given or as found under a given directory; `-` for standard input.
    var source: String
    /// 1-based line number for JSONL inputs.
    var line: Int?
    /// 0-based position in a JSON array input.
    var index: Int?
    var body: Body
    /// The charset a fetched page came with (HTTP), used before the page's own declaration.
    var charset: String? = nil

    /// Bytes held, to bound chunk sizes.
    var size: Int {
        switch body {
        case .json(let bytes), .document(let bytes): bytes.count
        case .failure(let failure): failure.message.utf8.count
        }
    }
}
