/// What a language parser found in a line, before the food lookup and the conversion to base units.
struct LineParts {
    var name: String?
    var quantity: Double?
    var quantityMax: Double?
    /// Index into the unit table.
    var unit: Int?
    var unitText: String?
    /// Index into the unit table of a part word that closes the name and stays in it (`6 basil leaves`).
    var part: Int?
    /// The name without that part word, which names the food (`basil`).
    var partOf: String?
    var size: String?
    var preparation: String?
    var comments: [String] = []
    var optional = false
    var toTaste = false

    mutating func addComment(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        comments.append(text)
    }

    mutating func addPreparation(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        preparation = preparation.map { $0 + ", " + text } ?? text
    }

    mutating func addSize(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        size = size.map { $0 + " " + text } ?? text
    }
}
