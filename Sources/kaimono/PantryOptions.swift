import ArgumentParser
import KaimonoKit

/// The `--pantry FILE` option shared by the commands that match lines to products.
struct PantryOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The foods you have at home, one per line (a food id such as soy-sauce, or a name such as 醤油 or olive oil; # comments); replaces the bundled list (data/lexicon/pantry.tsv).",
        valueName: "file"))
    var pantry: String?

    /// `parsing` with the file's pantry list, or as it is without `--pantry`; a clear message and exit 1
    /// when the file cannot be read or names a food the lexicon does not know.
    func apply(to parsing: KaimonoParsing, command: String) throws -> KaimonoParsing {
        guard let pantry else { return parsing }
        do throws(KaimonoError) {
            return parsing.with(pantry: try parsing.pantry(file: pantry))
        } catch {
            throw Console.fail(command, error)
        }
    }

    /// The bundled parsing half with the file's pantry list.
    func parsing(command: String) throws -> KaimonoParsing {
        try apply(to: try Console.bundledParsing(command: command), command: command)
    }
}
