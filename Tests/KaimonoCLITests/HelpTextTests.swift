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

    @Test func everyCommandHasAnAbstract() {
        for (name, command) in Self.commands(Kaimono.self) {
            #expect(!command.configuration.abstract.isEmpty, "\(name) has no abstract")
        }
    }
}
