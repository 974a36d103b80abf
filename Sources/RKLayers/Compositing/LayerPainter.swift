import Foundation
import RKGeometry
import RKGraphics

/// Draws render nodes onto one target (the frame bitmap, or an offscreen for a perspective
/// layer): each layer's shadow, background, contents, sublayers and border, in that order.
///
/// Generic over the ``Painter`` so that, in an optimized build, every drawing call of this
/// per-layer code is specialized to the concrete painter (``Canvas``) and dispatched statically.
@MainActor
struct LayerPainter<P: Painter> {
    let painter: P
    /// Device pixels per point of the target.
    let scale: Double
    /// The target's full extent in device pixels; shadows and projections never depend on the
    /// current clip, only on this, so partial repaints equal full ones.
    let limit: Rect
    /// The compositor's tables, where what it keeps drawn per layer (blurred shadows,
    /// projections) is.
    let caches: CompositorTables
    /// The incremental compositor's kept subtrees (nil for full renders and offscreens).
    var stable: StableSubtreeCache? = nil
    /// The node whose opaque contents hide the area being painted (see ``OpaqueCover``), or 0.
    /// The nodes before it are under it: those outside its ancestry are not drawn, and its
    /// ancestors draw only what goes over their sublayers (their clip and border).
    var coveredBelow = 0

    /// Draws node `i` and its subtree; returns the index after the subtree. `parentToTarget`
    /// maps the parent's coordinates to the target's pixels. `cull` skips subtrees outside it.
    func draw(_ nodes: [RenderNode], _ i: Int, parentToTarget: Homography, cull: Rect?,
              stats: inout Compositor.Statistics, override localToTarget: Homography? = nil) -> Int {
        nodes.withUnsafeBufferPointer {
            draw($0, i, parentToTarget: parentToTarget, cull: cull, stats: &stats, override: localToTarget)
        }
    }

    /// ``draw(_:_:parentToTarget:cull:stats:override:)`` over the nodes' storage: nodes and
    /// their properties are read in place, never copied (a copy retains every reference in
    /// them, and this runs for every layer painted).
    func draw(_ nodes: UnsafeBufferPointer<RenderNode>, _ i: Int, parentToTarget: Homography, cull: Rect?,
              stats: inout Compositor.Statistics, override localToTarget: Homography? = nil) -> Int {
        let n = nodes.baseAddress! + i
        if let cull, localToTarget == nil, !n.pointee.subtreeBounds.intersects(cull) {
            stats.subtreesCulled += 1
            return n.pointee.subtreeEnd
        }
        if i < coveredBelow && n.pointee.subtreeEnd <= coveredBelow {
            stats.subtreesCovered += 1
            return n.pointee.subtreeEnd
        }
        if n.pointee.layer.role == .transform {
            // Nothing of its own; its sublayers' maps already hold its transform.
            var j = i + 1
            while j < n.pointee.subtreeEnd {
                j = draw(nodes, j, parentToTarget: localToTarget ?? parentToTarget, cull: cull, stats: &stats)
            }
            return n.pointee.subtreeEnd
        }
        let h = localToTarget ?? n.pointee.toParent.concatenating(parentToTarget)
        if !h.isAffine {
            drawFlattened(nodes, i, localToTarget: h, stats: &stats)
            return n.pointee.subtreeEnd
        }
        if let stable, localToTarget == nil,
           let kept = stable.image(for: nodes, i, parentToTarget: parentToTarget, localToTarget: h, cull: cull,
                                   painter: self, stats: &stats) {
            painter.save()
            painter.resetTransform()
            painter.draw(kept.image, in: kept.box, opacity: 1, interpolation: .none)
            painter.restore()
            stats.stableSubtreesPainted += 1
            return n.pointee.subtreeEnd
        }
        let m = h.affine
        // A map the painter cannot invert (a scale of 0, or so small it underflows) would put
        // Cairo in a permanent error state and blank the rest of the frame; such a layer covers
        // no area anyway, so it is skipped with its sublayers.
        let det = m.a * m.d - m.b * m.c
        guard det.isNormal, m.tx.isFinite, m.ty.isFinite else {
            stats.layersSkippedNonFinite += 1
            return n.pointee.subtreeEnd
        }
        let layer = n.pointee.layer
        // An ancestor of the covering node: what it paints under its sublayers is hidden.
        let extent = i < coveredBelow ? PaintExtent(hiddenUnder: n.pointee.extent) : n.pointee.extent
        let hasChildren = n.pointee.subtreeEnd > i + 1
        let shadow = extent.shadowShape != nil
        let masked = layer.mask != nil
        let group = masked || (n.pointee.props.opacity < 1 && (hasChildren || extent.operations > 1 || shadow))
        let alpha = group ? 1 : n.pointee.props.opacity

        if group { painter.beginTransparencyLayer() }
        if shadow { drawShadow(n, extent: extent, transform: m, alpha: alpha, stats: &stats) }

        // Under a uniform scale and a translation (nearly every layer), rectangles, rounded
        // shapes and borders are given to the painter in device pixels with the identity
        // transform: under any other matrix Cairo maps every path point and, when stroking,
        // every segment's direction through it, which cost about 5% of a full repaint.
        let device = DeviceMap(m)
        if device != nil { painter.resetTransform() } else { painter.currentTransform = m }
        if extent.operations > 0 { stats.layersDrawn += 1 }
        if extent.hasBackground, let bg = n.pointee.props.backgroundColor {
            let color = bg.withAlpha(bg.alpha * alpha)
            if let device, bg.patternImage == nil {
                painter.fill(roundedRect: device.rect(n.pointee.props.bounds), cornerRadius: device.length(n.pointee.props.cornerRadius), with: color)
            } else {
                painter.currentTransform = m
                fillBackground(n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius, color)
            }
        }
        if n.pointee.props.masksToBounds {
            painter.save()
            if let device {
                painter.resetTransform()
                painter.clip(toRoundedRect: device.rect(n.pointee.props.bounds), cornerRadius: device.length(n.pointee.props.cornerRadius))
            } else {
                painter.currentTransform = m
                painter.clip(toRoundedRect: n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius)
            }
        }
        if extent.hasContents { drawContents(n, extent: extent, alpha: alpha, transform: m, device: device) }
        if extent.hasDrawing, let d = n.pointee.props.drawing {
            // Drawing may change the matrix (shapes are drawn in the layer's coordinates).
            painter.currentTransform = m
            d.paint(in: painter, bounds: n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius, alpha: alpha)
        }
        var j = i + 1
        while j < n.pointee.subtreeEnd {
            j = draw(nodes, j, parentToTarget: h, cull: cull, stats: &stats)
        }
        if n.pointee.props.masksToBounds { painter.restore() }
        if extent.hasBorder {
            let bw = Swift.min(n.pointee.props.borderWidth, Swift.min(n.pointee.props.bounds.width, n.pointee.props.bounds.height) / 2)
            let inner = n.pointee.props.bounds.insetBy(dx: bw / 2, dy: bw / 2)
            if !inner.isNull {
                let c = n.pointee.props.borderColor.withAlpha(n.pointee.props.borderColor.alpha * alpha)
                let radius = Swift.max(0, n.pointee.props.cornerRadius - bw / 2)
                // Pattern colors tile in the layer's space.
                if let device, c.patternImage == nil {
                    painter.resetTransform()
                    painter.stroke(roundedRect: device.rect(inner), cornerRadius: device.length(radius), with: c,
                                  lineWidth: device.length(bw))
                } else {
                    painter.currentTransform = m
                    painter.stroke(roundedRect: inner, cornerRadius: radius, with: c, lineWidth: bw)
                }
            }
        }
        if masked, let mask = layer.mask {
            composite(masked: mask, opacity: n.pointee.props.opacity, localToTarget: h)
        } else if group {
            painter.endTransparencyLayer(opacity: n.pointee.props.opacity)
        }
        return n.pointee.subtreeEnd
    }

    /// Composites the group pushed for a masked layer through its mask (drawn now, in the
    /// layer's place), with the layer's opacity. Out of line: few layers have masks, and the
    /// code of ``draw(_:_:parentToTarget:cull:stats:override:)`` runs for every layer.
    @inline(never)
    private func composite(masked mask: Layer, opacity: Double, localToTarget h: Homography) {
        painter.endTransparencyLayer(opacity: opacity) {
            var maskNodes: [RenderNode] = []
            var maskStats = Compositor.Statistics()
            _ = Compositor.build(mask, into: &maskNodes, parent: nil, index: 0, parentSublayer: nil, parentToDevice: h,
                                 clip: .infinite, inheritedOpacity: 1, ancestorMasks: 0, scale: scale, stats: &maskStats)
            if !maskNodes.isEmpty { _ = draw(maskNodes, 0, parentToTarget: h, cull: nil, stats: &maskStats) }
        }
    }

    private func fillBackground(_ rect: Rect, cornerRadius: Double, _ color: Color) {
        let phase = rect.origin
        if color.patternImage != nil && (phase.x != 0 || phase.y != 0) {
            // A pattern color tiles from the bounds origin, as UIKit's pattern colors do in views.
            painter.save()
            painter.translate(x: phase.x, y: phase.y)
            painter.fill(roundedRect: rect.offsetBy(dx: -phase.x, dy: -phase.y), cornerRadius: cornerRadius, with: color)
            painter.restore()
        } else {
            painter.fill(roundedRect: rect, cornerRadius: cornerRadius, with: color)
        }
    }

    @inline(never)
    private func drawContents(_ n: UnsafePointer<RenderNode>, extent: PaintExtent, alpha: Double,
                              transform m: Transform2D, device: DeviceMap?) {
        let layer = n.pointee.layer
        if layer.role == .tiled, let tiled = layer as? TiledLayer {
            painter.currentTransform = m
            let visible = painter.clipBounds.intersection(n.pointee.props.bounds)
            tiled.drawTiles(in: painter, visible: visible, alpha: alpha)
            return
        }
        guard let img = n.pointee.props.contents, let dst = extent.contentsRect(n.pointee.props) else { return }
        let part = n.pointee.props.contentsRect
        let src = Rect(x: part.minX * img.size.width, y: part.minY * img.size.height,
                       width: part.width * img.size.width, height: part.height * img.size.height)
        // An empty or non-finite part of the image, or place for it, shows nothing (and would
        // reach the painter as a scale it cannot invert).
        guard src.isFinite, dst.isFinite, src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        if alpha < 1 { painter.beginTransparencyLayer() }
        let cc = n.pointee.props.contentsCenter
        if cc != Rect(x: 0, y: 0, width: 1, height: 1) {
            // Unit fractions rarely convert back to whole pixels exactly (10/21 * 21); snap caps
            // that are within rounding error of a pixel edge, so the parts are cut on whole pixels
            // and do not bleed into each other.
            func snap(_ v: Double) -> Double {
                let px = v * img.scale, whole = px.rounded()
                return abs(px - whole) < 1e-6 ? whole / img.scale : v
            }
            let caps = EdgeInsets(top: snap(cc.minY * src.height), left: snap(cc.minX * src.width),
                                  bottom: snap((1 - cc.maxY) * src.height), right: snap((1 - cc.maxX) * src.width))
            painter.currentTransform = m
            painter.drawNinePart(img, source: src, capInsets: caps, in: dst, tiled: false)
        } else if let device {
            painter.resetTransform()
            painter.draw(img, from: src, in: device.rect(dst), interpolation: .low)
        } else {
            painter.currentTransform = m
            painter.draw(img, from: src, in: dst, interpolation: .low)
        }
        if alpha < 1 { painter.endTransparencyLayer(opacity: alpha) }
    }

    /// The layer's shadow: its shadowPath, or the alpha of its background, contents and border,
    /// blurred once and cached until the layer or its place on the target changes.
    @inline(never)
    private func drawShadow(_ n: UnsafePointer<RenderNode>, extent: PaintExtent, transform m: Transform2D, alpha: Double,
                            stats: inout Compositor.Statistics) {
        let p = n.pointee.props
        let layer = n.pointee.layer
        let ix = m.tx.rounded(.down), iy = m.ty.rounded(.down)
        let key = LayerRenderCache.ShadowKey(
            bounds: p.bounds, cornerRadius: p.cornerRadius, path: p.shadowPath, offset: p.shadowOffset,
            radius: p.shadowRadius, contents: p.shadowPath == nil && extent.hasContents ? p.contents : nil,
            drawing: p.shadowPath == nil && extent.hasDrawing ? p.drawing : nil, displayVersion: layer.displayVersion,
            gravity: p.contentsGravity, contentsRect: p.contentsRect, masksToBounds: p.masksToBounds,
            filled: extent.hasBackground || extent.hasBorder, linear: Transform2D(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0),
            phaseX: m.tx - ix, phaseY: m.ty - iy, scale: scale, limit: limit)
        var mask: ShadowMask?
        if let cache = caches.renderCache(layer), cache.shadowKey == key, let cached = cache.shadowMask {
            let old = cache.shadowTranslation
            if old.x == ix && old.y == iy {
                mask = cached
            } else if !cached.isClipped {
                mask = cached.translated(dx: ix - old.x, dy: iy - old.y)
                cache.shadowMask = mask
                cache.shadowTranslation = (ix, iy)
            }
        }
        if mask == nil {
            let shadow = Shadow(color: .black, offset: p.shadowOffset, radius: p.shadowRadius)
            mask = ShadowMask.make(transform: m, scale: painter.scale, shadow: shadow, bounds: extent.shadowShape ?? p.bounds, deviceLimit: limit) { c in
                if let path = p.shadowPath {
                    c.fill(path, with: .black)
                    return
                }
                let shape = Path(roundedRect: p.bounds, cornerRadius: p.cornerRadius)
                if extent.hasBackground || extent.hasBorder { c.fill(shape, with: .black) }
                if extent.hasContents, let img = p.contents, let dst = extent.contentsRect(p) {
                    c.save()
                    if p.masksToBounds { c.clip(to: shape) }
                    c.draw(img, in: dst)
                    c.restore()
                }
                if extent.hasDrawing, let d = p.drawing {
                    d.paint(in: c, bounds: p.bounds, cornerRadius: p.cornerRadius, alpha: 1)
                }
            }
            let cache = caches.makeRenderCache(layer)
            cache.shadowKey = key
            cache.shadowMask = mask
            cache.shadowTranslation = (ix, iy)
            stats.shadowsBlurred += 1
        }
        if let mask { painter.paint(mask, color: p.shadowColor.withAlpha(p.shadowColor.alpha * p.shadowOpacity * alpha)) }
    }

    /// A layer whose transform to the target has perspective: its subtree is rendered flat into
    /// an offscreen (Core Animation flattens sublayers into their parent's plane) and projected.
    @inline(never)
    private func drawFlattened(_ nodes: UnsafeBufferPointer<RenderNode>, _ i: Int, localToTarget h: Homography,
                               stats: inout Compositor.Statistics) {
        let n = nodes[i]
        let local = n.localSubtreeBounds
        guard !local.isNull, local.width > 0, local.height > 0, let device = h.apply(to: local) else { return }
        let box = device.insetBy(dx: -1, dy: -1).integral.intersection(limit)
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let c = [Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                 Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY)]
        let d = c.compactMap { h.apply(to: $0) }
        guard d.count == 4 else { return }
        // An unchanged subtree at an unchanged place reuses its projection: the offscreen render
        // and the projective resampling are by far the most expensive steps of a frame.
        var hasher = Hasher()
        hasher.combine(h)
        hasher.combine(limit)
        hasher.combine(scale)
        for k in i..<n.subtreeEnd {
            let r = nodes[k].record
            hasher.combine(nodes[k].serial)
            hasher.combine(r.version)
            hasher.combine(r.animated)
            hasher.combine(r.displayVersion)
            hasher.combine(r.ancestorMasks)
            hasher.combine(nodes[k].toParent)
            hasher.combine(nodes[k].subtreeEnd - i)
        }
        let key = hasher.finalize()
        let projected: Image
        if let cache = caches.renderCache(n.layer), cache.projectionKey == key, let cached = cache.projection {
            projected = cached
        } else {
            guard let made = project(nodes, i, local: local, quadLocal: c, quadDevice: d, box: box, localToTarget: h,
                                     stats: &stats) else { return }
            let cache = caches.makeRenderCache(n.layer)
            cache.projectionKey = key
            cache.projection = made
            projected = made
        }
        // The projected quad, filled as an antialiased polygon, gives the exact edges; the
        // projection itself extends edge pixels outward (pad) so edges are not faded twice.
        var quad = Path()
        quad.move(to: d[0])
        for k in 1..<4 { quad.addLine(to: d[k]) }
        quad.close()
        painter.save()
        painter.resetTransform()
        painter.clip(to: quad)
        painter.draw(projected, in: box, opacity: 1, interpolation: .none)
        painter.restore()
    }

    /// Renders node `i`'s subtree flat into an offscreen and projects it into `box`.
    private func project(_ nodes: UnsafeBufferPointer<RenderNode>, _ i: Int, local: Rect, quadLocal c: [Point], quadDevice d: [Point],
                         box: Rect, localToTarget h: Homography, stats: inout Compositor.Statistics) -> Image? {
        // Offscreen resolution: the largest magnification along the quad's edges, so the
        // projection samples at least one offscreen pixel per device pixel (stays sharp).
        var mag = 0.0
        for k in 0..<4 {
            let l = c[k].distance(to: c[(k + 1) % 4])
            if l > 0 { mag = Swift.max(mag, d[k].distance(to: d[(k + 1) % 4]) / l) }
        }
        // Rounded up to a quarter octave, so that a subtree moving in 3D keeps one resolution over
        // many frames and its flat render can be reused.
        var s = Swift.min(4, Swift.max(0.5, mag))
        s = Swift.min(4, pow(2, (log2(s) * 4).rounded(.up) / 4))
        let maxSide = Double(Bitmap.maximumSide)
        s = Swift.min(s, maxSide / local.width, maxSide / local.height)
        let toOffscreen = Homography(Transform2D(translationX: -local.minX, y: -local.minY).concatenating(Transform2D(scaleX: s, y: s)))
        // What the flat render shows: the subtree's contents and inner geometry, not where the
        // subtree is (its own place is in `h`, applied by the projection).
        var hasher = Hasher()
        hasher.combine(local)
        hasher.combine(s)
        for k in i..<nodes[i].subtreeEnd {
            let r = nodes[k].record
            hasher.combine(nodes[k].serial)
            if k == i {
                // The root's own place (its version changes with it) is not part of the picture.
                var own = nodes[k].props
                own.position = .zero
                own.anchorPoint = .zero
                own.zPosition = 0
                own.transform = .identity
                hasher.combine(own)
            } else {
                hasher.combine(r.version)
                hasher.combine(nodes[k].toParent)
            }
            hasher.combine(r.displayVersion)
            hasher.combine(r.ancestorMasks)
            hasher.combine(nodes[k].subtreeEnd - i)
        }
        let flatKey = hasher.finalize()
        let offscreen: Bitmap
        if let cache = caches.renderCache(nodes[i].layer), cache.offscreenKey == flatKey, let cached = cache.offscreen {
            offscreen = cached
        } else {
            guard let made = try? Bitmap(pixelWidth: Swift.max(1, Int((local.width * s).rounded(.up))),
                                         pixelHeight: Swift.max(1, Int((local.height * s).rounded(.up))), scale: s) else { return nil }
            stats.perspectiveOffscreens += 1
            let sub = LayerPainter(painter: P(bitmap: made), scale: s,
                                   limit: Rect(x: 0, y: 0, width: Double(made.pixelWidth), height: Double(made.pixelHeight)),
                                   caches: caches)
            sub.painter.resetTransform()
            _ = sub.draw(nodes, i, parentToTarget: .identity, cull: nil, stats: &stats, override: toOffscreen)
            let cache = caches.makeRenderCache(nodes[i].layer)
            cache.offscreenKey = flatKey
            cache.offscreen = made
            offscreen = made
        }
        // offscreen pixel -> local -> target pixel -> box pixel
        guard let fromOffscreen = toOffscreen.inverted() else { return nil }
        let map = fromOffscreen.concatenating(h).concatenating(Homography(Transform2D(translationX: -box.minX, y: -box.minY)))
        return ProjectiveBlit.project(offscreen, through: map, width: Int(box.width), height: Int(box.height))
    }
}
