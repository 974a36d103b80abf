import RKGeometry
import RKGraphics
import RKMainLoop

/// Renders a layer tree into a bitmap: culls what is outside the area being painted, draws
/// each layer's shadow, background, contents, sublayers and border in Core Animation's order,
/// applies group opacity, masks, rounded clipping and 3D transforms with perspective, and keeps
/// enough of each frame to repaint only what changed in the next (``update(_:into:)``).
///
/// Layers whose geometry is not finite (NaN or infinite bounds, position, anchor point,
/// transform or opacity) are skipped with their sublayers; the rest of the frame renders.
/// Layers with any corner at or behind the eye of a perspective transform are skipped too.
@MainActor
public final class Compositor {
    /// The color the bitmap is cleared to under the tree.
    public var backgroundColor: Color = .clear

    /// Counters for the last frame, for tests and benchmarks.
    public struct Statistics: Equatable, Sendable {
        /// Visible layers in the tree (after skipping hidden and non-finite ones).
        public var layers = 0
        /// Layers whose own content was drawn (summed over damage rectangles).
        public var layersDrawn = 0
        /// Large unchanged subtrees painted from their kept image, and those kept this frame
        /// (see the compositor's stable-subtree cache).
        public var stableSubtreesPainted = 0
        /// Large unchanged subtrees whose image was kept for the next frames.
        public var stableSubtreesKept = 0
        /// Subtrees skipped because they lay outside the area being painted.
        public var subtreesCulled = 0
        /// Damage rectangles hidden whole by one layer's opaque contents (a web page), under
        /// which no background was filled and no layer drawn.
        public var rectsCovered = 0
        /// Subtrees skipped because they lay under such a layer.
        public var subtreesCovered = 0
        /// Layers skipped for non-finite geometry.
        public var layersSkippedNonFinite = 0
        /// Offscreen renders made for perspective (flattened 3D) layers.
        public var perspectiveOffscreens = 0
        /// Shadows blurred this frame (cached shadows are not counted).
        public var shadowsBlurred = 0
        /// Device pixels repainted.
        public var pixelsPainted = 0.0
        /// Visible layers whose nodes were copied from the previous frame with their unchanged
        /// subtree, without walking it (``update(_:into:)`` only).
        public var layersReused = 0
        /// Device pixels moved instead of repainted, for a scroll (``update(_:into:)`` only).
        public var pixelsShifted = 0.0
    }

    /// What the last frame did (layers walked and drawn, subtrees reused), for tests and benchmarks.
    public internal(set) var statistics = Statistics()

    /// Layers drawn by the previous ``update(_:into:)``; their slots hold what they looked like.
    private var previousLayers: [Layer] = []
    /// The bitmap the previous frame was painted into, with its size and background. Held
    /// weakly and compared by identity, not by address: a bitmap made after that one was freed
    /// can take its address, and is a new target to paint whole.
    private var previousTarget: (width: Int, height: Int, background: Color)?
    private weak var previousBitmap: Bitmap?
    /// Large subtrees that stay the same under changing content, kept as images.
    private let stableCache = StableSubtreeCache()
    var frame: UInt64 = 0
    /// What this compositor remembers of each layer: its records, build caches and renders.
    let tables = CompositorTables()
    /// This frame's nodes (from ``update(_:into:)``), and the previous frame's, which unchanged
    /// subtrees are copied from.
    var nodes: [RenderNode] = []
    var previousNodes: [RenderNode] = []
    /// The indices of the tiled layers' nodes in ``nodes``: found when the nodes are built, and
    /// still right after a patch (which keeps the tree's shape), so that finding the tiles a
    /// frame needs costs nothing in a tree without tiled layers.
    var tiledNodes: [Int] = []
    /// The scale ``refreshNodes(_:scale:)`` last built for.
    var nodesScale = 0.0
    /// The render tree ``render(_:into:)`` keeps, apart from the one of ``update(_:into:)``.
    private var fullRenderTree: Compositor?

    /// A compositor that keeps its render tree from frame to frame and repaints what changed.
    public init() {}

    /// Renders the whole tree, repainting every pixel of `bitmap`. It neither uses nor changes
    /// what ``update(_:into:)`` remembers.
    ///
    /// The render tree is retained between calls, apart from the incremental one: what did not
    /// change since the previous call is not visited again, so a repeated full repaint of a
    /// steady tree costs the drawing alone.
    public func render(_ root: Layer, into bitmap: Bitmap) {
        let tree = fullRenderTree ?? Compositor()
        fullRenderTree = tree
        Compositor.drawMarkedLayers(of: root)
        Compositor.walking { tree.refreshNodes(root, scale: bitmap.scale) }
        for _ in 0..<Compositor.lateDisplayRounds where Compositor.drawLateLayers() {
            Compositor.walking { tree.refreshNodes(root, scale: bitmap.scale) }
        }
        statistics = tree.statistics
        let all = Damage(rects: [fullRect(bitmap)])
        Compositor.prepareTiles(in: tree.nodes, at: tree.tiledNodes, damage: all, target: fullRect(bitmap))
        Compositor.walking { paint(tree.nodes, all, into: bitmap) }
        _ = Compositor.drawLateLayers()
    }

    /// Renders the whole tree from a render tree built afresh, keeping nothing: the reference
    /// the retained paths (``render(_:into:)``'s and ``update(_:into:)``'s) are tested against.
    func renderAfresh(_ root: Layer, into bitmap: Bitmap) {
        Compositor.drawMarkedLayers(of: root)
        var fresh: [RenderNode] = []
        repeat {
            statistics = Statistics()
            Compositor.walking {
                Compositor.buildNodes(root, into: &fresh, scale: bitmap.scale, reuse: nil, stats: &statistics)
            }
        } while Compositor.drawLateLayers()
        let all = Damage(rects: [fullRect(bitmap)])
        Compositor.prepareTiles(in: fresh, at: Compositor.tiledNodeIndices(in: fresh), damage: all, target: fullRect(bitmap))
        Compositor.walking { paint(fresh, all, into: bitmap) }
        _ = Compositor.drawLateLayers()
    }

    /// Renders only what changed since the previous call with the same bitmap (everything on
    /// the first call, or when the bitmap or background changed) and returns the device
    /// rectangles that changed: those repainted and, when a clipping layer scrolled by whole
    /// pixels, the area whose pixels were moved instead (see ``ScrollShift``).
    @discardableResult
    public func update(_ root: Layer, into bitmap: Bitmap) -> Damage {
        Compositor.drawMarkedLayers(of: root)
        var frame = Compositor.walking { walk(root, into: bitmap) }
        // Layers the walk found undrawn (marked while another loop was current) draw now, between
        // walks, and the tree is walked again: what they drew is in this frame. The damage of
        // every walk is painted once, with the last walk's nodes.
        for _ in 0..<Compositor.lateDisplayRounds where Compositor.drawLateLayers() {
            let again = Compositor.walking { walk(root, into: bitmap) }
            for r in again.paint.rects { frame.paint.add(r) }
            for r in again.changed.rects { frame.changed.add(r) }
        }
        frame.paint.clip(to: fullRect(bitmap))
        frame.changed.clip(to: fullRect(bitmap))
        Compositor.prepareTiles(in: nodes, at: tiledNodes, damage: frame.paint, target: fullRect(bitmap))
        Compositor.walking { paint(nodes, frame.paint, into: bitmap, keepingStable: true) }
        // A mask's sublayers are walked while painting: one of them found undrawn draws now and
        // shows in the next frame.
        _ = Compositor.drawLateLayers()
        return frame.changed
    }

    /// Brings the nodes up to date with the tree and works out what changed since the last
    /// walk: `paint`, the area to repaint, and `changed`, that area with the pixels a scroll
    /// moved (which this moves in `bitmap` at once). Runs no app code.
    private func walk(_ root: Layer, into bitmap: Bitmap) -> (paint: Damage, changed: Damage) {
        statistics = Statistics()
        let sameTarget = previousTarget.map {
            previousBitmap === bitmap && $0.width == bitmap.pixelWidth && $0.height == bitmap.pixelHeight
                && $0.background == backgroundColor
        } ?? false
        if sameTarget, var damage = patchedFrame(root, scale: bitmap.scale) {
            // The tree kept its shape: only what changed was visited.
            statistics.layersSkippedNonFinite = tables.buildCache(root)?.nonFinite ?? 0
            damage.clip(to: fullRect(bitmap))
            return (damage, damage)
        }
        let previousFrame = frame
        frame &+= 1
        swap(&nodes, &previousNodes)
        let reuse = BuildReuse(tables: tables, previousFrame: previousFrame, frame: frame, previousNodes: previousNodes)
        Compositor.buildNodes(root, into: &nodes, scale: bitmap.scale, reuse: reuse, stats: &statistics)
        tiledNodes = Compositor.tiledNodeIndices(in: nodes)
        let shift = sameTarget
            ? ScrollShift.find(in: nodes, candidates: reuse.clippingNodes, tables: tables, previousFrame: previousFrame)
            : nil
        var damage = diffAndRemember(root, previousFrame: previousFrame, shift: shift)
        if !sameTarget { damage = Damage(rects: [fullRect(bitmap)]) }
        previousTarget = (bitmap.pixelWidth, bitmap.pixelHeight, backgroundColor)
        previousBitmap = bitmap
        var changed = damage
        if let shift {
            // Move what can be moved; what the move exposes is repainted with the rest.
            let moved = bitmap.shiftPixels(in: shift.inner, dx: shift.dx, dy: shift.dy)
            statistics.pixelsShifted = moved.width * moved.height
            for r in ScrollShift.subtract(moved, from: shift.outer) { damage.add(r) }
            changed.add(shift.outer)
        }
        damage.clip(to: fullRect(bitmap))
        // Hosts upload what changed on screen: the moved pixels too.
        for r in damage.rects { changed.add(r) }
        changed.clip(to: fullRect(bitmap))
        return (damage, changed)
    }

    /// Forgets the previous frame, so the next ``update(_:into:)`` repaints everything.
    public func invalidate() {
        stableCache.removeAll()
        previousLayers = []
        previousTarget = nil
        // A new frame number makes every remembered slot and subtree stale.
        frame &+= 1
        nodes.removeAll()
        tiledNodes.removeAll()
        tables.forgetFrames()
        fullRenderTree = nil
    }

    /// Brings the retained nodes up to date with the tree without working out damage: patched
    /// in place when the tree kept its shape, otherwise built again with unchanged subtrees
    /// copied. This is what ``render(_:into:)`` paints from.
    func refreshNodes(_ root: Layer, scale: Double) {
        statistics = Statistics()
        if scale == nodesScale, let result = patchNodes(root, scale: scale) {
            for (i, node) in result.patched { nodes[i] = node }
            statistics.layers = nodes.count
            statistics.layersReused = nodes.count - result.patched.count + result.moved
            statistics.layersSkippedNonFinite = tables.buildCache(root)?.nonFinite ?? 0
            return
        }
        nodesScale = scale
        let previousFrame = frame
        frame &+= 1
        swap(&nodes, &previousNodes)
        let reuse = BuildReuse(tables: tables, previousFrame: previousFrame, frame: frame, previousNodes: previousNodes)
        Compositor.buildNodes(root, into: &nodes, scale: scale, reuse: reuse, stats: &statistics)
        tiledNodes = Compositor.tiledNodeIndices(in: nodes)
    }

    private func fullRect(_ bitmap: Bitmap) -> Rect {
        Rect(x: 0, y: 0, width: Double(bitmap.pixelWidth), height: Double(bitmap.pixelHeight))
    }

    // MARK: Pass 1: the visible tree

    static func buildNodes(_ root: Layer, into nodes: inout [RenderNode], scale: Double, reuse: BuildReuse?,
                                   stats: inout Statistics) {
        nodes.removeAll(keepingCapacity: true)
        let rootToDevice = Homography(Transform2D(scaleX: scale, y: scale))
        _ = Compositor.build(root, into: &nodes, parent: nil, index: 0, parentSublayer: nil, parentToDevice: rootToDevice,
                             clip: .infinite, inheritedOpacity: 1, ancestorMasks: 0, scale: scale, stats: &stats,
                             reuse: reuse)
    }

    /// Appends `layer` and its visible descendants in paint order; returns the layer's local
    /// subtree bounds mapped to its parent (null when nothing was added).
    ///
    /// With `reuse` (incremental updates), a subtree whose ``Layer/subtreeStamp`` and inputs
    /// are those of the previous frame, with nothing animated in it, is copied from the
    /// previous frame's nodes instead of being walked: a frame where little changed costs in
    /// proportion to what changed, not to the size of the tree.
    static func build(_ layer: Layer, into nodes: inout [RenderNode], parent: UInt64?, index: Int,
                      parentSublayer: Transform3D?, parentToDevice: Homography, clip: Rect, inheritedOpacity: Double,
                      ancestorMasks: Int, scale: Double, stats: inout Statistics, reuse: BuildReuse? = nil) -> Rect {
        let inputs = SubtreeInputs(parent: parent, index: index, parentSublayer: parentSublayer,
                                   parentToDevice: parentToDevice, clip: clip, inheritedOpacity: inheritedOpacity,
                                   ancestorMasks: ancestorMasks)
        if let reuse, let c = reuse.tables.buildCache(layer), c.frame == reuse.previousFrame,
           c.holds(stamp: layer.subtreeStamp, inputs, scale: scale, samePlace: false) {
            if c.parentToDevice == parentToDevice {
                copySubtree(c, of: layer, into: &nodes, reuse: reuse, stats: &stats)
                return c.localBounds
            }
            // Moved as a whole (a scroll, a container sliding): copy it moved.
            if c.translatable, let t = translation(from: c.parentToDevice, to: parentToDevice) {
                copySubtree(c, of: layer, into: &nodes, reuse: reuse, stats: &stats, translation: t, clip: clip)
                return c.localBounds
            }
        }
        let firstNode = nodes.count
        let nonFiniteBefore = stats.layersSkippedNonFinite
        let animatedBefore = reuse?.animatedNodes ?? 0
        let untranslatableBefore = reuse?.untranslatableNodes ?? 0
        let result = buildFresh(layer, into: &nodes, parent: parent, index: index, parentSublayer: parentSublayer,
                                parentToDevice: parentToDevice, clip: clip, inheritedOpacity: inheritedOpacity,
                                ancestorMasks: ancestorMasks, scale: scale, stats: &stats, reuse: reuse)
        if let reuse {
            // The stamp is read after the subtree was built: drawing content during the build
            // changes it, and that change is part of what this frame shows.
            let range = firstNode..<nodes.count
            let nonFinite = stats.layersSkippedNonFinite - nonFiniteBefore
            let animated = reuse.animatedNodes != animatedBefore
            let translatable = reuse.untranslatableNodes == untranslatableBefore
            let c: SubtreeBuildCache
            if let old = reuse.tables.buildCache(layer) {
                c = old
                c.frame = reuse.frame
                c.stamp = layer.subtreeStamp
                c.store(inputs, scale: scale)
                c.range = range
                c.localBounds = result
                c.nonFinite = nonFinite
                c.animated = animated
            } else {
                c = SubtreeBuildCache(
                    frame: reuse.frame, stamp: layer.subtreeStamp, parent: parent, index: index,
                    parentSublayer: parentSublayer, parentToDevice: parentToDevice, clip: clip,
                    inheritedOpacity: inheritedOpacity, ancestorMasks: ancestorMasks, scale: scale, range: range,
                    localBounds: result, nonFinite: nonFinite, animated: animated)
                reuse.tables.setBuildCache(c, of: layer)
            }
            c.translatable = translatable
            c.structureVersion = layer.structureVersion
            c.animatedChildren = reuse.lastAnimatedChildren
        }
        return result
    }

    /// The device translation that takes `old` to `new` when they differ by one (both affine
    /// with the same linear part); nil otherwise.
    static func translation(from old: Homography, to new: Homography) -> (x: Double, y: Double)? {
        guard old.m13 == 0, old.m23 == 0, old.m33 == 1, new.m13 == 0, new.m23 == 0, new.m33 == 1,
              old.m11 == new.m11, old.m12 == new.m12, old.m21 == new.m21, old.m22 == new.m22 else { return nil }
        let t = (x: new.m31 - old.m31, y: new.m32 - old.m32)
        return t.x.isFinite && t.y.isFinite ? t : nil
    }

    /// Copies the nodes of an unchanged subtree from the previous frame, moving the build
    /// caches of its layers along so that they stay valid for the next frame. With
    /// `translation`, the subtree's place on the device moved by it (within the same `clip`):
    /// the copied transforms and bounds move too, the bounds are clipped again, and the nodes
    /// count as changed for the damage pass.
    private static func copySubtree(_ c: SubtreeBuildCache, of layer: Layer, into nodes: inout [RenderNode],
                                    reuse: BuildReuse, stats: inout Statistics,
                                    translation t: (x: Double, y: Double)? = nil, clip: Rect = .infinite) {
        // `c` is also the subtree root's own cache, which the loop moves: read its range first.
        let range = c.range, nonFinite = c.nonFinite
        let offset = nodes.count - range.lowerBound
        nodes.reserveCapacity(nodes.count + range.count)
        for k in range {
            var n = reuse.previousNodes[k]
            n.subtreeEnd += offset
            if let t {
                n.translate(by: t, clip: clip)
            } else {
                n.reused = true
            }
            let l = n.layer
            if let own = reuse.tables.buildCache(l), own.frame == reuse.previousFrame {
                own.frame = reuse.frame
                own.range = (own.range.lowerBound + offset)..<(own.range.upperBound + offset)
                if let t {
                    own.parentToDevice.m31 += t.x
                    own.parentToDevice.m32 += t.y
                }
            } else {
                reuse.tables.setBuildCache(nil, of: l)
            }
            nodes.append(n)
        }
        if t != nil {
            RenderNode.recomputeSubtreeBounds(&nodes, range.lowerBound + offset..<range.upperBound + offset)
        }
        stats.layers += range.count
        stats.layersReused += range.count
        stats.layersSkippedNonFinite += nonFinite
    }

    /// What a layer contributes itself to a frame: its node (with `subtreeEnd` and subtree
    /// bounds still to be set by the caller), and what its sublayers inherit.
    struct OwnNode {
        var node: RenderNode
        /// The clip the sublayers get (null: they are clipped away entirely).
        var childClip: Rect
        var masks: Int
        var opacity: Double
        var sublayerTransform: Transform3D?
        /// The device map the sublayers hang from: the layer's own, or for a ``TransformLayer``
        /// its superlayer's (its sublayers' transforms then hold its own, in 3D).
        var childrenToDevice: Homography
        var localOwn: Rect
        /// Whether the layer or its mask animates.
        var animated: Bool
        /// Whether a copy of the subtree cannot simply be moved (clipping, projection, tiles, masks).
        var untranslatable: Bool
    }

    /// Why ``ownNode(_:at:parent:index:parentSublayer:parentToDevice:clip:inheritedOpacity:ancestorMasks:scale:skipped:)``
    /// gave no node.
    struct Skipped {
        /// The geometry was not finite.
        var nonFinite = false
        /// The layer animates, though it is behind the eye now: its subtree must be looked at again.
        var animated = false
    }

    /// Computes `layer`'s own node at index `myIndex`. Nil when the layer draws nothing with its
    /// subtree: hidden, transparent, not finite or behind the eye (`skipped` says which matter).
    static func ownNode(_ layer: Layer, at myIndex: Int, parent: UInt64?, index: Int,
                        parentSublayer: Transform3D?, parentToDevice: Homography, clip: Rect,
                        inheritedOpacity: Double, ancestorMasks: Int, scale: Double,
                        skipped: inout Skipped) -> OwnNode? {
        layer.hasBeenRendered = true
        let p = layer.presentationProperties
        guard !p.isHidden, p.opacity > 0 else {
            // A layer fading in from 0 draws nothing now but will next frame: it must be looked
            // at again then, like one animating behind the eye. One that is invisible in its
            // model too (hidden, or opacity 0) stays out of sight whatever else animates.
            skipped.animated = !layer.attachedAnimations.isEmpty && !layer.properties.isHidden && layer.properties.opacity > 0
            return nil
        }
        guard p.hasFiniteGeometry else {
            skipped.nonFinite = true
            return nil
        }
        // Drawing is app code: it runs before a walk (the display phase) or between walks, never
        // in one. A layer still marked here was marked where this tree's frames could not see it.
        if layer.needsDisplay { lateLayers.append(layer) }
        if let mask = layer.mask, mask.needsDisplay { lateLayers.append(mask) }
        let toParent = p.transformToSuperlayer(sublayerTransform: parentSublayer)
        let toDevice = toParent.concatenating(parentToDevice)
        guard toDevice.isFinite else {
            skipped.nonFinite = true
            return nil
        }
        var masks = ancestorMasks
        if let m = layer.mask { masks = masks &* 31 &+ maskHash(m) }
        let animated = !layer.attachedAnimations.isEmpty || (layer.mask.map(isAnimated) ?? false)
        let role = layer.role
        let isTransformLayer = role == .transform
        let untranslatable = p.masksToBounds || !toDevice.isAffine || toDevice.m33 != 1 || role == .tiled
            || layer.mask != nil || isTransformLayer

        // A transform layer paints nothing of its own.
        let paint = isTransformLayer ? PaintExtent(LayerProperties(), isTiled: false) : PaintExtent(p, isTiled: role == .tiled)
        var ownBounds = Rect.null
        var localOwn = paint.local
        if !paint.local.isNull {
            guard let dev = toDevice.apply(to: paint.local) else {  // behind the eye
                skipped.animated = animated
                return nil
            }
            ownBounds = dev
        }
        if let shape = paint.shadowShape {
            let sigma = p.shadowRadius / 2 * scale
            let margin = (3 * sigma).rounded(.up) + 2 + (toDevice.isAffine ? 0 : 4)
            if let dev = toDevice.apply(to: shape) {
                ownBounds = ownBounds.union(dev.offsetBy(dx: p.shadowOffset.width * scale, dy: p.shadowOffset.height * scale)
                    .insetBy(dx: -margin, dy: -margin))
            }
            let e = p.shadowRadius * 1.5 + 2
            localOwn = localOwn.union(shape.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -e, dy: -e))
        }
        var unclipped = Rect.null
        if !ownBounds.isNull {
            // Antialiasing and bilinear sampling can touch one more pixel.
            unclipped = ownBounds.insetBy(dx: -1, dy: -1)
            ownBounds = unclipped.intersection(clip)
        }
        var childClip = clip
        if p.masksToBounds && !isTransformLayer {
            childClip = toDevice.apply(to: p.bounds).map { clip.intersection($0.insetBy(dx: -1, dy: -1)) } ?? .null
        }
        let sublayerTransform = isTransformLayer
            ? TransformLayer.sublayerComposite(p, parent: parentSublayer) : p.sublayerTransformAboutAnchor
        let opacity = inheritedOpacity * p.opacity
        let animatedHash = layer.attachedAnimations.isEmpty ? 0 : p.hashValue
        // The properties are moved into the node, not copied: they are the largest part of it,
        // and this runs for every layer built.
        let node = RenderNode(layer: layer, serial: layer.serial, props: consume p, extent: paint, toParent: toParent, toDevice: toDevice,
                              ownBounds: ownBounds, unclippedBounds: unclipped, subtreeBounds: ownBounds,
                              localSubtreeBounds: localOwn,
                              subtreeEnd: myIndex + 1,
                              record: .init(version: layer.modelVersion, animated: animatedHash,
                                            toDevice: toDevice, clip: clip, inheritedOpacity: inheritedOpacity,
                                            ancestorMasks: masks, parent: parent, index: index,
                                            displayVersion: layer.displayVersion))
        return OwnNode(node: node, childClip: childClip, masks: masks, opacity: opacity,
                       sublayerTransform: sublayerTransform,
                       childrenToDevice: isTransformLayer ? parentToDevice : toDevice, localOwn: localOwn,
                       animated: animated, untranslatable: untranslatable)
    }

    /// Builds `layer`'s node and its sublayers' (see ``build``).
    private static func buildFresh(_ layer: Layer, into nodes: inout [RenderNode], parent: UInt64?, index: Int,
                                   parentSublayer: Transform3D?, parentToDevice: Homography, clip: Rect,
                                   inheritedOpacity: Double, ancestorMasks: Int, scale: Double, stats: inout Statistics,
                                   reuse: BuildReuse?) -> Rect {
        let myIndex = nodes.count
        var animatedChildren: [UnownedLayer] = []
        defer { reuse?.lastAnimatedChildren = animatedChildren }
        var skipped = Skipped()
        guard let own = ownNode(layer, at: myIndex, parent: parent, index: index, parentSublayer: parentSublayer,
                                parentToDevice: parentToDevice, clip: clip, inheritedOpacity: inheritedOpacity,
                                ancestorMasks: ancestorMasks, scale: scale, skipped: &skipped) else {
            if skipped.nonFinite { stats.layersSkippedNonFinite += 1 }
            if skipped.animated, let reuse { reuse.animatedNodes += 1 }
            return .null
        }
        if let reuse {
            if own.animated { reuse.animatedNodes += 1 }
            if own.node.props.masksToBounds { reuse.clippingNodes.append(myIndex) }
            if own.untranslatable { reuse.untranslatableNodes += 1 }
        }
        stats.layers += 1
        let id = layer.serial
        let masksToBounds = own.node.props.masksToBounds, bounds = own.node.props.bounds
        nodes.append(own.node)
        var subtree = own.node.ownBounds
        var localSubtree = own.localOwn
        if !own.childClip.isNull {
            let ordered = layer.role == .transform
                ? TransformLayer.depthOrdered(layer.sublayers, composite: own.sublayerTransform ?? .identity)
                : orderedSublayers(layer)
            for (i, sub) in ordered.enumerated() {
                let first = nodes.count
                let childLocal = build(sub, into: &nodes, parent: id, index: i, parentSublayer: own.sublayerTransform,
                                       parentToDevice: own.childrenToDevice, clip: own.childClip, inheritedOpacity: own.opacity,
                                       ancestorMasks: own.masks, scale: scale, stats: &stats, reuse: reuse)
                if nodes.count > first {
                    subtree = subtree.union(nodes[first].subtreeBounds)
                    localSubtree = localSubtree.union(childLocal)
                }
                if let reuse, reuse.tables.buildCache(sub)?.animated == true {
                    animatedChildren.append(UnownedLayer(layer: sub))
                }
            }
        }
        if masksToBounds {
            localSubtree = localSubtree.intersection(bounds).union(own.localOwn)
        }
        // A transform layer's sublayers' bounds are already in its superlayer's coordinates.
        let inParent = localSubtree.isNull ? .null
            : layer.role == .transform ? localSubtree : (own.node.toParent.apply(to: localSubtree) ?? .null)
        nodes[myIndex].subtreeBounds = subtree
        nodes[myIndex].localSubtreeBounds = localSubtree
        nodes[myIndex].subtreeEnd = nodes.count
        nodes[myIndex].boundsInParent = inParent
        return inParent
    }

    /// Adds what changed between a layer's previous frame (`slot`) and `node`: its old and new
    /// areas, or only the written parts of its external contents when nothing else changed.
    static func addChange(of node: RenderNode, from slot: CompositorSlot, to damage: inout Damage) {
        defer {
            node.layer.contentsDamage = nil
            node.layer.drawingDamage = nil
        }
        var before = slot.record
        before.displayVersion = node.record.displayVersion
        if before == node.record, node.layer.contentsDamage == nil, let d = drawingDamage(of: node) {
            // Only drawn parts changed (tiles arrived): those, where they are now.
            for r in d { damage.add(r) }
            return
        }
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        guard before == node.record, let rects = node.layer.contentsDamage, let img = node.props.contents,
              node.props.contentsRect == unit, node.props.contentsCenter == unit, node.toDevice.isAffine,
              let dst = node.extent.contentsRect(node.props), img.pixelWidth > 0, img.pixelHeight > 0 else {
            damage.add(slot.bounds)
            damage.add(node.ownBounds)
            return
        }
        let sx = dst.width / Double(img.pixelWidth), sy = dst.height / Double(img.pixelHeight)
        // Contents placed one image pixel on one device pixel, on whole pixels, change exactly
        // the written pixels; otherwise filtering spreads each change into the pixels around it.
        let exact = node.toDevice.isAffine && DeviceMap(node.toDevice.affine).map { m in
            let d = m.rect(dst)
            return d == d.integral && d.width == Double(img.pixelWidth) && d.height == Double(img.pixelHeight)
        } == true
        for r in rects {
            let local = Rect(x: dst.minX + r.minX * sx, y: dst.minY + r.minY * sy, width: r.width * sx, height: r.height * sy)
            guard let device = node.toDevice.apply(to: local) else { continue }
            damage.add((exact ? device : device.insetBy(dx: -1, dy: -1)).intersection(node.ownBounds))
        }
    }

    /// The device rectangles of `node`'s ``Layer/drawingDamage``, or nil when there is none
    /// or one of them does not map to the device.
    static func drawingDamage(of node: RenderNode) -> [Rect]? {
        guard let rects = node.layer.drawingDamage else { return nil }
        var out: [Rect] = []
        out.reserveCapacity(rects.count)
        for r in rects {
            guard let device = node.toDevice.apply(to: r) else { return nil }
            // Edges between pixels are antialiased into the pixels around them.
            let onPixels = device.minX == device.minX.rounded() && device.minY == device.minY.rounded()
                && device.maxX == device.maxX.rounded() && device.maxY == device.maxY.rounded()
            // Clipped as drawn: tiles that arrived ahead of the screen add nothing (and do not
            // widen the damage's bounding box).
            let r = (onPixels ? device : device.insetBy(dx: -1, dy: -1)).intersection(node.ownBounds)
                .intersection(node.record.clip)
            if !r.isNull, r.width > 0, r.height > 0 { out.append(r) }
        }
        return out
    }

    /// Sublayers in drawing order: by zPosition, ties in array order (as Core Animation).
    static func orderedSublayers(_ layer: Layer) -> [Layer] {
        let subs = layer.sublayers
        // Plain loops: this runs for every layer every frame, and closures cost an executor
        // check per call.
        guard subs.count > 1 else { return subs }
        var mayReorder = false
        for s in subs where s.properties.zPosition != 0 || !s.attachedAnimations.isEmpty {
            mayReorder = true
            break
        }
        guard mayReorder else { return subs }
        var anyZ = false
        for s in subs where s.presentationProperties.zPosition != 0 {
            anyZ = true
            break
        }
        guard anyZ else { return subs }
        return subs.enumerated().sorted {
            let za = $0.element.presentationProperties.zPosition, zb = $1.element.presentationProperties.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
    }

    /// True when a mask layer or one of its sublayers has animations.
    static func isAnimated(_ mask: Layer) -> Bool {
        if !mask.attachedAnimations.isEmpty { return true }
        for s in mask.sublayers where isAnimated(s) { return true }
        return false
    }

    static func maskHash(_ layer: Layer) -> Int {
        var h = Hasher()
        h.combine(layer.presentationProperties)
        h.combine(layer.displayVersion)
        for s in layer.sublayers { h.combine(maskHash(s)) }
        return h.finalize()
    }

    // MARK: Pass 2: what changed

    /// Compares each layer with what its slot remembers from this compositor's previous frame,
    /// then stores this frame in the slots. Unchanged layers cost one record comparison.
    private func diffAndRemember(_ root: Layer, previousFrame: UInt64, shift: ScrollShift? = nil) -> Damage {
        var damage = Damage()
        damage.keepsOverlapsApart = shift != nil
        for i in nodes.indices {
            let layer = nodes[i].layer
            if let shift {
                diffWithShift(i, shift, previousFrame: previousFrame, into: &damage)
                continue
            }
            let slot = tables.slot(layer)
            if nodes[i].reused, slot?.frame == previousFrame {
                // Copied with its unchanged subtree: same record, same bounds.
                tables.setSlotFrame(frame, of: layer)
                continue
            }
            if let slot, slot.frame == previousFrame {
                if slot.record != nodes[i].record {
                    Compositor.addChange(of: nodes[i], from: slot, to: &damage)
                }
            } else {
                damage.add(nodes[i].ownBounds)
            }
            remember(i)
        }
        // Layers drawn last frame and not this one were removed or hidden (their old pixels
        // moved with a scroll).
        var left: [Layer] = []
        for layer in previousLayers {
            if let slot = tables.slot(layer), slot.frame == previousFrame {
                damage.add(slot.bounds)
                if let shift { damage.add(shift.moved(slot.bounds)) }
                tables.setSlot(nil, of: layer)
                if !Compositor.isInTree(layer, of: root) { left.append(layer) }
            }
        }
        // One that left the tree (rather than being hidden) is forgotten with its subtree:
        // nothing is kept for layers this compositor no longer draws. Only now: its sublayers
        // come after it in paint order, and forgetting them first would lose their old places
        // from the damage.
        for layer in left { forgetSubtree(layer) }
        previousLayers.removeAll(keepingCapacity: true)
        for i in nodes.indices { previousLayers.append(nodes[i].layer) }
        return damage
    }

    /// Stores node `i`'s record in its layer's slot for the next frame.
    func remember(_ i: Int) {
        // Fields one by one: copying whole nodes for every layer every frame is measurable.
        let record = nodes[i].record
        var slot = CompositorSlot(frame: frame, record: record, bounds: nodes[i].ownBounds)
        if nodes[i].props.masksToBounds {
            slot.scrollOrigin = nodes[i].props.bounds.origin
            if let old = tables.slot(nodes[i].layer), old.record.version == record.version, old.record.animated == 0,
               record.animated == 0, old.scrollOrigin != nil {
                // The same model values, nothing animating then or now: the same signature
                // (hashing every value is most of the cost of a frame where only pixels changed).
                slot.scrollSignature = old.scrollSignature
            } else {
                slot.scrollSignature = ScrollShift.signature(nodes[i].props)
            }
        }
        tables.setSlot(slot, of: nodes[i].layer)
    }

    /// True when `layer` is `root` or hangs from it (through sublayers and masks).
    static func isInTree(_ layer: Layer, of root: Layer) -> Bool {
        var l = layer
        while l !== root {
            guard let up = l.superlayer ?? l.maskOwner else { return false }
            l = up
        }
        return true
    }

    /// Drops every entry of `layer` and the layers under it from this compositor's tables.
    private func forgetSubtree(_ layer: Layer) {
        tables.forget(layer)
        if let m = layer.mask { forgetSubtree(m) }
        for s in layer.sublayers { forgetSubtree(s) }
    }

    /// The damage of node `i` in a frame whose scroll is taken by moving pixels: the scrolling
    /// layer's own pixels are moved; in its subtree only what changed other than by the move is
    /// repainted (at its moved old place and its new one); layers above it are repainted where
    /// they cover the moved area.
    private func diffWithShift(_ i: Int, _ shift: ScrollShift, previousFrame: UInt64, into damage: inout Damage) {
        let own = nodes[i].ownBounds
        let slot = tables.slot(nodes[i].layer).flatMap { $0.frame == previousFrame ? $0 : nil }
        defer { remember(i) }
        guard let slot else {
            damage.add(own)
            return
        }
        if i == shift.node { return }
        if i > shift.node && i < shift.end {
            if !shift.isMoved(slot.record, to: nodes[i].record) {
                let layer = nodes[i].layer
                defer {
                    layer.contentsDamage = nil
                    layer.drawingDamage = nil
                }
                var drawnOver = slot.record
                drawnOver.displayVersion = nodes[i].record.displayVersion
                if layer.contentsDamage == nil, shift.isMoved(drawnOver, to: nodes[i].record),
                   let d = Compositor.drawingDamage(of: nodes[i]) {
                    // Moved with the scroll, and only drawn parts changed (tiles arrived).
                    for r in d { damage.add(r) }
                    return
                }
                // Its old pixels moved where they were inside the area and stayed elsewhere (it
                // may have come from outside the scrolled layer).
                damage.add(slot.bounds)
                damage.add(shift.moved(slot.bounds))
                damage.add(own)
            }
            return
        }
        if slot.record != nodes[i].record {
            damage.add(slot.bounds)
            damage.add(own)
            damage.add(shift.moved(slot.bounds))
        } else if i >= shift.end {
            // Painted over the scrolling content: its pixels were moved with it.
            damage.add(own.intersection(shift.outer))
            damage.add(shift.moved(own))
        }
    }

    // MARK: Pass 3: painting

    private func paint(_ nodes: [RenderNode], _ damage: Damage, into bitmap: Bitmap, keepingStable: Bool = false) {
        if keepingStable { stableCache.beginFrame() }
        guard !damage.isEmpty else { return }
        // The frame is drawn through the `Painter` protocol; `Canvas` is its Cairo implementation,
        // and the only place this file names a backend.
        let target = Canvas(bitmap: bitmap)
        var painter = LayerPainter(painter: target, scale: bitmap.scale, limit: fullRect(bitmap), caches: tables)
        if keepingStable { painter.stable = stableCache }
        for r in damage.rects {
            statistics.pixelsPainted += r.width * r.height
            target.save()
            target.resetTransform()
            // A rectangle covering the whole target needs no clip: Cairo then keeps its
            // unclipped fast paths for every layer of a full repaint.
            if r != fullRect(bitmap) { target.clip(to: r) }
            // Under a layer whose opaque contents hide the whole rectangle (a web page), nothing
            // needs filling or drawing.
            let cover = nodes.withUnsafeBufferPointer { OpaqueCover.index(hiding: r, in: $0) }
            painter.coveredBelow = cover ?? 0
            if cover == nil {
                target.replace(with: backgroundColor)
            } else {
                statistics.rectsCovered += 1
            }
            if !nodes.isEmpty {
                _ = painter.draw(nodes, 0, parentToTarget: Homography(Transform2D(scaleX: bitmap.scale, y: bitmap.scale)),
                                 cull: r, stats: &statistics)
            }
            target.restore()
        }
        if let failure = target.flush() {
            // The layer painter keeps what the painter refuses away from it; if something still
            // got through, say so rather than show a silently blank frame.
            RecipeLog.write("compositor: drawing stopped this frame: \(failure)")
        }
    }
}
