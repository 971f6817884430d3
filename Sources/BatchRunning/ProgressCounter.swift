import Synchronization

/// Input bytes read so far, shared between the reader (which adds) and the progress display (which reads).
final class ProgressCounter: Sendable {
    private let bytes = Atomic<Int>(0)

    func add(bytes count: Int) {
        bytes.wrappingAdd(count, ordering: .relaxed)
    }

    var bytesRead: Int { bytes.load(ordering: .relaxed) }
}
