import ArgumentParser
import Catalog
import FoodLexicon
import Foundation
import IngredientParsing
import Matching
import Suggestions

extension Kaimono {
    /// `kaimono index add|info|export|clear`: the recipe index behind `kaimono suggest`.
    struct IndexCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "index",
            abstract: "Manage the recipe index that `kaimono suggest` searches (recipes with parsed, matched lines).",
            discussion: """
                The index lives in the same database as the catalog. On first use it is filled with the bundled
                sample recipes; `kaimono index add OUT.jsonl` adds the recipes of a `kaimono batch` output file
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
            abstract: "Add the recipes of `kaimono batch` output files (JSONL) to the recipe index.")

        @Argument(help: "Batch output files (the JSONL that `kaimono batch --output` writes).")
        var files: [String]

        @OptionGroup var database: DatabaseOptions

        func validate() throws {
            if files.isEmpty { throw ValidationError("Give at least one batch output file (OUT.jsonl).") }
        }

        mutating func run() async throws {
            let (_, _, index) = try await database.openRecipeIndex(command: "index add")
            let reader = BatchOutputReader()
            for file in files {
                do {
                    let started = ContinuousClock.now
                    let result = try reader.read(path: file)
                    try await index.upsert(result.recipes)
                    let seconds = (ContinuousClock.now - started) / .seconds(1)
                    var note = "\(file): \(result.recipes.count) recipe(s) indexed"
                    if result.errorRecords > 0 { note += ", \(result.errorRecords) error record(s) skipped" }
                    if result.emptyRecipes > 0 { note += ", \(result.emptyRecipes) without ingredients skipped" }
                    Console.error(note + String(format: " in %.1f s", seconds))
                } catch let error as SuggestionsError {
                    Console.error("kaimono index add: \(error.message)")
                    throw ExitCode(1)
                } catch let error as CatalogError {
                    Console.error("kaimono index add: \(error.message)")
                    throw ExitCode(1)
                }
            }
            Console.error("recipe index: \(try await index.recipeCount()) recipe(s)")
        }
    }

    /// `kaimono index info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Count the indexed recipes by where they came from.")

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let (_, _, index) = try await database.openRecipeIndex(command: "index info")
            let origins = try await index.origins()
            var out = "recipes: \(origins.reduce(0) { $0 + $1.recipes })\n"
            for entry in origins { out += "  \(entry.origin): \(entry.recipes)\n" }
            out += "database: \(database.resolvedPath)\n"
            Console.write(out)
        }
    }

    /// `kaimono index export`: the index as batch-output JSONL (the keys `index add` reads).
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the recipe index as JSONL in the `kaimono batch` output format (the keys `index add` reads).")

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let (_, _, index) = try await database.openRecipeIndex(command: "index export")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var buffer = ""
            for recipe in try await index.allRecipes() {
                buffer += String(decoding: try encoder.encode(ExportedRecipe(recipe)), as: UTF8.self) + "\n"
                if buffer.utf8.count > 1 << 20 {
                    Console.write(buffer)
                    buffer = ""
                }
            }
            Console.write(buffer)
        }
    }

    /// `kaimono index clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove every recipe from the index (the next use fills it with the bundled samples again).")

        @OptionGroup var database: DatabaseOptions

        mutating func run() async throws {
            let (stores, _) = try await database.openDatabase(command: "index clear")
            let removed = try await stores.recipeIndex.removeAll()
            Console.error("removed \(removed) recipe(s) from the index")
        }
    }
}

/// One exported recipe: the batch-output keys that describe it (every key present, `null` when unknown).
private struct ExportedRecipe: Encodable {
    let recipe: IndexedRecipe

    init(_ recipe: IndexedRecipe) { self.recipe = recipe }

    private enum Keys: String, CodingKey {
        case id, source, title, servings, language, ingredients
        case text, name, group, optional, toTaste, food, amount, status, product, value, dimension, productId
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(recipe.id, forKey: .id)
        try c.encode(recipe.source, forKey: .source)
        try c.encode(recipe.title, forKey: .title)
        try c.encode(recipe.servings, forKey: .servings)
        try c.encode(recipe.language, forKey: .language)
        var lines = c.nestedUnkeyedContainer(forKey: .ingredients)
        for line in recipe.ingredients {
            var l = lines.nestedContainer(keyedBy: Keys.self)
            try l.encode(line.text, forKey: .text)
            try l.encode(line.name, forKey: .name)
            try l.encode(line.group, forKey: .group)
            try l.encode(line.optional, forKey: .optional)
            try l.encode(line.toTaste, forKey: .toTaste)
            try l.encode(line.food, forKey: .food)
            if let amount = line.amount {
                var a = l.nestedContainer(keyedBy: Keys.self, forKey: .amount)
                try a.encode(amount.value, forKey: .value)
                let dimension = switch amount.unit {
                case .g: "mass"
                case .ml: "volume"
                case .piece: "count"
                }
                try a.encode(dimension, forKey: .dimension)
            } else {
                try l.encodeNil(forKey: .amount)
            }
            try l.encode(line.status?.rawValue, forKey: .status)
            if let productId = line.productId {
                var p = l.nestedContainer(keyedBy: Keys.self, forKey: .product)
                try p.encode(productId, forKey: .productId)
            } else {
                try l.encodeNil(forKey: .product)
            }
        }
    }
}

extension DatabaseOptions {
    /// The database, its catalog (seeded on first use) and the recipe index, filled with the bundled
    /// sample recipes when it is empty.
    func openRecipeIndex(command: String) async throws -> (DatabaseStores, any CatalogStore, any RecipeIndexStore) {
        let (stores, store) = try await openDatabase(command: command)
        let index = stores.recipeIndex
        do {
            if try await index.recipeCount() == 0 {
                let lexicon: Lexicon
                do {
                    lexicon = try Lexicon.bundled()
                } catch {
                    Console.error("kaimono \(command): cannot load the food lexicon: \(error)")
                    throw ExitCode(1)
                }
                let matcher = ProductMatcher(catalog: try await store.snapshot(), lexicon: lexicon)
                let indexer = RecipeIndexer(parser: IngredientParser(lexicon: lexicon, units: .bundled), matcher: matcher)
                let (items, problems) = BundledRecipes.load()
                for problem in problems { Console.error("kaimono \(command): bundled recipe skipped: \(problem)") }
                let entries = items.map { indexer.entry(for: $0.recipe, id: $0.id, origin: IndexedRecipe.bundledOrigin) }
                try await index.upsert(entries)
                Console.error("recipe index was empty: added \(entries.count) bundled sample recipes")
            }
        } catch let error as CatalogError {
            Console.error("kaimono \(command): \(error.message)")
            throw ExitCode(1)
        }
        return (stores, store, index)
    }
}
