import CRKGLib
import Glibc
import RKMainLoop
import RKMotion
import Testing

/// GLib's ready sources run in every turn of a loop on virtual time too, whatever their
/// priorities, and an always-ready source cannot hold a turn.
@MainActor
@Suite(.serialized) struct GLibDispatchTests {
    enum Order { nonisolated(unsafe) static var names: [String] = [] }
    enum Spinner { nonisolated(unsafe) static var runs = 0 }

    @Test func oneTurnRunsTheReadySourcesOfEveryPriority() {
        Order.names = []
        let loop = EventLoop(clock: VirtualClock())
        let record: GSourceFunc = { data in
            Order.names.append(String(cString: data!.assumingMemoryBound(to: CChar.self)))
            return 0  // G_SOURCE_REMOVE
        }
        let labels: [UnsafeMutablePointer<CChar>] = ["high", "default", "low"].map { (s: String) in strdup(s)! }
        defer { labels.forEach { free($0) } }
        _ = g_idle_add_full(G_PRIORITY_LOW, record, labels[2], nil)
        _ = g_idle_add_full(G_PRIORITY_DEFAULT, record, labels[1], nil)
        _ = g_idle_add_full(G_PRIORITY_HIGH, record, labels[0], nil)
        loop.runOnce()
        #expect(Order.names == ["high", "default", "low"])
    }

    @Test func anAlwaysReadySourceDoesNotHoldTheTurn() {
        Spinner.runs = 0
        let loop = EventLoop(clock: VirtualClock())
        let id = g_idle_add_full(
            G_PRIORITY_DEFAULT,
            { _ in
                Spinner.runs += 1
                return 1  // G_SOURCE_CONTINUE
            }, nil, nil)
        loop.runOnce()
        let first = Spinner.runs
        loop.runOnce()
        g_source_remove(id)
        let second = Spinner.runs - first
        // Each turn ends, and each runs the source again (other GLib work in this process may
        // take some of a turn's iterations).
        #expect(first >= 1 && first <= 16)
        #expect(second >= 1 && second <= 16)
    }
}
