import ArgumentParser
import Foundation
import KaimonoKit

extension Kaimono {
    /// `kaimono index add|info|export|clear`: the recipe index behind `kaimono suggest`.
    struct IndexCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "index",
            abstract: "Manage the recipe index that `kaimono suggest` searches (recipes with parsed, matched lines).",
            discussion: """
                The index lives in the same database as the catalog. On first use it is filled with the bundled \
                sample recipes; `kaimono index add OUT.jsonl` adds the recipes of a `kaimono batch` output file \
                (their parse and match as written there; a recipe with the same id is replaced).
                """,
            subcommands: [Add.self, Info.self, Export.self, Clear.self]
        )
    }
}

extension Kaimono.IndexCommand {
    /// `kaimono index add OUT.jsonl...`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add the recipes of `kaimono batch` output files (JSONL) to the recipe index.")

        @Argument(help: "Batch output files (the JSONL that `kaimono batch --output` writes).")
        var files: [String]

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one batch output file (OUT.jsonl).") }
        }

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "index add")
            var added = IndexAddition(files: [], recipes: 0)
            var seconds: [Double] = []
            do throws(KaimonoError) {
                for file in files {
                    let started = ContinuousClock.now
                    let result = try await kaimono.addToRecipeIndex(batchOutput: file)
                    seconds.append((ContinuousClock.now - started) / .seconds(1))
                    added.files.append(.init(
                        file: file, indexed: result.recipes.count, errorRecords: result.errorRecords,
                        emptyRecipes: result.emptyRecipes))
                }
                added.recipes = try await kaimono.recipeIndexOrigins().reduce(0) { $0 + $1.recipes }
            } catch {
                throw Console.fail("index add", error)
            }
            try output.resolved.print(added) {
                var out = ""
                for (file, time) in zip(added.files, seconds) {
                    out += "\(file.file): \(file.indexed) recipe(s) indexed"
                    if file.errorRecords > 0 { out += ", \(file.errorRecords) error record(s) skipped" }
                    if file.emptyRecipes > 0 { out += ", \(file.emptyRecipes) without ingredients skipped" }
                    out += String(format: " in %.1f s\n", time)
                }
                return out + "recipe index: \(added.recipes) recipe(s)\n"
            }
        }
    }

    /// What `index add` prints: per file the recipes indexed and the records skipped, then the index's size.
    struct IndexAddition: Encodable {
        struct File: Encodable {
            var file: String
            var indexed: Int
            var errorRecords: Int
            var emptyRecipes: Int
        }

        var files: [File]
        /// Recipes in the index after the additions.
        var recipes: Int
    }

    /// `kaimono index info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info", abstract: "Count the indexed recipes by where they came from.")

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "index info")
            let origins: [(origin: String, recipes: Int)]
            do throws(KaimonoError) {
                origins = try await kaimono.recipeIndexOrigins()
            } catch {
                throw Console.fail("index info", error)
            }
            let info = IndexInfo(
                recipes: origins.reduce(0) { $0 + $1.recipes },
                origins: origins.map { IndexInfo.Origin(origin: $0.origin, recipes: $0.recipes) },
                database: kaimono.store.location)
            try output.resolved.print(info) {
                var out = "recipes: \(info.recipes)\n"
                for entry in info.origins { out += "  \(entry.origin): \(entry.recipes)\n" }
                return out + "database: \(info.database)\n"
            }
        }
    }

    /// What `index info` prints: the recipes by where they came from, and the database holding them.
    struct IndexInfo: Encodable {
        struct Origin: Encodable {
            var origin: String
            var recipes: Int
        }

        var recipes: Int
        var origins: [Origin]
        var database: String
    }

    /// `kaimono index export`: the index as batch-output JSONL (the keys `index add` reads).
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the recipe index as JSONL in the `kaimono batch` output format (the keys `index add` reads).")

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "index export")
            let recipes: [IndexedRecipe]
            do throws(KaimonoError) {
                recipes = try await kaimono.indexedRecipes()
            } catch {
                throw Console.fail("index export", error)
            }
            try JSONOutput(pretty: false).printLines(recipes.lazy.map(ExportedRecipe.init))
        }
    }

    /// `kaimono index clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Remove every recipe from the index (the next use fills it with the bundled samples again).")

        @OptionGroup var database: DatabaseOptions
        @OptionGroup var output: OutputOptions

        mutating func run() async throws {
            let store = try await database.store(command: "index clear")
            let removed: Int
            do throws(KaimonoError) {
                removed = try await store.clearRecipeIndex()
            } catch {
                throw Console.fail("index clear", error)
            }
            try output.resolved.print(["removed": removed]) { "removed \(removed) recipe(s) from the index\n" }
        }
    }
}
