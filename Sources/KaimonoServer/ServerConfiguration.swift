import Foundation

/// How the HTTP service listens and what it accepts.
public struct ServerConfiguration: Sendable, Hashable {
    /// The address to bind; loopback by default so nothing is exposed by accident.
    public var host: String
    /// The TCP port; 0 picks a free one (tests read it from `onRunning`).
    public var port: Int
    /// The largest request body accepted; larger ones get 413 before they are read.
    public var maxBodyBytes: Int
    /// Seconds a connection may stay idle (no request in progress) before it is closed.
    public var idleTimeoutSeconds: Int
    /// Seconds a request may take, from routing to the response (reading a slow body included); then 408.
    public var requestTimeoutSeconds: Int
    /// Candidates per line when a match request does not say.
    public var defaultTop: Int
    /// The keys the server accepts; `nil` serves without keys, on a loopback address only.
    public var apiKeys: APIKeys?
    /// Seconds between checks of the catalog version; a change (an order or an import through any
    /// instance) reloads the catalog the routes answer from.
    public var catalogRefreshSeconds: Double
    /// Whether `{"url"}` requests fetch pages at all (off: 422 `url_fetching_disabled`).
    public var fetchURLs: Bool = true
    /// Whether the buy-this-recipe page (`/`, `/buy`, `/orders`, `/products/{id}`) is served: `nil` serves it
    /// only without API keys (a loopback server for one person); `true` serves it with keys too (a storefront:
    /// its orders go through the same checks as the API's); `false` never.
    public var servePage: Bool? = nil
    /// Whether fetched URLs may resolve to loopback and private networks (`--allow-private-urls`).
    public var allowPrivateURLs: Bool = false

    /// A configuration; the defaults serve on 127.0.0.1:8080 with a 10 MB body limit and no keys.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 10_000_000, idleTimeoutSeconds: Int = 60,
        requestTimeoutSeconds: Int = 30, defaultTop: Int = 3, apiKeys: APIKeys? = nil,
        catalogRefreshSeconds: Double = 0.25
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.defaultTop = defaultTop
        self.apiKeys = apiKeys
        self.catalogRefreshSeconds = max(0.01, catalogRefreshSeconds)
    }

    /// Whether the page routes are registered.
    public var pageEnabled: Bool { servePage ?? (apiKeys == nil) }

    /// Why this configuration must not be served, or `nil`: without keys, only a loopback address.
    public var refusal: String? {
        guard apiKeys == nil, !Self.isLoopback(host) else { return nil }
        return "refusing to listen on \(host) without API keys: anyone who can reach it could read, order and "
            + "cancel. Pass --api-keys FILE (keys made with `kaimono serve --hash-key`), or listen on 127.0.0.1"
    }

    /// Whether `host` is a loopback address (127.0.0.0/8, ::1, localhost).
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
