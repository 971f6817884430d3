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

    /// An error with a status, a code and a message.
    public init(_ status: HTTPResponse.Status, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
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
            }
        self.init(status, code: error.code, message: error.message)
    }

    /// The JSON error response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONBody.response(ErrorBody(error: .init(code: code, message: message)), status: status)
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

/// `{"error": {"code": …, "message": …}}`.
struct ErrorBody: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
    }

    var error: Detail
}
