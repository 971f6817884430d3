/// A trie over normalized Unicode scalar values, for finding every known name that starts at a position.
///
/// Laid out once from the sorted keys into flat arrays: the root's children sit in a table indexed by
/// scalar (the root is where every search starts, and it has thousands of children), every other node's
/// children in a sorted slice of one shared edge array, scanned linearly since they are few.
struct NameTrie: Sendable {
    private static let rootTableSize = 0x10000
    private var rootTable: [Int32]
    private var rootOther: [UInt32: Int32]
    /// Node `n`'s children are edges `childStart[n] ..< childStart[n] + childCount[n]`, sorted by scalar.
    private var childStart: [Int32] = []
    private var childCount: [Int32] = []
    private var edgeScalars: [UInt32] = []
    private var edgeTargets: [Int32] = []
    /// For each node, the index of the food whose name ends there, or -1.
    private var terminals: [Int32] = []

    /// Builds the trie from entries with distinct keys.
    init(entries: [(key: [UInt32], food: Int)]) {
        rootTable = [Int32](repeating: -1, count: Self.rootTableSize)
        rootOther = [:]
        // Sorted keys put every node's children next to each other, so the trie is laid out in one pass.
        let sorted = entries.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        _ = build(sorted, lower: 0, upper: sorted.count, depth: 0)
    }

    private mutating func build(_ keys: [(key: [UInt32], food: Int)], lower: Int, upper: Int, depth: Int) -> Int32 {
        let node = Int32(terminals.count)
        terminals.append(-1)
        childStart.append(0)
        childCount.append(0)
        var index = lower
        if index < upper, keys[index].key.count == depth {
            terminals[Int(node)] = Int32(keys[index].food)
            index += 1
        }
        // Two scans of the children's key range, so no list of groups is made per node: the first lays out
        // this node's edges (consecutive, sorted), the second builds each child and points its edge at it.
        let childrenLower = index
        let first = edgeScalars.count
        var groupCount = 0
        while index < upper {
            let value = keys[index].key[depth]
            index += 1
            while index < upper, keys[index].key[depth] == value {
                index += 1
            }
            if node != 0 {
                edgeScalars.append(value)
                edgeTargets.append(-1)
            }
            groupCount += 1
        }
        childStart[Int(node)] = Int32(first)
        childCount[Int(node)] = Int32(node == 0 ? 0 : groupCount)
        index = childrenLower
        var offset = 0
        while index < upper {
            let value = keys[index].key[depth]
            var end = index + 1
            while end < upper, keys[end].key[depth] == value {
                end += 1
            }
            let child = build(keys, lower: index, upper: end, depth: depth + 1)
            if node == 0 {
                if Int(value) < Self.rootTableSize {
                    rootTable[Int(value)] = child
                } else {
                    rootOther[value] = child
                }
            } else {
                edgeTargets[first + offset] = child
            }
            offset += 1
            index = end
        }
        return node
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
        let end = edge + Int(childCount[Int(node)])
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
