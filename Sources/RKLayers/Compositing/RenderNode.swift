import RKGeometry
import RKGraphics

/// One visible layer in a frame, in paint order, with what the compositor computed for it.
struct RenderNode {
    /// The layer, not kept alive: read it only while the tree holds it, that is for a node of
    /// the frame being built or painted, or one whose ``serial`` was just matched with a live
    /// layer's. A node kept from an earlier frame may name a layer freed since; compare
    /// ``serial`` first (a freed layer's memory may already hold another object).
    unowned(unsafe) let layer: Layer
    /// The layer's ``Layer/serial``, never reused: what a kept node is matched with a layer by.
    let serial: UInt64
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
    /// ``ownBounds`` before the ancestors' clip cut it: moved with a translated copy of the
    /// subtree, then clipped again.
    var unclippedBounds: Rect = .null
    /// Device-pixel bounding box of the layer and everything under it.
    var subtreeBounds: Rect
    /// The layer's subtree extent in its own coordinates (for 3D flattening offscreens).
    var localSubtreeBounds: Rect
    /// Index one past the last descendant in the node array.
    var subtreeEnd: Int
    /// Damage identity: everything that changes the layer's pixels.
    var record: Record
    /// True when the node was copied from the previous frame with its unchanged subtree.
    var reused = false
    /// The subtree's local bounds mapped to the superlayer, what the superlayer's own local
    /// subtree bounds are a union of.
    var boundsInParent: Rect = .null

    struct Record: Equatable {
        /// The layer's model version and, with animations attached, a hash of the presentation
        /// values (kept small: records are compared and copied for every layer every frame).
        var version: UInt64
        var animated: Int
        var toDevice: Homography
        var clip: Rect
        var inheritedOpacity: Double
        var ancestorMasks: Int
        var parent: UInt64?
        var index: Int
        var displayVersion: UInt64
    }
}

/// What an incremental compositor remembers of a layer from its previous frame.
extension RenderNode {
    /// Moves the node on the device by `t` (a subtree copied moved), clipping its bounds to
    /// `clip` again; the node then counts as changed for the damage pass.
    mutating func translate(by t: (x: Double, y: Double), clip: Rect) {
        toDevice.m31 += t.x
        toDevice.m32 += t.y
        record.toDevice = toDevice
        if !unclippedBounds.isNull {
            unclippedBounds = unclippedBounds.offsetBy(dx: t.x, dy: t.y)
            ownBounds = unclippedBounds.intersection(clip)
        }
        reused = false
    }

    /// Makes the subtree bounds of the nodes in `range` (a whole subtree) again from their own
    /// bounds: unions, children before parents.
    static func recomputeSubtreeBounds(_ nodes: inout [RenderNode], _ range: Range<Int>) {
        var k = range.upperBound - 1
        while k >= range.lowerBound {
            var b = nodes[k].ownBounds
            var j = k + 1
            while j < nodes[k].subtreeEnd {
                b = b.union(nodes[j].subtreeBounds)
                j = nodes[j].subtreeEnd
            }
            nodes[k].subtreeBounds = b
            k -= 1
        }
    }
}

/// What a compositor remembers of a layer from its previous frame (in its
/// ``CompositorTables``): the record it compares the next frame's with, and where it drew.
struct CompositorSlot {
    var frame: UInt64
    var record: RenderNode.Record
    var bounds: Rect
    /// For a clipping layer: its bounds origin and the hash of its other values, so that the
    /// next frame can tell a scroll (see ``ScrollShift``).
    var scrollOrigin: Point? = nil
    var scrollSignature = 0
}

/// The inputs a subtree is built with, besides the layers themselves: where it hangs in its
/// parent and what it inherits. A subtree whose inputs and stamp are those of its cache, with
/// nothing animated in it, is unchanged.
struct SubtreeInputs {
    var parent: UInt64?
    var index: Int
    var parentSublayer: Transform3D?
    var parentToDevice: Homography
    var clip: Rect
    var inheritedOpacity: Double
    var ancestorMasks: Int
}

/// What an incremental compositor remembers of how it built a layer's subtree in its previous
/// frame: the inputs, the layer's ``Layer/subtreeStamp`` then, and where the subtree's nodes
/// lie in that frame's node array. When the stamp and the inputs are unchanged (and nothing in
/// the subtree is animated), the next frame copies those nodes instead of walking the subtree.
///
/// A class, updated in place: a copied subtree moves its caches without copying them.
@MainActor
final class SubtreeBuildCache {
    var frame: UInt64
    var stamp: UInt64
    var parent: UInt64?
    var index: Int
    var parentSublayer: Transform3D?
    var parentToDevice: Homography
    var clip: Rect
    var inheritedOpacity: Double
    var ancestorMasks: Int
    var scale: Double
    /// The subtree's nodes in the frame's node array.
    var range: Range<Int>
    /// What ``Compositor/build`` returned: the subtree's bounds in the parent's coordinates.
    var localBounds: Rect
    /// Layers of the subtree skipped for non-finite geometry (for the statistics).
    var nonFinite: Int
    /// True when a layer of the subtree (or one of their masks) had animations: its
    /// presentation changes with time alone, so the subtree is always rebuilt.
    var animated: Bool
    /// True when the subtree can be copied to a place moved by a translation: nothing in it
    /// clips, is projected, is tiled or masked (so the moved transforms, and the moved
    /// unclipped bounds clipped again, are what a build would give).
    var translatable = false
    /// The layer's ``Layer/structureVersion`` when built: the same sublayers, in the same order.
    var structureVersion: UInt64 = 0
    /// The sublayers whose subtree was animated when built: an incremental frame looks at them,
    /// and at those in the layer's ``Layer/changeLog``, and at no other sublayer. Read only
    /// while the layer's ``structureVersion`` is unchanged, so only while they are its
    /// sublayers, which keeps them alive: not owned, so that dropping a cache never frees a
    /// layer (which would change the tables while one of their entries is being written).
    var animatedChildren: [UnownedLayer] = []

    init(frame: UInt64, stamp: UInt64, parent: UInt64?, index: Int,
         parentSublayer: Transform3D?, parentToDevice: Homography, clip: Rect, inheritedOpacity: Double,
         ancestorMasks: Int, scale: Double, range: Range<Int>, localBounds: Rect, nonFinite: Int, animated: Bool) {
        self.frame = frame
        self.stamp = stamp
        self.parent = parent
        self.index = index
        self.parentSublayer = parentSublayer
        self.parentToDevice = parentToDevice
        self.clip = clip
        self.inheritedOpacity = inheritedOpacity
        self.ancestorMasks = ancestorMasks
        self.scale = scale
        self.range = range
        self.localBounds = localBounds
        self.nonFinite = nonFinite
        self.animated = animated
    }
}

/// A layer named without being kept alive, where something else (its superlayer) keeps it.
struct UnownedLayer {
    unowned(unsafe) let layer: Layer
}

/// How ``Compositor/build`` may reuse the previous frame's nodes (incremental updates only).
@MainActor
final class BuildReuse {
    /// The tables of the compositor building: the build caches it reads and writes.
    let tables: CompositorTables
    let previousFrame: UInt64
    let frame: UInt64
    let previousNodes: [RenderNode]
    /// Nodes appended so far that have animations (their own or their mask's).
    var animatedNodes = 0
    /// Nodes appended so far that a translated copy could not reproduce (see
    /// ``SubtreeBuildCache/translatable``).
    var untranslatableNodes = 0
    /// The indices of the clipping layers built (not copied) this frame: the only ones that
    /// can have scrolled.
    var clippingNodes: [Int] = []
    /// The animated sublayers of the layer whose build just ended (read by its caller).
    var lastAnimatedChildren: [UnownedLayer] = []

    init(tables: CompositorTables, previousFrame: UInt64, frame: UInt64, previousNodes: [RenderNode]) {
        self.tables = tables
        self.previousFrame = previousFrame
        self.frame = frame
        self.previousNodes = previousNodes
    }
}

extension SubtreeBuildCache {
    /// Whether the subtree, at `stamp`, built with `inputs` at `scale`, is what this cache holds,
    /// with nothing animated in it; `samePlace` false allows a different `parentToDevice` (a
    /// subtree that only moved).
    ///
    /// `ignoringAnimation` true asks about the inputs alone, also for a subtree with something
    /// animated in it.
    func holds(stamp: UInt64, _ inputs: SubtreeInputs, scale: Double, samePlace: Bool = true,
               ignoringAnimation: Bool = false) -> Bool {
        self.stamp == stamp && (ignoringAnimation || !animated) && parent == inputs.parent && index == inputs.index
            && inheritedOpacity == inputs.inheritedOpacity && ancestorMasks == inputs.ancestorMasks
            && self.scale == scale && clip == inputs.clip && parentSublayer == inputs.parentSublayer
            && (!samePlace || parentToDevice == inputs.parentToDevice)
    }

    /// The inputs the subtree was last built with.
    var inputs: SubtreeInputs {
        SubtreeInputs(parent: parent, index: index, parentSublayer: parentSublayer, parentToDevice: parentToDevice,
                      clip: clip, inheritedOpacity: inheritedOpacity, ancestorMasks: ancestorMasks)
    }

    /// Remembers `inputs` and `scale` as what the subtree was built with.
    func store(_ inputs: SubtreeInputs, scale: Double) {
        parent = inputs.parent
        index = inputs.index
        parentSublayer = inputs.parentSublayer
        parentToDevice = inputs.parentToDevice
        clip = inputs.clip
        inheritedOpacity = inputs.inheritedOpacity
        ancestorMasks = inputs.ancestorMasks
        self.scale = scale
    }
}
