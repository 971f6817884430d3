/// Whether a product may be bought for a line, as the matcher's rules decide.
public enum Verdict: String, Sendable, Hashable, Codable {
    /// The product is the thing the line asks for (its form, spec and diet fit, or the product says nothing
    /// against them); the best compatible product above the threshold is bought.
    case compatible
    /// A related product that differs in a way that changes the dish (dried for fresh, plain miso for a
    /// seasoned one, a product not labelled gluten-free): never bought, only offered as the line's
    /// `alternative` with the reason.
    case substitute
}
