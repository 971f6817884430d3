import Catalog
import StoreTestSupport
import Testing
@testable import Suggestions

@Suite struct RecipeIndexStoreTests {
    typealias F = SuggestionFixtures

    @Test(arguments: TestBackend.all)
    func roundTripsAndFindsByFood(backend: TestBackend) async throws {
        // Given: a fresh database with three recipes.
        let store = try await backend.database().open().recipeIndex
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

    @Test(arguments: TestBackend.all)
    func upsertReplacesARecipeWithTheSameId(backend: TestBackend) async throws {
        let store = try await backend.database().open().recipeIndex
        try await store.upsert([F.recipe("a", [F.line("chicken-thigh", 300)])])
        let replaced = F.recipe("a", [F.line("egg", 2, .piece)])
        try await store.upsert([replaced])
        #expect(try await store.allRecipes() == [replaced])
        #expect(try await store.recipes(usingFoods: ["chicken-thigh"], orProduct: nil).isEmpty)
    }

    @Test(arguments: TestBackend.all)
    func findsByMatchedProductAndCountsOrigins(backend: TestBackend) async throws {
        let store = try await backend.database().open().recipeIndex
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

    @Test(arguments: TestBackend.all)
    func aRecipeGivenTwiceInOneCallIsStoredOnceAsLastGiven(backend: TestBackend) async throws {
        let store = try await backend.database().open().recipeIndex
        let first = F.recipe("a", [F.line("chicken-thigh", 300)])
        let second = F.recipe("a", [F.line("egg", 2, .piece), F.line("salt", toTaste: true)])
        #expect(try await store.upsert([first, F.recipe("b", [F.line("onion")]), second]) == 3)
        #expect(try await store.allRecipes().map(\.id) == ["b", "a"])
        #expect(try await store.allRecipes().last == second)
        #expect(try await store.recipeCount() == 2)
    }

    @Test(arguments: TestBackend.all)
    func largeWritesKeepTheirOrder(backend: TestBackend) async throws {
        // More recipes than one statement of the PostgreSQL store carries.
        let store = try await backend.database().open().recipeIndex
        let recipes = (0..<4_500).map { F.recipe("r-\($0)", [F.line("egg", Double($0 % 7 + 1), .piece)]) }
        #expect(try await store.upsert(recipes) == 4_500)
        let all = try await store.allRecipes()
        #expect(all.map(\.id) == recipes.map(\.id))
        #expect(all[4_321] == recipes[4_321])
    }
}
