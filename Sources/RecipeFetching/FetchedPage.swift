/// A page as it arrived: its bytes (decompressed), where it ended up after redirects, and what it said it was.
public struct FetchedPage: Sendable, Hashable {
    /// The URL asked for.
    public var requestedURL: String
    /// The URL the body came from (after redirects).
    public var finalURL: String
    /// The body, decompressed.
    public var bytes: [UInt8]
    /// The media type of `Content-Type`, lowercased, without parameters (`text/html`); nil when absent.
    public var mediaType: String?
    /// The `charset` parameter of `Content-Type`, when given.
    public var charset: String?

    /// Whether the body is JSON by its media type (`application/json`, `application/ld+json`, `…+json`).
    public var isJSON: Bool {
        guard let mediaType else { return false }
        return mediaType == "application/json" || mediaType.hasSuffix("+json")
    }
}
