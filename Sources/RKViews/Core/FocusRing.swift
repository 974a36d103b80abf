import RKGeometry
import RKLayers
import RKMainLoop

/// The ring around a window's focused view: a bordered layer above every view of the window
/// (below the status bar), placed around the view's ``View/focusRingRect`` in window
/// coordinates. It is shown only while focus-visible holds (the last input was a key), and it
/// follows the view: a layout pass of the frame puts it back around the view every frame while
/// the window has focus, so a view that moves, resizes or scrolls keeps its ring.
extension Window {
    /// The ring's place in the window's layer: above the views, under the status bar (1000).
    static let focusRingZPosition = 900.0

    /// Shows, places or hides the ring for the current focus.
    func updateFocusRing() {
        guard focusRingWanted, let v = focusedView, FocusTraversal.canFocus(v, in: self) else {
            if let ring = focusRingLayer, !ring.isHidden { Transaction.perform(disableActions: true) { ring.isHidden = true } }
            return
        }
        let ring: Layer
        if let r = focusRingLayer {
            ring = r
        } else {
            ring = Layer()
            ring.zPosition = Window.focusRingZPosition
            ring.borderColor = Theme.focusRing
            ring.borderWidth = Theme.focusRingWidth
            layer.addSublayer(ring)
            focusRingLayer = ring
        }
        let outset = Theme.focusRingOutset
        let frame = v.convert(v.focusRingRect, to: self).insetBy(dx: -outset, dy: -outset)
        let radius = Swift.max(0, v.focusRingCornerRadius) + outset
        guard frame.isFinite, isShownThroughClips(v, frame) else {
            // A view scrolled out of its scroll view (or clipped away) shows no ring over what
            // surrounds it; the ring comes back when the view does.
            if !ring.isHidden { Transaction.perform(disableActions: true) { ring.isHidden = true } }
            return
        }
        Transaction.perform(disableActions: true) {
            if ring.superlayer !== layer { layer.addSublayer(ring) }
            if ring.frame != frame { ring.frame = frame }
            if ring.cornerRadius != radius { ring.cornerRadius = radius }
            if ring.isHidden { ring.isHidden = false }
        }
    }

    /// Whether `frame` (window coordinates) meets what the ancestors of `view` that clip to
    /// their bounds let show.
    private func isShownThroughClips(_ view: View, _ frame: Rect) -> Bool {
        var s = view.superview
        while let c = s, c !== self {
            if c.clipsToBounds, !c.convert(c.bounds, to: self).intersects(frame) { return false }
            s = c.superview
        }
        return true
    }

    /// Once a frame: focus on a view that left the window or can no longer take it goes (and
    /// observers hear it); the ring follows the view.
    func refreshFocus() {
        if let v = focusedViewStorage, v.window !== self || !FocusTraversal.canFocus(v, in: self) {
            changeFocus(to: nil, heading: nil, cause: .lost)
        }
        updateFocusRing()
    }
}

/// The windows of one event loop that have a focused view, refreshed by a layout pass of every
/// frame (``Window/refreshFocus()``). One per loop, as ``LayoutScheduler``.
@MainActor
final class FocusRingTracker {
    private struct WeakWindow { weak var window: Window? }
    private var windows: [WeakWindow] = []

    private init() {}

    /// The tracker of `loop`, made on first use, when it also registers its pass.
    static func of(_ loop: EventLoop) -> FocusRingTracker {
        loop.component(FocusRingTracker.self) {
            let tracker = FocusRingTracker()
            // After the windows' layout pass, so that the ring goes where layout put the view.
            _ = LayoutScheduler.of(loop)
            LayoutPhase.of(loop).addPass("focus") { [unowned tracker] in tracker.refresh() }
            return tracker
        }
    }

    /// Refreshes `window` every frame while it has a focused view.
    func track(_ window: Window) {
        windows.removeAll { $0.window == nil }
        if !windows.contains(where: { $0.window === window }) { windows.append(WeakWindow(window: window)) }
    }

    private func refresh() {
        let current = windows.compactMap(\.window)
        for w in current { w.refreshFocus() }
        windows.removeAll { $0.window == nil || $0.window?.focusedViewStorage == nil }
    }
}
