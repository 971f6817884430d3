import Hummingbird
import Logging

/// Counts every request in the metrics and logs it, with its route template, status and duration.
struct ObservingMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let start = ContinuousClock.now
        metrics.started()
        let route = context.endpointPath ?? "unmatched"
        let status: Int
        do {
            let response = try await next(request, context)
            status = response.status.code
            record(request, context, route: route, status: status, start: start)
            return response
        } catch let error as any HTTPResponseError {
            record(request, context, route: route, status: error.status.code, start: start)
            throw error
        } catch {
            record(request, context, route: route, status: 500, start: start)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, route: String, status: Int, start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.finished(method: request.method.rawValue, route: route, status: status, seconds: seconds)
        context.logger.log(
            level: status >= 500 ? .error : .debug, "request",
            metadata: [
                "method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "route": "\(route)",
                "status": "\(status)", "ms": "\((seconds * 1e5).rounded() / 100)",
            ])
    }
}
