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

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/healthz") { _, _ in health() }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: metrics.render())))
        }
        router.post("/v1/recipes/parse") { request, _ in try await parseRecipes(request) }
        router.post("/v1/ingredients/parse") { request, _ in try await parseLines(request) }
        router.post("/v1/match") { request, _ in try await match(request) }
        router.post("/v1/carts") { request, _ in try await cart(request) }
        router.post("/v1/orders") { request, _ in try await submitOrder(request) }
        router.get("/v1/orders/{id}") { _, context in
            JSONBody.response(try await kaimono.order(id: try context.parameters.require("id")))
        }
        router.get("/v1/products") { request, _ in try await searchProducts(request) }
        router.get("/v1/products/{id}/recipes") { request, context in
            try await productRecipes(request, id: try context.parameters.require("id"))
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
        return JSONBody.response(RecipesReply(recipes: try kaimono.parse(body, source: source)))
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
        guard (0...50).contains(top) else { throw APIError.badJSON("'top' must be between 0 and 50, got \(top)") }
        let lines: [LineInput]
        switch (body.lines, body.recipe) {
        case (let given?, nil): lines = given
        case (nil, let recipe?): lines = recipe.ingredients
        default: throw APIError.badJSON("give either 'lines' (an array of ingredient lines) or 'recipe', not both")
        }
        let results = lines.map { kaimono.match($0.text, group: $0.group, top: top) }
        return JSONBody.response(MatchReply(lines: results))
    }

    func cart(_ request: Request) async throws -> Response {
        let body = try await JSONBody.decode(CartBody.self, from: request, limit: configuration.maxBodyBytes)
        if let servings = body.servings, !(servings > 0 && servings <= 1000) {
            throw APIError.badJSON("'servings' must be more than 0 and at most 1000, got \(servings)")
        }
        let recipes = (body.recipes ?? []).enumerated().map { $1.recipe(index: $0) }
        let cart = try kaimono.cart(
            recipes: recipes, lines: body.lines ?? [], pickupDate: body.pickupDate, stationId: body.station,
            servings: body.servings,
            options: CartOptions(
                includePantry: body.includePantry ?? false, preferredShops: body.preferShops ?? [],
                substituteAlternatives: body.substitute ?? false))
        return JSONBody.response(cart)
    }

    /// Replays answer exactly the first response (201 and the same body) plus `Idempotent-Replayed: true`.
    func submitOrder(_ request: Request) async throws -> Response {
        guard let key = request.headers[Self.idempotencyKey], !key.isEmpty else {
            throw APIError(
                .badRequest, code: "missing_idempotency_key",
                message: "POST /v1/orders needs an Idempotency-Key header (1 to 200 characters, unique per cart)")
        }
        let cart = try await JSONBody.decode(Cart.self, from: request, limit: configuration.maxBodyBytes)
        var summary = try await kaimono.submitOrder(cart, idempotencyKey: key)
        let replayed = summary.replayed
        metrics.count(replayed ? "orders_replayed" : "orders_created")
        summary.replayed = false
        var headers: HTTPFields = [.location: "/v1/orders/\(summary.id)"]
        if replayed { headers[Self.replayed] = "true" }
        return JSONBody.response(summary, status: .created, headers: headers)
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

    /// A query parameter, `+` read as a space as HTML forms send it.
    static func query(_ request: Request, _ name: String) -> String? {
        request.uri.queryParameters.get(name).map { $0.replacingOccurrences(of: "+", with: " ") }
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
