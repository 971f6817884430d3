import JSONWriting
import Testing

@Suite struct JSONMemoTests {
    struct Line: Encodable {
        var text: String
        var group: String?
        var words: [String]
        var length: Int
    }

    static func line(_ text: String, _ group: String? = nil) -> Line {
        Line(text: text, group: group, words: text.split(separator: " ").map(String.init), length: text.unicodeScalars.count)
    }

    /// The bytes of a repeating stream, through memos of several sizes (none, smaller than the distinct texts'
    /// JSON so that generations turn over, larger), equal the bytes of encoding every value.
    @Test func bytesEqualEncodingEveryValue() throws {
        let distinct = (0..<40).map { "line \($0) of \($0 % 7) words \"quoted\"" }
        var keys: [(text: String, group: String?)] = []
        for round in 0..<6 {
            for (k, text) in distinct.enumerated() where (k + round) % 3 != 0 {
                keys.append((text, k % 4 == 0 ? "group \(round % 2)" : nil))
            }
            keys.append((distinct[round], nil))
        }
        let encoder = JSONStreamEncoder()
        let expected = try keys.map { try encoder.encode(Self.line($0.text, $0.group)) }
        let distinctCount = Set(keys.map { "\($0.text)\u{0}\($0.group ?? "-")" }).count
        for capacity in [0, 1, 300, 1000, 4000, 1 << 20] {
            let memo = JSONMemo(capacity: capacity)
            var made = 0
            let written = try keys.map { key in
                try memo.json(key.text, group: key.group, encoder: encoder) {
                    made += 1
                    return Self.line(key.text, key.group)
                }
            }
            #expect(written == expected, "capacity \(capacity)")
            #expect(memo.hits + memo.misses == keys.count)
            #expect(made == memo.misses)
            if capacity == 0 { #expect(memo.hits == 0) }
            if capacity == 1 << 20 { #expect(memo.misses == distinctCount) }
            if capacity == 1000 { #expect(memo.hits > 0 && memo.misses > distinctCount) }
        }
    }

    /// A stream of lines that do not repeat pauses the memo (nothing is looked up or kept for a while), and a
    /// stream that repeats again after the pause is remembered again; the bytes never change.
    @Test func newLinesPauseTheMemoAndRepeatsResumeIt() throws {
        typealias Memo = LineMemo<[UInt8]>
        let window = Memo.window, pause = Memo.pause
        var keys = (0..<window).map { "distinct line \($0)" }
        keys += Array(repeating: "salt to taste", count: pause)
        keys += Array(repeating: "salt to taste", count: window)
        let memo = JSONMemo(capacity: 1 << 24)
        let encoder = JSONStreamEncoder()
        var made = 0
        for key in keys {
            let bytes = try memo.json(key, encoder: encoder) {
                made += 1
                return Self.line(key)
            }
            #expect(bytes == (try encoder.encode(Self.line(key))))
        }
        // The first window misses every line; the pause makes every repeat anew; then all but one repeat hit.
        #expect(memo.hits == window - 1)
        #expect(made == memo.misses && memo.misses == window + pause + 1)
    }

    /// Texts are told apart by their bytes: a decomposed `が` is another line than the composed one (equal as
    /// `String`s), and a text under a group another than the same text without one.
    @Test func textsAreComparedByBytes() throws {
        let memo = JSONMemo(capacity: 1 << 16)
        let encoder = JSONStreamEncoder()
        let composed = "が 1個", decomposed = "か\u{3099} 1個"
        #expect(composed == decomposed)
        let first = try memo.json(composed, encoder: encoder) { Self.line(composed) }
        let second = try memo.json(decomposed, encoder: encoder) { Self.line(decomposed) }
        #expect(first == (try encoder.encode(Self.line(composed))))
        #expect(second == (try encoder.encode(Self.line(decomposed))))
        #expect(first != second)
        let grouped = try memo.json(composed, group: "たれ", encoder: encoder) { Self.line(composed, "たれ") }
        #expect(grouped == (try encoder.encode(Self.line(composed, "たれ"))))
        #expect(memo.misses == 3 && memo.hits == 0)
        _ = try memo.json(decomposed, encoder: encoder) { Self.line("not made again") }
        #expect(memo.hits == 1)
    }

    /// A value that cannot be encoded throws, and is not remembered.
    @Test func failedValueIsNotRemembered() throws {
        struct Bad: Encodable {
            var value = Double.nan
        }
        let memo = JSONMemo(capacity: 1 << 10)
        let encoder = JSONStreamEncoder()
        #expect(throws: (any Error).self) { try memo.json("x", encoder: encoder) { Bad() } }
        #expect(throws: (any Error).self) { try memo.json("x", encoder: encoder) { Bad() } }
        #expect(memo.misses == 2 && memo.hits == 0)
    }
}
