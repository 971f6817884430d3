import KaimonoKit
import Foundation

/// An ingredient line in a request: a plain string, or `{"text": …, "group": …}`.
struct LineInput: Decodable, Sendable {
    var text: String
    var group: String?

    private enum CodingKeys: String, CodingKey { case text, group }

    init(text: String, group: String?) {
        self.text = text
        self.group = group
    }

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            self.text = text
            group = nil
            return
        }
        // A number, a boolean, an array or null is neither form: the error names both.
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a line is a string or an object")
            throw single.decodeNil()
                ? DecodingError.valueNotFound(LineInput.self, context) : DecodingError.typeMismatch(LineInput.self, context)
        }
        text = try container.decode(String.self, forKey: .text)
        group = try container.decodeIfPresent(String.self, forKey: .group)
    }
}

/// A recipe in a request, as `POST /v1/recipes/parse` returns it; only `ingredients` is required.
struct RecipeInput: Decodable, Sendable {
    var source: String?
    var title: String?
    var yield: String?
    var servings: Double?
    var language: String?
    var ingredients: [LineInput]

    func recipe(index: Int) -> Recipe {
        Recipe(
            source: source ?? "recipes[\(index)]", title: title, yield: yield, servings: servings, language: language,
            method: .json, ingredients: ingredients.map { IngredientEntry(text: $0.text, group: $0.group) })
    }
}

/// `POST /v1/ingredients/parse`: `{"lines": […], "group": null}` or `{"text": "…"}`.
struct ParseLinesBody: Decodable, Sendable {
    var lines: [LineInput]?
    var text: String?
    var group: String?
}

/// `POST /v1/match`: `{"lines": […], "top": 3}` or `{"recipe": {…}}`; `pantry` replaces the default list.
struct MatchBody: Decodable, Sendable {
    var lines: [LineInput]?
    var recipe: RecipeInput?
    var top: Int?
    /// Food ids or names assumed in the kitchen (`["salt", "醤油"]`); the bundled list when absent.
    var pantry: [String]?

    private enum CodingKeys: String, CodingKey { case lines, recipe, top, pantry }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lines = try c.decodeIfPresent([LineInput].self, forKey: .lines)
        recipe = try c.decodeIfPresent(RecipeInput.self, forKey: .recipe)
        top = try c.decodeWholeNumberIfPresent(forKey: .top, in: APIRoutes.topRange)
        pantry = try c.decodeIfPresent([String].self, forKey: .pantry)
    }
}

/// `POST /v1/carts`: recipes and lines to buy for a pickup date, as `kaimono buy` takes them.
struct CartBody: Decodable, Sendable {
    var recipes: [RecipeInput]?
    var lines: [String]?
    var pickupDate: String
    var station: String?
    var servings: Double?
    var includePantry: Bool?
    /// Buy the lines a recipe leaves to the cook too (listed in `skipped` as `optional` otherwise).
    var includeOptional: Bool?
    var substitute: Bool?
    var preferShops: [String]?
    /// Food ids or names assumed in the kitchen; the bundled list when absent.
    var pantry: [String]?
}

/// `{"recipes": […]}`.
struct RecipesReply: Encodable, Sendable {
    var recipes: [Recipe]
}

/// `{"ingredients": […]}`.
struct IngredientsReply: Encodable, Sendable {
    var ingredients: [ParsedIngredient]
}

/// `{"lines": […]}`: per line, the parse plus status and candidates.
struct MatchReply: Encodable, Sendable {
    var lines: [IngredientMatch]
}

/// `{"query": …, "products": […]}`.
struct ProductsReply: Encodable, Sendable {
    var query: String
    var products: [Product]
}

/// `GET /healthz`.
struct HealthReply: Encodable, Sendable {
    var status: String
    /// `Kaimono.version`.
    var version: String
    var products: Int
    var shops: Int
    var stations: Int
}

/// `POST /v1/orders`: a cart as `POST /v1/carts` returns it, plus `customerId`.
struct OrderBody: Decodable, Sendable {
    var cart: CartSubmission
    var customerId: String

    private enum CodingKeys: String, CodingKey { case customerId }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        customerId = try container.decode(String.self, forKey: .customerId)
        cart = try CartSubmission(from: decoder)
    }
}

/// `POST /v1/orders/{id}/status`: `{"status": "ready_for_pickup"}`.
struct StatusBody: Decodable, Sendable {
    var status: String
}

/// `{"url": "https://…"}`: a recipe page to fetch rather than a document. An object whose only key is
/// `url`; anything else is a recipe document.
enum URLRequestBody {
    /// The URL of a `{"url"}` body; nil for a document.
    ///
    /// - Throws: `APIError` `bad_json` when `url` is not a string (`{"url": 5}` asks for a page all the same).
    static func url(in body: [UInt8]) throws -> String? {
        guard let first = body.first(where: { $0 > 0x20 }), first == UInt8(ascii: "{"),
            let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], object.count == 1,
            let value = object["url"]
        else { return nil }
        guard let url = value as? String else {
            throw APIError.badJSON("field 'url' must be a string, the address of a recipe page (\"https://…\")")
        }
        return url
    }
}
