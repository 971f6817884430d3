import Hummingbird

/// Ends a request that takes longer than `seconds` with 408, cancelling its work.
///
/// The handler runs in a child task: when the timer wins the handler is cancelled, so a slow body upload
/// or a store wait stops at its next suspension point (pure CPU work is bounded by the body limit).
struct TimeoutMiddleware<Context: RequestContext>: RouterMiddleware {
    let seconds: Int

    /// Lets the router's `next` cross into the child task; the group outlives neither it nor the call.
    private struct Handler: @unchecked Sendable {
        let run: (Request, Context) async throws -> Response
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let limit = seconds
        return try await withoutActuallyEscaping(next) { escapable in
            let handler = Handler(run: escapable)
            return try await withThrowingTaskGroup(of: Response?.self) { group in
                group.addTask { try await handler.run(request, context) }
                group.addTask {
                    try await Task.sleep(for: .seconds(limit))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw APIError(
                        .requestTimeout, code: "request_timeout",
                        message: "the request took longer than \(limit) s; send the body faster or split the work")
                }
                return response
            }
        }
    }
}
