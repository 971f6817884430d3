/// A known food name found inside a longer text by `Lexicon.longestMatch(in:)`.
public struct FoodMatch: Sendable, Hashable {
    /// The food the name belongs to.
    public var food: Food
    /// Where the name is, in the text that was searched.
    public var range: Range<String.Index>
    /// The name as written in that text (`鶏モモ肉`, `chicken breasts`).
    public var matchedText: String

    /// Creates a match.
    public init(food: Food, range: Range<String.Index>, matchedText: String) {
        self.food = food
        self.range = range
        self.matchedText = matchedText
    }
}
