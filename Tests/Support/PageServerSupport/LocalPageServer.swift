import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server of the tests' own on 127.0.0.1 (a free port), one thread per connection, answering
/// from a table of routes with raw bytes so a test can send what real servers send badly: redirect loops,
/// stalls, endless bodies, charsets that contradict the page.
public final class LocalPageServer: @unchecked Sendable {
    /// What a route answers.
    public enum Reply: Sendable {
        /// Status, headers and a body sent at once (with Content-Length unless `chunked`).
        case bytes(status: Int, headers: [(String, String)], body: [UInt8], chunked: Bool = false)
        /// Headers, then nothing for `seconds`, then the body.
        case stall(seconds: UInt32, body: [UInt8])
        /// An endless chunked body of `chunk`-byte pieces (the client must stop reading).
        case endless(chunk: Int)
    }

    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let routes: @Sendable (_ path: String, _ head: String) -> Reply

    /// Starts listening; `routes` answers a path, given the request head (request line and headers) too.
    public init(routes: @escaping @Sendable (_ path: String, _ head: String) -> Reply) throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else { throw POSIXError(.EADDRINUSE) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        self.listener = fd
        self.routes = routes
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Closes the listening socket; connections in progress end on their own.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var noSignal: Int32 = 1
            #if canImport(Darwin)
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #endif
            _ = noSignal
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return }
        let path = String(parts[1])
        switch routes(path, String(decoding: request, as: UTF8.self)) {
        case .bytes(let status, let headers, let body, let chunked):
            var head = "HTTP/1.1 \(status) X\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            if chunked {
                head += "Transfer-Encoding: chunked\r\n\r\n"
                _ = send(fd, Array(head.utf8))
                var offset = 0
                while offset < body.count {
                    let end = min(offset + 16_384, body.count)
                    guard send(fd, Array(String(end - offset, radix: 16).utf8) + [13, 10] + body[offset..<end] + [13, 10])
                    else { return }
                    offset = end
                }
                _ = send(fd, Array("0\r\n\r\n".utf8))
            } else {
                head += "Content-Length: \(body.count)\r\n\r\n"
                _ = send(fd, Array(head.utf8) + body)
            }
        case .stall(let seconds, let body):
            let head = "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: text/html\r\nContent-Length: \(body.count)\r\n\r\n"
            _ = send(fd, Array(head.utf8))
            sleep(seconds)
            _ = send(fd, body)
        case .endless(let size):
            let head = "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"
            guard send(fd, Array(head.utf8)) else { return }
            let piece = Array(String(size, radix: 16).utf8) + [13, 10] + [UInt8](repeating: 0x61, count: size) + [13, 10]
            // Bounded so a broken client cannot keep the test running forever (1 GB at most).
            for _ in 0..<(1 << 30) / max(size, 1) {
                guard send(fd, piece) else { return }
            }
        }
    }

    private func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, raw.baseAddress, raw.count, 0)
                #endif
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

extension [UInt8] {
    fileprivate var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return true
        }
        return false
    }
}

/// A gzip stream of `bytes` in stored (uncompressed) deflate blocks: valid gzip, no zlib needed.
public func gzipStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
    var offset = 0
    repeat {
        let end = Swift.min(offset + 65_535, bytes.count)
        let length = UInt16(end - offset)
        out.append(end == bytes.count ? 1 : 0)
        out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        out += bytes[offset..<end]
        offset = end
    } while offset < bytes.count
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc = ~crc
    let size = UInt32(truncatingIfNeeded: bytes.count)
    for value in [crc, size] { out += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) } }
    return out
}
