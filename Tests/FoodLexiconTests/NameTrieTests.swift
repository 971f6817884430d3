@testable import FoodLexicon
import Testing

/// The trie's flat layout answers every walk as the set of its keys says it should.
@Suite struct NameTrieTests {
    /// Walks `key` from the root; the node reached, or nil where the walk stops.
    static func walk(_ trie: NameTrie, _ key: ArraySlice<UInt32>) -> Int32? {
        var node = trie.root
        for value in key {
            guard let next = trie.child(node, value) else { return nil }
            node = next
        }
        return node
    }

    /// Every prefix of every key is reached, ends the food of the key equal to it (or none), and is left
    /// exactly by the scalars some key continues it with (checked on those and their neighbours).
    static func check(_ entries: [(key: [UInt32], food: Int)]) {
        let trie = NameTrie(entries: entries)
        var foodOf: [[UInt32]: Int] = [:]
        for entry in entries { foodOf[entry.key] = entry.food }
        var continuations: [[UInt32]: Set<UInt32>] = [:]
        for entry in entries {
            for length in 0..<entry.key.count {
                continuations[Array(entry.key.prefix(length)), default: []].insert(entry.key[length])
            }
        }
        var failures = 0
        for (prefix, next) in continuations {
            guard let node = walk(trie, prefix[...]) else {
                failures += 1
                continue
            }
            if !prefix.isEmpty, trie.food(at: node) != foodOf[prefix] { failures += 1 }
            for value in next {
                for probe in [value, value &- 1, value &+ 1] {
                    let expected = continuations[prefix + [probe]] != nil || foodOf[prefix + [probe]] != nil
                    if (trie.child(node, probe) != nil) != expected { failures += 1 }
                }
            }
        }
        // Leaves: reached, with their food, and no child.
        for entry in entries where continuations[entry.key] == nil {
            guard let node = walk(trie, entry.key[...]) else {
                failures += 1
                continue
            }
            if trie.food(at: node) != entry.food { failures += 1 }
            if trie.child(node, entry.key.last ?? 0) != nil { failures += 1 }
        }
        #expect(failures == 0)
    }

    @Test func smallTrieAnswersAsItsKeys() {
        let keys: [[UInt32]] = [
            [0x61], [0x61, 0x62], [0x61, 0x62, 0x63], [0x61, 0x63], [0x62], [0x3042, 0x3044], [0x3042],
            [0x1F345, 0x61], [0x9999, 0x20, 0x61], [0x7A, 0x7A, 0x7A, 0x7A],
        ]
        Self.check(keys.enumerated().map { (key: $0.element, food: $0.offset) })
        let trie = NameTrie(entries: keys.enumerated().map { (key: $0.element, food: $0.offset) })
        #expect(Self.walk(trie, [0x61, 0x62, 0x63][...]).flatMap { trie.food(at: $0) } == 2)
        #expect(Self.walk(trie, [0x7A, 0x7A][...]).flatMap { trie.food(at: $0) } == nil)
        #expect(Self.walk(trie, [0x1F345, 0x61][...]).flatMap { trie.food(at: $0) } == 7)
        #expect(Self.walk(trie, [0x63][...]) == nil)
        #expect(trie.child(trie.root, 0x1F346) == nil)
    }

    @Test func emptyTrieFindsNothing() {
        let trie = NameTrie(entries: [])
        #expect(trie.child(trie.root, 0x61) == nil)
    }

    /// The bundled lexicon's names as keys, as the lexicon indexes them.
    @Test func bundledNamesAnswerAsTheirKeys() throws {
        let lexicon = try Lexicon.bundled()
        var seen: Set<[UInt32]> = []
        var entries: [(key: [UInt32], food: Int)] = []
        for (index, food) in lexicon.foods.enumerated() {
            for name in food.english + food.japanese {
                let key = NormalizedText(name).elements.map(\.value)
                if !key.isEmpty, seen.insert(key).inserted { entries.append((key, index)) }
            }
        }
        #expect(entries.count > 1000)
        Self.check(entries)
    }
}
