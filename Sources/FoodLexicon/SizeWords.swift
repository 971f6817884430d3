internal import Foundation
internal import KaimonoData

/// Words that describe the size of a piece or how full a spoon is (`large`, `medium`, `L`, `大`, `小さめ`,
/// `heaping`), read from `data/lexicon/size-words.tsv`: they say how much, never which food.
public struct SizeWords: Sendable, Hashable {
    /// The words, lowercased.
    public private(set) var words: Set<String>

    /// A list of words (lowercased on the way in).
    public init(words: some Sequence<String>) {
        self.words = Set(words.map { $0.lowercased() })
    }

    /// The bundled list; empty when the file cannot be read.
    public static let bundled: SizeWords = {
        let url = BundledData.file("lexicon/size-words.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return SizeWords(words: []) }
        return SizeWords(tsv: text)
    }()

    /// Reads `word<TAB>language<TAB>note` lines after a header; `#` starts a comment line.
    public init(tsv: String) {
        var words: [String] = []
        for (index, line) in tsv.split(separator: "\n").enumerated() where index > 0 && !line.hasPrefix("#") {
            if let word = line.split(separator: "\t", omittingEmptySubsequences: false).first, !word.isEmpty {
                words.append(String(word))
            }
        }
        self.init(words: words)
    }

    /// Whether the name is made only of size words (`large`, `large or medium`, `大きめ`, `L`): it names no food.
    public func isOnlySizes(_ name: String) -> Bool {
        let pieces = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "," })
        guard !pieces.isEmpty else { return false }
        return pieces.allSatisfy { words.contains(String($0)) }
    }

    /// The name without its size words, for name-only matching (`large eggs` → `eggs`).
    public func removing(from name: String) -> String {
        name.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
            .filter { !words.contains($0.lowercased()) }.joined(separator: " ")
    }
}
