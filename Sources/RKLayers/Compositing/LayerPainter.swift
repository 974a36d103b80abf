import CRKCairo
import Foundation
import RKGeometry
import RKGraphics

/// Draws render nodes onto one target (the frame bitmap, or an offscreen for a perspective
/// layer): each layer's shadow, background, contents, sublayers and border, in that order.
@MainActor
struct LayerPainter {
    let canvas: Canvas
    /// Device pixels per point of the target.
    let scale: Double
    /// The target's full extent in device pixels; shadows and projections never depend on the
    /// current clip, only on this, so partial repaints equal full ones.
    let limit: Rect
    /// The incremental compositor's kept subtrees (nil for full renders and offscreens).
    var stable: StableSubtreeCache? = nil

    var cr: OpaquePointer { canvas.cairo }

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
            cairo_save(cr)
            cairo_identity_matrix(cr)
            canvas.draw(kept.image, in: kept.box, interpolation: .none)
            cairo_restore(cr)
            stats.stableSubtreesPainted += 1
            return n.pointee.subtreeEnd
        }
        let m = h.affine
        // A map Cairo cannot invert (a scale of 0, or so small it underflows) would put the
        // context in a permanent error state and blank the rest of the frame; such a layer
        // covers no area anyway, so it is skipped with its sublayers.
        let det = m.a * m.d - m.b * m.c
        guard det.isNormal, m.tx.isFinite, m.ty.isFinite else {
            stats.layersSkippedNonFinite += 1
            return n.pointee.subtreeEnd
        }
        let layer = n.pointee.layer
        let extent = n.pointee.extent
        let hasChildren = n.pointee.subtreeEnd > i + 1
        let shadow = extent.shadowShape != nil
        let masked = layer.mask != nil
        let group = masked || (n.pointee.props.opacity < 1 && (hasChildren || extent.operations > 1 || shadow))
        let alpha = group ? 1 : n.pointee.props.opacity

        if group { cairo_push_group(cr) }
        if shadow { drawShadow(n, extent: extent, transform: m, alpha: alpha, stats: &stats) }

        var mm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        // Under a uniform scale and a translation (nearly every layer), rectangles, rounded
        // shapes and borders are given to Cairo in device pixels with its identity matrix:
        // under any other matrix Cairo maps every path point and, when stroking, every segment's
        // direction through it, which cost about 5% of a full repaint.
        let device = DeviceMap(m)
        if let device { cairo_identity_matrix(cr) } else { cairo_set_matrix(cr, &mm) }
        if extent.operations > 0 { stats.layersDrawn += 1 }
        if extent.hasBackground, let bg = n.pointee.props.backgroundColor {
            let color = bg.withAlpha(bg.alpha * alpha)
            if let device, bg.patternImage == nil {
                canvas.fill(roundedRect: device.rect(n.pointee.props.bounds), cornerRadius: device.length(n.pointee.props.cornerRadius), with: color)
            } else {
                cairo_set_matrix(cr, &mm)
                fillBackground(n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius, color)
            }
        }
        if n.pointee.props.masksToBounds {
            cairo_save(cr)
            if let device {
                cairo_identity_matrix(cr)
                canvas.clip(toRoundedRect: device.rect(n.pointee.props.bounds), cornerRadius: device.length(n.pointee.props.cornerRadius))
            } else {
                cairo_set_matrix(cr, &mm)
                canvas.clip(toRoundedRect: n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius)
            }
        }
        if extent.hasContents { drawContents(n, extent: extent, alpha: alpha, matrix: &mm, device: device) }
        if extent.hasDrawing, let d = n.pointee.props.drawing {
            // Drawing may change the matrix (shapes are drawn in the layer's coordinates).
            cairo_set_matrix(cr, &mm)
            d.paint(in: canvas, bounds: n.pointee.props.bounds, cornerRadius: n.pointee.props.cornerRadius, alpha: alpha)
        }
        var j = i + 1
        while j < n.pointee.subtreeEnd {
            j = draw(nodes, j, parentToTarget: h, cull: cull, stats: &stats)
        }
        if n.pointee.props.masksToBounds { cairo_restore(cr) }
        if extent.hasBorder {
            let bw = Swift.min(n.pointee.props.borderWidth, Swift.min(n.pointee.props.bounds.width, n.pointee.props.bounds.height) / 2)
            let inner = n.pointee.props.bounds.insetBy(dx: bw / 2, dy: bw / 2)
            if !inner.isNull {
                let c = n.pointee.props.borderColor.withAlpha(n.pointee.props.borderColor.alpha * alpha)
                let radius = Swift.max(0, n.pointee.props.cornerRadius - bw / 2)
                // Pattern colors tile in the layer's space.
                if let device, c.patternImage == nil {
                    cairo_identity_matrix(cr)
                    canvas.stroke(roundedRect: device.rect(inner), cornerRadius: device.length(radius), with: c,
                                  lineWidth: device.length(bw))
                } else {
                    cairo_set_matrix(cr, &mm)
                    canvas.stroke(roundedRect: inner, cornerRadius: radius, with: c, lineWidth: bw)
                }
            }
        }
        if masked, let mask = layer.mask {
            composite(masked: mask, opacity: n.pointee.props.opacity, localToTarget: h)
        } else if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, n.pointee.props.opacity)
        }
        return n.pointee.subtreeEnd
    }

    /// Composites the group pushed for a masked layer through its mask (drawn now, in the
    /// layer's place), with the layer's opacity. Out of line: few layers have masks, and the
    /// code of ``draw(_:_:parentToTarget:cull:stats:override:)`` runs for every layer.
    @inline(never)
    private func composite(masked mask: Layer, opacity: Double, localToTarget h: Homography) {
            // Group patterns are positioned in the user space current when they are popped and
        // set as source; keeping that the identity makes content and mask line up.
        cairo_identity_matrix(cr)
        let content = cairo_pop_group(cr)!
        cairo_push_group(cr)
        var maskNodes: [RenderNode] = []
        var maskStats = Compositor.Statistics()
        _ = Compositor.build(mask, into: &maskNodes, parent: nil, index: 0, parentSublayer: nil, parentToDevice: h,
                             clip: .infinite, inheritedOpacity: 1, ancestorMasks: 0, scale: scale, stats: &maskStats)
        if !maskNodes.isEmpty { _ = draw(maskNodes, 0, parentToTarget: h, cull: nil, stats: &maskStats) }
        cairo_identity_matrix(cr)
        let maskPattern = cairo_pop_group(cr)!
        if opacity < 1 { cairo_push_group(cr) }
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(maskPattern)
    }

    private func fillBackground(_ rect: Rect, cornerRadius: Double, _ color: Color) {
        let phase = rect.origin
        if color.patternImage != nil && (phase.x != 0 || phase.y != 0) {
            // A pattern color tiles from the bounds origin, as UIKit's pattern colors do in views.
            canvas.save()
            canvas.translate(x: phase.x, y: phase.y)
            canvas.fill(roundedRect: rect.offsetBy(dx: -phase.x, dy: -phase.y), cornerRadius: cornerRadius, with: color)
            canvas.restore()
        } else {
            canvas.fill(roundedRect: rect, cornerRadius: cornerRadius, with: color)
        }
    }

    @inline(never)
    private func drawContents(_ n: UnsafePointer<RenderNode>, extent: PaintExtent, alpha: Double,
                              matrix mm: inout cairo_matrix_t, device: DeviceMap?) {
        let layer = n.pointee.layer
        if layer.role == .tiled, let tiled = layer as? TiledLayer {
            cairo_set_matrix(cr, &mm)
            let visible = canvas.clipBounds.intersection(n.pointee.props.bounds)
            tiled.drawTiles(in: canvas, visible: visible, alpha: alpha)
            return
        }
        guard let img = n.pointee.props.contents, let dst = extent.contentsRect(n.pointee.props) else { return }
        let part = n.pointee.props.contentsRect
        let src = Rect(x: part.minX * img.size.width, y: part.minY * img.size.height,
                       width: part.width * img.size.width, height: part.height * img.size.height)
        // An empty or non-finite part of the image, or place for it, shows nothing (and would
        // reach Cairo as a scale it cannot invert).
        guard src.isFinite, dst.isFinite, src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        if alpha < 1 { canvas.beginTransparencyLayer() }
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
            cairo_set_matrix(cr, &mm)
            canvas.drawNinePart(img, source: src, capInsets: caps, in: dst)
        } else if let device {
            cairo_identity_matrix(cr)
            canvas.draw(img, from: src, in: device.rect(dst))
        } else {
            cairo_set_matrix(cr, &mm)
            canvas.draw(img, from: src, in: dst)
        }
        if alpha < 1 { canvas.endTransparencyLayer(opacity: alpha) }
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
        if layer.renderCache.shadowKey == key, let cached = layer.renderCache.shadowMask {
            let old = layer.renderCache.shadowTranslation
            if old.x == ix && old.y == iy {
                mask = cached
            } else if !cached.isClipped {
                mask = cached.translated(dx: ix - old.x, dy: iy - old.y)
                layer.renderCache.shadowMask = mask
                layer.renderCache.shadowTranslation = (ix, iy)
            }
        }
        if mask == nil {
            let saved = canvas.currentTransform
            canvas.currentTransform = m
            let shadow = Shadow(color: .black, offset: p.shadowOffset, radius: p.shadowRadius)
            mask = ShadowMask.make(canvas: canvas, shadow: shadow, bounds: extent.shadowShape ?? p.bounds, deviceLimit: limit) { c in
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
            canvas.currentTransform = saved
            layer.renderCache.shadowKey = key
            layer.renderCache.shadowMask = mask
            layer.renderCache.shadowTranslation = (ix, iy)
            stats.shadowsBlurred += 1
        }
        mask?.paint(on: canvas, color: p.shadowColor.withAlpha(p.shadowColor.alpha * p.shadowOpacity * alpha))
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
            hasher.combine(ObjectIdentifier(nodes[k].layer))
            hasher.combine(r.version)
            hasher.combine(r.animated)
            hasher.combine(r.displayVersion)
            hasher.combine(r.ancestorMasks)
            hasher.combine(nodes[k].toParent)
            hasher.combine(nodes[k].subtreeEnd - i)
        }
        let key = hasher.finalize()
        let projected: Image
        if n.layer.renderCache.projectionKey == key, let cached = n.layer.renderCache.projection {
            projected = cached
        } else {
            guard let made = project(nodes, i, local: local, quadLocal: c, quadDevice: d, box: box, localToTarget: h,
                                     stats: &stats) else { return }
            n.layer.renderCache.projectionKey = key
            n.layer.renderCache.projection = made
            projected = made
        }
        // The projected quad, filled as an antialiased polygon, gives the exact edges; the
        // projection itself extends edge pixels outward (pad) so edges are not faded twice.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, d[0].x, d[0].y)
        for k in 1..<4 { cairo_line_to(cr, d[k].x, d[k].y) }
        cairo_close_path(cr)
        cairo_clip(cr)
        canvas.draw(projected, in: box, interpolation: .none)
        cairo_restore(cr)
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
            hasher.combine(ObjectIdentifier(nodes[k].layer))
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
        let cache = nodes[i].layer.renderCache
        let offscreen: Bitmap
        if cache.offscreenKey == flatKey, let cached = cache.offscreen {
            offscreen = cached
        } else {
            guard let made = try? Bitmap(pixelWidth: Swift.max(1, Int((local.width * s).rounded(.up))),
                                         pixelHeight: Swift.max(1, Int((local.height * s).rounded(.up))), scale: s) else { return nil }
            stats.perspectiveOffscreens += 1
            let sub = LayerPainter(canvas: Canvas(bitmap: made), scale: s,
                                   limit: Rect(x: 0, y: 0, width: Double(made.pixelWidth), height: Double(made.pixelHeight)))
            cairo_identity_matrix(sub.cr)
            _ = sub.draw(nodes, i, parentToTarget: .identity, cull: nil, stats: &stats, override: toOffscreen)
            nodes[i].layer.renderCache.offscreenKey = flatKey
            nodes[i].layer.renderCache.offscreen = made
            offscreen = made
        }
        // offscreen pixel -> local -> target pixel -> box pixel
        guard let fromOffscreen = toOffscreen.inverted() else { return nil }
        let map = fromOffscreen.concatenating(h).concatenating(Homography(Transform2D(translationX: -box.minX, y: -box.minY)))
        return ProjectiveBlit.project(offscreen, through: map, width: Int(box.width), height: Int(box.height))
    }
}
