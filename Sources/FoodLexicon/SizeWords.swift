internal import Foundation
internal import KaimonoData

/// Words that describe the size of a piece or how full a spoon is (`large`, `medium`, `L`, `大`, `小さめ`,
/// `heaping`), read from `data/lexicon/size-words.tsv`: they say how much, never which food.
public struct SizeWords: Sendable, Hashable {
    /// The words, lowercased.
    public private(set) var words: Set<String>

    /// Size words → how a piece of that size weighs against a typical one (`small` 0.7, `大` 1.4).
    public private(set) var pieceFactors: [String: Double] = [:]

    /// A list of words (lowercased on the way in).
    public init(words: some Sequence<String>, pieceFactors: [String: Double] = [:]) {
        self.words = Set(words.map { $0.lowercased() })
        self.pieceFactors = Dictionary(pieceFactors.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The bundled list; empty when the file cannot be read.
    public static let bundled: SizeWords = {
        let url = BundledData.file("lexicon/size-words.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return SizeWords(words: []) }
        return SizeWords(tsv: text)
    }()

    /// Reads `word<TAB>language<TAB>note<TAB>piece` lines after a header; `#` starts a comment line. `piece`, when
    /// given, is a positive factor on a typical piece's weight.
    public init(tsv: String) {
        var words: [String] = []
        var factors: [String: Double] = [:]
        for (index, line) in tsv.split(separator: "\n").enumerated() where index > 0 && !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if let word = columns.first, !word.isEmpty {
                words.append(String(word))
                if columns.count > 3, let factor = Double(columns[3]), factor > 0, factor.isFinite {
                    factors[String(word)] = factor
                }
            }
        }
        self.init(words: words, pieceFactors: factors)
    }

    /// How a piece of the size written (`small`, `小`, `large or medium`) weighs against a typical one: the
    /// first word of it that has a factor; `nil` when none does.
    public func pieceFactor(of size: String) -> Double? {
        let lower = size.lowercased()
        if let whole = pieceFactors[lower] { return whole }
        for piece in lower.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "," }) {
            if let factor = pieceFactors[String(piece)] { return factor }
        }
        return nil
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
