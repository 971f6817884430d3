import Catalog
import FoodLexicon
import Foundation
import Testing

@testable import BatchRunning

@Suite struct BatchRunnerTests {
    private func run(_ options: BatchOptions, matcher: (any IngredientMatching)? = FakeMatcher()) async throws -> BatchReport {
        try await BatchRunner(options: options, parser: BatchFixtures.parser(), matcher: matcher).run()
    }

    private func contents(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private func lines(_ path: String) throws -> [[String: Any]] {
        try String(decoding: contents(path), as: UTF8.self).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func sameBytesWhateverTheNumberOfJobs() async throws {
        // Given a dump of 300 recipes and chunks of 7 records, so chunks finish out of order
        let folder = try BatchFixtures.temporaryFolder()
        let dump = folder + "/dump.jsonl"
        try BatchFixtures.writeDump(count: 300, to: dump)
        var outputs: [Data] = []
        for jobs in [1, 2, 3, 8] {
            let output = folder + "/out-\(jobs).jsonl"
            let report = try await run(BatchOptions(inputs: [dump], output: output, jobs: jobs, recordsPerChunk: 7))
            #expect(report.records == 300)
            outputs.append(try contents(output))
        }
        // Then every run wrote the same bytes
        #expect(outputs.allSatisfy { $0 == outputs[0] })
        let records = try lines(folder + "/out-1.jsonl").map { $0["record"] as? Int }
        #expect(records == (1...300).map { $0 })
    }

    @Test func lineCacheChangesSpeedNotOutput() async throws {
        // Given the same dump run without a line cache, with a tiny one (generations turn over) and the default
        let folder = try BatchFixtures.temporaryFolder()
        let dump = folder + "/dump.jsonl"
        try BatchFixtures.writeDump(count: 120, to: dump)
        var outputs: [Data] = []
        var hitRates: [Double?] = []
        for size in [0, 3, 20_000] {
            let output = folder + "/out-\(size).jsonl"
            let report = try await run(BatchOptions(inputs: [dump], output: output, jobs: 2, lineCacheSize: size))
            outputs.append(try contents(output))
            hitRates.append(report.lineCacheHitRate)
        }
        // Then the bytes are the same and only the hit rate differs
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
        #expect(hitRates[0] == 0)
        #expect((hitRates[2] ?? 0) > 0.5)
    }

    @Test func aDecomposedLineIsNotItsComposedTwinInTheCache() async throws {
        // Given two recipes whose one line differs only in how `が` is written (one scalar, or か + U+3099):
        // equal as Swift strings, different bytes
        let folder = try BatchFixtures.temporaryFolder()
        let dump = folder + "/dump.jsonl"
        let composed = "じゃがいも 2個", decomposed = "じゃか\u{3099}いも 2個"
        #expect(composed == decomposed)
        let records = [composed, decomposed].enumerated().map { index, line in
            "{\"@type\":\"Recipe\",\"name\":\"r\(index)\",\"recipeIngredient\":[\"\(line)\"]}"
        }
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dump))
        let output = folder + "/out.jsonl"
        _ = try await run(BatchOptions(inputs: [dump], output: output, jobs: 1))
        // Then each recipe echoes its own line as written, though the line cache holds the first
        let texts = try lines(output).map { (($0["ingredients"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }
        #expect(texts.map { Array($0.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
    }

    @Test func failingRecordsBecomeErrorLinesAndTheRunGoesOn() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let output = folder + "/out.jsonl"
        let input = BatchFixtures.path("mixed.jsonl")
        let report = try await run(BatchOptions(inputs: [input], output: output, jobs: 2))
        let objects = try lines(output)
        #expect(objects.count == 6)
        let error = try #require(objects[3]["error"] as? [String: Any])
        #expect(error["code"] as? String == "invalid_json")
        #expect(error["message"] as? String
            == "\(input) line 5: input is not valid JSON; pass a schema.org Recipe object, an array of them, or kaimono's recipe JSON")
        #expect(objects[3]["line"] as? Int == 5)
        #expect(objects[3]["source"] as? String == input)
        #expect((objects[4]["error"] as? [String: Any])?["code"] as? String == "no_recipe")
        // The records around the failures are complete.
        #expect(objects[2]["title"] as? String == "Garlic Rice")
        #expect(objects[2]["id"] as? String == "42")
        #expect(objects[5]["title"] as? String == "親子丼")
        #expect(report.errors == 2)
        #expect(report.errorsByCode.map(\.name) == ["invalid_json", "no_recipe"])
        #expect(report.recipes == 4)
    }

    @Test func eachLineCarriesParseAndMatch() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let output = folder + "/out.jsonl"
        _ = try await run(BatchOptions(inputs: [BatchFixtures.path("mixed.jsonl")], output: output))
        let first = try #require(try lines(output).first)
        #expect(Array(first.keys).sorted() == ["id", "index", "ingredients", "language", "line", "method", "record", "servings", "source", "title", "yield"])
        let ingredients = try #require(first["ingredients"] as? [[String: Any]])
        #expect(ingredients.count == 4)
        let miso = ingredients[3]
        #expect(miso["text"] as? String == "味噌 大さじ2")
        #expect(miso["unit"] as? String == "tbsp")
        #expect(miso["quantity"] as? Int == 2)
        let expectedKeys = ["alternative", "amount", "comment", "food", "group", "language", "name", "optional", "part",
                            "preparation", "product", "quantity", "quantityMax", "score", "size", "status", "text",
                            "toTaste", "unit", "unitText"]
        #expect(ingredients.allSatisfy { Array($0.keys).sorted() == expectedKeys })
        let matched = try #require(ingredients.first { $0["status"] as? String == "matched" })
        #expect((matched["product"] as? [String: Any])?["shopId"] as? String == "s-1")
        #expect(matched["score"] as? Double == 0.877)
    }

    @Test(arguments: [1, 37, 150, 299])
    func resumeAfterAnInterruptionGivesTheUninterruptedBytes(stopAfter: Int) async throws {
        // Given an uninterrupted run as the reference
        let folder = try BatchFixtures.temporaryFolder()
        let dump = folder + "/dump.jsonl"
        try BatchFixtures.writeDump(count: 300, to: dump)
        let reference = folder + "/reference.jsonl"
        let full = try await run(BatchOptions(inputs: [dump], output: reference, jobs: 2, recordsPerChunk: 16))

        // When a run stops after `stopAfter` records, as a kill would, and the output has half a line
        // written after the last checkpoint
        let output = folder + "/out.jsonl"
        let stopped = try await run(BatchOptions(
            inputs: [dump], output: output, jobs: 2, recordsPerChunk: 16, checkpointSeconds: 0, stopAfterRecords: stopAfter))
        #expect(!stopped.finished)
        #expect(stopped.records == stopAfter)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"record":999,"source":"half a li"#.utf8))
        try handle.close()

        // And it is resumed with other settings that do not change the output
        let resumed = try await run(BatchOptions(inputs: [dump], output: output, jobs: 3, resume: true, recordsPerChunk: 5))

        // Then the output is the reference, byte for byte, and so is the report's content
        #expect(try contents(output) == contents(reference))
        #expect(resumed.finished)
        #expect(resumed.resumedAfterRecords == stopAfter)
        #expect(resumed.records == full.records)
        #expect(resumed.recipes == full.recipes)
        #expect(resumed.lines == full.lines)
        #expect(resumed.languages == full.languages)
        #expect(resumed.topUnmatched == full.topUnmatched)
        #expect(resumed.errorsByCode == full.errorsByCode)
    }

    @Test func resumeWithoutCheckpointStartsOverAndResumeOfAFinishedRunChangesNothing() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let output = folder + "/out.jsonl"
        let input = BatchFixtures.path("array.json")
        try Data("stale bytes\n".utf8).write(to: URL(fileURLWithPath: output))
        let first = try await run(BatchOptions(inputs: [input], output: output, resume: true))
        #expect(first.resumedAfterRecords == 0)
        let bytes = try contents(output)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("stale"))
        let again = try await run(BatchOptions(inputs: [input], output: output, resume: true))
        #expect(again.finished)
        #expect(again.recipes == first.recipes)
        #expect(try contents(output) == bytes)
    }

    @Test func resumeRefusesChangedInputs() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let dump = folder + "/dump.jsonl"
        try BatchFixtures.writeDump(count: 40, to: dump)
        let output = folder + "/out.jsonl"
        _ = try await run(BatchOptions(inputs: [dump], output: output, checkpointSeconds: 0, stopAfterRecords: 10))
        try BatchFixtures.writeDump(count: 41, to: dump)
        let error = await #expect(throws: BatchError.self) {
            _ = try await run(BatchOptions(inputs: [dump], output: output, resume: true))
        }
        #expect(error?.code == .inputChanged)
        #expect(error?.path == output + ".checkpoint")
    }

    @Test func reportCountsStatusesLanguagesAndUnmatchedNames() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let output = folder + "/out.jsonl"
        let report = try await run(BatchOptions(inputs: [BatchFixtures.path("mixed.jsonl")], output: output))
        #expect(report.matching)
        #expect(report.recipes == 4)
        #expect(report.lines == 17)
        #expect(report.matched + report.pantry + report.unmatched == 17)
        #expect(report.languages.map(\.language) == ["en", "ja"])
        #expect(report.languages.map(\.recipes) == [2, 2])
        let names = report.topUnmatched.map(\.name)
        #expect(names.contains("zorblefruit paste"))
        #expect(report.topUnmatched.allSatisfy { $0.count == 1 })
        #expect(report.unmatchedCountsExact)
        // Without a matcher, unknown foods stand in for unmatched lines and no match rate is claimed.
        let plain = try await run(BatchOptions(inputs: [BatchFixtures.path("mixed.jsonl")], output: folder + "/plain.jsonl"), matcher: nil)
        #expect(!plain.matching)
        #expect(plain.matchRate == nil)
        #expect(plain.topUnmatched.map(\.name).contains("zorblefruit paste"))
    }

    @Test func aFoodAmongForeignLinesIsInTheirLanguage() async throws {
        // Given a German recipe whose line `4 Rumpsteaks` names only a food and an amount, and an English one
        let folder = try BatchFixtures.temporaryFolder()
        let input = folder + "/german.jsonl"
        let german = #"{"title": "Steak", "ingredients": ["4 Rumpsteaks", "2 EL Olivenöl", "1 Prise Salz"]}"#
        let english = #"{"title": "Steak", "ingredients": ["4 rump steaks", "2 tbsp olive oil", "salt"]}"#
        try Data((german + "\n" + english + "\n").utf8).write(to: URL(fileURLWithPath: input))
        let matcher = CatalogMatching(catalog: try BundledCatalog.load(), lexicon: try Lexicon.bundled())
        // When it is matched
        let report = try await run(BatchOptions(inputs: [input], output: folder + "/out.jsonl"), matcher: matcher)
        // Then the German recipe's lines are all German, and the English recipe's line of the same food is not
        #expect(report.unsupportedLanguages.map(\.name) == ["de"])
        #expect(report.unsupportedLanguages.map(\.count) == [3])
        let out = try lines(folder + "/out.jsonl")
        let first = try #require(out.first?["ingredients"] as? [[String: Any]])
        #expect(first.compactMap { $0["language"] as? String } == ["de", "de", "de"])
        let second = try #require(out.last?["ingredients"] as? [[String: Any]])
        #expect(second.compactMap { $0["language"] as? String } == ["en", "en", "en"])
        // And each recipe is counted in its own language (the German one had been counted English)
        #expect(out.compactMap { $0["language"] as? String } == ["de", "en"])
    }

    @Test func aRecipeIsInTheLanguageMostOfItsLinesAre() {
        #expect(RecordProcessor.mostWritten([]) == nil)
        #expect(RecordProcessor.mostWritten(["ja", "en"]) == "ja")
        #expect(RecordProcessor.mostWritten(["de", "de", "en"]) == "de")
        #expect(RecordProcessor.mostWritten(["de", "en"]) == "en")
        #expect(RecordProcessor.mostWritten(["de", "fr", "fr"]) == "fr")
    }

    @Test func reportCountsMadeInRecipeAndLanguagesWeDoNotRead() async throws {
        // Given a recipe with a sub-recipe line, lines in German and Chinese, and a line no product fits
        let folder = try BatchFixtures.temporaryFolder()
        let input = folder + "/statuses.jsonl"
        let recipe = #"{"title": "Mixed", "ingredients": ["sauce (recipe above)", "1 Zwiebel, fein gehackt", "1 Prise Salz", "盐 适量", "2 tbsp fresh oregano leaves", "卵 2個"]}"#
        try Data((recipe + "\n").utf8).write(to: URL(fileURLWithPath: input))
        let lexicon = try Lexicon.bundled()
        let matcher = CatalogMatching(catalog: try BundledCatalog.load(), lexicon: lexicon)
        // When it is matched against the bundled catalog
        let report = try await run(BatchOptions(inputs: [input], output: folder + "/out.jsonl"), matcher: matcher)
        // Then the report counts each status, and the unread lines by their own language
        #expect(report.madeInRecipe == 1)
        #expect(report.unsupportedLanguage == 3)
        #expect(report.unsupportedLanguages.map(\.name) == ["de", "zh"])
        #expect(report.unsupportedLanguages.map(\.count) == [2, 1])
        #expect(report.matched == 1 && report.unmatched == 1)
        #expect(report.summary.contains("unsupported language 50.0% (de 2, zh 1)"))
        // And the unmatched line carries its alternative in the output
        let ingredients = try #require(try lines(folder + "/out.jsonl").first?["ingredients"] as? [[String: Any]])
        let statuses = ingredients.compactMap { $0["status"] as? String }
        #expect(statuses == ["made_in_recipe", "unsupported_language", "unsupported_language", "unsupported_language", "unmatched", "matched"])
        let alternative = try #require(ingredients[4]["alternative"] as? [String: Any])
        #expect(alternative["note"] as? String == "dried; the line asks for fresh")
        #expect(ingredients[4]["product"] is NSNull)
    }

    @Test func invalidSetupsAreRefusedBeforeAnythingIsWritten() async throws {
        let folder = try BatchFixtures.temporaryFolder()
        let input = BatchFixtures.path("mixed.jsonl")
        let cases: [(BatchOptions, BatchError.Code)] = [
            (BatchOptions(inputs: [], output: folder + "/a.jsonl"), .noInput),
            (BatchOptions(inputs: [folder + "/missing.jsonl"], output: folder + "/a.jsonl"), .unreadableInput),
            (BatchOptions(inputs: [input], output: input), .invalidOptions),
            (BatchOptions(inputs: [folder], output: folder + "/sub/out.jsonl"), .invalidOptions),
            (BatchOptions(inputs: [input], output: nil, resume: true), .invalidOptions),
            (BatchOptions(inputs: [input], output: folder + "/no/such/dir/out.jsonl"), .unwritableOutput),
        ]
        for (options, code) in cases {
            let error = await #expect(throws: BatchError.self) { _ = try await run(options) }
            #expect(error?.code == code)
        }
    }
}
