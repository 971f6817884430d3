import ArgumentParser
import Foundation
import KaimonoKit
import Logging

/// Standard output and error, and how a command reports a failure.
enum Console {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The bytes written so far to `writer`.
    static func write(_ writer: borrowing JSONWriter) {
        guard writer.count > 0 else { return }
        writer.withBytes { FileHandle.standardOutput.write(Data($0)) }
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Standard input's lines, all of them (`PlainTextLines`); when it cannot be read (a directory), the error under
    /// `command`'s name.
    static func standardInputLines(command: String) throws -> [String] {
        let input = PlainTextLines.standardInput()
        let lines = Array(input)
        try checkRead(input, command: command)
        return lines
    }

    /// Throws exit status 1, saying why on standard error, when `input` could not be read to its end; what was written
    /// for the lines read before stays written.
    static func checkRead(_ input: PlainTextLines, command: String) throws {
        guard let failure = input.failure else { return }
        Console.error("kaimono \(command): cannot read standard input: \(failure); pass the lines as a file redirected or piped in")
        throw ExitCode(1)
    }

    /// Prints `kaimono COMMAND: message` on standard error and gives the exit code to throw.
    static func fail(_ command: String, _ error: KaimonoError, status: Int32 = 1) -> ExitCode {
        Console.error("kaimono \(command): \(error.message)")
        return ExitCode(status)
    }

    /// The bundled parsing half (lexicon, units, pantry); when its data cannot be read, the error under
    /// `command`'s name.
    static func bundledParsing(command: String) throws -> KaimonoParsing {
        do throws(KaimonoError) {
            return try KaimonoParsing.bundled()
        } catch {
            throw fail(command, error)
        }
    }

    /// The library's log for commands other than `serve`: notices and worse, one plain line each on
    /// standard error (`kaimono: indexed the bundled sample recipes (recipes=350)`).
    static let logger = Logger(label: "kaimono") { _ in PlainLogHandler() }
}

/// A log handler for the command line: the message and its metadata, no timestamp or level.
struct PlainLogHandler: LogHandler {
    var logLevel: Logger.Level = .notice
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let details = all.isEmpty ? "" : " (" + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            .joined(separator: ", ") + ")"
        Console.error("kaimono: \(event.message)\(details)")
    }
}
