import Foundation
import KaimonoKit
import Testing

/// `kaimono --version` prints the one version the library declares.
@Suite struct VersionTests {
    @Test func printsTheLibraryVersion() async throws {
        let result = try await KaimonoBinary.locate().run(
            ["--version"], input: nil, environment: [:], directory: CommandOutputTests.root)
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == Kaimono.version + "\n")
        #expect(Kaimono.version.split(separator: ".").count == 3)
    }
}
