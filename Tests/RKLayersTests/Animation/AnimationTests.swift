import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import Testing

@testable import RKLayers

/// Presentation values driven by the virtual clock at chosen times.
@MainActor
@Suite(.serialized) struct AnimationTests {
    // Every test installs its own virtual main loop: suites run concurrently, so state set up
    // in an initializer could be replaced before the test body runs.
    var loop: EventLoop { EventLoop.current }
    var clock: VirtualClock { loop.clock as! VirtualClock }
    func reset() { EventLoop.installVirtual(at: 100) }

    func layer() -> Layer {
        let l = Layer()
        l.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        return l
    }

    func at(_ t: Double, _ l: Layer) -> LayerProperties {
        clock.advance(by: 100 + t - clock.now)
        return l.presentationProperties
    }

    func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool { abs(a - b) <= tol }

    /// A layer animated on a loop that has since gone away (its host was freed) can still be
    /// read and changed: the engine's time came from an unowned loop, and the read aborted the
    /// process (a late keyboard notification moving an alert of a closed host did it).
    @Test func aLayerOutlivesTheLoopItWasAnimatedOn() {
        let l = layer()
        do {
            let root = Layer()
            let gone = EventLoop(clock: VirtualClock(now: 5))
            root.hostEventLoop = gone
            root.addSublayer(l)
            l.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 10), forKey: "fade")
            #expect(l.animation(forKey: "fade") != nil)
            l.removeFromSuperlayer()
        }
        _ = l.presentationProperties
        l.position = Point(x: 10, y: 20)
        #expect(l.position == Point(x: 10, y: 20))
    }

    @Test func basicFromToIsLinearWithoutTimingFunctionAndLeavesTheModel() {
        reset()
        let l = layer()
        l.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 2), forKey: "fade")
        #expect(close(at(0, l).opacity, 0))
        #expect(close(at(0.5, l).opacity, 0.25))
        #expect(close(at(1, l).opacity, 0.5))
        #expect(close(at(1.999, l).opacity, 0.9995))
        #expect(l.opacity == 1)  // the model never moved
        #expect(close(at(2.5, l).opacity, 1))  // removed after the end: model value
    }

    @Test func timingFunctionShapesProgress() {
        reset()
        let l = layer()
        let a = BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 1)
        a.timingFunction = .easeInEaseOut
        l.add(a, forKey: nil)
        let x = at(0.25, l).position.x
        #expect(close(x, 100 * TimingFunction.easeInEaseOut.value(at: 0.25)))
        #expect(x < 25)  // eases in
    }

    @Test func fillModes() {
        reset()
        let cases: [(FillMode, before: Double, after: Double)] = [
            (.removed, 1, 1), (.forwards, 1, 0.2), (.backwards, 0.6, 1), (.both, 0.6, 0.2),
        ]
        for (mode, before, after) in cases {
            EventLoop.installVirtual(at: 100)
            let l = layer()
            let a = BasicAnimation(keyPath: "opacity", from: 0.6, to: 0.2, duration: 1)
            a.beginTime = currentMediaTime() + 1
            a.fillMode = mode
            a.isRemovedOnCompletion = false
            l.add(a, forKey: "o")
            let c = EventLoop.current.clock as! VirtualClock
            c.advance(by: 0.5)
            #expect(close(l.presentationProperties.opacity, before), "\(mode) before start")
            c.advance(by: 1)
            #expect(close(l.presentationProperties.opacity, 0.4), "\(mode) halfway")
            c.advance(by: 2)
            #expect(close(l.presentationProperties.opacity, after), "\(mode) after end")
        }
    }

    @Test func speedAndTimeOffset() {
        reset()
        let l = layer()
        let fast = BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 1)
        fast.speed = 2
        l.add(fast, forKey: "x")
        #expect(close(at(0.25, l).position.x, 50))
        let paused = BasicAnimation(keyPath: "position.y", from: 0, to: 100, duration: 1)
        paused.speed = 0
        paused.timeOffset = 0.3
        l.add(paused, forKey: "y")
        #expect(close(at(0.4, l).position.y, 30))
        #expect(close(at(5, l).position.y, 30))  // frozen
        let offset = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        offset.timeOffset = 0.5
        l.add(offset, forKey: "o")
        #expect(close(l.presentationProperties.opacity, 0.5))
    }

    @Test func repeatCountRepeatDurationAndAutoreverse() {
        reset()
        let l = layer()
        let rep = BasicAnimation(keyPath: "position.x", from: 0, to: 10, duration: 1)
        rep.repeatCount = 2.5
        rep.fillMode = .forwards
        rep.isRemovedOnCompletion = false
        l.add(rep, forKey: "x")
        #expect(close(at(1.5, l).position.x, 5))
        #expect(close(at(2.25, l).position.x, 2.5))
        #expect(close(at(9, l).position.x, 5))  // ended half-way through the third cycle

        let auto = BasicAnimation(keyPath: "position.y", from: 0, to: 10, duration: 1)
        auto.autoreverses = true
        auto.fillMode = .forwards
        auto.isRemovedOnCompletion = false
        l.add(auto, forKey: "y")
        let start = clock.now - 100
        #expect(close(at(start + 0.5, l).position.y, 5))
        #expect(close(at(start + 1.5, l).position.y, 5))
        #expect(close(at(start + 1.75, l).position.y, 2.5))
        #expect(close(at(start + 3, l).position.y, 0))  // back at the start value

        let forever = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        forever.repeatCount = .infinity
        l.add(forever, forKey: "o")
        #expect(close(at(start + 1000.25, l).opacity, 0.25))
        #expect(!forever.hasEnded(at: clock.now))

        let byDuration = BasicAnimation(keyPath: "cornerRadius", from: 0, to: 10, duration: 1)
        byDuration.repeatDuration = 1.5
        #expect(byDuration.activeDuration == 1.5)
    }

    @Test func valueCombinationsFollowCoreAnimation() {
        reset()
        let l = layer()
        l.position = Point(x: 50, y: 50)
        func value(_ from: AnimationValue?, _ to: AnimationValue?, _ by: AnimationValue?, additive: Bool = false) -> Double {
            let a = BasicAnimation(keyPath: "position.x")
            a.fromValue = from
            a.toValue = to
            a.byValue = by
            a.isAdditive = additive
            a.duration = 1
            l.add(a, forKey: "x")
            let v = at(clock.now - 100 + 0.5, l).position.x
            l.removeAnimation(forKey: "x")
            return v
        }
        #expect(close(value(0, 100, nil), 50))
        #expect(close(value(0, nil, 20), 10))  // from → from + by
        #expect(close(value(nil, 100, 20), 90))  // to - by → to
        #expect(close(value(0, nil, nil), 25))  // from → current (50)
        #expect(close(value(nil, 150, nil), 100))  // current → to
        #expect(close(value(nil, nil, 30), 65))  // current → current + by
        #expect(close(value(0, 10, nil, additive: true), 55))  // adds to the model
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        reset()
        let l = layer()
        let a = BasicAnimation(keyPath: "position.x", from: 0, to: 10, duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        l.add(a, forKey: "x")
        #expect(close(at(2.5, l).position.x, 25))
    }

    @Test func keyframesLinearDiscretePacedAndInvalidKeyTimes() {
        reset()
        let l = layer()
        let k = KeyframeAnimation(keyPath: "position.x", values: [0, 100, 50], keyTimes: [0, 0.8, 1], duration: 1)
        l.add(k, forKey: "k")
        #expect(close(at(0.4, l).position.x, 50))
        #expect(close(at(0.8, l).position.x, 100))
        #expect(close(at(0.9, l).position.x, 75))

        let d = KeyframeAnimation(keyPath: "position.y", values: [1, 2, 3], duration: 1)
        d.calculationMode = .discrete
        l.add(d, forKey: "d")
        let base = clock.now - 100
        #expect(at(base + 0.1, l).position.y == 1)
        #expect(at(base + 0.4, l).position.y == 2)
        #expect(at(base + 0.7, l).position.y == 3)

        // Paced: a long first segment (0→90) and a short one (90→100) share time by length.
        let p = KeyframeAnimation(keyPath: "opacity", values: [0, 0.9, 1.0], keyTimes: [0, 0.5, 1], duration: 1)
        p.calculationMode = .paced
        l.add(p, forKey: "p")
        let b2 = clock.now - 100
        #expect(close(at(b2 + 0.5, l).opacity, 0.5))

        // Key times that are not ascending are ignored: values are spaced evenly.
        let bad = KeyframeAnimation(keyPath: "cornerRadius", values: [0, 10, 20], keyTimes: [0, 0.9, 0.2], duration: 1)
        #expect(bad.effectiveKeyTimes == [0, 0.5, 1])
        let wrongCount = KeyframeAnimation(keyPath: "cornerRadius", values: [0, 10, 20], keyTimes: [0, 1], duration: 1)
        #expect(wrongCount.effectiveKeyTimes == [0, 0.5, 1])
        let outside = KeyframeAnimation(keyPath: "cornerRadius", values: [0, 10], keyTimes: [-0.5, 1], duration: 1)
        #expect(outside.effectiveKeyTimes == [0, 1])
    }

    @Test func perSegmentTimingFunctions() {
        reset()
        let l = layer()
        let k = KeyframeAnimation(keyPath: "position.x", values: [0, 100, 200], duration: 2)
        k.timingFunctions = [.easeIn, .linear]
        l.add(k, forKey: "k")
        #expect(close(at(0.5, l).position.x, 100 * TimingFunction.easeIn.value(at: 0.5)))
        #expect(close(at(1.5, l).position.x, 150))
    }

    @Test func springOvershootsAndSettles() {
        reset()
        let l = layer()
        let s = SpringAnimation(keyPath: "position.x")
        s.fromValue = 0
        s.toValue = 100
        s.damping = 5
        s.duration = s.settlingDuration
        l.add(s, forKey: "s")
        let xs = stride(from: 0.0, to: s.duration, by: 0.02).map { at($0, l).position.x }
        #expect((xs.max() ?? 0) > 100.5)  // underdamped: overshoots
        #expect(abs(at(s.duration - 0.001, l).position.x - 100) < 0.5)
    }

    @Test func groupChildrenRunOnGroupTime() {
        reset()
        let l = layer()
        let late = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        late.beginTime = 1
        let long = BasicAnimation(keyPath: "position.x", from: 0, to: 400, duration: 4)
        let g = AnimationGroup([late, long], duration: 2)
        l.add(g, forKey: "g")
        #expect(at(0.5, l).opacity == 1)  // child not started: model value
        #expect(close(at(1.5, l).opacity, 0.5))
        #expect(close(at(1.5, l).position.x, 150))
        #expect(close(at(2.5, l).position.x, l.position.x))  // the group's end cuts the child
    }

    @Test func transformSubKeyPathsAndColors() {
        reset()
        let l = layer()
        let r = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .init(Double.pi), duration: 1)
        l.add(r, forKey: "r")
        let t = at(0.5, l).transform
        let expected = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(zip(t.rows, expected.rows).allSatisfy { abs($0 - $1) < 1e-6 })
        let c = BasicAnimation(keyPath: "backgroundColor", from: .init(Color.black), to: .init(Color.white), duration: 1)
        l.add(c, forKey: "c")
        let bg = at(clock.now - 100 + 0.5, l).backgroundColor
        #expect(close(bg?.red ?? 0, 0.5) && close(bg?.alpha ?? 0, 1))
    }

    @Test func completionReportsFinishedRemovedAndReplaced() {
        reset()
        let l = layer()
        var log: [String] = []
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        a.completion = { log.append("a \($0)") }
        l.add(a, forKey: "a")
        let b = BasicAnimation(keyPath: "position.x", from: 0, to: 1, duration: 1)
        b.completion = { log.append("b \($0)") }
        l.add(b, forKey: "b")
        let c = BasicAnimation(keyPath: "position.y", from: 0, to: 1, duration: 1)
        c.completion = { log.append("c \($0)") }
        l.add(c, forKey: "c")
        l.removeAnimation(forKey: "b")
        l.add(BasicAnimation(keyPath: "position.y", from: 0, to: 5, duration: 10), forKey: "c")  // replaces c
        loop.advance(by: 0.5)
        #expect(log.sorted() == ["b false", "c false"])
        loop.advance(by: 0.6)
        #expect(log.contains("a true"))
        #expect(l.animation(forKey: "a") == nil)  // removed on completion
        #expect(l.animationKeys == ["c"])
    }

    @Test func removingInsideItsOwnCompletionIsSafe() {
        reset()
        let l = layer()
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        var calls = 0
        a.completion = { _ in
            calls += 1
            l.removeAnimation(forKey: "a")
            l.removeAllAnimations()
        }
        l.add(a, forKey: "a")
        loop.advance(by: 2)
        #expect(calls == 1)
        #expect(l.animationKeys.isEmpty)
    }

    @Test func zeroDurationJumpsToTheEndAndStillCompletes() {
        reset()
        let l = layer()
        var finished: Bool?
        let a = BasicAnimation(keyPath: "opacity", from: 1, to: 0.3, duration: 0)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        a.completion = { finished = $0 }
        l.add(a, forKey: "z")
        #expect(close(l.presentationProperties.opacity, 0.3))
        loop.runOnce()
        #expect(finished == true)
        let neg = BasicAnimation(keyPath: "opacity", from: 1, to: 0.3, duration: -1)
        var negFinished: Bool?
        neg.completion = { negFinished = $0 }
        l.add(neg, forKey: "n")
        loop.runOnce()
        #expect(negFinished == true)
    }

    @Test func nonFiniteAndUnknownAnimationsAreRejected() {
        reset()
        let l = layer()
        let nan = BasicAnimation(keyPath: "opacity", from: .init(Double.nan), to: 1)
        #expect(throws: AnimationError.nonFiniteValue(keyPath: "opacity", detail: "nan")) { try l.addChecked(nan, forKey: "n") }
        l.add(nan, forKey: "n")
        #expect(l.animationKeys.isEmpty)
        #expect(throws: AnimationError.unknownKeyPath("wobble")) { try l.addChecked(BasicAnimation(keyPath: "wobble"), forKey: nil) }
        let mixed = KeyframeAnimation(keyPath: "position", values: [.point(.zero), 3])
        #expect(throws: AnimationError.mismatchedValues(keyPath: "position")) { try l.addChecked(mixed, forKey: nil) }
        let inf = BasicAnimation(keyPath: "opacity", from: 0, to: 1)
        inf.beginTime = .infinity
        #expect(throws: (any Error).self) { try l.addChecked(inf, forKey: nil) }
    }

    @Test func addingCopiesTheAnimation() {
        reset()
        let l = layer()
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        l.add(a, forKey: "a")
        a.toValue = 0
        #expect(close(at(0.5, l).opacity, 0.5))
        #expect(l.animation(forKey: "a") !== a)
    }

    @Test func changingSpeedMidFlightKeepsTheCurrentTimeLine() {
        reset()
        // Core Animation: an added animation is a copy, so speeding up means replacing it with
        // one whose timeOffset continues from where it was.
        let l = layer()
        let a = BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 4)
        l.add(a, forKey: "x")
        #expect(close(at(1, l).position.x, 25))
        let running = l.animation(forKey: "x")!.copy() as! BasicAnimation
        running.timeOffset = 1
        running.beginTime = currentMediaTime()
        running.speed = 2
        l.add(running, forKey: "x")
        #expect(close(at(1.5, l).position.x, 50))
    }

    @Test func presentationReturnsADetachedLayer() {
        reset()
        let l = layer()
        l.add(BasicAnimation(keyPath: "position", from: .point(.zero), to: .point(Point(x: 100, y: 0)), duration: 1), forKey: "p")
        let p = at(0.5, l).position
        #expect(close(p.x, 50))
        #expect(l.presentation().position == l.presentationProperties.position)
        #expect(l.presentation().superlayer == nil)
    }

    @Test func animatingLayerDamagesOnlyItsRegion() throws {
        reset()
        let root = makeRoot(400, 300)
        let moving = box(Rect(x: 10, y: 10, width: 20, height: 20), .red, in: root)
        _ = box(Rect(x: 300, y: 200, width: 50, height: 50), .blue, in: root)
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 400, pixelHeight: 300)
        c.update(root, into: frame)
        moving.add(BasicAnimation(keyPath: "position.x", from: 20, to: 120, duration: 1), forKey: "x")
        clock.advance(by: 0.5)
        let damage = c.update(root, into: frame)
        #expect(!damage.isEmpty)
        #expect(damage.bounds.maxY <= 32 && damage.bounds.maxX <= 120)
        #expect(frame.pixel(x: 70, y: 20) == 0xFFFF_0000)
    }
}

/// A stepping animation needs frames only at its steps: the loop sleeps in between.
@MainActor
@Suite(.serialized) struct SteppingAnimationTests {
    @Test func aDiscreteKeyframeAnimationAsksForFramesOnlyAtItsSteps() {
        EventLoop.installVirtual(at: 100)
        let loop = EventLoop.current
        let clock = loop.clock as! VirtualClock
        let l = Layer()
        let spin = KeyframeAnimation(keyPath: "transform.rotation.z", values: (0..<12).map { .double(Double($0) * .pi / 6) },
                                     duration: 1)
        spin.calculationMode = .discrete
        spin.repeatCount = .infinity
        l.add(spin, forKey: "spin")
        loop.runOnce()
        let engine = AnimationEngine.of(loop)
        clock.advance(by: 0.01)
        #expect(!engine.needsFrame && !loop.needsFrames)
        let step = engine.nextStep ?? 0
        #expect(abs(step - (100 + 1.0 / 12)) < 1e-9)
        clock.advance(by: step - clock.now - 0.0005)  // a hair before the step: draw it now
        #expect(engine.needsFrame)
        clock.advance(by: 0.001)  // just after: the next step is a twelfth of a second on
        #expect(!engine.needsFrame)
        #expect(abs((engine.nextStep ?? 0) - (100 + 2.0 / 12)) < 1e-9)
        // The last step of a cycle leads into the next cycle.
        clock.advance(by: 100 + 11.5 / 12 - clock.now)
        #expect(abs((engine.nextStep ?? 0) - 101) < 1e-9)
        // A continuous animation beside it needs every frame.
        l.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 5), forKey: "fade")
        #expect(engine.needsFrame && engine.nextStep == nil)
        l.removeAnimation(forKey: "fade")
        // Timing that cannot be predicted falls back to frames.
        let reversed = spin.copy() as! KeyframeAnimation
        reversed.autoreverses = true
        l.add(reversed, forKey: "spin")
        #expect(engine.needsFrame)
    }
}

/// Every completion runs exactly once, whatever the animation's values.
@MainActor
@Suite(.serialized) struct AnimationCompletionTests {
    @Test func refusedAnimationsStillCompleteOnceAndUnfinished() {
        EventLoop.installVirtual(at: 100)
        Transaction.stack.removeAll()
        let loop = EventLoop.current
        let l = Layer()
        var log: [String] = []
        var transactionDone = 0
        Transaction.begin()
        Transaction.completionBlock = { transactionDone += 1 }
        let nanDuration = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: .nan)
        nanDuration.completion = { log.append("nan-duration \($0)") }
        l.add(nanDuration, forKey: "a")
        let nanValue = BasicAnimation(keyPath: "position.x", from: 0, to: .double(.infinity), duration: 1)
        nanValue.completion = { log.append("infinite-value \($0)") }
        l.add(nanValue, forKey: "b")
        let unknown = BasicAnimation(keyPath: "wobble", from: 0, to: 1, duration: 1)
        unknown.completion = { log.append("unknown \($0)") }
        l.add(unknown, forKey: "c")
        Transaction.commit()
        #expect(log.isEmpty)  // reported on the next turn, as a removal would be
        loop.advance(by: 1.0 / 60)
        #expect(log.sorted() == ["infinite-value false", "nan-duration false", "unknown false"])
        #expect(transactionDone == 1)
        loop.advance(by: 1)
        #expect(log.count == 3 && transactionDone == 1)
        #expect(l.animationKeys.isEmpty)
    }

    @Test func oddDurationsCompleteOnceFinished() {
        EventLoop.installVirtual(at: 100)
        let loop = EventLoop.current
        let l = Layer()
        var log: [Double: Int] = [:]
        for d in [-1.0, 0, 1e-300] {
            let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: d)
            a.completion = { finished in if finished { log[d, default: 0] += 1 } }
            l.add(a, forKey: "d\(d)")
        }
        loop.advance(by: 0.5)
        #expect(log == [-1: 1, 0: 1, 1e-300: 1])
        #expect(l.presentationProperties.opacity == l.opacity)
    }

    @Test func hugeCycleCountsNeitherTrapNorGoNonFinite() {
        EventLoop.installVirtual(at: 100)
        let loop = EventLoop.current
        let l = Layer()
        l.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let tiny = BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 1e-12)
        tiny.repeatCount = .infinity
        tiny.isCumulative = true
        l.add(tiny, forKey: "tiny")
        let fast = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 0.5)
        fast.repeatCount = .infinity
        fast.speed = 1e300
        l.add(fast, forKey: "fast")
        let offset = BasicAnimation(keyPath: "cornerRadius", from: 0, to: 8, duration: 0.5)
        offset.repeatCount = .infinity
        offset.timeOffset = 1e250
        l.add(offset, forKey: "offset")
        loop.advance(by: 2)
        let p = l.presentationProperties
        #expect(p.hasFiniteGeometry && p.opacity.isFinite && p.cornerRadius.isFinite)
    }
}
