import ArgumentParser
import Foundation
import KaimonoKit
import KaimonoServer
import Logging

extension Kaimono {
    /// `kaimono serve [--host] [--port] [--database]`: the HTTP API.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve the HTTP API (/v1/…, /healthz, /metrics) until SIGTERM or SIGINT.",
            discussion: """
                The routes take and return the same JSON bodies as the commands (see openapi.yaml). Errors are \
                {"error": {"code", "message"}} with a 4xx status.

                SIGTERM or SIGINT stop accepting connections and let requests in flight finish. Logs go to \
                standard error (key=value metadata).
                """
        )

        @Option(help: ArgumentHelp("The address to listen on (loopback by default).", valueName: "address"))
        var host = "127.0.0.1"

        @Option(help: ArgumentHelp("The TCP port; 0 picks a free one (printed in the log).", valueName: "port"))
        var port = 8080

        @Option(name: .customLong("max-body-bytes"), help: "Refuse request bodies larger than this (413).")
        var maxBodyBytes = 10_000_000

        @Option(name: .customLong("idle-timeout"), help: "Seconds an idle connection stays open.")
        var idleTimeout = 60

        @Option(name: .customLong("request-timeout"), help: "Seconds a request may take before 408.")
        var requestTimeout = 30

        @Option(name: .customLong("log-level"), help: "trace, debug (one line per request), info, notice, warning, error.")
        var logLevel = "info"

        @OptionGroup var database: DatabaseOptions

        func validate() throws {
            if !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535, got \(port).") }
            if maxBodyBytes <= 0 { throw ValidationError("--max-body-bytes must be positive, got \(maxBodyBytes).") }
            if idleTimeout <= 0 { throw ValidationError("--idle-timeout must be positive, got \(idleTimeout).") }
            if requestTimeout <= 0 { throw ValidationError("--request-timeout must be positive, got \(requestTimeout).") }
            if Logger.Level(rawValue: logLevel) == nil {
                throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
            }
        }

        mutating func run() async throws {
            let level = Logger.Level(rawValue: logLevel) ?? .info
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
            let logger = Logger(label: "kaimono")
            logger.info("starting kaimono \(KaimonoKit.Kaimono.version)", metadata: ["database": "\(database.resolvedPath)"])
            let facade: KaimonoKit.Kaimono
            do throws(KaimonoError) {
                facade = try await KaimonoStore.open(path: database.path, logger: logger).facade()
                // Index the bundled sample recipes now rather than during the first request.
                try await facade.prepareRecipeIndex()
            } catch {
                throw Console.fail("serve", error)
            }
            let server = APIServer(
                kaimono: facade,
                configuration: ServerConfiguration(
                    host: host, port: port, maxBodyBytes: maxBodyBytes, idleTimeoutSeconds: idleTimeout,
                    requestTimeoutSeconds: requestTimeout),
                logger: logger)
            do {
                try await server.run()
            } catch {
                Console.error("kaimono serve: cannot serve on \(host):\(port): \(error)")
                throw ExitCode(1)
            }
        }
    }
}
