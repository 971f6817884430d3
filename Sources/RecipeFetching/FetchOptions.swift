/// The limits of one fetch: timeouts, size, redirects, the User-Agent, and whether private addresses may be reached.
public struct FetchOptions: Sendable, Hashable {
    /// The time allowed to open a connection, in milliseconds (5 s).
    public var connectTimeoutMilliseconds: Int64
    /// The time allowed for the whole fetch, redirects and body included, in milliseconds (20 s).
    public var totalTimeoutMilliseconds: Int64
    /// The largest body accepted, after decompression (10 MB, the extractor's limit).
    public var maxBytes: Int
    /// The most redirects followed (5).
    public var maxRedirects: Int
    /// The `User-Agent` header sent.
    public var userAgent: String
    /// Whether loopback, private, link-local and other internal addresses may be fetched (tests, local use).
    public var allowPrivateAddresses: Bool

    /// The limits the issue asks for; `userAgent` names the program and its version.
    public init(
        userAgent: String, allowPrivateAddresses: Bool = false, maxBytes: Int = 10 * 1024 * 1024,
        connectTimeoutMilliseconds: Int64 = 5_000, totalTimeoutMilliseconds: Int64 = 20_000, maxRedirects: Int = 5
    ) {
        self.userAgent = userAgent
        self.allowPrivateAddresses = allowPrivateAddresses
        self.maxBytes = maxBytes
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.maxRedirects = maxRedirects
    }
}
