import ArgumentParser
import KaimonoKit

/// The `kaimono` command: recipes in, grocery orders out.
@main
struct Kaimono: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kaimono",
        abstract: "Turn recipes into grocery orders, and products back into recipes.",
        version: KaimonoKit.Kaimono.version,
        subcommands: [Parse.self, ParseLine.self, Batch.self, Match.self, CatalogCommand.self, Buy.self, OrderCommand.self, Suggest.self, IndexCommand.self, Serve.self]
    )

    /// Runs the command line; `kaimono help TOPIC` with a topic that names no command is refused first (the
    /// parser's `help` shows the nearest command's help for any words after it, and exits 0).
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let error = unknownHelpTopic(arguments) { exit(withError: error) }
        await main(arguments)
    }

    /// For `help WORDS…`: the error naming the first word that is no (sub)command where it stands, with the
    /// commands it could be; nil when every word is one (or the arguments ask no `help`).
    static func unknownHelpTopic(_ arguments: [String]) -> ValidationError? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = Kaimono.self
        var path = "kaimono"
        var root = true
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            // `kaimono help help` is the parser's own command.
            if root && word == "help" { return nil }
            guard let next = subcommands.first(where: { name(of: $0) == word || $0.configuration.aliases.contains(word) })
            else {
                let names = subcommands.map(name(of:)).joined(separator: ", ")
                let kind = root ? "command" : "subcommand"
                return ValidationError(
                    subcommands.isEmpty
                        ? "Unknown help topic '\(word)': `\(path)` has no subcommands."
                        : "Unknown help topic '\(word)': `\(path)` has no \(kind) of that name. Its \(kind)s: \(names).")
            }
            root = false
            command = next
            path += " " + name(of: next)
        }
        return nil
    }

    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
