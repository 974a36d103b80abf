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

    /// Adds a rectangle (made integral); rectangles that overlap it are merged with it.
    public mutating func add(_ rect: Rect) {
        guard !rect.isNull, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        var r = rect.integral
        var merged = true
        while merged {
            merged = false
            for (i, other) in rects.enumerated() where other.intersects(r) || other.contains(r) || r.contains(other) {
                r = r.union(other)
                rects.remove(at: i)
                merged = true
                break
            }
        }
        rects.append(r)
        if rects.count > Damage.maximumRects {
            let all = bounds
            rects = [all]
        }
    }

    /// Keeps only the parts inside `limit`.
    public mutating func clip(to limit: Rect) {
        rects = rects.compactMap {
            let r = $0.intersection(limit)
            return r.isNull || r.width <= 0 || r.height <= 0 ? nil : r
        }
    }
}
