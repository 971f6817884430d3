internal import Foundation

/// A first-in first-out queue between threads with a fixed capacity: a full queue blocks the producer,
/// which is what keeps memory flat when the reader is faster than the workers.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private var closed = false
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Adds an element, waiting while the queue is full; false when the run was cancelled.
    func push(_ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        items.append(element)
        condition.broadcast()
        return true
    }

    /// The next element, waiting while the queue is empty; nil once closed and drained, or cancelled.
    func pop() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.count == head && !closed && !cancelled { condition.wait() }
        if cancelled || items.count == head { return nil }
        let element = items[head]
        head += 1
        if head > 64 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
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
        items = []
        head = 0
        condition.broadcast()
        condition.unlock()
    }
}
