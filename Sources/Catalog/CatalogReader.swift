public import Foundation

/// Reads catalog files (a folder of CSV files, one CSV file, or JSONL) and checks every row.
///
/// Nothing is returned unless every row is good: bad rows come back together in one
/// `CatalogError.badRows` with file names and line numbers, so an import is all or nothing.
public struct CatalogReader: Sendable {
    /// Food ids rows may name; `nil` accepts any id.
    public var knownFoods: Set<String>?

    /// A reader; pass the lexicon's food ids to reject products naming unknown foods.
    public init(knownFoods: Set<String>? = nil) {
        self.knownFoods = knownFoods
    }

    private struct Located<Value> {
        var file: String
        var line: Int
        var value: Value
    }

    private struct Parsed {
        var timeZone: String?
        var shops: [Located<Shop>] = []
        var stations: [Located<PickupStation>] = []
        var products: [Located<Product>] = []
        var exceptions: [Located<CalendarException>] = []
        var issues: [CatalogError.RowIssue] = []
    }

    /// Reads `url` (a folder, `.csv` or `.jsonl`) and merges it into `base` (empty for a fresh catalog).
    public func read(url: URL, into base: CatalogSnapshot = CatalogSnapshot()) throws -> CatalogSnapshot {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CatalogError.unreadable(url.path, reason: "no such file or folder")
        }
        var parsed = Parsed()
        if isDirectory.boolValue {
            let names = ["settings.csv", "shops.csv", "stations.csv", "products.csv", "calendar.csv"]
            var found = false
            for name in names {
                let file = url.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                found = true
                try parseCSV(text: readText(file), file: name, into: &parsed)
            }
            let jsonl = url.appendingPathComponent("catalog.jsonl")
            if !found, FileManager.default.fileExists(atPath: jsonl.path) {
                found = true
                parseJSONL(text: try readText(jsonl), file: "catalog.jsonl", into: &parsed)
            }
            guard found else {
                throw CatalogError.unknownFormat(
                    url.path, reason: "the folder has none of shops.csv, stations.csv, products.csv, calendar.csv")
            }
        } else {
            let text = try readText(url)
            let ext = url.pathExtension.lowercased()
            if ext == "jsonl" || ext == "ndjson" || ext == "json" {
                parseJSONL(text: text, file: url.lastPathComponent, into: &parsed)
            } else if ext == "csv" {
                try parseCSV(text: text, file: url.lastPathComponent, into: &parsed)
            } else {
                throw CatalogError.unknownFormat(url.path, reason: "expected a folder, a .csv or a .jsonl file")
            }
        }
        return try merge(parsed, into: base)
    }

    /// Reads JSONL text (one object per line with a `type` of catalog, shop, station, product or calendar).
    public func read(jsonl text: String, file: String, into base: CatalogSnapshot = CatalogSnapshot()) throws
        -> CatalogSnapshot
    {
        var parsed = Parsed()
        parseJSONL(text: text, file: file, into: &parsed)
        return try merge(parsed, into: base)
    }

    /// Reads one CSV file's text; its header says which table it is.
    public func read(csv text: String, file: String, into base: CatalogSnapshot = CatalogSnapshot()) throws
        -> CatalogSnapshot
    {
        var parsed = Parsed()
        try parseCSV(text: text, file: file, into: &parsed)
        return try merge(parsed, into: base)
    }

    private func readText(_ url: URL) throws -> String {
        do {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                throw CatalogError.unreadable(url.path, reason: "not UTF-8 text")
            }
            return text
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError.unreadable(url.path, reason: error.localizedDescription)
        }
    }

    // MARK: CSV

    private func parseCSV(text: String, file: String, into parsed: inout Parsed) throws {
        let table: CSVTable
        switch CSVTable.parse(text) {
        case .success(let t): table = t
        case .failure(let error):
            parsed.issues.append(.init(file: file, line: error.line, message: error.message))
            return
        }
        let header = Set(table.header)
        let kinds: [(String, [String])] = [
            ("products", CatalogColumns.products), ("shops", CatalogColumns.shops),
            ("stations", CatalogColumns.stations), ("calendar", CatalogColumns.calendar),
            ("settings", CatalogColumns.settings),
        ]
        // The table is the one whose required columns are all present (products first: it has the most).
        guard let (kind, expected) = kinds.first(where: { _, columns in
            columns.filter { !CatalogColumns.optional.contains($0) }.allSatisfy(header.contains)
        }) else {
            throw CatalogError.unknownFormat(
                file, reason: "line 1: the header matches no catalog table; products.csv needs "
                    + CatalogColumns.products.joined(separator: ","))
        }
        let unknown = table.header.filter { !expected.contains($0) && !$0.isEmpty }
        if !unknown.isEmpty {
            parsed.issues.append(.init(
                file: file, line: 1, message: "unknown column(s) \(unknown.joined(separator: ", ")) for \(kind)"))
        }
        var columns: [String: Int] = [:]
        for (i, name) in table.header.enumerated() where columns[name] == nil { columns[name] = i }

        for row in table.rows {
            var reader = RowReader(columns: columns, row: row, file: file)
            if row.fields.count > table.header.count {
                reader.fail("\(row.fields.count) fields but the header has \(table.header.count)")
            }
            switch kind {
            case "settings":
                let key = reader.text("key")
                let value = reader.text("value")
                if key == "time_zone" {
                    if TimeZone(identifier: value) == nil {
                        reader.fail("time_zone '\(value)' is not a time zone (e.g. Asia/Tokyo)")
                    } else {
                        parsed.timeZone = value
                    }
                } else if !key.isEmpty {
                    reader.fail("unknown setting '\(key)' (known: time_zone)")
                }
            case "shops":
                let shop = shopRow(&reader)
                if let shop { parsed.shops.append(.init(file: file, line: row.line, value: shop)) }
            case "stations":
                let station = PickupStation(
                    id: reader.text("id"), name: reader.text("name"), nameEn: reader.raw("name_en"),
                    area: reader.raw("area"), openWeekdays: reader.weekdays("open_weekdays"))
                parsed.stations.append(.init(file: file, line: row.line, value: station))
            case "products":
                let product = productRow(&reader)
                parsed.products.append(.init(file: file, line: row.line, value: product))
            default:
                let exception = calendarRow(&reader)
                if let exception { parsed.exceptions.append(.init(file: file, line: row.line, value: exception)) }
            }
            parsed.issues += reader.issues
        }
    }

    private func shopRow(_ reader: inout RowReader) -> Shop? {
        let id = reader.text("id")
        let name = reader.text("name")
        let days = reader.int("deadline_days_before", range: 0...14)
        let time = reader.text("deadline_time")
        let weekdays = reader.weekdays("delivery_weekdays")
        guard let rule = OrderDeadlineRule(daysBefore: days, time: time) else {
            if !time.isEmpty { reader.fail("deadline_time '\(time)' is not HH:MM") }
            return nil
        }
        return Shop(
            id: id, name: name, nameEn: reader.raw("name_en"), kind: reader.text("kind"), deadline: rule,
            deliveryWeekdays: weekdays)
    }

    private func productRow(_ reader: inout RowReader) -> Product {
        let unitText = reader.text("pack_unit")
        let unit = PackSize.Unit(rawValue: unitText.lowercased())
        if unit == nil && !unitText.isEmpty { reader.fail("pack_unit '\(unitText)' is not g, ml or piece") }
        let pack = PackSize(
            value: reader.positiveDouble("pack_value"), unit: unit ?? .g, pieces: reader.optionalInt("pack_pieces"))
        let weekdaysText = reader.raw("delivery_weekdays")
        return Product(
            id: reader.text("id"), shopId: reader.text("shop_id"), name: reader.text("name"),
            nameEn: reader.raw("name_en"), foods: reader.list("foods"), pack: pack,
            price: reader.int("price", range: 1...10_000_000), stock: reader.int("stock", default: 0, range: 0...1_000_000),
            labels: reader.list("labels"), onSale: reader.bool("on_sale", default: true),
            soldOut: reader.bool("sold_out", default: false),
            deliveryWeekdays: weekdaysText.isEmpty ? nil : reader.weekdays("delivery_weekdays"),
            popularity: reader.int("popularity", default: 0, range: 0...100),
            origin: reader.raw("origin").isEmpty ? nil : reader.raw("origin"))
    }

    private func calendarRow(_ reader: inout RowReader) -> CalendarException? {
        let dateText = reader.text("date")
        let scopeText = reader.text("scope")
        let delivers = reader.bool("delivers", default: false)
        let date = CalendarDay(iso: dateText)
        if date == nil && !dateText.isEmpty { reader.fail("date '\(dateText)' is not YYYY-MM-DD") }
        let scope = CalendarException.Scope(text: scopeText)
        if scope == nil && !scopeText.isEmpty {
            reader.fail("scope '\(scopeText)' is not *, shop:ID, station:ID or product:ID")
        }
        guard let date, let scope else { return nil }
        return CalendarException(date: date, scope: scope, delivers: delivers, note: reader.raw("note"))
    }

    // MARK: JSONL

    private struct TypeProbe: Decodable {
        var type: String
        var timeZone: String?
    }

    private func parseJSONL(text: String, file: String, into parsed: inout Parsed) {
        let decoder = JSONDecoder()
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            let data = Data(line.utf8)
            func fail(_ message: String) {
                parsed.issues.append(.init(file: file, line: lineNumber, message: message))
            }
            do {
                let probe = try decoder.decode(TypeProbe.self, from: data)
                switch probe.type {
                case "catalog":
                    if let zone = probe.timeZone {
                        if TimeZone(identifier: zone) == nil { fail("timeZone '\(zone)' is not a time zone") }
                        else { parsed.timeZone = zone }
                    }
                case "shop":
                    parsed.shops.append(.init(file: file, line: lineNumber, value: try decoder.decode(Shop.self, from: data)))
                case "station":
                    parsed.stations.append(.init(
                        file: file, line: lineNumber, value: try decoder.decode(PickupStation.self, from: data)))
                case "product":
                    let product = try decoder.decode(Product.self, from: data)
                    if product.pack.value <= 0 || !product.pack.value.isFinite { fail("pack.value must be positive") }
                    if product.price <= 0 { fail("price must be positive") }
                    if product.stock < 0 { fail("stock must not be negative") }
                    parsed.products.append(.init(file: file, line: lineNumber, value: product))
                case "calendar":
                    parsed.exceptions.append(.init(
                        file: file, line: lineNumber, value: try decoder.decode(CalendarException.self, from: data)))
                default:
                    fail("type '\(probe.type)' is not catalog, shop, station, product or calendar")
                }
            } catch let error as DecodingError {
                fail(Self.describe(error))
            } catch {
                fail("not a JSON object: \(error.localizedDescription)")
            }
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let prefix = path(context)
            return "missing key '\(prefix.isEmpty ? "" : prefix + ".")\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "'\(path(context))' should be \(type)"
        case .valueNotFound(let type, let context):
            return "'\(path(context))' is null but should be \(type)"
        case .dataCorrupted(let context):
            let where_ = path(context)
            return (where_.isEmpty ? "" : "'\(where_)': ") + context.debugDescription
        @unknown default:
            return "cannot decode: \(error)"
        }
    }

    // MARK: Merge and check

    private func merge(_ parsed: Parsed, into base: CatalogSnapshot) throws -> CatalogSnapshot {
        var issues = parsed.issues
        var result = base
        if let zone = parsed.timeZone { result.timeZoneIdentifier = zone }

        func checkDuplicates<V>(_ items: [Located<V>], id: (V) -> String, what: String) {
            var firstSeen: [String: Located<V>] = [:]
            for item in items {
                let key = id(item.value)
                if key.isEmpty { continue }
                if let first = firstSeen[key] {
                    issues.append(.init(
                        file: item.file, line: item.line,
                        message: "duplicate \(what) id '\(key)' (first at \(first.file):\(first.line))"))
                } else {
                    firstSeen[key] = item
                }
                if !Self.isValidID(key) {
                    issues.append(.init(
                        file: item.file, line: item.line,
                        message: "\(what) id '\(key)' must be ASCII letters, digits, '-', '_' or '.'"))
                }
            }
        }
        checkDuplicates(parsed.shops, id: \.id, what: "shop")
        checkDuplicates(parsed.stations, id: \.id, what: "station")
        checkDuplicates(parsed.products, id: \.id, what: "product")

        for shop in parsed.shops { result.upsert(shop.value) }
        for station in parsed.stations { result.upsert(station.value) }
        for product in parsed.products { result.upsert(product.value) }

        for item in parsed.products {
            let product = item.value
            func fail(_ message: String) { issues.append(.init(file: item.file, line: item.line, message: message)) }
            if !product.shopId.isEmpty && result.shop(id: product.shopId) == nil {
                fail("shop_id '\(product.shopId)' is not a shop of the catalog")
            }
            if product.foods.isEmpty { fail("foods is empty (name at least one lexicon food id)") }
            if let knownFoods {
                for food in product.foods where !knownFoods.contains(food) {
                    fail("food '\(food)' is not in the lexicon (data/lexicon/foods.tsv)")
                }
            }
            if product.name.isEmpty && product.nameEn.isEmpty { fail("the product has no name") }
        }
        for item in parsed.exceptions {
            let exception = item.value
            let known: Bool
            switch exception.scope {
            case .everything: known = true
            case .shop(let id): known = result.shop(id: id) != nil
            case .station(let id): known = result.station(id: id) != nil
            case .product(let id): known = result.product(id: id) != nil
            }
            if !known {
                issues.append(.init(file: item.file, line: item.line, message: "scope '\(exception.scope)' names no catalog entry"))
            }
            result.add(exception)
        }
        if !issues.isEmpty {
            throw CatalogError.badRows(issues.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
        }
        return result
    }

    static func isValidID(_ id: String) -> Bool {
        id.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 45 || c == 95 || c == 46
                || c == 58
        }
    }
}
