import Foundation
import KaimonoKit
import Testing

/// `docs/architecture.md` names what the code has: every unit code, every HTTP route, every status the
/// enums can take. A new one in the code fails here until the document says it.
@Suite struct DocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func namesEveryUnitCode() throws {
        let doc = try Self.text("docs/architecture.md")
        let codes = try Self.text("data/lexicon/units.tsv").split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) }
        #expect(codes.count > 50)
        for code in codes { #expect(doc.contains("| `\(code)` |"), "unit code \(code) is not in the table") }
    }

    @Test func namesEveryRouteOfTheOpenAPIDocument() throws {
        let doc = try Self.text("docs/architecture.md")
        let routes = try Self.text("openapi.yaml").split(separator: "\n")
            .filter { $0.hasPrefix("  /") && $0.hasSuffix(":") }.map { String($0.dropFirst(2).dropLast()) }
        #expect(routes.count >= 9)
        for route in routes { #expect(doc.contains(route), "route \(route) is not described") }
    }

    @Test func namesEveryStatus() throws {
        let doc = try Self.text("docs/architecture.md")
        let values = MatchOutcome.Status.allCases.map(\.rawValue) + ExtractionMethod.allCases.map(\.rawValue)
            + OrderStatus.allCases.map(\.rawValue)
        for value in values { #expect(doc.contains("`\(value)`"), "status \(value) is not listed") }
    }
}
