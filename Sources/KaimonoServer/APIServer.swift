import Hummingbird
import Foundation
import Synchronization
import NIOCore
public import KaimonoKit
public import Logging

/// The Kaimono HTTP API (Hummingbird 2) over one facade: `/v1/…`, `/healthz` and `/metrics`.
///
/// `run()` serves until SIGTERM or SIGINT, then stops accepting connections and lets requests in flight
/// finish before returning. Every route is described in `openapi.yaml`.
public struct APIServer: Sendable {
    /// The facade the routes call.
    public let kaimono: Kaimono
    /// Address, limits and timeouts.
    public let configuration: ServerConfiguration
    let logger: Logger

    /// A server over `kaimono`; nothing listens until `run()`.
    public init(kaimono: Kaimono, configuration: ServerConfiguration = ServerConfiguration(), logger: Logger) {
        self.kaimono = kaimono
        self.configuration = configuration
        self.logger = logger
    }

    /// Serves until SIGTERM/SIGINT (or, with `handlingSignals: false`, until the calling task is cancelled).
    ///
    /// - Parameters:
    ///   - handlingSignals: Shut down gracefully on SIGTERM and SIGINT (the executable); tests cancel instead.
    ///   - onRunning: Called with the bound port once the server accepts connections (port 0 picks one).
    public func run(handlingSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        async throws
    {
        if let refusal = configuration.refusal { throw ServerSetupError(description: refusal) }
        let router = makeRouter()
        let logger = logger
        let app = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(configuration.idleTimeoutSeconds)))),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "kaimono"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info(
                    "listening",
                    metadata: ["host": "\(configuration.host)", "port": "\(port)", "version": "\(Kaimono.version)"])
                await onRunning(port)
            },
            logger: logger)
        let kaimono = kaimono
        let interval = Duration.milliseconds(Int64(configuration.catalogRefreshSeconds * 1000))
        // Stock, prices and imports made through other instances (or the CLI) reach this one.
        let watcher = Task { await kaimono.watchCatalog(every: interval) }
        do {
            if handlingSignals {
                try await app.runService()  // graceful shutdown on SIGTERM and SIGINT
            } else {
                try await app.run()
            }
        } catch {
            watcher.cancel()
            throw Self.setupError(error, configuration: configuration) ?? error
        }
        // A refresh caught in a database call that does not hear the cancellation (a pool reconnecting after an
        // outage) does not hold the shutdown: the server waits for it a few seconds, no longer.
        watcher.cancel()
        if await !Self.ends(watcher, within: .seconds(Self.watcherGrace)) {
            logger.warning("stopped without waiting for the catalog refresh", metadata: ["waited": "\(Self.watcherGrace) s"])
        }
        logger.info("stopped")
    }

    /// What a failure to listen means for the person starting the server, when it is one: the address and
    /// port in use, or an address this machine does not have (NIO's `bind(…)` error names neither).
    static func setupError(_ error: any Error, configuration: ServerConfiguration) -> ServerSetupError? {
        guard let io = error as? IOError else { return nil }
        let place = "\(configuration.host):\(configuration.port)"
        switch io.errnoCode {
        case EADDRINUSE:
            return ServerSetupError(description: "cannot listen on \(place): the address and port are in use (another "
                + "kaimono serve, or another program); stop it, or choose another port with --port (0 picks a free one)")
        case EADDRNOTAVAIL:
            return ServerSetupError(description: "cannot listen on \(place): this machine has no address \(configuration.host); "
                + "give one of its own with --host (127.0.0.1 by default)")
        case EACCES:
            return ServerSetupError(description: "cannot listen on \(place): not allowed (ports below 1024 need privileges); "
                + "choose a port from 1024 with --port")
        default:
            return nil
        }
    }

    /// Seconds the shutdown waits for a cancelled catalog refresh to end.
    static let watcherGrace = 10

    /// Whether `task` ends within `limit`; the caller goes on either way (the task is not waited for after it).
    static func ends(_ task: Task<Void, Never>, within limit: Duration) async -> Bool {
        let outcome = FirstOutcome()
        return await withCheckedContinuation { continuation in
            outcome.set(continuation)
            let timer = Task {
                try? await Task.sleep(for: limit)
                outcome.resume(false)
            }
            Task {
                await task.value
                outcome.resume(true)
                timer.cancel()
            }
        }
    }
}

/// A continuation resumed by whichever of two racers comes first; the later one is ignored.
private final class FirstOutcome: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Bool, Never>?, value: Bool?)>((nil, nil))

    func set(_ continuation: CheckedContinuation<Bool, Never>) {
        let early = state.withLock { state -> Bool? in
            if let value = state.value { return value }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    func resume(_ value: Bool) {
        let waiting = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(returning: value)
    }
}

extension APIServer {

    func makeRouter() -> Router<BasicRequestContext> {
        let catalog = kaimono.catalog
        let metrics = ServiceMetrics(gauges: [
            ("kaimono_catalog_products", "Products in the catalog snapshot served.", Double(catalog.products.count)),
            ("kaimono_catalog_shops", "Shops in the catalog snapshot served.", Double(catalog.shops.count)),
        ])
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: ObservingMiddleware(metrics: metrics))
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: TimeoutMiddleware(seconds: configuration.requestTimeoutSeconds))
        APIRoutes(kaimono: kaimono, configuration: configuration, metrics: metrics).register(on: router)
        if configuration.pageEnabled { PageRoutes(kaimono: kaimono, configuration: configuration).register(on: router) }
        return router
    }
}

/// Why a server cannot be set up: an API key file it cannot use (with the line), or a configuration it
/// refuses to serve (a non-loopback address without API keys).
public struct ServerSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var description: String
}
