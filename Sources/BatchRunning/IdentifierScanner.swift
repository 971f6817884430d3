internal import Foundation

/// Finds a record's own id among the top-level keys of a JSON object, without parsing the whole value.
///
/// Tried in order: `id`, `recipeId`, `recipe_id`, `@id`, `identifier`, `url`. Strings and numbers are read;
/// anything else is skipped.
enum IdentifierScanner {
    private static let keys: [[UInt8]] = ["id", "recipeId", "recipe_id", "@id", "identifier", "url"].map { Array($0.utf8) }

    static func identifier(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.topLevelIdentifier()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func topLevelIdentifier() -> String? {
            skipBlank()
            guard take(0x7B) else { return nil }
            var best: (rank: Int, value: String)?
            while true {
                skipBlank()
                guard position < bytes.count else { return best?.value }
                if bytes[position] == 0x7D { return best?.value }
                if bytes[position] == 0x2C {
                    position += 1
                    continue
                }
                guard let keyRange = stringRange() else { return best?.value }
                skipBlank()
                guard take(0x3A) else { return best?.value }
                skipBlank()
                let key = Array(bytes[keyRange])
                if let rank = Self.rank(of: key), rank < (best?.rank ?? .max), let value = scalarValue() {
                    best = (rank, value)
                    if rank == 0 { return value }
                } else if !skipValue() {
                    return best?.value
                }
            }
        }

        static func rank(of key: [UInt8]) -> Int? {
            keys.firstIndex(of: key)
        }

        mutating func skipBlank() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// The bytes between the quotes of the string at `position`, moving past it.
        mutating func stringRange() -> Range<Int>? {
            guard take(0x22) else { return nil }
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case 0x5C: position += 2
                case 0x22:
                    position += 1
                    return start..<(position - 1)
                default: position += 1
                }
            }
            return nil
        }

        /// A string or number value as text; nil (and not moved past) for other values.
        mutating func scalarValue() -> String? {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if byte == 0x22 {
                let start = position
                guard let range = stringRange() else { return nil }
                let raw = bytes[range]
                let text: String?
                if raw.contains(0x5C) {
                    let quoted = Data(bytes[start..<position])
                    text = (try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed])) as? String
                } else {
                    text = String(decoding: raw, as: UTF8.self)
                }
                guard let text, !text.isEmpty else { return nil }
                return text
            }
            if byte == 0x2D || (0x30...0x39).contains(byte) {
                let start = position
                while position < bytes.count, !([0x2C, 0x7D, 0x20, 0x09, 0x0A, 0x0D] as [UInt8]).contains(bytes[position]) {
                    position += 1
                }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            return nil
        }

        /// Moves past one JSON value of any kind; false when the input ends first.
        mutating func skipValue() -> Bool {
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0x22:
                    guard stringRange() != nil else { return false }
                    if depth == 0 { return true }
                    continue
                case 0x7B, 0x5B: depth += 1
                case 0x7D, 0x5D:
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return true
                    }
                case 0x2C:
                    if depth == 0 { return true }
                default: break
                }
                position += 1
            }
            return false
        }
    }
}
