import Foundation
import HTTPTypes
import Hummingbird
import KaimonoKit
import NIOCore

/// The buy-this-recipe page: server-rendered HTML over the same facade calls as the API.
///
/// `/` gives a recipe (URL, pasted text or page, upload, bundled pick); `/buy` shows its cart for a station
/// and date; `/buy/order` orders it; `/orders` lists the customer's recent orders; `/products/{id}` shows
/// what can be cooked with a product. The cart is rebuilt on the server from the choices in the request
/// (recipe, date, station, servings, pantry, swaps) at every step, and ordering submits that cart through
/// `Kaimono.submitOrder`, which prices it from the catalog and reserves stock: the browser sends choices,
/// never prices. The customer is a server-made id in a cookie (`kaimono_customer`), checked like
/// `customerId`.
struct PageRoutes: Sendable {
    let kaimono: Kaimono
    let configuration: ServerConfiguration
    let recipes = PageRecipes()

    static let cookieName = "kaimono_customer"

    func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/") { request, _ in try await page(request) { try await home($0) } }
        router.get("/buy") { request, _ in try await page(request) { try await cartPage($0, form: Self.query(request)) } }
        router.post("/buy") { request, _ in try await page(request) { try await give($0) } }
        router.post("/buy/order") { request, _ in try await page(request) { try await order($0) } }
        router.get("/orders") { request, _ in try await page(request) { try await recentOrders($0) } }
        router.get("/products/{id}") { request, context in
            let id = try context.parameters.require("id")
            return try await page(request) { try await productPage($0, id: id, form: Self.query(request)) }
        }
        router.get("/assets/kaimono.css") { _, _ in Self.asset(PageAssets.css, type: "text/css; charset=utf-8") }
        router.get("/assets/kaimono.js") { _, _ in Self.asset(PageAssets.javascript, type: "text/javascript; charset=utf-8") }
    }

    // MARK: Request plumbing

    /// What a page handler gets: the words, the customer (made when the browser has none) and the posted form.
    struct Visit {
        var text: PageText
        var customerId: String
        var newCustomer: Bool
        /// The body of a POST (URL-encoded or multipart), read before the handler runs so its `lang` chooses
        /// the words of the answer, errors included; empty for a GET.
        var posted = PageForm()
    }

    /// A page's answer: HTML, a status, or a redirect.
    enum Answer {
        case html(String, status: HTTPResponse.Status = .ok)
        case redirect(String)
    }

    func page(_ request: Request, _ handler: (Visit) async throws -> Answer) async throws -> Response {
        let form = Self.query(request)
        let text = PageText(form["lang"])
        let existing = Self.cookie(request, Self.cookieName).flatMap { try? CustomerID.validated($0) }
        var visit = Visit(text: text, customerId: existing ?? Self.newCustomerId(), newCustomer: existing == nil)
        var headers: HTTPFields = [.cacheControl: "no-store"]
        if visit.newCustomer {
            headers[.setCookie] = "\(Self.cookieName)=\(visit.customerId); Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax"
        }
        let answer: Answer
        do {
            if request.method == .post {
                // The forms carry the language as a hidden field, not in the query.
                visit.posted = try await body(request)
                if form["lang"] == nil { visit.text = PageText(visit.posted["lang"]) }
            }
            answer = try await handler(visit)
        } catch let error as KaimonoError {
            answer = .html(errorPage(visit, error), status: APIError(error).status)
        } catch let error as APIError {
            answer = .html(errorPage(visit, KaimonoError(.badInput, code: error.code, message: error.message)), status: error.status)
        }
        switch answer {
        case .html(let body, let status):
            headers[.contentType] = "text/html; charset=utf-8"
            return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
        case .redirect(let location):
            headers[.location] = location
            return Response(status: .seeOther, headers: headers)
        }
    }

    static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func query(_ request: Request) -> PageForm {
        PageForm(urlEncoded: request.uri.query ?? "")
    }

    /// The body of a form post (URL-encoded or multipart), at most the server's body limit.
    func body(_ request: Request) async throws -> PageForm {
        let bytes = try await JSONBody.bytes(of: request, limit: configuration.maxBodyBytes)
        let type = request.headers[.contentType] ?? ""
        if type.lowercased().hasPrefix("multipart/form-data"), let range = type.range(of: "boundary=") {
            let boundary = type[range.upperBound...].split(separator: ";").first.map(String.init)?
                .trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) ?? ""
            return PageForm(multipart: bytes, boundary: boundary)
        }
        return PageForm(urlEncoded: String(decoding: bytes, as: UTF8.self))
    }

    static func cookie(_ request: Request, _ name: String) -> String? {
        guard let header = request.headers[.cookie] else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == name {
                return pair[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    static func newCustomerId() -> String { "c-web-" + randomHex(12) }

    static func randomHex(_ bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    // MARK: The cart a request describes

    /// The choices that make a cart: which recipe, when, where, for how many, pantry, optional lines, substitutes,
    /// swaps, substitutes taken.
    struct Choices {
        var recipe: String?
        var url: String?
        var pickupDate: String?
        var station: String?
        var servings: String?
        var pantry: Bool
        var optional: Bool
        var substitute: Bool
        var swaps: [(from: String, to: String)]
        /// Substitutes the shopper took (`take=PRODUCT`): bought only when the rebuilt cart offers them.
        var takes: [String]
        var language: String?

        init(_ form: PageForm) {
            recipe = form["recipe"]
            url = form["url"]
            pickupDate = form["pickupDate"]
            station = form["station"]
            servings = form["servings"]
            pantry = form["pantry"] == "1"
            optional = form["optional"] == "1"
            substitute = form["substitute"] == "1"
            swaps = form.all("swap").compactMap { text in
                let parts = text.split(separator: ">", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
            takes = []
            for id in form.all("take") where !id.isEmpty && !takes.contains(id) { takes.append(id) }
            language = form["lang"]
        }

        /// The query of a `/buy` link with these choices, `changes` applied (nil removes a field).
        func link(
            _ changes: [String: String?] = [:], swaps extra: [(String, String)] = [], takes taken: [String] = [],
            path: String = "/buy"
        ) -> String {
            var pairs: [(String, String)] = []
            func add(_ name: String, _ value: String?) {
                let final = changes.keys.contains(name) ? changes[name] ?? nil : value
                if let final, !final.isEmpty { pairs.append((name, final)) }
            }
            add("recipe", recipe)
            add("url", url)
            add("pickupDate", pickupDate)
            add("station", station)
            add("servings", servings)
            add("pantry", pantry ? "1" : nil)
            add("optional", optional ? "1" : nil)
            add("substitute", substitute ? "1" : nil)
            var all = swaps.map { ($0.from, $0.to) }
            for (from, to) in extra {
                // Swapping a product that is itself a swap changes where the first swap leads.
                if let index = all.firstIndex(where: { $0.1 == from }) {
                    all[index].1 = to
                } else {
                    all.removeAll { $0.0 == from }
                    all.append((from, to))
                }
            }
            for (from, to) in all { pairs.append(("swap", from + ">" + to)) }
            for id in takes + taken.filter({ !takes.contains($0) }) { pairs.append(("take", id)) }
            add("lang", language)
            return path + "?" + queryString(pairs)
        }

        /// The same choices as hidden form fields.
        func hiddenFields(except: Set<String> = []) -> String {
            var out = ""
            func add(_ name: String, _ value: String?) {
                guard !except.contains(name), let value, !value.isEmpty else { return }
                out += "<input type=\"hidden\" name=\"\(name)\" value=\"\(esc(value))\">"
            }
            add("recipe", recipe)
            add("url", url)
            add("pickupDate", pickupDate)
            add("station", station)
            add("servings", servings)
            add("pantry", pantry ? "1" : nil)
            add("optional", optional ? "1" : nil)
            add("substitute", substitute ? "1" : nil)
            for swap in swaps where !except.contains("swap") { add("swap", swap.from + ">" + swap.to) }
            for id in takes where !except.contains("take") { add("take", id) }
            add("lang", language)
            return out
        }
    }

    func loadRecipes(_ choices: Choices) async throws -> [Recipe] {
        if let url = choices.url {
            if let kept = await recipes.fetched(url) { return kept }
            guard configuration.fetchURLs else {
                throw KaimonoError(
                    .unprocessable, code: "url_fetching_disabled",
                    message: "this server does not fetch URLs (started with --no-url-fetching); paste the page instead")
            }
            let found = try await kaimono.parsing.recipesToBuy(url: url, allowPrivateURLs: configuration.allowPrivateURLs)
            await recipes.keepFetched(found, url: url)
            return found
        }
        guard let id = choices.recipe else {
            throw KaimonoError(.badInput, code: "no_recipe_given", message: "give a recipe: recipe=ID or url=URL")
        }
        if id.hasPrefix("t-"), let kept = await recipes.pasted(id) { return kept }
        guard let recipe = Kaimono.bundledRecipe(id: id) else {
            throw KaimonoError(
                .notFound, code: "not_found",
                message: "no recipe '\(id)' (pasted recipes are kept only while the server runs; give it again)")
        }
        return [recipe]
    }

    /// The cart of the choices, swaps applied.
    func buildCart(_ choices: Choices) async throws -> (Cart, [Recipe]) {
        let recipes = try await loadRecipes(choices)
        var servings: Double?
        if let text = choices.servings {
            guard let value = Double(text), value > 0, value <= 1000 else {
                throw KaimonoError(.badInput, code: "bad_servings", message: "servings must be a number from 1 to 1000, got '\(text)'")
            }
            servings = value
        }
        let cart = try kaimono.cart(
            recipes: recipes, pickupDate: choices.pickupDate ?? "tomorrow", stationId: choices.station, servings: servings,
            options: CartOptions(
                includePantry: choices.pantry, substituteAlternatives: choices.substitute,
                includeOptional: choices.optional))
        var swaps: [String: String] = [:]
        for swap in choices.swaps { swaps[swap.from] = swap.to }
        return (kaimono.applying(takes: Set(choices.takes), to: kaimono.applying(swaps: swaps, to: cart)), recipes)
    }
}
