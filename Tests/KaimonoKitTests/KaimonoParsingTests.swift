import Foundation
import KaimonoKit
import Testing

/// The database-free half of the facade: pages, lines, input files and batches without matching.
@Suite struct KaimonoParsingTests {
    static let parsing = Result { try KaimonoParsing.bundled(maxInputBytes: 1_000) }

    @Test func parsesLinesAndPages() throws {
        let parsing = try Self.parsing.get()
        let line = parsing.parseLine("玉ねぎ 1/2個", group: "A")
        #expect(line.name == "玉ねぎ")
        #expect(line.quantity == 0.5)
        #expect(line.group == "A")
        let recipes = try parsing.parse(
            Array(#"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["1 slice bread"]}"#.utf8), source: "t.json")
        #expect(recipes.map(\.title) == ["Toast"])
    }

    @Test func aPantryFileTravelsWithTheParsingHalfIntoTheFacade() async throws {
        let parsing = try Self.parsing.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-pantry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("pantry.txt")
        try "# what I keep\nfish-sauce\n塩\n".write(to: mine, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.txt")
        try "salt\nmoon dust\n".write(to: bad, atomically: true, encoding: .utf8)

        // Given the bundled pantry (soy sauce assumed), and a cook's file that keeps fish sauce and salt
        #expect(parsing.pantry.contains("soy-sauce"))
        let pantry = try parsing.pantry(file: mine.path)
        #expect(pantry.foods == ["fish-sauce", "salt"])

        // When a facade is opened with that parsing half (as `--pantry FILE` does)
        let store = try await KaimonoStore(database: try KaimonoDatabase.inMemory())
        let kaimono = try await store.facade(parsing: parsing.with(pantry: pantry))

        // Then fish sauce is assumed and soy sauce bought
        #expect(kaimono.pantry == pantry)
        #expect(kaimono.match("ナンプラー 大さじ1").status == .pantry)
        #expect(kaimono.match("醤油 大さじ1").status == .matched)

        // And a file naming an unknown food, or no file, is refused with the line or the path
        let unknown = try #require(throws: KaimonoError.self) { try parsing.pantry(file: bad.path) }
        #expect(unknown.code == "bad_pantry")
        #expect(unknown.message.contains("bad.txt:2: \"moon dust\" is neither a food id nor a food name"))
        let missing = try #require(throws: KaimonoError.self) { try parsing.pantry(file: folder.path + "/none.txt") }
        #expect(missing.code == "unreadable")
        #expect(missing.message.hasSuffix("none.txt: no such file; check the path"))
    }

    @Test func readInputNamesTheProblem() throws {
        let parsing = try Self.parsing.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-parsing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Given a missing file, a folder and a file over the 1,000-byte limit
        let large = folder.appendingPathComponent("large.html")
        try Data(repeating: 0x20, count: 1_001).write(to: large)
        let missing = try #require(throws: KaimonoError.self) { try parsing.readInput(folder.path + "/none.html") }
        let directory = try #require(throws: KaimonoError.self) { try KaimonoParsing.bundled().readInput(folder.path) }
        let tooLarge = try #require(throws: KaimonoError.self) { try parsing.readInput(large.path) }

        // Then each error says what is wrong and how to fix it
        #expect(missing.code == "unreadable")
        #expect(missing.message == "\(folder.path)/none.html: no such file; check the path")
        #expect(directory.message == "\(folder.path): it is a directory, not a file; check the path")
        let buyDirectory = try #require(throws: KaimonoError.self) { try parsing.recipesToBuy(path: folder.path) }
        #expect(buyDirectory.message == "cannot read recipe \(folder.path): it is a directory, not a file")
        #expect(tooLarge.code == "input_too_large")
        #expect(tooLarge.kind == .tooLarge)
        #expect(tooLarge.message.contains("input is 1001 bytes, over the limit of 1000 bytes"))
    }

    @Test func recipesToBuyNeedIngredientLines() throws {
        let parsing = try Self.parsing.get()
        let error = try #require(throws: KaimonoError.self) { try parsing.recipesToBuy(path: "/no/such/recipe.json") }
        #expect(error.code == "unreadable_recipe")
        #expect(error.message.contains("/no/such/recipe.json"))
    }

    @Test func batchesWithoutADatabase() async throws {
        let parsing = try Self.parsing.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-parsing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.jsonl")
        try Data(#"{"id": "r1", "title": "Soup", "ingredients": ["玉ねぎ 1個", "塩 少々"]}"#.utf8).write(to: input)
        let output = folder.appendingPathComponent("out.jsonl")

        let report = try await parsing.batch(BatchOptions(inputs: [input.path], output: output.path, jobs: 1))

        #expect(report.recipes == 1)
        #expect(report.lines == 2)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(#""status":null,"product":null,"score":null"#))
    }
}
