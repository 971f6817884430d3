// swift-tools-version: 6.1
// A libFuzzer target for the ingredient line parser, kept out of the main package so its build is untouched.
// Build: swift build -c release --sanitize=fuzzer   Run: SWIFT_BACKTRACE=enable=no .build/release/ParseLineFuzzer -max_len=256
import PackageDescription

let package = Package(
    name: "KaimonoFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Kaimono", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "ParseLineFuzzer",
            dependencies: [
                .product(name: "IngredientParsing", package: "Kaimono"),
                .product(name: "FoodLexicon", package: "Kaimono"),
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .unsafeFlags(["-parse-as-library"]),
            ]
        ),
    ]
)
