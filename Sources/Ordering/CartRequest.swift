public import Foundation
public import Catalog
public import RecipeExtraction

/// What to buy and when: recipes, a pickup date and station, servings, the current time and options.
public struct CartRequest: Sendable {
    public var recipes: [Recipe]
    public var pickupDate: CalendarDay
    /// The station id; `nil` takes the catalog's first station open on the pickup date.
    public var stationId: String?
    /// Servings wanted for every recipe; `nil` keeps each recipe's yield.
    public var servings: Double?
    /// The time the cart is built at (deadlines are compared with it).
    public var now: Date
    public var options: CartOptions

    /// A request.
    public init(
        recipes: [Recipe], pickupDate: CalendarDay, stationId: String? = nil, servings: Double? = nil, now: Date,
        options: CartOptions = CartOptions()
    ) {
        self.recipes = recipes
        self.pickupDate = pickupDate
        self.stationId = stationId
        self.servings = servings
        self.now = now
        self.options = options
    }

    /// A recipe made of bare ingredient lines (`yield` in servings when known).
    public static func recipe(lines: [String], servings: Double? = nil, source: String = "lines") -> Recipe {
        Recipe(
            source: source, title: nil, yield: servings.map { "\(Int($0))" }, servings: servings, language: nil,
            method: .json, ingredients: lines.map { IngredientEntry(text: $0) })
    }
}
