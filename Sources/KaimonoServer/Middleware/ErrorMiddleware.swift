import Hummingbird
import KaimonoKit
import Logging

/// Answers every failure as `{"error": {"code", "message"}}` with the right status.
///
/// Facade errors map by kind; Hummingbird's own (unknown route, wrong method, body over the limit) keep
/// their status; anything else is a 500 whose detail goes to the log, not to the client.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return try error.response(from: request, context: context)
        } catch let error as KaimonoError {
            if error.kind == .internal {
                context.logger.error("facade failed", metadata: ["code": "\(error.code)", "error": "\(error.message)"])
            } else if error.kind == .unavailable {
                context.logger.warning("database unavailable", metadata: ["error": "\(error.message)"])
            }
            return try APIError(error).response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            return try Self.translate(error.status, request: request).response(from: request, context: context)
        } catch is CancellationError {
            return try APIError(.serviceUnavailable, code: "cancelled", message: "the request was cancelled")
                .response(from: request, context: context)
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            return try APIError(.internalServerError, code: "internal", message: "internal error; see the server log")
                .response(from: request, context: context)
        }
    }

    static func translate(_ status: HTTPResponse.Status, request: Request) -> APIError {
        switch status {
        case .notFound, .methodNotAllowed:
            // The router answers 404 for a known path with another method: that is a 405 naming the methods.
            if case let allowed = APIRoutes.allowedMethods(path: request.uri.path), !allowed.isEmpty {
                APIError(
                    .methodNotAllowed, code: "method_not_allowed",
                    message: "\(request.method.rawValue) is not allowed on \(request.uri.path); use \(allowed.joined(separator: " or "))",
                    headers: [.allow: allowed.joined(separator: ", ")])
            } else {
                APIError(.notFound, code: "no_route", message: "no route \(request.method.rawValue) \(request.uri.path); see openapi.yaml")
            }
        case .contentTooLarge:
            APIError(.contentTooLarge, code: "body_too_large", message: "the request body is too large")
        default:
            APIError(status, code: "http_\(status.code)", message: status.reasonPhrase)
        }
    }
}
