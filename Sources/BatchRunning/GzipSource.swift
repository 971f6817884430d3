internal import CZlib

/// Inflates a gzip (or zlib) stream read from another source, in chunks, so memory stays flat.
///
/// Concatenated gzip members (what `cat a.gz b.gz` and parallel compressors produce) are read one
/// after another.
final class GzipSource: ByteSource {
    private let upstream: any ByteSource
    private let path: String
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableRawBufferPointer
    private var upstreamEnded = false
    private var finished = false
    private var pending: InputFailure?

    init(upstream: any ByteSource, path: String) throws(InputFailure) {
        self.upstream = upstream
        self.path = path
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(byteCount: 1 << 16, alignment: 8)
        // 15 window bits + 32: detect gzip or zlib headers automatically.
        guard kaimono_inflate_init2(stream, 15 + 32) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            throw InputFailure(code: "corrupt_gzip", message: "\(path): cannot start gzip decompression (zlib)")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int {
        if let pending {
            self.pending = nil
            finished = true
            throw pending
        }
        guard !finished, buffer.count > 0 else { return 0 }
        do throws(InputFailure) {
            return try inflate(into: buffer)
        } catch {
            // Hand out what was inflated before the damage; the failure comes with the next read.
            let produced = buffer.count - Int(stream.pointee.avail_out)
            guard produced > 0 else {
                finished = true
                throw error
            }
            pending = error
            return produced
        }
    }

    private func inflate(into buffer: UnsafeMutableRawBufferPointer) throws(InputFailure) -> Int {
        stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(min(buffer.count, Int(UInt32.max)))
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 && !upstreamEnded {
                let count = try upstream.read(into: input)
                if count == 0 {
                    upstreamEnded = true
                } else {
                    stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
                    stream.pointee.avail_in = uInt(count)
                }
            }
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            if status == Z_STREAM_END {
                if try nextMemberFollows() {
                    inflateReset(stream)
                    continue
                }
                finished = true
                break
            }
            if status == Z_BUF_ERROR && stream.pointee.avail_in == 0 && upstreamEnded {
                throw InputFailure(
                    code: "corrupt_gzip", message: "\(path): the gzip data ends early (truncated file); recompress or re-download it")
            }
            if status != Z_OK && status != Z_BUF_ERROR {
                let detail = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
                throw InputFailure(code: "corrupt_gzip", message: "\(path): invalid gzip data (\(detail)); check the file with gzip -t")
            }
        }
        return buffer.count - Int(stream.pointee.avail_out)
    }

    /// Whether another gzip member starts after the one that just ended (trailing zeros are ignored).
    private func nextMemberFollows() throws(InputFailure) -> Bool {
        if stream.pointee.avail_in == 0 && !upstreamEnded {
            let count = try upstream.read(into: input)
            if count == 0 {
                upstreamEnded = true
            } else {
                stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = uInt(count)
            }
        }
        guard stream.pointee.avail_in > 0, let next = stream.pointee.next_in else { return false }
        return next[0] == 0x1F
    }
}
