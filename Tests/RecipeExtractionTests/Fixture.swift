import Foundation
import Testing

/// Loads the files under `Fixtures/`, written for these tests.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").appendingPathComponent(name)
        return [UInt8](try Data(contentsOf: url))
    }
}
