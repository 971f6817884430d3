internal import Foundation

/// Puts chunks finished out of order back into sequence for the writer. Only `window` chunks may wait
/// ahead of the next one to write; a worker further ahead blocks, which bounds memory.
///
/// No deadlock: the chunk the writer waits for was taken from the input queue before any chunk that
/// waits here, so the worker holding it is running, and its `put` is always admitted.
final class ReorderBuffer<Element: Sendable>: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var waiting: [Int: Element] = [:]
    private var next = 0
    private var total: Int?
    private var cancelled = false
    private let window: Int

    init(window: Int) {
        self.window = max(1, window)
    }

    /// Hands in chunk `sequence`, waiting while it is too far ahead; false when the run was cancelled.
    func put(_ sequence: Int, _ element: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while sequence >= next + window && !cancelled { condition.wait() }
        if cancelled { return false }
        waiting[sequence] = element
        condition.broadcast()
        return true
    }

    /// The reader's last word: `count` chunks were sent in all.
    func finish(total count: Int) {
        condition.lock()
        total = count
        condition.broadcast()
        condition.unlock()
    }

    /// The next chunk in sequence, waiting for it; nil when all were taken, or cancelled.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while waiting[next] == nil && !cancelled && next != total { condition.wait() }
        guard !cancelled, let element = waiting.removeValue(forKey: next) else { return nil }
        next += 1
        condition.broadcast()
        return element
    }

    func cancel() {
        condition.lock()
        cancelled = true
        waiting = [:]
        condition.broadcast()
        condition.unlock()
    }
}
