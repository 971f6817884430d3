import Foundation
import KaimonoKit
import Logging
import StoreTestSupport
import Testing

/// A PostgreSQL server that goes away while the service runs: 503 with a JSON error, no crash, and the
/// service answers again once the database is back.
@Suite struct DatabaseOutageTests {
    @Test(.enabled(if: TestBackend.postgresURL != nil, "needs PostgreSQL (scripts/with-postgres swift test)"))
    func aLostDatabaseGives503AndTheServiceRecovers() async throws {
        try await PostgresCluster.with { cluster in
            // Given a database filled by a first start (with the generous waits of the tests), and a service
            // over it that waits at most 5 s for a connection
            let setup = try await DatabaseStores.open(
                .postgres(cluster.url), settings: TestDatabase.settings, logger: Logger(label: "test"))
            _ = try await Kaimono(stores: setup, now: { TestServer.now }, logger: Logger(label: "test"))
            await setup.close()
            let stores = try await DatabaseStores.open(
                .postgres(cluster.url), settings: DatabaseSettings(poolSize: 4, timeout: 5, statementTimeout: 10),
                logger: Logger(label: "test"))
            let kaimono = try await Kaimono(
                stores: stores, seedIfEmpty: false, now: { TestServer.now }, logger: Logger(label: "test"))
            let server = try await TestServer.start(kaimono)
            #expect(try await server.get("/v1/products?query=%E9%B6%8F%E3%82%82%E3%82%82").status == 200)
            let order = OrdersRouteTests.order(try await OrdersRouteTests.cart(server, lines: ["鶏もも肉 300g"]))

            // When the database stops
            try await cluster.stop()

            // Then what needs it answers 503 with a JSON error and Retry-After
            let search = try await server.get("/v1/products?query=%E9%B6%8F%E3%82%82%E3%82%82")
            #expect(search.status == 503)
            #expect(try search.errorCode() == "database_unavailable")
            #expect(search.headers["retry-after"] == "1")
            let submit = try await server.send("POST", "/v1/orders", json: order, headers: [("Idempotency-Key", "outage-1")])
            #expect(submit.status == 503)
            #expect(try submit.errorCode() == "database_unavailable")
            // And what does not need it still works from the catalog in memory
            _ = try await OrdersRouteTests.cart(server, lines: ["玉ねぎ 1個"])
            #expect(try await server.get("/healthz").status == 200)

            // When the database is back, the same order goes through (waiting at most 60 s for the pool's retry)
            try await cluster.start()
            var status = 0
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                status = try await server.send("POST", "/v1/orders", json: order, headers: [("Idempotency-Key", "outage-1")])
                    .status
                if status == 201 { break }
                try await Task.sleep(for: .milliseconds(250))
            }
            #expect(status == 201)
            // Sent again, it is the same order, not a second one
            let replay = try await server.send("POST", "/v1/orders", json: order, headers: [("Idempotency-Key", "outage-1")])
            #expect(replay.status == 201)
            #expect(replay.headers["idempotent-replayed"] == "true")
            await server.stop()
            await stores.close()
        }
    }
}
