/// A record given in memory rather than read from a file: a page fetched by URL, or why it could not be.
///
/// `kaimono batch --urls` fetches its pages first and hands them over this way, so each URL becomes one
/// record (its `source` the URL) and a URL that failed becomes an error line while the run goes on.
public struct BatchDocument: Sendable, Hashable {
    /// Where the record came from (the URL), echoed as the output line's `source`.
    public var source: String
    /// The page or JSON document; nil when it could not be had (then `failure` says why).
    public var bytes: [UInt8]?
    /// The charset the page came with (HTTP `Content-Type`), used before the page's own declaration.
    public var charset: String?
    /// The error code and message of a record that could not be had.
    public var failure: (code: String, message: String)? {
        guard let failureCode, let failureMessage else { return nil }
        return (failureCode, failureMessage)
    }

    var failureCode: String?
    var failureMessage: String?

    /// A record holding a page or document.
    public init(source: String, bytes: [UInt8], charset: String?) {
        self.source = source
        self.bytes = bytes
        self.charset = charset
    }

    /// A record that failed with `code` and `message`.
    public init(source: String, failureCode code: String, message: String) {
        self.source = source
        self.failureCode = code
        self.failureMessage = message
    }
}
