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

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one batch output file (OUT.jsonl).") }
        }

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "index add")
            do throws(KaimonoError) {
                for file in files {
                    let started = ContinuousClock.now
                    let result = try await kaimono.addToRecipeIndex(batchOutput: file)
                    let seconds = (ContinuousClock.now - started) / .seconds(1)
                    var note = "\(file): \(result.recipes.count) recipe(s) indexed"
                    if result.errorRecords > 0 { note += ", \(result.errorRecords) error record(s) skipped" }
                    if result.emptyRecipes > 0 { note += ", \(result.emptyRecipes) without ingredients skipped" }
                    Console.error(note + String(format: " in %.1f s", seconds))
                }
                let total = try await kaimono.recipeIndexOrigins().reduce(0) { $0 + $1.recipes }
                Console.error("recipe index: \(total) recipe(s)")
            } catch {
                throw Console.fail("index add", error)
            }
        }
    }

    /// `kaimono index info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info", abstract: "Count the indexed recipes by where they came from.")

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let kaimono = try await database.facade(command: "index info")
            let origins: [(origin: String, recipes: Int)]
            do throws(KaimonoError) {
                origins = try await kaimono.recipeIndexOrigins()
            } catch {
                throw Console.fail("index info", error)
            }
            var out = "recipes: \(origins.reduce(0) { $0 + $1.recipes })\n"
            for entry in origins { out += "  \(entry.origin): \(entry.recipes)\n" }
            out += "database: \(kaimono.store.location)\n"
            Console.write(out)
        }
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

        mutating func run() async throws {
            let store = try await database.store(command: "index clear")
            do throws(KaimonoError) {
                let removed = try await store.clearRecipeIndex()
                Console.error("removed \(removed) recipe(s) from the index")
            } catch {
                throw Console.fail("index clear", error)
            }
        }
    }
}
