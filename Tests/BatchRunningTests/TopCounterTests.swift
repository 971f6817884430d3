import Testing

@testable import BatchRunning

@Suite struct TopCounterTests {
    @Test func countsExactlyUnderCapacityMostFrequentFirstTiesByName() {
        var counter = TopCounter(capacity: 10)
        for name in ["b", "a", "c", "a", "b", "a"] { counter.add(name) }
        #expect(counter.top(2).map(\.name) == ["a", "b"])
        #expect(counter.top(5).map(\.count) == [3, 2, 1])
        #expect(!counter.pruned)
    }

    @Test func pruningKeepsFrequentNamesAndBoundsMemory() {
        // Given a frequent name among many rare ones
        var counter = TopCounter(capacity: 4)
        for index in 0..<100 {
            counter.add("frequent")
            counter.add("rare-\(index)")
        }
        // Then the frequent name keeps its exact count and at most 2 × capacity names are held
        #expect(counter.top(1).first?.name == "frequent")
        #expect(counter.top(1).first?.count == 100)
        #expect(counter.counts.count < 8)
        #expect(counter.pruned)
    }

    @Test func sameOrderOfNamesGivesTheSameCounts() {
        var first = TopCounter(capacity: 3)
        var second = TopCounter(capacity: 3)
        let names = (0..<50).map { "n\($0 % 7)-\($0 % 3)" }
        for name in names {
            first.add(name)
            second.add(name)
        }
        #expect(first == second)
    }
}
