import Catalog
import FoodLexicon
import IngredientParsing
import Testing
@testable import Matching

/// Rules of session 37, from the lines two hand judges read in half A of a new sample of real lines (seed 3707), each
/// tried on lines of its own shape with the bundled lexicon and catalog.
@Suite struct PoolJ37Tests {
    /// Liver named alone (`レバー 300g`, `1 lb liver`) is any liver a butcher sells, the cheapest covering pack: chicken,
    /// pork and beef liver are kinds of liver (plain-kinds.tsv), where liver had no kinds and the line went unmatched
    /// with nothing offered though three livers were sold.
    @Test(arguments: ["レバー 300g", "1 lb liver, sliced"])
    func liverNamedAloneBuysALiver(line: String) throws {
        let (result, bought) = BundledIdentityTests.match(line)
        #expect(result.status == .matched, "\(line)")
        let name = try #require(bought).name
        #expect(name.contains("レバー"), "\(line): \(name)")
        #expect(result.parsed.food == "liver")
    }

    /// A liver named by its animal stays that liver, and chicken named alone never buys liver.
    @Test func namedLiversAndPlainChicken() throws {
        #expect(expectBought("鶏レバー 200g", product: "鶏レバー").parsed.food == "chicken-liver")
        #expect(expectBought("1 lb pig's liver", product: "豚レバー").parsed.food == "pork-liver")
        let (chicken, bought) = BundledIdentityTests.match("鶏肉 300g")
        #expect(chicken.status == .matched)
        #expect(try #require(bought).name.contains("レバー") == false)
    }

    /// Fish stock, not sold, is offered a fish dashi (stand-ins.tsv), whatever little its name shares with the line's;
    /// chicken broth had been offered, a meat broth for a fish one.
    @Test(arguments: ["300ml/11fl oz fish stock", "5 cups boiling fish stock", "魚のだし 400ml"])
    func fishStockIsOfferedADashi(line: String) throws {
        let (result, _) = BundledIdentityTests.match(line)
        #expect(result.status == .unmatched, "\(line)")
        let alternative = try #require(result.alternative, "\(line)")
        #expect(alternative.name.contains("だし"), "\(line): \(alternative.name)")
        #expect(!alternative.name.contains("チキン") && !alternative.name.contains("ビーフ"))
    }

    /// A cheese standing for a group of several (`english-cheese`: Wensleydale, Red Leicester …) is named by the group
    /// in a note, not by the first cheese of it: `4 oz Wensleydale cheese` had been told `the line asks for red leicester`.
    @Test func aGroupOfCheesesIsNamedAsAGroup() throws {
        let (result, _) = BundledIdentityTests.match("4 oz Wensleydale cheese")
        let note = try #require(result.alternative?.note)
        #expect(!note.contains("red leicester"), "\(note)")
        #expect(note.contains("english cheese"), "\(note)")
    }
}
