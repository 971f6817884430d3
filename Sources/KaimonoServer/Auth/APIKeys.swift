import Foundation
import KaimonoKit

/// What an API key may do: `read` (look things up, parse, match, build carts), `order` (submit and cancel
/// orders), `operate` (mark orders ready or picked up, metrics, catalog work).
public enum APIScope: String, Sendable, Hashable, CaseIterable, Comparable {
    case read, order, operate

    public static func < (a: APIScope, b: APIScope) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// The API keys a server accepts, each stored as the SHA-256 of the key, with a name and its scopes.
///
/// The file (`kaimono serve --api-keys FILE`) has one key per line, three fields apart by spaces:
///
///     # name      scopes              hash of the key
///     shop-app    read,order          sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
///     station-1   read,operate        sha256:…
///
/// Blank lines and lines starting with `#` are skipped. `kaimono serve --hash-key` makes a new key and
/// prints its line. Clients send the key as `Authorization: Bearer KEY`.
public struct APIKeys: Sendable, Hashable {
    /// One accepted key.
    public struct Entry: Sendable, Hashable {
        /// Who holds the key (logged, never the key itself).
        public var name: String
        public var scopes: Set<APIScope>
        /// Lowercase hex SHA-256 of the key.
        public var hash: String
    }

    public private(set) var entries: [Entry]
    private var byHash: [String: Int]

    /// The keys of `text` (the file's content); `source` names it in errors.
    public init(text: String, source: String) throws(ServerSetupError) {
        entries = []
        byHash = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let place = "\(source):\(index + 1)"
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count == 3 else {
                throw ServerSetupError(description: "\(place): expected 3 fields (name scopes sha256:HASH), found \(fields.count)")
            }
            let name = fields[0]
            guard name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII || "._-".unicodeScalars.contains($0) }),
                name.count <= 64
            else {
                throw ServerSetupError(description: "\(place): key name '\(name.prefix(40))' must be up to 64 ASCII letters, digits, . _ -")
            }
            var scopes: Set<APIScope> = []
            for word in fields[1].split(separator: ",") {
                guard let scope = APIScope(rawValue: String(word)) else {
                    throw ServerSetupError(description: "\(place): unknown scope '\(word.prefix(40))'; scopes are read, order, operate")
                }
                scopes.insert(scope)
            }
            guard !scopes.isEmpty else { throw ServerSetupError(description: "\(place): give at least one scope") }
            let hash = fields[2].lowercased()
            guard hash.hasPrefix("sha256:"), hash.count == 71, hash.dropFirst(7).allSatisfy(\.isHexDigit) else {
                throw ServerSetupError(description: "\(place): the hash must be sha256: and 64 hex digits (`kaimono serve --hash-key` prints one)")
            }
            let digest = String(hash.dropFirst(7))
            guard byHash[digest] == nil else { throw ServerSetupError(description: "\(place): the same key is listed twice") }
            byHash[digest] = entries.count
            entries.append(Entry(name: name, scopes: scopes, hash: digest))
        }
        guard !entries.isEmpty else {
            throw ServerSetupError(description: "\(source): no keys; add lines `name scopes sha256:HASH` (`kaimono serve --hash-key`)")
        }
    }

    /// The keys of the file at `path`.
    public init(contentsOf path: String) throws(ServerSetupError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ServerSetupError(description: "cannot read the API key file \(path)")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), source: path)
    }

    /// The entry whose key is `key`, if any.
    public func entry(forKey key: String) -> Entry? {
        byHash[Self.hash(key)].map { entries[$0] }
    }

    /// Lowercase hex SHA-256 of `key`.
    public static func hash(_ key: String) -> String { SHA256Digest.hex(key) }

    /// A new random key: `kmk_` and 43 base64url characters (256 bits from the system's secure generator).
    public static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return "kmk_" + text
    }
}
