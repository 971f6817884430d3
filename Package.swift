// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Kaimono",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kaimono", targets: ["kaimono"]),
        .library(name: "RecipeExtraction", targets: ["RecipeExtraction"]),
        .library(name: "IngredientParsing", targets: ["IngredientParsing"]),
        .library(name: "FoodLexicon", targets: ["FoodLexicon"]),
        .library(name: "KaimonoKit", targets: ["KaimonoKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // libxml2 from the system (Debian: libxml2-dev); scripts/bootstrap installs it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // zlib from the system (Debian: zlib1g-dev) for gzip-compressed batch inputs.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The bundled data (lexicon, units, sample recipes) shipped as resources beside the binary.
        .target(
            name: "KaimonoData",
            path: "data",
            exclude: ["README.md", "recipe-sources"],
            sources: ["KaimonoData.swift"],
            resources: [.copy("lexicon"), .copy("recipes"), .copy("catalog")]
        ),
        // JSON text for every output (CLI, HTTP, batch): the bytes JSONEncoder would give, written faster.
        .target(name: "JSONWriting"),
        .target(name: "RecipeExtraction", dependencies: ["CLibXML2"]),
        // Recipe pages by URL: AsyncHTTPClient with limits, and the guard that keeps fetches off private networks.
        .target(
            name: "RecipeFetching",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        .target(name: "FoodLexicon", dependencies: ["KaimonoData"]),
        .target(name: "IngredientParsing", dependencies: ["FoodLexicon", "KaimonoData", "JSONWriting"]),
        .target(
            name: "Catalog",
            dependencies: ["FoodLexicon", "KaimonoData", "JSONWriting", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(name: "CatalogFeeds", dependencies: ["Catalog", "FoodLexicon"]),
        // The same stores over PostgreSQL, for several instances sharing one database.
        .target(
            name: "PostgresStore",
            dependencies: [
                "Catalog", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "Matching", dependencies: ["IngredientParsing", "Catalog", "JSONWriting"]),
        .target(name: "Ordering", dependencies: ["Matching", "Catalog", "IngredientParsing", "RecipeExtraction", "FoodLexicon", "JSONWriting"]),
        .target(
            name: "Suggestions",
            dependencies: ["Matching", "Catalog", "IngredientParsing", "RecipeExtraction", "FoodLexicon", "KaimonoData"]
        ),
        .target(
            name: "BatchRunning",
            dependencies: ["RecipeExtraction", "IngredientParsing", "FoodLexicon", "Catalog", "Matching", "JSONWriting", "CZlib"]
        ),
        // The facade: every decision the CLI and the server share (database, lexicon, clock, carts …).
        .target(
            name: "KaimonoKit",
            dependencies: [
                "RecipeExtraction", "IngredientParsing", "FoodLexicon", "Catalog", "CatalogFeeds", "PostgresStore", "Matching",
                "Ordering", "BatchRunning", "Suggestions", "JSONWriting", "RecipeFetching",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The HTTP service: decodes requests, calls the facade, encodes its answers.
        .target(
            name: "KaimonoServer",
            dependencies: [
                "KaimonoKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The CLI: parses arguments, calls the facade, prints.
        .executableTarget(
            name: "kaimono",
            dependencies: [
                "KaimonoKit", "KaimonoServer", .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process benchmark of recipe extraction (scripts/bench-extraction runs it on one core).
        .executableTarget(name: "bench-extraction", dependencies: ["RecipeExtraction"], path: "Benchmarks/bench-extraction"),
        // In-process benchmark of feed import, tagging and matching with a large catalog (scripts/bench-feeds).
        .executableTarget(
            name: "bench-feeds", dependencies: ["CatalogFeeds", "Catalog", "FoodLexicon", "IngredientParsing", "Matching"],
            path: "Benchmarks/bench-feeds"),
        .executableTarget(
            name: "bench-suggest", dependencies: ["Suggestions", "Catalog", "FoodLexicon", "JSONWriting"],
            path: "Benchmarks/bench-suggest"),
        .testTarget(name: "RecipeExtractionTests", dependencies: ["RecipeExtraction"], resources: [.copy("Fixtures")]),
        .testTarget(name: "FoodLexiconTests", dependencies: ["FoodLexicon"]),
        .testTarget(name: "JSONWritingTests", dependencies: ["JSONWriting"]),
        .testTarget(name: "IngredientParsingTests", dependencies: ["IngredientParsing", "FoodLexicon"]),
        // The store tests' backends (SQLite, and PostgreSQL when KAIMONO_TEST_POSTGRES is set).
        .target(
            name: "StoreTestSupport",
            dependencies: ["Catalog", "PostgresStore", .product(name: "Logging", package: "swift-log")],
            path: "Tests/StoreTestSupport"
        ),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "PostgresStore", "StoreTestSupport"]),
        .testTarget(
            name: "CatalogFeedsTests", dependencies: ["CatalogFeeds", "Catalog", "FoodLexicon", "StoreTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "BatchRunningTests", dependencies: ["BatchRunning", "RecipeExtraction", "IngredientParsing", "FoodLexicon", "Catalog"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MatchingTests", dependencies: ["Matching", "Catalog", "IngredientParsing", "FoodLexicon"], resources: [.copy("Fixtures")]),
        .testTarget(name: "KaimonoKitTests", dependencies: ["KaimonoKit", "StoreTestSupport", "PageServerSupport"]),
        // A loopback HTTP server of the tests' own (redirects, stalls, endless bodies, charsets) for fetch tests.
        .target(name: "PageServerSupport", path: "Tests/Support/PageServerSupport"),
        .testTarget(name: "RecipeFetchingTests", dependencies: ["RecipeFetching", "PageServerSupport"]),
        .testTarget(
            name: "KaimonoServerTests",
            dependencies: [
                "KaimonoServer", "KaimonoKit", "StoreTestSupport", "PageServerSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Golden"]
        ),
        // Runs the built kaimono binary and compares its output with recordings (Golden/).
        .testTarget(
            name: "KaimonoCLITests",
            dependencies: [
                "kaimono", "KaimonoKit", "PageServerSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "OrderingTests", dependencies: ["Ordering", "Catalog", "RecipeExtraction", "FoodLexicon", "IngredientParsing", "Matching", "StoreTestSupport"]),
        .testTarget(
            name: "SuggestionsTests",
            dependencies: ["Suggestions", "Catalog", "FoodLexicon", "IngredientParsing", "StoreTestSupport"],
            resources: [.copy("Fixtures")]),
    ]
)

// Shared settings for every Swift target (system library targets take none).
for target in package.targets where [.executable, .test, .regular].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
