/// An indexed recipe as `kaimono index export` writes it: the keys of a `kaimono batch` output line that
/// `kaimono index add` reads back (every key present, `null` when unknown).
public struct ExportedRecipe: Sendable, Encodable {
    /// The recipe.
    public var recipe: IndexedRecipe

    /// The export form of `recipe`.
    public init(_ recipe: IndexedRecipe) { self.recipe = recipe }

    private enum Keys: String, CodingKey {
        case id, source, title, servings, language, ingredients
        case text, name, group, optional, toTaste, food, amount, status, product, value, dimension, productId
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(recipe.id, forKey: .id)
        try c.encode(recipe.source, forKey: .source)
        try c.encode(recipe.title, forKey: .title)
        try c.encode(recipe.servings, forKey: .servings)
        try c.encode(recipe.language, forKey: .language)
        var lines = c.nestedUnkeyedContainer(forKey: .ingredients)
        for line in recipe.ingredients {
            var l = lines.nestedContainer(keyedBy: Keys.self)
            try l.encode(line.text, forKey: .text)
            try l.encode(line.name, forKey: .name)
            try l.encode(line.group, forKey: .group)
            try l.encode(line.optional, forKey: .optional)
            try l.encode(line.toTaste, forKey: .toTaste)
            try l.encode(line.food, forKey: .food)
            if let amount = line.amount {
                var a = l.nestedContainer(keyedBy: Keys.self, forKey: .amount)
                try a.encode(amount.value, forKey: .value)
                let dimension =
                    switch amount.unit {
                    case .g: "mass"
                    case .ml: "volume"
                    case .piece: "count"
                    }
                try a.encode(dimension, forKey: .dimension)
            } else {
                try l.encodeNil(forKey: .amount)
            }
            try l.encode(line.status?.rawValue, forKey: .status)
            if let productId = line.productId {
                var p = l.nestedContainer(keyedBy: Keys.self, forKey: .product)
                try p.encode(productId, forKey: .productId)
            } else {
                try l.encodeNil(forKey: .product)
            }
        }
    }
}
