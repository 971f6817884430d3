/// Settings for a ``RecipeExtractor``: limits that protect a service from hostile or broken input.
public struct ExtractionOptions: Sendable, Hashable {
    /// Inputs larger than this many bytes are refused with ``ExtractionError/Code/inputTooLarge``.
    public var maxInputBytes: Int

    /// Creates options; the default limit is 10 MB, larger than any real recipe page.
    public init(maxInputBytes: Int = 10_000_000) {
        self.maxInputBytes = maxInputBytes
    }
}
