internal import Foundation

/// A first-in first-out queue between threads, bounded both in elements and in bytes: a full queue
/// blocks the producer, which is what keeps memory flat when the reader is faster than the workers.
///
/// An element heavier than the whole byte budget is still admitted into an empty queue, so one huge
/// record passes instead of blocking the run. A popped element is released at once (a ring of slots,
/// not an array trimmed now and then), so what the queue holds is only what waits in it.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var slots: [(element: Element, bytes: Int)?]
    private var head = 0
    private var count = 0
    private var bytes = 0
    private var closed = false
    private var cancelled = false
    private let byteLimit: Int

    /// A queue of at most `capacity` elements and `byteLimit` bytes (as the producer weighs them).
    init(capacity: Int, byteLimit: Int = .max) {
        slots = Array(repeating: nil, count: max(1, capacity))
        self.byteLimit = max(1, byteLimit)
    }

    /// Bytes waiting in the queue now.
    var bytesQueued: Int {
        condition.lock()
        defer { condition.unlock() }
        return bytes
    }

    /// Adds an element weighing `weight` bytes, waiting while the queue is full; false when the run
    /// was cancelled.
    func push(_ element: Element, bytes weight: Int = 0) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && !Self.admits(weight, count: count, bytes: bytes, capacity: slots.count, byteLimit: byteLimit) {
            condition.wait()
        }
        if cancelled { return false }
        slots[(head + count) % slots.count] = (element, weight)
        count += 1
        bytes += weight
        condition.broadcast()
        return true
    }

    /// Whether an element of `weight` bytes fits beside `count` elements of `bytes` bytes: within both
    /// limits, or alone in an empty queue.
    static func admits(_ weight: Int, count: Int, bytes: Int, capacity: Int, byteLimit: Int) -> Bool {
        count == 0 || (count < capacity && bytes + weight <= byteLimit)
    }

    /// The next element, waiting while the queue is empty; nil once closed and drained, or cancelled.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 && !closed && !cancelled { condition.wait() }
        guard !cancelled, count > 0, let (element, weight) = slots[head] else { return nil }
        slots[head] = nil
        head = (head + 1) % slots.count
        count -= 1
        bytes -= weight
        condition.broadcast()
        return element
    }

    /// No more elements will come; consumers drain what is left.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops everyone now: pushes fail and pops return nil.
    func cancel() {
        condition.lock()
        cancelled = true
        slots = slots.map { _ in nil }
        count = 0
        bytes = 0
        condition.broadcast()
        condition.unlock()
    }
}
