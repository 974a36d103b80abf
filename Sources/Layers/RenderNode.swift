import Geometry
import Graphics

/// One visible layer in a frame, in paint order, with what the compositor computed for it.
struct RenderNode {
    unowned let layer: Layer
    /// Presentation values drawn this frame.
    var props: LayerProperties
    /// From the layer's coordinates to its parent's (its own transform, then the parent's
    /// sublayerTransform).
    var toParent: Homography
    /// From the layer's coordinates to device pixels.
    var toDevice: Homography
    /// Device-pixel bounding box of what the layer itself paints (background, contents, border,
    /// shadow), clipped by ancestors; null when it paints nothing.
    var ownBounds: Rect
    /// Device-pixel bounding box of the layer and everything under it.
    var subtreeBounds: Rect
    /// The layer's subtree extent in its own coordinates (for 3D flattening offscreens).
    var localSubtreeBounds: Rect
    /// Index one past the last descendant in the node array.
    var subtreeEnd: Int
    /// Damage identity: everything beyond `props` that changes the layer's pixels.
    var record: Record

    struct Record: Equatable {
        var props: LayerProperties
        var toDevice: Homography
        var clip: Rect
        var inheritedOpacity: Double
        var ancestorMasks: Int
        var parent: ObjectIdentifier?
        var index: Int
        var displayVersion: UInt64
    }
}
