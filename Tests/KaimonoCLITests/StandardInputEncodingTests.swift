import Foundation
import Testing

/// `parse-line` and `match` read their standard input in any encoding a page may come in: a UTF-8 byte order mark had
/// stayed in the first line's name (`\u{FEFF}1 tsp salt`, its amount unread), and UTF-16 or Shift_JIS input had
/// been read as noise.
@Suite struct StandardInputEncodingTests {
    static let lines = ["1 tsp salt", "卵 2個", "しょうゆ 大さじ2"]

    static func encoded() throws -> [(label: String, bytes: [UInt8])] {
        let text = lines.joined(separator: "\n") + "\n"
        return [
            ("UTF-8 with its mark", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16 little-endian with its mark", [0xFF, 0xFE] + [UInt8](try #require(text.data(using: .utf16LittleEndian)))),
            ("UTF-16 big-endian without one", [UInt8](try #require(text.data(using: .utf16BigEndian)))),
            ("Shift_JIS", [UInt8](try #require(text.data(using: .shiftJIS)))),
        ]
    }

    @Test(arguments: ["parse-line", "match"])
    func linesReadInEveryEncoding(command: String) async throws {
        let binary = try KaimonoBinary.locate()
        try await KaimonoBinary.withScratchDatabase("stdin") { environment, root in
            for (label, bytes) in try Self.encoded() {
                let run = try await binary.run([command, "--format", "jsonl"], input: bytes, environment: environment, directory: root)
                #expect(run.status == 0, "\(label): \(String(decoding: run.error, as: UTF8.self))")
                let objects = try String(decoding: run.output, as: UTF8.self).split(separator: "\n").map {
                    try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                }
                #expect(objects.map { $0["text"] as? String } == Self.lines, "\(label)")
                #expect(objects.map { $0["food"] as? String } == ["salt", "egg", "soy-sauce"], "\(label)")
                #expect(objects.first?["quantity"] as? Double == 1, "\(label)")
            }
        }
    }
}
