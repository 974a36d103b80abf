import RKMainLoop
import RecipeKit

/// `animations-10k`: 10,000 running animations of mixed kinds on 2,500 layers (4 each). One
/// frame advances a virtual clock by 1/60 s, runs one event-loop turn (which ticks the animation
/// engine) and evaluates every animated layer's `presentationProperties`, as the compositor
/// does per frame, without rendering. The figure is nanoseconds per animation per frame
/// (median frame time / 10,000); the goal is at most 100.
@MainActor
enum AnimationsBenchmark {
    static let name = "animations-10k"
    static let goal = 100.0
    static let layerCount = 2_500
    static let animationsPerLayer = 4
    static let frameInterval = 1.0 / 60

    static func run(_ runner: BenchmarkRunner) {
        // A virtual loop of its own, which the tree's root names as its host loop.
        let clock = VirtualClock(now: 1_000)
        let loop = EventLoop(clock: clock)

        let root = Layer()
        root.hostEventLoop = loop
        root.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
        var layers: [Layer] = []
        layers.reserveCapacity(layerCount)
        var kinds: [String: Int] = [:]
        func count(_ kind: String) { kinds[kind, default: 0] += 1 }

        for i in 0..<layerCount {
            let layer = Layer()
            let x = Double(i % 50) * 25, y = Double(i / 50) * 16
            layer.bounds = Rect(x: 0, y: 0, width: 20, height: 12)
            layer.position = Point(x: x, y: y)
            layer.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
            root.addSublayer(layer)
            layers.append(layer)
            // Durations and offsets vary per layer so the animations are at different phases.
            let d = 0.8 + Double(i % 7) * 0.15
            let phase = Double(i % 11) * 0.07
            func forever(_ a: Animation) -> Animation {
                a.repeatCount = .infinity
                a.timeOffset = phase
                return a
            }
            switch i % 10 {
            case 0...3:
                // Four basic animations: position, opacity, rotation about z, background color.
                let p = BasicAnimation(keyPath: "position", from: AnimationValue(Point(x: x, y: y)),
                                       to: AnimationValue(Point(x: x + 30, y: y + 10)), duration: d)
                p.autoreverses = true
                p.timingFunction = TimingFunction.easeInEaseOut
                layer.add(forever(p), forKey: "position")
                let o = BasicAnimation(keyPath: "opacity", from: 1, to: 0.2, duration: d * 1.3)
                o.autoreverses = true
                layer.add(forever(o), forKey: "opacity")
                let r = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: AnimationValue(2 * Double.pi),
                                       duration: d * 2)
                layer.add(forever(r), forKey: "spin")
                let c = BasicAnimation(keyPath: "backgroundColor",
                                       from: AnimationValue(Color(red: 1, green: 0, blue: 0)),
                                       to: AnimationValue(Color(red: 0, green: 0, blue: 1)), duration: d * 0.9)
                c.autoreverses = true
                layer.add(forever(c), forKey: "color")
                for k in ["basic", "basic", "basic", "basic"] { count(k) }
            case 4...6:
                // Keyframes (position through 5 points, opacity through 4 values with key times),
                // a spring on the bounds size and a basic transform (scale).
                let kp = KeyframeAnimation(keyPath: "position", values: [
                    AnimationValue(Point(x: x, y: y)), AnimationValue(Point(x: x + 20, y: y)),
                    AnimationValue(Point(x: x + 20, y: y + 20)), AnimationValue(Point(x: x, y: y + 20)),
                    AnimationValue(Point(x: x, y: y)),
                ], duration: d * 2)
                layer.add(forever(kp), forKey: "path")
                let ko = KeyframeAnimation(keyPath: "opacity", values: [1, 0.5, 0.8, 1],
                                           keyTimes: [0, 0.2, 0.7, 1], duration: d)
                ko.timingFunctions = [.easeIn, .linear, .easeOut]
                layer.add(forever(ko), forKey: "flicker")
                let s = SpringAnimation(keyPath: "bounds.size")
                s.damping = 6
                s.fromValue = AnimationValue(Size(width: 20, height: 12))
                s.toValue = AnimationValue(Size(width: 28, height: 18))
                s.duration = s.settlingDuration
                layer.add(forever(s), forKey: "spring")
                let t = BasicAnimation(keyPath: "transform", from: AnimationValue(Transform3D.identity),
                                       to: AnimationValue(Transform3D(scaleX: 1.5, y: 1.5, z: 1)), duration: d)
                t.autoreverses = true
                layer.add(forever(t), forKey: "scale")
                for k in ["keyframe", "keyframe", "spring", "basic"] { count(k) }
            case 7, 8:
                // A spring on opacity, a keyframe color, a basic position.x (additive) and a
                // keyframe rotation in discrete mode.
                let s = SpringAnimation(keyPath: "opacity")
                s.stiffness = 200
                s.damping = 8
                s.fromValue = 0.3
                s.toValue = 1
                s.duration = s.settlingDuration
                layer.add(forever(s), forKey: "fade")
                let kc = KeyframeAnimation(keyPath: "backgroundColor", values: [
                    AnimationValue(Color(red: 1, green: 0, blue: 0)), AnimationValue(Color(red: 0, green: 1, blue: 0)),
                    AnimationValue(Color(red: 0, green: 0, blue: 1)),
                ], duration: d * 1.5)
                layer.add(forever(kc), forKey: "colors")
                let bx = BasicAnimation(keyPath: "position.x", from: 0, to: 12, duration: d)
                bx.isAdditive = true
                bx.autoreverses = true
                layer.add(forever(bx), forKey: "nudge")
                let kr = KeyframeAnimation(keyPath: "transform.rotation.z", values: [0, 0.3, -0.3, 0], duration: d)
                kr.calculationMode = .discrete
                layer.add(forever(kr), forKey: "tick")
                for k in ["spring", "keyframe", "basic", "keyframe"] { count(k) }
            default:
                // A group (position + opacity + corner radius), a basic shadow opacity, a basic
                // border color and a keyframe anchor point.
                let gp = BasicAnimation(keyPath: "position", from: AnimationValue(Point(x: x, y: y)),
                                        to: AnimationValue(Point(x: x, y: y + 15)), duration: d)
                let go = BasicAnimation(keyPath: "opacity", from: 0.4, to: 1, duration: d)
                let gr = BasicAnimation(keyPath: "cornerRadius", from: 0, to: 6, duration: d / 2)
                gr.beginTime = d / 2
                let g = AnimationGroup([gp, go, gr], duration: d)
                g.autoreverses = true
                layer.add(forever(g), forKey: "group")
                let sh = BasicAnimation(keyPath: "shadowOpacity", from: 0, to: 0.5, duration: d)
                layer.add(forever(sh), forKey: "shadow")
                let bc = BasicAnimation(keyPath: "borderColor", from: AnimationValue(Color.black),
                                        to: AnimationValue(Color.white), duration: d)
                bc.autoreverses = true
                layer.add(forever(bc), forKey: "border")
                let ka = KeyframeAnimation(keyPath: "anchorPoint", values: [
                    AnimationValue(Point(x: 0.5, y: 0.5)), AnimationValue(Point(x: 0, y: 0)),
                    AnimationValue(Point(x: 1, y: 1)),
                ], duration: d * 2)
                layer.add(forever(ka), forKey: "anchor")
                for k in ["group", "basic", "basic", "keyframe"] { count(k) }
            }
        }
        let animationCount = layers.reduce(0) { $0 + $1.animationKeys.count }
        precondition(animationCount == layerCount * animationsPerLayer, "expected \(layerCount * animationsPerLayer) animations, have \(animationCount)")
        loop.runOnce()  // starts them (the start callbacks run here, not in a timed frame)

        var checksum = 0.0
        func evaluate() {
            var s = 0.0
            for l in layers {
                let p = l.presentationProperties
                s += p.opacity + p.position.x + p.bounds.size.width + p.transform.m11
            }
            checksum += s
        }

        let results = runner.measure([
            TimedCase(label: "frame") {
                clock.advance(by: frameInterval)
                loop.runOnce()
                evaluate()
            },
            TimedCase(label: "turn") {
                clock.advance(by: frameInterval)
                loop.runOnce()
            },
        ])
        let frame = results[0], turn = results[1]
        let remaining = layers.reduce(0) { $0 + $1.animationKeys.count }
        let n = Double(animationCount)
        runner.report(name, ratio: frame.median * 1e6 / n)
        runner.info("\(name): \(animationCount) animations on \(layerCount) layers "
            + "(\(kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))); "
            + "figure = median frame / animations, in ns")
        runner.info("\(name): frame (advance 1/60 s + runOnce + presentationProperties of every layer) \(frame.summary)")
        runner.info("\(name): turn only (advance + runOnce, no evaluation; for information) \(turn.summary), "
            + "\(String(format: "%.1f", turn.median * 1e6 / n)) ns per animation")
        runner.info("\(name): animations still attached after the run \(remaining); presentation values finite: "
            + (checksum.isFinite ? "yes" : "NO"))
        runner.info("\(name): goal <= \(goal) ns per animation per frame")

        for l in layers { l.removeAllAnimations() }
        loop.runOnce()
    }
}
