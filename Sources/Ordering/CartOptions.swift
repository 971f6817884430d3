/// How a cart is built beyond the date, station and servings.
public struct CartOptions: Sendable, Hashable {
    /// Buy pantry staples (salt, soy sauce …) too, instead of listing them apart.
    public var includePantry: Bool
    /// Buy the lines a recipe leaves to the cook (`(optional)`, `if you like`, `（あれば）`) too, instead of listing
    /// them apart (`skipped`, reason `optional`; `OptionalLine`).
    public var includeOptional: Bool
    /// Shops to prefer when their product scores nearly as well as the best one.
    public var preferredShops: [String]
    /// Put the offered alternative in the cart when the matched product cannot come.
    public var substituteAlternatives: Bool
    /// Days ahead the delivery calendar reaches; later pickup dates are refused.
    public var horizon: Int
    /// Candidates looked at per line when searching for an available alternative.
    public var candidates: Int

    /// Options; the defaults list pantry and optional lines apart and only offer alternatives.
    public init(
        includePantry: Bool = false, preferredShops: [String] = [], substituteAlternatives: Bool = false,
        horizon: Int = PickupRule.defaultHorizon, candidates: Int = 12, includeOptional: Bool = false
    ) {
        self.includePantry = includePantry
        self.includeOptional = includeOptional
        self.preferredShops = preferredShops
        self.substituteAlternatives = substituteAlternatives
        self.horizon = horizon
        self.candidates = candidates
    }
}
