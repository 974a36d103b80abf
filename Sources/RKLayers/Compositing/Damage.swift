import RKGeometry

/// The device-pixel rectangles that changed in a frame. Hosts push only these to the screen.
public struct Damage: Equatable, Sendable {
    /// Non-overlapping integral rectangles, in device pixels.
    public private(set) var rects: [Rect] = []

    /// Rectangles beyond this count are merged into their bounding box, which keeps repaint
    /// bookkeeping cheap when many small things change.
    public static let maximumRects = 16

    /// No damage: nothing to repaint.
    public init() {}

    /// The damage covering `rects` (merged as ``add(_:)`` merges them).
    public init(rects: [Rect]) {
        for r in rects { add(r) }
    }

    /// True when nothing changed.
    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of all rectangles (null when empty).
    public var bounds: Rect { rects.reduce(Rect.null) { $0.union($1) } }

    /// The number of pixels covered.
    public var area: Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// When set, a rectangle overlapping one already there is merged with it only when their
    /// bounding box is little larger than what the two cover; otherwise only its parts outside
    /// it are added. The compositor sets it for frames it scrolls by moving pixels: always
    /// merging overlaps would turn an L (the two strips a diagonal scroll exposes, or a strip
    /// and a tile arriving across it) into its bounding box, which can be the whole window.
    /// Off, overlapping rectangles are always merged.
    var keepsOverlapsApart = false

    /// Adds a rectangle (made integral); rectangles that overlap it are merged with it (see
    /// ``keepsOverlapsApart`` for the frames of a scroll). Beyond ``maximumRects``, the two
    /// whose bounding box wastes least are merged.
    public mutating func add(_ rect: Rect) {
        guard !rect.isNull, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        insert(rect.integral, merging: !keepsOverlapsApart)
        if rects.count > Damage.maximumRects, !keepsOverlapsApart {
            rects = [bounds]
            return
        }
        // Past the count, the two rectangles whose bounding box wastes least are merged (with
        // whatever that box overlaps: each round leaves one rectangle fewer at least).
        while rects.count > Damage.maximumRects {
            var best = (i: 0, j: 1, waste: Double.infinity)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let u = rects[i].union(rects[j])
                    let waste = Self.area(u) - Self.area(rects[i]) - Self.area(rects[j])
                    if waste < best.waste { best = (i, j, waste) }
                }
            }
            let u = rects[best.i].union(rects[best.j])
            rects.remove(at: best.j)
            rects.remove(at: best.i)
            insert(u, merging: true)
        }
    }

    /// The bounding box of two overlapping rectangles replaces them when it covers at most this
    /// much more than they do together.
    static let mergeSlack = 1.25

    private static func area(_ r: Rect) -> Double { r.width * r.height }

    /// Adds integral `r`, keeping the rectangles apart (see ``add(_:)``); `merging` takes every
    /// rectangle it overlaps into its bounding box instead of adding parts.
    private mutating func insert(_ r: Rect, merging: Bool = false) {
        var r = r
        var changed = true
        while changed {
            changed = false
            for (i, other) in rects.enumerated() where other.intersects(r) {
                if other.contains(r) { return }
                let u = r.union(other)
                let covered = Self.area(r) + Self.area(other) - Self.area(r.intersection(other))
                if merging || Self.area(u) <= covered * Self.mergeSlack {
                    r = u
                    rects.remove(at: i)
                    changed = true
                    break
                }
                // Only the parts of `r` around `other` (none of them overlaps it).
                for part in Self.subtract(other, from: r) { insert(part) }
                return
            }
        }
        rects.append(r)
    }

    /// `r` less `hole`, as up to four rectangles: the bands above and below the hole, and the
    /// parts left and right of it between them.
    static func subtract(_ hole: Rect, from r: Rect) -> [Rect] {
        let h = hole.intersection(r)
        guard !h.isNull, h.width > 0, h.height > 0 else { return [r] }
        var parts: [Rect] = []
        if h.minY > r.minY { parts.append(Rect(x: r.minX, y: r.minY, width: r.width, height: h.minY - r.minY)) }
        if h.maxY < r.maxY { parts.append(Rect(x: r.minX, y: h.maxY, width: r.width, height: r.maxY - h.maxY)) }
        if h.minX > r.minX { parts.append(Rect(x: r.minX, y: h.minY, width: h.minX - r.minX, height: h.height)) }
        if h.maxX < r.maxX { parts.append(Rect(x: h.maxX, y: h.minY, width: r.maxX - h.maxX, height: h.height)) }
        return parts
    }

    /// Keeps only the parts inside `limit`.
    public mutating func clip(to limit: Rect) {
        rects = rects.compactMap {
            let r = $0.intersection(limit)
            return r.isNull || r.width <= 0 || r.height <= 0 ? nil : r
        }
    }
}
