/// Group markers and labels written at the start of a line: `★`, `＊`, `♥`, `【A】`, `(A)`, `A`, `＜たれ＞`.
///
/// Recipes mark the ingredients mixed together (a sauce, a seasoning) with a symbol or a label;
/// the marker becomes the `group` and is cut from the name. Bullets (`・`, `-`, `•`) and tree lines
/// (`├`, `└`) are cut without making a group.
enum GroupMarker {
    /// Symbols that mark a group.
    static func isMarker(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2605, 0x2606, // ★ ☆
             0x25CF, 0x25CB, 0x25CE, 0x25C9, 0x25EF, 0x3007, // ● ○ ◎ ◉ ◯ 〇
             0x25C6, 0x25C7, 0x25A0, 0x25A1, 0x25B2, 0x25B3, 0x25BC, 0x25BD, // ◆ ◇ ■ □ ▲ △ ▼ ▽
             0x2665, 0x2661, 0x2764, 0x2666, 0x2662, 0x2663, 0x2667, 0x2660, 0x2664, // ♥ ♡ ❤ ♦ ♢ ♣ ♧ ♠ ♤
             0x203B, 0x002A, 0x273D, 0x2731, 0x2733, 0x2734, 0x2736, // ※ * ✽ ✱ ✳ ✴ ✶
             0x266A, 0x266B, 0x2740, 0x273F, 0x2618, // ♪ ♫ ❀ ✿ ☘
             0x2460...0x2473, // ① … ⑳
             0x24B6...0x24CF: // Ⓐ … Ⓩ
            return true
        default:
            return false
        }
    }

    /// Bullets and tree drawing: cut, but no group.
    static func isBullet(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30FB, 0x2022, 0x00B7, 0x2023, 0x2043, 0x002D, 0x2219, 0x25AA, 0x25AB, 0x25E6, // ・ • · ‣ ⁃ - ∙ ▪ ▫ ◦
             0x251C, 0x2514, 0x2502, 0x2523, 0x2517, 0x2503, 0x2500, 0x2501, 0x250C, 0x2520, 0x2516, // ├ └ │ ┣ ┗ ┃ ─ ━ ┌ ┠ ┖
             0x003E, 0x2192, 0x21D2, 0x25B6, 0x25B7, 0x25BA: // > → ⇒ ▶ ▷ ►
            return true
        default:
            return false
        }
    }

    /// The group written at `start` of the line, and where the rest of the line begins.
    static func leading(_ line: ScannedLine, from start: Int) -> (group: String?, end: Int) {
        var i = line.skipSpaces(start)
        var group: String?
        // Bullets first (`・★砂糖`), then at most one marker or label.
        while i < line.count, isBullet(line[i]), !(line[i] == "-" && ScalarClass.isDigit(line[i + 1])) {
            i = line.skipSpaces(i + 1)
        }
        let c = line[i]
        if isMarker(c) {
            var j = i + 1
            // A repeated marker (`★★`) is one marker.
            while j < line.count, line[j] == c { j += 1 }
            group = line.text(from: i, to: j)
            // A letter right after the marker belongs to it (`★A 砂糖`, `●B`).
            if line.isJapanese, ScalarClass.isUpperASCII(line[j]), !ScalarClass.isASCIILetter(line[j + 1]) {
                j += 1
                group = line.text(from: i, to: j)
            }
            i = j
        } else if let (label, end) = bracketLabel(line, at: i) {
            group = label
            i = end
        } else if line.isJapanese, ScalarClass.isUpperASCII(c), !ScalarClass.isASCIILetter(line[i + 1]) {
            // A bare letter label: `A 醤油 大さじ1`, `Ａしょうゆ`, `A:`, `A．`.
            var j = i + 1
            if ScalarClass.isDigit(line[j]) && !ScalarClass.isDigit(line[j + 1]) && !startsAmount(line, j) { j += 1 }
            let next = line[j]
            if next == " " || next == ":" || next == "." || next == ")" || (next.value >= 0x3000 && !startsAmount(line, j)) {
                group = line.text(from: i, to: j)
                i = (next == ":" || next == "." || next == ")") ? j + 1 : j
            }
        }
        if group != nil {
            // A separator after the label (`【A】:`, `★ `).
            i = line.skipSpaces(i)
            if line[i] == ":" { i = line.skipSpaces(i + 1) }
        }
        return (group, i)
    }

    /// A bracketed label at `i`: `【…】`, `[…]`, `<…>`, `「…」` always; `(…)` only for a short label
    /// (`(A)`, `(B1)`), since parentheses at the start usually qualify the name.
    private static func bracketLabel(_ line: ScannedLine, at i: Int) -> (String, Int)? {
        let open = line[i]
        guard open == "【" || open == "[" || open == "<" || open == "(" || open == "「" || open == "『",
              let close = line.closingBracket(from: i), close > i + 1 else { return nil }
        if open == "(" {
            guard close - i - 1 <= 2, ScalarClass.isUpperASCII(line[i + 1]) || isMarker(line[i + 1]) else { return nil }
        }
        if open == "<" || open == "「" || open == "『" {
            // `<たれ>` is a label; a long quoted phrase is part of the name.
            guard close - i - 1 <= 12, line.isJapanese || close - i - 1 <= 3 else { return nil }
        }
        guard let label = line.text(from: (i + 1), to: close) else { return nil }
        return (label, close + 1)
    }

    /// Whether an amount starts at `i` (so a letter before it is not a label: `A4`).
    private static func startsAmount(_ line: ScannedLine, _ i: Int) -> Bool {
        ScalarClass.isDigit(line[i])
    }
}
