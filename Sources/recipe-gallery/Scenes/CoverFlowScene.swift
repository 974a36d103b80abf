import Foundation
import RecipeKit

extension GalleryScene {
    static let coverFlowSeconds = 3.2

    static let coverFlow = GalleryScene(
        name: "cover-flow", title: "Cover Flow (seed 003)",
        summary: "The seed's crayons as round swatches: drag or flick to browse, tap a side cover, tap the middle one "
            + "or press F to flip it; arrows and the wheel browse too.",
        size: Size(width: 760, height: 560), duration: coverFlowSeconds,
        keyFrames: [0, 0.6, 1.2, 2.2, coverFlowSeconds], still: coverFlowSeconds,
        recordState: { router, dump in dump.coverFlow = CoverFlowScene.state(of: router) },
        animateViews: { window in CoverFlowScene.demo(in: window) },
        buildViews: { CoverFlowScene.buildViews($0) }
    ) { _ in }
}

/// The `cover-flow` scene: seed 003's crayons demo in a black panel.
@MainActor
enum CoverFlowScene {
    static var flow: CrayonsCoverFlow?

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let frame = Rect(x: m, y: top, width: window.bounds.width - 2 * m, height: window.bounds.height - top - m)
        let flow = CrayonsCoverFlow(frame: frame)
        flow.view.layer.cornerRadius = 10
        flow.view.clipsToBounds = true
        window.addSubview(flow.view)
        _ = flow.view.becomeFirstResponder()
        let flip = Button(style: .gray, frame: Rect(x: frame.maxX - 92, y: frame.minY + 12, width: 80, height: 32))
        flip.setTitle("Flip", for: .normal)
        flip.addAction(for: .touchUpInside) { [unowned flow] _, _ in flow.view.flipSelectedCover() }
        window.addSubview(flip)
        Self.flow = flow
    }

    /// The export flicks the flow to the left, then flips the cover it settles on.
    static func demo(in window: Window) {
        guard let flow, let scene = window.windowScene else { return }
        let v = flow.view
        let y = v.bounds.midY
        let loop = EventLoop.current
        let n = 10
        for i in 0...n {
            let t = Double(i) / Double(n)
            let local = Point(x: v.bounds.midX + 120 - 240 * t, y: y)
            let p = window.point(toScene: v.convert(local, to: nil))
            let phase: Window.PointerPhase = i == 0 ? .down : (i == n ? .up : .moved)
            _ = SceneTimers.perform(afterDelay: 0.3 + 0.25 * t) { scene.demoPointer(phase, id: 0, at: p, timestamp: loop.clock.now) }
        }
        _ = SceneTimers.perform(afterDelay: 1.9) { flow.view.flipSelectedCover() }
    }
}

extension CoverFlowScene {
    /// The scene's state for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.CoverFlowState? {
        guard let flow else { return nil }
        let c = router.hostPoint(fromWindow: flow.view.center)
        return StateDump.CoverFlowState(flowCenterX: c.x.rounded(), flowCenterY: c.y.rounded(),
                                        flowSelected: flow.view.selectedIndex, flowTitle: flow.view.label.text ?? "",
                                        flowFlipped: flow.view.isFlipped)
    }
}
