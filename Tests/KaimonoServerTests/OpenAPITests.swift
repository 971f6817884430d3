import Foundation
import Testing

/// openapi.yaml against the running server: every documented operation has an example in `x-checks`,
/// every example names a documented route and status, and the server answers each with that status.
@Suite struct OpenAPITests {
    struct Operation: Hashable {
        var method: String
        var path: String
    }

    /// What the check needs from the document, read line by line (its layout is fixed: two spaces a level).
    struct Document {
        var statuses: [Operation: Set<Int>] = [:]
        var checks: [[String: Any]] = []

        init(text: String) throws {
            var section = ""
            var path: String?
            var method: String?
            var inResponses = false
            for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = String(raw)
                if let first = line.first, first != " ", first != "#" {
                    section = String(line.prefix { $0 != ":" })
                    continue
                }
                if section == "paths" {
                    if line.hasPrefix("  /") && line.hasSuffix(":") {
                        path = String(line.dropFirst(2).dropLast())
                        method = nil
                    } else if line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":"),
                        ["get:", "post:", "put:", "delete:", "patch:"].contains(line.trimmingCharacters(in: .whitespaces))
                    {
                        method = line.trimmingCharacters(in: .whitespaces).dropLast().uppercased()
                        inResponses = false
                        if let path, let method { statuses[Operation(method: method, path: path)] = [] }
                    } else if line.hasPrefix("      ") && !line.hasPrefix("       ") {
                        inResponses = line.trimmingCharacters(in: .whitespaces) == "responses:"
                    } else if inResponses, line.hasPrefix("        '"), !line.hasPrefix("         "),
                        let path, let method, let code = Int(line.dropFirst(9).prefix(3))
                    {
                        statuses[Operation(method: method, path: path), default: []].insert(code)
                    }
                } else if section == "x-checks", line.hasPrefix("  - {") {
                    let json = Data(line.dropFirst(4).utf8)
                    guard let check = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
                        throw HTTPClient.Failure("x-checks line is not a JSON object: \(line)")
                    }
                    checks.append(check)
                }
            }
        }

        /// The documented operation a concrete request path belongs to (`{id}` matches one segment).
        func operation(method: String, path: String) -> Operation? {
            let concrete = path.split(separator: "?").first.map(String.init) ?? path
            let parts = concrete.split(separator: "/")
            return statuses.keys.first { operation in
                let template = operation.path.split(separator: "/")
                return operation.method == method && template.count == parts.count
                    && zip(template, parts).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
            }
        }
    }

    static func document() throws -> Document {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        return try Document(text: String(contentsOf: url, encoding: .utf8))
    }

    @Test func documentListsEveryRouteWithExamples() throws {
        let document = try Self.document()
        let documented = Set(document.statuses.keys.map { "\($0.method) \($0.path)" })
        #expect(documented == [
            "GET /healthz", "GET /metrics", "POST /v1/recipes/parse", "POST /v1/ingredients/parse", "POST /v1/match",
            "POST /v1/carts", "POST /v1/orders", "GET /v1/orders", "GET /v1/orders/{id}", "POST /v1/orders/{id}/cancel",
            "POST /v1/orders/{id}/status", "GET /v1/stations/{id}/orders", "GET /v1/products",
            "GET /v1/products/{id}/recipes",
        ])
        var covered: Set<Operation> = []
        for check in document.checks {
            let method = check["method"] as? String ?? ""
            let path = check["path"] as? String ?? ""
            // A 405 example is for a method the path does not take.
            if check["allow"] != nil {
                #expect(check["status"] as? Int == 405)
                #expect(document.operation(method: method, path: path) == nil, "\(method) \(path) is documented")
                continue
            }
            let operation = try #require(document.operation(method: method, path: path), "\(method) \(path) is not documented")
            let status = check["status"] as? Int ?? 0
            #expect(document.statuses[operation]?.contains(status) == true, "\(method) \(path): \(status) is not documented")
            if (200..<300).contains(status) { covered.insert(operation) }
        }
        let missing = Set(document.statuses.keys).subtracting(covered).map { "\($0.method) \($0.path)" }
        #expect(missing.isEmpty, "operations without a successful example: \(missing)")
    }

    @Test func serverAnswersEveryExampleAsDocumented() async throws {
        let document = try Self.document()
        let server = try await TestServer.start()
        var saved: [String: [UInt8]] = [:]
        for check in document.checks {
            let method = check["method"] as? String ?? ""
            var path = check["path"] as? String ?? ""
            // `$name.id` in a path: the id of a saved response.
            for (name, body) in saved {
                let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
                if let id = object?["id"] as? String { path = path.replacingOccurrences(of: "$\(name).id", with: id) }
            }
            var headers: [(String, String)] = [("Content-Type", check["contentType"] as? String ?? "application/json")]
            for (name, value) in check["headers"] as? [String: String] ?? [:] { headers.append((name, value)) }
            var body: [UInt8]?
            switch check["body"] {
            case let text as String where text.hasPrefix("$"):
                guard let earlier = saved[String(text.dropFirst())] else {
                    Issue.record("\(text) was not saved before")
                    continue
                }
                body = earlier
                if let extra = check["merge"] as? [String: Any],
                    var object = try JSONSerialization.jsonObject(with: Data(earlier)) as? [String: Any]
                {
                    object.merge(extra) { _, new in new }
                    body = Array(try JSONSerialization.data(withJSONObject: object))
                }
            case let text as String:
                body = Array(text.utf8)
            case let object?:
                body = Array(try JSONSerialization.data(withJSONObject: object))
            case nil:
                body = (check["rawBody"] as? String).map { Array($0.utf8) }
            }
            let reply = try await HTTPClient.send(
                port: server.port, method, path, body: method == "GET" ? nil : body ?? [], headers: headers,
                contentLength: check["contentLength"] as? Int)
            let status = check["status"] as? Int ?? 0
            #expect(reply.status == status, "\(method) \(path): got \(reply.status) \(reply.text.prefix(300))")
            if path != "/metrics" {
                #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true, "\(method) \(path)")
            }
            if status >= 400 {
                #expect(try reply.errorCode() != nil, "\(method) \(path): not an error body: \(reply.text.prefix(200))")
            }
            if let allow = check["allow"] as? String {
                #expect(reply.headers["allow"] == allow, "\(method) \(path): Allow is \(reply.headers["allow"] ?? "missing")")
            }
            if let name = check["save"] as? String { saved[name] = reply.body }
        }
        await server.stop()
    }
}
