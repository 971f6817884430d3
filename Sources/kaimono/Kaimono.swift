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
}
