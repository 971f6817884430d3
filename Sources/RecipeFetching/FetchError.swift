/// Why a page could not be fetched: a stable code and a message saying what happened and what to do.
///
/// Codes: `invalid_url` (not an absolute http or https URL), `blocked_address` (the host is on a private
/// network), `fetch_failed` (no connection, a timeout, a redirect loop), `not_html` (an image, a PDF …),
/// `too_large` (over the size limit), `http_NNN` (the server answered with status NNN).
public struct FetchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable snake_case code.
    public var code: String
    /// What went wrong, naming the URL, with the fix when there is one.
    public var message: String

    /// An error with `code` and `message`.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code): \(message)" }

    static func invalidURL(_ url: String, _ reason: String) -> FetchError {
        FetchError(code: "invalid_url", message: "\(url): \(reason); give an absolute http:// or https:// URL")
    }

    static func blocked(_ url: String, host: String, address: String, kind: String) -> FetchError {
        FetchError(
            code: "blocked_address",
            message: "\(url): \(host) resolves to \(address), \(article(kind)) \(kind) address; pages on private networks are not"
                + " fetched (start the server or the command with --allow-private-urls to allow them)")
    }

    /// `an` before a word said with a vowel first (`an unspecified`, `an IPv4-embedded`, `an IETF`), else `a`
    /// (`a loopback`, `a NAT64`, `a 6to4`).
    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiouAEIOU".contains(first) ? "an" : "a"
    }

    static func failed(_ url: String, _ reason: String) -> FetchError {
        FetchError(code: "fetch_failed", message: "\(url): \(reason)")
    }

    static func status(_ url: String, _ status: Int) -> FetchError {
        FetchError(code: "http_\(status)", message: "\(url): the server answered HTTP \(status)")
    }

    static func notHTML(_ url: String, _ mediaType: String) -> FetchError {
        FetchError(
            code: "not_html",
            message: "\(url): the server sent \(mediaType), not an HTML page or a JSON document; give the URL of the recipe page")
    }

    static func tooLarge(_ url: String, limit: Int) -> FetchError {
        FetchError(code: "too_large", message: "\(url): the page is over the limit of \(limit) bytes")
    }
}
