import ArgumentParser
import Foundation
import Testing

@testable import kaimono

/// Every command's help is written as paragraphs the parser wraps: no line break inside a paragraph,
/// or the terminal shows ragged half-lines (`…by several lines or recipes` / `is bought once`).
@Suite struct HelpTextTests {
    /// Every command and subcommand, with its full name.
    static func commands(_ type: any ParsableCommand.Type, path: String = "kaimono") -> [(String, any ParsableCommand.Type)] {
        [(path, type)] + type.configuration.subcommands.flatMap { sub in
            commands(sub, path: path + " " + (sub.configuration.commandName ?? String(describing: sub).lowercased()))
        }
    }

    @Test func discussionsArePlainParagraphs() {
        let all = Self.commands(Kaimono.self)
        #expect(all.count >= 20)
        for (name, command) in all {
            let discussion = command.configuration.discussion
            // A single newline is a hard break; paragraphs are separated by a blank line.
            let paragraphs = discussion.components(separatedBy: "\n\n")
            #expect(paragraphs.allSatisfy { !$0.contains("\n") }, "\(name): a line break inside a paragraph")
            #expect(!discussion.contains("  "), "\(name): a double space (a joined line break?)")
        }
    }

    @Test(arguments: [
        (["help", "nope"], "Unknown help topic 'nope': `kaimono` has no command of that name. Its commands: parse, "
            + "parse-line, batch, match, catalog, buy, order, suggest, index, serve."),
        (["help", "index", "nope"], "Unknown help topic 'nope': `kaimono index` has no subcommand of that name. Its "
            + "subcommands: add, info, export, clear."),
        (["help", "parse", "extra"], "Unknown help topic 'extra': `kaimono parse` has no subcommands."),
    ])
    func anUnknownHelpTopicIsNamed(arguments: [String], message: String) {
        #expect(Kaimono.unknownHelpTopic(arguments)?.message == message)
    }

    @Test func knownHelpTopicsAreLeftToTheParser() {
        for arguments in [["help"], ["help", "index", "info"], ["help", "help"], ["help", "buy", "--help"], ["parse", "help"]] {
            #expect(Kaimono.unknownHelpTopic(arguments) == nil, "\(arguments)")
        }
    }

    @Test func kaimonoHelpNopeExitsWithAUsageError() async throws {
        // `kaimono help nope` had printed the top-level help and exited 0.
        let binary = try KaimonoBinary.locate()
        let folder = FileManager.default.temporaryDirectory
        let unknown = try await binary.run(["help", "nope"], input: nil, environment: [:], directory: folder)
        #expect(unknown.status == 64)
        #expect(String(decoding: unknown.error, as: UTF8.self).hasPrefix("Error: Unknown help topic 'nope'"))
        #expect(unknown.output.isEmpty)
        let known = try await binary.run(["help", "index", "info"], input: nil, environment: [:], directory: folder)
        #expect(known.status == 0)
        #expect(String(decoding: known.output, as: UTF8.self).contains("USAGE: kaimono index info"))
    }

    @Test func everyCommandHasAnAbstract() {
        for (name, command) in Self.commands(Kaimono.self) {
            #expect(!command.configuration.abstract.isEmpty, "\(name) has no abstract")
        }
    }
}
