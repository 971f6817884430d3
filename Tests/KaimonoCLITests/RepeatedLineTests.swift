import Foundation
import Testing

/// `parse-line` and `match` write a repeated line's JSON again rather than making it again (`JSONMemo`): the
/// JSON Lines of a stream that repeats its lines say what the unremembered `--format json` array says.
@Suite struct RepeatedLineTests {
    static let distinct = ["卵 2個", "2 cups all-purpose flour, sifted", "塩 少々", "butter", "", "玉ねぎ 1/2個", "Butter"]

    @Test(arguments: ["parse-line", "match"])
    func repeatedLinesReadAsEveryOther(command: String) async throws {
        var lines: [String] = []
        for k in 0..<60 { lines.append(Self.distinct[(k * 5 + k / 7) % Self.distinct.count]) }
        let input = Array(lines.joined(separator: "\n").utf8)
        let binary = try KaimonoBinary.locate()
        try await KaimonoBinary.withScratchDatabase("repeats") { environment, root in
            let streamed = try await binary.run(
                [command, "--format", "jsonl"], input: input, environment: environment, directory: root)
            let whole = try await binary.run(
                [command, "--format", "json"], input: input, environment: environment, directory: root)
            #expect(streamed.status == 0 && whole.status == 0)
            let objects = try String(decoding: streamed.output, as: UTF8.self).split(separator: "\n").map {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary
            }
            let array = try #require(try JSONSerialization.jsonObject(with: Data(whole.output)) as? [NSDictionary])
            #expect(objects.count == lines.count)
            #expect(array.count == lines.count)
            for (k, object) in objects.enumerated() where k < array.count {
                #expect(object == array[k], "line \(k + 1): \(lines[k])")
            }
        }
    }
}
