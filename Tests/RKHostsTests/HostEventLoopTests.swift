import Dispatch
import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion
import Testing

@testable import RKHosts

/// Each host's loop keeps to itself, and the work Swift programs queue runs inside it.
@MainActor
struct HostEventLoopTests {
    /// A scene with a delayed explicit animation, a timer and an implicit animation, whose
    /// frames depend on the host's clock.
    @MainActor final class Scene {
        let host: HeadlessHost
        let box = Layer()
        let dot = Layer()

        init(start: MediaTime) throws {
            host = try HeadlessHost(size: Size(width: 80, height: 60), time: start)
            box.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            box.backgroundColor = .blue
            dot.frame = Rect(x: 50, y: 40, width: 10, height: 10)
            dot.backgroundColor = .red
            host.rootLayer.addSublayer(box)
            host.rootLayer.addSublayer(dot)
            let move = BasicAnimation(keyPath: "position", from: .point(Point(x: 10, y: 10)),
                                      to: .point(Point(x: 70, y: 50)), duration: 0.6)
            move.beginTime = host.clock.now + 0.1
            box.add(move, forKey: "move")
            host.rootLayer.eventLoop.perform(afterDelay: 0.35) { [dot] in dot.backgroundColor = .green }
        }

        /// Renders and, after the first frame, makes an implicit change.
        func step(_ i: Int) -> Image {
            if i == 2 { dot.position = Point(x: 20, y: 45) }
            host.run(for: 0.1)
            return host.bitmap.makeImage()
        }
    }

    @Test func twoHostsInterleavedGiveTheFramesEachGivesAlone() throws {
        func alone(_ start: MediaTime) throws -> [Image] {
            let s = try Scene(start: start)
            return (0..<10).map { s.step($0) }
        }
        let soloA = try alone(0)
        let soloB = try alone(1000.0 / 7)
        let a = try Scene(start: 0)
        let b = try Scene(start: 1000.0 / 7)
        var framesA: [Image] = [], framesB: [Image] = []
        for i in 0..<10 {
            framesA.append(a.step(i))
            framesB.append(b.step(i))
        }
        for i in 0..<10 {
            #expect(framesA[i].premultipliedARGB == soloA[i].premultipliedARGB, "host A, frame \(i)")
            #expect(framesB[i].premultipliedARGB == soloB[i].premultipliedARGB, "host B, frame \(i)")
        }
        // The frames do change: the comparison is not between blank images.
        #expect(soloA[0].premultipliedARGB != soloA[5].premultipliedARGB)
        #expect(a.host.clock.now != b.host.clock.now)
        #expect(a.box.eventLoop === a.host.eventLoop && b.box.eventLoop === b.host.eventLoop)
    }

    @Test func eachHostHasItsOwnLoopAndTheNewestIsCurrent() throws {
        let a = try HeadlessHost(size: Size(width: 10, height: 10))
        let b = try HeadlessHost(size: Size(width: 10, height: 10))
        #expect(a.eventLoop !== b.eventLoop)
        #expect(EventLoop.current === b.eventLoop)
        var seen: EventLoop?
        a.eventLoop.performOnNextTurn { seen = EventLoop.current }
        a.run(for: 0.02)
        #expect(seen === a.eventLoop)
        #expect(EventLoop.current === b.eventLoop)
    }

    /// From async code, `await run(for:)` lets the main actor's other jobs run between frames.
    @Test func asyncRunLetsTasksDispatchBlocksAndContinuationsRun() async throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let log = Log()
        Task { @MainActor in log.add("task") }
        DispatchQueue.main.async { MainActor.assumeIsolated { log.add("dispatch") } }
        Task { @MainActor in
            let v = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
                DispatchQueue.global().async { c.resume(returning: 3) }
            }
            log.add("continuation-\(v)")
        }
        let start = SystemClock().now
        await host.run(for: 0.05)
        // The continuation resumes from another thread; give it real time, within a bound.
        while log.entries.count < 3 && SystemClock().now - start < 10 {
            await host.run(for: 1.0 / 60)
        }
        #expect(log.entries.sorted() == ["continuation-3", "dispatch", "task"])
        #expect(host.clock.now > 0.05 - 1e-9)
    }

    /// Apps run their loop on the main thread; this test process does not (Swift Testing runs
    /// main-actor code on libdispatch's threads), so a small program checks it from there:
    /// Task, continuation, DispatchQueue.main, RunLoop.main.perform and a Foundation timer all
    /// run during HeadlessHost.run(for:), and main-queue work from another thread wakes a
    /// sleeping loop.
    @Test func onTheMainThreadEveryKindOfQueuedWorkRunsInTheLoop() throws {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let checker = exe.deletingLastPathComponent().appendingPathComponent("recipekit-loop-check")
        try #require(FileManager.default.isExecutableFile(atPath: checker.path), "build recipekit-loop-check first (swift build)")
        let p = Process()
        p.executableURL = checker
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(p.terminationStatus == 0)
        #expect(text.contains("headless: continuation-7 dispatch foundation-timer runloop-perform task"), "\(text)")
        #expect(text.contains("wake: yes after under 5 s"), "\(text)")
    }
}

@MainActor final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}
