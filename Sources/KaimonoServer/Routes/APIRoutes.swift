import Foundation
import HTTPTypes
import Hummingbird
import KaimonoKit

/// The `/v1` routes, `/healthz` and `/metrics` over one facade.
struct APIRoutes: Sendable {
    let kaimono: Kaimono
    let configuration: ServerConfiguration
    let metrics: ServiceMetrics

    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    static let replayed = HTTPField.Name("Idempotent-Replayed")!
    /// The candidates per line `POST /v1/match` takes (`top`).
    static let topRange = 0...50

    /// One operation: method, path template and the scope a key needs (`nil`: open to all).
    struct Operation: Sendable {
        var method: HTTPRequest.Method
        var path: String
        var scope: APIScope?
    }

    /// Every operation the server answers, as openapi.yaml lists them.
    static let operations: [Operation] = [
        Operation(method: .get, path: "/healthz", scope: nil),
        Operation(method: .get, path: "/metrics", scope: .operate),
        Operation(method: .post, path: "/v1/recipes/parse", scope: .read),
        Operation(method: .post, path: "/v1/ingredients/parse", scope: .read),
        Operation(method: .post, path: "/v1/match", scope: .read),
        Operation(method: .post, path: "/v1/carts", scope: .read),
        Operation(method: .post, path: "/v1/orders", scope: .order),
        Operation(method: .get, path: "/v1/orders", scope: .read),
        Operation(method: .get, path: "/v1/orders/{id}", scope: .read),
        Operation(method: .post, path: "/v1/orders/{id}/cancel", scope: .order),
        Operation(method: .post, path: "/v1/orders/{id}/status", scope: .operate),
        Operation(method: .get, path: "/v1/stations/{id}/orders", scope: .read),
        Operation(method: .get, path: "/v1/products", scope: .read),
        Operation(method: .get, path: "/v1/products/{id}/recipes", scope: .read),
    ]

    /// The methods the operations take on a concrete path (`{id}` matches one segment), for 405's `Allow`.
    static func allowedMethods(path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var methods: [String] = []
        for operation in operations {
            let template = operation.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            guard template.count == parts.count,
                zip(template, parts).allSatisfy({ $0.hasPrefix("{") ? !$1.isEmpty : $0 == $1 })
            else { continue }
            methods.append(operation.method.rawValue)
        }
        return methods
    }

    func register<Context: RequestContext>(on router: Router<Context>) {
        for operation in Self.operations {
            let route = "\(operation.method.rawValue) \(operation.path)"
            let authorizer = Authorizer(keys: configuration.apiKeys)
            router.on(RouterPath(operation.path), method: operation.method) { request, context in
                try authorizer.check(request, scope: operation.scope, route: route)
                return try await handle(operation, request, context)
            }
        }
    }

    func handle(_ operation: Operation, _ request: Request, _ context: some RequestContext) async throws -> Response {
        switch (operation.method, operation.path) {
        case (.get, "/healthz"): return health()
        case (.get, "/metrics"):
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: metrics.render())))
        case (.post, "/v1/recipes/parse"): return try await parseRecipes(request)
        case (.post, "/v1/ingredients/parse"): return try await parseLines(request)
        case (.post, "/v1/match"): return try await match(request)
        case (.post, "/v1/carts"): return try await cart(request)
        case (.post, "/v1/orders"): return try await submitOrder(request)
        case (.get, "/v1/orders"): return try await listOrders(request)
        case (.get, "/v1/orders/{id}"):
            return JSONBody.response(try await kaimono.order(id: try context.parameters.require("id")))
        case (.post, "/v1/orders/{id}/cancel"):
            _ = try await JSONBody.bytes(of: request, limit: configuration.maxBodyBytes)
            return JSONBody.response(try await kaimono.cancelOrder(id: try context.parameters.require("id")))
        case (.post, "/v1/orders/{id}/status"):
            let body = try await JSONBody.decode(StatusBody.self, from: request, limit: configuration.maxBodyBytes)
            let id = try context.parameters.require("id")
            return JSONBody.response(try await kaimono.markOrder(id: id, status: body.status))
        case (.get, "/v1/stations/{id}/orders"):
            guard let date = Self.query(request, "date") else {
                throw APIError.missingParameter("date", example: "/v1/stations/st-shibuya/orders?date=2026-11-24")
            }
            return JSONBody.response(
                try await kaimono.stationOrders(stationId: try context.parameters.require("id"), pickupDate: date))
        case (.get, "/v1/products"): return try await searchProducts(request)
        case (.get, "/v1/products/{id}/recipes"):
            return try await productRecipes(request, id: try context.parameters.require("id"))
        default:
            throw APIError(.internalServerError, code: "internal", message: "no handler for \(operation.path)")
        }
    }

    func health() -> Response {
        let catalog = kaimono.catalog
        return JSONBody.response(HealthReply(
            status: "ok", version: Kaimono.version, products: catalog.products.count, shops: catalog.shops.count,
            stations: catalog.stations.count))
    }

    func parseRecipes(_ request: Request) async throws -> Response {
        let body = try await JSONBody.bytes(of: request, limit: configuration.maxBodyBytes)
        let source = Self.query(request, "source") ?? "request"
        // The declared type decides; without one the first bytes do (`{` or `[` is JSON).
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let recipes: [Recipe]
        if !type.hasPrefix("text/html"), let url = try URLRequestBody.url(in: body) {
            guard configuration.fetchURLs else {
                throw APIError(
                    .unprocessableContent, code: "url_fetching_disabled",
                    message: "this server does not fetch URLs (started with --no-url-fetching); send the page itself")
            }
            recipes = try await kaimono.parsing.parse(url: url, allowPrivateURLs: configuration.allowPrivateURLs)
        } else if type.hasPrefix("text/html") {
            recipes = try kaimono.parse(html: body, source: source)
        } else if type.hasPrefix("application/json") {
            recipes = try kaimono.parse(json: body, source: source)
        } else {
            recipes = try kaimono.parse(body, source: source)
        }
        return JSONBody.response(RecipesReply(recipes: recipes))
    }

    func parseLines(_ request: Request) async throws -> Response {
        let body = try await JSONBody.decode(ParseLinesBody.self, from: request, limit: configuration.maxBodyBytes)
        var lines = body.lines ?? []
        if let text = body.text { lines.insert(LineInput(text: text, group: nil), at: 0) }
        if body.lines == nil && body.text == nil {
            throw APIError.badJSON("give 'lines' (an array of ingredient lines) or 'text' (one line)")
        }
        let parsed = lines.map { kaimono.parseLine($0.text, group: $0.group ?? body.group) }
        return JSONBody.response(IngredientsReply(ingredients: parsed))
    }

    func match(_ request: Request) async throws -> Response {
        let body = try await JSONBody.decode(MatchBody.self, from: request, limit: configuration.maxBodyBytes)
        let top = body.top ?? configuration.defaultTop
        guard Self.topRange.contains(top) else { throw APIError.badJSON("'top' must be between 0 and 50, got \(top)") }
        let pantry = try body.pantry.map { entries throws(KaimonoError) in try kaimono.pantry(entries: entries) }
        let results: [IngredientMatch]
        switch (body.lines, body.recipe) {
        case (let given?, nil): results = given.map { kaimono.match($0.text, group: $0.group, top: top, pantry: pantry) }
        // (A recipe's lines are read together: its language is theirs.)
        case (nil, let recipe?): results = kaimono.match(recipe.recipe(index: 0), top: top, pantry: pantry)
        default: throw APIError.badJSON("give either 'lines' (an array of ingredient lines) or 'recipe', not both")
        }
        return JSONBody.response(MatchReply(lines: results))
    }

    func cart(_ request: Request) async throws -> Response {
        let body = try await JSONBody.decode(CartBody.self, from: request, limit: configuration.maxBodyBytes)
        if let servings = body.servings, !(servings > 0 && servings <= 1000) {
            throw APIError.badJSON("'servings' must be more than 0 and at most 1000, got \(servings)")
        }
        let recipes = (body.recipes ?? []).enumerated().map { $1.recipe(index: $0) }
        let pantry = try body.pantry.map { entries throws(KaimonoError) in try kaimono.pantry(entries: entries) }
        let cart = try kaimono.cart(
            recipes: recipes, lines: body.lines ?? [], pickupDate: body.pickupDate, stationId: body.station,
            servings: body.servings,
            options: CartOptions(
                includePantry: body.includePantry ?? false, preferredShops: body.preferShops ?? [],
                substituteAlternatives: body.substitute ?? false, includeOptional: body.includeOptional ?? false),
            pantry: pantry)
        return JSONBody.response(cart)
    }

    /// Replays answer exactly the first response (201 and the same body) plus `Idempotent-Replayed: true`.
    func submitOrder(_ request: Request) async throws -> Response {
        guard let key = request.headers[Self.idempotencyKey], !key.isEmpty else {
            throw APIError(
                .badRequest, code: "missing_idempotency_key",
                message: "POST /v1/orders needs an Idempotency-Key header (1 to 200 characters, unique per cart)")
        }
        let body = try await JSONBody.decode(OrderBody.self, from: request, limit: configuration.maxBodyBytes)
        var summary = try await kaimono.submitOrder(body.cart, idempotencyKey: key, customerId: body.customerId)
        let replayed = summary.replayed
        metrics.count(replayed ? "orders_replayed" : "orders_created")
        summary.replayed = false
        var headers: HTTPFields = [.location: "/v1/orders/\(summary.id)"]
        if replayed { headers[Self.replayed] = "true" }
        return JSONBody.response(summary, status: .created, headers: headers)
    }

    /// `GET /v1/orders?customer=ID&limit=N&cursor=C`: the customer's submissions, newest first.
    func listOrders(_ request: Request) async throws -> Response {
        guard let customer = Self.query(request, "customer") else {
            throw APIError.missingParameter("customer", example: "/v1/orders?customer=c-42")
        }
        let limit = try Self.intQuery(request, "limit", default: 20, range: 1...Kaimono.maxPageSize)
        return JSONBody.response(
            try await kaimono.orders(customerId: customer, limit: limit, cursor: Self.query(request, "cursor")))
    }

    func searchProducts(_ request: Request) async throws -> Response {
        guard let query = Self.query(request, "query"), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw APIError.missingParameter("query", example: "/v1/products?query=鶏もも")
        }
        let limit = try Self.intQuery(request, "limit", default: 20, range: 1...200)
        return JSONBody.response(ProductsReply(query: query, products: try await kaimono.searchProducts(query, limit: limit)))
    }

    func productRecipes(_ request: Request, id: String) async throws -> Response {
        let limit = try Self.intQuery(request, "limit", default: 10, range: 1...100)
        let suggestions = try await kaimono.suggest(
            productId: id, pickupDate: Self.query(request, "pickupDate"), stationId: Self.query(request, "station"),
            limit: limit)
        return JSONBody.response(suggestions)
    }

    /// A query parameter (the first of that name), `+` read as a space as HTML forms send it and `%2B` as `+`.
    static func query(_ request: Request, _ name: String) -> String? {
        guard let raw = request.uri.query else { return nil }
        for pair in raw.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard formDecoded(parts[0]) == name else { continue }
            return parts.count > 1 ? formDecoded(parts[1]) : ""
        }
        return nil
    }

    /// `+` as a space, then percent escapes; text that does not decode to UTF-8 stays as sent.
    static func formDecoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    static func intQuery(_ request: Request, _ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = query(request, name) else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw APIError(
                .badRequest, code: "bad_parameter",
                message: "query parameter '\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }
}
