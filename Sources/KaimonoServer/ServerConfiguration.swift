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

    /// A configuration; the defaults serve on 127.0.0.1:8080 with a 10 MB body limit.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 10_000_000, idleTimeoutSeconds: Int = 60,
        requestTimeoutSeconds: Int = 30, defaultTop: Int = 3
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.defaultTop = defaultTop
    }
}
