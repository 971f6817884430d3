/// A trie over normalized Unicode scalar values, for finding every known name that starts at a position.
///
/// Laid out once from the sorted keys into one flat array of node records: the root's children are found
/// through a table indexed by scalar (the root is where every search starts, and it has thousands of
/// children), every other node's children sit side by side, sorted by scalar, and are scanned linearly once
/// a binary search has narrowed a long run (a common first letter has some 40) to a few. A record holds all
/// a walk reads of its node (the scalar leading to it, the food ending there, where its children are), so a
/// step of a walk touches one record, not one entry in each of several arrays
/// (the walk is bound by memory reads: the trie is far larger than the first-level cache).
struct NameTrie: Sendable {
    private static let rootTableSize = 0x10000
    /// The entry of a word that holds a food's name but names no food (`ゆっくり` holds くり): a walk that reaches it
    /// learns where the word lies; ``food(at:)`` never returns it.
    static let wordMark = -2

    /// One node below the root.
    struct Node: Sendable, Equatable {
        /// The scalar of the edge from its parent.
        var scalar: UInt32
        /// The index of the food whose name ends here, ``wordMark`` where a word that names no food ends, or -1.
        var food: Int32
        /// Its children are nodes `childStart ..< childStart + childCount`, sorted by scalar.
        var childStart: Int32
        var childCount: Int32
    }

    /// The root's child for each scalar below `rootTableSize` (a node index), or -1.
    private var rootTable: [Int32]
    private var rootOther: [UInt32: Int32]
    private var nodes: [Node] = []
    /// The food of the empty key, if an entry has one (never asked by a walk, kept for completeness).
    private var rootFood: Int32 = -1

    /// Builds the trie from entries with distinct keys; an entry's `food` is a food's index or ``wordMark``.
    init(entries: [(key: [UInt32], food: Int)]) {
        rootTable = [Int32](repeating: -1, count: Self.rootTableSize)
        rootOther = [:]
        // Sorted keys put every node's children next to each other, so the trie is laid out in one pass.
        let sorted = entries.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        nodes.reserveCapacity(sorted.reduce(0) { $0 + $1.key.count })
        var lower = 0
        if lower < sorted.count, sorted[lower].key.isEmpty {
            rootFood = Int32(sorted[lower].food)
            lower += 1
        }
        let first = layChildren(sorted, lower: lower, upper: sorted.count, depth: 0)
        for offset in 0..<(nodes.count - first) {
            let node = Int32(first + offset)
            let value = nodes[first + offset].scalar
            if Int(value) < Self.rootTableSize {
                rootTable[Int(value)] = node
            } else {
                rootOther[value] = node
            }
        }
        fill(sorted, lower: lower, upper: sorted.count, depth: 0, first: first)
    }

    /// Appends a record for each distinct scalar at `depth` among the keys `lower..<upper` (all longer than
    /// `depth`), side by side and sorted; returns the index of the first.
    private mutating func layChildren(_ keys: [(key: [UInt32], food: Int)], lower: Int, upper: Int, depth: Int) -> Int {
        let first = nodes.count
        var index = lower
        while index < upper {
            let value = keys[index].key[depth]
            index += 1
            while index < upper, keys[index].key[depth] == value {
                index += 1
            }
            nodes.append(Node(scalar: value, food: -1, childStart: 0, childCount: 0))
        }
        return first
    }

    /// Fills in the children laid out at `first` for the keys `lower..<upper`: each one's food and, laid out
    /// after, its own children.
    private mutating func fill(_ keys: [(key: [UInt32], food: Int)], lower: Int, upper: Int, depth: Int, first: Int) {
        var index = lower
        var child = first
        while index < upper {
            let value = keys[index].key[depth]
            var end = index + 1
            while end < upper, keys[end].key[depth] == value {
                end += 1
            }
            var rest = index
            if keys[rest].key.count == depth + 1 {
                nodes[child].food = Int32(keys[rest].food)
                rest += 1
            }
            if rest < end {
                let grandchildren = layChildren(keys, lower: rest, upper: end, depth: depth + 1)
                nodes[child].childStart = Int32(grandchildren)
                nodes[child].childCount = Int32(nodes.count - grandchildren)
                fill(keys, lower: rest, upper: end, depth: depth + 1, first: grandchildren)
            }
            child += 1
            index = end
        }
    }

    /// The root node.
    var root: Int32 { -1 }

    /// The node reached from `node` by `value`, if any name continues that way.
    @inline(__always)
    func child(_ node: Int32, _ value: UInt32) -> Int32? {
        if node < 0 {
            let next = Int(value) < Self.rootTableSize ? rootTable[Int(value)] : (rootOther[value] ?? -1)
            return next < 0 ? nil : next
        }
        return nodes.withUnsafeBufferPointer { nodes in
            let parent = nodes[Int(node)]
            var edge = Int(parent.childStart)
            var end = edge + Int(parent.childCount)
            // Many children (after a common first letter: some 40): halve the sorted run first.
            while end - edge > 8 {
                let middle = (edge + end) / 2
                if nodes[middle].scalar <= value { edge = middle } else { end = middle }
            }
            while edge < end {
                let scalar = nodes[edge].scalar
                if scalar == value {
                    return Int32(edge)
                }
                if scalar > value {
                    return nil
                }
                edge += 1
            }
            return nil
        }
    }

    /// The food index whose name ends at `node`, or `nil`.
    @inline(__always)
    func food(at node: Int32) -> Int? {
        let value = entry(at: node)
        return value < 0 ? nil : Int(value)
    }

    /// What ends at `node`: a food's index, ``wordMark``, or -1 for nothing.
    @inline(__always)
    func entry(at node: Int32) -> Int {
        Int(node < 0 ? rootFood : nodes[Int(node)].food)
    }
}
