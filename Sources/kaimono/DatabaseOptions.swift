import ArgumentParser
import KaimonoKit

/// The `--database PATH` option of every command that reads the catalog, the orders or the recipe index.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "The SQLite database (default: $KAIMONO_DATABASE, else ~/.local/share/kaimono/kaimono.sqlite).",
            valueName: "path"))
    var path: String?

    /// The path in force.
    var resolvedPath: String { KaimonoStore.path(explicit: path) }

    /// The database without the lexicon (catalog, orders), seeded with the bundled catalog on first use.
    func store(command: String) async throws -> KaimonoStore {
        do throws(KaimonoError) {
            return try await KaimonoStore.open(path: path, logger: Console.logger)
        } catch {
            throw Console.fail(command, error)
        }
    }

    /// The whole facade at `now` (`--now` text, `nil` for the clock), over `parsing` when the command
    /// has it already.
    func facade(command: String, now: String? = nil, parsing: KaimonoParsing? = nil) async throws -> KaimonoKit.Kaimono {
        do throws(KaimonoError) {
            return try await KaimonoStore.open(path: path, logger: Console.logger).facade(at: now, parsing: parsing)
        } catch {
            throw Console.fail(command, error)
        }
    }
}
