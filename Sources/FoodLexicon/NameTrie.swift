/// A trie over normalized Unicode scalars, for finding every known name that starts at a position.
///
/// Edges live in one dictionary keyed by (node, scalar), which keeps the structure a plain value
/// and each step a single hash lookup.
struct NameTrie: Sendable {
    private var edges: [UInt64: Int32] = [:]
    /// For each node, the index of the food whose name ends there, or -1.
    private var terminals: [Int32] = [-1]

    /// Adds `key` for the food at `foodIndex`; an existing entry for the same key is kept.
    mutating func insert(_ key: [Unicode.Scalar], foodIndex: Int) {
        var node: Int32 = 0
        for scalar in key {
            let edge = Self.edgeKey(node, scalar)
            if let next = edges[edge] {
                node = next
            } else {
                let next = Int32(terminals.count)
                terminals.append(-1)
                edges[edge] = next
                node = next
            }
        }
        if terminals[Int(node)] < 0 {
            terminals[Int(node)] = Int32(foodIndex)
        }
    }

    /// The root node.
    var root: Int32 { 0 }

    /// The node reached from `node` by `scalar`, if any name continues that way.
    @inline(__always)
    func child(_ node: Int32, _ scalar: Unicode.Scalar) -> Int32? {
        edges[Self.edgeKey(node, scalar)]
    }

    /// The food index whose name ends at `node`, or `nil`.
    @inline(__always)
    func food(at node: Int32) -> Int? {
        let value = terminals[Int(node)]
        return value < 0 ? nil : Int(value)
    }

    @inline(__always)
    private static func edgeKey(_ node: Int32, _ scalar: Unicode.Scalar) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar.value)
    }
}
