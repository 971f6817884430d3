import Foundation
import Testing
@testable import FoodLexicon

/// A food keeps its fields in one shared allocation; it must still behave as a value: a copy set apart is apart,
/// equal fields are equal foods, and its JSON is what the fields say.
@Suite struct FoodValueTests {
    static let leek = Food(
        id: "leek", english: ["leek", "leeks"], japanese: ["リーキ"], parent: "onion-family", category: "vegetable",
        pieceGrams: 250)

    @Test func aChangedCopyLeavesTheOriginal() {
        var copy = Self.leek
        copy.english.append("poireau")
        copy.parent = nil
        copy.density = 0.6
        copy.pantry = true
        #expect(Self.leek.english == ["leek", "leeks"])
        #expect(Self.leek.parent == "onion-family")
        #expect(Self.leek.density == nil && !Self.leek.pantry)
        #expect(copy.english == ["leek", "leeks", "poireau"] && copy.parent == nil && copy.density == 0.6 && copy.pantry)
        #expect(copy.id == "leek" && copy.category == "vegetable" && copy.pieceGrams == 250)
        #expect(copy != Self.leek)
    }

    @Test func equalFieldsAreEqualFoods() {
        let again = Food(
            id: "leek", english: ["leek", "leeks"], japanese: ["リーキ"], parent: "onion-family", category: "vegetable",
            pieceGrams: 250)
        #expect(again == Self.leek)
        #expect(Set([again, Self.leek]).count == 1)
        var renamed = again
        renamed.japanese = ["ポロネギ"]
        #expect(renamed != Self.leek)
        renamed.japanese = ["リーキ"]
        #expect(renamed == Self.leek && renamed.hashValue == Self.leek.hashValue)
    }

    @Test func itsJSONIsItsFields() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.leek), as: UTF8.self)
        #expect(json == #"{"category":"vegetable","english":["leek","leeks"],"id":"leek","japanese":["リーキ"],"#
            + #""pantry":false,"parent":"onion-family","pieceGrams":250}"#)
        #expect(try JSONDecoder().decode(Food.self, from: Data(json.utf8)) == Self.leek)
        // A field it must have, missing, is an error; an optional one, absent, is nil.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Food.self, from: Data(#"{"id":"x","english":[],"japanese":[],"category":"c"}"#.utf8))
        }
        let bare = try JSONDecoder().decode(
            Food.self, from: Data(#"{"id":"x","english":[],"japanese":[],"category":"c","pantry":true}"#.utf8))
        #expect(bare.parent == nil && bare.pieceGrams == nil && bare.density == nil && bare.pantry)
    }
}
