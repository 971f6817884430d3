import Catalog
import Testing
@testable import Suggestions

@Suite struct RecipeIndexStoreTests {
    typealias F = SuggestionFixtures

    @Test func roundTripsAndFindsByFood() async throws {
        // Given: a fresh in-memory database with three recipes.
        let store = GRDBRecipeIndexStore(database: try KaimonoDatabase.inMemory())
        let a = F.recipe("a", [F.line("chicken-thigh", 300), F.line("salt", toTaste: true)])
        let b = F.recipe("b", [F.line("onion", 2, .piece), F.line(nil, name: "謎の粉", group: "A")])
        let c = F.recipe("c", [F.line("egg", 120, .g), F.line("chicken", 200)])
        #expect(try await store.upsert([a, b, c]) == 3)
        // Then: everything comes back in order, whole; lookups by food use the food index.
        #expect(try await store.allRecipes() == [a, b, c])
        #expect(try await store.recipes(usingFoods: ["chicken-thigh", "chicken"], orProduct: nil).map(\.id) == ["a", "c"])
        #expect(try await store.recipes(usingFoods: [], orProduct: nil).isEmpty)
        #expect(try await store.recipeCount() == 3)
    }

    @Test func upsertReplacesARecipeWithTheSameId() async throws {
        let store = GRDBRecipeIndexStore(database: try KaimonoDatabase.inMemory())
        try await store.upsert([F.recipe("a", [F.line("chicken-thigh", 300)])])
        let replaced = F.recipe("a", [F.line("egg", 2, .piece)])
        try await store.upsert([replaced])
        #expect(try await store.allRecipes() == [replaced])
        #expect(try await store.recipes(usingFoods: ["chicken-thigh"], orProduct: nil).isEmpty)
    }

    @Test func findsByMatchedProductAndCountsOrigins() async throws {
        let store = GRDBRecipeIndexStore(database: try KaimonoDatabase.inMemory())
        var line = F.line(nil, name: "special")
        line.productId = "p-9"
        var bundled = F.recipe("x", [line])
        bundled.origin = IndexedRecipe.bundledOrigin
        try await store.upsert([bundled, F.recipe("y", [F.line("egg")])])
        #expect(try await store.recipes(usingFoods: ["onion"], orProduct: "p-9").map(\.id) == ["x"])
        let origins = try await store.origins()
        #expect(origins.map(\.origin) == ["bundled", "test"])
        #expect(origins.map(\.recipes) == [1, 1])
        #expect(try await store.removeAll() == 2)
        #expect(try await store.recipeCount() == 0)
    }
}
