import ArgumentParser
import Foundation
import KaimonoKit
import KaimonoServer
import Logging

extension Kaimono {
    /// `kaimono serve [--host] [--port] [--database PATH|URL] [--api-keys FILE]`, `kaimono serve --hash-key`:
    /// the HTTP API.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the HTTP API (/v1/…, /healthz, /metrics) until SIGTERM or SIGINT.",
            discussion: """
                The routes take and return the same JSON bodies as the commands (see openapi.yaml). Errors are \
                {"error": {"code", "message"}} with a 4xx status.

                With --api-keys FILE every route but /healthz needs `Authorization: Bearer KEY` with a scope: read \
                (look-ups, parsing, matching, carts, order lists), order (submit, cancel), operate (mark orders, \
                metrics). The file has one key per line: NAME SCOPES sha256:HASH (scopes comma-separated), `#` \
                comments. Without keys the server listens only on a loopback address. --hash-key prints a new key \
                and its line for the file, and exits.

                {"url"} bodies of POST /v1/recipes/parse fetch the page as `kaimono parse URL` does: never from \
                loopback or private networks unless --allow-private-urls; --no-url-fetching refuses them.

                The buy-this-recipe page is served at / (Japanese; ?lang=en for English) when the server has no \
                API keys; --page on serves it with keys too (it orders through the same checks as the API, for \
                a customer id kept in a cookie), --page off never.

                SIGTERM or SIGINT stop accepting connections and let requests in flight finish. Logs go to \
                standard error (key=value metadata).

                Several instances can serve one PostgreSQL database (--database postgres://…): stock is taken in \
                the database, an Idempotency-Key makes one order whichever instance receives it, and each instance \
                reloads its catalog within a second of a change made through another. A database that is away \
                gives 503 {"error": {"code": "database_unavailable"}} until it returns.
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

        @Option(name: .customLong("api-keys"), help: ArgumentHelp(
            "The API key file (NAME SCOPES sha256:HASH per line); required to listen beyond loopback.",
            valueName: "file"))
        var apiKeys: String?

        @Flag(name: .customLong("hash-key"), help: "Print a new API key and its line for --api-keys, then exit.")
        var hashKey = false

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var urls: URLOptions

        @Flag(name: .customLong("no-url-fetching"), help: "Refuse {\"url\"} requests (422) instead of fetching pages.")
        var noURLFetching = false

        @Option(help: ArgumentHelp(
            "The buy-this-recipe page at /: auto (only without --api-keys), on (with keys too), off.", valueName: "mode"))
        var page = "auto"

        @Option(help: ArgumentHelp(
            "Serve as if the time were this, ISO 8601 (deadlines, today, orders' times); default: the clock.",
            valueName: "time"))
        var now: String?

        func validate() throws {
            if !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535, got \(port).") }
            if maxBodyBytes <= 0 { throw ValidationError("--max-body-bytes must be positive, got \(maxBodyBytes).") }
            if idleTimeout <= 0 { throw ValidationError("--idle-timeout must be positive, got \(idleTimeout).") }
            if requestTimeout <= 0 { throw ValidationError("--request-timeout must be positive, got \(requestTimeout).") }
            if !["auto", "on", "off"].contains(page) { throw ValidationError("--page must be auto, on or off, got \(page).") }
            if Logger.Level(rawValue: logLevel) == nil {
                throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
            }
        }

        mutating func run() async throws {
            if hashKey {
                let key = APIKeys.newKey()
                Console.write("""
                    key: \(key)
                    line for the --api-keys file (name it, keep the scopes it needs):
                    NAME read,order,operate sha256:\(APIKeys.hash(key))

                    """)
                return
            }
            var keys: APIKeys?
            if let apiKeys {
                do throws(ServerSetupError) {
                    keys = try APIKeys(contentsOf: apiKeys)
                } catch {
                    Console.error("kaimono serve: \(error.description)")
                    throw ExitCode(1)
                }
            }
            var configuration = ServerConfiguration(
                host: host, port: port, maxBodyBytes: maxBodyBytes, idleTimeoutSeconds: idleTimeout,
                requestTimeoutSeconds: requestTimeout, apiKeys: keys)
            configuration.fetchURLs = !noURLFetching
            configuration.servePage = page == "auto" ? nil : page == "on"
            configuration.allowPrivateURLs = urls.allowPrivateURLs
            if let refusal = configuration.refusal {
                Console.error("kaimono serve: \(refusal)")
                throw ExitCode(1)
            }
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
                let store = try await database.open(logger: logger)
                facade = try await store.closingOnError { () async throws(KaimonoError) in
                    let facade = try await store.facade(at: now)
                    // Index the bundled sample recipes now rather than during the first request.
                    try await facade.prepareRecipeIndex()
                    return facade
                }
            } catch {
                throw Console.fail("serve", error)
            }
            let server = APIServer(kaimono: facade, configuration: configuration, logger: logger)
            do {
                try await server.run()
            } catch let error as ServerSetupError {
                await facade.close()
                Console.error("kaimono serve: \(error.description)")
                throw ExitCode(1)
            } catch {
                await facade.close()
                Console.error("kaimono serve: cannot serve on \(host):\(port): \(error)")
                throw ExitCode(1)
            }
            await facade.close()
        }
    }
}
