import RKGeometry
import RKLayers
import RKMotion
import RKViews

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scripted two-finger input for interaction tests: fingers 1 and 2 move together, each step
/// sending one move per finger after virtual time advances, as a real pinch or twist would.
extension HeadlessHost {
    /// Two fingers pinching about `center`: they land `fromDistance` points apart on a
    /// horizontal line (finger 1 on the left), spread or close to `toDistance` in `steps` moves
    /// spread evenly over `duration` seconds, then lift (unless `lift` is false) and a frame runs.
    public func pinch(center: Point, fromDistance: Double, toDistance: Double, steps: Int = 10,
                      duration: Double = 0.3, lift: Bool = true) {
        let n = Swift.max(1, steps)
        func place(_ distance: Double) -> (Point, Point) {
            (Point(x: center.x - distance / 2, y: center.y), Point(x: center.x + distance / 2, y: center.y))
        }
        let (a0, b0) = place(fromDistance)
        touchDown(at: a0, id: 1)
        touchDown(at: b0, id: 2)
        var last = (a0, b0)
        for i in 1...n {
            run(for: duration / Double(n))
            let t = Double(i) / Double(n)
            last = place(fromDistance + (toDistance - fromDistance) * t)
            touchMove(to: last.0, id: 1)
            touchMove(to: last.1, id: 2)
        }
        if lift {
            touchUp(at: last.0, id: 1)
            touchUp(at: last.1, id: 2)
            run(for: 1.0 / 60)
        }
    }

    /// Two fingers turning about `center`: they land on opposite ends of a horizontal diameter
    /// of a circle of `radius` points (finger 1 on the right, finger 2 on the left), turn by
    /// `angle` radians (positive is clockwise on screen) in `steps` moves spread evenly over
    /// `duration` seconds, then lift (unless `lift` is false) and a frame runs.
    public func rotate(center: Point, radius: Double, byAngle angle: Double, steps: Int = 10,
                       duration: Double = 0.3, lift: Bool = true) {
        let n = Swift.max(1, steps)
        func place(_ theta: Double) -> (Point, Point) {
            let dx = radius * cos(theta), dy = radius * sin(theta)
            return (Point(x: center.x + dx, y: center.y + dy), Point(x: center.x - dx, y: center.y - dy))
        }
        let (a0, b0) = place(0)
        touchDown(at: a0, id: 1)
        touchDown(at: b0, id: 2)
        var last = (a0, b0)
        for i in 1...n {
            run(for: duration / Double(n))
            last = place(angle * Double(i) / Double(n))
            touchMove(to: last.0, id: 1)
            touchMove(to: last.1, id: 2)
        }
        if lift {
            touchUp(at: last.0, id: 1)
            touchUp(at: last.1, id: 2)
            run(for: 1.0 / 60)
        }
    }
}
