import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// Key frames of animations, side by side in one reference image per animation.
@MainActor
@Suite(.serialized) struct AnimationSnapshotTests {
    /// Renders `root` at each time (seconds after `start`) and lays the frames out in a row.
    func strip(_ root: Layer, size: Size, times: [Double], start: Double) -> Image {
        let clock = EventLoop.current.clock as! VirtualClock
        let sheet = try! Bitmap(size: Size(width: size.width * Double(times.count), height: size.height), scale: 2)
        let canvas = Canvas(bitmap: sheet)
        for (i, t) in times.enumerated() {
            clock.advance(by: start + t - clock.now)
            EventLoop.current.runOnce()
            let frame = try! Bitmap(size: size, scale: 2)
            let c = Compositor()
            c.backgroundColor = Color(white: 0.96)
            c.render(root, into: frame)
            canvas.draw(frame.makeImage(), in: Rect(x: Double(i) * size.width, y: 0, width: size.width, height: size.height))
            canvas.stroke(Path(rect: Rect(x: Double(i) * size.width, y: 0, width: size.width, height: size.height)),
                          with: Color(white: 0.7), style: StrokeStyle(lineWidth: 1))
        }
        return sheet.makeImage()
    }

    @Test func keyframePathColorAndRotation() {
        EventLoop.installVirtual(at: 0)
        let root = makeRoot(120, 100)
        let ball = box(Rect(x: 0, y: 0, width: 24, height: 24), .red, in: root)
        ball.cornerRadius = 6
        let move = KeyframeAnimation(keyPath: "position", values: [.point(Point(x: 20, y: 80)), .point(Point(x: 60, y: 20)),
                                                                   .point(Point(x: 100, y: 80))], duration: 1)
        let color = KeyframeAnimation(keyPath: "backgroundColor", values: [.color(.red), .color(.blue), .color(.green)], duration: 1)
        color.calculationMode = .discrete
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .init(Double.pi), duration: 1)
        let group = AnimationGroup([move, color, spin], duration: 1)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        for a in group.animations {
            a.fillMode = .forwards
        }
        ball.add(group, forKey: "show")
        Snapshot.expect(strip(root, size: Size(width: 120, height: 100), times: [0, 0.25, 0.5, 0.75, 1], start: 0),
                        named: "keyframe-strip")
    }

    @Test func springScaleOvershoot() {
        EventLoop.installVirtual(at: 0)
        let root = makeRoot(100, 100)
        let square = box(Rect(x: 25, y: 25, width: 50, height: 50), Color(red: 0.2, green: 0.5, blue: 0.9), in: root)
        let spring = SpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.3
        spring.toValue = 1
        spring.damping = 6
        spring.duration = spring.settlingDuration
        spring.fillMode = .both
        square.add(spring, forKey: "pop")
        Snapshot.expect(strip(root, size: Size(width: 100, height: 100), times: [0, 0.1, 0.2, 0.4, 1.5], start: 0),
                        named: "spring-strip")
    }

    @Test func implicitTransactionAnimation() {
        EventLoop.installVirtual(at: 0)
        let root = makeRoot(140, 80)
        let l = box(Rect(x: 10, y: 20, width: 40, height: 40), .orange, in: root)
        _ = render(root, width: 140, height: 80)
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.animationTimingFunction = .linear
        l.position = Point(x: 110, y: 40)
        l.cornerRadius = 20
        l.backgroundColor = .blue
        Transaction.commit()
        Snapshot.expect(strip(root, size: Size(width: 140, height: 80), times: [0, 0.5, 1], start: 0),
                        named: "transaction-strip")
    }
}
