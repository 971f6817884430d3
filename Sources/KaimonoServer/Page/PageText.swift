import KaimonoKit

/// The page's words in Japanese (first) and English (`?lang=en`).
struct PageText: Sendable {
    enum Language: String, Sendable { case ja, en }

    let language: Language

    init(_ code: String?) { language = code == "en" ? .en : .ja }

    var isEnglish: Bool { language == .en }

    /// `ja` or `en` by the language.
    func t(_ ja: String, _ en: String) -> String { language == .ja ? ja : en }

    /// A label of the catalog (`new`, `limited`) as shown on a tile.
    func label(_ code: String) -> String {
        switch code {
        case "new": "NEW"
        case "limited": t("数量限定", "Limited")
        default: code
        }
    }

    static let weekdaysJa = ["月", "火", "水", "木", "金", "土", "日"]
    static let weekdaysEn = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `11/24(火)` or `Tue 11/24`.
    func day(_ day: CalendarDay) -> String {
        let index = day.weekday.rawValue - 1
        return language == .ja
            ? "\(day.month)/\(day.day)(\(Self.weekdaysJa[index]))" : "\(Self.weekdaysEn[index]) \(day.month)/\(day.day)"
    }

    /// `11/23 18:00` from an ISO time in the catalog's offset (the text itself when it does not parse).
    func time(_ iso: String) -> String {
        let parts = iso.split(separator: "T")
        guard parts.count == 2, parts[0].count == 10 else { return iso }
        let date = parts[0].split(separator: "-")
        guard date.count == 3, let month = Int(date[1]), let day = Int(date[2]) else { return iso }
        return "\(month)/\(day) " + String(parts[1].prefix(5))
    }

    /// `¥1,160`.
    static func yen(_ value: Int) -> String {
        let digits = String(abs(value))
        var grouped = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        return (value < 0 ? "-¥" : "¥") + grouped
    }
}

