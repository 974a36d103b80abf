import RKGraphics
import RKMainLoop

/// Makes a host's frames: one per host, holding the host's ``Compositor`` and running each
/// frame's phases in order (``FramePhase``). `HeadlessHost` and `SDLHost` both make every frame
/// through ``makeFrame(_:into:)``, so a headless frame is the frame a window shows.
///
/// Each phase has its rules, which the owner enforces: while layers draw (the display phase,
/// and the drawing the compositor asks for between its walks) the layer tree cannot change —
/// adding or removing a layer is refused with a log line — and the compositor's walk and paint
/// run no app code at all. ``current`` and ``phase`` let code see where in a frame it runs.
@MainActor
public final class FrameOwner {
    /// The compositor this owner paints with; it keeps the previous frame to repaint only
    /// what changed.
    public let compositor: Compositor
    /// The loop whose layout passes and display queue the frames run.
    public let eventLoop: EventLoop

    /// The phase the frame being made is in; nil between frames. Drawing that the compositor
    /// asks for between its walks reports ``FramePhase/display``.
    public var phase: FramePhase? {
        guard let running = runningPhase else { return nil }
        return running == .composite && DisplayPhase.isDrawing ? .display : running
    }
    private var runningPhase: FramePhase?

    /// The number of frames made so far.
    public private(set) var framesMade = 0

    /// The owner whose frame is being made now, if any. Frames are made on the main actor, one
    /// at a time, so there is at most one (a frame made from inside another's phase, as a
    /// test's snapshot may, nests: the inner one is current until it ends).
    public private(set) static var current: FrameOwner?

    /// An owner of frames made on `eventLoop` with `compositor`.
    public init(eventLoop: EventLoop, compositor: Compositor = Compositor()) {
        self.eventLoop = eventLoop
        self.compositor = compositor
    }

    /// Makes one frame of `root` into `bitmap`: layout, display, commit (then display again
    /// for what the commit's completion blocks marked), composite. Returns the device
    /// rectangles that changed.
    @discardableResult
    public func makeFrame(_ root: Layer, into bitmap: Bitmap) -> Damage {
        let outer = FrameOwner.current
        let outerPhase = runningPhase
        FrameOwner.current = self
        defer {
            FrameOwner.current = outer
            runningPhase = outerPhase
        }
        let damage = eventLoop.withCurrent {
            enter(.layout)
            LayoutPhase.run(on: eventLoop)
            enter(.display)
            DisplayPhase.run(on: eventLoop)
            enter(.commit)
            CommitPhase.run()
            // Completion blocks may have marked layers: they draw in this frame, before the walk.
            enter(.display)
            DisplayPhase.run(on: eventLoop)
            enter(.composite)
            return CompositePhase.run(root, compositor: compositor, into: bitmap)
        }
        framesMade += 1
        return damage
    }

    private func enter(_ p: FramePhase) {
        runningPhase = p
    }
}
