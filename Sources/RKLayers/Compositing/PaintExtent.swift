import RKGeometry
import RKGraphics

/// What a layer paints by itself, in its own coordinates: used to find the device area a
/// layer covers, and so what a change to it damages.
struct PaintExtent {
    /// The bounding box of background, contents and border (null when it paints nothing).
    var local: Rect = .null
    /// The shape casting a shadow, when the layer has a visible shadow.
    var shadowShape: Rect?

    var hasBackground = false
    var hasBorder = false
    var hasContents = false
    /// A shape or gradient drawn from the presentation values (``LayerDrawing``).
    var hasDrawing = false
    /// Number of separate paint operations, which decides whether opacity needs a group.
    var operations = 0

    init(_ p: LayerProperties, isTiled: Bool) {
        hasBackground = (p.backgroundColor.map { !$0.isClear }) ?? false
        hasBorder = p.borderWidth > 0 && !p.borderColor.isClear
        hasContents = p.contents != nil || isTiled
        if hasBackground || hasBorder { local = p.bounds }
        if hasContents {
            local = local.union(contentsRect(p) ?? p.bounds)
        }
        if let d = p.drawing {
            let b = d.paintedBounds(in: p.bounds)
            if !b.isNull {
                hasDrawing = true
                local = local.union(b)
            }
        }
        if p.masksToBounds && !local.isNull { local = local.intersection(p.bounds) }
        operations = (hasBackground ? 1 : 0) + (hasBorder ? 1 : 0) + (hasContents ? 1 : 0) + (hasDrawing ? 1 : 0)
        if p.shadowOpacity > 0 && !p.shadowColor.isClear {
            if let path = p.shadowPath {
                shadowShape = path.boundingBox
            } else if !local.isNull {
                shadowShape = local
            }
        }
    }

    /// What is left of `extent` when everything a layer paints under its sublayers is hidden
    /// (see ``OpaqueCover``): only its border.
    init(hiddenUnder extent: PaintExtent) {
        local = extent.local
        hasBorder = extent.hasBorder
        operations = hasBorder ? 1 : 0
    }

    /// Where the contents image is drawn, or nil when there is none.
    func contentsRect(_ p: LayerProperties) -> Rect? {
        guard let img = p.contents else { return nil }
        let cr = p.contentsRect
        let src = Size(width: img.size.width * cr.width, height: img.size.height * cr.height)
        return p.contentsGravity.rect(for: src, in: p.bounds)
    }
}

extension Path {
    /// A box containing every point and control point of the path.
    var boundingBox: Rect {
        var pts: [Point] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .curve(let a, let b, let p): pts += [a, b, p]
            case .arc(let c, let r, _, _, _): pts += [Point(x: c.x - r, y: c.y - r), Point(x: c.x + r, y: c.y + r)]
            case .close: break
            }
        }
        return Rect.bounding(pts)
    }
}
