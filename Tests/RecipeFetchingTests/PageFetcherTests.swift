import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PageServerSupport
import Testing

@testable import RecipeFetching

/// Fetches from a loopback server of the test's own; nothing here reaches the internet.
@Suite struct PageFetcherTests {
    static let page = Array(
        """
        <html><head><title>肉じゃが</title></head><body><h1>肉じゃが</h1>
        <ul class="ingredients"><li>じゃがいも 3個</li></ul></body></html>
        """.utf8)

    /// Routes shared by the tests: every misbehaviour a page server can have.
    static func routes(_ path: String, _ head: String) -> LocalPageServer.Reply {
        let html = [("Content-Type", "text/html; charset=utf-8")]
        switch path {
        case "/recipe.html": return .bytes(status: 200, headers: html, body: page)
        case "/chunked.html": return .bytes(status: 200, headers: html, body: page, chunked: true)
        case "/gzip.html":
            return .bytes(status: 200, headers: html + [("Content-Encoding", "gzip")], body: gzipStored(page))
        case "/sjis.html":
            return .bytes(status: 200, headers: [("Content-Type", "text/html; charset=\"Shift_JIS\"")], body: page)
        case "/loop": return .bytes(status: 302, headers: [("Location", "/loop")], body: [])
        case "/to-metadata":
            return .bytes(status: 302, headers: [("Location", "http://169.254.169.254/latest/meta-data/")], body: [])
        case "/to-localhost": return .bytes(status: 301, headers: [("Location", "http://localhost/")], body: [])
        case "/to-file": return .bytes(status: 302, headers: [("Location", "file:///etc/passwd")], body: [])
        case "/slow": return .stall(seconds: 4, body: page)
        case "/endless": return .endless(chunk: 8192)
        case "/declared-huge":
            return .bytes(status: 200, headers: html, body: [UInt8](repeating: 0x61, count: 300_000))
        case "/image.png": return .bytes(status: 200, headers: [("Content-Type", "image/png")], body: [0x89, 0x50])
        case "/broken": return .bytes(status: 500, headers: html, body: Array("oops".utf8))
        case "/user-agent": return .bytes(status: 200, headers: [("Content-Type", "text/plain")], body: Array(head.utf8))
        default:
            if path.hasPrefix("/chain/"), let count = Int(path.dropFirst(7)) {
                if count == 0 { return .bytes(status: 200, headers: html, body: page) }
                return .bytes(status: 302, headers: [("Location", "/chain/\(count - 1)")], body: [])
            }
            return .bytes(status: 404, headers: html, body: Array("not here".utf8))
        }
    }

    /// A fetcher with the guard on for all but the test's own server. The time limit is generous (the whole
    /// suite runs in parallel on few cores, and a starved reader must not turn a size test into a timeout);
    /// the timeout test sets its own.
    static func fetcher(maxBytes: Int = 10 * 1024 * 1024, totalMilliseconds: Int64 = 120_000) -> PageFetcher {
        var fetcher = PageFetcher(options: FetchOptions(
            userAgent: "Kaimono/test", maxBytes: maxBytes, totalTimeoutMilliseconds: totalMilliseconds))
        // The guard stays on: only the test's own server is let through.
        fetcher.trustedHosts = ["127.0.0.1"]
        return fetcher
    }

    func withServer(_ body: (LocalPageServer) async throws -> Void) async throws {
        let server = try LocalPageServer(routes: Self.routes)
        defer { server.stop() }
        try await body(server)
    }

    func failure(_ fetcher: PageFetcher, _ url: String) async -> FetchError? {
        do {
            _ = try await fetcher.fetch(url)
            return nil
        } catch {
            return error
        }
    }

    @Test func fetchesAPageWithItsTypeAndCharset() async throws {
        try await withServer { server in
            for path in ["/recipe.html", "/chunked.html"] {
                let page = try await Self.fetcher().fetch(server.base + path)
                #expect(page.bytes == Self.page)
                #expect(page.mediaType == "text/html")
                #expect(page.charset == "utf-8")
                #expect(page.finalURL == server.base + path)
            }
        }
    }

    @Test func handsOverTheCharsetOfTheResponse() async throws {
        try await withServer { server in
            let page = try await Self.fetcher().fetch(server.base + "/sjis.html")
            #expect(page.charset == "Shift_JIS")
        }
    }

    @Test func decompressesGzip() async throws {
        try await withServer { server in
            let page = try await Self.fetcher().fetch(server.base + "/gzip.html")
            #expect(page.bytes == Self.page)
        }
    }

    @Test func sendsItsUserAgentAndAcceptsGzip() async throws {
        try await withServer { server in
            let page = try await Self.fetcher().fetch(server.base + "/user-agent")
            let head = String(decoding: page.bytes, as: UTF8.self).lowercased()
            #expect(head.contains("user-agent: kaimono/test\r\n"))
            #expect(head.contains("accept-encoding: gzip, deflate\r\n"))
        }
    }

    @Test func followsFiveRedirectsButNotSix() async throws {
        try await withServer { server in
            let page = try await Self.fetcher().fetch(server.base + "/chain/5")
            #expect(page.finalURL == server.base + "/chain/0")
            let error = await failure(Self.fetcher(), server.base + "/chain/6")
            #expect(error?.code == "fetch_failed")
            #expect(error?.message == "\(server.base)/chain/6: more than 5 redirects (a redirect loop?)")
        }
    }

    @Test func stopsARedirectLoop() async throws {
        try await withServer { server in
            let error = await failure(Self.fetcher(), server.base + "/loop")
            #expect(error?.code == "fetch_failed")
        }
    }

    @Test func refusesARedirectToAPrivateAddressOrAnotherScheme() async throws {
        try await withServer { server in
            let metadata = await failure(Self.fetcher(), server.base + "/to-metadata")
            #expect(metadata?.code == "blocked_address")
            #expect(metadata?.message.contains("169.254.169.254, a link-local (cloud metadata) address") == true)
            let local = await failure(Self.fetcher(), server.base + "/to-localhost")
            #expect(local?.code == "blocked_address")
            let file = await failure(Self.fetcher(), server.base + "/to-file")
            #expect(file?.code == "invalid_url")
        }
    }

    @Test func givesUpOnASlowServer() async throws {
        try await withServer { server in
            let error = await failure(Self.fetcher(totalMilliseconds: 500), server.base + "/slow")
            #expect(error?.code == "fetch_failed")
            #expect(error?.message == "\(server.base)/slow: no complete answer within the time limit")
        }
    }

    @Test func stopsReadingPastTheSizeLimit() async throws {
        try await withServer { server in
            let endless = await failure(Self.fetcher(maxBytes: 100_000), server.base + "/endless")
            #expect(endless?.code == "too_large")
            #expect(endless?.message == "\(server.base)/endless: the page is over the limit of 100000 bytes")
            let declared = await failure(Self.fetcher(maxBytes: 100_000), server.base + "/declared-huge")
            #expect(declared?.code == "too_large")
        }
    }

    @Test func sizeLimitAppliesAfterDecompression() async throws {
        try await withServer { server in
            let error = await failure(Self.fetcher(maxBytes: Self.page.count - 1), server.base + "/gzip.html")
            #expect(error?.code == "too_large")
        }
    }

    @Test func namesTheStatusOfAFailedAnswer() async throws {
        try await withServer { server in
            let missing = await failure(Self.fetcher(), server.base + "/missing")
            #expect(missing?.code == "http_404")
            #expect(missing?.message == "\(server.base)/missing: the server answered HTTP 404")
            #expect(await failure(Self.fetcher(), server.base + "/broken")?.code == "http_500")
        }
    }

    @Test func refusesWhatIsNotAPage() async throws {
        try await withServer { server in
            let error = await failure(Self.fetcher(), server.base + "/image.png")
            #expect(error?.code == "not_html")
            #expect(error?.message.contains("the server sent image/png") == true)
        }
    }

    @Test func refusesConnectionFailures() async throws {
        // A loopback port bound and held but never listened on: the connection is refused. (A stopped server's
        // port could be taken by a server another test starts meanwhile.)
        let port = try #require(HeldClosedPort())
        defer { port.close() }
        let error = await failure(Self.fetcher(), "http://127.0.0.1:\(port.number)/recipe.html")
        #expect(error?.code == "fetch_failed")
    }

    @Test(arguments: [
        "http://127.0.0.1:9/", "http://localhost/", "http://[::1]/", "http://2130706433/", "http://0x7f.1/",
        "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/",
        "http://172.16.5.4/", "http://192.168.1.1/", "http://100.64.0.1/", "http://0.0.0.0/", "http://[fe80::1]/",
        "http://[fd00::1]/", "https://[::]/",
    ])
    func guardRefusesPrivateAddresses(url: String) async {
        let fetcher = PageFetcher(options: FetchOptions(userAgent: "Kaimono/test"))
        let error = await failure(fetcher, url)
        #expect(error?.code == "blocked_address")
    }

    @Test func guardLetsTheOwnServerThroughWhenAllowed() async throws {
        try await withServer { server in
            let refused = await failure(PageFetcher(options: FetchOptions(userAgent: "Kaimono/test")), server.base + "/recipe.html")
            #expect(refused?.code == "blocked_address")
            #expect(refused?.message.hasSuffix("(start the server or the command with --allow-private-urls to allow them)") == true)
            let allowed = PageFetcher(options: FetchOptions(userAgent: "Kaimono/test", allowPrivateAddresses: true))
            let page = try await allowed.fetch(server.base + "/recipe.html")
            #expect(page.bytes == Self.page)
        }
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://example.com/x", "javascript:alert(1)", "example.com/recipe", "http://", "http://user:pw@example.com/"])
    func refusesURLsThatAreNotHTTP(url: String) async {
        let error = await failure(Self.fetcher(), url)
        #expect(error?.code == "invalid_url")
    }
}

@Suite struct AddressGuardTests {
    @Test(arguments: [
        ([127, 0, 0, 1], "loopback"), ([10, 1, 2, 3], "private"), ([172, 31, 255, 255], "private"),
        ([192, 168, 0, 1], "private"), ([169, 254, 169, 254], "link-local (cloud metadata)"),
        ([100, 127, 0, 1], "shared (CGNAT)"), ([0, 0, 0, 0], "unspecified"), ([224, 0, 0, 1], "multicast"),
        ([255, 255, 255, 255], "reserved"),
    ] as [([UInt8], String)])
    func refusesPrivateIPv4(bytes: [UInt8], kind: String) {
        #expect(AddressGuard.refusal(bytes) == kind)
    }

    @Test(arguments: [[93, 184, 216, 34], [172, 32, 0, 1], [100, 128, 0, 1], [8, 8, 8, 8], [169, 253, 1, 1]] as [[UInt8]])
    func letsPublicIPv4Through(bytes: [UInt8]) {
        #expect(AddressGuard.refusal(bytes) == nil)
    }

    static func v6(_ head: [UInt8], tail: [UInt8] = []) -> [UInt8] {
        head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
    }

    @Test func judgesIPv6AndTheIPv4ItCarries() {
        #expect(AddressGuard.refusal(Self.v6([])) == "unspecified")
        #expect(AddressGuard.refusal(Self.v6([], tail: [1])) == "loopback")
        #expect(AddressGuard.refusal(Self.v6([], tail: [0xFF, 0xFF, 127, 0, 0, 1])) == "IPv4-embedded loopback")
        #expect(AddressGuard.refusal(Self.v6([], tail: [0xFF, 0xFF, 169, 254, 169, 254])) == "IPv4-embedded link-local (cloud metadata)")
        #expect(AddressGuard.refusal(Self.v6([0, 0x64, 0xFF, 0x9B], tail: [10, 0, 0, 1])) == "NAT64 private")
        #expect(AddressGuard.refusal(Self.v6([0x20, 0x02, 192, 168, 1, 1])) == "6to4 private")
        #expect(AddressGuard.refusal(Self.v6([0xFD, 0x12])) == "private (unique local)")
        #expect(AddressGuard.refusal(Self.v6([0xFE, 0x80])) == "link-local")
        #expect(AddressGuard.refusal(Self.v6([0xFF, 0x02])) == "multicast")
        #expect(AddressGuard.refusal(Self.v6([0x26, 0x06, 0x47, 0x00], tail: [1])) == nil)
        #expect(AddressGuard.refusal(Self.v6([], tail: [0xFF, 0xFF, 93, 184, 216, 34])) == nil)
    }
}

/// A loopback TCP port bound but not listening, held until `close()`: connecting to it is refused and no other
/// socket can take it meanwhile.
struct HeldClosedPort {
    let descriptor: Int32
    let number: Int

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(fd)
            return nil
        }
        descriptor = fd
        number = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Glibc.close(descriptor) }
}
