import RKGeometry
import RKGraphics

/// An incremental frame made by changing the previous frame's render nodes in place, visiting
/// only the layers whose subtree changed or animates: a frame in which one small layer
/// animates costs that layer and its ancestors (and a look at their sublayers), whatever the
/// size of the tree.
///
/// It applies when the tree's shape is what it was: the same layers drawn, in the same order.
/// Anything else (a layer added, removed, reordered, shown or hidden, a clipping layer's bounds
/// origin moved, which a scroll takes by moving pixels) makes ``Compositor/update(_:into:)``
/// build the frame anew, copying unchanged subtrees. Nothing is changed until the whole patch
/// is known to apply.
@MainActor
struct FramePatch {
    private let tables: CompositorTables
    private let frame: UInt64
    private let nodes: [RenderNode]
    private let scale: Double
    /// New nodes by index, in the order visited (parents before their sublayers).
    private(set) var patched: [(index: Int, node: RenderNode)] = []
    /// Build caches to store once the patch applies.
    private var caches: [(layer: Layer, update: (SubtreeBuildCache) -> Void)] = []

    init(tables: CompositorTables, frame: UInt64, nodes: [RenderNode], scale: Double) {
        self.tables = tables
        self.frame = frame
        self.nodes = nodes
        self.scale = scale
    }

    typealias Inputs = SubtreeInputs

    private func isUnchanged(_ layer: Layer, _ c: SubtreeBuildCache, _ inputs: Inputs) -> Bool {
        c.frame == frame && c.holds(stamp: layer.subtreeStamp, inputs, scale: scale)
    }

    /// What a visited subtree gives its parent.
    struct Visited {
        var localBounds: Rect
        var subtreeBounds: Rect
        var animated: Bool
        var translatable: Bool
    }

    /// Visits `layer`, whose subtree's nodes start at `i` in the previous frame; nil when the
    /// patch does not apply.
    mutating func visit(_ layer: Layer, at i: Int, _ inputs: Inputs) -> Visited? {
        guard let c = tables.buildCache(layer), c.frame == frame else { return nil }
        if isUnchanged(layer, c, inputs) {
            guard !c.range.isEmpty else { return Visited(localBounds: c.localBounds, subtreeBounds: .null,
                                                         animated: false, translatable: c.translatable) }
            guard c.range.lowerBound == i else { return nil }
            return Visited(localBounds: c.localBounds, subtreeBounds: nodes[i].subtreeBounds, animated: false,
                           translatable: c.translatable)
        }
        if let t = movedOnly(layer, c, inputs), !c.range.isEmpty, c.range.lowerBound == i {
            return moved(c, by: t, inputs)
        }
        switch visitKeepingOwnNode(layer, at: i, c, inputs) {
        case .visited(let v): return v
        case .patchFails: return nil
        case .makeTheNode: break
        }
        // Changed: it must have drawn last frame, at `i`, and still draw. A transform layer's
        // sublayers can change their depth order with any change: build it afresh.
        guard layer.role != .transform, c.range.lowerBound == i, !c.range.isEmpty, i < nodes.count, nodes[i].serial == layer.serial else { return nil }
        var skipped = Compositor.Skipped()
        guard var own = Compositor.ownNode(layer, at: i, parent: inputs.parent, index: inputs.index,
                                           parentSublayer: inputs.parentSublayer, parentToDevice: inputs.parentToDevice,
                                           clip: inputs.clip, inheritedOpacity: inputs.inheritedOpacity,
                                           ancestorMasks: inputs.ancestorMasks, scale: scale, skipped: &skipped)
        else { return nil }
        let p = own.node.props
        let previous = nodes[i]
        // A new stacking order among siblings is a new shape.
        guard p.zPosition == previous.props.zPosition else { return nil }
        // A clipping layer whose bounds origin moved scrolled: moving pixels is cheaper, and a
        // build finds it.
        if p.masksToBounds, previous.props.bounds.origin != p.bounds.origin { return nil }
        if p.masksToBounds, let remembered = tables.slot(layer), remembered.scrollOrigin != p.bounds.origin {
            return nil
        }
        let patchIndex = patched.count
        patched.append((i, own.node))
        let end = c.range.upperBound
        let id = layer.serial
        func childInputs(_ k: Int) -> Inputs {
            Inputs(parent: id, index: k, parentSublayer: own.sublayerTransform, parentToDevice: own.childrenToDevice,
                   clip: own.childClip, inheritedOpacity: own.opacity, ancestorMasks: own.masks)
        }
        var subtree = own.node.ownBounds
        var localSubtree = own.localOwn
        var animated = own.animated
        var translatable = !own.untranslatable
        var animatedChildren: [UnownedLayer] = []
        // When what the sublayers inherit is unchanged and they are the same ones, only those
        // that changed (the layer's change log) or animate need a look.
        let sameInheritance = previous.props == p && previous.toDevice == own.node.toDevice
            && previous.record.clip == inputs.clip && previous.record.inheritedOpacity == inputs.inheritedOpacity
            && previous.record.ancestorMasks == own.masks
        if own.childClip.isNull {
            guard end == i + 1 else { return nil }
        } else if sameInheritance, layer.structureVersion == c.structureVersion, layer.changeLogStart <= c.stamp {
            var candidates = c.animatedChildren
            for e in layer.changeLog.reversed() {
                if e.stamp <= c.stamp { break }
                if !candidates.contains(where: { $0.layer === e.child }) { candidates.append(UnownedLayer(layer: e.child)) }
            }
            // Sublayers whose bounds moved, with their bounds last frame and now.
            var moved: [MovedBounds] = []
            translatable = c.translatable
            for candidate in candidates {
                let sub = candidate.layer
                guard let sc = tables.buildCache(sub), sc.frame == frame else { return nil }
                let ci = childInputs(sc.index)
                if sc.range.isEmpty {
                    // Drew nothing last frame: fine while it is unchanged and does not animate
                    // (one fading in from 0 will draw now: the tree changes shape).
                    guard isUnchanged(sub, sc, ci), !sc.animated else { return nil }
                    continue
                }
                let j = sc.range.lowerBound
                guard j > i, j < end, nodes[j].serial == sub.serial, let v = visit(sub, at: j, ci) else { return nil }
                if v.animated { animatedChildren.append(UnownedLayer(layer: sub)) }
                translatable = translatable && v.translatable
                if v.subtreeBounds != nodes[j].subtreeBounds || v.localBounds != nodes[j].boundsInParent {
                    moved.append(MovedBounds(index: j, oldSubtree: nodes[j].subtreeBounds, oldLocal: nodes[j].boundsInParent,
                                             subtree: v.subtreeBounds, local: v.localBounds))
                }
            }
            animated = animated || !animatedChildren.isEmpty
            if !moved.isEmpty {
                let widened = !p.masksToBounds && moved.allSatisfy {
                    Self.union(previous.subtreeBounds, keepsExtentsReplacing: $0.oldSubtree, with: $0.subtree)
                        && Self.union(previous.localSubtreeBounds, keepsExtentsReplacing: $0.oldLocal, with: $0.local)
                }
                if widened {
                    // No side of the bounds was set by a sublayer that drew back from it: the
                    // new bounds are the old ones widened, whatever the number of sublayers.
                    subtree = previous.subtreeBounds
                    localSubtree = previous.localSubtreeBounds
                    for m in moved {
                        subtree = subtree.union(m.subtree)
                        localSubtree = localSubtree.union(m.local)
                    }
                } else {
                    // Unions again, over the sublayers' nodes (no layer is visited for it).
                    moved.sort { $0.index < $1.index }
                    var next = 0
                    var j = i + 1
                    while j < end {
                        if next < moved.count, moved[next].index == j {
                            subtree = subtree.union(moved[next].subtree)
                            localSubtree = localSubtree.union(moved[next].local)
                            next += 1
                        } else {
                            subtree = subtree.union(nodes[j].subtreeBounds)
                            localSubtree = localSubtree.union(nodes[j].boundsInParent)
                        }
                        j = nodes[j].subtreeEnd
                    }
                    if p.masksToBounds { localSubtree = localSubtree.intersection(p.bounds).union(own.localOwn) }
                }
            } else {
                subtree = previous.subtreeBounds
                localSubtree = previous.localSubtreeBounds
            }
        } else {
            var j = i + 1
            for (k, sub) in Compositor.orderedSublayers(layer).enumerated() {
                let ci = childInputs(k)
                // A sublayer that drew nothing last frame: fine while it is unchanged.
                if let sc = tables.buildCache(sub), sc.frame == frame, sc.range.isEmpty {
                    guard isUnchanged(sub, sc, ci), !sc.animated else { return nil }
                    localSubtree = localSubtree.union(sc.localBounds)
                    translatable = translatable && sc.translatable
                    continue
                }
                guard j < end, nodes[j].serial == sub.serial, let v = visit(sub, at: j, ci) else { return nil }
                subtree = subtree.union(v.subtreeBounds)
                localSubtree = localSubtree.union(v.localBounds)
                if v.animated { animatedChildren.append(UnownedLayer(layer: sub)) }
                translatable = translatable && v.translatable
                j = nodes[j].subtreeEnd
            }
            guard j == end else { return nil }
            animated = animated || !animatedChildren.isEmpty
            if p.masksToBounds { localSubtree = localSubtree.intersection(p.bounds).union(own.localOwn) }
        }
        let local = localSubtree.isNull ? .null : (own.node.toParent.apply(to: localSubtree) ?? .null)
        own.node.subtreeBounds = subtree
        own.node.localSubtreeBounds = localSubtree
        own.node.subtreeEnd = end
        own.node.boundsInParent = local
        patched[patchIndex].node = own.node
        // The stamp is read after the subtree was visited: drawing content changes it, and
        // that change is part of this frame.
        let stamp = layer.subtreeStamp, isAnimated = animated, canTranslate = translatable, scale = self.scale
        let structure = layer.structureVersion, animatedList = animatedChildren
        caches.append((layer, { c in
            c.stamp = stamp
            c.store(inputs, scale: scale)
            c.localBounds = local
            c.animated = isAnimated
            c.translatable = canTranslate
            c.structureVersion = structure
            c.animatedChildren = animatedList
        }))
        return Visited(localBounds: local, subtreeBounds: subtree, animated: animated, translatable: translatable)
    }

    /// Visits a layer that did not change itself since its node was made (same model values,
    /// nothing animating on it, no mask, the same inputs), though something under it did or its
    /// external contents were written: its node is kept, with the new content version, and
    /// only the sublayers that changed or animate are visited, with the inputs they had. This
    /// is the path of a frame where a web page or a video wrote some pixels: the layers above
    /// it cost a few comparisons each.
    private mutating func visitKeepingOwnNode(_ layer: Layer, at i: Int, _ c: SubtreeBuildCache,
                                              _ inputs: Inputs) -> KeptNodeVisit {
        guard layer.attachedAnimations.isEmpty, layer.mask == nil, !layer.needsDisplay, layer.role != .transform,
              c.range.lowerBound == i, !c.range.isEmpty, i < nodes.count, nodes[i].serial == layer.serial,
              nodes[i].record.version == layer.modelVersion, nodes[i].record.animated == 0,
              c.holds(stamp: c.stamp, inputs, scale: scale, ignoringAnimation: true),
              layer.structureVersion == c.structureVersion, layer.changeLogStart <= c.stamp
        else { return .makeTheNode }
        let patchedBefore = patched.count, cachesBefore = caches.count, stampsBefore = stamps.count
        let movedBefore = movedCount
        func undo() {
            patched.removeSubrange(patchedBefore...)
            caches.removeSubrange(cachesBefore...)
            stamps.removeSubrange(stampsBefore...)
            movedCount = movedBefore
        }
        if nodes[i].record.displayVersion != layer.displayVersion {
            var node = nodes[i]
            node.record.displayVersion = layer.displayVersion
            patched.append((i, node))
        }
        var candidates = c.animatedChildren
        for e in layer.changeLog.reversed() {
            if e.stamp <= c.stamp { break }
            if !candidates.contains(where: { $0.layer === e.child }) { candidates.append(UnownedLayer(layer: e.child)) }
        }
        let end = c.range.upperBound
        var translatable = c.translatable
        var animatedChildren: [UnownedLayer] = []
        for candidate in candidates {
            let sub = candidate.layer
            guard let sc = tables.buildCache(sub), sc.frame == frame, sc.parent == layer.serial else {
                undo()
                return .makeTheNode
            }
            // The layer's node is what it was, so what it hands down is too: the inputs the
            // sublayer was last made with. A sublayer that cannot be patched with them cannot
            // be with the inputs the general path would compute either (they are the same):
            // the whole patch fails, rather than visiting it again on the general path (which,
            // layer over layer, would double the cost of a failing patch at every level).
            let ci = sc.inputs
            if sc.range.isEmpty {
                guard isUnchanged(sub, sc, ci), !sc.animated else { return .patchFails }
                continue
            }
            let j = sc.range.lowerBound
            guard j > i, j < end, nodes[j].serial == sub.serial, let v = visit(sub, at: j, ci) else { return .patchFails }
            guard v.subtreeBounds == nodes[j].subtreeBounds, v.localBounds == nodes[j].boundsInParent else {
                // Its bounds moved: this layer's node is made again, with the unions.
                undo()
                return .makeTheNode
            }
            if v.animated { animatedChildren.append(UnownedLayer(layer: sub)) }
            translatable = translatable && v.translatable
        }
        let animated = !animatedChildren.isEmpty
        stamps.append(StampUpdate(cache: c, stamp: layer.subtreeStamp, animated: animated, translatable: translatable,
                                  animatedChildren: animatedChildren))
        return .visited(Visited(localBounds: nodes[i].boundsInParent, subtreeBounds: nodes[i].subtreeBounds,
                                animated: animated, translatable: translatable))
    }

    /// What ``visitKeepingOwnNode(_:at:_:_:)`` found.
    private enum KeptNodeVisit {
        /// The layer kept its node.
        case visited(Visited)
        /// The layer's node must be made again (nothing was changed).
        case makeTheNode
        /// The tree changed shape under the layer: the frame is built anew.
        case patchFails
    }

    /// What a layer visited by ``visitKeepingOwnNode(_:at:_:_:)`` stores in its build cache.
    private struct StampUpdate {
        let cache: SubtreeBuildCache
        let stamp: UInt64
        let animated: Bool
        let translatable: Bool
        let animatedChildren: [UnownedLayer]
    }

    /// Build caches of layers whose node was kept, to store once the patch applies.
    private var stamps: [StampUpdate] = []

    /// A sublayer whose bounds changed this frame.
    private struct MovedBounds {
        var index: Int
        var oldSubtree: Rect, oldLocal: Rect
        var subtree: Rect, local: Rect
    }

    /// Whether `union`, a bounding box over rectangles one of which was `old`, still reaches
    /// each of its sides once `old` is replaced by `new`: true when, on every side, `old`
    /// stopped short of the side or `new` reaches at least as far as `old` did. The new box is
    /// then `union` widened by `new`, with no need to look at the other rectangles.
    static func union(_ union: Rect, keepsExtentsReplacing old: Rect, with new: Rect) -> Bool {
        if old.isNull { return true }
        if new.isNull {
            return old.minX > union.minX && old.minY > union.minY && old.maxX < union.maxX && old.maxY < union.maxY
        }
        return (old.minX > union.minX || new.minX <= old.minX) && (old.minY > union.minY || new.minY <= old.minY)
            && (old.maxX < union.maxX || new.maxX >= old.maxX) && (old.maxY < union.maxY || new.maxY >= old.maxY)
    }

    /// The device translation by which an otherwise unchanged subtree moved (a container
    /// sliding), when its nodes can simply be moved.
    private func movedOnly(_ layer: Layer, _ c: SubtreeBuildCache, _ inputs: Inputs) -> (x: Double, y: Double)? {
        guard c.translatable, c.frame == frame,
              c.holds(stamp: layer.subtreeStamp, inputs, scale: scale, samePlace: false) else { return nil }
        return Compositor.translation(from: c.parentToDevice, to: inputs.parentToDevice)
    }

    /// Moves the nodes of an unchanged subtree by `t`, clipped to its clip again.
    private mutating func moved(_ c: SubtreeBuildCache, by t: (x: Double, y: Double), _ inputs: Inputs) -> Visited {
        let range = c.range
        // The subtree's nodes alone, with indices counted from its first.
        let base = range.lowerBound
        var movedNodes = Array(nodes[range])
        for k in movedNodes.indices {
            movedNodes[k].translate(by: t, clip: inputs.clip)
            movedNodes[k].subtreeEnd -= base
        }
        RenderNode.recomputeSubtreeBounds(&movedNodes, movedNodes.indices)
        for k in range {
            var n = movedNodes[k - base]
            n.subtreeEnd += base
            patched.append((k, n))
            let l = nodes[k].layer
            caches.append((l, { own in
                own.parentToDevice.m31 += t.x
                own.parentToDevice.m32 += t.y
            }))
        }
        movedCount += range.count
        return Visited(localBounds: c.localBounds, subtreeBounds: movedNodes[0].subtreeBounds,
                       animated: false, translatable: true)
    }

    /// Nodes moved with an unchanged subtree rather than visited.
    private(set) var movedCount = 0

    /// Stores the build caches of the visited layers.
    func commitCaches() {
        for (layer, update) in caches {
            if let c = tables.buildCache(layer) { update(c) }
        }
        for u in stamps {
            u.cache.stamp = u.stamp
            u.cache.animated = u.animated
            u.cache.translatable = u.translatable
            u.cache.animatedChildren = u.animatedChildren
        }
    }
}

extension Compositor {
    /// The nodes that change when the previous frame's are patched in place (see
    /// ``FramePatch``), and how many of them only moved with an unchanged subtree; nil,
    /// having changed nothing, when the tree's shape changed.
    func patchNodes(_ root: Layer, scale: Double) -> (patched: [(index: Int, node: RenderNode)], moved: Int)? {
        guard !nodes.isEmpty, nodes[0].serial == root.serial, let c = tables.buildCache(root), c.frame == frame,
              c.range == 0..<nodes.count else { return nil }
        var patch = FramePatch(tables: tables, frame: frame, nodes: nodes, scale: scale)
        let inputs = SubtreeInputs(parent: nil, index: 0, parentSublayer: nil,
                                   parentToDevice: Homography(Transform2D(scaleX: scale, y: scale)),
                                   clip: .infinite, inheritedOpacity: 1, ancestorMasks: 0)
        guard patch.visit(root, at: 0, inputs) != nil else { return nil }
        patch.commitCaches()
        return (patch.patched, patch.movedCount)
    }

    /// Makes this frame by patching the previous one in place (see ``FramePatch``); nil, having
    /// changed nothing, when the tree's shape changed.
    func patchedFrame(_ root: Layer, scale: Double) -> Damage? {
        // The patch (which shares the node array) is gone before the nodes are written:
        // otherwise the first write copies the whole array.
        guard let result = patchNodes(root, scale: scale) else { return nil }
        var damage = Damage()
        for (i, node) in result.patched {
            if let slot = tables.slot(node.layer), slot.frame == frame {
                if slot.record != node.record {
                    Compositor.addChange(of: node, from: slot, to: &damage)
                }
            } else {
                damage.add(node.ownBounds)
            }
            nodes[i] = node
            remember(i)
        }
        statistics.layers = nodes.count
        statistics.layersReused = nodes.count - result.patched.count + result.moved
        return damage
    }
}
