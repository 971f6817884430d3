import Foundation
import HTTPTypes
import Hummingbird

/// Checks a request's `Authorization: Bearer KEY` against the server's keys and the scope a route needs.
///
/// Without keys (a loopback-only server) every request passes; with keys, a missing or unknown key is a
/// 401 and a key without the scope a 403, both JSON errors.
struct Authorizer: Sendable {
    let keys: APIKeys?

    static let challenge: HTTPFields = [HTTPField.Name("WWW-Authenticate")!: #"Bearer realm="kaimono""#]

    func check(_ request: Request, scope: APIScope?, route: String) throws {
        guard let keys, let scope else { return }
        guard let header = request.headers[.authorization] else {
            throw APIError(
                .unauthorized, code: "missing_api_key",
                message: "\(route) needs an API key with the '\(scope.rawValue)' scope: send `Authorization: Bearer KEY`",
                headers: Self.challenge)
        }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APIError(
                .unauthorized, code: "bad_authorization",
                message: "the Authorization header must be `Bearer KEY`", headers: Self.challenge)
        }
        guard let entry = keys.entry(forKey: parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw APIError(
                .unauthorized, code: "unknown_api_key", message: "the API key is not one this server accepts",
                headers: Self.challenge)
        }
        guard entry.scopes.contains(scope) else {
            let has = entry.scopes.sorted().map(\.rawValue).joined(separator: ", ")
            throw APIError(
                .forbidden, code: "missing_scope",
                message: "key '\(entry.name)' has the scopes \(has); \(route) needs '\(scope.rawValue)'")
        }
    }
}
