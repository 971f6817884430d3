import Catalog
import FoodLexicon
import IngredientParsing
import Testing

@testable import BatchRunning

@Suite struct CatalogMatchingTests {
    @Test func bundledCatalogMatchesKnownFoodsAndFlagsPantryStaples() throws {
        // Given the bundled catalog and lexicon
        let lexicon = try Lexicon.bundled()
        let matching = CatalogMatching(catalog: try BundledCatalog.load(), lexicon: lexicon)
        let parser = IngredientParser(lexicon: lexicon)
        // When lines are matched
        let egg = matching.match(parser.parse("卵 2個"))
        let salt = matching.match(parser.parse("塩 少々"))
        let unknown = matching.match(parser.parse("ふしぎな粉 10g"))
        // Then a matched line carries its best product and score, the others none
        #expect(egg.status == .matched)
        #expect(egg.productId != nil && egg.shopId != nil && egg.productName != nil)
        #expect((egg.score ?? 0) > 0.5)
        #expect(salt.status == .pantry)
        #expect(salt.productId == nil)
        #expect(unknown.status == .unmatched)
        #expect(unknown.score == nil)
        #expect(matching.identity.hasPrefix("catalog-"))
    }

    @Test func newStatusesAndAlternativesReachTheBatch() throws {
        let lexicon = try Lexicon.bundled()
        let matching = CatalogMatching(catalog: try BundledCatalog.load(), lexicon: lexicon)
        let parser = IngredientParser(lexicon: lexicon)
        #expect(matching.match(parser.parse("たれ（作り方は下記） 全量")).status == .madeInRecipe)
        #expect(matching.match(parser.parse("2 EL Olivenöl")).status == .unsupportedLanguage)
        let fresh = matching.match(parser.parse("2 tbsp fresh oregano leaves"))
        #expect(fresh.status == .unmatched)
        #expect(fresh.productId == nil)
        #expect(fresh.alternative?.note == "dried; the line asks for fresh")
    }

    @Test func identityChangesWithThePantry() throws {
        let lexicon = try Lexicon.bundled()
        let catalog = try BundledCatalog.load()
        let bundled = CatalogMatching(catalog: catalog, lexicon: lexicon)
        let mine = CatalogMatching(catalog: catalog, lexicon: lexicon, pantry: Pantry(foods: ["salt"]))
        #expect(bundled.identity != mine.identity)
        #expect(mine.match(IngredientParser(lexicon: lexicon).parse("醤油 大さじ1")).status == .matched)
    }

    @Test func identityChangesWithTheCatalog() throws {
        let lexicon = try Lexicon.bundled()
        var catalog = try BundledCatalog.load()
        let before = CatalogMatching(catalog: catalog, lexicon: lexicon).identity
        var product = try #require(catalog.products.first)
        product.price += 10
        catalog.upsert(product)
        #expect(CatalogMatching(catalog: catalog, lexicon: lexicon).identity != before)
    }
}
