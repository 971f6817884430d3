public import Foundation
import KaimonoData

/// The sample catalog shipped in `data/catalog/`.
public enum BundledCatalog {
    /// The `source` recorded for a catalog loaded from the bundled files.
    public static let sourceName = "bundled"

    /// The folder holding `shops.csv`, `stations.csv`, `products.csv`, `calendar.csv`.
    public static var folder: URL { BundledData.file("catalog") }

    /// The bundled catalog, checked row by row.
    public static func load(reader: CatalogReader = CatalogReader()) throws -> CatalogSnapshot {
        try reader.read(url: folder)
    }

    /// A fingerprint of the bundled files, so a database seeded from an older copy is refreshed.
    public static func digest() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in ["settings.csv", "shops.csv", "stations.csv", "products.csv", "calendar.csv"] {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { continue }
            for byte in Array(name.utf8) + Array(data) {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
