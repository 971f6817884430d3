import Foundation
import Testing

/// The `kaimono` binary's output, byte for byte, against outputs recorded in `Golden/`.
///
/// Every case runs the built binary in the repository root over one fresh database, in order (an order
/// submitted by one case is shown by a later one), at a fixed `--now`. Standard output must equal the
/// recorded bytes (or, for large outputs, their length and FNV-1a hash); error cases record standard error and the status
/// too. `KAIMONO_RECORD_GOLDEN=1 swift test --filter CommandOutputTests` rewrites the recordings: do it only
/// for a deliberate change of output, and review the diff.
@Suite(.serialized) struct CommandOutputTests {
    /// One command line and what to check of its result.
    struct Case: Sendable, CustomStringConvertible {
        enum Input: Sendable {
            case none
            case text(String)
            /// The standard output of an earlier case.
            case outputOf(String)
            /// The standard output of an earlier case with every `replacing` turned into `with`.
            case editedOutputOf(String, replacing: String, with: String)
            /// The bytes of a file under the package root.
            case file(String)
        }

        var name: String
        var arguments: [String]
        var input: Input = .none
        /// The exit status expected; a failing case records its standard error too.
        var status: Int32 = 0
        /// Record the length and a hash of standard output instead of the bytes (large outputs).
        var digest = false

        var description: String { name }
    }

    static let now = ["--now", "2026-11-23T10:00:00+09:00"]
    static let lines = [
        "♥鶏モモ肉 500g前後", "玉ねぎ 1/2個", "2 1/2 cups all-purpose flour, sifted", "【A】醤油 大さじ2", "塩 少々",
        "1 (14.5 oz) can diced tomatoes", "Salt and pepper, to taste", "豚バラ薄切り肉 200g", "",
        "say \"hi\" \\ back\\slash\ttab",
    ]

    static let cases: [Case] = [
        Case(name: "parse-line-jsonl", arguments: ["parse-line", "--format", "jsonl"] + lines),
        Case(name: "parse-line-json", arguments: ["parse-line", "--format", "json"] + lines),
        Case(name: "parse-line-table", arguments: ["parse-line", "--format", "table"] + lines),
        Case(
            name: "parse-line-stdin", arguments: ["parse-line", "--group", "たれ"],
            input: .text("醤油 大さじ3\r\nみりん 大さじ2\n\n砂糖 小さじ1")),
        Case(name: "parse-line-empty-stdin", arguments: ["parse-line", "--format", "json"], input: .text("")),
        Case(name: "match-jsonl", arguments: ["match", "--format", "jsonl", "--top", "2"] + lines),
        Case(name: "match-json-recipe", arguments: ["match", "--format", "json", "--recipe", "data/recipes/nikujaga.html"]),
        Case(name: "match-table", arguments: ["match", "--format", "table"] + lines),
        Case(name: "match-stdin-top0", arguments: ["match", "--top", "0"], input: .text("卵 2個\nbutter\n")),
        Case(
            name: "match-recipe-stdin", arguments: ["match", "--recipe", "-", "--top", "1", "--format", "jsonl"],
            input: .file("data/recipes/oyakodon.json"), digest: true),
        Case(name: "match-missing-recipe", arguments: ["match", "--recipe", "no/such/file.html"], status: 1),
        Case(name: "match-recipe-directory", arguments: ["match", "--recipe", "data/recipes"], status: 1),
        Case(
            name: "parse-jsonl",
            arguments: ["parse", "--format", "jsonl", "data/recipes/nikujaga.html", "data/recipes/carbonara.json",
                        "data/recipes/html/tuna-pasta-salad.html", "no/such/page.html"],
            status: 1),
        Case(
            name: "parse-json",
            arguments: ["parse", "--format", "json", "data/recipes/html/hotate-takikomi.html", "data/recipes/oyakodon.json"]),
        Case(
            name: "parse-table",
            arguments: ["parse", "--format", "table", "data/recipes/html/salmon-chowder.html", "data/recipes/oyakodon.json"]),
        Case(
            name: "parse-stdin", arguments: ["parse", "-"],
            input: .text(#"{"@type": "Recipe", "name": "Toast", "recipeYield": "1", "recipeIngredient": ["1 slice bread", "butter"]}"#)),
        Case(
            name: "buy-json",
            arguments: ["buy", "data/recipes/nikujaga.html", "data/recipes/carbonara.json", "--pickup-date", "2026-11-24",
                        "--station", "st-shibuya", "--format", "json"] + now),
        Case(
            name: "buy-jsonl-options",
            arguments: ["buy", "data/recipes/oyakodon.json", "--line", "牛乳 1本", "--pickup-date", "tomorrow",
                        "--servings", "4", "--include-pantry", "--substitute", "--prefer-shop", "s-grocery",
                        "--format", "jsonl"] + now),
        Case(
            name: "buy-table",
            arguments: ["buy", "data/recipes/nikujaga.html", "data/recipes/carbonara.json", "--pickup-date", "2026-11-25",
                        "--format", "table"] + now),
        Case(
            name: "buy-stdin",
            arguments: ["buy", "-", "--pickup-date", "2026-11-24", "--station", "st-shibuya", "--format", "jsonl"] + now,
            input: .file("data/recipes/oyakodon.json")),
        Case(
            name: "buy-servings-table",
            arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "2026-11-24", "--servings", "1000",
                        "--format", "table"] + now),
        Case(
            name: "buy-unknown-shop",
            arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "2026-11-24", "--prefer-shop", "s-nope"] + now,
            status: 1),
        Case(
            name: "buy-bad-date", arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "someday"] + now,
            status: 1),
        Case(
            name: "buy-past-date",
            arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "2026-11-01", "--format", "json"] + now,
            status: 1),
        Case(
            name: "buy-every-station-closed",
            arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "2026-12-31"] + now, status: 1),
        Case(
            name: "buy-impossible-now",
            arguments: ["buy", "data/recipes/oyakodon.json", "--pickup-date", "tomorrow", "--now",
                        "2026-02-30T10:00:00+09:00"],
            status: 1),
        Case(
            name: "order-submit-beyond-horizon",
            arguments: ["order", "submit", "-", "--key", "golden-far", "--customer", "c-golden"] + now,
            input: .editedOutputOf("buy-json", replacing: #""pickupDate" : "2026-11-24""#, with: #""pickupDate" : "2027-06-01""#),
            status: 1),
        Case(
            name: "order-submit",
            arguments: ["order", "submit", "-", "--key", "golden-1", "--customer", "c-golden", "--format", "json"] + now,
            input: .outputOf("buy-json")),
        Case(
            name: "order-submit-replay",
            arguments: ["order", "submit", "-", "--key", "golden-1", "--customer", "c-golden", "--format", "jsonl"] + now,
            input: .outputOf("buy-json")),
        Case(
            name: "order-submit-conflict",
            arguments: ["order", "submit", "-", "--key", "golden-1", "--customer", "c-golden"] + now,
            input: .outputOf("buy-jsonl-options"), status: 1),
        Case(
            name: "order-submit-price-changed",
            arguments: ["order", "submit", "-", "--key", "golden-2", "--customer", "c-golden", "--format", "jsonl"] + now,
            input: .editedOutputOf("buy-json", replacing: #""unitPrice" : 238"#, with: #""unitPrice" : 200"#), status: 1),
        Case(
            name: "order-cancel-before-history",
            arguments: ["order", "cancel", "o-1762477ce221f280-s-butcher", "--now", "2026-11-22T10:00:00+09:00"],
            status: 1),
        Case(
            name: "order-submit-fractional-packs",
            arguments: ["order", "submit", "-", "--key", "golden-3", "--customer", "c-golden", "--format", "jsonl"] + now,
            input: .editedOutputOf("buy-json", replacing: #""packs" : 1,"#, with: #""packs" : 2.5,"#), status: 1),
        Case(
            name: "order-mark",
            arguments: ["order", "mark", "o-1762477ce221f280-s-noodle", "--status", "ready_for_pickup", "--format", "jsonl"]
                + now),
        Case(
            name: "order-cancel-refused",
            arguments: ["order", "cancel", "o-1762477ce221f280-s-noodle", "--format", "json"] + now, status: 1),
        Case(
            name: "order-cancel-table",
            arguments: ["order", "cancel", "o-1762477ce221f280-s-butcher", "--format", "table"] + now),
        Case(name: "order-show-table", arguments: ["order", "show", "o-1762477ce221f280-s-egg", "--format", "table"]),
        Case(name: "order-list-customer", arguments: ["order", "list", "--customer", "c-golden", "--format", "jsonl"]),
        Case(
            name: "order-list-station",
            arguments: ["order", "list", "--station", "st-shibuya", "--date", "2026-11-24", "--format", "table"] + now),
        Case(
            name: "order-list-bad-options", arguments: ["order", "list", "--station", "st-shibuya"], status: 64),
        Case(name: "suggest-food-json", arguments: ["suggest", "鶏もも肉", "--pickup-date", "2026-11-24", "--format", "json"] + now),
        Case(
            name: "suggest-product-jsonl",
            arguments: ["suggest", "p-00001", "--pickup-date", "2026-11-24", "--limit", "3", "--format", "jsonl"] + now),
        Case(
            name: "suggest-table",
            arguments: ["suggest", "chicken", "thigh", "--station", "st-shibuya", "--limit", "4", "--format", "table"] + now),
        Case(
            name: "suggest-beyond-horizon", arguments: ["suggest", "p-00001", "--pickup-date", "9999-12-31"] + now,
            status: 1),
        Case(name: "suggest-past-date", arguments: ["suggest", "p-00001", "--pickup-date", "2020-01-01"] + now, status: 1),
        Case(name: "suggest-unknown-station", arguments: ["suggest", "鶏もも肉", "--station", "st-nowhere"] + now, status: 1),
        Case(name: "catalog-info-json", arguments: ["catalog", "info", "--format", "json"]),
        Case(name: "catalog-search-jsonl", arguments: ["catalog", "search", "豚バラ", "--limit", "3", "--format", "jsonl"]),
        Case(name: "catalog-search-json", arguments: ["catalog", "search", "卵", "--limit", "2", "--format", "json"]),
        Case(name: "catalog-search-table", arguments: ["catalog", "search", "milk", "--format", "table"]),
        Case(name: "catalog-export", arguments: ["catalog", "export"], digest: true),
        Case(name: "index-export", arguments: ["index", "export"], digest: true),
        Case(name: "index-info", arguments: ["index", "info", "--format", "table"]),
        Case(name: "index-info-json", arguments: ["index", "info", "--format", "json"]),
        Case(name: "index-info-piped", arguments: ["index", "info"]),
        Case(
            name: "batch-match",
            arguments: ["batch", "data/recipes/oyakodon.json", "data/recipes/nikujaga.html",
                        "data/recipes/html/tuna-pasta-salad.html", "--output", "-", "--quiet", "--jobs", "2"]),
        Case(
            name: "batch-no-match",
            arguments: ["batch", "data/recipes/html", "--output", "-", "--quiet", "--no-match", "--jobs", "1"],
            digest: true),
        Case(
            name: "batch-report-directory",
            arguments: ["batch", "data/recipes/oyakodon.json", "--output", "-", "--quiet", "--report", "data/recipes"],
            status: 1),
        Case(name: "parse-line-bad-option", arguments: ["parse-line", "--benchmark", "0"], status: 64),
        // Merchant feeds, last: the real import changes the catalog the cases above read.
        Case(
            name: "catalog-tag-jsonl",
            arguments: ["catalog", "tag", "国産 豚ロースしゃぶしゃぶ用 300g", "黒毛和牛 A5 もも焼肉用 400g", "餃子の皮 24枚",
                        "Spinach & Feta Pierogi, 12 oz", "Paper Towels, 6 ct", "--format", "jsonl"]),
        Case(
            name: "catalog-tag-table",
            arguments: ["catalog", "tag", "Sunny Farms Honey Crunch", "--category", "Produce > Bananas", "--format", "table"]),
        Case(name: "catalog-tag-feed", arguments: ["catalog", "tag", "--feed", Self.feed, "--column", "name=title", "--column", "id=sku"]),
        Case(
            name: "catalog-import-feed-dry-run",
            arguments: ["catalog", "import", "--feed", Self.feed, "--column", "name=title", "--column", "id=sku", "--dry-run",
                        "--format", "json"]),
        Case(name: "catalog-import-feed-bad-rows", arguments: ["catalog", "import", "--feed", Self.badFeed], status: 1),
        Case(name: "catalog-review-empty", arguments: ["catalog", "review"]),
        Case(
            name: "catalog-import-feed",
            arguments: ["catalog", "import", "--feed", Self.feed, "--column", "name=title", "--column", "id=sku", "--shop", "s-feed",
                        "--format", "jsonl"]),
        Case(name: "catalog-review", arguments: ["catalog", "review", "--below", "0.9"]),
        Case(name: "catalog-review-unknown-words", arguments: ["catalog", "review", "--unknown-words"]),
    ]
    static let feed = "Tests/KaimonoCLITests/Golden/feeds/shop-feed.csv"
    static let badFeed = "Tests/KaimonoCLITests/Golden/feeds/bad-feed.csv"

    /// The package root (the cases name files under `data/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["KAIMONO_RECORD_GOLDEN"] == "1"

    @Test func everyCaseMatchesItsRecording() async throws {
        let binary = try KaimonoBinary.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kaimono-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("golden.sqlite").path
        var outputs: [String: [UInt8]] = [:]
        for item in Self.cases {
            let input: [UInt8]? =
                switch item.input {
                case .none: nil
                case .text(let text): Array(text.utf8)
                case .outputOf(let name): outputs[name]
                case .editedOutputOf(let name, let old, let new):
                    outputs[name].map { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8) }
                case .file(let path): Array(try Data(contentsOf: Self.root.appendingPathComponent(path)))
                }
            let result = try await binary.run(
                item.arguments, input: input, environment: ["KAIMONO_DATABASE": database], directory: Self.root)
            outputs[item.name] = result.output
            #expect(result.status == item.status, "kaimono \(item.arguments.joined(separator: " ")) exited with \(result.status)")
            let recorded = Self.recording(of: item, result: result, database: database)
            let file = Self.goldenFolder.appendingPathComponent(item.name + ".txt")
            if Self.recording {
                try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
                try Data(recorded.utf8).write(to: file)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(recorded == expected, "kaimono \(item.arguments.joined(separator: " ")) differs from Golden/\(item.name).txt")
        }
    }

    /// What is compared: status, standard output (or its digest), and standard error for failing cases;
    /// the temporary database path reads `$DATABASE`.
    static func recording(of item: Case, result: KaimonoBinary.Result, database: String) -> String {
        var text = "$ kaimono " + item.arguments.joined(separator: " ") + "\n"
        text += "status \(result.status)\n"
        if result.status != 0 || item.status != 0 {
            text += "--- stderr\n" + String(decoding: result.error, as: UTF8.self)
        }
        text += "--- stdout\n"
        if item.digest {
            text += "\(result.output.count) bytes, fnv1a64 \(Self.fnv1a(result.output))\n"
        } else {
            text += String(decoding: result.output, as: UTF8.self)
        }
        return text.replacingOccurrences(of: database, with: "$DATABASE")
    }

    /// A 64-bit FNV-1a hash in hex: enough to notice any change of a large output.
    static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
