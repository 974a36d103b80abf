import Foundation
import Testing
import RKWebTesting

@testable import RKWeb

/// GTK and the engine are used from the one thread that started GTK, and a call from another
/// thread would be caught where it happens.
@MainActor
@Suite(.serialized) struct WebEngineThreadTests {
    @Test func theEngineIsOnlyEnteredFromGTKsThread() throws {
        let f = try WebFixture()
        var messages: [ScriptMessage] = []
        f.web.addScriptMessageHandler(name: "t") { messages.append($0) }
        // A page that exercises the callbacks: loads, frames, script messages, script results.
        #expect(
            f.show(
                """
                <div style='width:20px;height:20px;background:red;animation:a 0.2s infinite alternate'></div>
                <style>@keyframes a { to { opacity: 0 } }</style>
                <script>webkit.messageHandlers.t.postMessage('hi')</script>
                """))
        #expect(f.host.run(until: { messages.count == 1 && f.web.frames.frameCount > 3 }))
        #expect(f.value("1 + 1") == "2")
        #expect(WebEngineThread.isCurrent)
        // Another thread is told apart from GTK's.
        let other = OtherThreadProbe()
        #expect(other.isEngineThread() == false)
        let violations = WebEngineThread.violations
        #expect(violations.count == 0, "first at \(violations.first ?? "")")
    }
}

/// Asks from a thread of its own whether it is the engine's.
final class OtherThreadProbe: Sendable {
    func isEngineThread() -> Bool {
        let answer = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            answer.set(WebEngineThread.isCurrent)
            done.signal()
        }
        thread.start()
        done.wait()
        return answer.value
    }
}

/// A Bool written on one thread and read on another after a semaphore.
final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = true
    var value: Bool { lock.withLock { stored } }
    func set(_ v: Bool) { lock.withLock { stored = v } }
}
