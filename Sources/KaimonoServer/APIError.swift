import Foundation
public import Hummingbird
import KaimonoKit

/// An error answered as `{"error": {"code", "message"}}` with its HTTP status.
public struct APIError: HTTPResponseError, Sendable {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// A stable snake_case code.
    public var code: String
    /// What went wrong and how to fix it.
    public var message: String
    /// Headers to send with it (`Allow` for 405, `WWW-Authenticate` for 401).
    public var headers: HTTPFields
    /// The facade error it came from, whose extra fields (`items`, `cart`, `allowed`) the body carries.
    var detail: KaimonoError?

    /// An error with a status, a code, a message and headers.
    public init(_ status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    /// The HTTP form of a facade error.
    init(_ error: KaimonoError) {
        let status: HTTPResponse.Status =
            switch error.kind {
            case .badInput: .badRequest
            case .notFound: .notFound
            case .conflict: .conflict
            case .unprocessable: .unprocessableContent
            case .tooLarge: .contentTooLarge
            case .internal: .internalServerError
            case .unavailable: .serviceUnavailable
            case .upstream: .badGateway
            }
        // A database that is away or overloaded: clients (and load balancers) may retry after a moment.
        let headers: HTTPFields = error.kind == .unavailable ? [.retryAfter: "1"] : [:]
        self.init(status, code: error.code, message: error.message, headers: headers)
        detail = error
    }

    /// The JSON error response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        if let detail {
            return JSONBody.response(ErrorBody(error: detail), status: status, headers: headers)
        }
        return JSONBody.response(
            ErrorBody(error: KaimonoError(.badInput, code: code, message: message)), status: status, headers: headers)
    }

    static func badJSON(_ message: String) -> APIError { APIError(.badRequest, code: "bad_json", message: message) }

    static func tooLarge(limit: Int) -> APIError {
        APIError(
            .contentTooLarge, code: "body_too_large",
            message: "the request body is over the limit of \(limit) bytes; send a smaller body")
    }

    static func missingParameter(_ name: String, example: String) -> APIError {
        APIError(.badRequest, code: "missing_parameter", message: "query parameter '\(name)' is required, e.g. \(example)")
    }
}

/// `{"error": {"code": …, "message": …}}` (and the extra fields of some codes).
struct ErrorBody: Encodable {
    var error: KaimonoError
}
