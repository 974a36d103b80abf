import Geometry
import Graphics

/// One visible layer in a frame, in paint order, with what the compositor computed for it.
struct RenderNode {
    /// The tree keeps its layers alive for the frame; nodes never outlive it.
    unowned(unsafe) let layer: Layer
    /// Presentation values drawn this frame.
    var props: LayerProperties
    /// What the layer paints by itself.
    var extent: PaintExtent
    /// From the layer's coordinates to its parent's (its own transform combined with the
    /// parent's sublayerTransform).
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
    /// Damage identity: everything that changes the layer's pixels.
    var record: Record

    struct Record: Equatable {
        /// The layer's model version and, with animations attached, a hash of the presentation
        /// values (kept small: records are compared and copied for every layer every frame).
        var version: UInt64
        var animated: Int
        var toDevice: Homography
        var clip: Rect
        var inheritedOpacity: Double
        var ancestorMasks: Int
        var parent: ObjectIdentifier?
        var index: Int
        var displayVersion: UInt64
    }
}

/// What an incremental compositor remembers of a layer from its previous frame.
struct CompositorSlot {
    var owner: ObjectIdentifier
    var frame: UInt64
    var record: RenderNode.Record
    var bounds: Rect
}
