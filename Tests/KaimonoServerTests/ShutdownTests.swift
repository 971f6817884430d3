import Foundation
import Testing

@testable import KaimonoServer

/// The server's shutdown waits for its cancelled catalog refresh only so long: a refresh stuck in a database call
/// that does not hear the cancellation had held a test server's `stop()` for good after a database outage.
@Suite struct ShutdownTests {
    @Test func aTaskThatEndsIsWaitedFor() async {
        let task = Task<Void, Never> { try? await Task.sleep(for: .milliseconds(20)) }
        #expect(await APIServer.ends(task, within: .seconds(30)))
    }

    @Test func aTaskThatDoesNotEndIsLeftAfterTheLimit() async {
        // A task deaf to cancellation, as a call waiting on a wedged pool would be.
        let gate = Gate()
        let stuck = Task<Void, Never> { await gate.wait() }
        stuck.cancel()
        #expect(await !APIServer.ends(stuck, within: .milliseconds(200)))
        await gate.open()
        await stuck.value
    }
}

/// Opens once; `wait()` returns when it has opened, whatever cancellation says.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}
