import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A response as read off the socket.
struct HTTPReply: Sendable {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    func object() throws -> [String: any Sendable] {
        let value = try JSONSerialization.jsonObject(with: Data(body))
        guard let object = value as? [String: any Sendable] else {
            throw HTTPClient.Failure("not a JSON object: \(text.prefix(200))")
        }
        return object
    }

    /// `error.code` of a JSON error body.
    func errorCode() throws -> String? {
        (try object()["error"] as? [String: any Sendable])?["code"] as? String
    }
}

/// A tiny blocking HTTP/1.1 client over a loopback socket, run on a thread of its own so the
/// cooperative pool (which also runs the server's handlers) is never blocked.
enum HTTPClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Sends one request (`Connection: close`) and reads the response.
    ///
    /// `contentLength` overrides the header (to announce a body that is never sent); `chunked` sends the
    /// body with chunked transfer encoding in pieces.
    static func send(
        port: Int, _ method: String, _ path: String, body: [UInt8]? = nil, headers: [(String, String)] = [],
        contentLength: Int? = nil, chunked: Bool = false
    ) async throws -> HTTPReply {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result {
                    try exchange(
                        port: port, method: method, path: path, body: body, headers: headers,
                        contentLength: contentLength, chunked: chunked)
                })
            }
            thread.start()
        }
    }

    static func send(port: Int, _ method: String, _ path: String, json: String, headers: [(String, String)] = [])
        async throws -> HTTPReply
    {
        try await send(
            port: port, method, path, body: Array(json.utf8),
            headers: [("Content-Type", "application/json")] + headers)
    }

    private static func exchange(
        port: Int, method: String, path: String, body: [UInt8]?, headers: [(String, String)], contentLength: Int?,
        chunked: Bool
    ) throws -> HTTPReply {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure("socket() failed: \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure("connect to 127.0.0.1:\(port) failed: \(errno)") }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        var payload: [UInt8] = []
        if chunked {
            head += "Transfer-Encoding: chunked\r\n"
            let bytes = body ?? []
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + 65_536, bytes.count)
                payload += Array(String(end - offset, radix: 16).utf8) + [13, 10] + bytes[offset..<end] + [13, 10]
                offset = end
            }
            payload += Array("0\r\n\r\n".utf8)
        } else if let length = contentLength ?? body?.count {
            head += "Content-Length: \(length)\r\n"
            payload = body ?? []
        }
        head += "\r\n"
        // The server may answer (413) and stop reading before the whole body is sent: a failed write is
        // not an error as long as a response can be read.
        _ = writeAll(fd, Array(head.utf8) + payload)
        return try readReply(fd)
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, raw.baseAddress, raw.count, 0)
                #endif
            }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    private static func readReply(_ fd: Int32) throws -> HTTPReply {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var headerEnd: Int?
        var status = 0
        var headers: [String: String] = [:]
        while true {
            if headerEnd == nil, let end = find([13, 10, 13, 10], in: data) {
                headerEnd = end + 4
                let lines = String(decoding: data[..<end], as: UTF8.self).components(separatedBy: "\r\n")
                let parts = lines.first?.split(separator: " ") ?? []
                status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
            }
            if let start = headerEnd {
                if let length = headers["content-length"].flatMap(Int.init), data.count - start >= length {
                    return HTTPReply(status: status, headers: headers, body: Array(data[start..<(start + length)]))
                }
                if headers["transfer-encoding"] == "chunked", find(Array("0\r\n\r\n".utf8), in: data, from: start) != nil {
                    return HTTPReply(status: status, headers: headers, body: dechunk(Array(data[start...])))
                }
            }
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 {
                guard let start = headerEnd else { throw Failure("connection closed before a response (\(errno))") }
                let rest = Array(data[start...])
                return HTTPReply(
                    status: status, headers: headers,
                    body: headers["transfer-encoding"] == "chunked" ? dechunk(rest) : rest)
            }
            data += chunk[0..<count]
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard haystack.count >= needle.count + start else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while let lineEnd = find([13, 10], in: bytes, from: index) {
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = lineEnd + 2
            guard start + size <= bytes.count else { break }
            out += bytes[start..<(start + size)]
            index = start + size + 2
        }
        return out
    }
}
