import RKGeometry
import RKGraphics

/// A scroll the incremental compositor takes by moving pixels: a clipping layer whose bounds
/// origin moved by whole device pixels (and nothing else about it changed) has the pixels of
/// its content shifted in the frame, and only the strip the move exposes, plus whatever
/// changed, is repainted.
///
/// It is only taken when moving pixels gives exactly what repainting would:
/// - the layer clips (`masksToBounds`) with square corners, no border, shadow, contents, mask
///   or animation, at full opacity with no ancestor mask, and its transform to the device is
///   an axis-aligned scale and translation that turns the move into whole pixels;
/// - what lies under its content is uniform: its own opaque, plain background, or else
///   ancestors that paint only plain backgrounds covering the whole area (and nothing else
///   painting there before it);
/// - no ancestor's border paints over it.
/// Layers painted above it are repainted where they cover the area, and the layers of its
/// subtree that changed other than by the move are repainted at their old (moved) and new
/// places.
struct ScrollShift {
    /// The clipping layer's node.
    var node: Int
    /// One past its subtree in the node array.
    var end: Int
    /// Where its content is drawn, in device pixels: its bounds clipped by its ancestors.
    var area: Rect
    /// The whole device pixels of ``area`` (the pixels that move).
    var inner: Rect
    /// The move, in device pixels.
    var dx: Int
    var dy: Int

    /// The pixels that may change: ``area`` made integral outwards.
    var outer: Rect { area.integral }

    /// `r` moved with the content, within ``outer``.
    func moved(_ r: Rect) -> Rect {
        r.isNull ? .null : r.offsetBy(dx: Double(dx), dy: Double(dy)).intersection(outer)
    }

    /// `outer` minus `hole`, as up to four rectangles (above, below, left, right of the hole).
    static func subtract(_ hole: Rect, from outer: Rect) -> [Rect] {
        let h = hole.intersection(outer)
        guard !h.isNull, h.width > 0, h.height > 0 else { return [outer] }
        var parts: [Rect] = []
        if h.minY > outer.minY { parts.append(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: h.minY - outer.minY)) }
        if h.maxY < outer.maxY { parts.append(Rect(x: outer.minX, y: h.maxY, width: outer.width, height: outer.maxY - h.maxY)) }
        if h.minX > outer.minX { parts.append(Rect(x: outer.minX, y: h.minY, width: h.minX - outer.minX, height: h.height)) }
        if h.maxX < outer.maxX { parts.append(Rect(x: h.maxX, y: h.minY, width: outer.maxX - h.maxX, height: h.height)) }
        return parts
    }

    /// What a plain background needs to be to show the same under moved content.
    static func isPlain(_ c: Color?) -> Bool { c.map { $0.patternImage == nil } ?? true }

    /// The values of a clipping layer that must stay the same for a move to be a scroll: all
    /// but its bounds origin.
    static func signature(_ p: LayerProperties) -> Int {
        var q = p
        q.bounds.origin = .zero
        return q.hashValue
    }

    /// Finds the largest scroll among the clipping layers `candidates` (node indices) that
    /// moving pixels can take, comparing with what each layer's slot remembers of the previous
    /// frame.
    @MainActor
    static func find(in nodes: [RenderNode], candidates: [Int], tables: CompositorTables,
                     previousFrame: UInt64) -> ScrollShift? {
        var best: ScrollShift?
        for i in candidates where nodes.indices.contains(i) && nodes[i].props.masksToBounds && !nodes[i].reused {
            guard let s = candidate(i, in: nodes, tables: tables, previousFrame: previousFrame) else { continue }
            if best == nil || s.inner.width * s.inner.height > best!.inner.width * best!.inner.height { best = s }
        }
        return best
    }

    @MainActor
    private static func candidate(_ i: Int, in nodes: [RenderNode], tables: CompositorTables,
                                  previousFrame: UInt64) -> ScrollShift? {
        let n = nodes[i]
        let layer = n.layer
        let p = n.props
        guard let slot = tables.slot(layer), slot.frame == previousFrame,
              let oldOrigin = slot.scrollOrigin, oldOrigin != p.bounds.origin,
              layer.mask == nil, layer.attachedAnimations.isEmpty, n.record.ancestorMasks == 0,
              n.record.inheritedOpacity == 1, p.opacity == 1, p.cornerRadius == 0, p.borderWidth == 0,
              n.extent.shadowShape == nil, !n.extent.hasContents, !n.extent.hasDrawing, isPlain(p.backgroundColor),
              slot.record.clip == n.record.clip,
              slot.record.parent == n.record.parent, slot.record.index == n.record.index,
              slot.record.displayVersion == n.record.displayVersion,
              slot.scrollSignature == signature(p) else { return nil }
        let h = n.toDevice
        guard h.isAffine, h.m12 == 0, h.m21 == 0, h.m11 > 0, h.m22 > 0, h.m33 == 1 else { return nil }
        let fx = (oldOrigin.x - p.bounds.origin.x) * h.m11, fy = (oldOrigin.y - p.bounds.origin.y) * h.m22
        let rx = fx.rounded(), ry = fy.rounded()
        guard abs(fx - rx) < 1e-6, abs(fy - ry) < 1e-6, abs(rx) < 1e6, abs(ry) < 1e6 else { return nil }
        // The layer itself stays: its map from content to device only moved with the origin.
        let o = slot.record.toDevice
        guard o.isAffine, o.m33 == 1, o.m11 == h.m11, o.m12 == h.m12, o.m21 == h.m21, o.m22 == h.m22,
              abs(o.m31 + rx - h.m31) < 1e-7, abs(o.m32 + ry - h.m32) < 1e-7 else { return nil }
        guard let device = h.apply(to: p.bounds) else { return nil }
        // Ancestors' clips are recorded one pixel wider than they cut (for antialiasing).
        let inherited = n.record.clip == .infinite ? n.record.clip : n.record.clip.insetBy(dx: 1, dy: 1)
        let area = device.intersection(inherited)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let x0 = area.minX.rounded(.up), y0 = area.minY.rounded(.up)
        let x1 = area.maxX.rounded(.down), y1 = area.maxY.rounded(.down)
        guard x1 - x0 > abs(rx), y1 - y0 > abs(ry) else { return nil }
        let inner = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)

        // What is under the content must be uniform, and nothing but the subtree may paint over
        // the area except layers that will be repainted (those after the subtree).
        let opaqueBackground = n.extent.hasBackground && (p.backgroundColor?.alpha ?? 0) >= 1
        for j in 0..<i where nodes[j].ownBounds.intersects(inner) {
            let a = nodes[j]
            let isAncestor = a.subtreeEnd > i
            if isAncestor && a.props.borderWidth > 0 { return nil }  // its border paints over the content
            if opaqueBackground { continue }  // hidden under the layer's own background
            guard isAncestor, !a.extent.hasContents, !a.extent.hasDrawing, a.extent.shadowShape == nil, isPlain(a.props.backgroundColor),
                  a.props.cornerRadius == 0 || !a.extent.hasBackground else { return nil }
            if a.extent.hasBackground {
                let ah = a.toDevice
                guard ah.isAffine, ah.m12 == 0, ah.m21 == 0, let covered = ah.apply(to: a.props.bounds),
                      covered.contains(inner) else { return nil }
            }
        }
        return ScrollShift(node: i, end: n.subtreeEnd, area: area, inner: inner, dx: Int(rx), dy: Int(ry))
    }

    /// Clips are the same for the moved pixels when equal, or when the old one moved with the
    /// content gives the new one inside the area (a clipping layer inside the scrolled content
    /// moves with it; where it meets the scrolling layer's own clip does not matter there).
    private func sameClip(_ old: Rect, _ new: Rect) -> Bool {
        if old == new { return true }
        let a = old == .infinite ? old : old.offsetBy(dx: Double(dx), dy: Double(dy))
        let ia = a.intersection(outer), ib = new.intersection(outer)
        if ia.isNull || ib.isNull { return ia.isNull == ib.isNull }
        let e = 1e-7
        return abs(ia.minX - ib.minX) < e && abs(ia.minY - ib.minY) < e && abs(ia.maxX - ib.maxX) < e
            && abs(ia.maxY - ib.maxY) < e
    }

    /// True when `new` is `old` moved by the scroll: the same layer state, drawn at a device
    /// transform translated by whole pixels (affine only: a projected subtree is redrawn).
    func isMoved(_ old: RenderNode.Record, to new: RenderNode.Record) -> Bool {
        guard old.version == new.version, old.animated == new.animated, sameClip(old.clip, new.clip),
              old.inheritedOpacity == new.inheritedOpacity, old.ancestorMasks == new.ancestorMasks,
              old.parent == new.parent, old.index == new.index, old.displayVersion == new.displayVersion,
              old.toDevice.isAffine, new.toDevice.isAffine, old.toDevice.m33 == 1, new.toDevice.m33 == 1 else { return false }
        let a = old.toDevice, b = new.toDevice
        let e = 1e-9
        return abs(a.m11 - b.m11) < e && abs(a.m12 - b.m12) < e && abs(a.m21 - b.m21) < e && abs(a.m22 - b.m22) < e
            && abs(a.m31 + Double(dx) - b.m31) < 1e-7 && abs(a.m32 + Double(dy) - b.m32) < 1e-7
    }
}
