import RKGeometry

/// An image with fixed-size caps and a center that stretches or tiles to fill any size
/// (UIImage.resizableImage(withCapInsets:resizingMode:), stretchableImage(withLeftCapWidth:
/// topCapHeight:)).
public struct StretchableImage: Hashable, Sendable {
    /// How the center and edges fill their space.
    public enum ResizingMode: Hashable, Sendable { /** Scale to fill, or repeat. */ case stretch, tile }

    /// The whole image, caps included.
    public let image: Image
    /// The caps, in the image's points; clamped so opposite caps never overlap.
    public let capInsets: EdgeInsets
    /// Whether the center and edges stretch or tile.
    public let resizingMode: ResizingMode

    /// An image with the given caps, clamped to the image so that opposite caps never overlap.
    public init(image: Image, capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch) {
        let s = image.size
        func clamp(_ v: Double, _ limit: Double) -> Double { v.isFinite ? Swift.min(Swift.max(0, v), limit) : 0 }
        var insets = EdgeInsets(top: clamp(capInsets.top, s.height), left: clamp(capInsets.left, s.width),
                                bottom: clamp(capInsets.bottom, s.height), right: clamp(capInsets.right, s.width))
        if insets.horizontal > s.width { insets.right = s.width - insets.left }
        if insets.vertical > s.height { insets.bottom = s.height - insets.top }
        self.image = image
        self.capInsets = insets
        self.resizingMode = resizingMode
    }

    /// The UIKit 2.x form: a left cap and a top cap; the right and bottom caps are what remains
    /// after a one-point-wide stretchable center (zero means "stretch the whole axis").
    public init(image: Image, leftCapWidth: Int, topCapHeight: Int) {
        let s = image.size
        let l = Double(Swift.max(0, leftCapWidth)), t = Double(Swift.max(0, topCapHeight))
        let r = l > 0 ? Swift.max(0, s.width - l - 1) : 0
        let b = t > 0 ? Swift.max(0, s.height - t - 1) : 0
        self.init(image: image, capInsets: EdgeInsets(top: t, left: l, bottom: b, right: r))
    }

    /// The image's size in points.
    public var size: Size { image.size }

    /// Draws the image filling `rect`: caps at their natural size (scaled down together when
    /// `rect` is smaller than the caps), edges and center stretched or tiled.
    public func draw(in rect: Rect, on canvas: Canvas) {
        canvas.drawNinePart(image, source: Rect(size: image.size), capInsets: capInsets, in: rect, tiled: resizingMode == .tile)
    }
}

extension Canvas {
    /// Draws the `source` part of `image` into `rect` in nine parts: corners unscaled, edges and
    /// center stretched (or tiled).
    public func drawNinePart(_ image: Image, source: Rect, capInsets: EdgeInsets, in rect: Rect, tiled: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, source.width > 0, source.height > 0 else { return }
        var ins = capInsets
        // When the target is smaller than the caps, shrink the caps proportionally.
        if ins.horizontal > r.width, ins.horizontal > 0 {
            let k = r.width / ins.horizontal
            ins.left *= k; ins.right *= k
        }
        if ins.vertical > r.height, ins.vertical > 0 {
            let k = r.height / ins.vertical
            ins.top *= k; ins.bottom *= k
        }
        let sx = [source.minX, source.minX + capInsets.left, source.maxX - capInsets.right, source.maxX]
        let sy = [source.minY, source.minY + capInsets.top, source.maxY - capInsets.bottom, source.maxY]
        var dx = [r.minX, r.minX + ins.left, r.maxX - ins.right, r.maxX]
        var dy = [r.minY, r.minY + ins.top, r.maxY - ins.bottom, r.maxY]
        // Where two parts meet between device pixels (a stage drawn at 1.3 points a pixel),
        // each would cover that pixel in part and the two coverages add up to less than the
        // whole: a faint light seam across the image. Put the inner edges on whole device
        // pixels, so each pixel there belongs to one part. The outer edges stay where asked,
        // and so does an inner edge with no cap beyond it (it is an outer edge): snapping that
        // one moved the image's edge, so that a track with no top or bottom caps was crisp where
        // an image drawn beside it at the same place (a slider's thumb) was not, a step of one
        // pixel between them.
        let m = currentTransform
        if m.b == 0, m.c == 0, m.a != 0, m.d != 0, m.a.isFinite, m.d.isFinite {
            func snapped(_ v: Double, _ scale: Double, _ offset: Double, lo: Double, hi: Double) -> Double {
                let device = ((v * scale + offset).rounded() - offset) / scale
                return device.isFinite ? Swift.min(hi, Swift.max(lo, device)) : v
            }
            if ins.left > 0 { dx[1] = snapped(dx[1], m.a, m.tx, lo: dx[0], hi: dx[3]) }
            if ins.right > 0 { dx[2] = snapped(dx[2], m.a, m.tx, lo: dx[0], hi: dx[3]) }
            if ins.top > 0 { dy[1] = snapped(dy[1], m.d, m.ty, lo: dy[0], hi: dy[3]) }
            if ins.bottom > 0 { dy[2] = snapped(dy[2], m.d, m.ty, lo: dy[0], hi: dy[3]) }
            dx[2] = Swift.max(dx[1], dx[2])
            dy[2] = Swift.max(dy[1], dy[2])
        }
        for j in 0..<3 {
            for i in 0..<3 {
                let src = Rect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let dst = Rect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { continue }
                let isCorner = i != 1 && j != 1
                if tiled && !isCorner {
                    drawTiledPart(image, source: src, in: dst, tileX: i == 1, tileY: j == 1)
                } else {
                    draw(image, from: src, in: dst)
                }
            }
        }
    }

    private func drawTiledPart(_ image: Image, source: Rect, in dst: Rect, tileX: Bool, tileY: Bool) {
        let tw = tileX ? source.width : dst.width
        let th = tileY ? source.height : dst.height
        guard tw > 0, th > 0, tw.isFinite, th.isFinite, dst.isFinite else { return }
        save()
        clip(to: dst)
        // Only the tiles that the clip leaves visible: a part millions of tiles long costs what
        // its visible tiles cost (the loop used to walk all of them, and hung on huge sizes).
        let visible = clipBounds.intersection(dst)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            restore()
            return
        }
        let firstColumn = ((visible.minX - dst.minX) / tw).rounded(.down)
        let firstRow = ((visible.minY - dst.minY) / th).rounded(.down)
        let columns = ((visible.maxX - dst.minX) / tw).rounded(.up) - firstColumn
        let rows = ((visible.maxY - dst.minY) / th).rounded(.up) - firstRow
        // Tiles far smaller than a pixel would still be too many to draw one by one.
        guard columns * rows <= 1_000_000, columns >= 0, rows >= 0 else {
            restore()
            draw(image, from: source, in: dst)
            return
        }
        // Counted in integers: past 2^53 a Double tile index no longer moves when 1 is added,
        // and a loop stepping one did not end (a part drawn about 1e17 points wide).
        for r in 0..<Int(rows) {
            let row = firstRow + Double(r)
            for c in 0..<Int(columns) {
                let column = firstColumn + Double(c)
                draw(image, from: source, in: Rect(x: dst.minX + column * tw, y: dst.minY + row * th, width: tw, height: th))
            }
        }
        restore()
    }
}
