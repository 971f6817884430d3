import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression

/// Fetches a recipe page by URL: the one entry point of this module.
///
/// Each hop (the URL, then every redirect) is checked before it is requested: only `http` and `https`, and
/// unless `allowPrivateAddresses` the host is resolved here and refused when any of its addresses lies in a
/// private network (`AddressGuard`). The connection then goes to the address that was checked — the client
/// gets it as a DNS override, so no second lookup can answer differently. Redirects are followed here, not by
/// the client, so each one passes the same check. The body is read as a stream and dropped past `maxBytes`;
/// gzip and deflate are decompressed within the same limit.
public struct PageFetcher: Sendable {
    /// The limits in force.
    public var options: FetchOptions

    /// Hosts (IP literals) let through the guard even when it is on: tests reach their own loopback server
    /// this way and still see redirects to other private addresses refused.
    var trustedHosts: Set<String> = []

    /// A fetcher with `options`.
    public init(options: FetchOptions) {
        self.options = options
    }

    /// The page at `url`, after at most `maxRedirects` redirects.
    ///
    /// - Throws: `FetchError` `invalid_url`, `blocked_address`, `fetch_failed`, `not_html`, `too_large` or `http_NNN`.
    public func fetch(_ url: String) async throws(FetchError) -> FetchedPage {
        let deadline = NIODeadline.now() + .milliseconds(options.totalTimeoutMilliseconds)
        var current = try Self.checkedURL(url, original: url)
        var redirects = 0
        while true {
            let hop = try target(of: current, original: url)
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration(hop))
            let outcome: Outcome
            do throws(FetchError) {
                outcome = try await request(hop, client: client, deadline: deadline, original: url)
            } catch {
                try? await client.shutdown()
                throw error
            }
            try? await client.shutdown()
            switch outcome {
            case .page(let page):
                return page
            case .redirect(let location):
                redirects += 1
                guard redirects <= options.maxRedirects else {
                    throw .failed(url, "more than \(options.maxRedirects) redirects (a redirect loop?)")
                }
                guard let next = URL(string: location, relativeTo: current)?.absoluteURL else {
                    throw .failed(url, "a redirect to an unreadable location \(location)")
                }
                current = try Self.checkedURL(next.absoluteString, original: url)
            }
        }
    }

    /// One hop: the URL to request (host lowercased) and, when the guard resolved it, the address to connect to.
    struct Hop {
        var url: URL
        var host: String
        var address: String?
    }

    enum Outcome {
        case page(FetchedPage)
        case redirect(String)
    }

    /// `text` as an absolute http or https URL with a host.
    static func checkedURL(_ text: String, original: String) throws(FetchError) -> URL {
        guard var components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidURL(original, "not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            let what = components.scheme.map { "\($0): URLs are not fetched" } ?? "not a web address"
            throw .invalidURL(original, text == original ? what : "a redirect to \(text) (\(what))")
        }
        guard let host = components.host, !host.isEmpty else { throw .invalidURL(original, "no host") }
        if components.user != nil || components.password != nil {
            throw .invalidURL(original, "credentials in the URL are not sent")
        }
        components.scheme = scheme
        components.host = host.lowercased()
        components.fragment = nil
        guard let url = components.url else { throw .invalidURL(original, "not a URL") }
        return url
    }

    func target(of url: URL, original: String) throws(FetchError) -> Hop {
        var host = url.host ?? ""
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if options.allowPrivateAddresses || trustedHosts.contains(host) { return Hop(url: url, host: host, address: nil) }
        let addresses: [AddressGuard.Address]
        do throws(FetchError) {
            addresses = try AddressGuard.resolve(host)
        } catch {
            throw .failed(original, error.message)
        }
        for address in addresses {
            if let kind = AddressGuard.refusal(address.bytes) {
                throw .blocked(original, host: host, address: address.text, kind: kind)
            }
        }
        return Hop(url: url, host: host, address: addresses[0].text)
    }

    func configuration(_ hop: Hop) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(
                connect: .milliseconds(options.connectTimeoutMilliseconds),
                read: .milliseconds(options.totalTimeoutMilliseconds)),
            decompression: .enabled(limit: .size(options.maxBytes + 1)))
        if let address = hop.address { configuration.dnsOverride = [hop.host: address] }
        // The pool is thrown away after one request: keep no idle connection.
        configuration.connectionPool = .init(idleTimeout: .seconds(1))
        return configuration
    }

    func request(_ hop: Hop, client: HTTPClient, deadline: NIODeadline, original: String) async throws(FetchError)
        -> Outcome
    {
        var request = HTTPClientRequest(url: hop.url.absoluteString)
        request.headers.add(name: "User-Agent", value: options.userAgent)
        request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9,*/*;q=0.5")
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        do {
            let response = try await client.execute(request, deadline: deadline)
            let status = Int(response.status.code)
            if (300..<400).contains(status), status != 304 {
                guard let location = response.headers.first(name: "Location") else {
                    throw FetchError.failed(original, "HTTP \(status) without a Location")
                }
                return .redirect(location)
            }
            guard (200..<300).contains(status) else { throw FetchError.status(original, status) }
            let (mediaType, charset) = Self.contentType(response.headers.first(name: "Content-Type"))
            if let mediaType, !Self.readable(mediaType) { throw FetchError.notHTML(original, mediaType) }
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > options.maxBytes,
                response.headers.first(name: "Content-Encoding") == nil
            {
                throw FetchError.tooLarge(original, limit: options.maxBytes)
            }
            var bytes: [UInt8] = []
            for try await chunk in response.body {
                guard bytes.count + chunk.readableBytes <= options.maxBytes else {
                    // Leaving the loop cancels the rest of the stream: nothing past the limit is read.
                    throw FetchError.tooLarge(original, limit: options.maxBytes)
                }
                bytes.append(contentsOf: chunk.readableBytesView)
            }
            return .page(FetchedPage(
                requestedURL: original, finalURL: hop.url.absoluteString, bytes: bytes, mediaType: mediaType,
                charset: charset))
        } catch let error as FetchError {
            throw error
        } catch let error as NIOHTTPDecompression.DecompressionError where error == .limit {
            throw .tooLarge(original, limit: options.maxBytes)
        } catch let error as HTTPClientError {
            throw .failed(original, Self.describe(error))
        } catch {
            throw .failed(original, "\(error)")
        }
    }

    static func describe(_ error: HTTPClientError) -> String {
        switch error {
        case .deadlineExceeded, .readTimeout: "no complete answer within the time limit"
        case .connectTimeout: "could not connect within the time limit"
        default: "\(error)"
        }
    }

    /// The media type (lowercased, no parameters) and the charset of a `Content-Type` value.
    static func contentType(_ value: String?) -> (String?, String?) {
        guard let value else { return (nil, nil) }
        let parts = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let media = parts.first.map { $0.lowercased() }.flatMap { $0.isEmpty ? nil : $0 }
        var charset: String?
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" {
                charset = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            }
        }
        return (media, charset)
    }

    /// Media types a recipe can be read from: HTML, XHTML, JSON, and plain text (servers label pages badly).
    static func readable(_ mediaType: String) -> Bool {
        mediaType == "text/html" || mediaType == "application/xhtml+xml" || mediaType == "text/plain"
            || mediaType == "application/json" || mediaType.hasSuffix("+json") || mediaType == "application/octet-stream"
    }
}
