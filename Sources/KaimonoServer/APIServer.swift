import Hummingbird
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
        try await withThrowingTaskGroup(of: Void.self) { group in
            // Stock, prices and imports made through other instances (or the CLI) reach this one.
            group.addTask { await kaimono.watchCatalog(every: interval) }
            if handlingSignals {
                try await app.runService()  // graceful shutdown on SIGTERM and SIGINT
            } else {
                try await app.run()
            }
            group.cancelAll()
        }
        logger.info("stopped")
    }

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
