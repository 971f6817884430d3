extension KeyedDecodingContainer {
    /// The whole number at `key`; a fraction or a number beyond `Int` is an error at that field saying so.
    ///
    /// Foundation's `JSONDecoder` reports such a number, a valid JSON number of the wrong kind, as
    /// "not valid JSON" at the top level, without the field: request fields that take a count read it here.
    ///
    /// - Parameter range: The values the field takes, named in the message (checked by the caller, whose
    ///   error says what the limit means).
    /// - Throws: `DecodingError.dataCorrupted` at the field for a fraction or a number too large; the
    ///   decoder's own errors for a string, `null` or a missing key.
    public func decodeWholeNumber(forKey key: Key, in range: ClosedRange<Int>? = nil) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch, .valueNotFound, .keyNotFound: throw error
            case .dataCorrupted: throw notWhole(key, range)
            @unknown default: throw error
            }
        } catch {
            throw notWhole(key, range)
        }
    }

    /// `decodeWholeNumber(forKey:in:)` for an optional field: nil when absent or `null`.
    public func decodeWholeNumberIfPresent(forKey key: Key, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeWholeNumber(forKey: key, in: range)
    }

    private func notWhole(_ key: Key, _ range: ClosedRange<Int>?) -> DecodingError {
        // Read again as a number to show it; one beyond any Double (1e400) is shown as too large.
        let shown: String
        if let number = try? decode(Double.self, forKey: key) {
            shown = number == number.rounded() && abs(number) < 1e21 ? String(Int128(number)) : "\(number)"
        } else {
            shown = "a number too large to read"
        }
        let expected = range.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "a whole number"
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [key], debugDescription: "must be \(expected), got \(shown)"))
    }
}
