import ArgumentParser
import FoodLexicon
import Foundation

/// The `--pantry FILE` option shared by the commands that match lines to products.
struct PantryOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The foods you have at home, one per line (a food id such as soy-sauce, or a name such as 醤油 or olive oil; # comments); replaces the bundled list (data/lexicon/pantry.tsv).",
        valueName: "file"))
    var pantry: String?

    /// The pantry to match with: the file's, or the bundled one; a clear message and exit 1 when it cannot be read.
    func load(lexicon: Lexicon, command: String) throws -> Pantry {
        var text: String?
        if let path = pantry {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("kaimono \(command): cannot read --pantry \(path): no such file or not readable")
                throw ExitCode(1)
            }
            text = String(decoding: data, as: UTF8.self)
        }
        do throws(LexiconError) {
            guard let text, let path = pantry else { return try Pantry.loadBundled() }
            return try Pantry(text: text, source: path, lexicon: lexicon)
        } catch {
            Console.error("kaimono \(command): --pantry: \(error)")
            throw ExitCode(1)
        }
    }
}
