/// A trie over normalized Unicode scalar values, for finding every known name that starts at a position.
///
/// Built once, then frozen into flat arrays: the root's children sit in a table indexed by scalar (the
/// root is where every search starts, and it has thousands of children), every other node's children in
/// a sorted slice of one shared edge array, scanned linearly since they are few.
struct NameTrie: Sendable {
    private static let rootTableSize = 0x10000
    private var rootTable: [Int32]
    private var rootOther: [UInt32: Int32]
    /// Node `n`'s children are edges `childStart[n] ..< childStart[n + 1]`.
    private var childStart: [Int32]
    private var edgeScalars: [UInt32]
    private var edgeTargets: [Int32]
    /// For each node, the index of the food whose name ends there, or -1.
    private var terminals: [Int32]

    /// Builds the trie; when two entries share a key, the first is kept.
    init(entries: [(key: [UInt32], food: Int)]) {
        // Build with one edge dictionary keyed by (node, scalar), then freeze it into sorted slices.
        var edges: [UInt64: Int32] = [:]
        edges.reserveCapacity(entries.count * 8)
        var terminals: [Int32] = [-1]
        for entry in entries {
            var node: Int32 = 0
            for value in entry.key {
                let key = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(value)
                if let next = edges[key] {
                    node = next
                } else {
                    let next = Int32(terminals.count)
                    terminals.append(-1)
                    edges[key] = next
                    node = next
                }
            }
            if terminals[Int(node)] < 0 {
                terminals[Int(node)] = Int32(entry.food)
            }
        }
        var rootTable = [Int32](repeating: -1, count: Self.rootTableSize)
        var rootOther: [UInt32: Int32] = [:]
        var flat: [(key: UInt64, child: Int32)] = []
        flat.reserveCapacity(edges.count)
        for (key, child) in edges {
            if key >> 32 == 0 {
                let value = UInt32(truncatingIfNeeded: key)
                if Int(value) < Self.rootTableSize {
                    rootTable[Int(value)] = child
                } else {
                    rootOther[value] = child
                }
            } else {
                flat.append((key, child))
            }
        }
        flat.sort { $0.key < $1.key }
        var childStart = [Int32](repeating: 0, count: terminals.count + 1)
        var edgeScalars: [UInt32] = []
        var edgeTargets: [Int32] = []
        edgeScalars.reserveCapacity(flat.count)
        edgeTargets.reserveCapacity(flat.count)
        var position = 0
        for node in 0..<terminals.count {
            childStart[node] = Int32(edgeScalars.count)
            while position < flat.count, Int(flat[position].key >> 32) == node {
                edgeScalars.append(UInt32(truncatingIfNeeded: flat[position].key))
                edgeTargets.append(flat[position].child)
                position += 1
            }
        }
        childStart[terminals.count] = Int32(edgeScalars.count)
        self.rootTable = rootTable
        self.rootOther = rootOther
        self.childStart = childStart
        self.edgeScalars = edgeScalars
        self.edgeTargets = edgeTargets
        self.terminals = terminals
    }

    /// The root node.
    var root: Int32 { 0 }

    /// The node reached from `node` by `value`, if any name continues that way.
    @inline(__always)
    func child(_ node: Int32, _ value: UInt32) -> Int32? {
        if node == 0 {
            let next = Int(value) < Self.rootTableSize ? rootTable[Int(value)] : (rootOther[value] ?? -1)
            return next < 0 ? nil : next
        }
        var edge = Int(childStart[Int(node)])
        let end = Int(childStart[Int(node) + 1])
        while edge < end {
            let scalar = edgeScalars[edge]
            if scalar == value {
                return edgeTargets[edge]
            }
            if scalar > value {
                return nil
            }
            edge += 1
        }
        return nil
    }

    /// The food index whose name ends at `node`, or `nil`.
    @inline(__always)
    func food(at node: Int32) -> Int? {
        let value = terminals[Int(node)]
        return value < 0 ? nil : Int(value)
    }
}
