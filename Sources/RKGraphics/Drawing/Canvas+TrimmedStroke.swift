import CRKCairo
import RKGeometry

extension Canvas {
    /// Strokes the part of `path` between two fractions of its length (0 the start, 1 the end),
    /// as CAShapeLayer's `strokeStart` and `strokeEnd`: the length runs over every subpath in
    /// order, a closed subpath counting its closing segment.
    ///
    /// Curves are measured and cut after Cairo flattens them at the current transform's
    /// tolerance, so the cut is as precise as the drawing at any scale.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle, from start: Double, to end: Double) {
        let s = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
        let e = end.isNaN ? 1 : Swift.min(1, Swift.max(0, end))
        guard e > s else { return }
        if s == 0 && e == 1 {
            stroke(path, with: color, style: style)
            return
        }
        setPath(path)
        let runs = flattenedRuns()
        cairo_new_path(cairo)
        let total = runs.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return }
        let from = s * total, to = e * total
        var offset = 0.0
        for run in runs {
            defer { offset += run.length }
            let a = from - offset, b = to - offset
            guard b > 0, a < run.length else { continue }
            if run.closed && a <= 0 && b >= run.length {
                // Whole closed subpath: keep it closed so its first corner is joined.
                cairo_move_to(cairo, run.points[0].x, run.points[0].y)
                for p in run.points.dropFirst() { cairo_line_to(cairo, p.x, p.y) }
                cairo_close_path(cairo)
                continue
            }
            run.appendSection(from: Swift.max(0, a), to: Swift.min(run.length, b), to: cairo)
        }
        apply(style)
        withPaint(color) { cairo_stroke(cairo) }
    }

    /// A flattened subpath: its points (closed ones end back at their first point), its length.
    struct FlatRun {
        var points: [Point]
        var closed: Bool
        var length = 0.0

        /// Adds the polyline between two distances along the run.
        func appendSection(from a: Double, to b: Double, to cr: OpaquePointer) {
            var walked = 0.0
            var started = false
            for i in 1..<points.count {
                let p = points[i - 1], q = points[i]
                let len = p.distance(to: q)
                defer { walked += len }
                let segEnd = walked + len
                guard segEnd >= a, len > 0 || !started else { continue }
                if !started {
                    let t = len > 0 ? (a - walked) / len : 0
                    cairo_move_to(cr, p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
                    started = true
                }
                if segEnd >= b {
                    let t = len > 0 ? (b - walked) / len : 1
                    cairo_line_to(cr, p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
                    return
                }
                cairo_line_to(cr, q.x, q.y)
            }
        }
    }

    /// The current path, flattened by Cairo, as runs of points in user coordinates.
    func flattenedRuns() -> [FlatRun] {
        guard let flat = cairo_copy_path_flat(cairo) else { return [] }
        defer { cairo_path_destroy(flat) }
        var runs: [FlatRun] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if closed, let first = current.first { current.append(first) }
            if current.count > 1 {
                var run = FlatRun(points: current, closed: closed)
                for i in 1..<current.count { run.length += current[i - 1].distance(to: current[i]) }
                runs.append(run)
            }
            current = []
        }
        let data = flat.pointee.data!
        var i = 0
        let n = Int(flat.pointee.num_data)
        while i < n {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish(closed: false)
                current = [Point(x: data[i + 1].point.x, y: data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append(Point(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                let start = current.first
                finish(closed: true)
                // Cairo moves back to the subpath's start after a close.
                if let start { current = [start] }
            default:
                break
            }
            i += Swift.max(1, Int(header.length))
        }
        finish(closed: false)
        return runs
    }
}
