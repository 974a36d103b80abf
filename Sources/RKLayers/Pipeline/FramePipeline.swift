import RKGraphics
import RKMainLoop

/// Makes one frame of a layer tree without keeping an owner: the phases of ``FrameOwner``,
/// for code that renders a tree on a loop now and then. Hosts keep a ``FrameOwner``.
@MainActor
public enum FramePipeline {
    /// Runs the phases for `root` on `loop` and returns the device rectangles that changed.
    @discardableResult
    public static func run(_ root: Layer, on loop: EventLoop, compositor: Compositor, into bitmap: Bitmap) -> Damage {
        FrameOwner(eventLoop: loop, compositor: compositor).makeFrame(root, into: bitmap)
    }
}
