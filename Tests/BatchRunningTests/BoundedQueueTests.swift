import Testing

@testable import BatchRunning

@Suite struct BoundedQueueTests {
    final class Payload: Sendable {}

    struct Held: Sendable {
        let payload: Payload
    }

    @Test func aPoppedElementIsReleasedAtOnce() {
        // Given a queue that has handed out an element
        let queue = BoundedQueue<Held>(capacity: 4)
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            #expect(queue.push(Held(payload: payload), bytes: 10))
        }
        #expect(watched != nil)
        _ = queue.pop()
        // Then the queue keeps no reference to it
        #expect(watched == nil)
        #expect(queue.bytesQueued == 0)
    }

    @Test(arguments: [
        // weight, count, bytes, capacity, limit, admitted
        (60, 0, 0, 4, 100, true),
        (60, 1, 60, 4, 100, false),  // over the byte limit
        (40, 1, 60, 4, 100, true),
        (500, 0, 0, 4, 100, true),  // one huge record passes alone
        (1, 4, 4, 4, 100, false),  // the element count is full
    ])
    func admitsWithinBothLimits(weight: Int, count: Int, bytes: Int, capacity: Int, limit: Int, admitted: Bool) {
        #expect(BoundedQueue<Int>.admits(weight, count: count, bytes: bytes, capacity: capacity, byteLimit: limit) == admitted)
    }

    @Test func keepsOrderAcrossTheRing() {
        let queue = BoundedQueue<Int>(capacity: 3)
        var popped: [Int] = []
        for round in 0..<4 {
            for item in 0..<3 { #expect(queue.push(round * 3 + item, bytes: 1)) }
            for _ in 0..<3 { popped.append(queue.pop() ?? -1) }
        }
        queue.close()
        #expect(popped == Array(0..<12))
        #expect(queue.pop() == nil)
    }

    @Test(arguments: [(1, 4 << 20), (2, 4 << 20), (8, (32 << 20) / 24), (64, 256 << 10)])
    func chunksShrinkAsJobsGrow(jobs: Int, expected: Int) {
        #expect(BatchOptions(inputs: ["-"], output: nil, jobs: jobs).chunkBytes == expected)
    }
}
