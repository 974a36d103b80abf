/// The phases a frame is made in, in order (see ``FrameOwner``).
public enum FramePhase: Sendable, Equatable, CaseIterable {
    /// Layout passes run (windows lay out their views, Auto Layout solves). May change anything.
    case layout
    /// Layers marked with `setNeedsDisplay()` draw. Drawing may read the tree and change the
    /// drawing layer's own content, not the tree.
    case display
    /// The implicit transaction commits; its completion blocks may change anything.
    case commit
    /// The compositor repaints what changed. It runs no app code; layers it finds still
    /// undrawn, and tiles it needs, draw between its walks, in the display phase's rules.
    case composite
}
