import RKGraphics
import RKMainLoop

/// Makes one frame of a layer tree, in named phases, each in its own file; both hosts (and
/// anything else that renders a tree on a loop) call this, so the sequence is written once.
///
/// 1. ``LayoutPhase``: the layout passes registered on the loop (windows lay out views marked
///    with `setNeedsLayout`). May change anything.
/// 2. `DisplayPhase`: layers marked with `setNeedsDisplay` redraw their content (`draw(in:)`,
///    delegates). Drawing may read the tree and change the drawing layer's own content, but not
///    the tree: adding or removing layers is refused with a log line.
/// 3. `CommitPhase`: the implicit transaction is committed (its completion may run).
/// 4. `CompositePhase`: the compositor repaints what changed into the bitmap. It reads
///    presentation values and changes nothing a program can see.
@MainActor
public enum FramePipeline {
    /// Runs the phases for `root` on `loop` and returns the device rectangles that changed.
    @discardableResult
    public static func run(_ root: Layer, on loop: EventLoop, compositor: Compositor, into bitmap: Bitmap) -> Damage {
        loop.withCurrent {
            LayoutPhase.run(on: loop)
            DisplayPhase.run(on: loop)
            CommitPhase.run()
            return CompositePhase.run(root, compositor: compositor, into: bitmap)
        }
    }
}
