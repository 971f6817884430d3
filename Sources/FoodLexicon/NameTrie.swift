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
        var children: [[UInt32: Int32]] = [[:]]
        var terminals: [Int32] = [-1]
        for entry in entries {
            var node = 0
            for value in entry.key {
                if let next = children[node][value] {
                    node = Int(next)
                } else {
                    let next = Int32(children.count)
                    children.append([:])
                    terminals.append(-1)
                    children[node][value] = next
                    node = Int(next)
                }
            }
            if terminals[node] < 0 {
                terminals[node] = Int32(entry.food)
            }
        }
        var rootTable = [Int32](repeating: -1, count: Self.rootTableSize)
        var rootOther: [UInt32: Int32] = [:]
        for (value, child) in children[0] {
            if Int(value) < Self.rootTableSize {
                rootTable[Int(value)] = child
            } else {
                rootOther[value] = child
            }
        }
        var childStart: [Int32] = []
        var edgeScalars: [UInt32] = []
        var edgeTargets: [Int32] = []
        childStart.reserveCapacity(children.count + 1)
        for node in children.indices {
            childStart.append(Int32(edgeScalars.count))
            if node == 0 { continue }
            for (value, child) in children[node].sorted(by: { $0.key < $1.key }) {
                edgeScalars.append(value)
                edgeTargets.append(child)
            }
        }
        childStart.append(Int32(edgeScalars.count))
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
