/// Turns a food name into the key the lexicon indexes and matches on.
///
/// The key is the NFKC form with canonical recomposition of voiced marks (half-width `ｶﾞ` becomes `が`),
/// katakana folded to hiragana, Latin letters lowercased and stripped of accents, punctuation and spaces
/// removed (a single space is kept only between two Latin words), and a dash after kana read as the long
/// vowel mark `ー`. So `玉ねぎ`, `タマネギ` and `ﾀﾏﾈｷﾞ` all give `たまねぎ`, and `Olive-Oil` gives `olive oil`.
public enum TextNormalizer {
    /// The lookup key of `s` (see the type's description).
    public static func normalize(_ s: String) -> String {
        NormalizedText(s).string
    }
}

