import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import Testing

@testable import RKLayers

@MainActor
struct FrameOwnerTests {
    /// A layer that records, each time it draws, the frame phase and whether the compositor
    /// was walking or painting.
    final class WitnessLayer: Layer {
        var seen: [(phase: FramePhase?, inWalk: Bool)] = []
        var color = Color.red
        override func draw(in canvas: Canvas) {
            seen.append((FrameOwner.current?.phase, Compositor.isWalking))
            canvas.fill(bounds, with: color)
        }
    }

    /// A tiled layer drawing its tiles on the main actor, recording the same.
    final class WitnessTiledLayer: TiledLayer {
        var seen: [(phase: FramePhase?, inWalk: Bool)] = []
        override func draw(in canvas: Canvas) {
            seen.append((FrameOwner.current?.phase, Compositor.isWalking))
            canvas.fill(bounds, with: .green)
        }
    }

    @Test func phasesRunInOrderAndTheOwnerSaysWhichIsRunning() throws {
        Transaction.stack.removeAll()
        let loop = EventLoop(clock: VirtualClock(now: 0))
        let owner = FrameOwner(eventLoop: loop)
        let root = makeRoot(40, 40)
        root.hostEventLoop = loop
        let w = WitnessLayer()
        w.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(w)
        w.setNeedsDisplay()
        var phases: [FramePhase?] = []
        LayoutPhase.of(loop).addPass("witness") { phases.append(FrameOwner.current?.phase) }
        Transaction.completionBlock = { phases.append(FrameOwner.current?.phase) }
        #expect(FrameOwner.current == nil)
        let bitmap = try Bitmap(size: Size(width: 40, height: 40), scale: 1)
        owner.makeFrame(root, into: bitmap)
        #expect(phases == [.layout, .commit])
        #expect(w.seen.count == 1 && w.seen.first?.phase == .display && w.seen.first?.inWalk == false)
        #expect(owner.framesMade == 1)
        #expect(owner.phase == nil && FrameOwner.current == nil)
        #expect(bitmap.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test func aLayerMarkedInACompletionBlockDrawsInThatFrameBeforeTheWalk() throws {
        Transaction.stack.removeAll()
        let loop = EventLoop(clock: VirtualClock(now: 0))
        let owner = FrameOwner(eventLoop: loop)
        let root = makeRoot(40, 40)
        root.hostEventLoop = loop
        let w = WitnessLayer()
        w.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(w)
        w.setNeedsDisplay()
        let bitmap = try Bitmap(size: Size(width: 40, height: 40), scale: 1)
        owner.makeFrame(root, into: bitmap)
        Transaction.completionBlock = {
            w.color = .blue
            w.setNeedsDisplay()
        }
        owner.makeFrame(root, into: bitmap)
        #expect(w.seen.count == 2)
        #expect(w.seen.allSatisfy { $0.phase == .display && !$0.inWalk })
        #expect(bitmap.pixel(x: 5, y: 5) == 0xFF00_00FF)
    }

    /// A layer marked while no loop of this tree was current is not in its display queue: the
    /// compositor finds it undrawn, has it drawn between two walks, and the frame shows it.
    @Test func aLayerMarkedOnAnotherLoopDrawsBetweenWalksInTheSameFrame() throws {
        Transaction.stack.removeAll()
        let loop = EventLoop(clock: VirtualClock(now: 0))
        let other = EventLoop(clock: VirtualClock(now: 0))
        let owner = FrameOwner(eventLoop: loop)
        let root = makeRoot(40, 40)
        root.hostEventLoop = loop
        let w = WitnessLayer()
        w.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        other.withCurrent { w.setNeedsDisplay() }
        root.addSublayer(w)
        let bitmap = try Bitmap(size: Size(width: 40, height: 40), scale: 1)
        owner.makeFrame(root, into: bitmap)
        #expect(w.seen.count == 1)
        #expect(w.seen.first?.phase == .display && w.seen.first?.inWalk == false)
        #expect(bitmap.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(Compositor.lateLayers.isEmpty)
        // The same on a compositor used on its own, full and incremental.
        let lone = WitnessLayer()
        lone.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        other.withCurrent { lone.setNeedsDisplay() }
        let full = try Bitmap(size: Size(width: 10, height: 10), scale: 1)
        Compositor().render(lone, into: full)
        #expect(lone.seen.count == 1 && lone.seen.first?.inWalk == false)
        #expect(full.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test func tilesAreDrawnBeforeThePaintNeverInIt() throws {
        Transaction.stack.removeAll()
        let loop = EventLoop(clock: VirtualClock(now: 0))
        let owner = FrameOwner(eventLoop: loop)
        let root = makeRoot(100, 100)
        root.hostEventLoop = loop
        let clip = Layer()
        clip.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        clip.masksToBounds = true
        root.addSublayer(clip)
        let tiled = WitnessTiledLayer()
        tiled.tileSize = Size(width: 32, height: 32)
        tiled.frame = Rect(x: 0, y: 0, width: 100, height: 1000)
        clip.addSublayer(tiled)
        let bitmap = try Bitmap(size: Size(width: 100, height: 100), scale: 1)
        owner.makeFrame(root, into: bitmap)
        // 4 columns by 4 rows of 32-point tiles cover the 100 visible points; none further down.
        #expect(tiled.tilesDrawn == 16)
        #expect(tiled.seen.allSatisfy { $0.phase == .display && !$0.inWalk })
        #expect(tiled.tilesMissedByPaint == 0)
        #expect(bitmap.pixel(x: 99, y: 99) == 0xFF00_FF00)
        // Scrolled: the newly exposed rows are drawn before the paint of that frame too.
        Transaction.perform(disableActions: true) { tiled.position.y -= 300 }
        owner.makeFrame(root, into: bitmap)
        #expect(tiled.tilesMissedByPaint == 0)
        #expect(tiled.seen.allSatisfy { !$0.inWalk })
        #expect(bitmap.pixel(x: 50, y: 99) == 0xFF00_FF00)
    }
}
