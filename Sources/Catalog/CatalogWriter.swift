public import Foundation
import JSONWriting

/// Writes a catalog as CSV files or JSONL, in the formats `CatalogReader` reads back.
public struct CatalogWriter: Sendable {
    /// A writer.
    public init() {}

    /// The catalog as JSONL: a `catalog` line, then shops, stations, products and calendar exceptions.
    public func jsonl(_ snapshot: CatalogSnapshot) throws -> String {
        let encoder = JSONStreamEncoder()
        var out = JSONWriter(capacity: 1 << 16)
        var body = JSONWriter(capacity: 1 << 10)
        func line(_ type: StaticString, _ value: some Encodable) throws {
            body.removeAll()
            try encoder.encode(value, into: &body)
            // Put the type first so people reading the file see what each line is.
            out.raw("{\"type\":\"")
            out.raw(type)
            out.raw("\",")
            body.withBytes { out.append(UnsafeRawBufferPointer(rebasing: $0.dropFirst())) }
            out.byte(0x0A)
        }
        out.raw("{\"type\":\"catalog\",\"timeZone\":")
        out.string(snapshot.timeZoneIdentifier)
        out.raw("}\n")
        for shop in snapshot.shops { try line("shop", shop) }
        for station in snapshot.stations { try line("station", station) }
        for product in snapshot.products { try line("product", ProductJSON(product)) }
        for exception in snapshot.exceptions { try line("calendar", exception) }
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The catalog as CSV files by name (`settings.csv`, `shops.csv`, `stations.csv`, `products.csv`, `calendar.csv`).
    public func csvFiles(_ snapshot: CatalogSnapshot) -> [String: String] {
        func table(_ header: [String], _ rows: [[String]]) -> String {
            ([header] + rows).map(CSVTable.line).joined(separator: "\n") + "\n"
        }
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return [
            "settings.csv": table(CatalogColumns.settings, [["time_zone", snapshot.timeZoneIdentifier]]),
            "shops.csv": table(CatalogColumns.shops, snapshot.shops.map {
                [$0.id, $0.name, $0.nameEn, $0.kind, String($0.deadline.daysBefore), $0.deadline.time,
                 Weekday.format($0.deliveryWeekdays)]
            }),
            "stations.csv": table(CatalogColumns.stations, snapshot.stations.map {
                [$0.id, $0.name, $0.nameEn, $0.area, Weekday.format($0.openWeekdays)]
            }),
            "products.csv": table(CatalogColumns.products, snapshot.products.map {
                [$0.id, $0.shopId, $0.name, $0.nameEn, $0.foods.joined(separator: "|"), number($0.pack.value),
                 $0.pack.unit.rawValue, $0.pack.pieces.map(String.init) ?? "", String($0.price), String($0.stock),
                 $0.labels.joined(separator: "|"), $0.onSale ? "true" : "false", $0.soldOut ? "true" : "false",
                 $0.deliveryWeekdays.map(Weekday.format) ?? "", String($0.popularity), $0.origin ?? ""]
            }),
            "calendar.csv": table(CatalogColumns.calendar, snapshot.exceptions.map {
                [$0.date.description, $0.scope.description, $0.delivers ? "true" : "false", $0.note]
            }),
        ]
    }

    /// Writes the CSV files into `folder`, creating it.
    public func writeCSV(_ snapshot: CatalogSnapshot, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in csvFiles(snapshot) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        }
    }
}

/// A product with every key written (`null` for missing optionals), as the JSON contracts ask.
private struct ProductJSON: Encodable {
    var product: Product
    init(_ product: Product) { self.product = product }

    private enum Keys: String, CodingKey {
        case id, shopId, name, nameEn, foods, pack, price, stock, labels, onSale, soldOut, deliveryWeekdays
        case popularity, origin
    }

    private enum PackKeys: String, CodingKey { case value, unit, pieces }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(product.id, forKey: .id)
        try c.encode(product.shopId, forKey: .shopId)
        try c.encode(product.name, forKey: .name)
        try c.encode(product.nameEn, forKey: .nameEn)
        try c.encode(product.foods, forKey: .foods)
        var pack = c.nestedContainer(keyedBy: PackKeys.self, forKey: .pack)
        try pack.encode(product.pack.value, forKey: .value)
        try pack.encode(product.pack.unit, forKey: .unit)
        try pack.encode(product.pack.pieces, forKey: .pieces)
        try c.encode(product.price, forKey: .price)
        try c.encode(product.stock, forKey: .stock)
        try c.encode(product.labels, forKey: .labels)
        try c.encode(product.onSale, forKey: .onSale)
        try c.encode(product.soldOut, forKey: .soldOut)
        try c.encode(product.deliveryWeekdays, forKey: .deliveryWeekdays)
        try c.encode(product.popularity, forKey: .popularity)
        try c.encode(product.origin, forKey: .origin)
    }
}
