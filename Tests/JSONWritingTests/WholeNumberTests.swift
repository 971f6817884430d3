import Foundation
import JSONWriting
import Testing

/// A count read from a request: a valid JSON number of the wrong kind is an error at its field, not "not
/// valid JSON" at the top level (what Foundation's decoder says for `2.5` or `1e20` where an `Int` is read).
@Suite struct WholeNumberTests {
    struct Item: Decodable {
        var packs: Int
        var top: Int?

        enum CodingKeys: String, CodingKey { case packs, top }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            packs = try c.decodeWholeNumber(forKey: .packs, in: 1...99)
            top = try c.decodeWholeNumberIfPresent(forKey: .top)
        }
    }

    struct Order: Decodable {
        var items: [Item]
    }

    /// The field's path and the message of decoding `json`, or nil when it decodes.
    static func failure(_ json: String) -> (path: String, message: String)? {
        do {
            _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return (path, context.debugDescription)
        } catch {
            return ("?", "\(error)")
        }
    }

    @Test(arguments: [
        (#"{"items": [{"packs": 2.5}]}"#, ".items[0].packs", "must be a whole number from 1 to 99, got 2.5"),
        (#"{"items": [{"packs": 100000000000000000000}]}"#, ".items[0].packs",
         "must be a whole number from 1 to 99, got 100000000000000000000"),
        (#"{"items": [{"packs": 1}, {"packs": 1e400}]}"#, ".items[1].packs",
         "must be a whole number from 1 to 99, got a number too large to read"),
        (#"{"items": [{"packs": 2, "top": -0.5}]}"#, ".items[0].top", "must be a whole number, got -0.5"),
    ])
    func aNumberOfTheWrongKindNamesItsField(json: String, path: String, message: String) {
        let failure = Self.failure(json)
        #expect(failure?.path == path)
        #expect(failure?.message == message)
    }

    @Test func wholeNumbersAndOtherErrorsAreAsBefore() throws {
        let order = try JSONDecoder().decode(Order.self, from: Data(#"{"items": [{"packs": 2.0, "top": null}, {"packs": 0}]}"#.utf8))
        // The range is the caller's to check: 0 decodes.
        #expect(order.items.map(\.packs) == [2, 0])
        #expect(order.items[0].top == nil)
        // A string is still the decoder's own type mismatch at the field.
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Order.self, from: Data(#"{"items": [{"packs": "2"}]}"#.utf8))
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(context.codingPath.last?.stringValue == "packs")
    }
}
