import RKGeometry
import RKHosts
import RKMainLoop
import Testing

@testable import RKViews

/// The layout pass before each frame: windows marked for layout are laid out once a frame,
/// a layout that never settles is cut off, and a window cut off is laid out again when marked.
@MainActor
struct LayoutSchedulerTests {
    /// A view whose layout marks it for layout again, `remaining` more times.
    final class Restless: View {
        var remaining = 0
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            if remaining > 0 {
                remaining -= 1
                setNeedsLayout()
            }
        }
    }

    func layOut(_ host: HeadlessHost) {
        host.eventLoop.withCurrent { Window.layoutPendingWindows(on: host.eventLoop) }
    }

    @Test func aMarkedWindowIsLaidOutOnceAndThenLeftAlone() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = Restless(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(v)
        layOut(host)
        let before = v.layouts
        v.setNeedsLayout()
        #expect(LayoutScheduler.of(host.eventLoop).isScheduled(host.window))
        layOut(host)
        #expect(v.layouts == before + 1)
        #expect(!LayoutScheduler.of(host.eventLoop).isScheduled(host.window))
        layOut(host)
        #expect(v.layouts == before + 1)
    }

    @Test func aWindowCutOffAfterTooManyPassesIsLaidOutAgainWhenMarked() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = Restless(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(v)
        layOut(host)
        let before = v.layouts
        v.remaining = 1_000
        v.setNeedsLayout()
        layOut(host)
        #expect(v.layouts == before + LayoutScheduler.passLimit)
        // Settled now: the next mark must be honoured, not lost to the cut-off.
        v.remaining = 0
        v.setNeedsLayout()
        #expect(LayoutScheduler.of(host.eventLoop).isScheduled(host.window))
        host.renderFrame()
        #expect(v.layouts == before + LayoutScheduler.passLimit + 1)
    }
}
