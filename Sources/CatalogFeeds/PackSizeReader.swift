public import Catalog
internal import Foundation

/// Reads the pack size printed in a product name or a feed's size column: `12 oz`, `1 gal`, `2 lb bag`,
/// `6 ct`, `約300g`, `1パック(8個入)`, `500ml×2`, `6 x 12 fl oz`, `1/2カット`, `3本入り`.
///
/// Weights become grams, volumes millilitres, counts pieces; a weight and a count together give a weight
/// with pieces (`3個 約500g`). Multipacks multiply (`500ml×2` is 1000 ml in 2 pieces).
public enum PackSizeReader {
    /// What a size text says.
    public struct Reading: Sendable, Hashable {
        public var pack: PackSize?
        /// The text calls the pack a family, value or club pack: large, size unknown.
        public var familyPack: Bool
    }

    private enum Kind { case weight, volume, count }

    private static let units: [(word: String, kind: Kind, factor: Double)] = [
        ("fl oz", .volume, 29.5735), ("fl. oz", .volume, 29.5735), ("floz", .volume, 29.5735),
        ("oz", .weight, 28.3495), ("ounces", .weight, 28.3495), ("ounce", .weight, 28.3495),
        ("lbs", .weight, 453.592), ("lb", .weight, 453.592), ("pounds", .weight, 453.592), ("pound", .weight, 453.592),
        ("kg", .weight, 1000), ("キロ", .weight, 1000), ("mg", .weight, 0.001), ("grams", .weight, 1), ("gram", .weight, 1),
        ("gr", .weight, 1), ("g", .weight, 1), ("グラム", .weight, 1),
        ("gallons", .volume, 3785.41), ("gallon", .volume, 3785.41), ("gal", .volume, 3785.41),
        ("quarts", .volume, 946.353), ("quart", .volume, 946.353), ("qt", .volume, 946.353),
        ("pints", .volume, 473.176), ("pint", .volume, 473.176), ("pt", .volume, 473.176),
        ("ml", .volume, 1), ("cc", .volume, 1), ("ミリリットル", .volume, 1), ("cl", .volume, 10), ("dl", .volume, 100),
        ("liters", .volume, 1000), ("liter", .volume, 1000), ("litres", .volume, 1000), ("litre", .volume, 1000),
        ("lt", .volume, 1000), ("l", .volume, 1000), ("リットル", .volume, 1000),
        ("count", .count, 1), ("ct", .count, 1), ("pcs", .count, 1), ("pc", .count, 1), ("pieces", .count, 1),
        ("piece", .count, 1), ("pk", .count, 1), ("pack", .count, 1), ("eggs", .count, 1), ("rolls", .count, 1),
        ("個入り", .count, 1), ("個入", .count, 1), ("本入り", .count, 1), ("本入", .count, 1), ("枚入り", .count, 1),
        ("枚入", .count, 1), ("尾入", .count, 1), ("個", .count, 1), ("本", .count, 1), ("枚", .count, 1),
        ("尾", .count, 1), ("玉", .count, 1), ("切れ", .count, 1), ("切", .count, 1), ("株", .count, 1),
        ("束", .count, 1), ("丁", .count, 1), ("匹", .count, 1), ("房", .count, 1), ("粒", .count, 1), ("缶", .count, 1),
        ("パック", .count, 1), ("袋", .count, 1), ("カット", .count, 1),
    ]

    /// The unit words as scalars, in the order of `units` (read once, not per call).
    private static let unitScalars: [(word: [Unicode.Scalar], kind: Kind, factor: Double)] = units.map {
        (Array($0.word.unicodeScalars), $0.kind, $0.factor)
    }

    private static let familyWords = ["family pack", "family size", "value pack", "club pack", "club size",
                                      "party size", "jumbo pack", "ファミリーパック", "ファミリーサイズ", "大容量", "お徳用", "徳用"]
    private static let familyBytes = familyWords.map { Array($0.utf8) }

    /// The pack size of `text`, `nil` pack when it states none.
    public static func read(_ text: String) -> Reading {
        let folded = folding(text)
        let bytes = Array(folded.utf8)
        let family = familyBytes.contains { contains(bytes, $0) }
        let scalars = Array(folded.unicodeScalars)
        var weight: Double?, volume: Double?, count: Double?
        var multiplier: Double?
        var outerPacks: Double?
        var i = 0
        while i < scalars.count {
            guard isDigit(scalars[i]), i == 0 || !isLatin(scalars[i - 1]) else {
                i += 1
                continue
            }
            // A number: 12, 1.5, 1/2, 1,000.
            var j = i
            var numberText = ""
            while j < scalars.count, isDigit(scalars[j]) || ((scalars[j] == "." || scalars[j] == "/" || scalars[j] == ",")
                && j + 1 < scalars.count && isDigit(scalars[j + 1]))
            {
                if scalars[j] != "," { numberText.unicodeScalars.append(scalars[j]) }
                j += 1
            }
            let value = number(numberText)
            var k = j
            while k < scalars.count, scalars[k] == " " { k += 1 }
            // `×2`, `x 2` after an amount multiplies it; `6 x 12 oz` before it counts the packs.
            if k < scalars.count, isTimes(scalars[k]), let value {
                var m = k + 1
                while m < scalars.count, scalars[m] == " " { m += 1 }
                if m < scalars.count, isDigit(scalars[m]), unit(at: j, in: scalars) == nil {
                    outerPacks = value
                    i = m
                    continue
                }
            }
            guard let value, let (kind, factor, length) = unit(at: k, in: scalars) else {
                i = j
                continue
            }
            var end = k + length
            let amount = value * factor
            // A multiplier after the unit: `500ml×2`, `100g x 3`.
            var e = end
            while e < scalars.count, scalars[e] == " " { e += 1 }
            if e < scalars.count, isTimes(scalars[e]) {
                var m = e + 1
                while m < scalars.count, scalars[m] == " " { m += 1 }
                var digits = ""
                while m < scalars.count, isDigit(scalars[m]) {
                    digits.unicodeScalars.append(scalars[m])
                    m += 1
                }
                if let times = Double(digits), times > 0 {
                    multiplier = times
                    end = m
                }
            }
            if let outer = outerPacks, kind != .count {
                multiplier = outer
                outerPacks = nil
            }
            switch kind {
            case .weight: if weight == nil { weight = amount * (multiplier ?? 1) }
            case .volume: if volume == nil { volume = amount * (multiplier ?? 1) }
            case .count:
                // `1パック(8個入)`: the pieces inside a pack count, not the one pack.
                let isPack = length >= 1 && (scalars[k] == "パ" || scalars[k] == "袋" || scalars[k] == "p")
                if isPack && value == 1 { break }
                count = max(count ?? 0, amount)
            }
            i = end
        }
        let pieces = count.map { Int($0.rounded()) }.flatMap { $0 > 0 ? $0 : nil } ?? multiplier.map { Int($0) }
        if let weight, weight > 0 { return Reading(pack: PackSize(value: weight.rounded3, unit: .g, pieces: pieces), familyPack: family) }
        if let volume, volume > 0 { return Reading(pack: PackSize(value: volume.rounded3, unit: .ml, pieces: pieces), familyPack: family) }
        if let count, count > 0 { return Reading(pack: PackSize(value: count, unit: .piece), familyPack: family) }
        return Reading(pack: nil, familyPack: family)
    }

    /// `text` in compatibility form (full-width digits and letters made ASCII), lowercased; ASCII text is
    /// already in that form and skips the Unicode pass.
    static func folding(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// Whether `needle` occurs in `haystack` (UTF-8 bytes: a match is a match of whole characters).
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var n = 1
                while n < needle.count && haystack[i + n] == needle[n] { n += 1 }
                if n == needle.count { return true }
            }
            i += 1
        }
        return false
    }

    private static func unit(at k: Int, in scalars: [Unicode.Scalar]) -> (Kind, Double, Int)? {
        for (w, kind, factor) in unitScalars {
            guard k + w.count <= scalars.count else { continue }
            var same = true
            for n in 0..<w.count where scalars[k + n] != w[n] {
                same = false
                break
            }
            guard same else { continue }
            // Latin units end a word (`g` is not the start of `grapes`).
            if isLatin(w[w.count - 1]), k + w.count < scalars.count, isLatin(scalars[k + w.count]) { continue }
            return (kind, factor, w.count)
        }
        return nil
    }

    private static func number(_ text: String) -> Double? {
        if let slash = text.firstIndex(of: "/") {
            guard let a = Double(text[..<slash]), let b = Double(text[text.index(after: slash)...]), b > 0 else { return nil }
            return a / b
        }
        return Double(text)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
    private static func isLatin(_ s: Unicode.Scalar) -> Bool { s.value >= 0x61 && s.value <= 0x7A }
    private static func isTimes(_ s: Unicode.Scalar) -> Bool { s == "x" || s == "×" || s == "*" || s == "✕" }
}

extension Double {
    fileprivate var rounded3: Double { (self * 1000).rounded() / 1000 }
}
