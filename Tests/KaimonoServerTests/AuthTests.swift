import Foundation
import KaimonoKit
import KaimonoServer
import Logging
import Testing

/// API keys: the key file, 401 and 403 as JSON errors, scopes per route, and no keys only on loopback.
@Suite struct AuthTests {
    static let reader = "kmk_reader-key-for-tests"
    static let orderer = "kmk_orderer-key-for-tests"
    static let operatorKey = "kmk_operator-key-for-tests"

    static func keys() throws -> APIKeys {
        try APIKeys(text: """
            # name  scopes  hash
            reader    read          sha256:\(APIKeys.hash(reader))
            shop-app  read,order    sha256:\(APIKeys.hash(orderer))

            station   operate,read  sha256:\(APIKeys.hash(operatorKey))
            """, source: "keys.txt")
    }

    static let server = Task { try await TestServer.start(configuration: ServerConfiguration(apiKeys: try keys())) }

    static func bearer(_ key: String) -> [(String, String)] { [("Authorization", "Bearer \(key)")] }

    @Test func healthNeedsNoKey() async throws {
        let server = try await Self.server.value
        #expect(try await server.get("/healthz").status == 200)
    }

    @Test(arguments: [
        ([(String, String)](), "missing_api_key"), ([("Authorization", "Bearer kmk_wrong")], "unknown_api_key"),
        ([("Authorization", "Basic dXNlcjpwYXNz")], "bad_authorization"), ([("Authorization", "Bearer")], "bad_authorization"),
    ])
    func withoutAGoodKeyIs401(headers: [(String, String)], code: String) async throws {
        let server = try await Self.server.value
        let reply = try await HTTPClient.send(port: server.port, "GET", "/v1/products?query=%E9%B6%8F", headers: headers)
        #expect(reply.status == 401)
        #expect(try reply.errorCode() == code)
        #expect(reply.headers["www-authenticate"] == #"Bearer realm="kaimono""#)
    }

    @Test func aKeyWithoutTheScopeIs403() async throws {
        let server = try await Self.server.value
        let submit = try await server.send("POST", "/v1/orders", json: "{}", headers: Self.bearer(Self.reader))
        #expect(submit.status == 403)
        #expect(try submit.errorCode() == "missing_scope")
        let message = try #require((try submit.object()["error"] as? [String: any Sendable])?["message"] as? String)
        #expect(message == "key 'reader' has the scopes read; POST /v1/orders needs 'order'")
        let mark = try await server.send(
            "POST", "/v1/orders/o-1/status", json: #"{"status": "picked_up"}"#, headers: Self.bearer(Self.orderer))
        #expect(mark.status == 403)
        let metrics = try await HTTPClient.send(port: server.port, "GET", "/metrics", headers: Self.bearer(Self.orderer))
        #expect(metrics.status == 403)
    }

    @Test func aKeyWithTheScopeGetsThrough() async throws {
        let server = try await Self.server.value
        let search = try await HTTPClient.send(
            port: server.port, "GET", "/v1/products?query=%E8%B1%9A%E3%83%90%E3%83%A9", headers: Self.bearer(Self.reader))
        #expect(search.status == 200)
        // The order scope reaches the handler (which finds no customerId in this body)
        let submit = try await server.send(
            "POST", "/v1/orders", json: "{}", headers: Self.bearer(Self.orderer) + [("Idempotency-Key", "k")])
        #expect(submit.status == 400)
        #expect(try submit.errorCode() == "bad_json")
        let mark = try await server.send(
            "POST", "/v1/orders/o-0000000000000000/status", json: #"{"status": "picked_up"}"#,
            headers: Self.bearer(Self.operatorKey))
        #expect(mark.status == 404)
        let metrics = try await HTTPClient.send(port: server.port, "GET", "/metrics", headers: Self.bearer(Self.operatorKey))
        #expect(metrics.status == 200)
    }

    @Test(arguments: [
        ("only two", "keys.txt:1: expected 3 fields (name scopes sha256:HASH), found 2"),
        ("a read,write sha256:\(String(repeating: "0", count: 64))", "keys.txt:1: unknown scope 'write'; scopes are read, order, operate"),
        ("a read 0123", "keys.txt:1: the hash must be sha256: and 64 hex digits (`kaimono serve --hash-key` prints one)"),
        ("# nothing\n", "keys.txt: no keys; add lines `name scopes sha256:HASH` (`kaimono serve --hash-key`)"),
        ("a read sha256:\(String(repeating: "a", count: 64))\nb order sha256:\(String(repeating: "A", count: 64))",
         "keys.txt:2: the same key is listed twice"),
        ("名前 read sha256:\(String(repeating: "0", count: 64))", "keys.txt:1: key name '名前' must be up to 64 ASCII letters, digits, . _ -"),
    ])
    func badKeyFilesSayWhereAndWhy(text: String, message: String) {
        let error = #expect(throws: ServerSetupError.self) { try APIKeys(text: text, source: "keys.txt") }
        #expect(error?.description == message)
    }

    @Test func newKeysAreRandomAndHashToTheirLine() throws {
        let first = APIKeys.newKey()
        let second = APIKeys.newKey()
        #expect(first != second)
        #expect(first.hasPrefix("kmk_") && first.count == 47)
        let keys = try APIKeys(text: "me read sha256:\(APIKeys.hash(first))", source: "k")
        #expect(keys.entry(forKey: first)?.name == "me")
        #expect(keys.entry(forKey: second) == nil)
        // SHA-256 of "abc" (FIPS 180-2 test vector)
        #expect(APIKeys.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("::1", true), ("[::1]", true),
        ("0.0.0.0", false), ("192.168.1.10", false), ("::", false), ("example.com", false), ("127.0.0.1.evil", false),
    ])
    func onlyLoopbackServesWithoutKeys(host: String, loopback: Bool) throws {
        #expect(ServerConfiguration.isLoopback(host) == loopback)
        let bare = ServerConfiguration(host: host)
        #expect((bare.refusal == nil) == loopback)
        if let refusal = bare.refusal {
            #expect(refusal.hasPrefix("refusing to listen on \(host) without API keys"))
        }
        #expect(ServerConfiguration(host: host, apiKeys: try Self.keys()).refusal == nil)
    }

    @Test func theServerRefusesToStartBeyondLoopbackWithoutKeys() async throws {
        let kaimono = try await Kaimono(database: try KaimonoDatabase.inMemory(), seedIfEmpty: false)
        let server = APIServer(
            kaimono: kaimono, configuration: ServerConfiguration(host: "0.0.0.0", port: 0), logger: .init(label: "test"))
        await #expect(throws: ServerSetupError.self) { try await server.run(handlingSignals: false) }
    }
}
