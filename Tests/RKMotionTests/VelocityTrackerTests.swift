import Testing
@testable import RKMotion
import RKGeometry

@Test func recoversAConstantVelocityFromNoisyIrregularShuffledSamples() {
    var rng = SeededRandomNumberGenerator(seed: 42)
    let v = Point(x: 523, y: -311)
    var samples: [(Point, Double)] = []
    var t = 1_000_000.0  // large, boot-relative timestamps
    for _ in 0..<40 {
        t += rng.uniform(0.004...0.012)
        let noise = Point(x: rng.uniform(-0.3...0.3), y: rng.uniform(-0.3...0.3))
        samples.append((Point(x: 10 + v.x * (t - 1_000_000), y: 20 + v.y * (t - 1_000_000)) + noise, t))
    }
    samples.shuffle(using: &rng)
    var tracker = VelocityTracker()
    for (p, time) in samples { tracker.add(position: p, time: time) }
    let got = tracker.velocity
    #expect(abs(got.x - v.x) < 0.01 * abs(v.x), "\(got)")
    #expect(abs(got.y - v.y) < 0.01 * abs(v.y), "\(got)")
    // Kept sorted, and only what the window can use.
    #expect(zip(tracker.samples, tracker.samples.dropFirst()).allSatisfy { $0.time < $1.time })
    #expect(tracker.samples.first!.time >= tracker.samples.last!.time - 0.1)
}

@Test func exactLeastSquaresOnHandValues() {
    // Times 0, 0.01, 0.03; x = 0, 2, 3 → slope = Σ(t-t̄)(x-x̄)/Σ(t-t̄)², with t̄ = 0.04/3 and
    // x̄ = 5/3: 0.04333…/0.000466… = 650/7. Added newest first.
    var tracker = VelocityTracker()
    let ts = [0.0, 0.01, 0.03], xs = [0.0, 2, 3]
    for (t, x) in zip(ts, xs).reversed() { tracker.add(position: Point(x: x, y: -x), time: t) }
    let tm = ts.reduce(0, +) / 3, xm = xs.reduce(0, +) / 3
    let num = zip(ts, xs).reduce(0) { $0 + ($1.0 - tm) * ($1.1 - xm) }
    let den = ts.reduce(0) { $0 + ($1 - tm) * ($1 - tm) }
    #expect(abs(tracker.velocity.x - num / den) < 1e-9)
    #expect(abs(tracker.velocity.y + num / den) < 1e-9)
    #expect(abs(num / den - 650.0 / 7) < 1e-9)
}

@Test func fewerThanTwoSamplesIsZero() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity == .zero)
    tracker.add(position: Point(x: 5, y: 5), time: 1)
    #expect(tracker.velocity == .zero)
    tracker.add(position: Point(x: 9, y: 5), time: 1)  // same timestamp: ignored
    #expect(tracker.samples.count == 1)
    #expect(tracker.velocity == .zero)
    tracker.add(position: Point(x: 6, y: 5), time: 1.01)
    #expect(abs(tracker.velocity.x - 100) < 1e-9)
}

@Test func ignoresNonFiniteSamples() {
    var tracker = VelocityTracker()
    tracker.add(position: Point(x: 0, y: 0), time: 0)
    tracker.add(position: Point(x: .nan, y: 0), time: 0.01)
    tracker.add(position: Point(x: 1, y: .infinity), time: 0.02)
    tracker.add(position: Point(x: 1, y: 1), time: .nan)
    tracker.add(position: Point(x: 3, y: 4), time: 0.03)
    #expect(tracker.samples.count == 2)
    #expect(abs(tracker.velocity.x - 100) < 1e-9 && abs(tracker.velocity.y - 400 / 3) < 1e-9)
}

@Test func onlyTheWindowCounts() {
    var tracker = VelocityTracker(window: 0.05)
    // Slow drag for a second, then a fast flick in the last 50 ms.
    for i in 0..<100 { tracker.add(position: Point(x: Double(i) * 0.1, y: 0), time: Double(i) * 0.01) }
    let start = 9.9
    for i in 1...5 { tracker.add(position: Point(x: start + Double(i) * 20, y: 0), time: 0.99 + Double(i) * 0.01) }
    #expect(abs(tracker.velocity.x - 2000) < 1e-6)
    // A finger that rested afterwards reads as still at a later time.
    #expect(tracker.velocity(at: 1.04 + 0.2) == .zero)
    #expect(abs(tracker.velocity(at: 1.04).x - 2000) < 1e-6)
}

@Test func resetForgetsEverything() {
    var tracker = VelocityTracker()
    tracker.add(position: .zero, time: 0)
    tracker.add(position: Point(x: 1, y: 0), time: 0.01)
    tracker.reset()
    #expect(tracker.samples.isEmpty && tracker.velocity == .zero)
    #expect(VelocityTracker(window: -1).window == 0.1)
    #expect(VelocityTracker(window: .nan).window == 0.1)
}

@Test func memoryStaysBounded() {
    var tracker = VelocityTracker(window: 1000)
    for i in 0..<1000 { tracker.add(position: Point(x: Double(i), y: 0), time: Double(i) * 0.001) }
    #expect(tracker.samples.count == VelocityTracker.maximumSamples)
    #expect(abs(tracker.velocity.x - 1000) < 1e-6)
}
